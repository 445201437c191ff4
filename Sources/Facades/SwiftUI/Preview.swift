// `#Preview` in a user's own package (Docs/Testing.md §0.2). Apple's SwiftUI declares the
// macro; on a platform without it, this facade declares the spelling and ScreenLab's compiler
// plugin (the `ScreenLabMacros` target) expands it. Built only when the toolchain's host
// libraries were found (`SCREENLAB_PREVIEW_MACRO`).
#if SCREENLAB_PREVIEW_MACRO
  /// A preview: `#Preview("Title") { MyView() }`. The body is type-checked where it is
  /// written, in the user's module; `screenlab run` hosts it (Docs/Run.md §3).
  ///
  /// One declaration serves SwiftUI and UIKit bodies: a body is a `@ViewBuilder` body, unless
  /// it returns with `return` (Swift then applies no result builder), as a UIKit body does:
  /// `#Preview { let label = UILabel(); return label }`. Separate overloads for `UIView` and
  /// `UIViewController` bodies, as Apple declares them, made every SwiftUI body of several
  /// statements ambiguous here (measured; a macro cannot be `@_disfavoredOverload`).
  @freestanding(declaration)
  public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> Any) =
    #externalMacro(module: "ScreenLabMacros", type: "PreviewMacro")

  /// A preview with traits: `#Preview(traits: .sizeThatFitsLayout) { MyView() }` (iOS 17).
  /// The traits choose how Xcode's canvas lays the preview out; `screenlab run` hosts the
  /// body in its window whatever they say (Docs/Semantics/SwiftUI.md §14.12).
  @freestanding(declaration)
  public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<PreviewViewTraits>,
    _ additionalTraits: PreviewTrait<PreviewViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> Any
  ) = #externalMacro(module: "ScreenLabMacros", type: "PreviewMacro")

  /// `@Previewable @State var isOn = false` inside a `#Preview` body: the preview's own
  /// state. The plugin turns each such declaration into a stored property of the view it
  /// generates; this declaration only makes the attribute known.
  @attached(peer)
  public macro Previewable() = #externalMacro(module: "ScreenLabMacros", type: "PreviewableMacro")
#endif

#if SCREENLAB_PREVIEW_MACRO
  /// `@Entry var name: Type = value` in an extension of `EnvironmentValues`: a new environment
  /// value with its key, as Apple's `Entry()` makes it
  /// (Docs/Semantics/SwiftUICompatibility.md C.5).
  @attached(accessor)
  @attached(peer, names: prefixed(__Key_))
  public macro Entry() = #externalMacro(module: "ScreenLabMacros", type: "EntryMacro")
#endif

/// A trait of a preview: Apple's `PreviewTrait` (DeveloperToolsSupport, which SwiftUI
/// re-exports; iOS 17), kept by name.
public struct PreviewTrait<T>: Sendable {
  /// The trait's name.
  public let name: String
}

/// The kind of traits a view preview takes (Apple's `Preview.ViewTraits`).
public enum PreviewViewTraits {}

extension PreviewTrait where T == PreviewViewTraits {
  /// The preview sized to fit its content.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(name: "sizeThatFitsLayout") }
  /// The device's layout.
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(name: "defaultLayout") }
  /// A fixed size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(name: "fixedLayout \(width) \(height)")
  }
  /// Portrait orientation.
  public static var portrait: PreviewTrait<T> { PreviewTrait(name: "portrait") }
  /// Upside-down portrait orientation.
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(name: "portraitUpsideDown") }
  /// Landscape, home button or indicator on the left.
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(name: "landscapeLeft") }
  /// Landscape, home button or indicator on the right.
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(name: "landscapeRight") }
}
