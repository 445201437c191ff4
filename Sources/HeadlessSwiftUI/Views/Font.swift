/// A text style, kept as data and passed down the environment (``View/font(_:)``).
public struct Font: Hashable, Sendable {
  /// The style name (`body`, `title`, …, or `system`).
  public let name: String
  /// The point size.
  public let size: Double
  /// The weight; `nil` for the style's own (Docs/RealCode.md, fonts).
  public internal(set) var weight: Weight? = nil
  /// The design; `nil` for the default design.
  public internal(set) var design: Design? = nil
  /// True after ``italic()``.
  public internal(set) var isItalic = false
  /// True after ``monospacedDigit()``.
  public internal(set) var usesMonospacedDigits = false

  /// A system font of `size` points.
  public static func system(size: Double) -> Font { Font(name: "system", size: size) }

  public static let largeTitle = Font(name: "largeTitle", size: 34)
  public static let title = Font(name: "title", size: 28)
  public static let headline = Font(name: "headline", size: 17)
  public static let body = Font(name: "body", size: 17)
  public static let callout = Font(name: "callout", size: 16)
  public static let caption = Font(name: "caption", size: 12)
}

private enum FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}

extension EnvironmentValues {
  /// The font of text in this subtree; `nil` (the system default) unless set.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the font of text in this subtree (through the environment).
  public func font(_ font: Font?)
    -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Font?>>
  {
    environment(\.font, font)
  }

  /// Sets the navigation title, kept as data.
  public func navigationTitle<S: StringProtocol>(_ title: S)
    -> ModifiedContent<Self, _NavigationTitleModifier>
  {
    modifier(_NavigationTitleModifier(title: String(title)))
  }
}

/// `.navigationTitle(_:)`, kept as data.
nonisolated public struct _NavigationTitleModifier: ViewModifier, ModifierEffect, Equatable {
  public typealias Body = Never
  /// The title.
  public let title: String
}
