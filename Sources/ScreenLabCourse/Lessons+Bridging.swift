import ScreenLab
import ScreenLabReport
import ScreenLabSeeds

// ScreenLab's own scenarios, not course text: the bridging lesson that seed 000 names as the
// next topic ("we will measure the screen's sync with the model there too, with the same
// kernel"). Seed 000's progress ring, wrapped in a UIViewRepresentable, sits in seed 001's
// panel screen inside a UIHostingController in a UIWindow: one runtime, one clock, one trace.
// Each step prints the Invalidation kernel's line (which bodies re-ran), how many times
// updateUIView ran and the ring drew, and the Sync kernel's check of what the ring drew
// against the SwiftUI state (Docs/Semantics/Bridging.md).

// MARK: - The scenario's views

/// How the ring's `updateUIView` passes the value on.
enum RingForwarding: Hashable, Sendable {
  /// `ring.update(to:)`: the seed's method, which sets the value and requests a redraw.
  case updateAndRedraw
  /// `ring.progress = …`: the seed's property, which has no `didSet { setNeedsDisplay() }`.
  case propertyOnly
  /// Nothing: the value is not forwarded.
  case nothing
}

/// Seed 000's `ProgressRingView` as a SwiftUI view.
struct RingView: UIViewRepresentable {
  let progress: Int
  let forwarding: RingForwarding

  func makeUIView(context: Context) -> ProgressRingView {
    ProgressRingView(frame: .zero)
  }

  func updateUIView(_ ring: ProgressRingView, context: Context) {
    switch forwarding {
    case .updateAndRedraw: ring.update(to: progress)
    case .propertyOnly: ring.progress = progress
    case .nothing: break
    }
  }
}

/// Seed 001's panel screen with the ring in it (and a button that advances it).
struct RingPanelScreen: View {
  let forwarding: RingForwarding
  @State private var isOn = false
  @State private var progress = 40

  var body: some View {
    VStack {
      Toggle("Etkin", isOn: $isOn)
      DetailPanel(isOn: isOn)
      RingView(progress: progress, forwarding: forwarding)
        .frame(width: 100, height: 100)
      Button("Artır") { progress += 30 }
      StatusText()
    }
  }
}

/// A ring whose value starts from the hosting controller's root value.
struct RingCard: View {
  let start: Int
  @State private var progress: Int

  init(start: Int) {
    self.start = start
    _progress = State(initialValue: start)
  }

  var body: some View {
    VStack {
      RingView(progress: progress, forwarding: .updateAndRedraw)
        .frame(width: 100, height: 100)
      Button("Artır") { progress += 30 }
    }
  }
}

/// A UIKit text field as a SwiftUI view, its coordinator carrying the edit back to a binding.
struct TitleField: UIViewRepresentable {
  @Binding var text: String
  let connectsDelegate: Bool

  final class Coordinator: NSObject, UITextFieldDelegate {
    var parent: TitleField

    init(_ parent: TitleField) { self.parent = parent }

    func textFieldDidEndEditing(_ textField: UITextField) {
      parent.text = textField.text ?? ""
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField(frame: .zero)
    if connectsDelegate { field.delegate = context.coordinator }
    return field
  }

  func updateUIView(_ field: UITextField, context: Context) {
    context.coordinator.parent = self
    if !field.isEditing { field.text = text }
  }
}

/// A SwiftUI screen that edits a title through the UIKit field and shows it in a `Text`.
struct TitleEditor: View {
  let connectsDelegate: Bool
  @State private var title = "Süt"

  var body: some View {
    VStack {
      TitleField(text: $title, connectsDelegate: connectsDelegate)
        .frame(height: 34)
      Text(title)
    }
  }
}

// MARK: - The measurement

/// A hosting controller in a shown window, with counters read between steps.
@MainActor
final class BridgeStage<Content: View> {
  let runtime: Runtime
  let hosting: UIHostingController<Content>
  let window: UIWindow

  @MainActor
  init(_ root: Content, runtime: Runtime) {
    self.runtime = runtime
    hosting = UIHostingController(rootView: root)
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = hosting
    window.makeKeyAndVisible()
    runtime.runTurn()
  }

  var updates: Int { hosting.representableUpdates.reduce(0) { $0 + $1.updates } }

  /// Starts recording the window for a report, when one is asked for.
  @MainActor
  func record(_ out: LessonOutput) {
    out.recorder?.attach(to: runtime) { [window] in SVGRenderer.render(window) }
  }

  /// Stops recording (the report keeps the runtime's trace and the SwiftUI updates).
  @MainActor
  func finish(_ out: LessonOutput) {
    out.recorder?.finish(runtime, host: hosting.host)
  }

