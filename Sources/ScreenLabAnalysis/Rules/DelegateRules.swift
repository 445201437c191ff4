#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL301–SL302: weak delegate links and model writes that the list is not told about
  /// (Docs/Analyzer.md, SL301 and SL302).
  struct DelegateRules {
    let project: Project

    /// Calls that make a view show new model values: a table's or collection's reloads and
    /// updates, and a redraw request.
    static let refreshCalls: Set<String> = [
      "reloadData", "reloadRows", "reloadSections", "reconfigureRows", "insertRows",
      "deleteRows", "moveRow", "reloadItems", "reconfigureItems", "insertItems", "deleteItems",
      "performBatchUpdates", "setNeedsDisplay", "apply",
    ]

    /// UIKit delegate callbacks in which an edit ends (SL302 looks at them too).
    static let uikitCallbacks: Set<String> = ["textFieldDidEndEditing", "textViewDidEndEditing"]

    /// The methods that fill cells or draw: what reads a model property shows it.
    static let showingMethods: Set<String> = ["tableView", "collectionView", "draw"]

    /// Whether `name` is a delegate-link property name.
    static func isLinkName(_ name: String) -> Bool {
      name == "delegate" || name == "dataSource" || name.hasSuffix("Delegate")
        || name.hasSuffix("DataSource")
    }

    func findings() -> [Finding] {
      let scan = DelegateScan(viewMode: .sourceAccurate)
      for (file, tree) in project.trees.enumerated() {
        scan.file = file
        scan.walk(tree)
      }
      return unassignedLinks(scan) + unrefreshedCallbacks(scan) + unreloadedData(scan)
    }

    /// The data source methods that make a type a cell provider.
    static let cellProviderSignatures: Set<String> = [
      "tableView(_:cellForRowAt:)", "collectionView(_:cellForItemAt:)",
      "tableView(_:numberOfRowsInSection:)", "collectionView(_:numberOfItemsInSection:)",
    ]

    /// Methods that run before a table first asks for its rows: writes there are shown.
    static let setUpMethods: Set<String> = [
      "viewDidLoad", "loadView", "awakeFromNib", "init", "prepare", "setUp", "setup",
    ]

    /// SL303: a method that is not a delegate callback writes a property the cell providers
    /// read, and neither it, a method of the type that calls it, nor the property's observer
    /// reloads.
    private func unreloadedData(_ scan: DelegateScan) -> [Finding] {
      var findings: [Finding] = []
      // Indexes built once, so that each method is looked at in constant time (a type with
      // thousands of methods stays linear).
      let readsInShowingMethods = scan.readsInShowingMethods
      var cellProviderTypes = Set<String>()
      // Per type, the names of the methods that refresh and the names they call.
      var refreshingNames: [String: Set<String>] = [:]
      var calledByRefreshing: [String: Set<String>] = [:]
      for method in scan.methods {
        if Self.cellProviderSignatures.contains(method.signature) {
          cellProviderTypes.insert(method.type)
        }
        if !method.calls.isDisjoint(with: Self.refreshCalls) {
          refreshingNames[method.type, default: []].insert(method.name)
          calledByRefreshing[method.type, default: []].formUnion(method.calls)
        }
      }
      for method in scan.methods {
        guard !scan.isDelegateCallback(method), !Self.showingMethods.contains(method.name),
          !Self.setUpMethods.contains(method.name), method.calls.isDisjoint(with: Self.refreshCalls)
        else { continue }
        let shown = readsInShowingMethods[method.type] ?? []
        guard cellProviderTypes.contains(method.type),
          let write = method.writes.first(where: {
            shown.contains($0.name)
              && !scan.refreshingProperties.contains(
                DelegateScan.Key(type: method.type, name: $0.name))
          })
        else { continue }
        let covered =
          calledByRefreshing[method.type]?.contains(method.name) == true
          || !method.calls.isDisjoint(with: refreshingNames[method.type] ?? [])
        guard !covered else { continue }
        findings.append(
          Finding(
            rule: .listDataWithoutReload, severity: .warning,
            location: project.location(of: write.node, file: method.file),
            message: """
              '\(method.name)' writes '\(write.name)', which the cells of '\(method.type)' show, \
              and nothing reloads the table or collection: the rows keep the old values; call \
              reloadData() (or insertRows/reloadRows(at:with:)) after the write, or reload in \
              the property's didSet
              """))
      }
      return findings
    }

    /// SL301: a weak link property that is called through but never assigned.
    private func unassignedLinks(_ scan: DelegateScan) -> [Finding] {
      var findings: [Finding] = []
      // Types other code of the analysis uses (creates, or holds in a property, local or
      // parameter): a link of a type nobody here uses is assigned by the code that uses it,
      // which the analysis does not see.
      var used = Set<String>()
      for unit in project.units {
        for type in unit.locals.values where type != unit.typeName { used.insert(type) }
        for call in unit.calls
        where call.name != unit.typeName && call.name.first?.isUppercase == true {
          used.insert(call.name)
        }
      }
      for type in project.index.types.values {
        for property in type.properties.values {
          if let held = property.typeName, held != type.name { used.insert(held) }
        }
      }
      used.formUnion(project.globals.values)
      for link in scan.weakLinks {
        guard scan.calledLinks.contains(DelegateScan.Key(type: link.type, name: link.name)),
          used.contains(link.type)
        else { continue }
        let assigned = scan.assignments.contains { assignment in
          assignment.name == link.name
            && (assignment.type == nil || assignment.type == link.type
              || scan.superclasses(of: link.type).contains(assignment.type ?? ""))
        }
        guard !assigned else { continue }
        findings.append(
          Finding(
            rule: .unassignedWeakDelegate, severity: .warning,
            location: project.location(of: link.node, file: link.file),
            message: """
              '\(link.type).\(link.name)' is weak and called through, but nothing in the \
              analyzed sources assigns it: every call does nothing and the screen that \
              waits for it stays stale; assign it (and keep the object alive elsewhere)
              """))
      }
      return findings
    }

    /// SL302: a delegate callback writes a model property that a cell provider or `draw`
    /// reads, with no reload or redraw request in the callback.
    private func unrefreshedCallbacks(_ scan: DelegateScan) -> [Finding] {
      var findings: [Finding] = []
      let readsInShowingMethods = scan.readsInShowingMethods
      // Per type, the names of the methods that refresh.
      var refreshingNames: [String: Set<String>] = [:]
      for method in scan.methods where !method.calls.isDisjoint(with: Self.refreshCalls) {
        refreshingNames[method.type, default: []].insert(method.name)
      }
      for method in scan.methods {
        guard scan.isDelegateCallback(method) else { continue }
        let shown = readsInShowingMethods[method.type] ?? []
        guard let write = method.writes.first(where: { shown.contains($0.name) }) else {
          continue
        }
        let refreshes =
          !method.calls.isDisjoint(with: Self.refreshCalls)
          || !method.calls.isDisjoint(with: refreshingNames[method.type] ?? [])
        guard !refreshes else { continue }
        findings.append(
          Finding(
            rule: .delegateCallbackWithoutReload, severity: .warning,
            location: project.location(of: write.node, file: method.file),
            message: """
              delegate callback '\(method.name)' writes '\(write.name)', which the cells \
              or draw(_:) of '\(method.type)' show, but requests no reload: the row keeps \
              showing the old value; call reloadRows(at:with:) (or reloadData(), \
              setNeedsDisplay()) after the write
              """))
      }
      return findings
    }
  }

  /// One pass over the files: types, links, calls, writes.
  final class DelegateScan: SyntaxVisitor {
    struct Key: Hashable {
      let type: String
      let name: String
    }

    struct Link {
      let type: String
      let name: String
      let node: Syntax
      let file: Int
    }

    struct Assignment {
      /// The type whose property is assigned (nil: not known).
      let type: String?
      let name: String
    }

    struct Write {
      let name: String
      let node: Syntax
    }

    final class Method {
      let type: String
      let name: String
      let file: Int
      var calls: Set<String> = []
      var writes: [Write] = []
      var reads: Set<String> = []
      /// `name(label:…)`, to tell `tableView(_:didSelectRowAt:)` from the other `tableView`s.
      var signature = ""

      init(type: String, name: String, file: Int) {
        self.type = type
        self.name = name
        self.file = file
      }
    }

    var file = 0
    private(set) var weakLinks: [Link] = []
    private(set) var calledLinks: Set<Key> = []
    private(set) var assignments: [Assignment] = []
    private(set) var methods: [Method] = []
    /// Stored properties whose observer reloads or redraws.
    private(set) var refreshingProperties: Set<Key> = []
    /// Per type, the inherited names of its declaration and extensions.
    private(set) var inherited: [String: Set<String>] = [:]
    /// Per delegate protocol declared in the sources, its method names.
    private(set) var protocolMethods: [String: Set<String>] = [:]
    /// Per type, the stored properties' declared or initialized types.
    private var propertyTypes: [String: [String: String]] = [:]
    /// Per type, the names the cell providers and `draw` read.
    var readsInShowingMethods: [String: Set<String>] {
      var result: [String: Set<String>] = [:]
      for method in methods where DelegateRules.showingMethods.contains(method.name) {
        result[method.type, default: []].formUnion(method.reads)
      }
      return result
    }

    private var types: [String] = []
    private var currentProtocol: String?
    private var method: Method?
    /// The local variables of the method being read, with their types.
    private var locals: [String: String] = [:]
    /// Every local and parameter name of the method being read.
    private var localNames: Set<String> = []

    func superclasses(of type: String) -> [String] {
      Array(inherited[type] ?? [])
    }

    func isDelegateCallback(_ method: Method) -> Bool {
      if DelegateRules.uikitCallbacks.contains(method.name) { return true }
      for name in inherited[method.type] ?? [] {
        if protocolMethods[name]?.contains(method.signature) == true { return true }
      }
      return false
    }

    // MARK: Types

    private func enter(_ name: String, _ clause: InheritanceClauseSyntax?)
      -> SyntaxVisitorContinueKind
    {
      types.append(name)
      for type in clause?.inheritedTypes ?? [] {
        if let simple = type.type.simpleName { inherited[name, default: []].insert(simple) }
      }
      return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.name.text, node.inheritanceClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.name.text, node.inheritanceClause)
    }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.name.text, node.inheritanceClause)
    }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(
        node.extendedType.simpleName ?? node.extendedType.trimmedDescription, node.inheritanceClause
      )
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      let name = node.name.text
      guard name.hasSuffix("Delegate") else { return .skipChildren }
      var names: Set<String> = []
      for member in node.memberBlock.members {
        if let function = member.decl.as(FunctionDeclSyntax.self) {
          names.insert(function.displayName)
        }
      }
      protocolMethods[name, default: []].formUnion(names)
      return .skipChildren
    }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      guard let type = types.last else { return .visitChildren }
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          continue
        }
        let declared =
          binding.typeAnnotation?.type.simpleName
          ?? binding.initializer.flatMap {
            Self.constructedType($0.value)
          }
        if method != nil {
          localNames.insert(name)
          if let declared { locals[name] = declared }
          continue
        }
        if let declared { propertyTypes[type, default: [:]][name] = declared }
        if let accessors = binding.accessorBlock,
          accessors.tokens(viewMode: .sourceAccurate).contains(where: {
            DelegateRules.refreshCalls.contains($0.text)
          })
        {
          refreshingProperties.insert(Key(type: type, name: name))
        }
        if node.modifiers.has("weak"), DelegateRules.isLinkName(name) {
          weakLinks.append(Link(type: type, name: name, node: Syntax(node), file: file))
        }
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      guard let type = types.last, node.body != nil else { return .skipChildren }
      let method = Method(type: type, name: node.name.text, file: file)
      method.signature = node.displayName
      methods.append(method)
      self.method = method
      locals = [:]
      localNames = Set(
        node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
      return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
      method = nil
      locals = [:]
      localNames = []
    }

    /// `Type(…)` or `Type.init(…)` gives `Type` (an upper-case first letter).
    static func constructedType(_ expression: ExprSyntax) -> String? {
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let name = Expressions.calleeName(call), let first = name.first, first.isUppercase
      else { return nil }
      return name
    }

    // MARK: Code

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let method else { return .visitChildren }
      if let name = Expressions.calleeName(node) { method.calls.insert(name) }
      // `delegate?.noteEditor(…)`, `self.delegate?.…`: a call through a link of this type.
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base, let path = Expressions.path(base)
      {
        let parts = path.split(separator: ".").map(String.init)
        if parts.count == 1, DelegateRules.isLinkName(parts[0]) {
          calledLinks.insert(Key(type: method.type, name: parts[0]))
        } else if parts.count == 2, DelegateRules.isLinkName(parts[1]),
          let owner = type(ofVariable: parts[0], in: method)
        {
          calledLinks.insert(Key(type: owner, name: parts[1]))
        }
        // `notes.append(…)`: a mutating call on a stored property writes it.
        if parts.count == 1, !localNames.contains(parts[0]),
          ["append", "insert", "remove", "removeAll", "sort"].contains(
            member.declName.baseName.text)
        {
          method.writes.append(Write(name: parts[0], node: Syntax(node)))
        }
      }
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      method?.reads.insert(node.baseName.text)
      return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
        method?.reads.insert(node.declName.baseName.text)
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      for index in elements.indices.dropFirst() where elements[index].is(AssignmentExprSyntax.self)
      {
        let value = index + 1 < elements.count ? elements[index + 1] : nil
        record(elements[index - 1], value: value)
      }
      return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
      if node.operator.is(AssignmentExprSyntax.self) {
        record(node.leftOperand, value: node.rightOperand)
      }
      return .visitChildren
    }

    /// The type of `name` in `method`: a local, `self`, or a stored property of its type.
    private func type(ofVariable name: String, in method: Method) -> String? {
      if name == "self" { return method.type }
      return locals[name] ?? propertyTypes[method.type]?[name]
    }

    private func record(_ target: ExprSyntax, value: ExprSyntax?) {
      guard let path = Expressions.path(Self.stripSubscripts(target)) else { return }
      let parts = path.split(separator: ".").map(String.init)
      guard let last = parts.last else { return }
      if DelegateRules.isLinkName(last), value?.is(NilLiteralExprSyntax.self) != true {
        if parts.count == 1 {
          assignments.append(Assignment(type: method?.type ?? types.last, name: last))
        } else if let method {
          let owner = parts.count == 2 ? type(ofVariable: parts[0], in: method) : nil
          assignments.append(Assignment(type: owner, name: last))
        } else {
          assignments.append(Assignment(type: nil, name: last))
        }
      }
      // A write to a stored property of the type: `notes[i].title = …`, `self.count = …`.
      if let method, let root = parts.first, root != "self", !localNames.contains(root) {
        method.writes.append(Write(name: root, node: Syntax(target)))
      }
    }

    /// `notes[i].title` read as the path `notes.title`.
    static func stripSubscripts(_ expression: ExprSyntax) -> ExprSyntax {
      // A chain longer than any path the rules track is returned as it is (`Expressions.path`
      // gives nil for it): rebuilding it would cost O(length) nodes per step of the walk.
      guard Expressions.isShortChain(expression) else { return expression }
      return stripShortChain(expression)
    }

    private static func stripShortChain(_ expression: ExprSyntax) -> ExprSyntax {
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
        return ExprSyntax(member.with(\.base, stripShortChain(base)))
      }
      if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
        return stripShortChain(subscripted.calledExpression)
      }
      return expression
    }
  }
#endif
