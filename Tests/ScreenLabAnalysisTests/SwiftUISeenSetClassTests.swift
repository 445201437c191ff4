import Foundation
import ScreenLabAnalysis
import Testing

/// SwiftUI classes built on the misses of the seen sets (Docs/Analyzer.md, "SwiftUI values that
/// are not observed"), each with a reported and an unreported twin written for the class.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SwiftUISeenSetClassTests {
  // MARK: - SL410, SwiftUI state written in a background closure

  static func recipes(_ handler: String) -> String {
    """
    import SwiftUI
    struct RecipeList: View {
        @State private var recipes: [Recipe] = []
        @State private var failed = false
        var body: some View {
            List(recipes) { Text($0.title) }
                .onAppear(perform: reload)
        }
        func reload() {
            let address = URL(string: "https://example.org/recipes")!
            URLSession.shared.dataTask(with: address) { payload, _, problem in
                \(handler)
            }.resume()
        }
    }
    """
  }

  @Test func aViewStateWrittenInASessionCompletionIsReported() {
    assertFindings(
      Self.recipes(
        """
        guard let payload else { return }
        let recipes = (try? JSONDecoder().decode([Recipe].self, from: payload)) ?? []
        1️⃣self.recipes = recipes
        """),
      [FindingSpec("1️⃣", .publishedOffMainActor, mentions: ["RecipeList", "@State"])],
      rules: [.publishedOffMainActor])
  }

  @Test func aViewStateWrittenBackOnTheMainQueueIsNotReported() {
    assertFindings(
      Self.recipes(
        """
        guard let payload else { return }
        let recipes = (try? JSONDecoder().decode([Recipe].self, from: payload)) ?? []
        DispatchQueue.main.async {
            self.recipes = recipes
            failed = problem != nil
        }
        """), [], rules: [.publishedOffMainActor])
  }

  @Test func aLocalThatShadowsTheStateIsNotTheState() {
    assertFindings(
      Self.recipes(
        """
        var recipes: [Recipe] = []
        recipes.append(contentsOf: (try? JSONDecoder().decode([Recipe].self, from: payload ?? Data())) ?? [])
        DispatchQueue.main.async { self.recipes = recipes }
        """), [], rules: [.publishedOffMainActor])
  }

  static func quotes(_ work: String, isolation: String = "") -> String {
    """
    import SwiftUI
    \(isolation)final class QuoteFeed: ObservableObject {
        @Published var latest = ""
        var fetchedAt = Date.distantPast
        func refresh() {
            DispatchQueue.global(qos: .utility).async {
                let text = (try? String(contentsOf: URL(string: "https://example.org/q")!)) ?? ""
                \(work)
            }
        }
    }
    """
  }

  @Test func aPublishedPropertyWrittenOnAGlobalQueueIsReported() {
    assertFindings(
      Self.quotes(
        """
        self.fetchedAt = Date()
        1️⃣self.latest = text
        """),
      [FindingSpec("1️⃣", .publishedOffMainActor, mentions: ["@Published", "QuoteFeed"])],
      rules: [.publishedOffMainActor])
  }

  @Test func aPublishedPropertyOfAMainActorModelOrSentToTheMainActorIsNotReported() {
    assertFindings(
      Self.quotes("Task { @MainActor in self.latest = text }"), [],
      rules: [.publishedOffMainActor])
    assertFindings(
      Self.quotes("self.latest = text", isolation: "@MainActor "), [],
      rules: [.publishedOffMainActor])
  }
}

/// The representable classes (SL420, SL418 for views a user edits besides text).
extension SwiftUISeenSetClassTests {
  // MARK: - SL420, an input only makeUIView applies

  static func trailMap(update: String) -> String {
    """
    import SwiftUI
    import MapKit
    struct TrailMap: UIViewRepresentable {
        var waypoints: [MKPointAnnotation]
        var showsScale: Bool
        func makeUIView(context: Context) -> MKMapView {
            let map = MKMapView()
            map.showsScale = showsScale
            map.addAnnotations(waypoints)
            return map
        }
        func 1️⃣updateUIView(_ map: MKMapView, context: Context) {
            \(update)
        }
    }
    """
  }

  @Test func anInputOnlyMakeUIViewAppliesIsReported() {
    assertFindings(
      Self.trailMap(update: "map.showsScale = showsScale"),
      [FindingSpec("1️⃣", .representableInputNotUpdated, mentions: ["'waypoints'", "TrailMap"])],
      rules: [.representableInputNotUpdated])
  }

