// `AnimatableModifier` (deprecated, still compiling) and `ViewModifier.animation(_:)`
// (Docs/Semantics/SwiftUI.md §13.21).

/// A modifier with animatable data: SwiftUI's `AnimatableModifier`, which Apple deprecated for
/// conforming a modifier to ``Animatable`` directly. As for any ``Animatable`` here, its own
/// `animatableData` is not interpolated: a change is shown at once (Docs/RealCode.md,
/// "Animatable data").
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use Animatable directly")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// `modifier.animation(_:)`: the modifier, with `animation` applied to the animatable values
/// it sets, and not to the view it modifies (the scoped animation of `.animation(_:body:)`).
nonisolated public struct _AnimatedModifier<Base: ViewModifier>: ViewModifier {
  let base: Base
  let animation: Animation?

  @MainActor
  public func body(content: Content) -> some View {
    content.modifier(_ScopedAnimationContentModifier()).modifier(base)
      .modifier(_ScopedAnimationModifier(animation: animation))
  }
}

extension ViewModifier {
  /// This modifier with `animation` applied to every animatable value it sets when it
  /// changes (not on insertion); `nil` makes them jump.
  @preconcurrency
  public func animation(_ animation: Animation?) -> _AnimatedModifier<Self> {
    _AnimatedModifier(base: self, animation: animation)
  }
}
