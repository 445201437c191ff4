extension UnitBezier {
  /// The duration of SwiftUI's `.easeIn`, `.easeOut` and `.easeInOut` without a duration, 0.35 s
  /// (i). The same 0.35 s is assumed for `.linear` without a duration and for the pre-iOS 17
  /// `Animation.default` (ease-in-ease-out), both marked uncertain in i [U].
  ///
  /// SwiftUI's `UnitCurve` presets use the same control points as ``easeIn``, ``easeOut``,
  /// ``easeInEaseOut`` and ``linear``.
  public static let swiftUIDefaultDuration = 0.35
}
