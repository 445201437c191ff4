#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension ShownStateRules {
    // MARK: - SL306: refresh controls

    /// A refresh control whose refresh starts — its `.valueChanged` action, which UIKit sends
    /// when the user pulls, or a `beginRefreshing()` call — when nothing in the analysis calls
    /// `endRefreshing()` (names matched on any receiver). A `UIRefreshControl` shows its
    /// spinner from the pull (or `beginRefreshing()`) until `endRefreshing()` (Apple,
    /// `UIRefreshControl`: "call the endRefreshing() method … when the refresh operation is
    /// done"), so the list keeps showing a refresh in progress. Reported at the first
    /// statement of the action (or at the `beginRefreshing()` call), where the work the
    /// control waits for starts.
    func refreshControlsNeverEnded() -> [Finding] {
      let trees = project.trees
      // A token is in its file's text: only files whose text names it are scanned, and only
      // files that name `beginRefreshing` or `valueChanged` can hold a start.
      let ends = trees.indices.contains { file in
        project.files[file].text.contains("endRefreshing")
          && trees[file].tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .identifier("endRefreshing")
          }
      }
      guard !ends else { return [] }
      var names: Set<String> = ["refreshControl"]
      for (_, property) in properties(ofType: "UIRefreshControl") { names.insert(property.name) }
      var findings: [Finding] = []
      var reported = Set<SyntaxIdentifier>()
      for (file, tree) in trees.enumerated() {
        let text = project.files[file].text
        guard text.contains("beginRefreshing") || text.contains("valueChanged") else { continue }
        let collector = RefreshCallCollector(names: names)
        collector.walk(tree)
        for (control, start) in collector.starts {
          let (type, function) = Self.enclosing(start)
          var place: Syntax?
          var handler = "beginRefreshing()"
          if let call = start.as(FunctionCallExprSyntax.self),
            Expressions.calleeName(call) == "beginRefreshing"
          {
            place = Syntax(call)
            handler = "\(Self.displayName(function)), which calls beginRefreshing()"
          } else if let closure = start.as(ClosureExprSyntax.self) {
            place = closure.statements.first.map { Syntax($0) }
            handler = "its action closure"
          } else if let selector = start.as(MacroExpansionExprSyntax.self),
            let action = selectorMethod(selector, in: type)
          {
            place = action.body?.statements.first.map { Syntax($0) } ?? Syntax(action.name)
            handler = "its action \(action.displayName)"
          }
          guard let place, !isClientsControl(Self.initializedProperty(start) ?? control, of: type),
            reported.insert(place.id).inserted
          else { continue }
          findings.append(
            project.warning(
              .spinnerNeverStopped, at: place, file: file,
              """
              '\(control)' starts refreshing (\(handler)) and nothing calls \
              endRefreshing(): the spinner stays after the refresh is done; call \
              \(control).endRefreshing() where the work finishes (and on the error path)
              """))
        }
      }
      return findings
    }

    /// Whether `control` is a property of `type` (or of a superclass) declared `public` or
    /// `open`: a library's base controller that makes the control and leaves the refresh to
    /// the subclasses its clients write (an `open` action they override), which end it.
    func isClientsControl(_ control: String, of type: String?) -> Bool {
      var current = type.flatMap { project.index.type($0) }
      var steps = 0
      while let info = current, steps < 32 {
        if let property = info.properties[control] {
          return property.access == "public" || property.access == "open"
        }
        current = info.superclass(in: project.index)
        steps += 1
      }
      return false
    }

    /// The property whose initial value `node` is part of (`lazy var refreshControl = { … }()`,
    /// where the control is made and given its action), nil outside a property's initializer.
    static func initializedProperty(_ node: Syntax) -> String? {
      var current = node.parent
      while let step = current {
        if step.is(FunctionDeclSyntax.self) || step.is(InitializerDeclSyntax.self)
          || step.is(AccessorDeclSyntax.self) || step.is(MemberBlockSyntax.self)
        {
          return nil
        }
        if let binding = step.as(PatternBindingSyntax.self),
          binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
        {
          return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        current = step.parent
      }
      return nil
    }

    /// The method a `#selector(…)` names, looked for in `type` and its superclasses.
    func selectorMethod(_ selector: MacroExpansionExprSyntax, in type: String?)
      -> FunctionDeclSyntax?
    {
      guard let type, let argument = selector.arguments.first?.expression else { return nil }
      var text = argument.trimmedDescription
      if text.hasPrefix("self.") { text.removeFirst(5) }
      if let dot = text.lastIndex(of: "."), !text[..<dot].contains("(") {
        text = String(text[text.index(after: dot)...])
      }
      let name = String(text.prefix { $0 != "(" })
      var current = project.index.type(type)
      var steps = 0
      while let info = current, steps < 32 {
        if let function = info.functions[name]?.first { return function }
        current = info.superclass(in: project.index)
        steps += 1
      }
      return nil
    }
  }

  /// Finds where refresh controls start refreshing: the `#selector` of an
  /// `addTarget(_:action:for: .valueChanged)` sent to one, the closure of an
  /// `addAction(_:for: .valueChanged)`, and `beginRefreshing()` calls.
  final class RefreshCallCollector: SyntaxVisitor {
    var names: Set<String>
    var starts: [(control: String, node: Syntax)] = []

    init(names: Set<String>) {
      self.names = names
      super.init(viewMode: .sourceAccurate)
    }

    /// A name bound to a new refresh control (`let control = UIRefreshControl()`) is one.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = node.initializer?.value.as(FunctionCallExprSyntax.self),
        Expressions.calleeName(value) == "UIRefreshControl"
      {
        names.insert(name)
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let callee = Expressions.calleeName(node),
        let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base, let path = Expressions.path(base),
        let control = path.split(separator: ".").last.map(String.init)
      else { return .visitChildren }
      let isControl = names.contains(control) || control.lowercased().hasSuffix("refreshcontrol")
      guard isControl else { return .visitChildren }
      let event = Expressions.argument(node, "for")?.trimmedDescription ?? ""
      switch callee {
      case "beginRefreshing":
        starts.append((control, Syntax(node)))
      case "addTarget" where event.hasSuffix("valueChanged"):
        if let selector = Expressions.argument(node, "action")?.as(MacroExpansionExprSyntax.self) {
          starts.append((control, Syntax(selector)))
        }
      case "addAction" where event.hasSuffix("valueChanged"):
        let action = node.arguments.first?.expression.as(FunctionCallExprSyntax.self)
        if let closure = action?.trailingClosure
          ?? action.flatMap({ Expressions.argument($0, "handler")?.as(ClosureExprSyntax.self) })
        {
          starts.append((control, Syntax(closure)))
        }
      default: break
      }
      return .visitChildren
    }
  }
#endif
