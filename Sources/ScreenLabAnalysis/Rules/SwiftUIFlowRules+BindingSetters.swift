#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL412: a write in the setter of a binding that no view writes through (the eleventh
  /// SwiftUI sample; Docs/Analyzer.md, SL412).
  extension SwiftUIFlowRules {
    /// Whether `node` stands in the `set:` closure of a `Binding(get:set:)` that is handed
    /// only to views of the sources that never write the `@Binding` they keep it in: a
    /// progress bar given `Binding(get: { page + 1 }, set: { page = $0 })` that only reads
    /// its `progress`. SwiftUI calls a binding's setter only when something writes through
    /// the binding (Apple, `Binding`: "a property wrapper type that can read and write a
    /// value owned by a source of truth"; `init(get:set:)`), so the write never runs. The
    /// binding may be the argument itself or a `let` of the same code block whose every use
    /// is such an argument.
    func isUnusedBindingSetter(_ node: Syntax) -> Bool {
      guard let binding = Self.bindingOfSetter(node) else { return false }
      var uses: [LabeledExprSyntax] = []
      if let argument = binding.parent?.as(LabeledExprSyntax.self) {
        uses = [argument]
      } else if let initializer = binding.parent?.as(InitializerClauseSyntax.self),
        let pattern = initializer.parent?.as(PatternBindingSyntax.self),
        let name = pattern.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        pattern.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.text == "let",
        let block = Self.enclosingStatements(Syntax(pattern))
      {
        for token in block.tokens(viewMode: .sourceAccurate) where token.text == name {
          guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
          guard let argument = reference.parent?.as(LabeledExprSyntax.self),
            argument.expression.id == reference.id
          else { return false }
          uses.append(argument)
        }
      }
      guard !uses.isEmpty else { return false }
      return uses.allSatisfy { argument in
        guard let label = argument.label?.text,
          let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
          let callee = Expressions.calleeName(call),
          let view = project.index.type(callee), view.isSwiftUIView,
          let property = Self.bindingProperty(labelled: label, of: view)
        else { return false }
        return Self.firstWrite(of: property, in: view) == nil
          && !Self.passesOn(property, in: view)
      }
    }

    /// The `Binding(get:set:)` call whose `set:` closure holds `node`.
    static func bindingOfSetter(_ node: Syntax) -> FunctionCallExprSyntax? {
      var current = node.parent
      while let step = current {
        if let closure = step.as(ClosureExprSyntax.self) {
          guard let argument = closure.parent?.as(LabeledExprSyntax.self),
            argument.label?.text == "set",
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            Expressions.calleeName(call) == "Binding"
          else { return nil }
          return call
        }
        if step.is(MemberBlockItemSyntax.self) { return nil }
        current = step.parent
      }
      return nil
    }

    /// The statements of the code block around `node`.
    static func enclosingStatements(_ node: Syntax) -> CodeBlockItemListSyntax? {
      var current = node.parent
      while let step = current {
        if let statements = step.as(CodeBlockItemListSyntax.self) { return statements }
        current = step.parent
      }
      return nil
    }

    /// The `@Binding` property of `view` that the argument `label` of its initializer fills:
    /// the property of that name (the memberwise initializer), or the one an initializer
    /// assigns the parameter to (`_progress = progress`).
    static func bindingProperty(labelled label: String, of view: TypeInfo) -> String? {
      if view.properties[label]?.attributes.contains("Binding") == true { return label }
      for declaration in view.declarations {
        guard let group = declaration.asProtocol(DeclGroupSyntax.self) else { continue }
        for member in group.memberBlock.members {
          guard let initializer = member.decl.as(InitializerDeclSyntax.self),
            let parameter = initializer.signature.parameterClause.parameters.first(where: {
              $0.firstName.text == label
            }),
            let body = initializer.body
          else { continue }
          let local = (parameter.secondName ?? parameter.firstName).text
          for item in body.statements {
            guard let assignment = item.item.as(SequenceExprSyntax.self),
              Array(assignment.elements).count == 3,
              let target = assignment.elements.first.flatMap(Expressions.path),
              assignment.elements.last?.trimmedDescription == local
            else { continue }
            let name = target.hasPrefix("_") ? String(target.dropFirst()) : target
            if view.properties[name]?.attributes.contains("Binding") == true { return name }
          }
        }
      }
      return nil
    }

    /// Whether `view`'s code hands the binding of `property` on (`$progress`, `_progress`).
    static func passesOn(_ property: String, in view: TypeInfo) -> Bool {
      view.declarations.contains { declaration in
        declaration.tokens(viewMode: .sourceAccurate).contains {
          $0.text == "$" + property
            || ($0.text == "_" + property && !isInInitializer(Syntax($0)))
        }
      }
    }
  }
#endif
