import HeadlessBridging
import Testing

/// Every call a representable got, in order.
final class BridgeLog {
  var calls: [String] = []
}

/// A view that counts its draws and shows a number.
final class NumberView: UIView {
  var number = 0 {
    didSet { setNeedsDisplay() }
  }
  override func draw(_ rect: CGRect) {}
}

struct NumberRepresentable: UIViewRepresentable {
  let number: Int
  let log: BridgeLog

  final class Coordinator {
    let serial: Int
    init(serial: Int) { self.serial = serial }
  }

  func makeCoordinator() -> Coordinator {
    log.calls.append("coordinator")
    return Coordinator(serial: log.calls.count)
  }

  func makeUIView(context: Context) -> NumberView {
    log.calls.append("make coordinator=\(context.coordinator.serial)")
    return NumberView(frame: .zero)
  }

  func updateUIView(_ view: NumberView, context: Context) {
    log.calls.append(
      "update \(number) animated=\(context.transaction.animation != nil) "
        + "scheme=\(context.environment.colorScheme)")
    view.number = number
  }

  /// How many views were dismantled (only this suite's serialized tests make these views).
  nonisolated(unsafe) static var dismantled = 0

  static func dismantleUIView(_ view: NumberView, coordinator: Coordinator) {
    dismantled += 1
  }
}

struct NumberScreen: View {
  let log: BridgeLog
  @State private var number = 1
  @State private var shown = true
  @State private var unrelated = 0

  var body: some View {
    VStack {
      if shown {
        NumberRepresentable(number: number, log: log)
      }
      Text("\(unrelated)")
      Button("plus") { number += 1 }
      Button("animated") { withAnimation { number += 1 } }
      Button("other") { unrelated += 1 }
      Button("hide") { shown = false }
    }
  }
}

@MainActor @Suite(.serialized) struct RepresentableTests {
  @Test func makeThenUpdateOnInsertionAndDismantleOnRemoval() {
    Runtime.withNew { runtime in
      let log = BridgeLog()
      let host = ViewHost(rootView: NumberScreen(log: log), runtime: runtime)
      #expect(
        log.calls == ["coordinator", "make coordinator=1", "update 1 animated=false scheme=light"])
      // The representable is a primitive: not one of the user views.
      #expect(host.userViews == ["NumberScreen"])
      let before = NumberRepresentable.dismantled
      _ = host.tap("hide")
      host.settle()
      #expect(NumberRepresentable.dismantled == before + 1)
      #expect(host.platformLeaves.isEmpty)
    }
  }

  @Test func updateRunsOnlyWhenTheValueChanged() {
    Runtime.withNew { runtime in
      let log = BridgeLog()
      let host = ViewHost(rootView: NumberScreen(log: log), runtime: runtime)
      log.calls = []
      // The screen re-runs, but the representable's value is the same: no update.
      _ = host.tap("other")
      host.settle()
      #expect(log.calls.isEmpty)
      _ = host.tap("plus")
      host.settle()
      #expect(log.calls == ["update 2 animated=false scheme=light"])
    }
  }

  @Test func contextCarriesTheCoordinatorTransactionAndEnvironment() {
    Runtime.withNew { runtime in
      let log = BridgeLog()
      let host = ViewHost(rootView: NumberScreen(log: log), runtime: runtime)
      log.calls = []
      _ = host.tap("animated")
      host.settle()
      #expect(log.calls == ["update 2 animated=true scheme=light"])
      host.setEnvironment(\.colorScheme, .dark)
      host.settle()
      // A new environment updates the view even though its value is the same.
      #expect(log.calls.last == "update 2 animated=false scheme=dark")
    }
  }

  @Test func aControllerRepresentablePlacesTheControllersView() {
    Runtime.withNew { runtime in
      let hosting = UIHostingController(rootView: ControllerScreen())
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = hosting
      window.makeKeyAndVisible()
      runtime.runTurn()
      let placed = hosting.representedViews.first
      #expect(placed?.superview === hosting.view)
      // The whole window was proposed: the controller's view fills it.
      #expect(placed?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
      #expect(hosting.representableUpdates.map(\.updates) == [1])
      #expect(ControllerScreen.Wrapped.titles == ["made", "Başlık"])
    }
  }
}

