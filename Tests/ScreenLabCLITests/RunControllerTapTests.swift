import Foundation
import ScreenLab
import ScreenLabRun
import Testing

/// A hosted view controller named by its class in `--tap` and `--drag` (Docs/Run.md §4): its
/// root view's centre, as a UIKit view without a title is tapped at its centre.
@MainActor @Suite struct RunControllerTapTests {
  @Test func aControllerIsTappedAndDraggedAtItsRootViewsCentreByItsClassName() throws {
    let result = RunDriver.run(
      [.viewController("PadController") { PadController() }],
      request: RunRequest(
        steps: [
          .tap("PadController"), .drag(from: .view("PadController"), to: .offset(dx: 10, dy: 0)),
          .tap("Elsewhere"),
        ]))
    let hosted = try #require(result.hosted.first)
    // The root view fills the window; the pad fills the root view, so the centre is the pad.
    #expect(hosted.steps[0].error == nil)
    #expect(
      hosted.steps[0].lines.first?.hasPrefix("padcontroller-dokunuldu: cizildi CentrePad 1")
        == true)
    #expect(hosted.steps[1].error == nil)
    #expect(hosted.steps[1].lines.last?.hasPrefix("surukleme-bitti: cizildi CentrePad 1") == true)
    // A name that is neither a text, a view's class nor a controller's class is still an error.
    #expect(
      hosted.steps[2].error?.hasPrefix(
        "--tap 'Elsewhere': no button or label with that text, nor view of that class") == true)
  }
}

/// A controller whose root view holds one pad that fills it.
final class PadController: UIViewController {
  private let pad = CentrePad(frame: .zero)
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(pad)
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    pad.frame = view.bounds
  }
}

/// A view that redraws when a touch ends in it.
final class CentrePad: UIView {
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    setNeedsDisplay()
  }
  override func draw(_ rect: CGRect) {}
}
