#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension DelegateRules {
    // MARK: - SL303: a shown copy that is not made again

    /// A type whose cell providers read a copy (`filtered`) that its code makes from another
    /// stored property (`filtered = people`, `filtered = people.filter { … }`), the source
    /// itself not read by the cell providers: a method that writes the source and neither
    /// makes the copy again — itself, through the methods of the type it calls, or through
    /// the source's observer — leaves the table showing the old copy, whatever it reloads
    /// (Apple, `UITableViewDataSource`: the table shows the cells its data source makes).
    /// Reported at the write of the source. Set-up methods (`viewDidLoad()` …) are left out
    /// outside closures, as for the rest of SL303.
    func staleDerivedCopies(_ scan: DelegateScan) -> [Finding] {
      var shownByCells: [String: Set<String>] = [:]
      for method in scan.methods where Self.cellProviderSignatures.contains(method.signature) {
        shownByCells[method.type, default: []].formUnion(method.reads)
      }
      var findings: [Finding] = []
      for (typeName, shown) in shownByCells.sorted(by: { $0.key < $1.key }) {
        guard let type = project.index.type(typeName) else { continue }
        let stored = Set(
          type.properties.values.filter { !$0.isComputed && !$0.isLet && !$0.isStatic }.map(
            \.name))
        let functions = type.functions.values.joined().filter { $0.body != nil }
        var assignments: [(function: FunctionDeclSyntax, list: [SourceWrite])] = []
        for function in functions {
          let collector = SourceWriteCollector(stored: stored)
          if let body = function.body { collector.walk(body) }
          assignments.append((function, collector.writes))
        }
        // Copy → the sources it is made from, and where.
        var copies: [String: Set<String>] = [:]
        for (_, writes) in assignments {
          for write in writes where shown.contains(write.name) {
            for source in write.sources where stored.contains(source) && !shown.contains(source) {
              copies[source, default: []].insert(write.name)
            }
          }
        }
        guard !copies.isEmpty else { continue }
        for (function, writes) in assignments {
          let name = function.name.text
          guard !Self.showingMethods.contains(name) else { continue }
          for write in writes {
            guard let made = copies[write.name],
              !(Self.setUpMethods.contains(name) && !Self.isInClosure(write.node)),
              !mentions(made, from: function, in: type),
              !(type.properties[write.name]?.observers ?? []).contains(where: { observer in
                observer.body.map { Self.mentions(made, $0) } ?? false
              })
            else { continue }
            let copy = made.sorted().joined(separator: "', '")
            findings.append(
              Finding(
                rule: .listDataWithoutReload, severity: .warning,
                location: project.location(
                  of: write.node,
                  file: project.trees.firstIndex { Syntax($0).id == write.node.root.id }
                    ?? type.primaryFile ?? 0),
                message: """
                  '\(function.displayName)' writes '\(write.name)', but the cells of \
                  '\(typeName)' show '\(copy)', which the type makes from '\(write.name)' \
                  elsewhere and which is not made again here: the list keeps the old rows; \
                  make '\(copy)' again from '\(write.name)' after the write (or in its didSet)
                  """))
            break
          }
        }
      }
      return findings
    }

    /// Whether `function`, or a method of `type` it calls (three calls deep), mentions one of
    /// `names`.
    func mentions(_ names: Set<String>, from function: FunctionDeclSyntax, in type: TypeInfo)
      -> Bool
    {
      var pending = [function]
      var seen = Set<SyntaxIdentifier>()
      var depth = 0
      while !pending.isEmpty, depth < 4 {
        var next: [FunctionDeclSyntax] = []
        for current in pending where seen.insert(current.id).inserted {
          guard let body = current.body else { continue }
          if Self.mentions(names, body) { return true }
          for token in body.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let called) = token.tokenKind, let found = type.functions[called] {
              next += found
            }
          }
        }
        pending = next
        depth += 1
      }
      return false
    }

    static func mentions(_ names: Set<String>, _ node: some SyntaxProtocol) -> Bool {
      node.tokens(viewMode: .sourceAccurate).contains { token in
        if case .identifier(let name) = token.tokenKind { return names.contains(name) }
        return false
      }
    }
  }

  /// A write to a stored property of the type (`self.items = fetched`, `items = …`,
  /// `self?.items = …`, `items.append(…)`), with the stored properties its value names.
  struct SourceWrite {
    let name: String
    let node: Syntax
    /// Stored properties the value names (`people` in `filtered = people.filter { … }`).
    let sources: Set<String>
  }

  /// Collects the writes of stored properties in one method body. A bare name counts only
  /// when the body binds no local of that name.
  final class SourceWriteCollector: SyntaxVisitor {
    let stored: Set<String>
    private var locals = Set<String>()
    private(set) var writes: [SourceWrite] = []

    init(stored: Set<String>) {
      self.stored = stored
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
      // The locals first, so that a write before a shadowing binding is not counted either.
      for token in node.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let name) = token.tokenKind,
          token.parent?.is(IdentifierPatternSyntax.self) == true
            || token.parent?.is(ClosureShorthandParameterSyntax.self) == true
            || token.parent?.is(ClosureParameterSyntax.self) == true
        else { continue }
        locals.insert(name)
      }
      return .visitChildren
    }

    func property(_ target: ExprSyntax) -> String? {
      var current = target
      while let chained = current.as(OptionalChainingExprSyntax.self) {
        current = chained.expression
      }
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        var root = base
        if let chained = root.as(OptionalChainingExprSyntax.self) { root = chained.expression }
        guard root.is(DeclReferenceExprSyntax.self), root.trimmedDescription == "self" else {
          return nil
        }
        let name = member.declName.baseName.text
        return stored.contains(name) ? name : nil
      }
      if let reference = current.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        return stored.contains(name) && !locals.contains(name) ? name : nil
      }
      return nil
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        let name = property(elements[0])
      else { return .visitChildren }
      var sources = Set<String>()
      for token in elements[2].tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let used) = token.tokenKind, stored.contains(used) else { continue }
        let previous = token.previousToken(viewMode: .sourceAccurate)
        let viaSelf =
          previous?.tokenKind == .period
          && previous?.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.self)
        if previous?.tokenKind != .period ? !locals.contains(used) : viaSelf {
          sources.insert(used)
        }
      }
      writes.append(SourceWrite(name: name, node: Syntax(elements[0]), sources: sources))
      return .visitChildren
    }
  }
#endif
