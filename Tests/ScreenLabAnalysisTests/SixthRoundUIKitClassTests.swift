import ScreenLabAnalysis
import Testing

/// The UIKit classes of the sixth round, each with reported and unreported twins
/// (Docs/Analyzer.md, SL305–SL307): an activity indicator started and never stopped, a reused
/// view configured only when it is new, a page control set once while the pages move.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SixthRoundUIKitClassTests {
  // MARK: - SL306: an activity indicator never stopped

  static func weather(_ completion: String, extra: String = "") -> String {
    """
    final class ForecastController: UIViewController {
        @IBOutlet weak var summary: UILabel!
        let busy = UIActivityIndicatorView(style: .medium)
        override func viewDidLoad() {
            super.viewDidLoad()
            busy.hidesWhenStopped = true
            view.addSubview(busy)
        }
        @IBAction func refresh(_ sender: Any) {
            busy.startAnimating()
            URLSession.shared.dataTask(with: Forecast.url) { data, _, _ in
                let text = data.map { String(decoding: $0, as: UTF8.self) }
                DispatchQueue.main.async {
                    \(completion)
                }
            }.resume()
        }
        \(extra)
    }
    """
  }

  @Test func anIndicatorStartedAndNeverStoppedIsReportedWhereTheResultIsShown() {
    assertFindings(
      Self.weather("1️⃣self.summary.text = text"),
      [FindingSpec("1️⃣", .spinnerNeverStopped, mentions: ["busy.stopAnimating()"])],
      rules: [.spinnerNeverStopped])
    // An outlet made in a storyboard, shown through a table reload.
    assertFindings(
      Self.weather("1️⃣self.table.reloadData()")
        .replacingOccurrences(
          of: "let busy = UIActivityIndicatorView(style: .medium)",
          with: "@IBOutlet weak var busy: UIActivityIndicatorView!\n    let table = UITableView()"),
      [FindingSpec("1️⃣", .spinnerNeverStopped)], rules: [.spinnerNeverStopped])
  }

  @Test func anIndicatorStoppedHiddenOrHandedOnIsNotReported() {
    let endings = [
      ("self.summary.text = text\n            self.busy.stopAnimating()", ""),
      ("self.summary.text = text", "func finish() { busy.stopAnimating() }"),
      ("self.summary.text = text\n            self.busy.isHidden = true", ""),
      ("self.summary.text = text\n            self.busy.removeFromSuperview()", ""),
      ("self.summary.text = text", "func hostSpinner() -> UIView { busy }"),
      (
        "self.summary.text = text",
        "func stop(_ other: ForecastController) { other.busy.stopAnimating() }"
      ),
    ]
    for (completion, extra) in endings {
      assertFindings(
        Self.weather(completion, extra: extra), [], rules: [.spinnerNeverStopped])
    }
  }

  @Test func anIndicatorStartedWithNoResultShownIsNotReported() {
    // A loading screen: another object dismisses the controller; nothing here shows a result.
    assertFindings(
      """
      final class SplashController: UIViewController {
          let busy = UIActivityIndicatorView(style: .large)
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(busy)
              busy.startAnimating()
          }
      }
      """, [], rules: [.spinnerNeverStopped])
  }

  // MARK: - SL305: a reused view configured only when new

  static func pins(_ body: String) -> String {
    """
    final class StopsMap: NSObject, MKMapViewDelegate {
        func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
            guard let stop = annotation as? StopAnnotation else { return nil }
            var pin = mapView.dequeueReusableAnnotationView(withIdentifier: "stop")
            \(body)
            return pin
        }
    }
    """
  }

  @Test func itemContentSetOnlyForANewViewIsReported() {
    let bodies = [
      """
      1️⃣if pin == nil {
                  pin = MKAnnotationView(annotation: annotation, reuseIdentifier: "stop")
                  pin?.image = UIImage(named: stop.line.iconName)
              }
      """,
      """
      let fresh = pin?.subviews.isEmpty ?? true
              pin?.annotation = annotation
              1️⃣if fresh {
                  let badge = UILabel()
                  if stop.isClosed { badge.textColor = .gray } else { badge.textColor = .black }
                  pin?.addSubview(badge)
              }
      """,
    ]
    for body in bodies {
      assertFindings(
        Self.pins(body), [FindingSpec("1️⃣", .reusedViewConfiguredWhenNew)],
        rules: [.reusedViewConfiguredWhenNew])
    }
    assertFindings(
      """
      final class NamesController: UITableViewController {
          var names: [String] = []
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              var cell = tableView.dequeueReusableCell(withIdentifier: "name")
              1️⃣if cell == nil {
                  cell = UITableViewCell(style: .default, reuseIdentifier: "name")
                  cell?.textLabel?.text = names[indexPath.row]
              }
              return cell!
          }
      }
      """, [FindingSpec("1️⃣", .reusedViewConfiguredWhenNew)],
      rules: [.reusedViewConfiguredWhenNew])
  }

  @Test func itemContentSetForEveryViewIsNotReported() {
    let bodies = [
      """
      if pin == nil {
                  pin = MKAnnotationView(annotation: annotation, reuseIdentifier: "stop")
                  pin?.canShowCallout = true
              }
              pin?.annotation = annotation
              pin?.image = UIImage(named: stop.line.iconName)
      """,
      """
      if pin == nil {
                  pin = MKAnnotationView(annotation: annotation, reuseIdentifier: "stop")
                  pin?.image = UIImage(named: stop.line.iconName)
              } else {
                  pin?.annotation = annotation
              }
              pin?.image = UIImage(named: stop.line.iconName)
      """,
    ]
    for body in bodies {
      assertFindings(Self.pins(body), [], rules: [.reusedViewConfiguredWhenNew])
    }
  }

  // MARK: - SL307: a page control set once while the pages move

  static func tour(_ extra: String, superclass: String = "UIPageViewController") -> String {
    """
    final class TourController: \(superclass), UIPageViewControllerDataSource {
        let dots = UIPageControl()
        var screens: [UIViewController] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            dataSource = self
            dots.numberOfPages = screens.count
            1️⃣dots.currentPage = 0
            view.addSubview(dots)
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard let index = screens.firstIndex(of: viewController), index + 1 < screens.count else { return nil }
            return screens[index + 1]
        }
        \(extra)
    }
    """
  }

  @Test func aPageControlSetOnlyDuringSetUpIsReported() {
    assertFindings(
      Self.tour(""), [FindingSpec("1️⃣", .pageControlNotFollowing)],
      rules: [.pageControlNotFollowing])
  }

  @Test func aPageControlThatFollowsThePagesOrDoesNotPageIsNotReported() {
    let follows = """
      func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
              if completed, let shown = viewControllers?.first { dots.currentPage = screens.firstIndex(of: shown) ?? 0 }
          }
      """
    assertFindings(Self.tour(follows), [], rules: [.pageControlNotFollowing])
    assertFindings(
      Self.tour("func attach(to host: Host) { host.indicator = dots }"), [],
      rules: [.pageControlNotFollowing])
    // The page view controller's own control, found among its subviews: not a stored one.
    assertFindings(
      Self.tour("").replacingOccurrences(
        of: "let dots = UIPageControl()",
        with:
          "var dots: UIPageControl? { view.subviews.first { $0 is UIPageControl } as? UIPageControl }"
      ).replacingOccurrences(of: "1️⃣dots.currentPage = 0", with: "dots?.currentPage = 0"),
      [], rules: [.pageControlNotFollowing])
    // A controller that shows dots but does not page.
    assertFindings(
      Self.tour("", superclass: "UIViewController").replacingOccurrences(
        of: ", UIPageViewControllerDataSource", with: ""), [], rules: [.pageControlNotFollowing])
  }
}
