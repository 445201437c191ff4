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
      if calls.isEmpty { return isMadeOnlyAsAHostingRoot(typeName) }
      return !calls.isEmpty
        && calls.allSatisfy { call in
          guard let argument = call.arguments.first(where: { $0.label?.text == label }) else {
            return false
          }
          let value = argument.expression
          return InputIdentityRules.isSelfKeyedElement(value)
            || keptStateOfCaller(value, changed: changed, elementsOnly: false)
            || isElementOfKeptCollection(value, changed: changed)
            || isElementOfFixedIdentity(
              value, elementType: scan.types[typeName]?.properties[label]?.typeName)
        }
    }

    /// Mutating calls that keep every element a collection holds: they add, remove or move
    /// elements and never change one in place.
    static let elementKeepingCalls: Set<String> = [
      "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
      "move", "popLast",
    ]

    /// Whether `value` names a `@State` of the view whose body makes the call (`state` or
    /// `self.state`), given its initial value there and never handed in by that view's own
    /// callers, that nothing changes: no write and no `$state` binding (`changed`), or, with
    /// `elementsOnly`, only writes that add, remove or move its elements. Such a value is
    /// the same on every run of the caller's body (a state nothing writes), or, for a
    /// collection only grown or shrunk, the same for every element it keeps.
    func keptStateOfCaller(_ value: ExprSyntax, changed: Set<String>, elementsOnly: Bool)
      -> Bool
    {
      let name: String
      if let reference = value.as(DeclReferenceExprSyntax.self) {
        name = reference.baseName.text
        if ValueScan.isDeclaredLocally(name, at: Syntax(reference)) { return false }
      } else if let member = value.as(MemberAccessExprSyntax.self),
        member.base?.trimmedDescription == "self"
      {
        name = member.declName.baseName.text
      } else {
        return false
      }
      guard let caller = Self.enclosingTypeName(Syntax(value)),
        let property = scan.types[caller]?.properties[name],
        property.attributes.contains("State"), property.hasInitialValue,
        !scan.constructedLabels.contains("\(caller).\(name)"),
        !scan.literalLabels.contains("\(caller).\(name)"),
        !scan.projectedNames.contains("\(caller).\(name)")
      else { return false }
      guard changed.contains("\(caller).\(name)") else { return true }
      guard elementsOnly else { return false }
      return scan.writes.allSatisfy { write in
        guard write.type == caller, write.parts.first == name, !write.rootIsLocal else {
          return true
        }
        // Only a call on the collection itself that keeps its elements: an assignment
        // (`cards = …`, `cards[0] = …`) or an element's edit (`cards[0].title = …`,
        // `cards[0].tags.append(…)`) is none.
        return !write.inInitializer
          && Self.elementKeepingCalls.contains(Self.mutatingCallName(write.node, on: name) ?? "")
      }
    }

    /// Whether `value` is the element of a `ForEach` or `List` row (`ForEach(items) { item in
    /// Row(item: item) }`) over a `@State` collection of the caller that is only grown or
    /// shrunk, keyed by its elements' identity rather than their offsets: every row keeps the
    /// element it was made with.
    func isElementOfKeptCollection(_ value: ExprSyntax, changed: Set<String>) -> Bool {
      guard let call = Expressions.rowsCall(elementOf: value),
        let data = call.arguments.first, data.label == nil,
        call.arguments.first(where: { $0.label?.text == "id" }).map({
          !$0.expression.trimmedDescription.contains("offset")
        }) ?? true
      else { return false }
      return keptStateOfCaller(data.expression, changed: changed, elementsOnly: true)
    }

    /// Whether every call of the view `typeName` outside previews (at least one) is the
    /// `rootView:` argument of a `UIHostingController` or `NSHostingController` initializer:
    /// UIKit is given the view once, and nothing hands it another value (an assignment,
    /// `hosting.rootView = …`, is no such call).
    func isMadeOnlyAsAHostingRoot(_ typeName: String) -> Bool {
      var roots = 0
      for tree in project.trees {
        for token in tree.tokens(viewMode: .sourceAccurate) where token.text == typeName {
          guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            let call = reference.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == reference.id, !ValueScan.isInPreview(Syntax(call))
          else { continue }
          guard let argument = call.parent?.as(LabeledExprSyntax.self),
            argument.label?.text == "rootView",
            let host = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let hostName = Expressions.calleeName(host),
            ["UIHostingController", "NSHostingController"].contains(hostName)
          else { return false }
          roots += 1
        }
      }
      return roots > 0
    }

    /// Whether `value` is the element of a `ForEach` or `List` row keyed by its `id` (no `id:`
    /// argument, or `id: \\.id`) whose type, `elementType`, is a struct of the sources fixed
    /// for each identity: every stored property but `id` is a `let`, and `id` has an initial
    /// value (`var id = UUID()`) that nothing replaces (no write, in an initializer or
    /// elsewhere, and no construction that passes `id:`). A value with that `id` is always
    /// the one made with it, so a row keeps the element it was made with, whatever the
    /// collection does (`rolls[last] = Roll(…)` is a new identity, and a new row).
    func isElementOfFixedIdentity(_ value: ExprSyntax, elementType: String?) -> Bool {
      guard let elementType, let type = scan.types[elementType], type.isStruct,
        let id = type.properties["id"], id.hasInitialValue, !id.isStatic,
        type.properties.values.allSatisfy({ $0.name == "id" || $0.isLet || $0.isStatic }),
        let call = Expressions.rowsCall(elementOf: value),
        call.arguments.first(where: { $0.label?.text == "id" }).map({
          $0.expression.trimmedDescription == "\\.id"
        }) ?? true
      else { return false }
      return idIsNeitherPassedNorWritten(elementType)
    }

    /// The name of the type whose declaration (or extension) holds `node`.
    static func enclosingTypeName(_ node: Syntax) -> String? {
      var current = node.parent
      while let step = current {
        if let declaration = step.as(StructDeclSyntax.self) { return declaration.name.text }
        if let declaration = step.as(ClassDeclSyntax.self) { return declaration.name.text }
        if let declaration = step.as(ExtensionDeclSyntax.self) {
          return declaration.extendedType.trimmedDescription
        }
        current = step.parent
      }
      return nil
    }

    /// The method a mutating call on the property `name` itself calls (`items.append(x)` or
    /// `self.items.append(x)` gives `append`); nil when `node` is no such call (an element's
    /// call, `items[0].append(x)`, is none).
    static func mutatingCallName(_ node: Syntax, on name: String) -> String? {
      guard let call = node.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base?.trimmedDescription, base == name || base == "self.\(name)"
      else { return nil }
      return member.declName.baseName.text
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
