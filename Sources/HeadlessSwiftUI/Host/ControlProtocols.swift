/// A view's own recognizer, and the same recognizer seen through its phases for combining it
/// with the recognizers of the views around it (``PhaseNode``).
struct GesturePart {
  /// The recognizer the view's gesture values rebind.
  let node: AnyGestureNode
  /// `node` as a part of the combined tree.
  let phases: GestureNode<Void>

  init<Value>(_ node: GestureNode<Value>) {
    self.node = node
    phases = PhaseNode(node)
  }
}

/// A control the host can tap by title.
@MainActor
protocol TappableControl {
  func performTap()
}

/// A control the host can flip by title.
@MainActor
protocol FlippableControl {
  func flip()
}

/// A modified view carrying a gesture (Docs/Semantics/SwiftUI.md §2.4: how it combines with the
/// gestures of the view it modifies).
@MainActor
protocol GestureCarrier {
  var gesturePriority: GesturePriority { get }
  var gestureMask: GestureMask { get }
  /// The recognizer of the attached gesture.
  func makeGestureNode(_ setup: GestureSetup) -> GesturePart
  /// Gives `node`, made from an earlier value of this modifier, this value's callbacks.
  func rebindGestureNode(_ node: AnyGestureNode)
  /// The attached gesture's type, for finding a view by the gestures it has.
  var gestureType: Any.Type { get }
}

extension Button: TappableControl {
  func performTap() { action() }
}

extension Toggle: FlippableControl {
  @MainActor
  func flip() { isOn.wrappedValue.toggle() }
}

extension _TapGestureModifier: TappableControl {
  func performTap() { action() }
}

extension _GestureModifier: GestureCarrier {
  var gestureCarrier: (any GestureCarrier)? { self }
  var gesturePriority: GesturePriority { priority }
  var gestureMask: GestureMask { mask }
  @MainActor
  func makeGestureNode(_ setup: GestureSetup) -> GesturePart {
    GesturePart(HeadlessSwiftUI.makeGestureNode(gesture, setup))
  }
  @MainActor
  func rebindGestureNode(_ node: AnyGestureNode) {
    HeadlessSwiftUI.rebindGestureNode(gesture, node)
  }
  @MainActor
  static func rebindGesture<Modifier>(from modifier: Modifier, _ recognizer: AnyGestureNode)
    -> Bool
  {
    // The types are identical, so this reinterprets a value as its own type.
    guard Modifier.self == Self.self else { return false }
    HeadlessSwiftUI.rebindGestureNode(unsafeBitCast(modifier, to: Self.self).gesture, recognizer)
    return true
  }
  var gestureType: Any.Type { G.self }
}

/// A tap with an action on the lift, at normal priority over the whole subtree: what
/// `onTapGesture` attaches and what a button or toggle is recognized as.
protocol TapGestureCarrier: GestureCarrier {
  /// The tap, its action on the lift.
  var tap: _EndedGesture<TapGesture> { get }
}

extension TapGestureCarrier {
  var gesturePriority: GesturePriority { .normal }
  var gestureMask: GestureMask { .all }
  @MainActor
  func makeGestureNode(_ setup: GestureSetup) -> GesturePart {
    GesturePart(HeadlessSwiftUI.makeGestureNode(tap, setup))
  }
  @MainActor
  func rebindGestureNode(_ node: AnyGestureNode) { HeadlessSwiftUI.rebindGestureNode(tap, node) }
  var gestureType: Any.Type { TapGesture.self }
}

extension _TapGestureModifier: TapGestureCarrier {
  var gestureCarrier: (any GestureCarrier)? { self }
  var tap: _EndedGesture<TapGesture> {
    let action = self.action
    return TapGesture(count: count).onEnded { action() }
  }
}

extension _LongPressGestureModifier: GestureCarrier {
  var gestureCarrier: (any GestureCarrier)? { self }
  var gesturePriority: GesturePriority { .normal }
  var gestureMask: GestureMask { .all }
  @MainActor
  func makeGestureNode(_ setup: GestureSetup) -> GesturePart {
    var inner = setup
    inner.hasChangedCallbacks = pressing != nil
    let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    return GesturePart(makeCallbackNode(HeadlessSwiftUI.makeGestureNode(press, inner), callbacks))
  }
  func rebindGestureNode(_ node: AnyGestureNode) {
    (node as? CallbackNode<Bool>)?.callbacks = callbacks
  }
  private var callbacks: CallbackNode<Bool>.Callbacks {
    let action = self.action
    let pressing = self.pressing
    return .init(
      active: { _, context in
        if let pressing { context.enqueue { pressing(true) } }
      },
      ended: { _, context in context.enqueue { action() } },
      finished: { wasActive, context in
        if wasActive, let pressing { context.enqueue { pressing(false) } }
      })
  }
  var gestureType: Any.Type { LongPressGesture.self }
}
