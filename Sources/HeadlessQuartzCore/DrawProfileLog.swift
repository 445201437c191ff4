import HeadlessCoreGraphics
import Runtime

/// The draw profiles of a runtime's passes, kept when asked (``isEnabled``: off by default, so
/// a run that does not look pays nothing but the counting), and the layer trees on screen, for
/// reports and `--format json` (Docs/Report.md §5).
public final class DrawProfileLog {
  /// One drawing pass: who drew, when, and its profile.
  public struct Entry: Hashable, Sendable {
    /// The view or layer, as it describes itself.
    public var owner: String
    /// The view or layer's identity (to name it as a caller knows it).
    public var ownerID: ObjectIdentifier?
    public var turn: Int
    /// The virtual time in seconds.
    public var time: Double
    public var profile: DrawProfile
  }

  /// Whether passes are kept.
  public var isEnabled = false
  /// The passes kept, oldest first.
  public private(set) var entries: [Entry] = []
  private var roots: [WeakLayer] = []

  private struct WeakLayer {
    weak var layer: CALayer?
  }

  init() {}

  /// The log of `runtime`, made on first use.
  public static func of(_ runtime: Runtime) -> DrawProfileLog {
    runtime.component(DrawProfileLog.self) { _ in DrawProfileLog() }
  }

  /// Keeps a pass (when ``isEnabled``).
  public func append(
    owner: String, id: ObjectIdentifier? = nil, turn: Int, time: Double, profile: DrawProfile
  ) {
    guard isEnabled else { return }
    entries.append(Entry(owner: owner, ownerID: id, turn: turn, time: time, profile: profile))
  }

  /// Registers the root layer of a tree on screen (a window's layer, when it is shown).
  public func addScreenRoot(_ layer: CALayer) {
    roots.removeAll { $0.layer == nil }
    guard !roots.contains(where: { $0.layer === layer }) else { return }
    roots.append(WeakLayer(layer: layer))
  }

  /// The root layers on screen that are still alive, in the order they were shown.
  public var screenRoots: [CALayer] { roots.compactMap(\.layer) }

  /// What the trees on screen weigh now (``LayerTreeWeight``).
  public func screenWeight(scale: CGFloat? = nil) -> LayerTreeWeight {
    LayerTreeWeight(roots: screenRoots, scale: scale)
  }
}
