import ScreenLabAnalysis
import Testing

/// Classes of false alarms and misses seen on public code that no rule test described: each
/// class has a bug and a correct twin (Docs/Analyzer.md, the rules' "Not reported" and
/// "Also reported" paragraphs).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct RealCodeClassTests {
  // MARK: - Precision: correct code that must stay silent

  @Test func observerThatAppliesTheValueToALayerIsNotStale() {
    // The twin without the observer is the bug.
    assertFindings(
      """
      final class ProgressView: UIView {
          private let track = CAShapeLayer()
          var progress: CGFloat = 0 {
              didSet { track.strokeEnd = progress }
          }
          override func draw(_ rect: CGRect) { _ = progress }
          func show(_ value: CGFloat) { progress = value }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
    assertFindings(
      """
      final class ProgressView: UIView {
          private let track = CAShapeLayer()
          var progress: CGFloat = 0 {
              didSet { accessibilityValue = "\\(progress)" }
          }
          override func draw(_ rect: CGRect) { _ = progress }
          func show(_ value: CGFloat) { 1️⃣progress = value }
      }
      """, [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw)], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func observerThatRebuildsASubviewThroughAHelperIsNotStale() {
    assertFindings(
      """
      final class TagView: UIView {
          private let label = UILabel()
          var tags: [String] = [] {
              didSet { rebuild() }
          }
          private func rebuild() {
              subviews.forEach { $0.removeFromSuperview() }
              label.text = tags.joined(separator: ", ")
              addSubview(label)
          }
          override func draw(_ rect: CGRect) { _ = tags.count }
          func load(_ names: [String]) { tags = names }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func animationWhoseCallerWritesTheModelValueIsNotASnapBack() {
    assertFindings(
      """
      final class RingView: UIView {
          private let ring = CAShapeLayer()
          func setProgress(_ value: CGFloat) {
              ring.strokeEnd = value
              animateStroke(to: value)
          }
          private func animateStroke(to value: CGFloat) {
              let animation = CABasicAnimation(keyPath: "strokeEnd")
              animation.toValue = value
              ring.add(animation, forKey: "stroke")
          }
      }
      """, [], rules: [.animationWithoutModelWrite])
    // Two calls up, and a caller that forgets: the helper is reported.
    assertFindings(
      """
      final class RingView: UIView {
          private let ring = CAShapeLayer()
          func setProgress(_ value: CGFloat) {
              ring.strokeEnd = value
              animate(value)
          }
          func reset() { animate(0) }
          private func animate(_ value: CGFloat) { animateStroke(to: value) }
          private func animateStroke(to value: CGFloat) {
              let animation = CABasicAnimation(keyPath: "strokeEnd")
              animation.toValue = value
              1️⃣ring.add(animation, forKey: "stroke")
          }
      }
      """, [FindingSpec("1️⃣", .animationWithoutModelWrite)], rules: [.animationWithoutModelWrite])
  }

  @Test func aNewObjectConfiguredBeforeItIsAddedIsSetUp() {
    let dial = SourceFile(
      path: "Dial.swift",
      text: """
        final class Dial: UIView {
            var value: CGFloat = 0
            override func draw(_ rect: CGRect) { _ = value }
        }
        """)
    assertFindings(
      """
      final class Board: UIView {
          private var dial: Dial?
          func rebuild() {
              dial?.removeFromSuperview()
              dial = Dial()
              dial?.value = 0.5
              addSubview(dial!)
          }
          func update(_ value: CGFloat) {
              1️⃣dial?.value = value
          }
      }
      """, [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw)], rules: [.drawnPropertyWithoutRedraw],
      extraFiles: [dial])
  }

  @Test func aWriteCoveredByADisplayLinkThatRedrawsIsNotStale() {
    assertFindings(
      """
      final class Wave: UIView {
          private var phase: CGFloat = 0
          private var link: CADisplayLink?
          override func draw(_ rect: CGRect) { _ = phase }
          func start() {
              phase = 0
              link = CADisplayLink(target: self, selector: #selector(step))
              link?.add(to: .main, forMode: .common)
          }
          @objc private func step() {
              phase += 0.1
              setNeedsDisplay()
          }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
    // A timer whose handler does not redraw covers nothing.
    assertFindings(
      """
      final class Wave: UIView {
          private var phase: CGFloat = 0
          override func draw(_ rect: CGRect) { _ = phase }
          func start() {
              1️⃣phase = 0
              Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(log), userInfo: nil, repeats: true)
          }
          @objc private func log() { print("tick") }
      }
      """, [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw)], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aDrawNamedHelperIsNotTheDrawPass() {
    assertFindings(
      """
      final class Spinner: UIView {
          private let arc = CAShapeLayer()
          var lineWidth: CGFloat = 2 { didSet { setNeedsDisplay() } }
          override func draw(_ rect: CGRect) { _ = lineWidth }
          func draw() {
              arc.path = UIBezierPath(ovalIn: bounds).cgPath
              layer.addSublayer(arc)
          }
          override func layoutSubviews() { super.layoutSubviews(); draw() }
      }
      """, [])
  }

  // MARK: - Recall: tree changes on the draw path, writes from other types

  @Test func treeChangesInDrawAndItsHelpersAreReported() {
    assertFindings(
      """
      final class Meter: UIView {
          private let fill = CAShapeLayer()
          private let caption = UILabel()
          var level: CGFloat = 0 { didSet { setNeedsDisplay() } }
          override func draw(_ rect: CGRect) {
              1️⃣fill.strokeColor = UIColor.red.cgColor
              layer.sublayers?.forEach { 2️⃣$0.removeFromSuperlayer() }
              3️⃣addCaption()
          }
          private func addCaption() {
              let badge = Badge()
              caption.addSubview(badge)
          }
      }
      final class Badge: UIView {}
      """,
      [
        FindingSpec("1️⃣", .mutationInDraw, mentions: ["fill.strokeColor"]),
        FindingSpec("2️⃣", .mutationInDraw, mentions: ["removeFromSuperlayer"]),
        // The badge made and added there, by a draw pass that draws nothing: one defect,
        // reported at the call, which is what moves out of draw(_:).
        FindingSpec("3️⃣", .mutationInDraw, mentions: ["addSubview", "addCaption()", "line 12"]),
      ], rules: [.mutationInDraw, .allocationInDraw])
    // The same helper in a draw pass that also fills: since the twenty-third round also at the
    // call, since the helper makes what it adds (a reviewer marks the call).
    assertFindings(
      """
      final class Meter: UIView {
          private let caption = UILabel()
          override func draw(_ rect: CGRect) {
              UIRectFill(rect)
              1️⃣addCaption()
          }
          private func addCaption() {
              let badge = Badge()
              caption.addSubview(badge)
          }
      }
      final class Badge: UIView {}
      """,
      [FindingSpec("1️⃣", .mutationInDraw, mentions: ["addSubview", "addCaption()"])],
      rules: [.mutationInDraw, .allocationInDraw])
    // The same reads without changes: nothing.
    assertFindings(
      """
      final class Meter: UIView {
          private let fill = CAShapeLayer()
          var level: CGFloat = 0 { didSet { setNeedsDisplay() } }
          override func draw(_ rect: CGRect) {
              UIColor.red.setFill()
              UIRectFill(rect.insetBy(dx: 0, dy: rect.height * (1 - level)))
              _ = fill.strokeEnd
          }
      }
      """, [], rules: [.mutationInDraw, .allocationInDraw])
  }

  @Test func aContainerWritingItsSubviewsDrawnValueIsReported() {
    let gauge = SourceFile(
      path: "GaugeView.swift",
      text: """
        final class GaugeView: UIView {
            var progress: CGFloat = 0
            override func draw(_ rect: CGRect) { _ = progress }
        }
        """)
    // The container's type is outside the analysis: `progress` is a name UIKit uses too,
    // so the receiver's name must tie it to the drawing type.
    assertFindings(
      """
      final class StatsController: UIViewController {
          func refresh(_ value: CGFloat, in container: DashboardContainer) {
              1️⃣container.gaugeView.progress = value
              container.loadingBar.progress = Float(value)
          }
          func reset(_ container: DashboardContainer) {
              container.gaugeView.progress = 0
              container.gaugeView.setNeedsDisplay()
          }
      }
      """, [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["GaugeView"])],
      rules: [.drawnPropertyWithoutRedraw], extraFiles: [gauge])
  }

  @Test func layoutIfNeededOnTheMovingViewIsReported() {
    assertFindings(
      """
      final class BannerController: UIViewController {
          let banner = UIView()
          var bannerTop: NSLayoutConstraint?
          func reveal() {
              bannerTop?.constant = 0
              UIView.animate(withDuration: 0.25) {
                  1️⃣self.banner.layoutIfNeeded()
              }
          }
          func hide() {
              bannerTop?.constant = -80
              UIView.animate(withDuration: 0.25) {
                  self.view.layoutIfNeeded()
              }
          }
      }
      """, [FindingSpec("1️⃣", .constraintChangeNotLaidOut, mentions: ["banner"])],
      rules: [.constraintChangeNotLaidOut])
  }

  @Test func modelsReachedThroughAProtocolOrAGenericAreFollowed() {
    assertFindings(
      """
      protocol CounterModel: ObservableObject {
          var count: Int { get }
          func increment()
      }
      final class LiveCounter: CounterModel {
          1️⃣var count = 0
          func increment() { count += 1 }
      }
      struct CounterView<Model: CounterModel>: View {
          @ObservedObject var model: Model
          var body: some View {
              Button("\\(model.count)") { model.increment() }
          }
      }
      """, [FindingSpec("1️⃣", .unpublishedProperty)], rules: [.unpublishedProperty])
    assertFindings(
      """
      protocol CounterModel: ObservableObject {
          var count: Int { get }
          func increment()
      }
      final class LiveCounter: CounterModel {
          @Published var count = 0
          func increment() { count += 1 }
      }
      struct CounterView<Model: CounterModel>: View {
          @ObservedObject var model: Model
          var body: some View {
              Button("\\(model.count)") { model.increment() }
          }
      }
      """, [], rules: [.unpublishedProperty])
    assertFindings(
      """
      protocol Scoreboard: AnyObject {
          var score: Int { get }
      }
      final class Game: Scoreboard {
          var score = 0
          func goal() { 1️⃣score += 1 }
      }
      struct ScoreView: View {
          let board: any Scoreboard
          var body: some View { Text("\\(board.score)") }
      }
      """, [FindingSpec("1️⃣", .unobservedClassModel)], rules: [.unobservedClassModel])
  }

  // MARK: - Classes from the reviewer-marked public corpus

  @Test func swift2DrawRectIsTheDrawPass() {
    assertFindings(
      """
      class DrawPath: UIView {
          var 1️⃣points: [(x: Float, y: Float)] = []
          override func drawRect(rect: CGRect) {
              for point in points { _ = point }
          }
      }
      """, [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw)], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aPathCachedByTheDrawPassIsNotStateMutation() {
    assertFindings(
      """
      final class Needle: UIView {
          var angle: CGFloat = 0 { didSet { setNeedsDisplay() } }
          var path: UIBezierPath!
          var passes = 0
          override func draw(_ rect: CGRect) {
              path = UIBezierPath()
              path.addLine(to: CGPoint(x: angle, y: 0))
              path.stroke()
              1️⃣passes += 1
          }
          func reset() { print(passes) }
      }
      """, [FindingSpec("1️⃣", .mutationInDraw, mentions: ["'passes'"])], rules: [.mutationInDraw])
  }

  @Test func aWeakDelegateOfATypeNoAnalyzedCodeUsesIsLeftToItsClients() {
    let plot = """
      protocol PlotDataSource: AnyObject { func values() -> [Double] }
      final class PlotView: UIView {
          1️⃣weak var dataSource: PlotDataSource?
          override func draw(_ rect: CGRect) { _ = dataSource?.values() }
      }
      """
    assertFindings(plot, [], rules: [.unassignedWeakDelegate])
    // A controller of the analysis makes the view and never connects it.
    assertFindings(
      plot + """

        final class PlotController: UIViewController {
            let plot = PlotView()
        }
        """, [FindingSpec("1️⃣", .unassignedWeakDelegate)], rules: [.unassignedWeakDelegate])
  }

  @Test func stateSeededByACallerIsReportedOnlyWhenACallerIsSeen() {
    // The list deletes its own rows: a copy the view owns once an unseen caller seeds it.
    // (A view that only shows such a state is reported without a caller since the
    // twenty-second round: `ShownStateCopyClassTests`.)
    let list = """
      struct ListView: View {
          1️⃣@State var items: [String]
          var body: some View {
              List {
                  ForEach(items, id: \\.self) { Text($0) }
                      .onDelete { items.remove(atOffsets: $0) }
              }
          }
      }
      """
    assertFindings(list, [], rules: [.stateCopiesInput])
    assertFindings(
      list + """

        struct Inbox: View {
            @State private var mail: [String] = []
            var body: some View { ListView(items: mail).onAppear { mail = ["Welcome"] } }
        }
        """, [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }

  @Test func observedObjectsCreatedInPlaceOrInInitAreReported() {
    // `DataSource` and `ImageLoader` are declared in files the analysis does not see.
    assertFindings(
      """
      struct CounterView: View {
          1️⃣@ObservedObject private var dataSource = DataSource()
          var body: some View { Text("\\(dataSource.counter)") }
      }
      struct URLImage: View {
          @ObservedObject private var loader: ImageLoader
          init(url: URL) {
              2️⃣self.loader = ImageLoader(url)
          }
          var body: some View { Text(loader.title) }
      }
      struct Avatar: View {
          @ObservedObject var loader: ImageLoader
          init(loader: ImageLoader) { self.loader = loader }
          var body: some View { Text(loader.title) }
      }
      """,
      [
        FindingSpec("1️⃣", .modelCreatedInPlace, mentions: ["@StateObject private var dataSource"]),
        FindingSpec("2️⃣", .modelCreatedInPlace, mentions: ["initializer", "StateObject"]),
      ], rules: [.modelCreatedInPlace])
  }

  @Test func aNestedWriteAnnouncedByHandIsNotLost() {
    let model = """
      final class Details { var items: [String] = [] }
      final class Store: ObservableObject {
          @Published var details: Details? = Details()
      }
      """
    assertFindings(
      model + """

        final class Editor {
            let store = Store()
            func add() {
                store.details?.items.append("new")
                store.objectWillChange.send()
            }
        }
        """, [], rules: [.nestedObjectMutation])
    assertFindings(
      model + """

        final class Editor {
            let store = Store()
            func add() {
                1️⃣store.details?.items.append("new")
            }
        }
        """, [FindingSpec("1️⃣", .nestedObjectMutation)], rules: [.nestedObjectMutation])
  }

  @Test func anObservationIgnoredValueAViewShowsIsReported() {
    assertFindings(
      """
      @Observable final class Profile {
          var age = 0
          1️⃣@ObservationIgnored
          var name = ""
          @ObservationIgnored
          var cache: [String] = []
      }
      struct ProfileView: View {
          @State private var profile = Profile()
          var body: some View {
              VStack {
                  Text("\\(profile.name) \\(profile.age) \\(profile.cache.count)")
                  TextField("Name", text: $profile.name)
              }
          }
      }
      """, [FindingSpec("1️⃣", .unpublishedProperty, mentions: ["@ObservationIgnored"])],
      rules: [.unpublishedProperty])
  }

  @Test func aConstraintChangedBeforeABlockThatOnlyDefersLayoutIsReported() {
    assertFindings(
      """
      final class PanelController: UIViewController {
          @IBOutlet weak var height: NSLayoutConstraint!
          @IBAction func toggle() {
              height.constant = 300
              UIView.animate(withDuration: 0.3) {
                  1️⃣self.view.setNeedsLayout()
              }
          }
          @IBAction func collapse() {
              height.constant = 0
              UIView.animate(withDuration: 0.3) {
                  self.view.setNeedsLayout()
                  self.view.layoutIfNeeded()
              }
          }
      }
      """, [FindingSpec("1️⃣", .constraintChangeNotLaidOut)], rules: [.constraintChangeNotLaidOut])
  }
}
