#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension ObservationRules {
    // MARK: - SL403, an object a caller hands to a view's own storage

    /// How one caller gives a view the object its `@StateObject` (or a `@State` holding a
    /// model) keeps.
    enum HandedObject {
      /// Made for the call (`Child(model: Model())`, a factory call, a local made so), a
      /// shared instance (`Model.shared`), the caller's own storage (its `@StateObject`,
      /// `@State` or `@EnvironmentObject`, which stays the same object for the caller's
      /// identity), or a call given a new identity per object (`.id(model.id)`): the first
      /// object the view keeps is the one the caller goes on passing.
      case owned
      /// Anything else: a property the caller was itself handed (`@ObservedObject`, `let`), a
      /// member of another object (`store.selected`), an element, a parameter. It may be
      /// another object on the caller's next update, and the view keeps the first.
      case handed
    }

    /// The calls `Name(…)` of the given views, by view name: one pass over the trees. Calls
    /// in classes are left out (a hosting controller makes its root view once); calls in
    /// previews are kept apart (`previews`), to stand for the callers when none is seen.
    func viewCalls(_ names: Set<String>) -> (
      calls: [String: [FunctionCallExprSyntax]], previews: [String: [FunctionCallExprSyntax]]
    ) {
      var calls: [String: [FunctionCallExprSyntax]] = [:]
      var previews: [String: [FunctionCallExprSyntax]] = [:]
      guard !names.isEmpty else { return (calls, previews) }
      for tree in project.trees {
        for token in tree.tokens(viewMode: .sourceAccurate) where names.contains(token.text) {
          guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            let call = reference.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == reference.id
          else { continue }
          if ValueScan.isInPreview(Syntax(call)) {
            previews[token.text, default: []].append(call)
          } else if callerType(of: Syntax(call)) != nil {
            calls[token.text, default: []].append(call)
          }
        }
      }
      return (calls, previews)
    }

    /// The struct or enum whose code makes the call, or nil for code of a class or an actor
    /// (or code outside any type).
    func callerType(of node: Syntax) -> String? {
      var current = node.parent
      while let step = current {
        if step.is(ClassDeclSyntax.self) || step.is(ActorDeclSyntax.self) { return nil }
        if let type = step.as(StructDeclSyntax.self) { return type.name.text }
        if let type = step.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = step.as(ExtensionDeclSyntax.self) {
          let name = type.extendedType.trimmedDescription
          return isClass(name) ? nil : name
        }
        current = step.parent
      }
      return nil
    }

    /// The argument of `call` labelled `label`, or, for an unlabelled parameter (`label`
    /// nil), the argument at `position`.
    static func argument(
      of call: FunctionCallExprSyntax, label: String?, position: Int
    ) -> LabeledExprSyntax? {
      let arguments = Array(call.arguments)
      if let label { return arguments.first { $0.label?.text == label } }
      return arguments.indices.contains(position) ? arguments[position] : nil
    }

    /// How each call of `calls` gives its argument labelled `label` (or, for an unlabelled
    /// parameter, the unlabelled argument at `position`).
    func handedObjects(
      _ calls: [FunctionCallExprSyntax], label: String?, position: Int
    ) -> [HandedObject] {
      calls.compactMap { call in
        guard let argument = Self.argument(of: call, label: label, position: position),
          label != nil || argument.label == nil
        else { return nil }
        return handedObject(argument.expression, by: call)
      }
    }

    func handedObject(_ value: ExprSyntax, by call: FunctionCallExprSyntax) -> HandedObject {
      // Given an identity of its own (`Child(model: m).id(m.id)`): a new value there makes a
      // new view, with new storage.
      if Expressions.chain(of: call, hasModifier: ["id"]) || value.is(FunctionCallExprSyntax.self) {
        return .owned
      }
      let name: String
      if let reference = value.as(DeclReferenceExprSyntax.self) {
        name = reference.baseName.text
      } else if let member = value.as(MemberAccessExprSyntax.self), member.base == nil {
        return .owned  // `.preview`, `.shared`: a static object of the type
      } else if let member = value.as(MemberAccessExprSyntax.self),
        let base = member.base?.as(DeclReferenceExprSyntax.self)
      {
        if base.baseName.text == "self" {
          name = member.declName.baseName.text
        } else if base.baseName.text.first?.isUppercase == true {
          return .owned  // `Model.shared`: one object for the app
        } else {
          return .handed
        }
      } else {
        return .handed
      }
      if let caller = callerType(of: Syntax(call)),
        let property = scan.types[caller]?.properties[name]
      {
        // An `App`'s stored property: the app is made once, and so is what it holds.
        if let app = scan.types[caller], app.isStruct, app.inherited.contains("App"),
          !property.isStatic
        {
          return .owned
        }
        let stable = ["StateObject", "State", "EnvironmentObject"]
        return property.attributes.contains(where: stable.contains) ? .owned : .handed
      }
      if let local = Self.localValue(name, before: Syntax(call)) {
        return local.is(FunctionCallExprSyntax.self) ? .owned : .handed
      }
      return .handed
    }

    /// The value a local `let`/`var` named `name` is given in a block around `node`, before it.
    static func localValue(_ name: String, before node: Syntax) -> ExprSyntax? {
      var current = node.parent
      while let step = current, !step.is(MemberBlockItemSyntax.self) {
        if let items = step.as(CodeBlockItemListSyntax.self) {
          for item in items where item.position < node.position {
            guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
              return binding.initializer?.value
            }
          }
        }
        current = step.parent
      }
      return nil
    }

    /// SL403 for an object a caller hands to a view's own storage through the memberwise
    /// initializer: `@StateObject var tea: Tea` with no initial value in a view with no
    /// initializer of its own (`TimerView(tea: tea)`), or a `@State` of an observable model.
    /// SwiftUI keeps the first object for the view's identity (Apple, `StateObject`: SwiftUI
    /// "doesn't create a new instance if a view's inputs change"; `State`: declare state
    /// private, so that a memberwise initializer cannot set it), so when the parent passes
    /// another object the view keeps showing the first. Reported when a caller the analysis
    /// sees hands an object that may change (`HandedObject.handed`), or, with no caller seen,
    /// when a preview does; not when every caller makes the object for the call or passes its
    /// own storage. Reported at the property.
    func handedStateObjectFindings() -> [Finding] {
      var candidates: [(view: ValueScan.TypeFacts, property: ValueScan.Property)] = []
      for view in views where !view.hasInitializer {
        for name in view.order {
          guard let property = view.properties[name], property.needsValue,
            property.attributes.contains("StateObject")
              || (property.attributes.contains("State")
                && (property.typeName.map { isObservable($0) } ?? false
                  || isNamedAsModelObject(property.typeName))),
            isUsedOutsideInitializers(name, of: view.name)
          else { continue }
          candidates.append((view, property))
        }
      }
      guard !candidates.isEmpty else { return [] }
      let made = viewCalls(Set(candidates.map(\.view.name)))
      var findings: [Finding] = []
      let changed = changedProperties()
      var facts: SeedFacts?
      for (view, property) in candidates {
        // No caller seen (a single file): a preview stands for them, as the author's example
        // of what the view is given (`TimerView(tea: TeaShelf().teas[0])`, another object's).
        let calls = made.calls[view.name] ?? made.previews[view.name] ?? []
        let given = handedObjects(calls, label: property.name, position: 0)
        let isStateObject = property.attributes.contains("StateObject")
        guard given.contains(.handed) else { continue }
        let wrapper = isStateObject ? "@StateObject" : "@State"
        let finding = warning(
          .stateCopiesInput, at: property.node, property.file,
          """
          '\(wrapper) var \(property.name)' of '\(view.name)' has no initial value, so its \
          caller hands it an object: SwiftUI keeps the first object for the view's identity \
          and ignores the ones the parent passes later, so the view keeps showing the \
          first; observe the parent's object with @ObservedObject (a plain property for an \
          @Observable model), or make the object here
          """)
        // Only a caller that may hand another object makes the first one stale.
        if let kept = seededFinding(
          finding, view: view.name, arguments: [(property.name, 0)], ownCopy: false,
          seeded: property.name,
          changed: changed, facts: &facts, object: true)
        {
          findings.append(kept)
        }
      }
      return findings
    }

    /// For the assignment `_model = StateObject(wrappedValue: model)` in an initializer, how
    /// the callers the analysis sees give `model`; empty when none is seen.
    func handedObjects(toInitializerOf initialization: ValueScan.StateInitialization)
      -> [HandedObject]
    {
      guard let value = AnimationRules.assignedValue(initialization.node),
        let wrapped = value.as(FunctionCallExprSyntax.self)?.arguments.first?.expression
          .as(DeclReferenceExprSyntax.self)?.baseName.text
      else { return [] }
      var current = initialization.node.parent
      while let step = current, !step.is(InitializerDeclSyntax.self) { current = step.parent }
      guard let initializer = current?.as(InitializerDeclSyntax.self) else { return [] }
      let parameters = Array(initializer.signature.parameterClause.parameters)
      guard
        let position = parameters.firstIndex(where: {
          ($0.secondName ?? $0.firstName).text == wrapped
        })
      else { return [] }
      let label = parameters[position].firstName.text
      let calls = viewCalls([initialization.type]).calls[initialization.type] ?? []
      return handedObjects(calls, label: label == "_" ? nil : label, position: position)
    }
  }
#endif
