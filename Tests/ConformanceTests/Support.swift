// Shared set-up of the conformance suites: behaviour other people recorded on Apple's
// frameworks, restated as ScreenLab tests. Each file names its source (repository, file, test,
// commit); Docs/Conformance.md lists them with the results.

import HeadlessCoreGraphics
import HeadlessQuartzCore
import HeadlessUIKit
import Runtime
import Testing

/// A view backed by a `CAShapeLayer` with a 100 × 100 path, as the recorded suites use to reach
/// the shape layer's own keys through a view.
final class ShapeLayerBackedView: UIView {
  override static var layerClass: AnyClass { CAShapeLayer.self }

  override init(frame: CGRect) {
    super.init(frame: frame)
    (layer as? CAShapeLayer)?.path = CGPath(
      rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
  }

  required init?(coder: NSCoder) { nil }
}

/// A visible window of 320 × 480, as a test harness's key window.
@MainActor
func harnessWindow() -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.makeKeyAndVisible()
  return window
}

/// A shape-layer-backed view with anchor point zero in `window`, committed ("connect our layers
/// to the render server": `CATransaction.flush()`).
@MainActor
func committedShapeView(in window: UIWindow) -> UIView {
  for subview in window.subviews { subview.removeFromSuperview() }
  let view = ShapeLayerBackedView(frame: .zero)
  view.layer.anchorPoint = .zero
  window.addSubview(view)
  CATransaction.flush()
  return view
}

/// The key paths of the recorded suites (MDMAnimatableKeyPaths.m) with the values they set.
enum RecordedKeyPath {
  static let anchorPoint = "anchorPoint"
  static let backgroundColor = "backgroundColor"
  static let bounds = "bounds"
  static let borderWidth = "borderWidth"
  static let borderColor = "borderColor"
  static let cornerRadius = "cornerRadius"
  static let height = "bounds.size.height"
  static let opacity = "opacity"
  static let position = "position"
  static let rotation = "transform.rotation.z"
  static let scale = "transform.scale"
  static let shadowColor = "shadowColor"
  static let shadowOffset = "shadowOffset"
  static let shadowOpacity = "shadowOpacity"
  static let shadowRadius = "shadowRadius"
  static let strokeStart = "strokeStart"
  static let strokeEnd = "strokeEnd"
  static let transform = "transform"
  static let width = "bounds.size.width"
  static let x = "position.x"
  static let y = "position.y"
  static let z = "zPosition"
}

/// A key path and the value a recorded test sets it to, as a test argument.
struct Setting: @unchecked Sendable, CustomTestStringConvertible {
  let keyPath: String
  /// A CGRect, CGPoint, CGSize, number, CATransform3D, CGAffineTransform or UIColor: values,
  /// and UIColor is immutable.
  let value: Any

  init(_ keyPath: String, _ value: Any) {
    self.keyPath = keyPath
    self.value = value
  }

  var testDescription: String { keyPath }
}
