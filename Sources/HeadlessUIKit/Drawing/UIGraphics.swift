// The current graphics context: a stack per runtime. The display pass pushes a recording
// context around each draw(_:); outside a draw there is none.

/// The context `draw(_:)` should draw into, or nil outside a draw (then the trace records a
/// diagnostic: drawing code is running with nothing to draw into).
public func UIGraphicsGetCurrentContext() -> CGContext? {
  let runtime = Runtime.current
  guard let context = GraphicsContextStack.of(runtime).contexts.last else {
    runtime.record(
      .diagnostic,
      "UIGraphicsGetCurrentContext() is nil: no draw(_:) is running (draw(_:) called directly?)")
    return nil
  }
  return context
}

/// Makes `context` the current context until ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``.
public func UIGraphicsPopContext() {
  _ = GraphicsContextStack.current.contexts.popLast()
}

/// Fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.clip(to: rect)
}

/// Strokes a one-point frame inside `rect` with the current stroke colour.
public func UIRectFrame(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}

/// The graphics contexts of a runtime, the current one last: UIKit's context stack. Not
/// actor-isolated, as UIKit's `UIGraphics…` functions are not (Apple's stack is per thread;
/// this one is per runtime, Docs/Semantics/RunLoop.md RL-17).
final class GraphicsContextStack {
  var contexts: [CGContext] = []
  /// The bitmap contexts `UIGraphicsBeginImageContextWithOptions` started, with their sizes.
  var imageContexts: [(CGContext, CGSize)] = []

  /// The stack of `runtime`.
  static func of(_ runtime: Runtime) -> GraphicsContextStack {
    runtime.component(GraphicsContextStack.self) { _ in GraphicsContextStack() }
  }

  /// The stack of the current runtime.
  static var current: GraphicsContextStack { of(Runtime.current) }
}
