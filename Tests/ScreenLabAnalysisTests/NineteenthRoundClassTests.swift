import ScreenLabAnalysis
import Testing

/// The classes of the nineteenth round (Docs/Analyzer.md, "The nineteenth round"), each with a
/// reported and an unreported twin written for the class, none of a corpus's files. The cell
/// and representable classes are in `NineteenthRoundClassTests+Cells.swift`.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct NineteenthRoundClassTests {
  // MARK: - SL206, a controller's layer sized from its view once, outside the layout pass

  static func trailer(_ action: String, extra: String = "") -> String {
    """
    import AVFoundation
    final class TrailerController: UIViewController {
        var player: AVPlayer!
        @IBAction func playTapped(_ sender: UIButton) {
            \(action)
            player.play()
        }
        \(extra)
    }
    """
  }

  @Test func aPlayerLayerSizedFromTheViewOnATapIsReported() {
    assertFindings(
      Self.trailer(
        """
        let videoLayer = AVPlayerLayer(player: player)
        1️⃣videoLayer.frame = view.bounds
        view.layer.addSublayer(videoLayer)
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["playTapped(_:)", "'videoLayer"])],
      rules: [.layerSizedOnce])
  }

  @Test func aPlayerLayerKeptInAPropertyTheLayoutPassSizesIsNotReported() {
    assertFindings(
      Self.trailer(
        """
        let videoLayer = AVPlayerLayer(player: player)
        videoLayer.frame = view.bounds
        view.layer.addSublayer(videoLayer)
        self.videoLayer = videoLayer
        """,
        extra: """
          var videoLayer: AVPlayerLayer?
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              videoLayer?.frame = view.bounds
          }
          """), [], rules: [.layerSizedOnce])
  }

  @Test func aLocalLayerTheLayoutPassReachesThroughSublayersIsNotReported() {
    assertFindings(
      Self.trailer(
        """
        let videoLayer = AVPlayerLayer(player: player)
        videoLayer.frame = view.bounds
        view.layer.addSublayer(videoLayer)
        """,
        extra: """
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              view.layer.sublayers?.forEach { $0.frame = view.bounds }
          }
          """), [], rules: [.layerSizedOnce])
  }

  @Test func aLayerSizedFromAFixedRectangleOnATapIsNotReported() {
    assertFindings(
      Self.trailer(
        """
        let videoLayer = AVPlayerLayer(player: player)
        videoLayer.frame = CGRect(x: 0, y: 0, width: 320, height: 180)
        view.layer.addSublayer(videoLayer)
        """), [], rules: [.layerSizedOnce])
  }

  static func banner(_ appear: String, layout: String = "") -> String {
    """
    final class BannerController: UIViewController {
        let shade = CAGradientLayer()
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            \(appear)
        }
        \(layout)
    }
    """
  }

  @Test func aStoredGradientSizedInViewWillAppearWithALayoutPassThatSkipsItIsReported() {
    assertFindings(
      Self.banner(
        """
        1️⃣shade.frame = view.bounds
        view.layer.insertSublayer(shade, at: 0)
        """,
        layout: """
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              title = "Banner"
          }
          """),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["viewWillAppear(_:)", "'shade"])],
      rules: [.layerSizedOnce])
  }

  @Test func aStoredGradientTheLayoutPassSizesIsNotReported() {
    assertFindings(
      Self.banner(
        """
        shade.frame = view.bounds
        view.layer.insertSublayer(shade, at: 0)
        """,
        layout: """
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              shade.frame = view.bounds
          }
          """), [], rules: [.layerSizedOnce])
  }

  @Test func aStoredGradientSizedByAMethodTheLayoutPassCallsIsNotReported() {
    assertFindings(
      """
      final class BannerController: UIViewController {
          let shade = CAGradientLayer()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.layer.insertSublayer(shade, at: 0)
          }
          func resizeShade() {
              shade.frame = view.bounds
          }
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              self.resizeShade()
          }
      }
      """, [], rules: [.layerSizedOnce])
  }

  @Test func aLayerSizedFromTheViewInsideTheLayoutPassIsNotReported() {
    assertFindings(
      """
      final class BannerController: UIViewController {
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              let shade = CAGradientLayer()
              shade.frame = view.bounds
              view.layer.addSublayer(shade)
          }
      }
      """, [], rules: [.layerSizedOnce])
  }

  @Test func aViewsLayerSizedOnATapIsLeftToTheViewRules() {
    // A view is not a controller: its own layout pass is read by the other SL206 checks.
    assertFindings(
      """
      final class PosterView: UIView {
          func reveal() {
              let glow = CAGradientLayer()
              glow.frame = bounds
              layer.addSublayer(glow)
          }
      }
      """, [], rules: [.layerSizedOnce])
  }

  // MARK: - SL304, a badge set in a background completion

  static func inbox(_ handler: String) -> String {
    """
    import UserNotifications
    final class InboxController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let notifications = UNUserNotificationCenter.current()
            notifications.requestAuthorization(options: [.badge]) { granted, _ in
                \(handler)
            }
        }
    }
    """
  }

  @Test func theAppBadgeSetInAPermissionHandlerOfABoundCenterIsReported() {
    assertFindings(
      Self.inbox("1️⃣UIApplication.shared.applicationIconBadgeNumber = 0"),
      [FindingSpec("1️⃣", .uiWorkOffMainThread, mentions: ["applicationIconBadgeNumber"])],
      rules: [.uiWorkOffMainThread])
  }

  @Test func theAppBadgeSentBackToTheMainQueueIsNotReported() {
    assertFindings(
      Self.inbox(
        """
        DispatchQueue.main.async {
            UIApplication.shared.applicationIconBadgeNumber = 0
        }
        """), [], rules: [.uiWorkOffMainThread])
  }

  @Test func aCountWrittenInThePermissionHandlerIsNotReported() {
    assertFindings(
      Self.inbox("self.pendingBadges = 0"), [], rules: [.uiWorkOffMainThread])
  }

  static func unread(_ completion: String) -> String {
    """
    final class MailController: UITabBarController {
        func refreshUnread(from url: URL) {
            URLSession.shared.dataTask(with: url) { data, _, _ in
                let count = data?.count ?? 0
                \(completion)
            }.resume()
        }
    }
    """
  }

  @Test func aTabBadgeSetInASessionCompletionIsReported() {
    assertFindings(
      Self.unread("1️⃣self.tabBarItem.badgeValue = String(count)"),
      [FindingSpec("1️⃣", .uiWorkOffMainThread, mentions: ["badgeValue"])],
      rules: [.uiWorkOffMainThread])
  }

  @Test func aTabBadgeSetOnTheMainQueueIsNotReported() {
    assertFindings(
      Self.unread(
        """
        DispatchQueue.main.async { self.tabBarItem.badgeValue = String(count) }
        """), [], rules: [.uiWorkOffMainThread])
  }

  @Test func aBadgeValueOfAModelIsNotReported() {
    assertFindings(
      Self.unread("self.summary.badgeValue = String(count)"), [], rules: [.uiWorkOffMainThread])
  }

  // MARK: - SL320, a view updated on each pass of a loop that holds the main thread

  static func importer(_ start: String) -> String {
    """
    final class ImportController: UIViewController {
        @IBOutlet var progressView: UIProgressView!
        @IBOutlet var statusLabel: UILabel!
        var rows: [Row] = []
        @IBAction func startImport(_ sender: UIButton) {
            \(start)
        }
        func store(_ row: Row) {}
    }
    """
  }

  @Test func aProgressWrittenInALoopThatWorksOnTheMainThreadIsReported() {
    assertFindings(
      Self.importer(
        """
        for (index, row) in rows.enumerated() {
            store(row)
            1️⃣progressView.progress = Float(index + 1) / Float(rows.count)
        }
        """),
      [FindingSpec("1️⃣", .viewUpdatedInBlockingLoop, mentions: ["'progressView.progress'"])],
      rules: [.viewUpdatedInBlockingLoop])
  }

  @Test func aLoopOnABackgroundQueueThatSendsItsProgressToTheMainQueueIsNotReported() {
    assertFindings(
      Self.importer(
        """
        DispatchQueue.global().async {
            for (index, row) in self.rows.enumerated() {
                self.store(row)
                DispatchQueue.main.async { self.progressView.progress = Float(index) / 10 }
            }
        }
        """), [], rules: [.viewUpdatedInBlockingLoop])
  }

  @Test func aLoopThatAwaitsEachStepIsNotReported() {
    assertFindings(
      """
      final class ImportController: UIViewController {
          @IBOutlet var statusLabel: UILabel!
          var rows: [Row] = []
          func importAll() async {
              for row in rows {
                  store(row)
                  statusLabel.text = row.name
                  await Task.yield()
              }
          }
          func store(_ row: Row) {}
      }
      """, [], rules: [.viewUpdatedInBlockingLoop])
  }

  @Test func aLoopThatCopiesTheMatchedItemsFieldsIsNotReported() {
    assertFindings(
      Self.importer(
        """
        var title = ""
        for row in rows where row.isSelected {
            title = row.name
            store(row)
            statusLabel.text = title
        }
        """), [], rules: [.viewUpdatedInBlockingLoop])
  }

  @Test func aLoopThatOnlyFillsLabelsIsNotReported() {
    assertFindings(
      Self.importer(
        """
        for row in rows {
            statusLabel.text = row.name
            print(row.name)
        }
        """), [], rules: [.viewUpdatedInBlockingLoop])
  }
}
