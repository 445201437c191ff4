#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// A controller configured by the code that has just made it, before anything shows it.
  extension DelegateRules {
    /// Whether every call of `name` in `caller` is sent to a controller of `type` that the
    /// caller has just made (`instantiateViewController(…) as! ListController`, or
    /// `ListController()`) and not yet handed to anything: a controller loads its view only
    /// when its `view` is first read, when it is shown (Apple,
    /// `UIViewController.loadView()`: "The view controller calls this method when its view
    /// property is requested but is currently nil"), so what the call writes is in place
    /// before the table first asks for rows, as in a segue's `prepare(for:sender:)`.
    static func callsOnlyOnAFreshController(
      _ caller: DelegateScan.Method, name: String, type: String
    ) -> Bool {
      var any = false
      for site in caller.callSites where site.name == name {
        guard isOnAFreshController(site.node, type: type) else { return false }
        any = true
      }
      return any
    }

    /// `controller.configure(…)` as a statement of the block in which `let controller = …`
    /// made a new controller of `type`, with no statement between them reading `controller`
    /// other than through its members (`present(controller, …)` hands it on; `.view` loads
    /// its view).
    private static func isOnAFreshController(_ node: Syntax, type: String) -> Bool {
      guard let call = node.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let receiver = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let item = call.parent?.as(CodeBlockItemSyntax.self),
        let list = item.parent?.as(CodeBlockItemListSyntax.self)
      else { return false }
      var fresh = false
      for statement in list {
        if statement.id == item.id { return fresh }
        if makesController(statement, named: receiver, of: type) {
          fresh = true
        } else if fresh, !onlyMembersRead(of: receiver, in: statement) {
          fresh = false
        }
      }
      return false
    }

    /// `let name = <new controller of type>` (a single binding).
    private static func makesController(
      _ statement: CodeBlockItemSyntax, named name: String, of type: String
    ) -> Bool {
      guard let declaration = statement.item.as(VariableDeclSyntax.self),
        declaration.bindings.count == 1, let binding = declaration.bindings.first,
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
        let value = binding.initializer?.value
      else { return false }
      var inner = value
      let cast =
        value.as(AsExprSyntax.self).map { ($0.expression, $0.type.simpleName ?? "") }
        ?? UnitScanner.unfoldedCast(value)
      if let (castValue, castType) = cast {
        guard castType == type else { return false }
        inner = castValue
        if let optional = inner.as(OptionalChainingExprSyntax.self) { inner = optional.expression }
        guard let made = inner.as(FunctionCallExprSyntax.self),
          let callee = Expressions.calleeName(made)
        else { return false }
        return callee.hasPrefix("instantiate")
      }
      return DelegateScan.constructedType(inner) == type
    }

    /// Whether `name` is read in `statement` only as the base of a member other than `view`.
    private static func onlyMembersRead(of name: String, in statement: CodeBlockItemSyntax) -> Bool
    {
      for token in statement.tokens(viewMode: .sourceAccurate) where token.text == name {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          let access = reference.parent?.as(MemberAccessExprSyntax.self),
          access.base?.id == reference.id,
          !["view", "loadViewIfNeeded"].contains(access.declName.baseName.text)
        else { return false }
      }
      return true
    }
  }
#endif
