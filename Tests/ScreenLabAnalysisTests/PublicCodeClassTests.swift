import ScreenLabAnalysis
import Testing

/// Further classes of false alarms and misses seen on public code: each with a bug and a
/// correct twin (Docs/Analyzer.md, SL105, SL201, SL303, SL304 and SL404).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct PublicCodeClassTests {
  // MARK: - SL304/SL303: local functions in a completion handler

  @Test func aLocalFunctionHandedToTheMainQueueIsNotBackgroundWork() {
    assertFindings(
      """
      final class ListController: UITableViewController {
          var items: [String] = []
          func load(_ url: URL) {
              URLSession.shared.dataTask(with: url) { data, _, _ in
                  guard let data else { return }
                  func update() {
                      self.items = [String(decoding: data, as: UTF8.self)]
                      self.tableView.reloadData()
                  }
                  DispatchQueue.main.async(execute: update)
              }.resume()
          }
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              items.count
          }
      }
      """, [])
  }

  @Test func aLocalFunctionCalledOnTheBackgroundQueueIsBackgroundWork() {
    assertFindings(
      """
      final class ListController: UITableViewController {
          var items: [String] = []
          func load(_ url: URL) {
              URLSession.shared.dataTask(with: url) { data, _, _ in
                  guard let data else { return }
                  func update() {
                      self.items = [String(decoding: data, as: UTF8.self)]
                      1️⃣self.tableView.reloadData()
                  }
                  update()
              }.resume()
          }
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              items.count
          }
      }
      """, [FindingSpec("1️⃣", .uiWorkOffMainThread)], rules: [.uiWorkOffMainThread])
  }

  // MARK: - SL201: spins by whole half turns

  @Test func aSpinByWholeTurnsIsNotASnapBack() {
    for value in ["CGFloat.pi * 2", "-2.02 * .pi", "NSNumber(value: 4 * Double.pi)"] {
      assertFindings(
        """
        final class Dial: UIView {
            let needle = CALayer()
            func turn() {
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.toValue = \(value)
                needle.add(spin, forKey: "turn")
            }
        }
        """, [], rules: [.animationWithoutModelWrite])
    }
  }

  @Test func aTransformThatEndsAtTheIdentityIsNotASnapBack() {
    // Constant expressions: `Int(1.0)` is 1, `CGFloat(1)` is 1; `Int(2.5)` is 2, a snap-back.
    for (value, snaps) in [("Int(1.0)", false), ("CGFloat(2 - 1)", false), ("Int(2.5)", true)] {
      assertFindings(
        """
        final class Ripple: UIView {
            let ring = CAShapeLayer()
            func pulse() {
                let grow = CABasicAnimation(keyPath: "transform.scale")
                grow.fromValue = 0.5
                grow.toValue = \(value)
                1️⃣ring.add(grow, forKey: nil)
            }
        }
        """, snaps ? [FindingSpec("1️⃣", .animationWithoutModelWrite)] : [],
        rules: [.animationWithoutModelWrite])
    }
  }

  @Test func aSpinnerStoppedByHalfTurnsIsNotASnapBack() {
    // The same half turn on a layer that does not spin for ever is a snap-back.
    for spins in [true, false] {
      assertFindings(
        """
        final class Spinner: UIView {
            let bar = CALayer()
            func start() {
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.toValue = 2 * CGFloat.pi
                spin.repeatCount = \(spins ? ".infinity" : "1")
                bar.add(spin, forKey: "spin")
            }
            func stop() {
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.toValue = -1.01 * .pi
                1️⃣bar.add(spin, forKey: "stop")
            }
        }
        """, spins ? [] : [FindingSpec("1️⃣", .animationWithoutModelWrite)],
        rules: [.animationWithoutModelWrite])
    }
  }

  @Test func aRotationToAnyOtherAngleIsASnapBack() {
    for value in [".pi / 2", "0.8 * CGFloat.pi", "CGFloat.pi", "angle"] {
      assertFindings(
        """
        final class Dial: UIView {
            let needle = CALayer()
            var angle: CGFloat = 1
            func turn() {
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.toValue = \(value)
                1️⃣needle.add(spin, forKey: "turn")
            }
        }
        """, [FindingSpec("1️⃣", .animationWithoutModelWrite)], rules: [.animationWithoutModelWrite])
    }
  }

  // MARK: - SL105: a layer made and added on the draw path

  @Test func aLayerCreatedAndAddedInDrawIsReportedAtTheAdd() {
    assertFindings(
      """
      final class Ring: UIView {
          var value: CGFloat = 0 { didSet { setNeedsDisplay() } }
          override func draw(_ rect: CGRect) {
              let ring = CAShapeLayer()
              ring.path = UIBezierPath(ovalIn: rect).cgPath
              ring.strokeEnd = value
              ring.lineWidth = 4
              ring.fillColor = nil
              ring.strokeColor = UIColor.red.cgColor
              ring.frame = bounds
              1️⃣layer.sublayers?.first?.addSublayer(ring)
          }
      }
      """, [FindingSpec("1️⃣", .mutationInDraw)])
  }

  @Test func aLayerAddedToALayerThePassMadeIsNotATreeChange() {
    assertFindings(
      """
      final class Badge: UIView {
          override func draw(_ rect: CGRect) {
              let container = 1️⃣CALayer()
              let dot = 2️⃣CAShapeLayer()
              container.addSublayer(dot)
              if let context = UIGraphicsGetCurrentContext() { container.render(in: context) }
          }
      }
      """,
      [
        FindingSpec("1️⃣", .allocationInDraw, severity: .note),
        FindingSpec("2️⃣", .allocationInDraw, severity: .note),
      ])
  }

  @Test func aLayerCreatedInDrawAndRenderedIsOnlyNoted() {
    assertFindings(
      """
      final class Ring: UIView {
          override func draw(_ rect: CGRect) {
              let text = 1️⃣CATextLayer()
              text.string = "42"
              if let context = UIGraphicsGetCurrentContext() { text.render(in: context) }
          }
      }
      """, [FindingSpec("1️⃣", .allocationInDraw, severity: .note)])
  }

  // MARK: - SL404: a model created in a parent's body

  @Test func aModelCreatedInABodyAndInjectedIsCreatedInPlace() {
    assertFindings(
      """
      final class Settings: ObservableObject { @Published var isOn = false }
      @Observable final class Library { var books: [String] = [] }
      struct ContentView: View {
          let title: String
          var body: some View {
              VStack {
                  Text(title)
                  Detail().1️⃣environmentObject(Settings())
                  Shelf().2️⃣environment(Library())
              }
          }
      }
      struct Detail: View {
          @EnvironmentObject var settings: Settings
          var body: some View { Toggle("On", isOn: $settings.isOn) }
      }
      struct Shelf: View {
          @Environment(Library.self) var library
          var body: some View { Text("\\(library.books.count)") }
      }
      """,
      [FindingSpec("1️⃣", .modelCreatedInPlace), FindingSpec("2️⃣", .modelCreatedInPlace)],
      rules: [.modelCreatedInPlace])
  }

  @Test func aModelOwnedByTheViewAndInjectedIsNotCreatedInPlace() {
    assertFindings(
      """
      final class Settings: ObservableObject { @Published var isOn = false }
      struct ContentView: View {
          @StateObject private var settings = Settings()
          var body: some View {
              Detail().environmentObject(settings)
                  .environment(\\.locale, Locale(identifier: "tr"))
          }
      }
      struct Detail: View {
          @EnvironmentObject var settings: Settings
          var body: some View { Toggle("On", isOn: $settings.isOn) }
      }
      #Preview { Detail().environmentObject(Settings()) }
      """, [], rules: [.modelCreatedInPlace])
  }

  // MARK: - --tree: what the body reads

  func changeLines(_ text: String) -> [String] {
    SourceAnalyzer().viewTree([SourceFile(path: "Screen.swift", text: text)]).changeLines(
      labels: [:])
  }

  @Test func readsInActionClosuresAndTheHelpersTheyCallAreNotBodyReads() {
    let lines = changeLines(
      """
      struct Card: View {
          @State private var isFlipped = false
          @State private var taps = 0
          @State private var seen = false
          func flip() { if isFlipped { taps += 1 }; isFlipped.toggle() }
          var body: some View {
              VStack {
                  Button("Flip") { flip() }
                  Button(action: { print(taps) }) { Text("Log") }
                  Text("Front").onTapGesture { flip() }
              }
              .onAppear { if !seen { seen = true } }
          }
      }
      """)
    #expect(
      lines == [
        "isFlipped: isFlipped degisti | yeniden yok | atlanan Card",
        "taps: taps degisti | yeniden yok | atlanan Card",
        "seen: seen degisti | yeniden yok | atlanan Card",
      ])
  }

  @Test func aBindingThatPresentsIsReadByTheViewThatPresents() {
    let lines = changeLines(
      """
      struct Screen: View {
          @State private var showAlert = false
          @State private var name = ""
          var body: some View {
              VStack {
                  TextField("Name", text: $name)
                  Button("Ask") { showAlert = true }
              }
              .alert("Sure?", isPresented: $showAlert) { Button("OK") {} }
          }
      }
      """)
    #expect(
      lines == [
        "showAlert: showAlert degisti | yeniden Screen yerel | atlanan yok",
        "name: name degisti | yeniden yok | atlanan Screen",
      ])
  }

  @Test func twoModelsWithAPropertyOfTheSameNameGetTwoKeys() {
    let lines = changeLines(
      """
      final class Before: ObservableObject { @Published var followers = 0 }
      @Observable final class After { var followers = 0 }
      struct Old: View {
          @StateObject private var settings = Before()
          var body: some View { Text("\\(settings.followers)") }
      }
      struct New: View {
          @State private var settings = After()
          var body: some View { Text("\\(settings.followers)") }
      }
      """)
    #expect(
      lines == [
        "followers: followers degisti | yeniden Old gozlem | atlanan New",
        "After.followers: After.followers degisti | yeniden New gozlem | atlanan Old",
      ])
  }
}
