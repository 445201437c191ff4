#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// Names the code around a node declares itself: a local or a parameter that shadows a
  /// property of the same name is not the property.
  extension ValueScan {
    /// Whether `name`, used at `node`, names something the code of the enclosing member
    /// declares rather than the type's property: a parameter of an enclosing function,
    /// initializer, subscript or closure (`func logOut(stream: Stream)`), a local declared
    /// before `node` in an enclosing block (`let stream = Stream()`), or a name bound by an
    /// enclosing `if`, `while`, `for … in`, `switch` case, or an earlier `guard`. A binding
    /// of the property itself (`if let stream`, `guard let stream = self.stream`) is the
    /// property's object under the same name, and does not count. The walk stops at the
    /// type's member.
    static func isDeclaredLocally(_ name: String, at node: Syntax) -> Bool {
      var child = node
      var current = node.parent
      while let step = current {
        if step.is(MemberBlockItemSyntax.self) { return false }
        if let block = step.as(CodeBlockItemListSyntax.self) {
          for item in block {
            if item.id == child.id { break }
            if let variable = item.item.as(VariableDeclSyntax.self),
              variable.bindings.contains(where: { binds(name, $0.pattern, $0.initializer?.value) })
            {
              return true
            }
            if let guardStatement = item.item.as(GuardStmtSyntax.self),
              bindsInConditions(name, guardStatement.conditions)
            {
              return true
            }
          }
        } else if let ifExpression = step.as(IfExprSyntax.self),
          ifExpression.body.id == child.id, bindsInConditions(name, ifExpression.conditions)
        {
          return true
        } else if let whileStatement = step.as(WhileStmtSyntax.self),
          whileStatement.body.id == child.id,
          bindsInConditions(name, whileStatement.conditions)
        {
          return true
        } else if let forStatement = step.as(ForStmtSyntax.self),
          forStatement.body.id == child.id, binds(name, forStatement.pattern, nil)
        {
          return true
        } else if let switchCase = step.as(SwitchCaseSyntax.self),
          switchCase.statements.id == child.id,
          switchCase.label.tokens(viewMode: .sourceAccurate).contains(where: {
            $0.text == name && $0.parent?.is(IdentifierPatternSyntax.self) == true
          })
        {
          return true
        } else if let closure = step.as(ClosureExprSyntax.self),
          closureDeclares(name, closure.signature)
        {
          return true
        } else if let parameters = parameterClause(of: step),
          parameters.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name })
        {
          return true
        }
        child = step
        current = step.parent
      }
      return false
    }

    /// The parameters of a function, initializer or subscript.
    private static func parameterClause(of node: Syntax) -> FunctionParameterClauseSyntax? {
      if let function = node.as(FunctionDeclSyntax.self) {
        return function.signature.parameterClause
      }
      if let initializer = node.as(InitializerDeclSyntax.self) {
        return initializer.signature.parameterClause
      }
      if let subscriptDecl = node.as(SubscriptDeclSyntax.self) {
        return subscriptDecl.parameterClause
      }
      return nil
    }

    private static func closureDeclares(_ name: String, _ signature: ClosureSignatureSyntax?)
      -> Bool
    {
      guard let clause = signature?.parameterClause else { return false }
      if let list = clause.as(ClosureShorthandParameterListSyntax.self) {
        return list.contains { $0.name.text == name }
      }
      if let parameters = clause.as(ClosureParameterClauseSyntax.self) {
        return parameters.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
      }
      return false
    }

    private static func bindsInConditions(_ name: String, _ conditions: ConditionElementListSyntax)
      -> Bool
    {
      conditions.contains { element in
        if let binding = element.condition.as(OptionalBindingConditionSyntax.self) {
          return binds(name, binding.pattern, binding.initializer?.value)
        }
        if let matching = element.condition.as(MatchingPatternConditionSyntax.self) {
          return binds(name, matching.pattern, matching.initializer.value)
        }
        return false
      }
    }

    /// Whether `pattern` declares `name` as something other than the property of that name:
    /// `let stream = stream` and `let stream = self.stream` (or a shorthand `if let stream`)
    /// rebind the property's own value.
    private static func binds(_ name: String, _ pattern: PatternSyntax, _ value: ExprSyntax?)
      -> Bool
    {
      let declares = pattern.tokens(viewMode: .sourceAccurate).contains { token in
        token.text == name && token.parent?.is(IdentifierPatternSyntax.self) == true
      }
      guard declares else { return false }
      guard let value else {
        // `if let stream {`: the property, unwrapped. A pattern of several names (`for`,
        // a tuple) has no single value.
        return
          !(pattern.is(IdentifierPatternSyntax.self)
          && pattern.parent?.is(OptionalBindingConditionSyntax.self) == true)
      }
      let text = value.trimmedDescription
      return text != name && text != "self." + name
    }
  }
#endif
