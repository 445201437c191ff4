import Testing

@testable import ScreenLabAnalysis

/// The wrong classes of the sixth UIKit sample (Docs/Analyzer.md, "Precision on unmarked public
/// code (sixth sample, 2026-12-07), UIKit"): each correct shape stays silent, and its twin bug is
/// still reported.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SixthUIKitSampleClassTests {
  // MARK: SL303, an XML document parsed while the screen is set up

  /// A table of books filled by an `XMLParser` whose delegate is the screen; `start` is where
  /// the screen runs the parser.
  static func books(_ start: String) -> String {
    """
    import UIKit
    struct Book { var title: String }
    class BooksViewController: UITableViewController, XMLParserDelegate {
        var books: [Book] = []
        var title = ""
        \(start)
        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            if elementName == "book" {
                1️⃣books.append(Book(title: title))
            }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            title += string
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            books.count
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            cell.textLabel?.text = books[indexPath.row].title
            return cell
        }
    }
    """
  }

  @Test func anXMLDocumentParsedInViewDidLoadIsInPlaceBeforeTheRowsLoad() {
    assertFindings(
      Self.books(
        """
        override func viewDidLoad() {
            super.viewDidLoad()
            if let url = Bundle.main.url(forResource: "Books", withExtension: "xml"),
               let parser = XMLParser(contentsOf: url) {
                parser.delegate = self
                parser.parse()
            }
        }
        """), [], rules: [.listDataWithoutReload])
  }

  @Test func anXMLDocumentParsedOnAGlobalQueueIsStillReported() {
    assertFindings(
      Self.books(
        """
        override func viewDidLoad() {
            super.viewDidLoad()
            let parser = XMLParser(data: Data())
            parser.delegate = self
            DispatchQueue.global().async {
                parser.parse()
            }
        }
        """),
      [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["'books'"])],
      rules: [.listDataWithoutReload])
  }

  @Test func anXMLDocumentParsedFromAnActionIsStillReported() {
    assertFindings(
      Self.books(
        """
        @IBAction func refresh(_ sender: Any) {
            let parser = XMLParser(data: Data())
            parser.delegate = self
            parser.parse()
        }
        """),
      [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["'books'"])],
      rules: [.listDataWithoutReload])
  }

  // MARK: SL206, a subview no constraint places

  static let pager = """
    import UIKit
    class PagerViewController: UIViewController {
        @IBOutlet weak var scrollView: UIScrollView!
        override func viewDidLoad() {
            super.viewDidLoad()
            1️⃣scrollView.contentSize = CGSize(width: scrollView.frame.size.width * 4, height: scrollView.frame.size.height)
        }
    }
    """

  /// A storyboard scene of `PagerViewController` whose scroll view is written as `scrollView`
  /// (its opening tag's attributes and its children), inside a `container` (`view` or
  /// `stackView`) that holds `constraints`.
  static func storyboard(
    scrollView attributes: String, children: String = "", container: String = "view",
    constraints: String = ""
  ) -> SourceFile {
    storyboardScene(
      controller: "PagerViewController",
      view: """
        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>
          <\(container) id="box">
            <subviews>
              <scrollView \(attributes) id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="414" height="600"/>
                \(children)
              </scrollView>
            </subviews>
          </\(container)>
        </subviews>
        <constraints>
          \(constraints)
        </constraints>
        """, outlets: [("scrollView", "scroll")])
  }

  @Test func aSubviewOutOfAutoLayoutWithoutConstraintsKeepsItsArchivedSize() {
    assertFindings(
      Self.pager, [], rules: [.layerSizedOnce],
      extraFiles: [
        Self.storyboard(
          scrollView: #"fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO""#)
      ])
  }

  @Test func aSubviewWhoseMaskKeepsItsSizeKeepsItsArchivedSize() {
    assertFindings(
      Self.pager, [], rules: [.layerSizedOnce],
      extraFiles: [
        Self.storyboard(
          scrollView: #"fixedFrame="YES""#,
          children:
            #"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#)
      ])
  }

  @Test func aSubviewLayoutResizesIsStillReported() {
    // A mask that follows the superview's width, a constraint of the superview that names
    // the subview, and a stack view that arranges it each let layout change its size.
    for scene in [
      Self.storyboard(
        scrollView: #"fixedFrame="YES""#,
        children:
          #"<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>"#),
      Self.storyboard(
        scrollView: #"translatesAutoresizingMaskIntoConstraints="NO""#,
        constraints: """
          <constraint firstItem="box" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c1"/>
          """),
      Self.storyboard(
        scrollView: #"translatesAutoresizingMaskIntoConstraints="NO""#, container: "stackView"),
    ] {
      assertFindings(
        Self.pager, [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["scrollView"])],
        rules: [.layerSizedOnce], extraFiles: [scene])
    }
  }
}
