import Testing

@testable import ScreenLabAnalysis

/// The wrong classes of the fifth UIKit sample (Docs/Analyzer.md, "Precision on unmarked public
/// code (fifth sample, 2026-12-07), UIKit"): each correct shape stays silent, and its twin bug is
/// still reported.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct FifthUIKitSampleClassTests {
  // MARK: SL304, a completion handler whose method is in the sources

  /// A recipe list that replaces its rows in a completion handler with its own main-queue hop,
  /// given to `RecipeStore.recipes(matching:completion:)`, whose body is `store`.
  static func recipes(store: String, load: String = "") -> String {
    """
    import UIKit
    final class NetworkClient {
        func request(_ url: URL, completion: @escaping (Data?) -> Void) {
            URLSession.shared.dataTask(with: url) { data, _, _ in
                DispatchQueue.main.async { completion(data) }
            }.resume()
        }
    }
    final class RecipeStore {
        let client = NetworkClient()
        func recipes(matching term: String, completion: @escaping ([String]) -> Void) {
            \(store)
        }
    }
    final class RecipesViewController: UIViewController, UITableViewDataSource {
        @IBOutlet weak var tableView: UITableView!
        var rows: [String] = []
        let store = RecipeStore()
        func search(_ term: String) {
            store.recipes(matching: term) { found in
                \(load.isEmpty ? "self.rows = found" : load)
                DispatchQueue.main.async { self.tableView.reloadData() }
            }
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            rows.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
    }
    """
  }

  @Test func aCompletionTheSourcesCallOnTheMainQueueIsNotOffTheMainQueue() {
    // `recipes` calls its completion in `request`'s completion, which `request` calls inside
    // `DispatchQueue.main.async`: the rows are replaced on the main queue.
    assertFindings(
      Self.recipes(
        store: """
          client.request(URL(string: "https://example.com/\\(term)")!) { data in
              completion(data.map { [String(decoding: $0, as: UTF8.self)] } ?? [])
          }
          """), [], rules: [.uiWorkOffMainThread])
  }

  @Test func aCompletionTheSourcesNeverCallDoesNotRun() {
    assertFindings(Self.recipes(store: "print(term)"), [], rules: [.uiWorkOffMainThread])
  }

  @Test func aCompletionTheSourcesCallFromAURLSessionHandlerIsStillReported() {
    assertFindings(
      Self.recipes(
        store: """
          URLSession.shared.dataTask(with: URL(string: "https://example.com/\\(term)")!) { data, _, _ in
              completion(data.map { [String(decoding: $0, as: UTF8.self)] } ?? [])
          }.resume()
          """,
        load: "1️⃣self.rows = found"),
      [FindingSpec("1️⃣", .uiWorkOffMainThread, mentions: ["'rows'", "hops to the main queue"])],
      rules: [.uiWorkOffMainThread])
  }

  @Test func aCompletionHandedOnToAMethodThatCallsItOffTheMainQueueIsStillReported() {
    // Handed on by name to a method that calls it in a URLSession handler: off the main queue.
    assertFindings(
      """
      import UIKit
      final class Loader {
          func fetch(_ url: URL, then done: @escaping ([String]) -> Void) {
              URLSession.shared.dataTask(with: url) { _, _, _ in done([]) }.resume()
          }
          func names(completion: @escaping ([String]) -> Void) {
              fetch(URL(string: "https://example.com")!, then: completion)
          }
      }
      final class NamesViewController: UITableViewController {
          var names: [String] = []
          let loader = Loader()
          override func viewDidLoad() {
              super.viewDidLoad()
              loader.names { found in
                  1️⃣self.names = found
                  DispatchQueue.main.async { self.tableView.reloadData() }
              }
          }
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              names.count
          }
      }
      """,
      [FindingSpec("1️⃣", .uiWorkOffMainThread, mentions: ["'names'"])],
      rules: [.uiWorkOffMainThread])
  }

  // MARK: SL103, a stored closure named draw

  @Test func aStoredClosureNamedDrawIsNotTheViewsDraw() {
    assertFindings(
      """
      import UIKit
      public class ShapeView: UIView {
          var draw: (CGRect) -> CGPath
          init(draw: @escaping (CGRect) -> CGPath) {
              self.draw = draw
              super.init(frame: .zero)
          }
          required init?(coder: NSCoder) { fatalError() }
          override class var layerClass: AnyClass { CAShapeLayer.self }
          override func layoutSubviews() {
              (layer as! CAShapeLayer).path = draw(bounds)
          }
      }
      """, [], rules: [.drawCalledDirectly])
  }

  @Test func aViewCallingItsOwnDrawIsStillReported() {
    assertFindings(
      """
      import UIKit
      class GaugeView: UIView {
          var level: CGFloat = 0
          override func draw(_ rect: CGRect) {
              UIColor.red.setFill()
              UIRectFill(CGRect(x: 0, y: 0, width: rect.width * level, height: rect.height))
          }
          override func layoutSubviews() {
              super.layoutSubviews()
              1️⃣draw(bounds)
          }
      }
      """, [FindingSpec("1️⃣", .drawCalledDirectly)], rules: [.drawCalledDirectly])
  }

  // MARK: SL303, a link set on the object a list shows

  static func documentList(_ method: String) -> String {
    """
    import UIKit
    final class ListDocument: UIDocument {
        var items: [String] = []
        weak var delegate: AnyObject?
    }
    final class ItemsViewController: UITableViewController {
        var document: ListDocument!
        \(method)
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            document.items.count
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            cell.textLabel?.text = document.items[indexPath.row]
            return cell
        }
    }
    """
  }

  @Test func aLinkClearedOnTheShownObjectIsNotAChangeOfTheRows() {
    assertFindings(
      Self.documentList(
        """
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            document.delegate = nil
        }
        """), [], rules: [.listDataWithoutReload])
  }

  @Test func theShownObjectsRowsChangedWithoutAReloadAreStillReported() {
    assertFindings(
      Self.documentList(
        """
        @IBAction func clear(_ sender: Any) {
            1️⃣document.items = []
        }
        """),
      [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["'document'"])],
      rules: [.listDataWithoutReload])
  }

  // MARK: SL303, a screen configured in another screen's segue preparation

  static func configured(by caller: String) -> String {
    """
    import UIKit
    final class DetailViewController: UITableViewController {
        var entries: [String] = []
        func configure(with list: [String]) {
            1️⃣entries = list
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            entries.count
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            cell.textLabel?.text = entries[indexPath.row]
            return cell
        }
    }
    final class MasterViewController: UITableViewController {
        var lists: [[String]] = [["a"], ["b"]]
        var detail: DetailViewController?
        \(caller)
    }
    """
  }

  @Test func aMethodOnlyASeguePreparationCallsRunsBeforeTheRowsLoad() {
    assertFindings(
      Self.configured(
        by: """
          override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
              let destination = segue.destination as! DetailViewController
              destination.configure(with: lists[tableView.indexPathForSelectedRow!.row])
          }
          """), [], rules: [.listDataWithoutReload])
  }

  @Test func aMethodAShownScreenCallsLaterIsStillReported() {
    assertFindings(
      Self.configured(
        by: """
          override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
              detail?.configure(with: lists[indexPath.row])
          }
          """),
      [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["'entries'"])],
      rules: [.listDataWithoutReload])
  }

  // MARK: SL206, a size the storyboard fixes

  static let profile = """
    import UIKit
    class ProfileViewController: UIViewController {
        @IBOutlet weak var avatar: UIImageView!
        override func viewDidLoad() {
            super.viewDidLoad()
            1️⃣avatar.layer.cornerRadius = avatar.bounds.width / 2
        }
    }
    """

  /// A storyboard scene of `ProfileViewController` whose avatar carries `constraints`
  /// (written inside the image view) and `inside` (more children of the image view).
  static func storyboard(constraints: String, inside: String = "") -> SourceFile {
    storyboardScene(
      controller: "ProfileViewController",
      view: """
        <subviews>
          <imageView clipsSubviews="YES" image="avatar" translatesAutoresizingMaskIntoConstraints="NO" id="img1">
            <rect key="frame" x="127" y="80" width="120" height="120"/>
            <constraints>
              \(constraints)
            </constraints>
            \(inside)
          </imageView>
        </subviews>
        <constraints>
          <constraint firstItem="img1" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c3"/>
        </constraints>
        """, outlets: [("avatar", "img1")])
  }

  static let fixedSize = """
    <constraint firstAttribute="width" constant="120" id="c1"/>
    <constraint firstAttribute="height" constant="120" id="c2"/>
    """

  @Test func anOutletTheStoryboardSizesIsNotSizedLater() {
    assertFindings(
      Self.profile, [], rules: [.layerSizedOnce],
      extraFiles: [Self.storyboard(constraints: Self.fixedSize)])
  }

  @Test func anOutletTheStoryboardSizesFromItsSuperviewIsStillReported() {
    assertFindings(
      Self.profile, [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["avatar"])],
      rules: [.layerSizedOnce],
      extraFiles: [
        Self.storyboard(
          constraints: """
            <constraint firstAttribute="height" constant="120" id="c2"/>
            <constraint firstItem="img1" firstAttribute="width" secondItem="root" secondAttribute="width" constant="-40" id="c1"/>
            """)
      ])
  }

  @Test func anOutletWhoseSizeChangesWithTheSizeClassIsStillReported() {
    assertFindings(
      Self.profile, [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["avatar"])],
      rules: [.layerSizedOnce],
      extraFiles: [
        Self.storyboard(
          constraints: Self.fixedSize,
          inside: #"<variation key="heightClass=compact"><mask key="constraints">"#
            + #"<exclude reference="c1"/></mask></variation>"#)
      ])
  }

  @Test func anOutletWithoutItsStoryboardIsStillReported() {
    assertFindings(
      Self.profile, [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["avatar"])],
      rules: [.layerSizedOnce])
  }

  @Test func interfaceTagsSkipCommentsAndReadQuotedValues() {
    let tags = InterfaceSizes.tags(
      #"<?xml version="1.0"?><!-- <b x="1"/> --><a key="x &gt; y" other='it"s'><c/></a>"#)
    #expect(tags.map(\.name) == ["a", "c", "a"])
    #expect(tags.first?.attributes == ["key": "x > y", "other": "it\"s"])
  }
}
