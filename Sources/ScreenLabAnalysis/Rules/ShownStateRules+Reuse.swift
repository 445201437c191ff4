#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension ShownStateRules {
    // MARK: - SL305

    /// Parameter types that are the list or map itself, not the item.
    static let containerTypes: Set<String> = [
      "UITableView", "UICollectionView", "MKMapView", "UICollectionViewLayout",
    ]

    /// A dequeued reusable view (a cell, a header, an annotation view) whose item-dependent
    /// content is set only inside the branch that handles a new view — `if view == nil { … }`,
    /// `if view.subviews.isEmpty { … }`, or a local flag bound to such a test — and nowhere
    /// after it. `dequeueReusable…` hands back a view that showed another item (Apple,
    /// `MKMapView.dequeueReusableAnnotationView(withIdentifier:)`,
    /// `UITableView.dequeueReusableCell(withIdentifier:)`), so a reused view keeps the
    /// previous item's content. A write is item-dependent when its value or a condition
    /// around it (inside the branch) mentions a parameter that is not the list or map, or a
    /// local derived from one (`let item = items[indexPath.row]`,
    /// `if let place = annotation as? Place`). Reported at the branch's `if`, once per branch.
    func reusedViewsConfiguredWhenNew() -> [Finding] {
      var findings: [Finding] = []
      for (file, tree) in project.trees.enumerated() {
        let collector = DequeueCollector()
        collector.walk(tree)
        for (function, calls) in collector.functions {
          findings += reusedViews(in: function, dequeues: calls, file: file)
        }
      }
      return findings
    }

    private func reusedViews(
      in function: FunctionDeclSyntax, dequeues: [FunctionCallExprSyntax], file: Int
    ) -> [Finding] {
      guard let body = function.body else { return [] }
      var views = Set<String>()
      for call in dequeues {
        var current: Syntax? = Syntax(call)
        while let here = current, !here.is(CodeBlockItemSyntax.self) {
          if let binding = here.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          {
            views.insert(name)
            break
          }
          if let condition = here.as(OptionalBindingConditionSyntax.self),
            let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          {
            views.insert(name)
            break
          }
          current = here.parent
        }
      }
      guard !views.isEmpty else { return [] }
      var tainted = Set<String>()
      for parameter in function.signature.parameterClause.parameters {
        let name = (parameter.secondName ?? parameter.firstName).text
        if let type = parameter.type.simpleName, Self.containerTypes.contains(type) { continue }
        tainted.insert(name)
      }
      let bindings = BindingCollector()
      bindings.walk(body)
      for _ in 0..<6 {
        var grew = false
        for (name, value) in bindings.bindings where !views.contains(name) {
          if !tainted.contains(name), !Self.identifiers(in: value).isDisjoint(with: tainted) {
            tainted.insert(name)
            grew = true
          }
        }
        if !grew { break }
      }
      let branches = NewViewBranchCollector(views: views, flags: bindings.bindings)
      branches.walk(body)
      guard !branches.branches.isEmpty else { return [] }
      let inside = Set(branches.branches.map(\.body.id))
      let outsideWrites = ItemWriteCollector(views: views, tainted: tainted, skipping: inside)
      outsideWrites.walk(body)
      let shownOutside = Set(outsideWrites.members)
      var findings: [Finding] = []
      for branch in branches.branches {
        let writes = ItemWriteCollector(views: views, tainted: tainted, skipping: [])
        writes.walk(branch.body)
        let onlyHere = writes.members.filter { !shownOutside.contains($0) }
        guard !onlyHere.isEmpty else { continue }
        var unique: [String] = []
        for member in onlyHere where !unique.contains(member) { unique.append(member) }
        findings.append(
          project.warning(
            .reusedViewConfiguredWhenNew, at: branch.ifKeyword, file: file,
            .configuredWhenNew(branch.view, members: unique)))
      }
      return findings
    }

    /// The plain identifiers an expression mentions (not member names).
    static func identifiers(in node: some SyntaxProtocol) -> Set<String> {
      let collector = IdentifierCollector()
      collector.walk(Syntax(node))
      return collector.names
    }
  }

  /// Functions that call `dequeueReusable…`.
  final class DequeueCollector: SyntaxVisitor {
    var functions: [(FunctionDeclSyntax, [FunctionCallExprSyntax])] = []
    private var stack: [(FunctionDeclSyntax, [FunctionCallExprSyntax])] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      stack.append((node, []))
      return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
      if let last = stack.popLast(), !last.1.isEmpty { functions.append(last) }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let name = Expressions.calleeName(node), name.hasPrefix("dequeueReusable"),
        !stack.isEmpty
      {
        stack[stack.count - 1].1.append(node)
      }
      return .visitChildren
    }
  }

  /// Local bindings and their values: `let x = e`, `if let x = e`, `for x in e`.
  final class BindingCollector: SyntaxVisitor {
    var bindings: [(String, ExprSyntax)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = node.initializer?.value
      {
        bindings.append((name, value))
      }
      return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        let value =
          node.initializer?.value
          ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
        bindings.append((name, value))
      }
      return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        bindings.append((name, node.sequence))
      }
      return .visitChildren
    }
  }

  final class IdentifierCollector: SyntaxVisitor {
    var names = Set<String>()

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id {
        names.insert(node.baseName.text)
      }
      return .visitChildren
    }
  }

  /// The `if` branches that handle a new view: `view == nil`, `view.subviews.isEmpty`,
  /// `view.subviews.count == 0`, or a local flag bound to one of these.
  final class NewViewBranchCollector: SyntaxVisitor {
    struct Branch {
      let view: String
      let ifKeyword: TokenSyntax
      let body: CodeBlockSyntax
    }
    let views: Set<String>
    let flags: [String: ExprSyntax]
    var branches: [Branch] = []

    init(views: Set<String>, flags: [(String, ExprSyntax)]) {
      self.views = views
      var table: [String: ExprSyntax] = [:]
      for (name, value) in flags where table[name] == nil { table[name] = value }
      self.flags = table
      super.init(viewMode: .sourceAccurate)
    }

    func newViewTest(_ expression: ExprSyntax, depth: Int = 0) -> String? {
      let text = expression.trimmedDescription.filter { !$0.isWhitespace }
      for view in views {
        for form in [view, view + "?", view + "!"] {
          if text == form + "==nil" || text == "nil==" + form { return view }
          for test in [".subviews.isEmpty", ".contentView.subviews.isEmpty", ".subviews.count==0"]
          where text.hasPrefix(form + test) {
            return view
          }
        }
      }
      if depth == 0, let reference = expression.as(DeclReferenceExprSyntax.self),
        let value = flags[reference.baseName.text]
      {
        return newViewTest(value, depth: 1)
      }
      return nil
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
      for condition in node.conditions {
        if let expression = condition.condition.as(ExprSyntax.self),
          let view = newViewTest(expression)
        {
          branches.append(Branch(view: view, ifKeyword: node.ifKeyword, body: node.body))
          break
        }
      }
      return .visitChildren
    }
  }

  /// Writes that depend on the item: an assignment whose value, or a condition around it,
  /// mentions a tainted name, or a call on a view with a tainted argument. Writes to the
  /// dequeued view itself (`view = MKAnnotationView(…)`) make it and are left out.
  final class ItemWriteCollector: SyntaxVisitor {
    let views: Set<String>
    let tainted: Set<String>
    let skipping: Set<SyntaxIdentifier>
    var members: [String] = []
    private var taintedConditions = 0

    init(views: Set<String>, tainted: Set<String>, skipping: Set<SyntaxIdentifier>) {
      self.views = views
      self.tainted = tainted
      self.skipping = skipping
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
      skipping.contains(node.id) ? .skipChildren : .visitChildren
    }

    private func mentionsItem(_ node: some SyntaxProtocol) -> Bool {
      !ShownStateRules.identifiers(in: node).isDisjoint(with: tainted)
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
      if mentionsItem(node.conditions) { taintedConditions += 1 }
      return .visitChildren
    }

    override func visitPost(_ node: IfExprSyntax) {
      if mentionsItem(node.conditions) { taintedConditions -= 1 }
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
      if mentionsItem(node.subject) { taintedConditions += 1 }
      return .visitChildren
    }

    override func visitPost(_ node: SwitchExprSyntax) {
      if mentionsItem(node.subject) { taintedConditions -= 1 }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let items = Array(node.elements)
      guard items.count == 3, items[1].is(AssignmentExprSyntax.self),
        let target = Expressions.path(items[0])
      else { return .visitChildren }
      if views.contains(target) { return .visitChildren }
      if taintedConditions > 0 || mentionsItem(items[2]) {
        members.append(String(target.split(separator: ".").last ?? ""))
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let name = Expressions.calleeName(node), let base = Expressions.calleeBase(node),
        base != "self", !name.hasPrefix("dequeueReusable"),
        let root = base.split(separator: ".").first, views.contains(String(root))
      else { return .visitChildren }
      if taintedConditions > 0 || mentionsItem(node.arguments) {
        members.append(name + "(…)")
      }
      return .visitChildren
    }
  }

  extension Finding.Message {
    static func configuredWhenNew(_ view: String, members: [String]) -> Finding.Message {
      let listed = quoted(members.prefix(4))
      return Finding.Message(
        "'\(view)' is dequeued for reuse, but what depends on the item (\(listed)) is set only "
          + "in this branch for a new view: a reused view keeps the previous item's content; "
          + "set it after the branch")
    }
  }
#endif
