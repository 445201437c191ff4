// Progress view styles, recorded (Docs/RealCode.md, "Recorded modifiers"): a progress view is
// laid out as a bar or a spinner by whether it has a value, whatever its style.

/// A style of progress views.
@MainActor @preconcurrency
public protocol ProgressViewStyle {}

/// The spinner (recorded; `tint` recorded too).
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The tint, when given.
  public let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
}

/// The bar (recorded).
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The tint, when given.
  public let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
}

/// The platform's default style.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

nonisolated extension View {
  /// The style of progress views in this subtree (recorded).
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("progressViewStyle", "\(S.self)")
  }
}
