#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// Where a value a caller passes to a seeded `@State` comes from, and whether that changes
  /// after set-up (Docs/Analyzer.md, SL403, "By its callers").
  extension ObservationRules {
    /// Wrappers whose value the system or other code changes while the view lives: a query's
    /// results, stored defaults, a gesture's or a focus's state.
    static let changingWrappers: Set<String> = [
      "Query", "FetchRequest", "SectionedFetchRequest", "AppStorage", "SceneStorage",
      "GestureState", "FocusState", "FocusedValue", "FocusedBinding",
    ]

    /// Wrappers that hold an object the view observes: the value read through them changes
    /// when the member read is written.
    static let objectWrappers: Set<String> = [
      "ObservedObject", "StateObject", "EnvironmentObject", "Environment", "Bindable",
    ]

    /// Whether the name `name` read at `reference` (then `members`) changes after set-up: a
    /// state of the caller that it writes or binds, a binding, an observed object's member
    /// that code other than the seeded view writes, a row's element edited in place, an input
    /// of the caller that its own callers pass so, a local or a computed property of such.
    func referenceMayChange(
      _ name: String, members: [String], at reference: DeclReferenceExprSyntax, local: Bool,
      seeded: String, depth: Int, facts: SeedFacts
    ) -> Bool {
      let node = Syntax(reference)
      if local, let rows = Expressions.rowsCall(elementOf: ExprSyntax(reference)) {
        return rowElementMayChange(
          rows, members: members, seeded: seeded, whole: depth == 0 && members.isEmpty,
          facts: facts)
      }
      if local, ValueScan.isDeclaredLocally(name, at: node) {
        if let value = Self.localValue(name, before: node) ?? Self.boundValue(name, at: node) {
          return seedMayChange(value, seeded: seeded, depth: depth + 1, facts: facts)
        }
        // A parameter of a helper or of a closure: the analysis does not follow it.
        return false
      }
      guard let caller = Self.enclosingTypeName(node), let type = scan.types[caller] else {
        return false
      }
      guard let property = type.properties[name] else {
        guard let body = computedBody(name, of: caller) else { return false }
        return seedMayChange(body, seeded: seeded, depth: depth + 1, facts: facts)
      }
      if property.isStatic { return false }
      let key = "\(caller).\(name)"
      let attributes = Set(property.attributes)
      let memberChanges =
        members.first.map {
          memberWritten($0, of: property.typeName ?? property.constructed, seeded: seeded, facts)
        }
        ?? false
      if attributes.contains("State") {
        // The caller's own storage: it changes when the caller writes or binds it; a state
        // holding an object changes only when another object is assigned.
        let held = property.typeName ?? property.constructed
        if isClass(held) || isNamedAsModelObject(held) {
          return facts.ownAssignments[key] != nil || memberChanges
        }
        return facts.changed.contains(key) || memberChanges
      }
      if !attributes.isDisjoint(with: Self.changingWrappers) { return true }
      if attributes.contains("Binding") {
        return facts.changed.contains(key) || memberChanges
          || inputMayChange(name, of: caller, seeded: seeded, depth: depth, facts: facts)
      }
      if !attributes.isDisjoint(with: Self.objectWrappers) {
        if attributes.contains("Environment"), members.isEmpty, !isClass(property.typeName) {
          return true  // `\.colorScheme`, a size class: the system changes them
        }
        if memberChanges { return true }
        let handed = attributes.contains("ObservedObject") || attributes.contains("Bindable")
        return handed
          && inputMayChange(name, of: caller, seeded: seeded, depth: depth, facts: facts)
      }
      if memberChanges { return true }
      // A constant or an object the caller makes (an `App`'s `let model = Model()`, made once
      // with the app) stays; an input is what the caller's own callers pass.
      if !property.isLet, facts.changed.contains(key) { return true }
      guard property.needsValue else { return false }
      return inputMayChange(name, of: caller, seeded: seeded, depth: depth, facts: facts)
    }

    /// Whether the caller `caller`'s input `name` is given, by a call of `caller` outside
    /// previews, a value that changes; true when no such call is seen (the analysis cannot
    /// tell what an unseen caller passes).
    func inputMayChange(
      _ name: String, of caller: String, seeded: String, depth: Int, facts: SeedFacts
    ) -> Bool {
      // A model or a controller: its property changes when code outside it writes it.
      guard scan.types[caller]?.isView == true else {
        return memberWritten(name, of: caller, seeded: seeded, facts)
      }
      let calls = seedCalls(caller)
      guard !calls.isEmpty else { return true }
      return calls.contains { call in
        callPassesAChangingValue(
          call, label: name, position: 0, seeded: seeded, depth: depth + 1, facts: facts)
      }
    }

    /// Whether a row's element (`ForEach(items) { item in … }`), or its member `members[0]`,
    /// changes in place: rows over bindings (`ForEach($items)`) edit it; rows keyed by the
    /// element itself (`id: \\.self`) make another row for another value; otherwise an edit of
    /// the element's members (`items[i].done = true`, `$item.name`, by code other than the
    /// seeded view), or of the read member, changes it while the row keeps its identity.
    func rowElementMayChange(
      _ rows: FunctionCallExprSyntax, members: [String], seeded: String, whole: Bool,
      facts: SeedFacts
    ) -> Bool {
      guard let data = rows.arguments.first, data.label == nil else { return false }
      let text = data.expression.trimmedDescription
      if text.hasPrefix("$") { return true }
      let key = rows.arguments.first { $0.label?.text == "id" }?.expression.trimmedDescription
      if key == "\\.self" { return false }
      // Keyed by an identity each new element gets fresh (`var id = UUID()`), a collection
      // replaced as a whole is new rows; keyed otherwise, an element of the new collection
      // may come with the old key.
      let fresh = (key == nil || key == "\\.id") && hasFreshIdentity(facts.seedType)
      // The seed is the element itself (`Row(card: card)`), whose type `seedType` is.
      if whole, !fresh, collectionReplaced(data.expression, seeded: seeded, facts: facts) {
        return true
      }
      // The members the seeded view shows, when each is a stored property of the element.
      let stored = facts.seedType.flatMap { scan.types[$0]?.properties }
      let shown = facts.shownMembers.flatMap { shown in
        whole && shown.allSatisfy({ stored?[$0] != nil }) ? shown : nil
      }
      if let member = members.first {
        return memberWritten(member, of: nil, seeded: seeded, facts)
      }
      let replacedOnly = facts.identityOnly
      // The collection's name (`items` in `model.items`): an element edited through it
      // (`items[i].done = true`) or replaced in place (`items[i] = edited`).
      guard
        let collection = data.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
          ?? data.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { return false }
      return scan.writes.contains { write in
        guard !write.inInitializer, writers(of: write, facts).contains(where: { $0 != seeded }),
          let index = write.parts.lastIndex(of: collection)
        else { return false }
        // An edit of a member the seeded view does not show (`habit.count` for a card that
        // shows `habit.name`) leaves what it shows as it was.
        if index < write.parts.count - 1 {
          return !replacedOnly && shown?.contains(write.parts[index + 1]) != false
        }
        // `items[i] = edited`: a copy under the same key; a new element made with a fresh
        // identity is a new row.
        guard write.node.is(SubscriptCallExprSyntax.self), let value = write.value else {
          return false
        }
        return !(value.is(FunctionCallExprSyntax.self) && fresh)
      }
    }

    /// Whether the type `typeName` is a struct of the sources whose `id` every value gets fresh:
    /// an initial value (`var id = UUID()`) that no construction passes and nothing writes.
    func hasFreshIdentity(_ typeName: String?) -> Bool {
      guard let typeName, let type = scan.types[typeName], type.isStruct,
        let id = type.properties["id"], id.hasInitialValue, !id.isStatic
      else { return false }
      return idIsNeitherPassedNorWritten(typeName)
    }

    /// Whether no construction of `typeName` (previews included) passes its `id` and no code
    /// writes an `id` of it: each value keeps the identity its initial value gave it.
    func idIsNeitherPassedNorWritten(_ typeName: String) -> Bool {
      let key = "\(typeName).id"
      let labels = [
        scan.constructedLabels, scan.literalLabels, scan.previewConstructedLabels,
        scan.previewLiteralLabels,
      ]
      return !labels.contains { $0.contains(key) }
        && !scan.writes.contains { write in
          write.parts.last == "id" && (write.parts.count > 1 || write.type == typeName)
        }
    }

    /// Whether the collection `data` a row reads is replaced as a whole after set-up (`items =
    /// decoded`, `model.items = …`; appends and removals keep every element): the caller's
    /// state assigned, a member assigned by code other than the seeded view's, an input the
    /// caller's callers pass so, a query's results.
    func collectionReplaced(_ data: ExprSyntax, seeded: String, facts: SeedFacts) -> Bool {
      if let member = data.as(MemberAccessExprSyntax.self),
        member.base?.trimmedDescription != "self"
      {
        let name = member.declName.baseName.text
        return (facts.pathAssignments[name] ?? []).contains { $0 != seeded }
          || facts.ownAssignments.contains {
            $0.key.hasSuffix(".\(name)") && $0.value.contains { $0 != seeded }
          }
      }
      let name =
        data.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        ?? data.as(DeclReferenceExprSyntax.self)?.baseName.text
      guard let name else {
        return seedMayChange(data, seeded: seeded, depth: 1, facts: facts)
      }
      guard let caller = Self.enclosingTypeName(Syntax(data)),
        let property = scan.types[caller]?.properties[name]
      else { return false }
      let attributes = Set(property.attributes)
      if !attributes.isDisjoint(with: Self.changingWrappers) { return true }
      if attributes.contains("State") { return facts.ownAssignments["\(caller).\(name)"] != nil }
      guard attributes.contains("Binding") || (attributes.isEmpty && property.needsValue) else {
        return false
      }
      return inputMayChange(name, of: caller, seeded: seeded, depth: 1, facts: facts)
    }

    /// Whether the member `member` (of the type `typeName`, when known) is written after
    /// set-up by code other than the seeded view's, or bound through a projection: a `let`
    /// of a type of the sources is never.
    func memberWritten(_ member: String, of typeName: String?, seeded: String, _ facts: SeedFacts)
      -> Bool
    {
      let type = typeName.map { String($0.filter { !"[]?!".contains($0) }) }
      if let type, let property = scan.types[type]?.properties[member],
        property.isLet || property.isStatic
      {
        return false
      }
      // For an object kept by the seeded view, only another object assigned counts.
      var writers =
        (facts.identityOnly ? facts.pathAssignments[member] : facts.pathWrites[member]) ?? []
      writers.formUnion(facts.boundMembers[member] ?? [])
      if let type {
        let key = "\(type).\(member)"
        writers.formUnion(
          (facts.identityOnly ? facts.ownAssignments[key] : facts.ownWrites[key]) ?? [])
      }
      return writers.contains { $0 != seeded }
    }

    /// The body of the computed property `name` of `typeName` (`var visible: [Item] {
    /// items.filter … }`), if the type declares one.
    func computedBody(_ name: String, of typeName: String) -> Syntax? {
      guard let type = project.index.type(typeName) else { return nil }
      for declaration in type.declarations {
        for variable in declaration.tokens(viewMode: .sourceAccurate)
        where variable.text == name {
          guard let binding = variable.parent?.parent?.as(PatternBindingSyntax.self),
            let accessors = binding.accessorBlock
          else { continue }
          return Syntax(accessors)
        }
      }
      return nil
    }

    /// The value an `if let name = value` or `guard let name = value` around `node` binds
    /// (`if let morph = currentMorph`); the property itself for `if let name`.
    static func boundValue(_ name: String, at node: Syntax) -> ExprSyntax? {
      var child = node
      var current = node.parent
      while let step = current, !step.is(MemberBlockItemSyntax.self) {
        var conditions: ConditionElementListSyntax?
        if let ifExpression = step.as(IfExprSyntax.self), ifExpression.body.id == child.id {
          conditions = ifExpression.conditions
        } else if let block = step.as(CodeBlockItemListSyntax.self) {
          for item in block {
            if item.id == child.id { break }
            if let guardStatement = item.item.as(GuardStmtSyntax.self) {
              conditions = guardStatement.conditions
            }
          }
        }
        for condition in conditions ?? [] {
          guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
          else { continue }
          return binding.initializer?.value
        }
        child = step
        current = step.parent
      }
      return nil
    }
  }
#endif
