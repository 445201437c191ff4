import ScreenLabAnalysis
import Testing

/// Classes of the eleventh SwiftUI sample (Docs/Analyzer.md, "Precision on unmarked public code
/// (eleventh sample, 2026-12-07), SwiftUI"), each with a reported and an unreported twin:
/// bodies that run once though their type holds a property (an application delegate adaptor
/// of a plain delegate, a `let` given a shared instance; SL404 notes, not warnings), and
/// models that hold only what they were made with (SL404 and SL405: nothing is lost when one
/// is made again, and nothing changes to be forwarded); and the setter of a binding that no
/// view writes through (SL412: the write never runs).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct EleventhSwiftUISampleClassTests {
  // MARK: - SL404, an App that holds only a plain delegate's adaptor

  /// A sign-in screen whose root view makes its session model in place, in an app that
  /// adapts `delegate` (the declaration of `AppDelegate`).
  static func signIn(delegate: String) -> String {
    """
    import SwiftUI
    import UIKit
    final class Session: ObservableObject {
        @Published var isSignedIn = false
        func signIn() { isSignedIn = true }
    }
    struct RootView: View {
        1️⃣@ObservedObject var session = Session()
        var body: some View {
            Button(session.isSignedIn ? "Welcome" : "Sign in") { session.signIn() }
        }
    }
    \(delegate)
    @main
    struct SignInApp: App {
        @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
        var body: some Scene { WindowGroup { RootView() } }
    }
    """
  }

  @Test func aRootViewOfAnAppWithAPlainDelegateAdaptorIsANote() {
    // The adaptor makes the delegate once and the app observes nothing of it: the app's
    // body runs once, and the root view and its model are made once (a latent bug).
    assertFindings(
      Self.signIn(
        delegate: """
          class AppDelegate: NSObject, UIApplicationDelegate {
              func application(_ application: UIApplication) -> Bool { true }
          }
          """),
      [
        FindingSpec(
          "1️⃣", .modelCreatedInPlace, severity: .note, mentions: ["'session'", "runs once"])
      ],
      rules: [.modelCreatedInPlace])
  }

  @Test func aRootViewOfAnAppWithAnObservableDelegateIsStillReported() {
    // An observable delegate is observed: each change runs the app's body again, which
    // makes the root view, and a new session, again. A delegate the sources do not declare
    // may be observable too.
    for delegate in [
      """
      final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
          @Published var pushToken = ""
      }
      """,
      "",
    ] {
      assertFindings(
        Self.signIn(delegate: delegate),
        [FindingSpec("1️⃣", .modelCreatedInPlace, mentions: ["'session'", "Session"])],
        rules: [.modelCreatedInPlace])
    }
  }

  // MARK: - SL404, a view that holds only a shared instance

  /// A root view that keeps `store` and injects a new cache in its body.
  static func injectingRoot(store: String) -> String {
    """
    import SwiftUI
    final class Store { static let shared = Store() }
    final class UsersCache: ObservableObject {
        @Published var names: [String: String] = [:]
        func load(_ id: String) { names[id] = id }
    }
    struct Feed: View {
        @EnvironmentObject var cache: UsersCache
        var body: some View { Text(cache.names["me"] ?? "…").onAppear { cache.load("me") } }
    }
    struct InjectedRoot: View {
        \(store)
        var body: some View { Feed().1️⃣environmentObject(UsersCache()) }
    }
    """
  }

  @Test func aModelInjectedByABodyThatHoldsASharedInstanceIsANote() {
    // `let store = Store.shared`: no caller passes another value, and every making of the
    // view holds the same object; its body runs once, and so does the injection.
    assertFindings(
      Self.injectingRoot(store: "let store = Store.shared"),
      [
        FindingSpec(
          "1️⃣", .modelCreatedInPlace, severity: .note, mentions: ["'UsersCache'", "runs once"])
      ],
      rules: [.modelCreatedInPlace])
  }

  @Test func aModelInjectedByABodyThatMakesItsOwnObjectIsStillReported() {
    // A new `Store()` with each making of the view, or a shared instance the caller may
    // replace (`var`), makes the view differ from its last value: its body runs again.
    for store in ["let store = Store()", "var store = Store.shared"] {
      assertFindings(
        Self.injectingRoot(store: store),
        [FindingSpec("1️⃣", .modelCreatedInPlace, mentions: ["'UsersCache'"])],
        rules: [.modelCreatedInPlace])
    }
  }

  // MARK: - SL404, a model that holds only what it was made with

  /// A widget-like view with a tab state that makes `StepsModel` (declared by `model`) in
  /// place, and reads `extra` in its body.
  static func steps(model: String, extra: String = "") -> String {
    """
    import SwiftUI
    \(model)
    struct StepsView: View {
        @State var tab = 0
        1️⃣@ObservedObject var model = StepsModel()
        var body: some View {
            VStack {
                Text("\\(model.steps)")
                Picker("Tab", selection: $tab) { Text("Day").tag(0) }
                \(extra)
            }
        }
    }
    """
  }

  @Test func aModelSetOnlyWhenMadeIsNotReported() {
    // The model reads its steps once, in its initializer, and nothing writes them after: a
    // new model made on the next update reads the same (or a newer) count; a model with no
    // stored property holds nothing at all.
    for model in [
      """
      final class StepsModel: ObservableObject {
          @Published var steps = 0
          @Published var goal = 0
          init() {
              steps = UserDefaults.standard.integer(forKey: "steps")
              goal = 10_000
          }
      }
      """,
      """
      final class StepsModel: ObservableObject {
          let steps = 0
      }
      """,
    ] {
      assertFindings(Self.steps(model: model), [], rules: [.modelCreatedInPlace])
    }
  }

  @Test func aModelWrittenAfterItIsMadeIsStillReported() {
    // A method that counts, a closure the initializer starts (it runs later), a binding to
    // the steps, or no initializer that sets them: the model holds what a new one would not.
    let cases: [(model: String, extra: String)] = [
      (
        """
        final class StepsModel: ObservableObject {
            @Published var steps = 0
            init() { steps = UserDefaults.standard.integer(forKey: "steps") }
            func step() { steps += 1 }
        }
        """, ""
      ),
      (
        """
        final class StepsModel: ObservableObject {
            @Published var steps = 0
            init() {
                Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.steps += 1 }
            }
        }
        """, ""
      ),
      (
        """
        final class StepsModel: ObservableObject {
            @Published var steps = 0
            init() { steps = 1 }
        }
        """, "Stepper(\"Steps\", value: $model.steps)"
      ),
      (
        """
        final class StepsModel: ObservableObject {
            @Published var steps = 0
        }
        """, ""
      ),
    ]
    for (model, extra) in cases {
      assertFindings(
        Self.steps(model: model, extra: extra),
        [FindingSpec("1️⃣", .modelCreatedInPlace, mentions: ["'model'", "StepsModel"])],
        rules: [.modelCreatedInPlace])
    }
  }

  // MARK: - SL405, a nested model that holds only what it was made with

  /// An app model that holds a location model (declared by `location`) in a `@Published`
  /// property, and a view that observes the app model.
  static func travel(location: String) -> String {
    """
    import SwiftUI
    \(location)
    final class AppData: ObservableObject {
        @Published var visits: [String] = []
        1️⃣@Published var currentLocation: LocationModel
        init() { currentLocation = LocationModel() }
        func log(_ place: String) { visits.append(place) }
    }
    struct HomeView: View {
        @EnvironmentObject var appData: AppData
        var body: some View {
            Text("\\(appData.visits.count) at \\(appData.currentLocation.status)")
        }
    }
    """
  }

  @Test func aNestedModelSetOnlyWhenMadeIsNotReported() {
    // The location model copies its status in its initializer and nothing changes it: there
    // is no change for the app model to forward.
    assertFindings(
      Self.travel(
        location: """
          final class LocationModel: ObservableObject {
              @Published var status: Int
              init() { status = UserDefaults.standard.integer(forKey: "status") }
          }
          """), [], rules: [.nestedObjectMutation])
  }

  @Test func aNestedModelThatChangesIsStillReported() {
    // A delegate callback that updates the status publishes the location model only.
    assertFindings(
      Self.travel(
        location: """
          final class LocationModel: ObservableObject {
              @Published var status: Int
              init() { status = UserDefaults.standard.integer(forKey: "status") }
              func didChangeAuthorization(_ newStatus: Int) { status = newStatus }
          }
          """),
      [FindingSpec("1️⃣", .nestedObjectMutation, mentions: ["'AppData.currentLocation'"])],
      rules: [.nestedObjectMutation])
  }

  // MARK: - SL412, the setter of a binding no view writes through

  /// A multi-step form whose steps fade in and out on `currentPage`, with a progress bar
  /// given a binding built in the body; the bar does `barAction` with its progress.
  static func stepForm(barAction: String) -> String {
    """
    import SwiftUI
    struct FormBar: View {
        @Binding private var progress: Int
        private let steps: Int
        init(progress: Binding<Int>, steps: Int) {
            _progress = progress
            self.steps = steps
        }
        var body: some View {
            Capsule().frame(width: CGFloat(progress) * 20)\(barAction)
        }
    }
    struct StepForm: View {
        @Binding var currentPage: Int
        let steps: [String]
        var body: some View {
            VStack {
                let pageBinding = Binding<Int>(get: { currentPage + 1 }, set: { 1️⃣currentPage = $0 })
                FormBar(progress: pageBinding, steps: steps.count)
                ForEach(0..<steps.count, id: \\.self) { index in
                    if index == currentPage {
                        Text(steps[index]).transition(.opacity)
                    }
                }
            }
        }
    }
    """
  }

  @Test func aWriteInTheSetterOfABindingNoViewWritesIsNotReported() {
    // The bar only reads its progress: nothing calls the binding's setter, so the page never
    // changes there (the steps change it, inside withAnimation, in their own views).
    assertFindings(Self.stepForm(barAction: ""), [], rules: [.transitionWithoutAnimation])
  }

  @Test func aWriteInTheSetterOfABindingAViewWritesIsStillReported() {
    // A bar that writes its progress (a tap that skips a step) calls the setter: the page
    // changes outside any animation, and the step appears at once.
    assertFindings(
      Self.stepForm(barAction: ".onTapGesture { progress += 1 }"),
      [FindingSpec("1️⃣", .transitionWithoutAnimation, mentions: ["currentPage"])],
      rules: [.transitionWithoutAnimation])
  }

  // MARK: - SL404, a model injected into a subtree that only reads it

  /// A detail view that injects a new `RouteModel` into `injected` (with the marker on the
  /// injection) on every run of its body; `RouteMap` reads the model, `PositionChart` writes
  /// its position.
  static func routeDetail(injected: String, mapExtra: String = "") -> String {
    """
    import SwiftUI
    final class RouteModel: ObservableObject {
        @Published var position: Double? = nil
        private let points: [Double]
        init(points: [Double]) { self.points = points }
        func point(at index: Int) -> Double? { points.indices.contains(index) ? points[index] : nil }
    }
    struct RouteMap: View {
        @EnvironmentObject var model: RouteModel
        var body: some View {
            Text("\\(model.position ?? 0) \\(model.point(at: 0) ?? 0)")\(mapExtra)
        }
    }
    struct PositionChart: View {
        @EnvironmentObject var model: RouteModel
        var body: some View {
            Slider(value: Binding(get: { model.position ?? 0 }, set: { model.position = $0 }))
        }
    }
    struct RouteDetail: View {
        @State private var points: [Double] = []
        @State private var title = ""
        var legend: AnyView = AnyView(PositionChart())
        var body: some View {
            VStack {
                TextField("Title", text: $title)
                \(injected)
            }
        }
    }
    """
  }

  @Test func aModelInjectedIntoASubtreeThatOnlyReadsItIsNotReported() {
    // Only `RouteMap` can reach the injected object, and it reads it: the model holds what
    // it was made with for as long as it lives, and a new one made by the next run of the
    // body holds the same.
    assertFindings(
      Self.routeDetail(
        injected: "RouteMap().frame(height: 300).environmentObject(RouteModel(points: points))"),
      [], rules: [.modelCreatedInPlace])
  }

  @Test func aModelInjectedIntoASubtreeThatWritesItIsStillReported() {
    // The chart below writes the position (each title edit reruns the body and drops it);
    // so may a map that writes it, a view made elsewhere and handed in (a stored
    // `AnyView`), or a view the map hands the model to.
    let injection = ".1️⃣environmentObject(RouteModel(points: points))"
    for (injected, mapExtra) in [
      ("VStack { RouteMap(); PositionChart() }\(injection)", ""),
      ("RouteMap()\(injection)", ".onAppear { model.position = nil }"),
      ("HStack { RouteMap(); legend }\(injection)", ""),
      ("RouteMap()\(injection)", ".background(Color.clear.environmentObject(model))"),
    ] {
      assertFindings(
        Self.routeDetail(injected: injected, mapExtra: mapExtra),
        [FindingSpec("1️⃣", .modelCreatedInPlace, mentions: ["'RouteModel'"])],
        rules: [.modelCreatedInPlace])
    }
  }
}
