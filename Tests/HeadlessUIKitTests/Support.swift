import HeadlessUIKit

/// A visible 320×480 window holding `view`, after one turn (first layout and display done).
@discardableResult
@MainActor
func showInWindow(_ view: UIView, _ runtime: Runtime) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.makeKeyAndVisible()
  window.addSubview(view)
  runtime.runTurn()
  return window
}

/// What a ``CountingView`` was asked to do (a reference, so draws do not mutate the view).
final class CallLog {
  var rects: [CGRect] = []
  var layouts = 0
}

/// A view that logs its draws and layouts.
final class CountingView: UIView {
  let log = CallLog()
  var onDraw: ((CountingView) -> Void)?

  override func draw(_ rect: CGRect) {
    log.rects.append(rect)
    onDraw?(self)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    log.layouts += 1
  }
}

/// The diagnostics recorded so far.
func diagnostics(_ runtime: Runtime) -> [String] {
  runtime.trace.events(.diagnostic).map(\.message)
}
