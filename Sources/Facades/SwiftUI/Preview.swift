// `#Preview` in a user's own package (Docs/Testing.md §0.2). Apple's SwiftUI declares the
// macro; on a platform without it, this facade declares the same spellings and ScreenLab's
// compiler plugin (the `ScreenLabMacros` target) expands them. Built only when the toolchain's
// host libraries were found (`SCREENLAB_PREVIEW_MACRO`).
#if SCREENLAB_PREVIEW_MACRO
  /// A preview of a SwiftUI view: `#Preview("Title") { MyView() }`. The body is type-checked
  /// where it is written, in the user's module; `screenlab run` hosts it (Docs/Run.md §3).
  @freestanding(declaration)
  public macro Preview(
    _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
  ) = #externalMacro(module: "ScreenLabMacros", type: "PreviewMacro")

  /// A preview of a UIKit view: `#Preview { MyView() }`.
  @freestanding(declaration)
  public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIView) =
    #externalMacro(module: "ScreenLabMacros", type: "UIKitPreviewMacro")

  /// A preview of a UIKit view controller: `#Preview { MyViewController() }`.
  @freestanding(declaration)
  public macro Preview(
    _ name: String? = nil, body: @escaping @MainActor () -> UIViewController
  ) = #externalMacro(module: "ScreenLabMacros", type: "UIKitPreviewMacro")

  /// `@Previewable @State var isOn = false` inside a `#Preview` body: the preview's own
  /// state. The plugin turns each such declaration into a stored property of the view it
  /// generates; this declaration only makes the attribute known.
  @attached(peer)
  public macro Previewable() = #externalMacro(module: "ScreenLabMacros", type: "PreviewableMacro")
#endif
