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
