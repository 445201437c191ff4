#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// Small readings of expressions shared by the rules.
  enum Expressions {
    /// The longest member path (in components, wrappers included) the rules look at.
    static let maximumPathLength = 64

    /// Whether an expression's chain of member accesses and subscripts is at most
    /// `maximumPathLength` steps long (counted iteratively, so it costs O(1) on any chain).
    static func isShortChain(_ expression: ExprSyntax) -> Bool {
      var current = expression
      for _ in 0..<maximumPathLength {
        if let member = current.as(MemberAccessExprSyntax.self) {
          guard let base = member.base else { return true }
          current = base
        } else if let subscripted = current.as(SubscriptCallExprSyntax.self) {
          current = subscripted.calledExpression
        } else {
          return true
        }
      }
      return false
    }

    /// The `ForEach` or `List` whose rows closure binds `expression` as its element (`$0`, or
    /// the closure's one parameter): the call that holds the nearest closure binding the name,
    /// or nil when that closure is not a `ForEach` or `List` rows closure.
    static func rowsCall(elementOf expression: ExprSyntax) -> FunctionCallExprSyntax? {
      guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
      let name = reference.baseName.text
      var current = expression.parent
      while let step = current {
        if let closure = step.as(ClosureExprSyntax.self) {
          let parameters: [String]
          switch closure.signature?.parameterClause {
          case .simpleInput(let names)?: parameters = names.map(\.name.text)
          case .parameterClause(let clause)?:
            parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
          default: parameters = []
          }
          guard name == "$0" ? parameters.isEmpty : parameters == [name] else {
            current = step.parent
            continue
          }
          var call = closure.parent?.as(FunctionCallExprSyntax.self)
          if call == nil { call = closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) }
          guard let call, ["ForEach", "List"].contains(calleeName(call) ?? "") else { return nil }
          return call
        }
        current = step.parent
      }
      return nil
    }

    /// A member path without its leading `self`: `track` for `self.track`.
    static func withoutSelf(_ path: String) -> String {
      path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
    }

    /// A path's parts without a leading `self`: `["track"]` for `["self", "track"]`.
    static func withoutSelf(_ parts: [String]) -> [String] {
      parts.first == "self" ? Array(parts.dropFirst()) : parts
    }

    /// The expression an optional chaining `?` or a force unwrap `!` wraps: `a?` and `a!` give
    /// `a`; any other expression gives nil.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax? {
      if let chained = expression.as(OptionalChainingExprSyntax.self) { return chained.expression }
      if let forced = expression.as(ForceUnwrapExprSyntax.self) { return forced.expression }
      return nil
    }

    /// The call a closure is handed to, as an argument (`load(completion: { … })`) or as its
    /// trailing closure (`load { … }`); nil for a closure stored, returned or given as a
    /// further trailing closure.
    static func call(taking closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
      var parent = closure.parent
      if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
      return parent?.as(FunctionCallExprSyntax.self)
    }

    /// Whether `node` is what a call calls: `load` in `load()`, `player.play` in
    /// `player.play()`.
    static func isCallee(_ node: some SyntaxProtocol) -> Bool {
      node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    }

    /// `node` with the optional chaining `?` and force unwraps `!` around it: `a` in `a?.b`
    /// gives `a?`, in `a!` gives `a!`; `node` itself when nothing wraps it.
    static func unwrapping(_ node: Syntax) -> Syntax {
      var current = node
      while let parent = current.parent,
        parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
      {
        current = parent
      }
      return current
    }

    /// The dotted path an expression names, without `self.`, optional chaining or force
    /// unwrapping: `self.ring.layer` gives `ring.layer`, `self` gives `self`, a call gives nil.
    ///
    /// Iterative, so a very long member chain cannot exhaust the stack.
    static func path(_ expression: ExprSyntax) -> String? {
      var parts: [String] = []
      var current = expression
      var steps = 0
      while true {
        // Paths longer than this name nothing the rules track; stop early so that a
        // pathological chain costs O(1), not O(length²).
        steps += 1
        if steps > maximumPathLength { return nil }
        if let member = current.as(MemberAccessExprSyntax.self) {
          parts.append(member.declName.baseName.text)
          guard let base = member.base else { return nil }
          current = base
        } else if let reference = current.as(DeclReferenceExprSyntax.self) {
          parts.append(reference.baseName.text)
          break
        } else if current.is(SuperExprSyntax.self) {
          parts.append("super")
          break
        } else if let inner = unwrapped(current) {
          current = inner
        } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
          let only = tuple.elements.first, only.label == nil
        {
          current = only.expression
        } else {
          return nil
        }
      }
      parts.reverse()
      if parts.count > 1, parts[0] == "self" { parts.removeFirst() }
      return parts.joined(separator: ".")
    }

    /// The closure or function whose body holds `node` (the nearest one); nil when a member of
    /// a type is reached first (a stored property's initial value).
    static func closureOrFunction(around node: Syntax) -> Syntax? {
      var current = node.parent
      while let step = current {
        if step.is(ClosureExprSyntax.self) || step.is(FunctionDeclSyntax.self) { return step }
        if step.is(MemberBlockItemSyntax.self) { return nil }
        current = step.parent
      }
      return nil
    }

    /// Whether the modifier chain that starts with `call` (`List(…).onDelete(…).id(…)`)
    /// applies a modifier named in `names`, looking at most eight modifiers up.
    static func chain(of call: FunctionCallExprSyntax, hasModifier names: Set<String>) -> Bool {
      var current = Syntax(call)
      for _ in 0..<8 {
        guard let member = current.parent?.as(MemberAccessExprSyntax.self),
          let applied = member.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        if names.contains(member.declName.baseName.text) { return true }
        current = Syntax(applied)
      }
      return false
    }

    /// Whether the expression, or a base of it, calls `presentation()`.
    static func reachesPresentation(_ expression: ExprSyntax) -> Bool {
      var current = expression
      var steps = 0
      while true {
        steps += 1
        if steps > maximumPathLength { return false }
        if let member = current.as(MemberAccessExprSyntax.self) {
          guard let base = member.base else { return false }
          current = base
        } else if let call = current.as(FunctionCallExprSyntax.self) {
          if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "presentation", call.arguments.isEmpty
          {
            return true
          }
          current = call.calledExpression
        } else if let inner = unwrapped(current) {
          current = inner
        } else {
          return false
        }
      }
    }

    /// The name a call calls: `UIBezierPath(...)` gives `UIBezierPath`, `x.add(...)` gives
    /// `add`, `UIColor.init(...)` gives `UIColor`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
      let called = call.calledExpression
      if let reference = called.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text
      }
      if let member = called.as(MemberAccessExprSyntax.self) {
        let name = member.declName.baseName.text
        if name == "init", let base = member.base { return path(base) }
        return name
      }
      if let generic = called.as(GenericSpecializationExprSyntax.self) {
        return path(generic.expression)
      }
      return nil
    }

    /// The base of a member call: `ring.layer.add(...)` gives `ring.layer`, `add(...)` gives
    /// `self`; nil for a base that is not a plain path.
    static func calleeBase(_ call: FunctionCallExprSyntax) -> String? {
      let called = call.calledExpression
      if called.is(DeclReferenceExprSyntax.self) { return "self" }
      guard let member = called.as(MemberAccessExprSyntax.self) else { return nil }
      guard let base = member.base else { return nil }
      return path(base)
    }

    /// The text of a string literal without interpolation, or nil.
    static func stringLiteral(_ expression: ExprSyntax?) -> String? {
      guard let literal = expression?.as(StringLiteralExprSyntax.self) else { return nil }
      var text = ""
      for segment in literal.segments {
        guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
        text += piece.content.text
      }
      return text
    }

    /// The argument labelled `label` (nil label for an unlabelled one).
    static func argument(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
      call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The text of a member or identifier, e.g. `.forwards` gives `forwards`,
    /// `CAMediaTimingFillMode.forwards` gives `forwards`, `false` gives `false`.
    static func lastName(_ expression: ExprSyntax) -> String {
      if let member = expression.as(MemberAccessExprSyntax.self) {
        return member.declName.baseName.text
      }
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text
      }
      return expression.trimmedDescription
    }

    /// What a `#selector(…)` names, its argument labels dropped: `#selector(Type.name(_:))`
    /// gives `Type.name`, `#selector(self.tick)` gives `self.tick`; nil for anything but an
    /// unlabelled `#selector`.
    static func selectorTarget(_ selector: ExprSyntax) -> ExprSyntax? {
      guard let macro = selector.as(MacroExpansionExprSyntax.self),
        macro.macroName.text == "selector", let first = macro.arguments.first,
        first.label == nil
      else { return nil }
      return first.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? first.expression
    }
  }

  extension TypeSyntax {
    /// The name of a simple type: `Foo`, `Foo?`, `Foo!`, `Module.Foo` (gives `Foo`).
    var simpleName: String? {
      if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
      if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
      if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.simpleName }
      if let forced = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        return forced.wrappedType.simpleName
      }
      if let attributed = self.as(AttributedTypeSyntax.self) {
        return attributed.baseType.simpleName
      }
      // `any Store`, `some Store`: the protocol.
      if let existential = self.as(SomeOrAnyTypeSyntax.self) {
        return existential.constraint.simpleName
      }
      return nil
    }
  }

  extension DeclModifierListSyntax {
    /// Whether a modifier with this keyword text (`static`, `override`, …) is present.
    func has(_ keyword: String) -> Bool {
      contains { $0.name.text == keyword }
    }
  }

  extension AttributeListSyntax {
    /// The attributes' names, e.g. `State`, `Binding`, `Environment`. `@ObjectBinding`, the
    /// name the first SwiftUI betas gave `@ObservedObject`, is read as `ObservedObject`.
    var names: [String] {
      compactMap { element in
        let name = element.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?
          .name.text
        return name == "ObjectBinding" ? "ObservedObject" : name
      }
    }

    /// The attribute called `name`.
    func attribute(_ name: String) -> AttributeSyntax? {
      for element in self {
        if let attribute = element.as(AttributeSyntax.self),
          attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == name
        {
          return attribute
        }
      }
      return nil
    }
  }

  extension FunctionDeclSyntax {
    /// `name(label:label:)`, with `_` for an unlabelled parameter.
    var displayName: String {
      let labels = signature.parameterClause.parameters.map { "\($0.firstName.text):" }
      return "\(name.text)(\(labels.joined()))"
    }
  }

  extension InitializerDeclSyntax {
    /// `init(label:label:)`.
    var displayName: String {
      let labels = signature.parameterClause.parameters.map { "\($0.firstName.text):" }
      return "init(\(labels.joined()))"
    }
  }
#endif
