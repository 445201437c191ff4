import Foundation

// Liquid Glass (iOS 26): `Glass`, `DefaultGlassEffectShape` and `glassEffect(_:in:)`
// (Docs/Semantics/SwiftUI.md §16.7). ScreenLab does not blur or refract: the glass is drawn as
// a translucent fill of its shape behind the view, as a material is.

/// The configuration of the Liquid Glass material: a variant, a tint and whether it reacts
/// to touches (SwiftUI's `Glass`, iOS 26).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct Glass: Equatable, Sendable {
  enum Variant: Equatable, Sendable { case regular, clear, identity }

  let variant: Variant
  /// The tint colour, nil for none.
  let tintColor: Color?
  /// Whether the glass reacts to touches (kept; nothing reacts headless).
  let isInteractive: Bool

  /// The regular variant, the default of ``View/glassEffect(_:in:)``.
  public static var regular: Glass {
    Glass(variant: .regular, tintColor: nil, isInteractive: false)
  }
  /// The clear variant: more transparent than the regular one.
  public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
  /// The identity variant: the content as if no glass were applied.
  public static var identity: Glass {
    Glass(variant: .identity, tintColor: nil, isInteractive: false)
  }

  /// A copy of the glass tinted with `color` (nil: untinted).
  public func tint(_ color: Color?) -> Glass {
    Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
  }

  /// A copy of the glass that reacts to touches when `isEnabled`.
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
  }

  /// What the headless painter fills the shape with: white at the opacity of the regular
  /// material (0.6) for the regular variant and of the ultra-thin one (0.3) for the clear
  /// variant, the tint colour at that opacity when tinted, nothing for the identity variant.
  var fill: Color {
    let opacity: Double
    switch variant {
    case .regular: opacity = 0.6
    case .clear: opacity = 0.3
    case .identity: return .clear
    }
    return (tintColor ?? Color(white: 1)).opacity(opacity)
  }
}

/// The shape glass effects take by default: a capsule (SwiftUI's `DefaultGlassEffectShape`,
/// iOS 26).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct DefaultGlassEffectShape: Shape, Sendable {
  /// Creates the shape.
  public init() {}

  /// The capsule in `rect`.
  public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

nonisolated extension View {
  /// Renders `shape`, filled with `glass`, behind the view in its frame (the view's layout
  /// does not change): SwiftUI's Liquid Glass effect (iOS 26), drawn headless as a translucent
  /// fill (Docs/Semantics/SwiftUI.md §16.7).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
  @MainActor
  public func glassEffect(
    _ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()
  ) -> some View {
    background(alignment: .center) { shape.fill(glass.fill) }
  }
}
