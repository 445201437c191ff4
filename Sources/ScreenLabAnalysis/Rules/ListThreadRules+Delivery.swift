#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// Where a method of the sources runs a closure its callers give it, read from the method's
  /// body (Docs/Analyzer.md, SL304, "A list's data changed off the main queue"): SL304 takes a
  /// completion handler that hops to the main queue itself as one called off the main queue,
  /// unless the method it is given to is in the sources and says otherwise — it never calls
  /// the closure, calls it inside a main-queue block (`DispatchQueue.main.async`, …), or calls
  /// it where its own caller runs. A closure handed on to another method of the sources is
  /// followed into that method, up to four calls deep.
  struct ClosureDelivery {
    enum Place: Equatable {
      /// The method never calls the closure or hands it on.
      case never
      /// Inside a block sent to the main queue.
      case main
      /// Before the method returns, on its caller's queue.
      case caller
      /// Anywhere else, or not known.
      case elsewhere
    }

    /// The methods of the sources' classes and their extensions, by base name.
    let functions: [String: [FunctionDeclSyntax]]

    init(_ declarations: [String: [(FunctionDeclSyntax, Int)]]) {
      var functions: [String: [FunctionDeclSyntax]] = [:]
      for (_, methods) in declarations {
        for (method, _) in methods { functions[method.name.text, default: []].append(method) }
      }
      self.functions = functions
    }

    /// Callees that run their closure before they return.
    static let synchronous: Set<String> = [
      "forEach", "map", "filter", "compactMap", "flatMap", "sorted", "sort", "first", "contains",
      "reduce", "allSatisfy", "firstIndex", "lastIndex", "min", "max", "removeAll",
      "performAndWait", "autoreleasepool",
    ]

    /// Where `closure`, an argument of `call`, runs: nil when `call` does not name exactly one
    /// method of the sources that takes it as a closure parameter.
    func place(of closure: ClosureExprSyntax, in call: FunctionCallExprSyntax, depth: Int = 0)
      -> Place?
    {
      guard depth < 4, let function = callee(call),
        let parameter = parameter(of: Syntax(closure), in: call, function)
      else { return nil }
      return place(ofParameter: parameter, in: function, depth: depth)
    }

    /// The one method of the sources `call` can reach: its base name, every argument label
    /// among its parameters, and room for the arguments and the trailing closure.
    private func callee(_ call: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
      guard let name = Expressions.calleeName(call), let candidates = functions[name] else {
        return nil
      }
      let labels = call.arguments.compactMap { $0.label?.text }
      let count = call.arguments.count + (call.trailingClosure == nil ? 0 : 1)
      let matching = candidates.filter { function in
        let parameters = function.signature.parameterClause.parameters
        let names = Set(parameters.map(\.firstName.text))
        return parameters.count >= count && labels.allSatisfy(names.contains)
      }
      return matching.count == 1 ? matching[0] : nil
    }

    /// The local name of the closure parameter of `function` that `argument` (an argument or
    /// the trailing closure of `call`) binds.
    private func parameter(
      of argument: Syntax, in call: FunctionCallExprSyntax, _ function: FunctionDeclSyntax
    ) -> String? {
      let parameters = Array(function.signature.parameterClause.parameters)
      var chosen: FunctionParameterSyntax?
      if let trailing = call.trailingClosure, trailing.id == argument.id {
        chosen = parameters.dropFirst(call.arguments.count).first {
          $0.type.trimmedDescription.contains("->")
        }
      } else if let index = call.arguments.firstIndex(where: { $0.expression.id == argument.id }) {
        let position = call.arguments.distance(from: call.arguments.startIndex, to: index)
        if let label = call.arguments[index].label?.text {
          chosen = parameters.first { $0.firstName.text == label }
        } else if position < parameters.count, parameters[position].firstName.text == "_" {
          chosen = parameters[position]
        }
      }
      guard let chosen, chosen.type.trimmedDescription.contains("->") else { return nil }
      return (chosen.secondName ?? chosen.firstName).text
    }

    /// Where `function` runs the closure it binds to `parameter`, over every use of the name.
    private func place(ofParameter parameter: String, in function: FunctionDeclSyntax, depth: Int)
      -> Place
    {
      guard let body = function.body else { return .elsewhere }
      var places: [Place] = []
      for token in body.tokens(viewMode: .sourceAccurate)
      where token.tokenKind == .identifier(parameter) {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
        places.append(use(reference, depth: depth))
        if places.last == .elsewhere { return .elsewhere }
      }
      if places.contains(.caller) { return .caller }
      return places.contains(.main) ? .main : .never
    }

    /// Where one use of the parameter runs the closure: a call of it, or the closure handed on
    /// as an argument.
    private func use(_ reference: DeclReferenceExprSyntax, depth: Int) -> Place {
      var expression = Syntax(reference)
      if let optional = reference.parent?.as(OptionalChainingExprSyntax.self) {
        expression = Syntax(optional)
      }
      if let call = expression.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == expression.id
      {
        return site(Syntax(call), depth: depth)
      }
      guard let argument = reference.parent?.as(LabeledExprSyntax.self),
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
      else { return .elsewhere }
      if BackgroundClosures.isMainHop(call) { return .main }
      guard depth + 1 < 4, let function = callee(call),
        let parameter = parameter(of: Syntax(reference), in: call, function)
      else { return .elsewhere }
      let inner = place(ofParameter: parameter, in: function, depth: depth + 1)
      return inner == .caller ? site(Syntax(call), depth: depth) : inner
    }

    /// Where code at `node` runs within its method: the closures around it, innermost first.
    private func site(_ node: Syntax, depth: Int) -> Place {
      var current = node.parent
      while let ancestor = current {
        if ancestor.is(FunctionDeclSyntax.self) { return .caller }
        guard let closure = ancestor.as(ClosureExprSyntax.self) else {
          current = ancestor.parent
          continue
        }
        guard
          let owner = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return .elsewhere }
        if BackgroundClosures.isMainHop(owner) { return .main }
        let name = Expressions.calleeName(owner) ?? ""
        if Self.synchronous.contains(name) {
          current = owner.parent
          continue
        }
        switch place(of: closure, in: owner, depth: depth + 1) {
        case .caller?:
          current = owner.parent
        case let place?:
          return place
        case nil:
          return .elsewhere
        }
      }
      return .caller
    }
  }
#endif
