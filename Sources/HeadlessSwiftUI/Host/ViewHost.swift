/// Runs a view headlessly on a ``Runtime``'s virtual clock and records what SwiftUI would do.
///
/// The host builds the graph at once (every body evaluated: insertions), then applies writes in
/// the `.update` phase of the following turns and samples animations in the `.animate` phase.
/// It exposes what users do — ``tap(_:)``, ``toggle(_:)``, ``write(_:_:in:)`` (a state or a
/// binding by property name), ``setEnvironment(_:_:key:)``, ``drag(_:translation:steps:)``,
/// ``perform(_:)`` for any event-handler code such as mutating a model — and records every body
/// evaluation with its cause (``evaluations``). ``measure(_:key:_:)`` turns one interaction
/// into the Invalidation kernel's line.
///
/// Interactions stand for event handlers running in the current turn: their writes are
/// deferred and coalesced, then processed when the host settles (the runtime finishes the turn
/// at the current time) or when the clock advances.
public final class ViewHost<Content: View> {
  /// The runtime whose clock drives the host.
  public let runtime: Runtime
  let graph: ViewGraph
  private var observers: [ObserverToken] = []
  private var keyLog: [String] = []

  /// Hosts `rootView` on `runtime` (the current task's runtime by default) and evaluates it.
  public init(
    rootView: Content, runtime: Runtime = .current, environment: EnvironmentValues = .init()
  ) {
    self.runtime = runtime
    graph = ViewGraph(runtime: runtime)
    graph.rootEnvironment = environment
    graph.mount(rootView)
    observers.append(
      runtime.addObserver(.update) { [weak self] _ in self?.runUpdate() })
    observers.append(
      runtime.addObserver(.animate) { [weak graph] _ in graph?.stepAnimations() })
  }

  deinit {
    for token in observers { runtime.removeObserver(token) }
  }

  private func runUpdate() {
    graph.update()
    keyLog += graph.lastChangedKeys
    graph.lastChangedKeys = []
  }

  // MARK: - Records

  /// Every body evaluation so far, oldest first.
  public var evaluations: [BodyEvaluation] { graph.evaluations }
  /// How many bodies were evaluated, including unrecorded ones.
  public var evaluationCount: Int { graph.evaluationTotal }
  /// Every insertion and removal of a user view.
  public var identityEvents: [IdentityEvent] { graph.identityEvents }
  /// Misuse reports (issue item 6).
  public var issues: [RuntimeIssue] { graph.issues }
  /// Presented values of animated properties, one per running animation and frame.
  public var presentedSamples: [PresentedSample] { graph.presentationSamples }
  /// How many updates ran.
  public var updateCount: Int { graph.updateCount }

  /// When false, evaluations, identity events and samples are counted but not kept.
  public var keepsRecords: Bool {
    get { graph.keepsRecords }
    set { graph.keepsRecords = newValue }
  }

  /// The user views in tree order (depth first, parent before children).
  public var userViews: [String] { userNodes().map(\.name) }

  /// The strings of every `Text` on screen, in tree order.
  public var texts: [String] {
    allNodes().compactMap { $0.cast(Text.self)?.content }
  }

  /// `_printChanges` lines of the evaluations from `start` on (semantics §2.7).
  public func printChangesLines(from start: Int = 0) -> [String] {
    graph.evaluations[start...].map(\.printChangesLine)
  }

  /// The presented value of the animatable property `property` (`opacity`, `offset`, `frame`,
  /// `foregroundStyle`, `background`) of the first modifier under the user view `view`.
  public func presentedValue(_ property: String, in view: String) -> [Double]? {
    guard let owner = userNodes().first(where: { $0.name == view }) else { return nil }
    var stack = Array(owner.children.reversed())
    while let node = stack.popLast() {
      if let value = graph.presentedValue(node, property) { return value }
      if !node.isUser { stack += node.children.reversed() }
    }
    return nil
  }

