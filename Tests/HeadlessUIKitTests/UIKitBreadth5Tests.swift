import Foundation
import Testing

@testable import HeadlessUIKit

/// A field delegate that refuses to end editing until allowed, and counts the ends.
private final class StubbornFieldDelegate: UITextFieldDelegate {
  var allowsEnd = false
  var ends = 0
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowsEnd }
  func textFieldDidEndEditing(_ textField: UITextField) { ends += 1 }
}

/// A controller that logs its appearance calls, with whether its view was in a window.
private final class AppearanceLog: UIViewController {
  var calls: [String] = []
  override func viewWillAppear(_ animated: Bool) { calls.append("will") }
  override func viewIsAppearing(_ animated: Bool) {
    calls.append(view.window == nil ? "isAppearing(no window)" : "isAppearing")
  }
  override func viewDidLayoutSubviews() {
    if calls.last != "layout" { calls.append("layout") }
  }
  override func viewDidAppear(_ animated: Bool) { calls.append("did") }
}

/// A view that overrides the geometry and appearance properties, as real subclasses do.
private final class ObservingView: UIView {
  var frames: [CGRect] = []
  var colors: [UIColor?] = []
  override var frame: CGRect {
    didSet { frames.append(frame) }
  }
  override var backgroundColor: UIColor? {
    get { super.backgroundColor }
    set {
      colors.append(newValue)
      super.backgroundColor = newValue
    }
  }
  override var isHidden: Bool {
    didSet { if isHidden { alpha = 0.5 } }
  }
}

@MainActor @Suite struct UIKitBreadth5Tests {
  @Test func endEditingAsksTheFieldUnlessForcedAndLeavesOtherSubtreesAlone() {
    Runtime.withNew { runtime in
      let form = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      let other = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 200))
      let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
      let delegate = StubbornFieldDelegate()
      field.delegate = delegate
      form.addSubview(field)
      let window = showInWindow(form, runtime)
      window.addSubview(other)
      #expect(field.becomeFirstResponder())
      #expect(other.endEditing(true))
      #expect(field.isFirstResponder)
      #expect(form.endEditing(false) == false)
      #expect(field.isFirstResponder && delegate.ends == 0)
      #expect(form.endEditing(true))
      #expect(!field.isFirstResponder && !field.isEditing && delegate.ends == 1)
      #expect(form.endEditing(false))
    }
  }

  @Test func anEventsTouchesForAViewAreThoseThatBeganOnIt() {
    Runtime.withNew { runtime in
      let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let right = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
      let window = showInWindow(left, runtime)
      window.addSubview(right)
      let first = UITouch(
        identifier: 1, location: CGPoint(x: 10, y: 10), time: 0, window: window, view: left)
      let second = UITouch(
        identifier: 2, location: CGPoint(x: 150, y: 10), time: 0, window: window, view: right)
      let event = UIEvent(timestamp: 0, touches: [first, second])
      #expect(event.touches(for: left) == [first])
      #expect(event.touches(for: right) == [second])
      #expect(event.touches(for: window)?.count == 2)
      #expect(UIEvent(timestamp: 0, touches: nil).touches(for: left) == nil)
    }
  }

  @Test func viewIsAppearingComesBetweenWillAndDidWithTheViewInTheWindow() {
    Runtime.withNew { runtime in
      let controller = AppearanceLog()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      runtime.runTurn()
      #expect(controller.calls == ["will", "isAppearing", "layout", "did"])
      let pushed = AppearanceLog()
      let navigation = UINavigationController(rootViewController: AppearanceLog())
      window.rootViewController = navigation
      runtime.runTurn()
      navigation.pushViewController(pushed, animated: false)
      runtime.runTurn()
      #expect(pushed.calls.prefix(2) == ["will", "isAppearing"] && pushed.calls.last == "did")
    }
  }

  @Test func subclassesOverrideTheGeometryAndAppearanceProperties() {
    Runtime.withNew { runtime in
      let view = ObservingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      #expect(view.frames == [CGRect(x: 0, y: 0, width: 10, height: 10)])
      view.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
      #expect(view.frames.last == CGRect(x: 5, y: 5, width: 20, height: 20))
      #expect(view.bounds.size == CGSize(width: 20, height: 20))
      view.backgroundColor = .red
      #expect(view.colors == [.red] && view.layer.backgroundColor == UIColor.red.cgColor)
      view.isHidden = true
      #expect(view.layer.isHidden && view.alpha == 0.5)
    }
  }
}