  @Test func anInputTheUpdateAppliesAgainIsNotReported() {
    assertFindings(
      Self.trailMap(
        update: """
          map.showsScale = showsScale
          map.removeAnnotations(map.annotations)
          map.addAnnotations(waypoints)
          """
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.representableInputNotUpdated])
  }

  // MARK: - SL418, a map region pushed in and never written back

  static func harbourMap(coordinator: String) -> String {
    """
    import SwiftUI
    import MapKit
    struct HarbourMap: UIViewRepresentable {
        @Binding var visible: MKCoordinateRegion
        func makeUIView(context: Context) -> MKMapView {
            let map = MKMapView()
            map.delegate = context.coordinator
            return map
        }
        func updateUIView(_ map: MKMapView, context: Context) {
            map.setRegion(1️⃣visible, animated: false)
        }
        func makeCoordinator() -> Pilot { Pilot(self) }
        final class Pilot: NSObject, MKMapViewDelegate {
            var owner: HarbourMap
            init(_ owner: HarbourMap) { self.owner = owner }
            \(coordinator)
        }
    }
    """
  }

  @Test func aRegionBindingNoDelegateMethodWritesBackIsReported() {
    assertFindings(
      Self.harbourMap(coordinator: "func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}"),
      [FindingSpec("1️⃣", .representableEditsNotWrittenBack, mentions: ["'visible'", "MKMapView"])],
      rules: [.representableEditsNotWrittenBack])
  }

  @Test func aRegionBindingTheDelegateWritesBackIsNotReported() {
    assertFindings(
      Self.harbourMap(
        coordinator: """
          func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
              owner.visible = mapView.region
          }
          """
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.representableEditsNotWrittenBack])
  }
}

/// SL403 for an adjustment committed into the model it adjusts and kept.
extension SwiftUISeenSetClassTests {
  static func warmthEditor(_ commit: String) -> String {
    """
    import SwiftUI
    final class Darkroom: ObservableObject {
        @Published var photo = UIImage()
        func replace(with picture: UIImage) { photo = picture }
    }
    struct WarmthEditor: View {
        @ObservedObject var room: Darkroom
        @State private var warmth = 0.0
        var body: some View {
            VStack {
                Image(uiImage: tinted(room.photo, by: warmth))
                Slider(value: $warmth, in: -1...1)
                Button("Keep") {
                    \(commit)
                }
            }
        }
        func tinted(_ picture: UIImage, by amount: Double) -> UIImage { picture }
    }
    """
  }

  @Test func anAdjustmentCommittedIntoTheModelAndKeptIsReported() {
    assertFindings(
      Self.warmthEditor(
        """
        let result = tinted(room.photo, by: warmth)
        1️⃣room.replace(with: result)
        """),
      [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'room'", "warmth"])],
      rules: [.stateCopiesInput])
  }

  @Test func anAdjustmentResetWhenCommittedIsNotReported() {
    assertFindings(
      Self.warmthEditor(
        """
        room.replace(with: tinted(room.photo, by: warmth))
        warmth = 0
        """), [], rules: [.stateCopiesInput])
  }
}

/// SL401 for a value the system changes, read while a body is computed.
extension SwiftUISeenSetClassTests {
  static func powerPanel(_ extra: String = "") -> String {
    """
    import SwiftUI
    struct PowerPanel: View {
        var body: some View {
            Form {
                Text("Charge: \\(percent)%")
            }
            \(extra)
        }
        private var percent: Int { Int(1️⃣UIDevice.current.batteryLevel * 100) }
    }
    """
  }

  @Test func aBatteryLevelReadWhileTheBodyIsComputedIsReported() {
    assertFindings(
      Self.powerPanel(),
      [FindingSpec("1️⃣", .unobservedClassModel, mentions: ["PowerPanel", "batteryLevel"])],
      rules: [.unobservedClassModel])
  }

  @Test func aBatteryLevelReReadOnItsNotificationIsNotReported() {
    assertFindings(
      Self.powerPanel(
        """
        .onReceive(NotificationCenter.default.publisher(for: UIDevice.batteryLevelDidChangeNotification)) { _ in tick.toggle() }
        """
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.unobservedClassModel])
  }

