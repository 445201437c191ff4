#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// What a view's body shows of the objects it holds, for SL402.
  extension ObservationRules {
    /// The `holder.member` reads that the view's `body` makes, or the computed properties and
    /// methods it calls make, outside the code that runs only on an event or once:
    /// - an action (a `Button`'s action, `onSubmit`, `onChange`, … (`ValueScan.isAction`)) and
    ///   the methods only an action calls: the screen shows what the body returns, and the
    ///   action's reads are of the moment the event comes;
    /// - the argument that gives a child view's `@State` its first value
    ///   (`Detail(count: model.count)` where `Detail` declares `@State var count`, or an
    ///   initializer that hands the parameter to `State(initialValue:)`): SwiftUI keeps the
    ///   state's storage from the child's first appearance on and ignores the later values the
    ///   parent passes (Apple, `State`: "don't initialize a state property of a view at the
    ///   point in the view hierarchy where you instantiate the view"), so the child shows its
    ///   own state, whatever its parent reads again.
    func readsTheBodyShows(_ viewName: String) -> Set<String> {
      guard let type = project.index.type(viewName) else { return [] }
      var members: [String: Syntax] = [:]
      var functions: Set<String> = []
      for member in type.members(declaredIn: StructDeclSyntax.self) {
        if let function = member.as(FunctionDeclSyntax.self), let body = function.body {
          members[function.name.text] = members[function.name.text] ?? Syntax(body)
          functions.insert(function.name.text)
        } else if let variable = member.as(VariableDeclSyntax.self),
          let binding = variable.bindings.first,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          binding.initializer == nil, let accessors = binding.accessorBlock
        {
          members[name] = Syntax(accessors)
        }
      }
      var reads: Set<String> = []
      var pending = ["body"]
      var visited: Set<String> = []
      while let next = pending.popLast(), visited.count < 32 {
        guard visited.insert(next).inserted, let code = members[next] else { continue }
        for token in code.tokens(viewMode: .sourceAccurate) {
          guard !isOnlyOnce(token, within: code) else { continue }
          // A method the body calls; one it hands on by name (`onSubmit: save`) runs when the
          // callee calls it, on its event.
          if members[token.text] != nil, !functions.contains(token.text) || Self.isCalled(token) {
            pending.append(token.text)
          }
          guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
            access.declName.baseName.id == token.id, !ValueScan.isWriteTarget(access),
            let base = access.base,
            let path = Expressions.path(DelegateScan.stripSubscripts(base)),
            let last = path.split(separator: ".").last
          else { continue }
          reads.insert("\(last).\(token.text)")
        }
      }
      return reads
    }

    /// Whether `token` names the function a call calls (`save()`, `self.save()`).
    static func isCalled(_ token: TokenSyntax) -> Bool {
      guard var node = token.parent.map(Syntax.init) else { return false }
      if let access = node.parent?.as(MemberAccessExprSyntax.self),
        access.declName.id == node.id
      {
        node = Syntax(access)
      }
      return node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    }

    /// Whether `token` sits, below `root`, in an action closure or in an argument that seeds a
    /// child view's `@State`.
    private func isOnlyOnce(_ token: TokenSyntax, within root: Syntax) -> Bool {
      var node = token.parent
      while let current = node, current.id != root.id {
        if let closure = current.as(ClosureExprSyntax.self), ValueScan.runsOnEvent(closure) {
          return true
        }
        if let argument = current.as(LabeledExprSyntax.self), let label = argument.label?.text,
          let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
          let callee = Expressions.calleeName(call), seedsState(label, of: callee)
        {
          return true
        }
        node = current.parent
      }
      return false
    }

    /// Whether the argument `label` of a view of the sources named `typeName` gives one of its
    /// `@State` properties its first value: the memberwise parameter of a `@State` property,
    /// or a parameter of a written initializer that the initializer hands to
    /// `State(initialValue:)` or `State(wrappedValue:)`.
    private func seedsState(_ label: String, of typeName: String) -> Bool {
      guard let facts = scan.types[typeName], facts.isView else { return false }
      if let property = facts.properties[label] {
        return property.attributes.contains("State")
      }
      guard let type = project.index.type(typeName) else { return false }
      for member in type.members(declaredIn: StructDeclSyntax.self) {
        guard let initializer = member.as(InitializerDeclSyntax.self),
          let parameter = initializer.signature.parameterClause.parameters.first(where: {
            $0.firstName.text == label
          }),
          let body = initializer.body
        else { continue }
        let name = (parameter.secondName ?? parameter.firstName).text
        for call in body.tokens(viewMode: .sourceAccurate) where call.text == "State" {
          guard let expression = call.parent?.parent?.as(FunctionCallExprSyntax.self),
            let first = expression.arguments.first,
            ["initialValue", "wrappedValue"].contains(first.label?.text ?? ""),
            first.expression.tokens(viewMode: .sourceAccurate).contains(where: {
              $0.text == name
            })
          else { continue }
          return true
        }
      }
      return false
    }
  }
#endif
