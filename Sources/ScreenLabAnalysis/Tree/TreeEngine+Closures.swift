#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension TreeEngine {
    /// The code of the files' previews: `#Preview { … }` bodies and the `previews` of
    /// `PreviewProvider` types. The views they build are not children of any view, but a
    /// wrapper they build may be given the closure that builds the previewed view.
    static func previewBodies(_ trees: [SourceFileSyntax], index: TypeIndex) -> [Syntax] {
      var result: [Syntax] = []
      for tree in trees {
        for item in tree.statements {
          var preview = item.item.as(MacroExpansionDeclSyntax.self)?.trailingClosure
          if preview == nil, let expression = item.item.as(MacroExpansionExprSyntax.self) {
            preview = expression.trailingClosure
          }
          if let preview { result.append(Syntax(preview.statements)) }
        }
      }
      for type in index.ordered where type.inherited.contains("PreviewProvider") {
        if let body = type.properties["previews"]?.getterBody { result.append(body) }
      }
      return result
    }
  }

  extension TreeEngine.Builder {
    /// Whether a stored property's declared type is a closure (`(Binding<Value>) -> Content`,
    /// maybe `@escaping`, optional or in parentheses).
    static func isClosureType(_ type: TypeSyntax?) -> Bool {
      var current = type
      for _ in 0..<8 {
        guard let here = current else { return false }
        if here.is(FunctionTypeSyntax.self) { return true }
        if let attributed = here.as(AttributedTypeSyntax.self) {
          current = attributed.baseType
        } else if let optional = here.as(OptionalTypeSyntax.self) {
          current = optional.wrappedType
        } else if let unwrapped = here.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
          current = unwrapped.wrappedType
        } else if let tuple = here.as(TupleTypeSyntax.self), tuple.elements.count == 1 {
          current = tuple.elements.first?.type
        } else {
          return false
        }
      }
      return false
    }

    /// The stored closures a view's body calls with arguments (`content($value)`), with the
    /// arguments of the call.
    static func closureCalls(of view: TypeInfo, _ bodies: [Syntax])
      -> [(property: String, arguments: [ExprSyntax])]
    {
      let closures = Set(
        view.propertyOrder.filter { name in
          guard let property = view.properties[name], !property.isComputed, !property.isStatic
          else { return false }
          let annotation = property.binding?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
          return isClosureType(annotation)
        })
      guard !closures.isEmpty else { return [] }
      var result: [(property: String, arguments: [ExprSyntax])] = []
      for body in bodies {
        let collector = CallCollector()
        collector.walk(body)
        for call in collector.calls {
          let name: String?
          if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
          } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
          {
            name = member.declName.baseName.text
          } else {
            name = nil
          }
          guard let name, closures.contains(name), !call.arguments.isEmpty,
            !result.contains(where: { $0.property == name })
          else { continue }
          result.append((name, call.arguments.map(\.expression)))
        }
      }
      return result
    }

    /// The views a closure host's closures build (their statements only: the parameters the
    /// closure declares are not the caller's names).
    func hostedChildren(_ child: ChildCall) -> [ChildCall] {
      child.closures.flatMap { scanClosure($0.closure, parameters: []).children }
    }

    private func scanClosure(_ closure: ClosureExprSyntax, parameters: Set<String>)
      -> BodyScanner
    {
      let scanner = BodyScanner(
        viewTypes: viewNames, properties: parameters, closureHosts: Set(closureCalls.keys))
      scanner.walk(closure.statements)
      return scanner
    }

    /// The parameter names of a closure, `$0`, `$1`, … when it declares none.
    static func parameterNames(_ closure: ClosureExprSyntax, count: Int) -> [String] {
      switch closure.signature?.parameterClause {
      case .simpleInput(let names)?:
        return names.map(\.name.text)
      case .parameterClause(let clause)?:
        return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
      default:
        return (0..<count).map { "$\($0)" }
      }
    }

    /// The views built by the closures a view calls in its body, each with the bindings its
    /// arguments are read in: a closure parameter carries what the view's call passes in its
    /// place (`content($value)` makes `$0` the view's `value`).
    func closureChildren(
      of view: TypeInfo, _ closures: [(label: String?, closure: ClosureExprSyntax)],
      bindings: [String: [Symbol]]
    ) -> [(ChildCall, [String: [Symbol]])] {
      guard !closures.isEmpty, let calls = closureCalls[view.name] else { return [] }
      var result: [(ChildCall, [String: [Symbol]])] = []
      for (property, arguments) in calls {
        // The closure given for the property: labelled with its name, or the trailing one.
        guard
          let closure = closures.first(where: { $0.label == property })?.closure
            ?? closures.first(where: { $0.label == nil })?.closure
        else { continue }
        var parameterBindings: [String: [Symbol]] = [:]
        for (position, name) in Self.parameterNames(closure, count: arguments.count).enumerated()
        where position < arguments.count {
          parameterBindings[name] = symbols(
            of: arguments[position], parent: view, bindings: bindings)
        }
        let scanner = scanClosure(closure, parameters: Set(parameterBindings.keys))
        for child in scanner.children { result.append((child, parameterBindings)) }
      }
      return result
    }
  }
#endif
