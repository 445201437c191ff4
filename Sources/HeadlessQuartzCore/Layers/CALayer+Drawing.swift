import HeadlessCoreGraphics
import Runtime

/// The display of layers without a delegate: layers drawn by their own ``CALayer/draw(in:)``
/// (subclasses) rather than by a view.
///
/// As in Core Animation, such a layer draws only when asked (`setNeedsDisplay()`, a change of
/// a key its class's `needsDisplay(forKey:)` names, or a bounds change with
/// `needsDisplayOnBoundsChange`); the requests of one turn coalesce into one `display()` in
/// the turn's display phase, before the commit. Its drawing goes into a recording context the
/// size of its bounds; ScreenLab keeps the recording (``CALayer/lastDrawing``) and counts the
/// draws (``CALayer/drawCount``) instead of making a bitmap (Docs/RealCode.md, "Layer
/// subclasses").
final class LayerDisplay {
  private let runtime: Runtime
  private var queue: [CALayer] = []
  private var records: [ObjectIdentifier: Record] = [:]

  struct Record {
    weak var layer: CALayer?
    var count: Int
    var displayList: DisplayList
    var profile: DrawProfile
  }

  /// The tally of this runtime's layer passes.
  let tally = DrawPassTally()

  init(runtime: Runtime) {
    self.runtime = runtime
    runtime.addObserver(.display, nonisolated: { [unowned self] _ in self.displayPass() })
  }

  static func of(_ runtime: Runtime) -> LayerDisplay {
    runtime.component(LayerDisplay.self) { LayerDisplay(runtime: $0) }
  }

  func enqueue(_ layer: CALayer) {
    guard !layer.storage.isPresentationCopy, !queue.contains(where: { $0 === layer }) else {
      return
    }
    queue.append(layer)
    runtime.setNeedsTurn()
  }

  private func displayPass() {
    let pending = queue
    queue.removeAll()
    for layer in pending where layer.needsDisplay() { layer.display() }
  }

  func record(_ layer: CALayer, _ displayList: DisplayList, profile: DrawProfile) {
    let id = ObjectIdentifier(layer)
    var record =
      records[id].flatMap { $0.layer === layer ? $0 : nil }
      ?? Record(layer: layer, count: 0, displayList: displayList, profile: profile)
    record.count += 1
    record.displayList = displayList
    record.profile = profile
    records[id] = record
  }

  func record(of layer: CALayer) -> Record? {
    records[ObjectIdentifier(layer)].flatMap { $0.layer === layer ? $0 : nil }
  }
}

extension CALayer {
  /// Runs ``draw(in:)`` into a recording context of the bounds, after the delegate's
  /// `layerWillDraw(_:)`, and keeps the recording (CoreAnimation.md §q).
  package func drawOwnContents() {
    let display = LayerDisplay.of(runtime)
    let rect = CGRect(origin: .zero, size: bounds.size)
    let context = CGContext(recordingWithClip: rect)
    delegate?.layerWillDraw(self)
    let previous = display.tally.begin(rect: rect)
    draw(in: context)
    let counts = display.tally.end(restoring: previous)
    let profile = DrawProfile(rect: rect, displayList: context.displayList, counts: counts)
    display.record(self, context.displayList, profile: profile)
    storage.hasDrawnContent = true
    let log = DrawProfileLog.of(runtime)
    if log.isEnabled {
      log.append(
        owner: description, id: ObjectIdentifier(self), turn: runtime.turnCount,
        time: runtime.now, profile: profile)
    }
    runtime.record(.draw, "draw(in:) \(description)")
  }

  /// Queues the layer for the display phase of the turn, as a layer that is not a view's
  /// own is (a sublayer whose delegate is a view).
  package func enqueueOwnDisplay() { LayerDisplay.of(runtime).enqueue(self) }

  /// The profile of the layer's last ``draw(in:)`` (`DrawProfile`); nil before its first.
  public var lastDrawProfile: DrawProfile? {
    LayerDisplay.of(runtime).record(of: self)?.profile
  }

  /// How many times the layer drew its own content (``draw(in:)``); ScreenLab's, for tests.
  public var drawCount: Int { LayerDisplay.of(runtime).record(of: self)?.count ?? 0 }

  /// The recording of the layer's last ``draw(in:)``; ScreenLab's, for tests.
  public var lastDrawing: DisplayList? { LayerDisplay.of(runtime).record(of: self)?.displayList }
}
