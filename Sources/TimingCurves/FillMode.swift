/// What a timed object shows outside its active interval (Docs/Semantics/CoreAnimation.md §a.1,
/// §a.4).
///
/// The raw values are the names Core Animation uses (`CAMediaTimingFillMode`).
public enum FillMode: String, CaseIterable, Hashable, Sendable {
  /// Not applied before the begin time nor after the end.
  case removed
  /// Freezes the last frame after the end (while the object stays attached).
  case forwards
  /// Shows the first frame before the begin time.
  case backwards
  /// Both `backwards` and `forwards`.
  case both

  /// Whether the object is applied, frozen at its first frame, before its begin time.
  public var fillsBackwards: Bool { self == .backwards || self == .both }
  /// Whether the object is applied, frozen at its last frame, after its end.
  public var fillsForwards: Bool { self == .forwards || self == .both }
}
