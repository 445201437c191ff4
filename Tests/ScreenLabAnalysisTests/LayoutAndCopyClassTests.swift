import ScreenLabAnalysis
import Testing

/// Classes of stale screens read from code the analyzer had not seen (Docs/Analyzer.md: SL108;
/// SL201's path animations that autoreverse; SL303's shown copy changed in place and reloads
/// through helpers; SL401/SL402 through a shared instance; SL403's drafts). Each with its twin.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct LayoutAndCopyClassTests {
  static func slider(observer: String) -> String {
    """
    final class LevelSlider: UIControl {
        private let thumb = UIView()
        private var track = CGRect.zero
        var 1️⃣value: CGFloat = 0.5 {
            didSet { \(observer) }
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            track = bounds.insetBy(dx: 10, dy: 10)
            thumb.frame = thumbFrame()
        }
        private func thumbFrame() -> CGRect {
            CGRect(x: track.minX + value * track.width - 10, y: 0, width: 20, height: 20)
        }
    }
    """
  }

  @Test func aValueTheLayoutPassReadsWithADisplayOnlyObserverIsReported() {
    assertFindings(
      Self.slider(observer: "setNeedsDisplay()"),
      [FindingSpec("1️⃣", .displayRequestedForLayoutState, mentions: ["setNeedsLayout()"])],
      rules: [.displayRequestedForLayoutState])
  }

  @Test func anObserverThatLaysOutOrPlacesItselfIsNotReported() {
    for observer in [
      "setNeedsLayout()", "setNeedsDisplay(); setNeedsLayout()", "setNeedsDisplay(); place()",
      "accessibilityValue = \"\\(value)\"",
    ] {
      let source = Self.slider(observer: observer).replacingOccurrences(
        of: "    override func layoutSubviews()",
        with:
          "    private func place() { thumb.frame = thumbFrame() }\n    override func layoutSubviews()"
      )
      assertFindings(source, [], rules: [.displayRequestedForLayoutState])
    }
  }

  @Test func aPathAnimationThatAutoreversesAwayFromTheModelIsReported() {
    assertFindings(
      """
      final class Orbit: UIView {
          private let dot = CALayer()
          func orbit() {
              let path = UIBezierPath(arcCenter: CGPoint(x: 90, y: 90), radius: 40,
                                      startAngle: 0, endAngle: .pi, clockwise: true)
              let move = CAKeyframeAnimation(keyPath: #keyPath(CALayer.position))
              move.path = path.cgPath
              move.autoreverses = true
              1️⃣dot.add(move, forKey: "orbit")
          }
      }
      """, [FindingSpec("1️⃣", .animationWithoutModelWrite, mentions: ["position"])],
      rules: [.animationWithoutModelWrite])
  }

  @Test func aPathFromTheLayersPlaceOrABasicAnimationThatAutoreversesIsNotReported() {
    assertFindings(
      """
      final class Hop: UIView {
          private let dot = CALayer()
          func hop() {
              let path = UIBezierPath()
              path.move(to: dot.position)
              path.addLine(to: CGPoint(x: dot.position.x, y: dot.position.y - 40))
              let move = CAKeyframeAnimation(keyPath: "position")
              move.path = path.cgPath
              move.autoreverses = true
              dot.add(move, forKey: "hop")
          }
          func pulse() {
              let grow = CABasicAnimation(keyPath: "transform.scale")
              grow.fromValue = 1
              grow.toValue = 1.2
              grow.autoreverses = true
              dot.add(grow, forKey: "pulse")
          }
      }
      """, [], rules: [.animationWithoutModelWrite])
  }

  static func toss(autoreverses: String) -> String {
    """
    final class Toss: UIView {
        private let ball = CALayer()
        func toss(to end: CGPoint) {
            let path = UIBezierPath()
            path.move(to: ball.position)
            path.addQuadCurve(to: end, controlPoint: CGPoint(x: end.x, y: 0))
            let arc = CAKeyframeAnimation(keyPath: "position")
            arc.path = path.cgPath
            arc.autoreverses = \(autoreverses)
            ball.position = end
            1️⃣ball.add(arc, forKey: "toss")
        }
    }
    """
  }

  @Test func anAutoreversingAnimationWhoseModelIsMovedToItsEndIsReported() {
    assertFindings(
      Self.toss(autoreverses: "true"),
      [FindingSpec("1️⃣", .animationWithoutModelWrite, mentions: ["autoreverses", "ball.position"])],
      rules: [.animationWithoutModelWrite])
    // Without autoreverses the animation ends where the model is.
    assertFindings(Self.toss(autoreverses: "false"), [], rules: [.animationWithoutModelWrite])
  }

  @Test func aThicknessReadThroughAComputedFrameIsFollowed() {
    assertFindings(
      """
      final class Meter: UIView {
          private let track = CALayer()
          var 1️⃣thickness: CGFloat = 4 { didSet { setNeedsDisplay() } }
          private var trackFrame: CGRect {
              CGRect(x: 0, y: (bounds.height - thickness) / 2, width: bounds.width, height: thickness)
          }
          override func layoutSubviews() {
              super.layoutSubviews()
              track.frame = trackFrame
          }
      }
      """, [FindingSpec("1️⃣", .displayRequestedForLayoutState, mentions: ["thickness"])],
      rules: [.displayRequestedForLayoutState])
  }

  @Test func aSlidersTrackRectIsLayoutGeometry() {
    let slider = """
      final class ThickSlider: UISlider {
          @IBInspectable var 1️⃣trackWidth: CGFloat = 2 { didSet { OBSERVER } }
          override func trackRect(forBounds bounds: CGRect) -> CGRect {
              CGRect(x: bounds.minX, y: bounds.midY - trackWidth / 2, width: bounds.width, height: trackWidth)
          }
      }
      """
    assertFindings(
      slider.replacingOccurrences(of: "OBSERVER", with: "setNeedsDisplay()"),
      [FindingSpec("1️⃣", .displayRequestedForLayoutState, mentions: ["trackRect(forBounds:)"])],
      rules: [.displayRequestedForLayoutState])
    assertFindings(
      slider.replacingOccurrences(of: "OBSERVER", with: "setNeedsLayout()"), [],
      rules: [.displayRequestedForLayoutState])
  }

  @Test func aListGroupedInSetUpThroughASynchronousClosureIsNotReported() {
    assertFindings(
      """
      final class GroupedController: UITableViewController {
          private var incoming = ["a", "b"]
          private var groups: [[String]] = []
          override func viewDidLoad() {
              super.viewDidLoad()
              assemble()
          }
          private func assemble() {
              let grouped = Dictionary(grouping: incoming) { $0.prefix(1) }
              grouped.keys.sorted().forEach { key in
                  groups.append(grouped[key] ?? [])
              }
          }
          override func numberOfSections(in tableView: UITableView) -> Int { groups.count }
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              groups[section].count
          }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
              -> UITableViewCell
          {
              let cell = UITableViewCell()
              cell.textLabel?.text = groups[indexPath.section][indexPath.row]
              return cell
          }
      }
      """, [], rules: [.listDataWithoutReload])
  }

  @Test func aBareObjectWillChangeSendAnnounces() {
    assertFindings(
      """
      final class DelayedUpdater: ObservableObject {
          var value = 0 {
              willSet { objectWillChange.send() }
          }
          init() {
              DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.value += 1 }
          }
      }

      struct Counter: View {
          @ObservedObject var updater = DelayedUpdater()
          var body: some View { Text("\\(updater.value)") }
      }
      """, [], rules: [.unpublishedProperty])
  }

  static let people = """
    final class PeopleController: UIViewController, UITableViewDataSource, UISearchBarDelegate {
        @IBOutlet var tableView: UITableView!
        private var people: [String] = []
        private var shown: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            shown.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            let cell = UITableViewCell()
            cell.textLabel?.text = shown[indexPath.row]
            return cell
        }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            shown = people.filter { $0.contains(searchText) }
            tableView.reloadData()
        }

    """

  @Test func aSourceChangedInPlaceWhileTheCellsShowACopyIsReported() {
    assertFindings(
      Self.people + """
            @objc func add(_ name: String) {
                1️⃣people.append(name)
                self.tableView.reloadData()
            }
        }
        """, [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["shown"])],
      rules: [.listDataWithoutReload])
  }

  @Test func aSourceChangedInPlaceAndCopiedAgainIsNotReported() {
    assertFindings(
      Self.people + """
            @objc func remove(at index: Int) {
                self.people.remove(at: index)
                refilter()
            }
            private func refilter() {
                shown = people.sorted()
                tableView.reloadData()
            }
        }
        """, [], rules: [.listDataWithoutReload])
  }

  @Test func aCopyMadeBeforeTheDataArrivesIsNotMadeAgainByTheCompletion() {
    assertFindings(
      """
      final class StoreController: UIViewController, UITableViewDataSource {
          @IBOutlet var tableView: UITableView!
          private var items: [String] = []
          private var filtered: [String] = []
          override func viewDidLoad() {
              super.viewDidLoad()
              filtered = items
              load { names in
                  DispatchQueue.main.async {
                      1️⃣self.items = names
                      self.tableView.reloadData()
                  }
              }
          }
          func load(_ done: @escaping ([String]) -> Void) { done(["a"]) }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              filtered.count
          }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
              -> UITableViewCell
          {
              let cell = UITableViewCell()
              cell.textLabel?.text = filtered[indexPath.row]
              return cell
          }
          func search(_ text: String) {
              filtered = items.filter { $0.contains(text) }
              tableView.reloadData()
          }
      }
      """, [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["filtered"])],
      rules: [.listDataWithoutReload])
  }

  static func thread(send: String) -> String {
    """
    final class ThreadController: UIViewController, UITableViewDataSource {
        @IBOutlet var tableView: UITableView!
        private var messages: [String] = []
        private var days: [[String]] = [] {
            didSet { keepOffsetAndReload() }
        }
        func numberOfSections(in tableView: UITableView) -> Int { days.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            days[section].count + messages.count * 0
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            let cell = UITableViewCell()
            cell.textLabel?.text = days[indexPath.section][indexPath.row]
            return cell
        }
        private func keepOffsetAndReload() { tableView.reloadKeepingOffset() }
        private func regroup() { days = [messages] }
        @objc func send(_ text: String) {
            \(send)
        }
    }

    extension UITableView {
        func reloadKeepingOffset() {
            let offset = contentOffset
            reloadData()
            contentOffset = offset
        }
    }
    """
  }

  @Test func aReloadThroughHelpersAndAnObserverIsFollowed() {
    assertFindings(
      Self.thread(send: "messages.append(text); regroup()"), [], rules: [.listDataWithoutReload])
    // Without the helper, nothing shows the new message.
    assertFindings(
      Self.thread(send: "1️⃣messages.append(text)"), [FindingSpec("1️⃣", .listDataWithoutReload)],
      rules: [.listDataWithoutReload])
  }

  static func status(wrapper: String, declaration: String) -> String {
    """
    final class ConnectionManager: ObservableObject, URLSessionDelegate {
        static let shared = ConnectionManager()
        \(declaration)
        func watch() {
            NotificationCenter.default.addObserver(
                forName: .init("up"), object: nil, queue: .main
            ) { _ in
                self.isOnline = true
            }
        }
    }

    struct StatusView: View {
        \(wrapper)
        var body: some View { Text(manager.isOnline ? "Online" : "Offline") }
    }
    """
  }

  @Test func aSharedInstancesUnpublishedPropertyIsReported() {
    for wrapper in [
      "@ObservedObject var manager = ConnectionManager.shared",
      "let manager = ConnectionManager.shared",
    ] {
      assertFindings(
        Self.status(wrapper: wrapper, declaration: "1️⃣var isOnline = false"),
        [FindingSpec("1️⃣", .unpublishedProperty, mentions: ["isOnline"])],
        rules: [.unpublishedProperty])
      assertFindings(
        Self.status(wrapper: wrapper, declaration: "@Published var isOnline = false"), [],
        rules: [.unpublishedProperty])
    }
  }

  @Test func aPlainSharedInstanceReadInPlaceIsReportedAtItsWrite() {
    let store = """
      final class LocationStore: NSObject, CLLocationManagerDelegate {
          static let shared = LocationStore()
          var city = "?"
          func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
              1️⃣city = "Paris"
          }
      }
      """
    assertFindings(
      store + """

        struct CityView: View {
            var body: some View { Text(LocationStore.shared.city) }
        }
        """, [FindingSpec("1️⃣", .unobservedClassModel, mentions: ["city"])],
      rules: [.unobservedClassModel])
    // An observable store announces the change.
    assertFindings(
      "@Observable " + store.replacingOccurrences(of: "1️⃣", with: "")
        + """

        struct CityView: View {
            var body: some View { Text(LocationStore.shared.city) }
        }
        """, [], rules: [.unobservedClassModel])
  }

  @Test func stateSeededFromAParameterIsReportedOnlyWhenTheViewNeverChangesIt() {
    assertFindings(
      """
      struct Badge: View {
          @State private var label: String
          init(label: String) {
              1️⃣self.label = label
          }
          var body: some View { Text(label) }
      }

      struct Row: View {
          @State private var celsius: Double
          init(celsius: Double) {
              2️⃣_celsius = State(initialValue: celsius)
          }
          var body: some View { Text("\\(celsius)") }
      }
      """,
      [
        FindingSpec("1️⃣", .stateCopiesInput, mentions: ["never changes"]),
        FindingSpec("2️⃣", .stateCopiesInput, mentions: ["never changes"]),
      ], rules: [.stateCopiesInput])
  }

  @Test func aDraftAModelOrADefaultedParameterIsNotReported() {
    assertFindings(
      """
      struct NoteEditor: View {
          @State private var draft: String
          let onSave: (String) -> Void
          init(text: String, onSave: @escaping (String) -> Void) {
              _draft = State(initialValue: text)
              self.onSave = onSave
          }
          var body: some View {
              TextField("Note", text: $draft)
              Button("Save") { onSave(draft) }
          }
      }

      struct Counter: View {
          @State private var count: Int
          init(count: Int) { self.count = count }
          var body: some View { Button("\\(count)") { count += 1 } }
      }

      @Observable final class Library {
          var books: [String]
          init(owner: String) { books = [owner] }
      }

      struct Shelf: View {
          @State private var library: Library
          init(owner: String) { _library = State(initialValue: Library(owner: owner)) }
          var body: some View { Text("\\(library.books.count)") }
      }

      struct Tabs: View {
          @State private var tab: Int
          init(tab: Int = 0) { _tab = State(initialValue: tab) }
          var body: some View { Text("\\(tab)") }
      }
      """, [], rules: [.stateCopiesInput])
  }
}
