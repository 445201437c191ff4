#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL402: an unpublished property written only beside a published one (Docs/Analyzer.md,
  /// "SwiftUI values that are not observed").
  extension ObservationRules {
    // MARK: SL402: writes announced by a published write

    /// Types a model keeps for its own work, which no screen shows: a timer, a subscription, a
    /// task, a work item (`var pauseTimer: Timer?`, `var cancellable: AnyCancellable?`).
    static let bookkeepingTypes: Set<String> = [
      "Timer", "AnyCancellable", "Cancellable", "Task", "DispatchWorkItem", "NSObjectProtocol",
    ]

    /// The function, accessor or closure whose body holds `node`.
    static func scope(of node: Syntax) -> Syntax? {
      var current = node.parent
      while let step = current {
        if step.is(FunctionDeclSyntax.self) || step.is(ClosureExprSyntax.self)
          || step.is(AccessorDeclSyntax.self) || step.is(InitializerDeclSyntax.self)
        {
          return step
        }
        current = step.parent
      }
      return nil
    }

    /// The scope of `node` (`scope(of:)`) and, when that is a block queued on the main queue
    /// (`DispatchQueue.main.async { }`, `asyncAfter`), the scope that queues it, and so on: a
    /// published write queued there runs after the code that queues it and announces the
    /// object then, so the view, run again, reads what that code wrote too (since the eighth
    /// SwiftUI sample: a success text written in a completion that shows its screen 0.6 s
    /// later by toggling a published flag).
    static func scopesThroughMainQueue(of node: Syntax) -> [SyntaxIdentifier] {
      var scopes: [SyntaxIdentifier] = []
      var current = scope(of: node)
      while let step = current, scopes.count < 8 {
        scopes.append(step.id)
        guard let closure = step.as(ClosureExprSyntax.self) else { break }
        let call =
          closure.parent?.as(FunctionCallExprSyntax.self)
          ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call, Expressions.calleeBase(call)?.hasSuffix("DispatchQueue.main") == true,
          ["async", "asyncAfter"].contains(Expressions.calleeName(call) ?? "")
        else { break }
        current = scope(of: Syntax(closure))
      }
      return scopes
    }

    /// The property whose `didSet` or `willSet` `scope` is (`messages` for the observer of
    /// `var messages: [Message] = [] { didSet { … } }`).
    static func observedProperty(of scope: Syntax) -> String? {
      guard let accessor = scope.as(AccessorDeclSyntax.self),
        ["didSet", "willSet"].contains(accessor.accessorSpecifier.text),
        let binding = accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self)
      else { return nil }
      return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// Whether code before `node` in the same function or closure (not in a closure of its
    /// own) sends an object's change by hand (`shopping.objectWillChange.send()`): the
    /// author announces the write to every view that observes that object, which runs its
    /// body again and reads the plain class's new value (Apple, `ObservableObject`:
    /// `objectWillChange` is the publisher that emits before the object changes). SL401,
    /// since the sixth SwiftUI sample.
    static func followsAnnouncement(_ node: Syntax) -> Bool {
      guard let scope = scope(of: node) else { return false }
      let calls = CallCollector()
      calls.walk(scope)
      return calls.calls.contains { call in
        guard Expressions.calleeName(call) == "send", call.arguments.isEmpty,
          let base = Expressions.calleeBase(call),
          base == "objectWillChange" || base.hasSuffix(".objectWillChange"),
          call.position < node.position
        else { return false }
        return Self.scope(of: Syntax(call))?.id == scope.id
      }
    }

    /// Whether every write of `member` of `model` outside an initializer sits in a function
    /// (or closure) that also writes a `@Published` property of the same object, outside any
    /// closure of its own: the published write sends `objectWillChange` for the whole object
    /// (Apple, `ObservableObject`: the publisher emits before any of its `@Published`
    /// properties changes), and the view, re-run, reads the unpublished value too.
    func isAlwaysWrittenWithPublished(_ member: String, of model: ValueScan.TypeFacts) -> Bool {
      let typeName = model.name
      let published = Set(
        model.order.filter { model.properties[$0]?.attributes.contains("Published") == true })
      guard !published.isEmpty else { return false }
      var seen = false
      for write in scan.writes where !write.inInitializer {
        for index in write.parts.indices
        where write.parts[index] == member && owner(of: write, at: index) == typeName
          && changesProperty(write, at: index)
        {
          seen = true
          guard let scope = Self.scope(of: write.node) else { return false }
          let prefix = Array(write.parts[..<index])
          // `@Published var messages … { didSet { first = messages.first } }`: the observer
          // runs inside the published property's setter, which announces the object.
          if prefix.isEmpty, let property = Self.observedProperty(of: scope),
            published.contains(property)
          {
            continue
          }
          let announced = scan.writes.contains { other in
            guard other.file == write.file, other.parts.count == prefix.count + 1,
              let last = other.parts.last, published.contains(last),
              Array(other.parts.dropLast()) == prefix,
              owner(of: other, at: prefix.count) == typeName
            else { return false }
            return Self.scopesThroughMainQueue(of: other.node).contains(scope.id)
          }
          if !announced { return false }
        }
      }
      return seen
    }
  }
#endif
