/// A control the host can tap by title.
protocol TappableControl {
  func performTap()
}

/// A control the host can flip by title.
protocol FlippableControl {
  func flip()
}

/// A modified view carrying a gesture.
protocol GestureCarrier {
  var anyGesture: Any { get }
}

extension Button: TappableControl {
  func performTap() { action() }
}

extension Toggle: FlippableControl {
  func flip() { isOn.wrappedValue.toggle() }
}

extension _TapGestureModifier: TappableControl {
  func performTap() { action() }
}

extension _GestureModifier: GestureCarrier {
  var anyGesture: Any { gesture }
}
