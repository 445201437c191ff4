#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL403's write in an initializer to a `@State` that has an initial value: the write is
  /// lost, and what is lost may be the value the state already holds (Docs/Analyzer.md,
  /// SL403).
  extension ObservationRules {
    /// Whether the lost write `write` of a state of `typeName` loses nothing the view would
    /// show: it writes the state's own value (`self.state = self.state`), or a parameter of
    /// the initializer whose default value is the state's initial value, written the same
    /// way, and every call of the view the analysis sees (at least one outside previews)
    /// leaves that argument out (`init(score: Int = 0) { self.score = score }` beside
    /// `@State private var score = 0`, made as `ContentView()`).
    func lostWriteChangesNothing(_ write: ValueScan.Write, in typeName: String) -> Bool {
      guard let value = write.value, let name = write.parts.first else { return false }
      let text = value.trimmedDescription
      if text == name || text == "self.\(name)" { return true }
      guard let reference = value.as(DeclReferenceExprSyntax.self),
        let initializer = Self.enclosingInitializer(write.node),
        let parameter = initializer.signature.parameterClause.parameters.first(where: {
          ($0.secondName ?? $0.firstName).text == reference.baseName.text
        }),
        parameter.firstName.text != "_",
        let defaultValue = parameter.defaultValue?.value.trimmedDescription,
        let declaration = scan.types[typeName]?.properties[name]?.node.as(
          VariableDeclSyntax.self),
        let initial = declaration.bindings.first(where: {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        })?.initializer?.value.trimmedDescription,
        initial == defaultValue
      else { return false }
      let found = viewCalls([typeName])
      let calls = found.calls[typeName] ?? []
      let label = parameter.firstName.text
      return !calls.isEmpty
        && (calls + (found.previews[typeName] ?? [])).allSatisfy { call in
          !call.arguments.contains { $0.label?.text == label }
        }
    }

    /// Whether every call of the view `typeName` the analysis sees outside previews (at least
    /// one) gives its memberwise argument `label` the element of a `ForEach` or `List` row
    /// keyed by the element itself (`ForEach(lessons, id: \\.self) { DropInLesson(lesson: $0)
    /// }`): another value is another row, and another view. `changed` is kept for callers
    /// that pass the caller's own state, which an earlier round reports.
    func everyCallerGivesAFixedValue(
      _ typeName: String, label: String, changed: Set<String>
    ) -> Bool {
      let calls = viewCalls([typeName]).calls[typeName] ?? []
      return !calls.isEmpty
        && calls.allSatisfy { call in
          guard let argument = call.arguments.first(where: { $0.label?.text == label }) else {
            return false
          }
          let value = argument.expression
          return InputIdentityRules.isSelfKeyedElement(value)
        }
    }

    /// The initializer whose body holds `node`, if any.
    static func enclosingInitializer(_ node: Syntax) -> InitializerDeclSyntax? {
      var current = node.parent
      while let step = current {
        if let initializer = step.as(InitializerDeclSyntax.self) { return initializer }
        if step.is(ClosureExprSyntax.self) || step.is(FunctionDeclSyntax.self)
          || step.isProtocol(DeclGroupSyntax.self)
        {
          return nil
        }
        current = step.parent
      }
      return nil
    }
  }
#endif