  // MARK: - Running

  /// Runs turns at the current time until no write is pending (at most `limit` turns).
  public func settle(limit: Int = 100) {
    var turns = 0
    while graph.hasPendingWork && turns < limit {
      runtime.runTurn()
      turns += 1
    }
  }

  /// Runs `body` as an event handler of the current turn (a model mutation, a write through a
  /// captured binding, …); its writes apply at the next update.
  public func perform(_ body: () -> Void) {
    body()
    runtime.setNeedsTurn()
  }

  // MARK: - Interactions

  /// Taps the first button, or view with `onTapGesture`, whose text is `title`; a control
  /// disabled through the environment (``View/disabled(_:)``) ignores the tap.
  ///
  /// - Returns: false when no such control exists.
  @discardableResult
  public func tap(_ title: String) -> Bool {
    for node in allNodes() {
      let control: TappableControl? =
        node.cast(TappableControl.self) ?? (node.effect as? TappableControl)
      guard let control, subtreeText(node) == title else { continue }
      if node.environment.isEnabled { perform { control.performTap() } }
      return true
    }
    return false
  }

  /// Flips the first toggle whose label text is `title`.
  ///
  /// - Returns: false when no such toggle exists.
  @discardableResult
  public func toggle(_ title: String) -> Bool {
    for node in allNodes() {
      guard let toggle = node.cast(FlippableControl.self), subtreeText(node) == title else {
        continue
      }
      perform { toggle.flip() }
      return true
    }
    return false
  }

  /// Types `text` into the first text field whose placeholder is `title`, replacing its text.
  ///
  /// - Returns: false when no such text field exists.
  @discardableResult
  public func type(_ text: String, into title: String) -> Bool {
    for node in allNodes() {
      guard let field = node.cast(TextField.self), field.title == title else { continue }
      perform { field.text.wrappedValue = text }
      return true
    }
    return false
  }

  /// Writes `value` to the `@State`, `@GestureState` or `@Binding` property `name` of the
  /// first user view (named `view`, when given) that has one of type `Value`.
  ///
  /// - Returns: false when no such property exists.
  @discardableResult
  public func write<Value>(_ name: String, _ value: Value, in view: String? = nil) -> Bool {
    for node in userNodes() where view == nil || node.name == view {
      for child in Mirror(reflecting: node.propertyOwner).children where child.label == "_" + name {
        if let state = child.value as? State<Value> {
          perform { state.wrappedValue = value }
          return true
        }
        if let binding = child.value as? Binding<Value> {
          perform { binding.wrappedValue = value }
          return true
        }
        if let gestureState = child.value as? GestureState<Value> {
          perform { gestureState.write(value, transaction: Transaction()) }
          return true
        }
      }
    }
    return false
  }

  /// The current value of the `@State`, `@GestureState` or `@Binding` property `name` of the
  /// first user view (named `view`, when given) that has one of type `Value`.
  public func read<Value>(_ name: String, as type: Value.Type, in view: String? = nil) -> Value? {
    for node in userNodes() where view == nil || node.name == view {
      for child in Mirror(reflecting: node.propertyOwner).children where child.label == "_" + name {
        if let state = child.value as? State<Value> { return state.link.box?.value }
        if let binding = child.value as? Binding<Value> { return binding.location.get() }
        if let gestureState = child.value as? GestureState<Value> {
          return gestureState.link.box?.value
        }
      }
    }
    return nil
  }

  /// The first `@StateObject` of type `Object` (owned by the user view `view`, when given).
  public func stateObject<Object: AnyObject>(_ type: Object.Type, in view: String? = nil)
    -> Object?
  {
    for node in userNodes() where view == nil || node.name == view {
      for slot in node.slots.keys.sorted() {
        if let object = node.slots[slot] as? Object { return object }
      }
    }
    return nil
  }

