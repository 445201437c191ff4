/// Runs a view headlessly on a `Runtime`'s virtual clock and records what SwiftUI would do.
///
/// The host builds the graph at once (every body evaluated: insertions), then applies writes in
/// the `.update` phase of the following turns and samples animations in the `.animate` phase.
/// It exposes what users do — touches on the virtual clock (it is a `TouchInputReceiver`:
/// ``tap(at:count:)``, ``drag(from:to:duration:samplesPerSecond:)``, scripts), and, as direct
/// event handlers, ``tap(_:)``, ``toggle(_:)``, ``write(_:_:in:)`` (a state or a binding by
/// property name), ``setEnvironment(_:_:key:)``, ``drag(_:translation:steps:)``,
/// ``perform(_:)`` for any event-handler code such as mutating a model — and records every body
/// evaluation with its cause (``evaluations``). ``measure(_:key:_:)`` turns one interaction
/// into the Invalidation kernel's line.
///
/// Interactions stand for event handlers running in the current turn: their writes are
/// deferred and coalesced, then processed when the host settles (the runtime finishes the turn
/// at the current time) or when the clock advances.
@MainActor
public final class ViewHost<Content: View> {
  /// The runtime whose clock drives the host.
  public let runtime: Runtime
  let graph: ViewGraph
  private var observers: [ObserverToken] = []
  /// The window of the layout pass (``layout(in:)``).
  var layoutWindow = LayoutMetric.defaultWindow
  /// Routes touches to gestures (``receiveTouches(_:at:)``); the host is its
  /// `GestureRouterHost`.
  // Made in `init` once `self` exists (the router refers back to the host), before any use.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  var router: GestureRouter!
  /// The last layout and the update it was made after (``currentLayout()``).
  var layoutCache: (update: Int, window: CGSize, engine: LayoutEngine)?
  /// Fingers put down by hand (``startDrag(_:at:)``).
  var manualTouches = 0

  /// Hosts `rootView` on `runtime` (the current task's runtime by default) and evaluates it.
  @MainActor
  public init(
    rootView: Content, runtime: Runtime = .current, environment: EnvironmentValues = .init()
  ) {
    self.runtime = runtime
    graph = ViewGraph(runtime: runtime)
    graph.rootEnvironment = environment
    graph.mount(rootView)
    observers.append(
      runtime.addObserver(.update) { [weak graph] _ in graph?.update() })
    observers.append(
      runtime.addObserver(.animate) { [weak graph] _ in graph?.stepAnimations() })
    router = GestureRouter(host: self, runtime: runtime)
    observers.append(
      runtime.addObserver(.input) { [weak self] runtime in self?.router.tick(at: runtime.now) })
  }

  deinit {
    for token in observers { runtime.removeObserver(token) }
    // The views go with the host: their `.task`s and refreshes are cancelled
    // (Docs/Semantics/SwiftUI.md §12.2).
    graph.lifecycleCancellers.cancelAll()
  }

  // MARK: - Records

  /// Every body evaluation so far, oldest first.
  public var evaluations: [BodyEvaluation] { graph.evaluations }
  /// How many bodies were evaluated, including unrecorded ones.
  public var evaluationCount: Int { graph.evaluationTotal }
  /// Every insertion and removal of a user view.
  public var identityEvents: [IdentityEvent] { graph.identityEvents }
  /// Misuse reports (Docs/Semantics/SwiftUI.md §3.1).
  public var issues: [RuntimeIssue] { graph.issues }
  /// Presented values of animated properties, one per running animation and frame.
  public var presentedSamples: [PresentedSample] { graph.presentationSamples }
  /// How many updates ran.
  public var updateCount: Int { graph.updateCount }

  /// When false, evaluations, identity events, changed keys and samples are counted but not
  /// kept.
  public var keepsRecords: Bool {
    get { graph.keepsRecords }
    set { graph.keepsRecords = newValue }
  }

  /// The user views in tree order (depth first, parent before children).
  public var userViews: [String] { userNodes().map(\.name) }

  /// The strings of every `Text` on screen, in tree order, as the last update left them: a
  /// write made in `perform(_:)` or by an interaction such as `tap(_:)` shows after `settle()`
  /// or the next turn (Docs/Semantics/SwiftUI.md §2.9); `measure(_:_:)` settles itself.
  public var texts: [String] {
    allNodes().compactMap { $0.cast(Text.self)?.content }
  }

  /// `_printChanges` lines of the evaluations from `start` on (Docs/Semantics/SwiftUI.md §2.7).
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
  ///
  /// When writes are still pending after `limit` turns (a body or an `onChange` that keeps
  /// writing), the trace says so and the host stops there (Docs/Misuse.md §6).
  public func settle(limit: Int = 100) {
    var turns = 0
    while (graph.hasPendingWork || runtime.hasDueWork) && turns < limit {
      runtime.runTurn()
      turns += 1
    }
    if graph.hasPendingWork {
      runtime.record(
        .diagnostic,
        "SwiftUI: settle() gave up after \(limit) turns with writes still pending; something "
          + "keeps writing state on every update")
    }
  }

  /// Runs `body` as an event handler of the current turn (a model mutation, a write through a
  /// captured binding, …); its writes apply at the next update.
  public func perform(_ body: () -> Void) {
    body()
    runtime.setNeedsTurn()
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

  /// The user views whose identities are in the graph: views still presented while their
  /// removal transitions run are not (Docs/Semantics/SwiftUI.md §11.3).
  func userNodes() -> [GraphNode] { allNodes().filter { $0.isUser && !$0.isRemoved } }

  func subtreeText(_ node: GraphNode) -> String {
    var parts: [String] = []
    var stack = [node]
    while let current = stack.popLast() {
      if let text = current.cast(Text.self) { parts.append(text.content) }
      stack += current.children.reversed()
    }
    return parts.joined(separator: " ")
  }
}
