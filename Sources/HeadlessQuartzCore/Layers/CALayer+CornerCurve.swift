// The curve of a layer's rounded corners (Core Animation's `CALayerCornerCurve`, iOS 13),
// kept under its key-value name, "cornerCurve" (Docs/Semantics/CoreAnimation.md (p)).

/// How rounded corners are drawn (Core Animation's `CALayerCornerCurve`).
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A quarter circle: the default.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// A continuous curve (the "squircle" of Apple's own interface).
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CALayer {
  /// The curve of the rounded corners (`.circular` until set). Kept, and readable as
  /// `value(forKey: "cornerCurve")`; ScreenLab draws no corner, so it changes no recording.
  @available(iOS 13.0, *)
  public var cornerCurve: CALayerCornerCurve {
    get { (value(forKey: "cornerCurve") as? String).map(CALayerCornerCurve.init) ?? .circular }
    set { setValue(newValue.rawValue, forKey: "cornerCurve") }
  }
}
