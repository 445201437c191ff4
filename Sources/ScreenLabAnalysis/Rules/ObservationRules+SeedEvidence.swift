#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL403 by its callers (Docs/Analyzer.md, SL403, "By its callers"): a `@State` seeded from
  /// the caller is stale only when the caller passes another value while the view it made
  /// keeps its identity (Apple, `State.init(wrappedValue:)`: SwiftUI "initializes the state's
  /// storage only once for each container instance"). What a caller passes is read for that
  /// evidence: a value some code changes after set-up.
  extension ObservationRules {
    /// What the calls of a seeded view outside previews give its seed.
    enum SeedEvidence: Equatable {
      /// No call outside previews is seen (a single file, a public view).
      case unseen
      /// A call passes a value that can change while the view it made keeps its identity.
      case changing
      /// Calls are seen, and none passes such a value: the seed is fixed for the view's life.
      case fixed
    }

    /// What the evidence of every seed of one analysis reads: the caller's states changed
    /// after set-up (`changed`, `Type.name`), and the members written outside initializers,
    /// by the types whose code writes them.
    struct SeedFacts {
      let changed: Set<String>
      /// `Type.member` written by code of `Type` outside its initializers, to its writers.
      var ownWrites: [String: Set<String>] = [:]
      /// The same, for a write of the member itself (`member = …`, not `member.x = …`).
      var ownAssignments: [String: Set<String>] = [:]
      /// A member name assigned as a path's last part (`model.selected = …`), to its writers.
      var pathAssignments: [String: Set<String>] = [:]
      /// A member name written through a path (`model.items`, `items[i].done`), to its writers;
      /// a path from a local made in place (`let item = Item(); item.name = …`) is set-up.
      var pathWrites: [String: Set<String>] = [:]
      /// A member name bound through a projection (`$item.name`, `$store.interval`), to the
      /// types whose code binds it.
      var boundMembers: [String: Set<String>] = [:]
      /// For an object a view keeps (a `@StateObject`, a `@State` model): only another object
      /// counts, not an edit of the same object's members through a row's element.
      var identityOnly = false
      /// The seeded state's type (a row's element type when the element is passed whole).
      var seedType: String?
      /// The members of the seeded state its view reads (`habit.name`), or nil when it reads
      /// or hands on the whole value.
      var shownMembers: Set<String>?
      /// A model's method name, to the types whose code calls it (`habits.complete(habit)`).
      var methodCallers: [String: Set<String>] = [:]
    }

    /// The types a write is made for: a write in a method of a model (not a view) is made
    /// for the types that call the method, when the sources call it (a detail's action that
    /// calls `habits.complete(habit)` is the list's only writer); otherwise the writing type.
    func writers(of write: ValueScan.Write, _ facts: SeedFacts) -> Set<String> {
      let own: Set<String> = [write.type ?? ""]
      guard let type = write.type, scan.types[type]?.isView != true else { return own }
      var current = write.node.parent
      while let step = current, !step.isProtocol(DeclGroupSyntax.self) {
        if let function = step.as(FunctionDeclSyntax.self) {
          return facts.methodCallers[function.name.text] ?? own
        }
        current = step.parent
      }
      return own
    }

    /// Whether code of `view` outside its initializers reads the state `name`:
    /// any reference (`name`, `self.name`, `$name` handed to a control, `_name`) but the
    /// target of a plain assignment (`name = …`, the seeding itself or another write).
    static func isRead(_ name: String, in view: TypeInfo) -> Bool {
      let names: Set<String> = [name, "$" + name, "_" + name]
      return view.declarations.contains { declaration in
        declaration.tokens(viewMode: .sourceAccurate).contains { token in
          guard names.contains(token.text), let node = SwiftUIFlowRules.ownReference(token),
            !SwiftUIFlowRules.isInInitializer(node)
          else { return false }
          if node.is(DeclReferenceExprSyntax.self),
            ValueScan.isDeclaredLocally(token.text, at: node)
          {
            return false
          }
          return !Self.isAssignmentTarget(node)
        }
      }
    }

    /// Whether `node` is the whole left-hand side of a plain assignment (`x = …`).
    static func isAssignmentTarget(_ node: Syntax) -> Bool {
      guard let list = node.parent?.as(ExprListSyntax.self),
        list.parent?.is(SequenceExprSyntax.self) == true
      else { return false }
      let elements = Array(list)
      guard let index = elements.firstIndex(where: { $0.id == node.id }),
        index + 1 < elements.count
      else { return false }
      return elements[index + 1].is(AssignmentExprSyntax.self)
    }

    /// The members of the state `name` that code of the view `viewName` outside its
    /// initializers reads (`name.title`, `self.name.title`); nil when some code reads the
    /// whole value or hands it on.
    func readMembers(_ name: String, of viewName: String) -> Set<String>? {
      guard let view = project.index.type(viewName) else { return nil }
      var members = Set<String>()
      for declaration in view.declarations {
        for token in declaration.tokens(viewMode: .sourceAccurate)
        where token.text == name || token.text == "$" + name {
          guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            !SwiftUIFlowRules.isInInitializer(Syntax(reference))
          else { continue }
          var node = Syntax(reference)
          if let member = node.parent?.as(MemberAccessExprSyntax.self),
            member.declName.id == reference.id
          {
            guard member.base?.trimmedDescription == "self" else { continue }
            node = Syntax(member)
          }
          guard let first = Self.memberChain(after: node).first else { return nil }
          members.insert(first)
        }
      }
      return members
    }

    /// `Type.name` of the properties a type's own code changes after set-up: a write outside
    /// its initializers, or a projection `$name` handed on.
    func changedProperties() -> Set<String> {
      var changed = scan.projectedNames
      for write in scan.writes where !write.inInitializer {
        if let typeName = write.type, let first = write.parts.first {
          changed.insert("\(typeName).\(first)")
        }
      }
      return changed
    }

    func seedFacts(changed: Set<String>) -> SeedFacts {
      var facts = SeedFacts(changed: changed)
      for tree in project.trees {
        for token in tree.tokens(viewMode: .sourceAccurate) {
          guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            reference.baseName.id == token.id
          else { continue }
          let callee =
            reference.parent?.as(MemberAccessExprSyntax.self).map { Syntax($0) }
            ?? Syntax(reference)
          guard let call = callee.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == callee.id
          else { continue }
          facts.methodCallers[token.text, default: []].insert(
            Self.enclosingTypeName(Syntax(call)) ?? "")
        }
      }
      for write in scan.writes where !write.inInitializer {
        guard let first = write.parts.first else { continue }
        let writerTypes = writers(of: write, facts)
        if !write.rootIsLocal, let type = write.type {
          facts.ownWrites["\(type).\(first)", default: []].formUnion(writerTypes)
          if write.parts.count == 1, write.value != nil {
            facts.ownAssignments["\(type).\(first)", default: []].formUnion(writerTypes)
          }
        }
        guard write.parts.count >= 2 else { continue }
        if let local = Self.localValue(first, before: write.node),
          local.is(FunctionCallExprSyntax.self)
        {
          continue
        }
        for part in write.parts.dropFirst() {
          facts.pathWrites[part, default: []].formUnion(writerTypes)
        }
        if write.value != nil {
          facts.pathAssignments[write.parts[write.parts.count - 1], default: []].formUnion(
            writerTypes)
        }
      }
      for tree in project.trees {
        for token in tree.tokens(viewMode: .sourceAccurate)
        where token.text.hasPrefix("$") && token.text.count > 1
          && !(token.text.dropFirst().first?.isNumber ?? true)
        {
          guard var node = token.parent.map({ Syntax($0) }), node.is(DeclReferenceExprSyntax.self)
          else { continue }
          let binder = Self.enclosingTypeName(node) ?? ""
          while let member = node.parent?.as(MemberAccessExprSyntax.self),
            member.base?.id == node.id
          {
            facts.boundMembers[member.declName.baseName.text, default: []].insert(binder)
            node = Syntax(member)
          }
        }
      }
      return facts
    }

    /// `finding`, a seeded state's, as its callers leave it: a warning when a call outside
    /// previews passes a value that changes while the view keeps its identity, or when no
    /// such call is seen; when calls are seen and none passes one, a note (a latent bug: the
    /// first value is the only one today), or nothing for a view that changes its own copy
    /// (`ownCopy`: a draft seeded once, the documented use). `facts` is made on first use.
    /// A state no code of the view reads (`seeded`, its name) gives nothing: what nothing
    /// shows cannot be stale.
    func seededFinding(
      _ finding: Finding, view: String, arguments: [(label: String?, position: Int)],
      ownCopy: Bool, seeded: String? = nil, changed: Set<String>, facts: inout SeedFacts?,
      object: Bool = false, seedType: String? = nil, state: String? = nil
    ) -> Finding? {
      if let name = seeded ?? state, let type = project.index.type(view),
        !Self.isRead(name, in: type)
      {
        return nil
      }
      var known = facts ?? seedFacts(changed: changed)
      facts = known
      known.identityOnly = object
      known.seedType = seedType
      known.shownMembers = state.flatMap { readMembers($0, of: view) }
      switch seedEvidence(view, arguments: arguments, facts: known) {
      case .unseen, .changing: return finding
      case .fixed:
        if ownCopy { return nil }
        return Self.fixedSeedNote(
          finding, meant: object ? "an observed object (a plain property)" : "a let or a @Binding")
      }
    }

    /// The arguments that feed a state an initializer sets (`_count = State(initialValue:
    /// start + 1)` in `init(from start: Int)` gives `from`): the initializer's parameters its
    /// value names, by label (nil and the position for an unlabelled one).
    func seedArguments(of initialization: ValueScan.StateInitialization) -> [(
      label: String?, position: Int
    )] {
      guard let initializer = Self.enclosingInitializer(initialization.node) else { return [] }
      let value =
        AnimationRules.assignedValue(initialization.node).map { Syntax($0) }
        ?? initialization.node
      let names = Set(value.tokens(viewMode: .sourceAccurate).map(\.text))
      return initializer.signature.parameterClause.parameters.enumerated().compactMap {
        position, parameter in
        guard names.contains((parameter.secondName ?? parameter.firstName).text) else {
          return nil
        }
        let label = parameter.firstName.text
        return (label == "_" ? nil : label, position)
      }
    }

    /// Whether the sources declare an `App` (`@main struct BooksApp: App`): the whole app is
    /// in view.
    var declaresAnApp: Bool {
      scan.types.values.contains { $0.isStruct && $0.inherited.contains("App") }
    }

    /// `finding` as a note: every call of the view the analysis sees passes a value fixed for
    /// the view's life, so the view shows the only value there is; it goes stale as soon as a
    /// caller passes one that changes.
    static func fixedSeedNote(_ finding: Finding, meant: String = "a let or a @Binding")
      -> Finding
    {
      Finding(
        rule: finding.rule, severity: .note, location: finding.location,
        message: Finding.Message(
          finding.message.text
            + "; today's callers pass a value fixed for the view's life, so nothing is lost "
            + "yet: \(meant) was meant"))
    }

    /// The calls `Name(…)` of the view `typeName` outside previews and code compiled out, in
    /// any type's code.
    func seedCalls(_ typeName: String) -> [FunctionCallExprSyntax] {
      var calls: [FunctionCallExprSyntax] = []
      for tree in project.trees {
        for token in tree.tokens(viewMode: .sourceAccurate) where token.text == typeName {
          guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            let call = reference.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == reference.id, !ValueScan.isInPreview(Syntax(call)),
            !Self.isCompiledOut(Syntax(call))
          else { continue }
          calls.append(call)
        }
      }
      return calls
    }

    /// Whether `node` stands in a clause no build compiles (`#if false`, `#if 0`): code
    /// commented out, which nothing that runs calls.
    static func isCompiledOut(_ node: Syntax) -> Bool {
      var current = node.parent
      while let step = current {
        if let clause = step.as(IfConfigClauseSyntax.self),
          let condition = clause.condition?.trimmedDescription,
          condition == "false" || condition == "0"
        {
          return true
        }
        current = step.parent
      }
      return false
    }

    /// How the calls of `typeName` outside previews give the seed passed as `labels` (an
    /// argument label, or nil with the position of an unlabelled parameter).
    func seedEvidence(
      _ typeName: String, arguments: [(label: String?, position: Int)], facts: SeedFacts
    ) -> SeedEvidence {
      let calls = seedCalls(typeName)
      // With the app's entry point in view, a view no code outside previews makes is shown
      // by nothing that runs: the preview's sample is the only value.
      guard !calls.isEmpty else { return declaresAnApp ? .fixed : .unseen }
      for call in calls {
        for argument in arguments
        where callPassesAChangingValue(
          call, label: argument.label, position: argument.position, seeded: typeName,
          depth: 0, facts: facts)
        {
          return .changing
        }
      }
      return .fixed
    }

    /// Whether `call` gives its argument `label` a value that can change while the view it
    /// makes keeps its identity. A call given an identity of its own (`.id(…)`) makes a new
    /// view for a new value; one a hosting controller is handed again (`hosting.rootView =
    /// Card(…)`) is a later value for the same view.
    func callPassesAChangingValue(
      _ call: FunctionCallExprSyntax, label: String?, position: Int, seeded: String, depth: Int,
      facts: SeedFacts
    ) -> Bool {
      if Expressions.chain(of: call, hasModifier: ["id"]) { return false }
      if let sequence = call.parent?.parent?.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
          elements[2].id == call.id,
          elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "rootView"
        {
          return true
        }
      }
      guard let argument = Self.argument(of: call, label: label, position: position) else {
        return false
      }
      return seedMayChange(argument.expression, seeded: seeded, depth: depth, facts: facts)
    }

    /// Whether `value`, in its caller's code, reads something that changes after set-up.
    func seedMayChange(
      _ value: some SyntaxProtocol, seeded: String, depth: Int, facts: SeedFacts
    ) -> Bool {
      guard depth < 4 else { return true }
      for token in value.tokens(viewMode: .sourceAccurate) {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          reference.baseName.id == token.id
        else { continue }
        // A member (`model.items`: `items`) is read with its base; a callee is not a value.
        if let member = reference.parent?.as(MemberAccessExprSyntax.self),
          member.declName.id == reference.id
        {
          continue
        }
        if Self.newOnEachRun.contains(token.text) { return true }
        if let call = reference.parent?.as(FunctionCallExprSyntax.self),
          call.calledExpression.id == reference.id
        {
          continue
        }
        var name = token.text
        var members = Self.memberChain(after: Syntax(reference))
        var local = true
        if name == "self" {
          guard !members.isEmpty else { continue }
          name = members.removeFirst()
          local = false
        } else if name.hasPrefix("$"), name.count > 1, name.dropFirst().first?.isNumber == false,
          !ValueScan.isDeclaredLocally(name, at: Syntax(reference))
        {
          name = String(name.dropFirst())
        }
        guard name.first?.isUppercase != true else { continue }
        if referenceMayChange(
          name, members: members, at: reference, local: local, seeded: seeded, depth: depth,
          facts: facts)
        {
          return true
        }
      }
      return false
    }

    /// Names whose value is new on each run of the caller's body: the time, a new identifier,
    /// a random number.
    static let newOnEachRun: Set<String> = ["Date", "UUID", "now", "random", "randomElement"]

    /// The members read after `node`: `["sunData", "start"]` for `store` in
    /// `store.sunData.start` (optional chaining and force unwraps looked through).
    static func memberChain(after node: Syntax) -> [String] {
      var members: [String] = []
      var current = node
      while let parent = current.parent {
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
          members.append(member.declName.baseName.text)
        } else if !parent.is(OptionalChainingExprSyntax.self),
          !parent.is(ForceUnwrapExprSyntax.self)
        {
          break
        }
        current = parent
      }
      return members
    }
  }
#endif
