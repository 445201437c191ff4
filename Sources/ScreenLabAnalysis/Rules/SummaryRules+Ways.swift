#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL309's fourth shape, read way by way through one method (`ShownPaths`): the method
  /// writes a view from members of the type, and on one of its ways a member that view shows
  /// is changed after the view was written (a reset that writes the label from the old
  /// value, then resets the value), or is changed where the view is not written at all (one
  /// branch stores the new start date, only the other recomputes the day count it shows).
  /// After that way the screen shows the old value (Docs/Analyzer.md, SL309, "A shown
  /// member left behind on one way through a method").
  extension SummaryRules {
    /// The methods a user's action or a framework callback runs, by type, with their files.
    func staleWays(
      in typeMethods: [SummaryScan.Method], declarations: [(FunctionDeclSyntax, Int)]
    ) -> [Finding] {
      guard let type = typeMethods.first?.type else { return [] }
      var byName: [String: [SummaryScan.Method]] = [:]
      for method in typeMethods { byName[method.name, default: []].append(method) }
      let setUp = Self.setUpOnly(typeMethods)
      let callers = Self.callers(typeMethods)
      var findings: [Finding] = []
      for (declaration, file) in declarations {
        let name = declaration.name.text
        guard let body = declaration.body, !Self.quietMethods.contains(name),
          !Self.disappearing.contains(name),
          let method = byName[name]?.first(where: { $0.file == file }),
          method.isEntryPoint || Self.isCallbackName(name),
          !setUp.contains(ObjectIdentifier(method))
        else { continue }
        var paths = ShownPaths(project: project, type: type)
        guard let ways = paths.ways(through: body) else { continue }
        let sources = shownSources(ways, derived: paths.derived, type: type)
        guard !sources.isEmpty else { continue }
        let covered = Set(
          (callers[name] ?? []).flatMap { Self.labels(of: $0, in: byName) }.map(\.target))
        var reported = Set<SyntaxIdentifier>()
        for way in ways {
          for (target, stale) in staleTargets(way, sources: sources, byName: byName)
          where !covered.contains(target) && reported.insert(stale.node.id).inserted {
            findings.append(
              finding(
                method: method, target: target, stale: stale,
                location: project.location(of: stale.node, file: file)))
          }
        }
      }
      return findings
    }

    /// Framework callbacks that are not overrides: delegate and data source methods.
    static func isCallbackName(_ name: String) -> Bool {
      [
        "pickerView", "tableView", "collectionView", "textField", "textView", "searchBar",
        "scrollView", "datePicker", "imagePickerController",
      ].contains(name)
    }

    struct Stale {
      let member: String
      let node: Syntax
      /// The view was written before the change on this way (and not after it).
      let writtenBefore: Bool
    }

    /// Per view the method writes, the member paths its values read, and, one and two
    /// steps further, what the members it assigns are computed from.
    private func shownSources(
      _ ways: [ShownPaths.Way], derived: [String: Set<String>], type: String
    ) -> [String: Set<String>] {
      var sources: [String: Set<String>] = [:]
      for way in ways {
        for case .show(let target, let read, _) in way.steps where !read.isEmpty {
          sources[target, default: []].formUnion(read)
        }
      }
      for (target, read) in sources {
        var all = read
        for _ in 0..<2 {
          for path in all { all.formUnion(derived[path] ?? []) }
        }
        let root = String(target.split(separator: ".")[0])
        if let declared = project.property(root, of: type)?.typeName,
          Self.editableControls.contains(declared)
        {
          sources[target] = nil
        } else {
          sources[target] = all
        }
      }
      return sources
    }

    private func staleTargets(
      _ way: ShownPaths.Way, sources: [String: Set<String>],
      byName: [String: [SummaryScan.Method]]
    ) -> [(String, Stale)] {
      var pending: [String: Stale] = [:]
      // The last write of each view on this way, with the member paths its value read.
      var written: [String: (node: Syntax, sources: Set<String>?)] = [:]
      for (index, step) in way.steps.enumerated() {
        switch step {
        case .show(let target, let read, let node):
          pending[target] = nil
          written[target] = (node, read)
        case .change(let member, let advances, let reads, let node):
          guard !hasObserver(member, byName: byName),
            !Self.shownLater(member, after: index, in: way)
          else { continue }
          for (target, read) in sources where pending[target] == nil {
            guard read.contains(where: { ShownPaths.overlaps($0, member) }),
              !reads.contains(where: { ShownPaths.overlaps($0, target) })
            else { continue }
            if let shown = written[target] {
              // Written on this way from something else (cleared, a constant): the view
              // shows what the way meant. A cursor moved on after its item was shown
              // (`index += 1`) is the usual way to step through a list.
              guard !advances,
                shown.sources?.contains(where: { ShownPaths.overlaps($0, member) }) ?? true
              else { continue }
              pending[target] = Stale(member: member, node: shown.node, writtenBefore: true)
            } else {
              pending[target] = Stale(member: member, node: node, writtenBefore: false)
            }
          }
        case .call(let name, let node):
          for callee in byName[name] ?? [] {
            for label in Self.labels(of: callee, in: byName) {
              pending[label.target] = nil
              written[label.target] = (node, nil)
            }
          }
        case .refresh:
          pending = [:]
        }
      }
      return pending.sorted { $0.key < $1.key }
    }

    /// Whether a view is written from the member later on the way: the change is shown,
    /// if in another view than the one the method writes elsewhere (a carousel that shows
    /// the new index in the image view on the side it moves to).
    static func shownLater(_ member: String, after index: Int, in way: ShownPaths.Way) -> Bool {
      way.steps[(index + 1)...].contains { step in
        guard case .show(_, let read, _) = step else { return false }
        return read.contains { ShownPaths.overlaps($0, member) }
      }
    }

    private func hasObserver(_ member: String, byName: [String: [SummaryScan.Method]]) -> Bool {
      let root = String(member.split(separator: ".")[0])
      return byName["\(root).didSet"] != nil || byName["\(root).willSet"] != nil
    }

    private func finding(
      method: SummaryScan.Method, target: String, stale: Stale, location: SourceLocation
    ) -> Finding {
      let message =
        stale.writtenBefore
        ? """
        '\(method.signature)' writes '\(target)' from '\(stale.member)' and then changes \
        '\(stale.member)': after it the screen shows the old value; write '\(target)' after \
        the change
        """
        : """
        '\(method.signature)' changes '\(stale.member)', which '\(target)' shows, but on \
        this way through the method '\(target)' is not written again, as it is on another: \
        the screen keeps the old value; update '\(target)' after the change
        """
      return Finding(
        rule: .summaryNotRefreshed, severity: .warning, location: location,
        message: Finding.Message(message))
    }
  }
#endif
#if SCREENLAB_SWIFTSYNTAX
  /// The methods with bodies declared directly in each class and its extensions, with the
  /// file of each.
  final class TypeFunctions: SyntaxVisitor {
    private var types: [String] = []
    private var file = 0
    private(set) var declarations: [String: [(FunctionDeclSyntax, Int)]] = [:]

    static func collect(_ project: Project) -> [String: [(FunctionDeclSyntax, Int)]] {
      let collector = TypeFunctions(viewMode: .sourceAccurate)
      for (file, tree) in project.trees.enumerated() {
        collector.file = file
        collector.walk(tree)
      }
      return collector.declarations
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      types.append(node.name.text)
      return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      types.append(node.extendedType.simpleName ?? node.extendedType.trimmedDescription)
      return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if let type = types.last, node.body != nil {
        declarations[type, default: []].append((node, file))
      }
      return .skipChildren
    }
  }
#endif
