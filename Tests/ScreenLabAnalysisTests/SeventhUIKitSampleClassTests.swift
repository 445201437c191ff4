import Testing

@testable import ScreenLabAnalysis

/// The wrong classes of the seventh UIKit sample (Docs/Analyzer.md, "Precision on unmarked
/// public code (seventh sample, 2026-12-07), UIKit"): each correct shape stays silent, and its
/// twin bug is still reported.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SeventhUIKitSampleClassTests {
  // MARK: SL301, a link assigned through an instance of a subclass

  /// A scene whose weak delegate tells the screen its loading progress; `setUp` is the
  /// screen's `viewDidLoad` body.
  static func scene(_ setUp: String) -> String {
    """
    import UIKit
    protocol SceneDelegate: AnyObject {
        func setLoadingProgress(_ percent: Int)
    }
    class Scene {
        1️⃣weak var sceneDelegate: SceneDelegate?
        func load(_ percent: Int) {
            sceneDelegate?.setLoadingProgress(percent)
        }
    }
    class GameScene: Scene {}
    class LevelScene: GameScene {}
    class GameViewController: UIViewController, SceneDelegate {
        @IBOutlet weak var progressLabel: UILabel!
        var scene: Scene?
        override func viewDidLoad() {
            super.viewDidLoad()
            \(setUp)
        }
        func setLoadingProgress(_ percent: Int) {
            progressLabel.text = "\\(percent)%"
        }
    }
    """
  }

  @Test func aLinkAssignedThroughASubclassInstanceIsAssigned() {
    assertFindings(
      Self.scene(
        """
        let scene = GameScene()
                scene.sceneDelegate = self
                self.scene = scene
        """), [], rules: [.unassignedWeakDelegate])
  }

  @Test func aLinkAssignedThroughAGrandchildClassInstanceIsAssigned() {
    assertFindings(
      Self.scene(
        """
        let scene = LevelScene()
                scene.sceneDelegate = self
                self.scene = scene
        """), [], rules: [.unassignedWeakDelegate])
  }

  @Test func aSubclassInstanceWhoseLinkNobodyAssignsIsStillReported() {
    assertFindings(
      Self.scene(
        """
        let scene = GameScene()
                self.scene = scene
        """),
      [FindingSpec("1️⃣", .unassignedWeakDelegate, mentions: ["'Scene.sceneDelegate'"])],
      rules: [.unassignedWeakDelegate])
  }

  // MARK: SL302, a callback that writes a property whose observer reloads

  /// A screen of member pictures shown by a collection view inside an outlet view; the
  /// pop-up's close callback empties the list. `observer` is the list's accessor block.
  static func members(_ observer: String) -> String {
    """
    import UIKit
    protocol PopUpViewDelegate: AnyObject {
        func closeButtonPressed()
    }
    class GroupView: UIView {
        @IBOutlet weak var imagesCollectionView: UICollectionView!
        weak var delegate: PopUpViewDelegate?
        @IBAction func close(_ sender: Any) { delegate?.closeButtonPressed() }
    }
    class GroupViewController: UIViewController, UICollectionViewDataSource {
        @IBOutlet weak var groupView: GroupView!
        var imageURLs: [URL] = [] \(observer)
        override func viewDidLoad() {
            super.viewDidLoad()
            groupView.delegate = self
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            imageURLs.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            cell.accessibilityLabel = imageURLs[indexPath.item].absoluteString
            return cell
        }
    }
    extension GroupViewController: PopUpViewDelegate {
        func closeButtonPressed() {
            1️⃣imageURLs.removeAll()
        }
    }
    """
  }

  @Test func aCallbackWritingAListWhoseObserverReloadsThroughAnOutletRefreshes() {
    assertFindings(
      Self.members(
        """
        {
                didSet { groupView.imagesCollectionView.reloadData() }
            }
        """), [], rules: [.delegateCallbackWithoutReload])
  }

  @Test func aCallbackWritingAListWhoseObserverOnlyLogsIsStillReported() {
    assertFindings(
      Self.members(
        """
        {
                didSet { print(imageURLs.count) }
            }
        """),
      [FindingSpec("1️⃣", .delegateCallbackWithoutReload, mentions: ["'imageURLs'"])],
      rules: [.delegateCallbackWithoutReload])
  }

  // MARK: SL101, a view that redraws on every tick of a timer it starts when made

  /// A recording HUD that draws its text; `factory` makes and shows it, and a screen writes
  /// the text while it is shown.
  static func hud(_ factory: String) -> String {
    """
    import UIKit
    class HUD: UIView {
        var 1️⃣text = ""
        private var timer: Timer?
        \(factory)
        override func draw(_ rect: CGRect) {
            (text as NSString).draw(at: .zero, withAttributes: nil)
        }
    }
    class RecorderViewController: UIViewController {
        var hud: HUD?
        @IBAction func startRecording(_ sender: Any) {
            hud = HUD.show(in: view)
        }
        @IBAction func moveUp(_ sender: Any) {
            2️⃣hud?.text = "Release to cancel"
        }
    }
    """
  }

  @Test func aHUDWhoseFactoryStartsARepeatingRedrawTimerIsNeverStale() {
    assertFindings(
      Self.hud(
        """
        class func show(in view: UIView) -> HUD {
                let hud = HUD(frame: view.bounds)
                view.addSubview(hud)
                hud.timer = Timer.scheduledTimer(timeInterval: 0.1, target: hud, selector: #selector(setNeedsDisplay as () -> Void), userInfo: nil, repeats: true)
                return hud
            }
        """), [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aHUDRedrawnByADisplayLinkTickStartedInItsInitializerIsNeverStale() {
    assertFindings(
      Self.hud(
        """
        override init(frame: CGRect) {
                super.init(frame: frame)
                let link = CADisplayLink(target: self, selector: #selector(tick))
                link.add(to: .main, forMode: .common)
            }
            required init?(coder: NSCoder) { fatalError() }
            @objc func tick() { setNeedsDisplay() }
            static func show(in view: UIView) -> HUD {
                let hud = HUD(frame: view.bounds)
                view.addSubview(hud)
                return hud
            }
        """), [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aHUDWhoseTimerFiresOnceIsStillReported() {
    assertFindings(
      Self.hud(
        """
        class func show(in view: UIView) -> HUD {
                let hud = HUD(frame: view.bounds)
                view.addSubview(hud)
                hud.timer = Timer.scheduledTimer(timeInterval: 0.1, target: hud, selector: #selector(setNeedsDisplay as () -> Void), userInfo: nil, repeats: false)
                return hud
            }
        """),
      [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'text'"]),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw, mentions: ["'text'"]),
      ],
      rules: [.drawnPropertyWithoutRedraw])
  }

  // MARK: SL101, the list the draw pass keeps of the layers it adds

  /// A chart whose draw pass adds a line layer per series and keeps them in a list to remove
  /// them on the next pass; `highlight` also adds a layer and lists it. `drawLines` is the
  /// pass's loop over the kept layers.
  static func chart(_ teardown: String) -> String {
    """
    import UIKit
    class Chart: UIView {
        var values: [CGFloat] = [] { didSet { setNeedsDisplay() } }
        var layerStore: [CAShapeLayer] = []
        override func draw(_ rect: CGRect) {
            \(teardown)
            layerStore.removeAll()
            let line = CAShapeLayer()
            line.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: values.count, height: 1)).cgPath
            layer.addSublayer(line)
            layerStore.append(line)
        }
        func highlight(at x: CGFloat) {
            let marker = CAShapeLayer()
            marker.frame = CGRect(x: x, y: 0, width: 1, height: bounds.height)
            layer.addSublayer(marker)
            1️⃣layerStore.append(marker)
        }
    }
    """
  }

  @Test func aListOfLayersTheDrawPassOnlyRemovesIsNotDrawn() {
    assertFindings(
      Self.chart(
        """
        for layer in layerStore {
                    layer.removeFromSuperlayer()
                }
        """), [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aListOfLayersRemovedWithForEachIsNotDrawn() {
    assertFindings(
      Self.chart("layerStore.forEach { $0.removeFromSuperlayer() }"), [],
      rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aListTheDrawPassReadsForWhatItDrawsIsStillReported() {
    assertFindings(
      Self.chart(
        """
        for layer in layerStore {
                    layer.removeFromSuperlayer()
                }
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: layerStore.count, height: 2)).fill()
        """),
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'layerStore'"])],
      rules: [.drawnPropertyWithoutRedraw])
  }

  // MARK: SL105's words for a pass that replaces what it added

  /// A chart whose draw pass fills its background and has two helpers add a layer each;
  /// `teardown` runs first, in the chart's own helper.
  static func lines(_ teardown: String) -> String {
    """
    import UIKit
    class LineChart: UIView {
        var values: [CGFloat] = [] { didSet { setNeedsDisplay() } }
        var layerStore: [CAShapeLayer] = []
        override func 1️⃣draw(_ rect: CGRect) {
            UIRectFill(rect)
            drawChart()
        }
        func drawChart() {
            \(teardown)
            drawLine()
            drawArea()
        }
        func drawLine() {
            let line = CAShapeLayer()
            line.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: values.count, height: 1)).cgPath
            layer.addSublayer(line)
            layerStore.append(line)
        }
        func drawArea() {
            let area = CAShapeLayer()
            area.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: values.count, height: 2)).cgPath
            layer.addSublayer(area)
            layerStore.append(area)
        }
    }
    """
  }

  @Test func aDrawPassThatRemovesItsLastLayersIsSaidToReplaceThem() {
    assertFindings(
      Self.lines(
        """
        for layer in layerStore {
                    layer.removeFromSuperlayer()
                }
                layerStore.removeAll()
        """),
      [
        FindingSpec(
          "1️⃣", .mutationInDraw,
          mentions: ["takes the last set out of the tree and builds another"])
      ],
      rules: [.mutationInDraw])
  }

  @Test func aDrawPassThatKeepsItsLastLayersIsSaidToStackThem() {
    assertFindings(
      Self.lines("layerStore.removeAll()"),
      [FindingSpec("1️⃣", .mutationInDraw, mentions: ["stacks another set over the last"])],
      rules: [.mutationInDraw])
  }
}
