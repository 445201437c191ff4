import ScreenLabAnalysis
import Testing

/// The classes the twentieth round widened (Docs/Analyzer.md, "The twentieth round"), each
/// with a reported and an unreported twin written for the class, none of a corpus's files.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct TwentiethRoundClassTests {
  // MARK: - SL304, a HealthKit query's handler

  static func heartRate(_ query: String) -> String {
    """
    import HealthKit
    final class HeartRateController: UIViewController {
        @IBOutlet var rateLabel: UILabel!
        let store = HKHealthStore()
        func loadRate(type: HKQuantityType) {
            \(query)
            store.execute(query)
        }
    }
    """
  }

  @Test func aLabelWrittenInAStatisticsQuerysHandlerIsReported() {
    assertFindings(
      Self.heartRate(
        """
        let query = HKStatisticsQuery(quantityType: type, quantitySamplePredicate: nil, options: .discreteAverage) { _, result, _ in
            let rate = result?.averageQuantity()?.doubleValue(for: .count()) ?? 0
            1️⃣self.rateLabel.text = String(Int(rate))
        }
        """),
      [FindingSpec("1️⃣", .uiWorkOffMainThread, mentions: ["'rateLabel.text'", "HealthKit"])],
      rules: [.uiWorkOffMainThread])
  }

  @Test func aLabelWrittenInASampleQuerysResultsHandlerArgumentIsReported() {
    assertFindings(
      Self.heartRate(
        """
        let query = HKSampleQuery(sampleType: type, predicate: nil, limit: 1, sortDescriptors: nil, resultsHandler: { _, samples, _ in
            1️⃣self.rateLabel.text = "\\(samples?.count ?? 0)"
        })
        """),
      [FindingSpec("1️⃣", .uiWorkOffMainThread, mentions: ["'rateLabel.text'"])],
      rules: [.uiWorkOffMainThread])
  }

  @Test func aLabelWrittenInAHandlerSetOnTheQueryIsReported() {
    assertFindings(
      Self.heartRate(
        """
        let query = HKStatisticsCollectionQuery(quantityType: type, quantitySamplePredicate: nil, options: .cumulativeSum, anchorDate: Date(), intervalComponents: DateComponents(day: 1))
        query.initialResultsHandler = { _, results, _ in
            results?.enumerateStatistics(from: Date(), to: Date()) { statistics, _ in
                1️⃣self.rateLabel.text = "\\(statistics.startDate)"
            }
        }
        """),
      [FindingSpec("1️⃣", .uiWorkOffMainThread, mentions: ["'rateLabel.text'"])],
      rules: [.uiWorkOffMainThread])
  }

  @Test func aLabelWrittenOnTheMainQueueInsideTheHandlerIsNotReported() {
    assertFindings(
      Self.heartRate(
        """
        let query = HKStatisticsCollectionQuery(quantityType: type, quantitySamplePredicate: nil, options: .cumulativeSum, anchorDate: Date(), intervalComponents: DateComponents(day: 1))
        query.initialResultsHandler = { _, results, _ in
            DispatchQueue.main.async {
                self.rateLabel.text = "\\(results?.statistics().count ?? 0)"
            }
        }
        """), [], rules: [.uiWorkOffMainThread])
  }

  @Test func aHandlerSetOnAnObjectThatIsNotAQueryIsNotReported() {
    // The same property name on a type of the app: nothing says which queue calls it.
    assertFindings(
      Self.heartRate(
        """
        let query = RateFeed()
        query.updateHandler = { rate in
            self.rateLabel.text = "\\(rate)"
        }
        """), [], rules: [.uiWorkOffMainThread])
  }

  // MARK: - SL318, a late image through the image view's own loader

  static func posterCell(_ loader: String, reuse: String = "") -> String {
    """
    final class PosterCell: UITableViewCell {
        @IBOutlet var titleLabel: UILabel!
        @IBOutlet var posterView: UIImageView!
        func configure(with film: Film) {
            titleLabel.text = film.title
            1️⃣posterView.download(from: film.posterURL)
        }
        \(reuse)
    }
    extension UIImageView {
        func download(from url: URL) {
            \(loader)
        }
    }
    """
  }

  static let unguardedLoader = """
    URLSession.shared.dataTask(with: url) { data, _, _ in
        guard let data else { return }
        DispatchQueue.main.async { self.image = UIImage(data: data) }
    }.resume()
    """

  @Test func aCellsImageViewGivenItsImageByAnUnguardedLoaderIsReported() {
    assertFindings(
      Self.posterCell(Self.unguardedLoader),
      [FindingSpec("1️⃣", .cellContentNotReset, mentions: ["'posterView'", "'download'"])],
      rules: [.cellContentNotReset])
  }

  @Test func aLoaderThatComparesTheRequestedURLIsNotReported() {
    assertFindings(
      Self.posterCell(
        """
        accessibilityIdentifier = url.absoluteString
        URLSession.shared.dataTask(with: url) { data, _, _ in
            guard let data else { return }
            DispatchQueue.main.async {
                guard self.accessibilityIdentifier == url.absoluteString else { return }
                self.image = UIImage(data: data)
            }
        }.resume()
        """
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.cellContentNotReset])
  }

  @Test func aCellThatCancelsTheDownloadOnReuseIsNotReported() {
    assertFindings(
      Self.posterCell(
        Self.unguardedLoader,
        reuse: """
          override func prepareForReuse() {
              super.prepareForReuse()
              ImageRequests.cancel(for: posterView)
              posterView.image = nil
          }
          """
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.cellContentNotReset])
  }

  @Test func theSameLoaderOnADetailScreensImageViewIsNotReported() {
    // A view that is not reused for another item waits for one download at a time.
    let source = Self.posterCell(Self.unguardedLoader)
      .replacingOccurrences(of: "1️⃣", with: "")
      .replacingOccurrences(
        of: "PosterCell: UITableViewCell", with: "FilmController: UIViewController")
    assertFindings(source, [], rules: [.cellContentNotReset])
  }

  // MARK: - SL206, a subview sized from the root view in viewDidLoad()

  static func sketch(_ setUp: String, extra: String = "") -> String {
    """
    final class SketchController: UIViewController {
        var canvas: CanvasView!
        override func viewDidLoad() {
            super.viewDidLoad()
            \(setUp)
            view.addSubview(canvas)
        }
        \(extra)
    }
    """
  }

  @Test func aSubviewMadeWithTheViewsBoundsInViewDidLoadIsReported() {
    assertFindings(
      Self.sketch("1️⃣canvas = CanvasView(frame: view.bounds)"),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["'canvas'", "viewDidLoad()"])],
      rules: [.layerSizedOnce])
  }

  @Test func aSubviewPlacedOnTheViewsBoundsInViewDidLoadIsReported() {
    assertFindings(
      Self.sketch(
        """
        canvas = CanvasView()
        1️⃣canvas.frame = self.view.bounds
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, severity: .note, mentions: ["'canvas.frame'"])],
      rules: [.layerSizedOnce])
  }

  @Test func aSubviewThatFollowsTheViewsSizeIsNotReported() {
    assertFindings(
      Self.sketch(
        """
        canvas = CanvasView(frame: view.bounds)
        canvas.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        """), [], rules: [.layerSizedOnce])
  }

  @Test func aSubviewSizedAgainInTheLayoutPassIsNotReported() {
    assertFindings(
      Self.sketch(
        "canvas = CanvasView(frame: view.bounds)",
        extra: """
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              canvas.frame = view.bounds
          }
          """), [], rules: [.layerSizedOnce])
  }

  @Test func aSubviewSizedFromAFixedRectangleIsNotReported() {
    assertFindings(
      Self.sketch("canvas = CanvasView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))"),
      [], rules: [.layerSizedOnce])
  }

  // MARK: - SL207, a subview's frame read before the same pass places it

  static func editor(_ pass: String) -> String {
    """
    final class EditorController: UIViewController {
        @IBOutlet var textView: UITextView!
        @IBOutlet var badge: UILabel!
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            \(pass)
        }
        func placeBadge() {
            badge.frame.origin.x = textView.frame.width - badge.frame.width
        }
    }
    """
  }

  @Test func aHelperReadingASubviewBeforeThePassPlacesItIsReported() {
    assertFindings(
      Self.editor(
        """
        1️⃣placeBadge()
        textView.frame = view.bounds
        """),
      [FindingSpec("1️⃣", .geometryBeforeLayout, mentions: ["'textView'", "'placeBadge()'"])],
      rules: [.geometryBeforeLayout])
  }

  @Test func aValueReadFromASubviewBeforeThePassPlacesItIsReported() {
    assertFindings(
      Self.editor(
        """
        1️⃣badge.center.x = textView.bounds.maxX - 20
        textView.frame = view.bounds
        """),
      [FindingSpec("1️⃣", .geometryBeforeLayout, mentions: ["'textView'"])],
      rules: [.geometryBeforeLayout])
  }

  @Test func aHelperCalledAfterThePassPlacesTheSubviewIsNotReported() {
    assertFindings(
      Self.editor(
        """
        textView.frame = view.bounds
        placeBadge()
        """), [], rules: [.geometryBeforeLayout])
  }

  @Test func aValueReadFromASubviewAfterThePassPlacesItIsNotReported() {
    assertFindings(
      Self.editor(
        """
        textView.frame = view.bounds
        badge.center.x = textView.bounds.maxX - 20
        """), [], rules: [.geometryBeforeLayout])
  }

  // MARK: - SL204, a frame animated on a view that constraints place

  static func tabs(
    _ animation: String, setUp: String = "bar.translatesAutoresizingMaskIntoConstraints = false"
  )
    -> String
  {
    """
    final class TabsController: UIViewController {
        let tabs = UISegmentedControl(items: ["One", "Two"])
        let bar = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(bar)
            \(setUp)
            bar.topAnchor.constraint(equalTo: tabs.bottomAnchor).isActive = true
            bar.leadingAnchor.constraint(equalTo: tabs.leadingAnchor).isActive = true
        }
        @objc func tabChanged(_ sender: UISegmentedControl) {
            UIView.animate(withDuration: 0.3) {
                \(animation)
            }
        }
    }
    """
  }

  @Test func aFrameAnimatedOnAViewConstraintsPlaceIsReported() {
    assertFindings(
      Self.tabs(
        "1️⃣self.bar.frame.origin.x = self.tabs.frame.width / 2 * CGFloat(sender.selectedSegmentIndex)"
      ),
      [
        FindingSpec(
          "1️⃣", .constraintChangeNotLaidOut, mentions: ["'bar.frame.origin.x'", "Auto Layout"])
      ],
      rules: [.constraintChangeNotLaidOut])
  }

  @Test func aFrameAnimatedOnAViewWithItsAutoresizingMaskIsNotReported() {
    assertFindings(
      Self.tabs(
        "self.bar.frame.origin.x = self.tabs.frame.width / 2 * CGFloat(sender.selectedSegmentIndex)",
        setUp: "bar.autoresizingMask = [.flexibleWidth]"),
      [], rules: [.constraintChangeNotLaidOut])
  }

  @Test func aTransformAnimatedOnAViewConstraintsPlaceIsNotReported() {
    // A transform is applied on top of the frame the constraints give, so it survives layout.
    assertFindings(
      Self.tabs("self.bar.transform = CGAffineTransform(translationX: 40, y: 0)"),
      [], rules: [.constraintChangeNotLaidOut])
  }
}
