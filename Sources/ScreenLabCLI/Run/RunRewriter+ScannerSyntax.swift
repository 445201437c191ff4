import Foundation

#if canImport(SwiftParser)
  import SwiftParser
  import SwiftSyntax

  extension RunRewriter.Scanner {
    /// `@NSManaged var name: Type` becomes `@_NSManaged var name: Type`: the Core Data facade's
    /// property wrapper, which keeps the value in the object, where the attribute's accessors
    /// exist only with the Objective-C runtime (Docs/Semantics/CoreData.md CD-1.3). An
    /// `@NSManaged` method is left as it is.
    func managed(_ node: AttributeSyntax, _ name: String) {
      guard name == "NSManaged", node.parent?.parent?.is(VariableDeclSyntax.self) == true else {
        return
      }
      edits.append(RunRewriter.Edit(range: range(node), replacement: "@_NSManaged"))
    }

    /// The modules a `canImport` finds: ScreenLab's facades and the toolchain's own.
    static let importableModules = Set(
      RunPackage.facades + ["Foundation", "Observation", "Dispatch"])

    /// The value of a `#if` condition on iOS, when it is known from `os(…)`, `canImport(…)`
    /// and literals alone; nil when it depends on anything else (`DEBUG`, `swift(>=5.9)`).
    static func iOSValue(_ expression: ExprSyntax) -> Bool? {
      if let literal = expression.as(BooleanLiteralExprSyntax.self) {
        return literal.literal.tokenKind == .keyword(.true)
      }
      if let call = expression.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let argument = call.arguments.first?.expression.trimmedDescription
      {
        switch name {
        case "os": return argument == "iOS"
        case "canImport": return importableModules.contains(argument)
        default: return nil
        }
      }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
        return iOSValue(prefix.expression).map { !$0 }
      }
      if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        return iOSValue(only.expression)
      }
      if let sequence = expression.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        // `||` binds more loosely than `&&`: split on it first.
        for operatorText in ["||", "&&"] {
          var parts: [[ExprSyntax]] = [[]]
          for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self),
              op.operator.text == operatorText
            {
              parts.append([])
            } else {
              parts[parts.count - 1].append(element)
            }
          }
          guard parts.count > 1 else { continue }
          let values = parts.map { part -> Bool? in
            part.count == 1
              ? iOSValue(part[0])
              : iOSValue(ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(part))))
          }
          if operatorText == "||" {
            if values.contains(true) { return true }
            return values.allSatisfy { $0 == false } ? false : nil
          }
          if values.contains(false) { return false }
          return values.allSatisfy { $0 == true } ? true : nil
        }
      }
      return nil
    }

    /// The generic parameters of `clause`, each with the protocols it is constrained to in the
    /// clause or in `requirements` (a `where` clause).
    static func genericParameters(
      _ clause: GenericParameterClauseSyntax, requirements: [GenericRequirementSyntax]
    ) -> [RunGenericParameter] {
      var parameters = clause.parameters.map { parameter in
        RunGenericParameter(
          name: parameter.name.text,
          constraints: parameter.inheritedType.map { protocols($0) } ?? [])
      }
      for requirement in requirements {
        guard case .conformanceRequirement(let conformance) = requirement.requirement,
          let index = parameters.firstIndex(where: {
            $0.name == conformance.leftType.trimmedDescription
          })
        else { continue }
        parameters[index].constraints += protocols(conformance.rightType)
      }
      return parameters
    }

    /// The generic parameters of a type's `clause` (none without one), constrained in the
    /// clause, its `where` or the declaration's `where` clause.
    static func genericParameters(
      of clause: GenericParameterClauseSyntax?, where outer: GenericWhereClauseSyntax?
    ) -> [RunGenericParameter] {
      guard let clause else { return [] }
      return genericParameters(
        clause,
        requirements: (clause.genericWhereClause?.requirements.map { $0 } ?? [])
          + (outer?.requirements.map { $0 } ?? []))
    }

    /// Whether `variable` is marked `@Previewable` (a `#Preview`'s own state).
    static func isPreviewable(_ variable: VariableDeclSyntax) -> Bool {
      variable.attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
      }
    }

    /// Whether `node` is declared in a local scope (a function's, an accessor's or a
    /// closure's body, a `#Preview`'s among them) rather than at file scope or as a member:
    /// generated code elsewhere in the file cannot name it.
    static func isLocal(_ node: some SyntaxProtocol) -> Bool {
      var current = node.parent
      while let parent = current {
        if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return false }
        if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self)
          || parent.is(AccessorBlockSyntax.self)
        {
          return true
        }
        current = parent.parent
      }
      return false
    }

    /// Every identifier token of `node`.
    static func identifiers(_ node: some SyntaxProtocol) -> Set<String> {
      Set(
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
          if case .identifier(let text) = token.tokenKind { return text }
          return nil
        })
    }

    /// The protocols of a constraint (`View`, `Hashable & Identifiable`), by their last name.
    static func protocols(_ type: TypeSyntax) -> [String] {
      if let composition = type.as(CompositionTypeSyntax.self) {
        return composition.elements.flatMap { protocols($0.type) }
      }
      return [String(type.trimmedDescription.split(separator: ".").last ?? "")]
    }

    /// The shape of a written type (``RunShape``).
    static func shape(_ type: TypeSyntax) -> RunShape {
      if let attributed = type.as(AttributedTypeSyntax.self) {
        return shape(attributed.baseType)
      }
      if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        return .optional
      }
      if let function = type.as(FunctionTypeSyntax.self) {
        let result = function.returnClause.type.trimmedDescription
        if result != "Void", result != "()",
          let name = function.returnClause.type.as(IdentifierTypeSyntax.self),
          name.genericArgumentClause == nil
        {
          return .producing(parameters: function.parameters.count, result: name.name.text)
        }
        return .function(
          parameters: function.parameters.count, returnsVoid: result == "Void" || result == "()")
      }
      if type.is(ArrayTypeSyntax.self) { return .array }
      if type.is(DictionaryTypeSyntax.self) { return .dictionary }
      if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        return shape(only.type)
      }
      if let identifier = type.as(IdentifierTypeSyntax.self) {
        let name = identifier.name.text
        guard let arguments = identifier.genericArgumentClause?.arguments else {
          return .named(name)
        }
        switch name {
        case "Optional": return .optional
        case "Array", "Set": return .array
        case "Dictionary": return .dictionary
        case "Binding":
          if arguments.count == 1, let argument = arguments.first,
            case .type(let inner) = argument.argument
          {
            return .binding(shape(inner), text: inner.trimmedDescription)
          }
        default: break
        }
      }
      if type.is(MemberTypeSyntax.self) { return .named(type.trimmedDescription) }
      return .other(type.trimmedDescription)
    }
  }
#endif
