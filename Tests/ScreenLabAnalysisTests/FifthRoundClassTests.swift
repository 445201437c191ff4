import ScreenLabAnalysis
import Testing

/// The classes of the fifth round, each with a reported and an unreported twin
/// (Docs/Analyzer.md, SL304, SL101 "A view no analyzed code uses" and SL405): UIKit work
/// submitted to a background queue with `sync`, to a private dispatch queue or to an operation
/// queue; a drawn collection of the app's own model values; a nested `ObservableObject` held
/// in a `@Published` property.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct FifthRoundClassTests {
  // MARK: - SL304: every way to a background queue

  static func loader(_ submission: String) -> String {
    """
    final class PhotoController: UIViewController {
        let spinner = UIActivityIndicatorView()
        let photo = UIImageView()
        let io = DispatchQueue(label: "photo.io")
        let work = OperationQueue()
        var pending: [UIImage] = []
        func show(_ image: UIImage) {
            \(submission)
        }
    }
    """
  }

  @Test func uiWorkSubmittedToABackgroundQueueIsReported() {
    let submissions = [
      "DispatchQueue.global(qos: .userInteractive).sync { 1️⃣self.photo.image = image }",
      "DispatchQueue.global().async { 1️⃣self.spinner.startAnimating() }",
      "io.sync { 1️⃣self.spinner.stopAnimating() }",
      "self.io.async { 1️⃣self.photo.image = image }",
      "DispatchQueue(label: \"once\").async { 1️⃣self.photo.isHidden = false }",
      "work.addOperation { 1️⃣self.photo.image = image }",
      "OperationQueue().addOperation { 1️⃣self.spinner.startAnimating() }",
    ]
    for submission in submissions {
      assertFindings(
        Self.loader(submission), [FindingSpec("1️⃣", .uiWorkOffMainThread)],
        rules: [.uiWorkOffMainThread])
    }
  }

  @Test func workKeptOffTheViewsOrSentBackToTheMainQueueIsNotReported() {
    let submissions = [
      "DispatchQueue.global().sync { self.pending.append(image) }",
      "io.sync { DispatchQueue.main.async { self.photo.image = image } }",
      "DispatchQueue.main.sync { self.photo.image = image }",
      "OperationQueue.main.addOperation { self.spinner.stopAnimating() }",
      "DispatchQueue(label: \"ui\", target: .main).async { self.photo.image = image }",
      "work.addOperation { OperationQueue.main.addOperation { self.photo.image = image } }",
    ]
    for submission in submissions {
      assertFindings(Self.loader(submission), [], rules: [.uiWorkOffMainThread])
    }
  }

  @Test func aNameBoundToTheMainQueueIsNotABackgroundQueue() {
    assertFindings(
      """
      final class Feed: UIViewController {
          let caption = UILabel()
          func show(_ text: String) {
              let queue = DispatchQueue.main
              queue.async { self.caption.text = text }
          }
      }
      """, [], rules: [.uiWorkOffMainThread])
  }

  @Test func theUIWorkOfOneClosureIsOneFinding() {
    assertFindings(
      """
      final class Gallery: UITableViewController {
          var images: [UIImage] = []
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = tableView.dequeueReusableCell(withIdentifier: "photo", for: indexPath)
              let spinner = UIActivityIndicatorView(style: .large)
              DispatchQueue.global().sync {
                  1️⃣spinner.startAnimating()
                  cell.imageView?.image = self.images[indexPath.row]
                  spinner.stopAnimating()
              }
              return cell
          }
      }
      """,
      [
        FindingSpec(
          "1️⃣", .uiWorkOffMainThread,
          mentions: ["'startAnimating()'", "'cell.imageView.image'", "'stopAnimating()'"])
      ], rules: [.uiWorkOffMainThread])
  }

  // MARK: - SL101: a drawn collection of model values

  static func board(_ declaration: String, constants: String = "") -> String {
    """
    struct Token: Hashable { var column: Int; var row: Int }
    final class BoardView: UIView {
        \(declaration)
        \(constants)
        override func draw(_ rect: CGRect) {
            for token in tokenShadow {
                UIRectFill(CGRect(x: CGFloat(token.column) * side, y: CGFloat(token.row) * side, width: side, height: side))
            }
        }
    }
    """
  }

  @Test func aDrawnCollectionOfModelValuesIsTheViewsValueWhateverItsName() {
    for declaration in [
      "var 1️⃣tokenShadow = Set<Token>()", "var 1️⃣tokenShadow: Set<Token> = []",
      "var 1️⃣tokenShadow: [Token] = []", "var 1️⃣tokenShadow = [Int: Token]()",
    ] {
      assertFindings(
        Self.board(declaration, constants: "let side: CGFloat = 40"),
        [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw)], rules: [.drawnPropertyWithoutRedraw])
    }
  }

  @Test func aCollectionThatRedrawsOrAStyleCollectionIsNotReported() {
    // The observer redraws.
    assertFindings(
      Self.board(
        "var tokenShadow = Set<Token>() { didSet { setNeedsDisplay() } }",
        constants: "let side: CGFloat = 40"),
      [], rules: [.drawnPropertyWithoutRedraw])
    // A collection of framework values named after a style stays a style.
    assertFindings(
      """
      final class DashView: UIView {
          var dashPattern: [CGFloat] = [4, 2]
          override func draw(_ rect: CGRect) {
              let path = UIBezierPath(rect: bounds)
              path.setLineDash(dashPattern, count: dashPattern.count, phase: 0)
              path.stroke()
          }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aSecondChangingValueStillMakesTheViewsValueUnclear() {
    // Two values the view draws, both writable: neither is "the" value of a view no
    // analyzed code uses (a constant does not count, a `var` does).
    assertFindings(
      Self.board("var tokenShadow = Set<Token>()", constants: "var side: CGFloat = 40"), [],
      rules: [.drawnPropertyWithoutRedraw])
  }

  // MARK: - SL405: a nested ObservableObject

  static let child = """
    final class Filter: ObservableObject {
        @Published var onlyFavourites = false
    }
    """

  @Test func aNestedObservableObjectIsReportedAtItsDeclaration() {
    assertFindings(
      Self.child + """

        final class Library: ObservableObject {
            @Published var titles: [String] = []
            1️⃣@Published var filter = Filter()
        }
        """, [FindingSpec("1️⃣", .nestedObjectMutation, mentions: ["'Filter'", "Library"])],
      rules: [.nestedObjectMutation])
    assertFindings(
      Self.child + """

        final class Library: ObservableObject {
            1️⃣@Published var filter: Filter = Filter()
        }
        """, [FindingSpec("1️⃣", .nestedObjectMutation)], rules: [.nestedObjectMutation])
  }

  @Test func aForwardedOrDirectlyObservedChildIsNotReported() {
    // The outer object forwards the child's announcements, set up in its initializer.
    assertFindings(
      Self.child + """

        import Combine
        final class Library: ObservableObject {
            @Published var filter = Filter()
            private var forwarding: AnyCancellable?
            init() {
                forwarding = filter.objectWillChange.sink { [weak self] _ in
                    self?.objectWillChange.send()
                }
            }
        }
        """, [], rules: [.nestedObjectMutation])
    // A view observes the child itself.
    assertFindings(
      Self.child + """

        final class Library: ObservableObject {
            @Published var filter = Filter()
        }
        struct FilterToggle: View {
            @ObservedObject var filter: Filter
            var body: some View { Toggle("Favourites", isOn: $filter.onlyFavourites) }
        }
        """, [], rules: [.nestedObjectMutation])
    // A child with nothing @Published, or a value type, announces nothing to lose.
    assertFindings(
      """
      final class Session: ObservableObject { let id = 1 }
      struct Sort { var ascending = true }
      final class Library: ObservableObject {
          @Published var session = Session()
          @Published var sort = Sort()
      }
      """, [], rules: [.nestedObjectMutation])
  }

  @Test func aSeenWriteIsReportedThereNotAlsoAtTheDeclaration() {
    assertFindings(
      Self.child + """

        final class Library: ObservableObject {
            @Published var filter = Filter()
        }
        final class Menu {
            let library = Library()
            func favourites() { 1️⃣library.filter.onlyFavourites = true }
        }
        """, [FindingSpec("1️⃣", .nestedObjectMutation)], rules: [.nestedObjectMutation])
  }
}
