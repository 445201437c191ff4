import Runtime
import Testing

@testable import HeadlessUIKit

/// A view as Xcode's templates write it: `awakeFromNib()` set up for a nib that never comes.
private final class TemplateView: UIView {
  var awoke = 0
  override func awakeFromNib() {
    super.awakeFromNib()
    awoke += 1
  }
}

/// A controller as Xcode's templates write it.
private final class TemplateController: UIViewController {
  var loaded = 0
  var awoke = 0
  var warnings = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    loaded += 1
  }
  override func awakeFromNib() {
    super.awakeFromNib()
    awoke += 1
  }
  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    warnings += 1
  }
}

/// The nib and memory hooks the corpus's template files override (Docs/Semantics/UIKit.md §34).
@MainActor
@Suite struct CorpusHookTests {
  @Test func templateOverridesCompileAndAreNeverCalled() {
    Runtime.withNew { runtime in
      let view = TemplateView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let controller = TemplateController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.view.addSubview(view)
      runtime.advance(by: 1)
      // The controller's view was loaded and shown, yet no nib woke anything and no memory
      // warning came.
      #expect(controller.loaded == 1)
      #expect(view.window === window)
      #expect(view.awoke == 0)
      #expect(controller.awoke == 0)
      #expect(controller.warnings == 0)
    }
  }
}