  /// The first represented view, as `T`.
  @MainActor
  func represented<T: UIView>(_ type: T.Type) -> T? {
    hosting.representedViews.lazy.compactMap { $0 as? T }.first
  }
}

extension LessonOutput {
  /// `updateUIView: N | draw(_:): M` for one step.
  mutating func printBridgeCounts(updates: Int, draws: Int) {
    print("updateUIView: \(updates) | draw(_:): \(draws)")
  }
}

extension Lesson {
  /// The ring in the panel: first draw, "Artır" tapped, "Etkin" toggled, then (when the
  /// ring's property does not redraw) an unrelated redraw request.
  static func ringScenario(_ forwarding: RingForwarding) -> @MainActor (inout LessonOutput) -> Void
  {
    { out in
      Runtime.withNew { runtime in
        let stage = BridgeStage(RingPanelScreen(forwarding: forwarding), runtime: runtime)
        stage.record(out)
        guard let ring = stage.represented(ProgressRingView.self) else { return }
        let screen = Screen("ProgressRing")
        var verdicts: [Verdict] = []
        @MainActor
        func check(_ turkish: String, _ english: String) {
          screen.set("progress", drawnBy: ring)
          let state = stage.hosting.host.read("progress", as: Int.self, in: "RingPanelScreen")
          var model: [String: String] = [:]
          if let state { model["progress"] = String(state) }
          verdicts += out.check(
            out.label(turkish, english), model: model, screen: screen, keys: ["progress"])
        }
        check("ilk-cizim", "first-draw")

        @MainActor
        func step(_ turkish: String, _ english: String, _ interaction: @MainActor () -> Void) {
          let updates = stage.updates
          let draws = ring.headless.drawCount
          let report = stage.hosting.measure(out.label(turkish, english)) {
            interaction()
          }
          out.lines.append(report.line(out.language))
          out.printBridgeCounts(
            updates: stage.updates - updates, draws: ring.headless.drawCount - draws)
          check(turkish, english)
        }
        step("artir-dokunuldu", "increase-tapped") { _ = stage.hosting.host.tap("Artır") }
        step("etkin-degisti", "enabled-changed") { _ = stage.hosting.host.toggle("Etkin") }
        if forwarding == .propertyOnly {
          let draws = ring.headless.drawCount
          ring.setNeedsDisplay()
          runtime.advance(frames: 1)
          out.print(
            out.label("baska-bir-istek", "another-request")
              + " | draw(_:): \(ring.headless.drawCount - draws)")
          check("baska-bir-istek", "another-request")
        }
        out.print(
          RingCause(forwarding: forwarding, verdicts: verdicts).line(out.language))
        out.countVerdicts(verdicts)
        stage.finish(out)
        withExtendedLifetime(stage) {}
      }
    }
  }

  /// The field's coordinator with and without its delegate link: typing in the UIKit field.
  static let liveCoordinator: @MainActor (inout LessonOutput) -> Void = { out in
    var verdicts: [Verdict] = []
    for connected in [true, false] {
      Runtime.withNew { runtime in
        let stage = BridgeStage(TitleEditor(connectsDelegate: connected), runtime: runtime)
        // One report: the connected run's.
        if connected { stage.record(out) }
        guard let field = stage.represented(UITextField.self) else { return }
        let label =
          connected
          ? out.label("temsilci-bagli", "delegate-set")
          : out.label("temsilci-yok", "delegate-unset")
        let report = stage.hosting.measure(label) {
          field.becomeFirstResponder()
          field.insertText(" ve yumurta")
          field.resignFirstResponder()
        }
        out.lines.append(report.line(out.language))
        let screen = Screen("TitleEditor")
        if let shown = stage.hosting.host.texts.last { screen.set("title", shown) }
        let step = out.check(
          label, model: ["title": field.text ?? ""], screen: screen, keys: ["title"])
        verdicts += step
        if step.contains(.stale) {
          out.print(
            out.label(
              "neden: alanın delegate'i nil; koordinatör çağrılmadı, @State yazılmadı",
              "cause: the field's delegate is nil; the coordinator was not called, no @State "
                + "was written"))
        }
        if connected { stage.finish(out) }
        withExtendedLifetime(stage) {}
      }
    }
    out.countVerdicts(verdicts)
  }

