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
              !mentions(made, from: Self.runsWith(write.node) ?? Syntax(function), in: type),
              !(type.properties[write.name]?.observers ?? []).contains(where: { observer in
                observer.body.map { mentions(made, from: Syntax($0), in: type) } ?? false
              })
            else { continue }
            let copy = made.sorted().joined(separator: "', '")
            findings.append(
              Finding(
                rule: .listDataWithoutReload, severity: .warning,
                location: project.location(
                  of: write.node,
                  file: project.fileIndex(of: write.node)
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

    /// The outermost closure of its method that holds `node` (a completion handler): the code
    /// that runs with a write made there. What the method did before the closure ran (a copy
    /// made from the data that was there then) does not make the copy again. Nil outside
    /// closures.
    static func runsWith(_ node: Syntax) -> Syntax? {
      var current = node.parent
      var outermost: Syntax?
      var steps = 0
      while let parent = current, steps < 64 {
        if parent.is(ClosureExprSyntax.self) { outermost = parent }
        if parent.is(FunctionDeclSyntax.self) { return outermost }
        current = parent.parent
        steps += 1
      }
      return nil
    }

    /// Whether `function`, or a method of `type` it calls (three calls deep), mentions one of
    /// `names`.
    func mentions(_ names: Set<String>, from function: FunctionDeclSyntax, in type: TypeInfo)
      -> Bool
    {
      guard let body = function.body else { return false }
      return mentions(names, from: Syntax(body), in: type)
    }

    /// Whether `start` (a method's or an observer's body), or a method of `type` it calls
    /// (three calls deep), mentions one of `names`.
    func mentions(_ names: Set<String>, from start: Syntax, in type: TypeInfo) -> Bool {
      var pending = [start]
      var seen = Set<SyntaxIdentifier>()
      var depth = 0
      while !pending.isEmpty, depth < 4 {
        var next: [Syntax] = []
        for body in pending where seen.insert(body.id).inserted {
          if Self.mentions(names, body) { return true }
          for token in body.tokens(viewMode: .sourceAccurate) {
            // A method of the type, not a member of another object (`tableView.reloadData()`
            // names the table, not the data source method `tableView(_:cellForRowAt:)`).
            guard case .identifier(let called) = token.tokenKind,
              !Self.showingMethods.contains(called), let found = type.functions[called]
            else { continue }
            let previous = token.previousToken(viewMode: .sourceAccurate)
            if previous?.tokenKind == .period {
              // `self.refilter()`, `self?.refilter()`, `self!.refilter()`.
              var receiver = previous?.previousToken(viewMode: .sourceAccurate)
              if receiver?.tokenKind == .postfixQuestionMark
                || receiver?.tokenKind == .exclamationMark
              {
                receiver = receiver?.previousToken(viewMode: .sourceAccurate)
              }
              guard receiver?.tokenKind == .keyword(.self) else { continue }
            }
            next += found.compactMap { $0.body.map(Syntax.init) }
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

    /// `people.append(person)`, `self.people.remove(at: index)`: a mutating call writes the
    /// property in place (it makes no copy).
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
        DelegateScan.mutatingCalls.contains(member.declName.baseName.text),
        let name = property(base)
      {
        writes.append(SourceWrite(name: name, node: Syntax(node), sources: []))
      }
      return .visitChildren
    }
  }
#endif
