import ScreenLabAnalysis
import Testing

/// SL312 for stored properties: a property that only an asynchronous completion sets, shown by
/// the statement after the one that starts the load, and by nothing the completion runs (a
/// weekly step total a HealthKit results handler adds to, shown by a helper the controller
/// calls right after asking for the authorization whose completion starts the query). Each
/// reported shape has twins the rule leaves alone.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct LateLoadClassTests {
  /// A weather screen: `load` starts a data task whose completion sets `temperature`;
  /// `viewDidLoad()` then runs `after`.
  static func weather(completion: String, after: String, extra: String = "") -> String {
    """
    final class WeatherViewController: UIViewController {
        @IBOutlet weak var temperatureLabel: UILabel!
        var temperature: Double = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            loadWeather()
            \(after)
        }

        func loadWeather() {
            URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { data, _, _ in
                self.temperature = Double(data?.count ?? 0)
                \(completion)
            }.resume()
        }

        func showWeather() {
            temperatureLabel.text = "\\(temperature)°"
        }
        \(extra)
    }
    """
  }

  @Test func aPropertyShownByAHelperRightAfterTheLoadStartsIsReported() {
    assertFindings(
      Self.weather(completion: "", after: "1️⃣showWeather()"),
      [FindingSpec("1️⃣", .valueReadBeforeCompletion, mentions: ["temperature", "showWeather"])],
      rules: [.valueReadBeforeCompletion])
    // Read directly by the next statement.
    assertFindings(
      Self.weather(completion: "", after: "temperatureLabel.text = \"\\(1️⃣temperature)\""),
      [FindingSpec("1️⃣", .valueReadBeforeCompletion, mentions: ["temperature"])],
      rules: [.valueReadBeforeCompletion])
  }

  @Test func aCompletionThatShowsOrReloadsIsNotReported() {
    for completion in [
      "DispatchQueue.main.async { self.showWeather() }",
      "DispatchQueue.main.async { self.temperatureLabel.text = \"\\(self.temperature)\" }",
      "DispatchQueue.main.async { self.tableView.reloadData() }",
      "self.delegate?.weatherDidLoad()",
    ] {
      assertFindings(
        Self.weather(completion: completion, after: "showWeather()"), [],
        rules: [.valueReadBeforeCompletion])
    }
  }

  @Test func aShowBeforeTheStartOrAfterAWaitIsNotReported() {
    assertFindings(
      """
      final class WeatherViewController: UIViewController {
          @IBOutlet weak var temperatureLabel: UILabel!
          var temperature: Double = 0
          override func viewDidLoad() {
              super.viewDidLoad()
              showWeather()
              loadWeather()
          }
          func loadWeather() {
              URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { data, _, _ in
                  self.temperature = 1
              }.resume()
          }
          func showWeather() { temperatureLabel.text = "\\(temperature)" }
      }
      """, [], rules: [.valueReadBeforeCompletion])
    assertFindings(
      Self.weather(completion: "semaphore.signal()", after: "semaphore.wait()\nshowWeather()"),
      [], rules: [.valueReadBeforeCompletion])
  }

  @Test func aPropertyAlsoWrittenAtOnceOrObservedIsNotReported() {
    // A reset writes it at once: the rule cannot tell which value the screen should show.
    assertFindings(
      Self.weather(
        completion: "", after: "showWeather()",
        extra: "func reset() { temperature = 0; showWeather() }"),
      [], rules: [.valueReadBeforeCompletion])
    // An observer may show every change.
    assertFindings(
      """
      final class WeatherViewController: UIViewController {
          @IBOutlet weak var temperatureLabel: UILabel!
          var temperature: Double = 0 { didSet { print(temperature) } }
          override func viewDidLoad() {
              super.viewDidLoad()
              loadWeather()
              showWeather()
          }
          func loadWeather() {
              URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in
                  self.temperature = 1
              }.resume()
          }
          func showWeather() { temperatureLabel.text = "\\(temperature)" }
      }
      """, [], rules: [.valueReadBeforeCompletion])
  }

  /// A results handler assigned to a query, started from an authorization request's
  /// completion; a closure of unknown timing is left alone.
  @Test func aHandlerAssignedToAQueryCountsAsLater() {
    func steps(_ start: String) -> String {
      """
      final class StepsViewController: UIViewController {
          @IBOutlet weak var totalLabel: UILabel!
          var weeklySteps: Double = 0
          let store = HKHealthStore()
          override func viewDidLoad() {
              super.viewDidLoad()
              \(start)
              1️⃣showTotal(goal: 5500)
          }
          func queryHistory() {
              let query = HKStatisticsCollectionQuery(quantityType: type, quantitySamplePredicate: nil, options: [.cumulativeSum], anchorDate: Date(), intervalComponents: DateComponents())
              query.initialResultsHandler = { _, results, _ in
                  results?.enumerateStatistics(from: start, to: end) { statistics, _ in
                      self.weeklySteps += statistics.sumQuantity()?.doubleValue(for: .count()) ?? 0
                  }
              }
              store.execute(query)
          }
          func showTotal(goal: Double) {
              totalLabel.text = "\\(Int(weeklySteps)) / \\(Int(goal))"
          }
      }
      """
    }
    assertFindings(
      steps(
        "store.requestAuthorization(toShare: nil, read: types) { ok, _ in if ok { self.queryHistory() } }"
      ),
      [FindingSpec("1️⃣", .valueReadBeforeCompletion, mentions: ["weeklySteps", "showTotal"])],
      rules: [.valueReadBeforeCompletion])
    // A closure given to a call the rule does not know, under no completion label.
    assertFindings(
      """
      final class CounterViewController: UIViewController {
          @IBOutlet weak var countLabel: UILabel!
          var count = 0
          override func viewDidLoad() {
              super.viewDidLoad()
              model.visit { self.count += 1 }
              countLabel.text = "\\(count)"
          }
      }
      """, [], rules: [.valueReadBeforeCompletion])
  }

  /// A completion that hands the value to the caller's own completion, which may show it.
  @Test func aCompletionThatCallsItsCallersCompletionIsNotReported() {
    assertFindings(
      """
      final class ProfileViewController: UIViewController {
          @IBOutlet weak var nameLabel: UILabel!
          var name = ""
          override func viewDidLoad() {
              super.viewDidLoad()
              loadProfile { }
              nameLabel.text = name
          }
          func loadProfile(then done: @escaping () -> Void) {
              api.fetchProfile(completion: { profile in
                  self.name = profile.name
                  done()
              })
          }
      }
      """, [], rules: [.valueReadBeforeCompletion])
  }
}