  /// The hosting controller's root replaced, and state changed inside it.
  static let liveRootView: @MainActor (inout LessonOutput) -> Void = { out in
    Runtime.withNew { runtime in
      let stage = BridgeStage(RingCard(start: 40), runtime: runtime)
      stage.record(out)
      guard let ring = stage.represented(ProgressRingView.self) else { return }
      let screen = Screen("ProgressRing")
      var verdicts: [Verdict] = []
      @MainActor
      func step(
        _ turkish: String, _ english: String, checksRoot: Bool, _ interaction: @MainActor () -> Void
      ) {
        let updates = stage.updates
        let draws = ring.headless.drawCount
        let report = stage.hosting.measure(out.label(turkish, english)) { interaction() }
        out.lines.append(report.line(out.language))
        out.printBridgeCounts(
          updates: stage.updates - updates, draws: ring.headless.drawCount - draws)
        screen.set("progress", drawnBy: ring)
        let state = stage.hosting.host.read("progress", as: Int.self, in: "RingCard") ?? 0
        verdicts += out.check(
          out.label(turkish, english) + "/@State", model: ["progress": String(state)],
          screen: screen, keys: ["progress"])
        guard checksRoot else { return }
        verdicts += out.check(
          out.label(turkish, english) + "/rootView",
          model: ["progress": String(stage.hosting.rootView.start)], screen: screen,
          keys: ["progress"])
      }
      step("durum-degisti", "state-changed", checksRoot: false) {
        _ = stage.hosting.host.tap("Artır")
      }
      step("rootview-degisti", "rootview-replaced", checksRoot: true) {
        stage.hosting.rootView = RingCard(start: 10)
      }
      out.print(
        out.label(
          "not: rootView değişince RingCard yeniden çalıştı ama @State değerini korudu; "
            + "start yalnızca ilk değerdir",
          "note: replacing rootView re-ran RingCard, but its @State kept its value; start is "
            + "only the initial value"))
      out.countVerdicts(verdicts)
      stage.finish(out)
      withExtendedLifetime(stage) {}
    }
  }
}

/// Why the ring shows what it shows, from the verdicts and the forwarding.
struct RingCause {
  let forwarding: RingForwarding
  let verdicts: [Verdict]

  func line(_ language: Language) -> String {
    let stale = verdicts.contains(.stale)
    let tr: String
    let en: String
    switch (forwarding, stale) {
    case (_, false):
      tr = "updateUIView değeri iletti ve yeniden çizim istedi: bir draw(_:), ekran modelle aynı"
      en =
        "updateUIView forwarded the value and requested a redraw: one draw(_:), the screen "
        + "matches the model"
    case (.nothing, true):
      tr = "updateUIView çalıştı ama değeri UIKit görünümüne iletmedi"
      en = "updateUIView ran but did not forward the value to the UIKit view"
    case (.propertyOnly, true):
      tr = "özellik yazıldı ama didSet { setNeedsDisplay() } yok: başka bir istek gelene dek bayat"
      en =
        "the property was set but has no didSet { setNeedsDisplay() }: stale until something "
        + "else requests a redraw"
    case (.updateAndRedraw, true):
      tr = "updateUIView değeri iletti ama ekran bayat"
      en = "updateUIView forwarded the value but the screen is stale"
    }
    return (language == .tr ? "neden: " : "cause: ") + (language == .tr ? tr : en)
  }
}

extension Lesson {
  /// A ScreenLab scenario of the bridging family (marked as not course text).
  fileprivate static func bridgingLesson(
    _ slug: String, _ turkish: String, _ english: String,
    _ run: @escaping @MainActor (inout LessonOutput) -> Void
  ) -> Lesson {
    .scenario(
      "kopru/" + slug, "ScreenLab senaryosu (ders metni değil): " + turkish,
      "ScreenLab scenario (not course text): " + english, seed: "000", run: run)
  }

  static let bridgeRing = bridgingLesson(
    "halka", "UIViewRepresentable içindeki halka SwiftUI durumunu çizer",
    "the ring in a UIViewRepresentable draws the SwiftUI state", ringScenario(.updateAndRedraw))
  static let bridgeNotForwarded = bridgingLesson(
    "deger-iletilmedi", "updateUIView değeri iletmez, halka bayat kalır",
    "updateUIView does not forward the value, the ring stays stale", ringScenario(.nothing))
  static let bridgeNoDidSet = bridgingLesson(
    "didset-yok", "özelliğin didSet'i yeniden çizim istemez, halka bayat kalır",
    "the property has no didSet redraw request, the ring stays stale",
    ringScenario(.propertyOnly))
  static let bridgeCoordinator = bridgingLesson(
    "koordinator", "koordinatör temsilci olarak atanmazsa UIKit girdisi SwiftUI durumuna ulaşmaz",
    "without the coordinator as delegate, UIKit input never reaches the SwiftUI state",
    liveCoordinator)
  static let bridgeRootView = bridgingLesson(
    "rootview", "UIHostingController.rootView değiştirmek ve içerideki durumu değiştirmek",
    "replacing UIHostingController.rootView versus changing the state inside it", liveRootView)
}

extension Lesson {
  /// The bridging family, in `lesson list` order.
  static let bridgingScenarios: [Lesson] = [
    bridgeRing, bridgeNotForwarded, bridgeNoDidSet, bridgeCoordinator, bridgeRootView,
  ]
}
