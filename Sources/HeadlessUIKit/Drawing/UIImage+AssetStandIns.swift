import Runtime

/// Whether `UIImage(named:)` stands in for the app's asset catalog in a runtime, and the names
/// it stood in for (ScreenLab's; Docs/Semantics/UIKit.md §59).
///
/// ScreenLab has no asset catalog, so `UIImage(named:)` answers nil, as UIKit does for a
/// missing asset, and code that force-unwraps an image its app ships
/// (`UIImage(named: "logo")!`) stops there. `screenlab run` hosts such code without the app's
/// assets: it turns the stand-ins on, and every named image is then a 20 × 20 image of that
/// name, with a diagnostic once per name.
public final class AssetStandIns {
  /// Whether named images get a stand-in (off by default).
  public var isOn = false
  /// The names stood in for, in first-use order.
  public private(set) var names: [String] = []
  /// The colour names stood in for (`UIColor(named:)`, §66).
  var colorNames: [String] = []

  /// The size of a stand-in image, in points.
  static let size = CGSize(width: 20, height: 20)

  init() {}

  /// The stand-ins of `runtime`.
  public static func of(_ runtime: Runtime) -> AssetStandIns {
    runtime.component(AssetStandIns.self) { _ in AssetStandIns() }
  }

  /// Whether `runtime` stands in for the asset `name`; the first time for a name, records it
  /// and a diagnostic.
  static func standsIn(for name: String, in runtime: Runtime) -> Bool {
    let standIns = of(runtime)
    guard standIns.isOn else { return false }
    if !standIns.names.contains(name) {
      standIns.names.append(name)
      runtime.record(
        .diagnostic,
        "UIImage(named: \"\(name)\"): no asset catalog; a 20 × 20 image stands in for it")
    }
    return true
  }
}
