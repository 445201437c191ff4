// Layout requests: a flag per view, laid out top-down by the layout pass of the turn.

extension UIView {
  func runLayout() {
    storage.needsLayoutFlag = false
    cycle.storage.counters.layouts += 1
    cycle.runtime.record(.layout, "layoutSubviews \(self)")
    layoutSublayers(of: layer)
  }
}
