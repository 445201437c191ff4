#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL407–SL408, SL415–SL416 and SL419: SwiftUI views that do not follow their inputs or their items'
  /// identities (Docs/Analyzer.md): a load started once per appearance from an input the parent
  /// may change, items given fresh `UUID`s each time the view that makes them is rebuilt,
  /// rows identified by text the user types, and search text nothing reads.
  struct InputIdentityRules {
    let project: Project
    /// ``calls(in:)`` of each type, by the type's name: ten rules ask for a view's calls, and
    /// each walked the view's declarations again.
    private let callsByType = CallsByType()

    func findings() -> [Finding] {
      var findings: [Finding] = []
      var seeded: [(finding: Finding, view: String, input: String)] = []
      let identities = identityTypes()
      for type in project.index.ordered where type.isSwiftUIView {
        findings += loadsNotKeyedOnInput(type)
        findings += loadsRacingTheirInput(type)
        if !identities.isEmpty { findings += freshIdentities(type, identities: identities) }
        findings += rowsIdentifiedByTypedText(type)
        findings += rowsIdentifiedByPlainKey(type)
        seeded += stateSeededOnAppear(type).map { ($0.finding, type.name, $0.input) }
        findings += searchTextNotRead(type)
        findings += rangeRowsThatChange(type)
        findings += flaggedLoadsOnAppear(type)
        findings += rowsOverStateNothingFills(type)
      }
      for type in project.index.ordered
      where !type.isClass
        && (type.inherited.contains("View") || type.inherited.contains("ViewModifier"))
      {
        findings += sizeCapturedOnAppear(type)
      }
      // SL403's seeds read by their callers (one scan of the sources, only when one is found).
      if !seeded.isEmpty {
        let observation = ObservationRules(project: project)
        let changed = observation.changedProperties()
        var facts: ObservationRules.SeedFacts?
        for seed in seeded {
          if let kept = observation.seededFinding(
            seed.finding, view: seed.view, arguments: [(seed.input, 0)], ownCopy: false,
            changed: changed, facts: &facts)
          {
            findings.append(kept)
          }
        }
      }
      // SL409–SL412, and SL404 for models of types the analysis does not see.
      findings += SwiftUIFlowRules(project: project).findings()
      return findings
    }

    static func binding(_ property: PropertyInfo) -> PatternBindingSyntax? {
      property.binding?.as(PatternBindingSyntax.self)
    }

    /// The calls in `type`'s declarations, with the file each is in.
    func calls(in type: TypeInfo) -> [(call: FunctionCallExprSyntax, file: Int)] {
      if let known = callsByType.calls[type.name] { return known }
      var result: [(call: FunctionCallExprSyntax, file: Int)] = []
      for declaration in type.declarations {
        let collector = CallCollector()
        collector.walk(declaration)
        let file = project.fileIndex(of: declaration) ?? type.primaryFile ?? 0
        result += collector.calls.map { ($0, file) }
      }
      callsByType.calls[type.name] = result
      return result
    }

    // MARK: - SL407

    /// Whether code starts a load: a `URLSession`, `Data(contentsOf:)`, or a call named
    /// `load…`, `fetch…`, `download…` or `request…` (an `await` alone may be a sleep).
    static func loads(_ text: String) -> Bool {
      if text.contains("URLSession") || text.contains("Data(contentsOf") { return true }
      let words = text.split { !$0.isLetter && !$0.isNumber }
      return words.contains { word in
        ["load", "fetch", "download", "request"].contains { word.lowercased().hasPrefix($0) }
      }
    }

    /// A `.task { … }` (without `id:`) or `.onAppear { … }` of a view that loads content from
    /// an input — a stored property without a wrapper or initial value, which the parent sets
    /// (`let url: URL?`) — into the view's own storage (`@State`, `@StateObject`), directly or
    /// through the view's methods, when nothing in the view restarts the load for a new
    /// value: no `task(id:)`, `onChange(of:)` or `id(_:)` naming the input. SwiftUI keeps the
    /// view's storage when the parent passes a new value, and runs `task` and `onAppear` once
    /// per appearance (Apple, `View.task(id:priority:_:)`: the task restarts when the id
    /// changes), so the old content stays. Reported at the modifier.
    func loadsNotKeyedOnInput(_ type: TypeInfo) -> [Finding] {
      var inputs = Set<String>()
      var owned = Set<String>()
      let initializers = type.declarations.flatMap { declaration -> [InitializerDeclSyntax] in
        let collector = InitializerCollector()
        collector.walk(declaration)
        return collector.initializers
      }
      for name in type.propertyOrder {
        guard let property = type.properties[name], !property.isStatic, !property.isComputed
        else { continue }
        if property.attributes.contains("State") || property.attributes.contains("StateObject") {
          owned.insert(name)
        } else if property.attributes.isEmpty, Self.binding(property)?.initializer == nil,
          initializers.isEmpty
            ? property.access != "private" : Self.fills(name, fromParametersOf: initializers)
        {
          inputs.insert(name)
        }
      }
      guard !inputs.isEmpty, !owned.isEmpty else { return [] }
      let all = calls(in: type)
      var restarted = Set<String>()
      for (call, _) in all {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
        let name = member.declName.baseName.text
        let keyed =
          (name == "task" && Expressions.argument(call, "id") != nil)
          || (name == "onChange" && Expressions.argument(call, "of") != nil)
          || name == "onReceive" || (name == "id" && call.arguments.count == 1)
        if keyed {
          for argument in call.arguments where argument.label?.text != "perform" {
            restarted.formUnion(ShownStateRules.identifiers(in: argument.expression))
          }
        }
      }
      var findings: [Finding] = []
      for (call, file) in all {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
        let name = member.declName.baseName.text
        guard name == "task" || name == "onAppear",
          Expressions.argument(call, "id") == nil,
          let closure = call.trailingClosure
            ?? Expressions.argument(call, "perform")?.as(ClosureExprSyntax.self)
        else { continue }
        let (names, text) = reach(from: Syntax(closure), in: type)
        let read = names.intersection(inputs).subtracting(restarted)
        guard !names.isDisjoint(with: owned), Self.loads(text),
          let input = read.sorted().first(where: {
            !isFixedByEveryCaller(type.name, input: $0)
          })
        else { continue }
        findings.append(
          project.warning(
            .loadNotKeyedOnInput, at: member.declName, file: file,
            .loadNotKeyedOnInput(input, modifier: name)))
      }
      return findings
    }

    /// Whether an initializer gives `name` a value made from its parameters
    /// (`self.url = url`): the caller chooses it, so it is an input.
    static func fills(_ name: String, fromParametersOf initializers: [InitializerDeclSyntax])
      -> Bool
    {
      initializers.contains { initializer in
        let parameters = Set(
          initializer.signature.parameterClause.parameters.map {
            ($0.secondName ?? $0.firstName).text
          })
        guard let body = initializer.body else { return false }
        let assignments = AssignmentCollector()
        assignments.walk(body)
        return assignments.pairs.contains { target, value in
          [name, "_" + name].contains(target)
            && !ShownStateRules.identifiers(in: value).isDisjoint(with: parameters)
        }
      }
    }

    /// The names a closure mentions and its text, with those of the view's methods it calls,
    /// transitively (each method once).
    func reach(from start: Syntax, in type: TypeInfo) -> (Set<String>, String) {
      var names = Set<String>()
      var text = ""
      var pending = [start]
      var seen = Set<String>()
      while let node = pending.popLast() {
        let found = ShownStateRules.identifiers(in: node)
        names.formUnion(found)
        text += node.description + "\n"
        for name in found where seen.insert(name).inserted {
          for function in type.functions[name] ?? [] {
            if let body = function.body { pending.append(Syntax(body)) }
          }
        }
      }
      return (names, text)
    }

    // MARK: - SL408

    /// Types whose `id` is a stored property with a `UUID()` default.
    func identityTypes() -> Set<String> {
      var result = Set<String>()
      for type in project.index.ordered {
        guard let id = type.properties["id"], !id.isComputed, !id.isStatic,
          let value = Self.binding(id)?.initializer?.value.as(FunctionCallExprSyntax.self),
          Expressions.calleeName(value) == "UUID", value.arguments.isEmpty
        else { continue }
        result.insert(type.name)
      }
      return result
    }

    /// Items of a type whose `id` defaults to `UUID()` made, without an `id:` argument, where
    /// every rebuild of the view makes them again — a stored property without a wrapper (the
    /// view struct is made again on each update of its parent), a computed property, or the
    /// body — and shown by `ForEach`, `List` or `Picker`, in a view that keeps state keyed by
    /// those identities (a `@State` or `@Binding` whose type names `UUID` or the item type,
    /// such as a selection). Every rebuild gives the items new ids, so the state matches no
    /// item (Apple, `ForEach`: when an id changes, the view loses its state and
    /// animations). Reported at the property's declaration or at the call in the body.
    func freshIdentities(_ type: TypeInfo, identities: Set<String>) -> [Finding] {
      let keyed = type.propertyOrder.contains { name in
        guard let property = type.properties[name],
          !Set(property.attributes).isDisjoint(with: ["State", "Binding", "SceneStorage"]),
          let annotation = Self.binding(property)?.typeAnnotation?.type.trimmedDescription
        else { return false }
        return annotation.contains("UUID") || annotation.contains(".ID")
          || identities.contains { annotation.contains($0) }
      }
      guard keyed else { return [] }
      let shows = Set(["ForEach", "List", "Picker"])
      let all = calls(in: type)
      var listed = Set<String>()
      for (call, _) in all {
        guard let name = Expressions.calleeName(call), shows.contains(name),
          let first = call.arguments.first?.expression
        else { continue }
        listed.formUnion(ShownStateRules.identifiers(in: first))
        if let path = Expressions.path(first) { listed.insert(path) }
      }
      func makesFreshItems(_ node: some SyntaxProtocol) -> Bool {
        let collector = CallCollector()
        collector.walk(Syntax(node))
        return collector.calls.contains { call in
          guard let callee = Expressions.calleeName(call), identities.contains(callee) else {
            return false
          }
          return !call.arguments.contains { $0.label?.text == "id" }
        }
      }
      var findings: [Finding] = []
      // Items made in the list's own argument, in the body: new on every run of the body.
      for (call, file) in all {
        guard let name = Expressions.calleeName(call), shows.contains(name),
          let first = call.arguments.first?.expression, makesFreshItems(first)
        else { continue }
        findings.append(
          project.warning(
            .freshIdentities, at: first, file: file,
            .freshIdentities("the items \(name) shows", when: "on every run of the body")))
      }
      for name in type.propertyOrder where listed.contains(name) {
        guard let property = type.properties[name], !property.isStatic,
          property.attributes.isEmpty, let declaration = property.declaration
        else { continue }
        let source: Syntax?
        if let getter = property.getterBody {
          source = getter
        } else {
          source = Self.binding(property)?.initializer.map(Syntax.init)
        }
        guard let source, makesFreshItems(source),
          let file = project.fileIndex(of: declaration)
        else { continue }
        findings.append(
          project.warning(
            .freshIdentities, at: declaration, file: file,
            .freshIdentities(
              "'\(name)'",
              when: property.isComputed
                ? "each time it is read" : "each time the parent rebuilds this view")))
      }
      return findings
    }
  }

  /// The initializers declared directly in a type (not in nested types).
  final class InitializerCollector: SyntaxVisitor {
    var initializers: [InitializerDeclSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      initializers.append(node)
      return .skipChildren
    }

    private var depth = 0

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      depth += 1
      return depth == 1 ? .visitChildren : .skipChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { depth -= 1 }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      depth == 0 ? .visitChildren : .skipChildren
    }
  }

  /// The assignments of a body: the target's last name (`self.url` gives `url`) and the value.
  final class AssignmentCollector: SyntaxVisitor {
    var pairs: [(String, ExprSyntax)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let items = Array(node.elements)
      if items.count == 3, items[1].is(AssignmentExprSyntax.self),
        let target = Expressions.path(items[0])
      {
        pairs.append((String(target.split(separator: ".").last ?? ""), items[2]))
      }
      return .visitChildren
    }
  }

  /// The calls of each type an ``InputIdentityRules`` value has collected (one per family,
  /// read on one thread).
  final class CallsByType {
    var calls: [String: [(call: FunctionCallExprSyntax, file: Int)]] = [:]
  }

  final class CallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      calls.append(node)
      return .visitChildren
    }
  }

  extension Finding.Message {
    static func loadNotKeyedOnInput(_ input: String, modifier: String) -> Finding.Message {
      Finding.Message(
        ".\(modifier) loads from '\(input)', which the parent sets, and runs once per "
          + "appearance: when the parent passes a new \(input), the old content stays; use "
          + ".task(id: \(input)) or reload in .onChange(of: \(input))")
    }

    static func freshIdentities(_ subject: String, when: String) -> Finding.Message {
      Finding.Message(
        "\(subject) are made, with an id that defaults to UUID(), \(when): every rebuild gives "
          + "new identities and the state kept by id matches no item; keep the items in "
          + "@State or a model, or make them once")
    }
  }
#endif