  @Test func aSharedLocationManagersFixSortingAListIsReported() {
    assertFindings(
      """
      import SwiftUI
      import CoreLocation
      struct CafeList: View {
          let cafes: [Cafe]
          var ordered: [Cafe] {
              guard let here = 1️⃣Tracker.shared.locationManager.location else { return cafes }
              return cafes.sorted { $0.spot.distance(from: here) < $1.spot.distance(from: here) }
          }
          var body: some View { List(ordered) { Text($0.name) } }
      }
      """,
      [FindingSpec("1️⃣", .unobservedClassModel, mentions: ["CafeList", "location"])],
      rules: [.unobservedClassModel])
  }

  @Test func aLocationOfAnObservedModelIsNotReported() {
    assertFindings(
      """
      import SwiftUI
      import CoreLocation
      struct CafeList: View {
          let cafes: [Cafe]
          @ObservedObject var locationManager: Tracker
          var ordered: [Cafe] {
              guard let here = locationManager.location else { return cafes }
              return cafes.sorted { $0.spot.distance(from: here) < $1.spot.distance(from: here) }
          }
          var body: some View { List(ordered) { Text($0.name) } }
      }
      """, [], rules: [.unobservedClassModel])
  }
}

extension SwiftUISeenSetClassTests {
  @Test func aWriteInASubscriberTheClosureSetsUpIsNotTheClosuresWrite() {
    assertFindings(
      Self.recipes(
        """
        _ = payload
        self.token = feed.publisher.receive(on: DispatchQueue.main).sink { self.recipes = $0 }
        """), [], rules: [.publishedOffMainActor])
  }
}

extension SwiftUISeenSetClassTests {
  @Test func aTargetStateCommittedIsNotADeltaAndIsNotReported() {
    assertFindings(
      Self.warmthEditor(
        """
        let result = tinted(room.photo, by: warmth)
        room.replace(with: result)
        """
      ).replacingOccurrences(
        of: "@State private var warmth = 0.0", with: "@State private var warmth = Double.pi"),
      [], rules: [.stateCopiesInput])
  }
}

extension SwiftUISeenSetClassTests {
  @Test func anInputGivenToTheViewsInitializerIsNotReported() {
    assertFindings(
      """
      import SwiftUI
      struct ReceiptScanner: UIViewControllerRepresentable {
          var kinds: Set<ScanKind>
          var torch: Bool
          func makeUIViewController(context: Context) -> ScanController {
              ScanController(kinds: kinds)
          }
          func updateUIViewController(_ controller: ScanController, context: Context) {
              controller.torchOn = torch
          }
      }
      """, [], rules: [.representableInputNotUpdated])
  }
}

extension SwiftUISeenSetClassTests {
  @Test func aPublishedPropertyWrittenUnderAQueueUsedAsALockIsNotReported() {
    assertFindings(
      """
      import SwiftUI
      final class Uploads: ObservableObject {
          @Published var busy = false
          private let gate = DispatchQueue(label: "uploads.gate")
          func begin() {
              gate.sync { self.busy = true }
          }
      }
      """, [], rules: [.publishedOffMainActor])
  }

  @Test func anInputNamedAsAStartingValueIsNotReported() {
    assertFindings(
      Self.trailMap(update: "map.showsScale = showsScale")
        .replacingOccurrences(of: "waypoints", with: "initialWaypoints")
        .replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.representableInputNotUpdated])
  }
}

extension SwiftUISeenSetClassTests {
  @Test func aModelObjectHandedToTheViewIsNotReported() {
    assertFindings(
      """
      import SwiftUI
      final class Keyboard { var layout = "qwerty" }
      struct KeyCatcher: UIViewRepresentable {
          let keyboard: Keyboard
          var focused: Bool
          func makeUIView(context: Context) -> CatcherView {
              let view = CatcherView()
              view.keyboard = keyboard
              return view
          }
          func updateUIView(_ view: CatcherView, context: Context) {
              if focused { view.becomeFirstResponder() }
          }
      }
      """, [], rules: [.representableInputNotUpdated])
  }
}

extension SwiftUISeenSetClassTests {
  @Test func aBindingTheMakeMethodWritesIsAnOutputAndNotReported() {
    assertFindings(
      """
      import SwiftUI
      import PencilKit
      struct SketchPad: UIViewRepresentable {
          @Binding var pad: PKCanvasView?
          var pencilOnly: Bool
          func makeUIView(context: Context) -> PKCanvasView {
              let view = PKCanvasView()
              DispatchQueue.main.async { pad = view }
              return view
          }
          func updateUIView(_ view: PKCanvasView, context: Context) {
              view.drawingPolicy = pencilOnly ? .pencilOnly : .anyInput
          }
      }
      """, [], rules: [.representableInputNotUpdated])
  }
}
