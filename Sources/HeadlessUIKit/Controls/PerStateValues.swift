// What a control keeps per state: UIButton's titles, colours and images, UISlider's part
// images, the title attributes of bar items and segmented controls.

/// Values set per control state (`setTitle(_:for:)`, `setThumbImage(_:for:)`,
/// `setTitleTextAttributes(_:for:)`, …): each is set and read back for exactly one state, and
/// what a control shows in a state without its own value is the normal state's.
struct PerStateValues<Value> {
  private var values: [UInt: Value] = [:]

  /// The value set for exactly `state`; nil when none was. Setting nil removes it.
  subscript(state: UIControl.State) -> Value? {
    get { values[state.rawValue] }
    set { values[state.rawValue] = newValue }
  }

  /// The value for `state`, else the normal state's: what the control shows in `state`.
  func shown(in state: UIControl.State) -> Value? { self[state] ?? self[.normal] }
}
