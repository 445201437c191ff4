import ScreenLabAnalysis
import Testing

/// SL206 as a class (Docs/Analyzer.md, "SL206, the class"): a size or position read from a
/// view's `frame`, `bounds` or `center` before Auto Layout has run, written into geometry
/// that no layout pass computes again. Each variant has a reported twin and an unreported
/// one, written for the class; none is a corpus file.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct EarlyGeometryClassTests {
  static func controller(_ members: String) -> String {
    """
    import UIKit
    final class PlayerViewController: UIViewController {
        @IBOutlet weak var playButton: UIButton!
        @IBOutlet weak var toolbar: UIToolbar!
        @IBOutlet weak var scrollView: UIScrollView!
        @IBOutlet weak var heightConstraint: NSLayoutConstraint!
        \(members)
    }
    """
  }

  // MARK: - An outlet rounded from its own frame

  @Test func aButtonOutletRoundedFromItsFrameInViewDidLoadIsReported() {
    assertFindings(
      Self.controller(
        """
        override func viewDidLoad() {
            super.viewDidLoad()
            1️⃣playButton.layer.cornerRadius = playButton.frame.height / 2
        }
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["'playButton.layer.cornerRadius'"])],
      rules: [.layerSizedOnce])
  }

  @Test func aButtonOutletRoundedAgainInViewDidLayoutSubviewsIsNotReported() {
    assertFindings(
      Self.controller(
        """
        override func viewDidLoad() {
            super.viewDidLoad()
            playButton.layer.cornerRadius = playButton.frame.height / 2
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            playButton.layer.cornerRadius = playButton.bounds.height / 2
        }
        """), [], rules: [.layerSizedOnce])
  }

  @Test func aButtonOutletGivenASmallShareOfItsFrameAsRadiusIsNotReported() {
    // Only a circle or a capsule (half the size) shows the archived size.
    assertFindings(
      Self.controller(
        """
        override func viewDidLoad() {
            super.viewDidLoad()
            playButton.layer.cornerRadius = playButton.frame.height / 8
        }
        """), [], rules: [.layerSizedOnce])
  }

  @Test func aButtonOutletRoundedByAHelperFromItsFrameIsReported() {
    assertFindings(
      Self.controller(
        """
        override func viewDidLoad() {
            super.viewDidLoad()
            1️⃣playButton.addCornerRadius(radius: playButton.frame.width / 2)
        }
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["'playButton'", "viewDidLoad()"])],
      rules: [.layerSizedOnce])
  }

  @Test func aButtonOutletRoundedOnTheNextTurnOfTheMainQueueIsNotReported() {
    // The block runs after the first layout pass.
    assertFindings(
      Self.controller(
        """
        override func viewDidLoad() {
            super.viewDidLoad()
            DispatchQueue.main.async {
                self.playButton.addCornerRadius(radius: self.playButton.frame.width / 2)
            }
        }
        """), [], rules: [.layerSizedOnce])
  }

  @Test func anOutletRoundedInViewWillAppearIsReported() {
    // Subviews are laid out only after viewWillAppear(_:).
    assertFindings(
      Self.controller(
        """
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            1️⃣playButton.layer.cornerRadius = playButton.bounds.width / 2
        }
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["viewWillAppear(_:)"])],
      rules: [.layerSizedOnce])
  }

  @Test func aSubviewCentredOnTheRootViewInViewWillAppearIsNotReported() {
    // The container sizes the root view before viewWillAppear(_:).
    assertFindings(
      Self.controller(
        """
        let spinner = UIActivityIndicatorView(style: .large)
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(spinner)
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            spinner.center = view.center
        }
        """), [], rules: [.layerSizedOnce])
  }

  // MARK: - Views made in a loop from the root view's size

  static let grid = """
    override func viewDidLoad() {
        super.viewDidLoad()
        layOutGrid()
    }
    func layOutGrid() {
        let columns = 4
        1️⃣let side = SIDE
        for row in 0..<columns {
            for column in 0..<columns {
                let cell = UIButton(frame: CGRect(x: CGFloat(column) * side, y: CGFloat(row) * side, width: side, height: side))
                cell.backgroundColor = .systemBlue
                view.addSubview(cell)
            }
        }
    }
    """

  @Test func aGridOfButtonsSizedFromTheRootViewInALoopIsReported() {
    assertFindings(
      Self.controller(Self.grid.replacingOccurrences(of: "SIDE", with: "view.frame.width / 4")),
      [FindingSpec("1️⃣", .layerSizedOnce, severity: .note, mentions: ["'cell.frame'", "'view'"])],
      rules: [.layerSizedOnce])
  }

  @Test func aGridOfButtonsOfAConstantSizeIsNotReported() {
    assertFindings(
      Self.controller(
        Self.grid.replacingOccurrences(of: "SIDE", with: "CGFloat(64)")
          .replacingOccurrences(of: "1️⃣", with: "")), [], rules: [.layerSizedOnce])
  }

  @Test func aGridSizedFromTheScreenIsNotReported() {
    // The screen's size is the device's from the start: no storyboard size is read.
    assertFindings(
      Self.controller(
        Self.grid.replacingOccurrences(of: "SIDE", with: "UIScreen.main.bounds.width / 4")
          .replacingOccurrences(of: "1️⃣", with: "")), [], rules: [.layerSizedOnce])
  }

  // MARK: - An outlet moved by an offset from the root view

  @Test func aToolbarMovedFromTheRootViewsFrameInViewDidLoadIsReported() {
    assertFindings(
      Self.controller(
        """
        override func viewDidLoad() {
            super.viewDidLoad()
            1️⃣toolbar.center.y = view.frame.maxY - 50
        }
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, severity: .note, mentions: ["'toolbar.center.y'"])],
      rules: [.layerSizedOnce])
  }

  @Test func aToolbarMovedAfterLayingOutFirstIsNotReported() {
    assertFindings(
      Self.controller(
        """
        override func viewDidLoad() {
            super.viewDidLoad()
            view.layoutIfNeeded()
            toolbar.center.y = view.frame.maxY - 50
        }
        """), [], rules: [.layerSizedOnce])
  }

  @Test func aToolbarPutBackAtItsOwnFrameIsNotReported() {
    assertFindings(
      Self.controller(
        """
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            let saved = toolbar.frame
            toolbar.setItems([], animated: false)
            toolbar.frame = saved
        }
        """), [], rules: [.layerSizedOnce])
  }

  // MARK: - A layer placed from the root view's size

  static let emitter = """
    let snow = CAEmitterLayer()
    override func viewDidLoad() {
        super.viewDidLoad()
        startSnow()
    }
    func startSnow() {
        1️⃣snow.emitterPosition = CGPoint(x: view.frame.width / 2, y: 0)
        snow.emitterSize = CGSize(width: view.bounds.width, height: 2)
        view.layer.addSublayer(snow)
    }
    """

  @Test func anEmitterPlacedFromTheRootViewInViewDidLoadIsReported() {
    assertFindings(
      Self.controller(Self.emitter),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["'snow.emitterPosition'"])],
      rules: [.layerSizedOnce])
  }

  @Test func anEmitterPlacedAgainInViewDidLayoutSubviewsIsNotReported() {
    assertFindings(
      Self.controller(
        Self.emitter.replacingOccurrences(of: "1️⃣", with: "")
          + """

          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              snow.emitterPosition = CGPoint(x: view.bounds.midX, y: 0)
              snow.emitterSize = CGSize(width: view.bounds.width, height: 2)
          }
          """), [], rules: [.layerSizedOnce])
  }

  // MARK: - Content sizes and constraint constants

  @Test func aContentSizeFromTheRootViewInViewDidLoadIsReported() {
    assertFindings(
      Self.controller(
        """
        override func viewDidLoad() {
            super.viewDidLoad()
            1️⃣let page = view.bounds.width
            scrollView.contentSize = CGSize(width: page * 3, height: 1)
        }
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["'scrollView.contentSize'"])],
      rules: [.layerSizedOnce])
  }

  @Test func aConstraintConstantFromTheRootViewInViewWillAppearIsNotReported() {
    assertFindings(
      Self.controller(
        """
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            heightConstraint.constant = view.frame.height / 3
        }
        """), [], rules: [.layerSizedOnce])
  }

  @Test func aConstraintConstantFromTheRootViewInViewDidLoadIsReported() {
    assertFindings(
      Self.controller(
        """
        override func viewDidLoad() {
            super.viewDidLoad()
            1️⃣heightConstraint.constant = view.frame.height / 3
        }
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["'heightConstraint.constant'"])],
      rules: [.layerSizedOnce])
  }

  // MARK: - Stored subviews: made with a fixed frame, or placed by constraints

  static func badge(_ placement: String) -> String {
    controller(
      """
      let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(badge)
          \(placement)
          1️⃣badge.layer.cornerRadius = badge.frame.width / 2
      }
      """)
  }

  @Test func aSubviewMadeWithAFixedFrameRoundedFromItIsNotReported() {
    assertFindings(
      Self.badge("").replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.layerSizedOnce])
  }

  @Test func aSubviewPlacedByConstraintsRoundedFromItsFrameIsReported() {
    assertFindings(
      Self.badge(
        """
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.2).isActive = true
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["'badge'"])], rules: [.layerSizedOnce])
  }

  @Test func aSubviewOfAFixedFrameOthersAreAnchoredToIsNotReported() {
    // Its anchors place the caption; nothing places the badge itself.
    assertFindings(
      Self.badge(
        """
        let caption = UILabel()
        caption.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(caption)
        caption.topAnchor.constraint(equalTo: badge.bottomAnchor).isActive = true
        """
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.layerSizedOnce])
  }

  @Test func aSpinnerSizedFromTheRootViewWhenALoadEndsIsNotReported() {
    // The completion runs after the first layout pass; only a direct call is early.
    assertFindings(
      Self.controller(
        """
        override func viewDidLoad() {
            super.viewDidLoad()
            URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in
                DispatchQueue.main.async { self.showSpinner() }
            }.resume()
        }
        func showSpinner() {
            let cover = UIView(frame: view.bounds)
            view.addSubview(cover)
        }
        """), [], rules: [.layerSizedOnce])
  }

  @Test func aSpinnerSizedFromTheRootViewCalledFromViewDidLoadIsReported() {
    assertFindings(
      Self.controller(
        """
        override func viewDidLoad() {
            super.viewDidLoad()
            showSpinner()
        }
        func showSpinner() {
            let cover = 1️⃣UIView(frame: view.bounds)
            view.addSubview(cover)
        }
        """),
      [
        FindingSpec(
          "1️⃣", .layerSizedOnce, severity: .note, mentions: ["'cover.frame'", "showSpinner()"])
      ],
      rules: [.layerSizedOnce])
  }

  @Test func aLocalPanelFollowingTheRootViewByItsMaskIsNotReported() {
    assertFindings(
      Self.controller(
        """
        override func viewDidLoad() {
            super.viewDidLoad()
            let panel = UIView(frame: view.bounds)
            panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(panel)
        }
        """), [], rules: [.layerSizedOnce])
  }

  // MARK: - A view's own set-up from a storyboard

  static func card(_ setUp: String, layout: String = "") -> String {
    """
    import UIKit
    final class CardView: UIView {
        \(setUp)
        \(layout)
    }
    """
  }

  @Test func aShadowPathFromTheViewsBoundsInAwakeFromNibIsReported() {
    assertFindings(
      Self.card(
        """
        override func awakeFromNib() {
            super.awakeFromNib()
            1️⃣layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath
        }
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["'layer.shadowPath'", "'self'"])],
      rules: [.layerSizedOnce])
  }

  @Test func aShadowPathBuiltAgainInLayoutSubviewsIsNotReported() {
    assertFindings(
      Self.card(
        """
        override func awakeFromNib() {
            super.awakeFromNib()
            layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath
        }
        """,
        layout: """
          override func layoutSubviews() {
              super.layoutSubviews()
              layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath
          }
          """), [], rules: [.layerSizedOnce])
  }

  @Test func aViewMadeInCodeRoundedFromTheFrameItIsGivenIsNotReported() {
    // init(frame:): its creator gives the frame it keeps.
    assertFindings(
      Self.card(
        """
        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.cornerRadius = frame.height / 2
        }
        required init?(coder: NSCoder) { fatalError() }
        """), [], rules: [.layerSizedOnce])
  }

  @Test func aViewFromANibRoundedFromItsFrameInInitCoderIsReported() {
    assertFindings(
      Self.card(
        """
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            1️⃣layer.cornerRadius = frame.height / 2
        }
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["'layer.cornerRadius'", "init(coder:)"])],
      rules: [.layerSizedOnce])
  }
}
