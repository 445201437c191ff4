import ScreenLabAnalysis

/// Geometry read before layout, drawn or laid-out properties changed without a request, and
/// the draw path changing the tree.
extension TwentyFirstRoundClassTests {
  static let geometryBeforeLayout: [ClassVariant] = [
    ClassVariant(
      "gradientSizedInViewDidLoad", .layerSizedOnce,
      reported: #"""
        import UIKit
        final class CardController: UIViewController {
            @IBOutlet var avatar: UIImageView!
            @IBOutlet var ring: UIView!
            let gradient = CAGradientLayer()
            let track = CAShapeLayer()

            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣gradient.frame = view.bounds
                view.layer.insertSublayer(gradient, at: 0)
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class CardController: UIViewController {
            @IBOutlet var avatar: UIImageView!
            @IBOutlet var ring: UIView!
            let gradient = CAGradientLayer()
            let track = CAShapeLayer()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.layer.insertSublayer(gradient, at: 0)
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                gradient.frame = view.bounds
            }
        }
        """#),
    ClassVariant(
      "cornerRadiusFromOutletInViewDidLoad", .layerSizedOnce,
      reported: #"""
        import UIKit
        final class CardController: UIViewController {
            @IBOutlet var avatar: UIImageView!
            @IBOutlet var ring: UIView!
            let gradient = CAGradientLayer()
            let track = CAShapeLayer()

            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣avatar.layer.cornerRadius = avatar.frame.width / 2
                avatar.clipsToBounds = true
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class CardController: UIViewController {
            @IBOutlet var avatar: UIImageView!
            @IBOutlet var ring: UIView!
            let gradient = CAGradientLayer()
            let track = CAShapeLayer()

            override func viewDidLoad() {
                super.viewDidLoad()
                avatar.clipsToBounds = true
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                avatar.layer.cornerRadius = avatar.frame.width / 2
            }
        }
        """#),
    ClassVariant(
      "pathFromOutletBoundsInViewDidLoad", .layerSizedOnce,
      reported: #"""
        import UIKit
        final class CardController: UIViewController {
            @IBOutlet var avatar: UIImageView!
            @IBOutlet var ring: UIView!
            let gradient = CAGradientLayer()
            let track = CAShapeLayer()

            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣track.path = UIBezierPath(ovalIn: ring.bounds).cgPath
                ring.layer.addSublayer(track)
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class CardController: UIViewController {
            @IBOutlet var avatar: UIImageView!
            @IBOutlet var ring: UIView!
            let gradient = CAGradientLayer()
            let track = CAShapeLayer()

            override func viewDidLoad() {
                super.viewDidLoad()
                ring.layer.addSublayer(track)
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                track.path = UIBezierPath(ovalIn: ring.bounds).cgPath
            }
        }
        """#),
  ]

  static let redrawAndRelayout: [ClassVariant] = [
    ClassVariant(
      "writtenInMethod", .drawnPropertyWithoutRedraw,
      reported: #"""
        import UIKit
        final class GaugeView: UIView {

            var level: CGFloat = 0
            func update(to value: CGFloat) {
                1️⃣level = value
            }
            override func draw(_ rect: CGRect) {
                UIColor.systemBlue.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height)).fill()
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class GaugeView: UIView {

            var level: CGFloat = 0
            func update(to value: CGFloat) {
                level = value
                setNeedsDisplay()
            }
            override func draw(_ rect: CGRect) {
                UIColor.systemBlue.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height)).fill()
            }
        }
        """#),
    ClassVariant(
      "writtenInExtension", .drawnPropertyWithoutRedraw,
      reported: #"""
        import UIKit
        final class GaugeView: UIView {
            var level: CGFloat = 0
            override func draw(_ rect: CGRect) {
                UIColor.systemBlue.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height)).fill()
            }
        }
        extension GaugeView {
            func reset() {
                1️⃣level = 0
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class GaugeView: UIView {
            var level: CGFloat = 0
            override func draw(_ rect: CGRect) {
                UIColor.systemBlue.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height)).fill()
            }
        }
        extension GaugeView {
            func reset() {
                level = 0
                setNeedsDisplay()
            }
        }
        """#),
    ClassVariant(
      "writtenFromControllerThroughOutlet", .drawnPropertyWithoutRedraw, findings: 2,
      reported: #"""
        import UIKit
        final class GaugeView: UIView {
            var 1️⃣level: CGFloat = 0
            override func draw(_ rect: CGRect) {
                UIColor.systemBlue.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height)).fill()
            }
        }
        final class GaugeController: UIViewController {
            @IBOutlet var gauge: GaugeView!
            @IBAction func sliderMoved(_ sender: UISlider) {
                2️⃣gauge.level = CGFloat(sender.value)
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class GaugeView: UIView {
            var level: CGFloat = 0 { didSet { setNeedsDisplay() } }
            override func draw(_ rect: CGRect) {
                UIColor.systemBlue.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height)).fill()
            }
        }
        final class GaugeController: UIViewController {
            @IBOutlet var gauge: GaugeView!
            @IBAction func sliderMoved(_ sender: UISlider) {
                gauge.level = CGFloat(sender.value)
            }
        }
        """#),
    ClassVariant(
      "layerSubclassProperty", .drawnPropertyWithoutRedraw,
      reported: #"""
        import UIKit
        final class StrokeLayer: CALayer {
            var progress: CGFloat = 0

            func advance() {
                1️⃣progress += 0.1
            }
            override func draw(in ctx: CGContext) {
                ctx.addRect(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
                ctx.fillPath()
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class StrokeLayer: CALayer {
            var progress: CGFloat = 0

            func advance() {
                progress += 0.1
                setNeedsDisplay()
            }
            override func draw(in ctx: CGContext) {
                ctx.addRect(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
                ctx.fillPath()
            }
        }
        """#),
    ClassVariant(
      "pointsAppendedInTouches", .drawnPropertyWithoutRedraw,
      reported: #"""
        import UIKit
        final class SketchView: UIView {
            var points: [CGPoint] = []
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                guard let touch = touches.first else { return }
                1️⃣points.append(touch.location(in: self))
            }
            override func draw(_ rect: CGRect) {
                let path = UIBezierPath()
                for (index, point) in points.enumerated() {
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                path.stroke()
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class SketchView: UIView {
            var points: [CGPoint] = []
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                guard let touch = touches.first else { return }
                points.append(touch.location(in: self))
                setNeedsDisplay()
            }
            override func draw(_ rect: CGRect) {
                let path = UIBezierPath()
                for (index, point) in points.enumerated() {
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                path.stroke()
            }
        }
        """#),
    ClassVariant(
      "pointsClearedByController", .drawnPropertyWithoutRedraw, findings: 2,
      reported: #"""
        import UIKit
        final class SketchView: UIView {
            var 1️⃣points: [CGPoint] = []
            override func draw(_ rect: CGRect) {
                let path = UIBezierPath()
                for (index, point) in points.enumerated() {
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                path.stroke()
            }
        }
        final class SketchController: UIViewController {
            @IBOutlet var sketch: SketchView!
            @IBAction func clear(_ sender: Any) {
                2️⃣sketch.points.removeAll()
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class SketchView: UIView {
            var points: [CGPoint] = [] { didSet { setNeedsDisplay() } }
            override func draw(_ rect: CGRect) {
                let path = UIBezierPath()
                for (index, point) in points.enumerated() {
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                path.stroke()
            }
        }
        final class SketchController: UIViewController {
            @IBOutlet var sketch: SketchView!
            @IBAction func clear(_ sender: Any) {
                sketch.points.removeAll()
            }
        }
        """#),
  ]

  static let drawPath: [ClassVariant] = [
    ClassVariant(
      "subviewAddedInDraw", .mutationInDraw,
      reported: #"""
        import UIKit
        final class BadgeView: UIView {
            let caption = UILabel()
            var count = 0
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(ovalIn: rect).fill()
                caption.text = "\(count)"
                1️⃣addSubview(caption)
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class BadgeView: UIView {
            let caption = UILabel()
            var count = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(caption)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(ovalIn: rect).fill()
            }
        }
        """#),
    ClassVariant(
      "sublayerAddedInDrawHelper", .mutationInDraw,
      reported: #"""
        import UIKit
        final class BadgeView: UIView {
            let caption = UILabel()
            var count = 0
            override func draw(_ rect: CGRect) {
                1️⃣drawRing(in: rect)
            }
            func drawRing(in rect: CGRect) {
                let ring = CAShapeLayer()
                ring.path = UIBezierPath(ovalIn: rect).cgPath
                layer.addSublayer(ring)
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class BadgeView: UIView {
            let caption = UILabel()
            var count = 0
            override func draw(_ rect: CGRect) {
                drawRing(in: rect)
            }
            func drawRing(in rect: CGRect) {
                UIBezierPath(ovalIn: rect).stroke()
            }
        }
        """#),
  ]
}