  /// Sets the root environment's `keyPath` to `value` from the next update on; readers of
  /// that key whose value changes re-run with cause `ortam` (semantics §2.2).
  public func setEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V, key: String? = nil
  ) {
    var values = graph.pendingEnvironment?.values ?? graph.rootEnvironment
    values[keyPath: keyPath] = value
    let name =
      key ?? PropertyName.of(keyPath)
      ?? PropertyName.ofEnvironmentKey(values.head?.name ?? "\(keyPath)")
    graph.setEnvironment(values, key: name)
  }

  // MARK: - Measurement

  /// Runs `interaction`, settles, and reports which user views re-ran and why, in the
  /// Invalidation kernel's format (issue item 4).
  ///
  /// - Parameters:
  ///   - label: the step label printed first (`panel-acildi`).
  ///   - key: the key printed; by default the names of what changed.
  public func measure(_ label: String, key: String? = nil, _ interaction: () -> Void)
    -> InvalidationReport
  {
    settle()
    let evaluationStart = graph.evaluations.count
    let identityStart = graph.identityEvents.count
    keyLog = []
    interaction()
    settle()
    var causes: [ObjectIdentifier: Cause] = [:]
    for evaluation in graph.evaluations[evaluationStart...] {
      if let cause = evaluation.cause, causes[evaluation.node] == nil {
        causes[evaluation.node] = cause
      }
    }
    let events = graph.identityEvents[identityStart...]
    let insertedNodes = Set(events.filter { $0.kind == .inserted }.map(\.node))
    var recomputes: [Recompute] = []
    var skipped: [String] = []
    for node in userNodes() {
      if let cause = causes[ObjectIdentifier(node)] {
        recomputes.append(Recompute(view: node.name, cause: cause))
      } else if !insertedNodes.contains(ObjectIdentifier(node)) {
        skipped.append(node.name)
      }
    }
    var keys: [String] = []
    for name in keyLog where !keys.contains(name) { keys.append(name) }
    return InvalidationReport(
      label: label, key: key ?? (keys.isEmpty ? "-" : keys.joined(separator: ",")),
      recomputes: recomputes, skipped: skipped,
      inserted: events.filter { $0.kind == .inserted }.map(\.view),
      removed: events.filter { $0.kind == .removed }.map(\.view))
  }

  /// Runs `interaction`, prints the kernel's line, and returns the recomputes: the lessons'
  /// `change(_:key:)`, derived from execution, so `countCauses(_:)` can follow.
  @discardableResult
  public func change(
    _ label: String, key: String? = nil, language: Language = .default,
    _ interaction: () -> Void
  ) -> [Recompute] {
    let report = measure(label, key: key, interaction)
    print(report.line(language))
    return report.recomputes
  }

  // MARK: - Traversal

  func allNodes() -> [GraphNode] {
    guard let root = graph.root else { return [] }
    var result: [GraphNode] = []
    var stack = [root]
    while let node = stack.popLast() {
      result.append(node)
      stack += node.children.reversed()
    }
    return result
  }

  func userNodes() -> [GraphNode] { allNodes().filter(\.isUser) }

  private func subtreeText(_ node: GraphNode) -> String {
    var parts: [String] = []
    var stack = [node]
    while let current = stack.popLast() {
      if let text = current.cast(Text.self) { parts.append(text.content) }
      stack += current.children.reversed()
    }
    return parts.joined(separator: " ")
  }

  func findGesture(_ valueType: Any.Type, under view: String?) -> Any? {
    var nodes = allNodes()
    if let view, let owner = nodes.first(where: { $0.isUser && $0.name == view }) {
      nodes = nodes.filter { $0 === owner || $0.hasAncestor(owner) }
    }
    for node in nodes {
      guard let carrier = node.effect as? GestureCarrier else {
        continue
      }
      if sourceValueType(of: carrier.anyGesture) == valueType { return carrier.anyGesture }
    }
    return nil
  }
}