struct ControllerScreen: View {
  struct Wrapped: UIViewControllerRepresentable {
    nonisolated(unsafe) static var titles: [String] = []

    func makeUIViewController(context: Context) -> UIViewController {
      Self.titles.append("made")
      return UIViewController()
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
      controller.title = "Başlık"
      Self.titles.append(controller.title ?? "-")
    }
  }

  var body: some View { Wrapped() }
}

/// A view whose `level` redraws, in a hosted SwiftUI screen.
struct LevelScreen: View {
  let start: Int
  @State private var level: Int

  init(start: Int) {
    self.start = start
    _level = State(initialValue: start)
  }

  struct Level: UIViewRepresentable {
    let level: Int
    func makeUIView(context: Context) -> NumberView { NumberView(frame: .zero) }
    func updateUIView(_ view: NumberView, context: Context) { view.number = level }
  }

  var body: some View {
    VStack {
      Level(level: level).frame(width: 50, height: 50)
      Button("up") { level += 1 }
    }
  }
}

@MainActor @Suite struct HostingControllerTests {
  @Test func aStateChangeUpdatesOnceAndDrawsOnceInTheSameTurn() throws {
    try Runtime.withNew { runtime in
      let hosting = UIHostingController(rootView: LevelScreen(start: 3))
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = hosting
      window.makeKeyAndVisible()
      runtime.runTurn()
      let view = try #require(hosting.representedViews.first as? NumberView)
      #expect(view.window === window)
      #expect(view.frame.size == CGSize(width: 50, height: 50))
      #expect(view.headless.drawCount == 1)
      #expect(view.headless.lastDraw?.values["number"] == "3")
      let turn = runtime.turnCount
      _ = hosting.host.tap("up")
      runtime.runTurn()
      // One turn: SwiftUI's update, the representable's update, UIKit's draw.
      #expect(runtime.turnCount == turn + 1)
      #expect(hosting.representableUpdates.map(\.updates) == [2])
      #expect(view.headless.drawCount == 2)
      #expect(view.headless.lastDraw?.values["number"] == "4")
      #expect(view.headless.lastDraw?.turn == runtime.turnCount)
    }
  }

  @Test func rootViewReplacementReRunsTheRootAndKeepsItsState() {
    Runtime.withNew { runtime in
      let hosting = UIHostingController(rootView: LevelScreen(start: 3))
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = hosting
      window.makeKeyAndVisible()
      runtime.runTurn()
      let report = hosting.measure("root") { hosting.rootView = LevelScreen(start: 9) }
      #expect(report.recomputes.map(\.view) == ["LevelScreen"])
      #expect(report.recomputes.map(\.cause) == ["ebeveyn"])
      #expect(report.key == "rootView")
      // The root's record keeps the key the replacement hands it, as a parent's re-run would.
      #expect(
        hosting.host.evaluations.last?.keyCauses == [KeyCause(key: "rootView", cause: .parent)])
      #expect(hosting.rootView.start == 9)
      #expect(hosting.host.read("level", as: Int.self, in: "LevelScreen") == 3)
      #expect(hosting.representableUpdates.map(\.updates) == [1])
    }
  }
}

@MainActor
extension RepresentableTests {
  @Test func aRemovedRepresentableLeavesTheHostingView() throws {
    try Runtime.withNew { runtime in
      let log = BridgeLog()
      let hosting = UIHostingController(rootView: NumberScreen(log: log))
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = hosting
      window.makeKeyAndVisible()
      runtime.runTurn()
      let view = try #require(hosting.representedViews.first)
      #expect(view.superview === hosting.view)
      let before = NumberRepresentable.dismantled
      _ = hosting.host.tap("hide")
      runtime.runTurn()
      #expect(NumberRepresentable.dismantled == before + 1)
      #expect(view.superview == nil)
      #expect(hosting.representedViews.isEmpty)
      #expect(hosting.view.subviews.isEmpty)
    }
  }
}
