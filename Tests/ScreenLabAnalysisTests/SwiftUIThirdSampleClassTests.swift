import ScreenLabAnalysis
import Testing

/// The classes of the third SwiftUI sample of the mirrored repositories (Docs/Analyzer.md,
/// "Precision on unmarked public code (third sample, 2026-12-06), SwiftUI"), each with a
/// reported and an unreported twin: a write through a `@Published` child object into one of
/// the child's own `@Published` properties, where a view observes the child itself (SL405);
/// a location read through a model the environment hands in (SL401).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SwiftUIThirdSampleClassTests {
  /// A radio station model that keeps its broadcast settings in a child object, and a
  /// controller that marks the broadcast live through the station.
  static func station(_ views: String) -> String {
    """
    final class Broadcast: ObservableObject {
        @Published var isLive = false
        var caption = ""
    }
    final class Station: ObservableObject {
        @Published var name = "North"
        @Published var broadcast = Broadcast()
        func goLive() {
            1️⃣broadcast.isLive = true
        }
        func label(_ text: String) {
            2️⃣broadcast.caption = text
        }
    }
    \(views)
    """
  }

  @Test func aPublishedChildPropertyAViewObservesDirectlyIsNotReported() {
    // The on-air lamp observes the broadcast object itself: its @Published `isLive`
    // announces the change to it. The caption is not published, so that write stays.
    assertFindings(
      Self.station(
        """
        struct OnAirLamp: View {
            @ObservedObject var broadcast: Broadcast
            var body: some View {
                Circle().fill(broadcast.isLive ? Color.red : Color.gray)
                Text(broadcast.caption)
            }
        }
        """), [FindingSpec("2️⃣", .nestedObjectMutation)], rules: [.nestedObjectMutation])
  }

  @Test func aPublishedChildPropertyShownOnlyThroughTheOuterObjectIsReported() {
    // Only the station is observed: the child's announcement reaches no view, and the
    // lamp reading `station.broadcast.isLive` stays grey, its caption old.
    assertFindings(
      Self.station(
        """
        struct OnAirLamp: View {
            @ObservedObject var station: Station
            var body: some View {
                Circle().fill(station.broadcast.isLive ? Color.red : Color.gray)
                Text(station.broadcast.caption)
            }
        }
        """),
      [FindingSpec("1️⃣", .nestedObjectMutation), FindingSpec("2️⃣", .nestedObjectMutation)],
      rules: [.nestedObjectMutation])
  }

  // MARK: - SL401: a location read through what the environment hands in

  /// A trail map that shows the walker's altitude, read through the property `declaration`
  /// declares.
  static func trailMap(_ declaration: String) -> String {
    """
    import SwiftUI
    import CoreLocation
    struct TrailMap: View {
        \(declaration)
        var body: some View {
            Text(1️⃣walkLocationManager.location.map { "\\($0.altitude) m" } ?? "-")
        }
    }
    """
  }

  @Test func aLocationReadThroughAnEnvironmentModelIsNotReported() {
    // An @Observable model the environment hands in is tracked where the body reads it.
    assertFindings(
      Self.trailMap("@Environment(WalkLocationManager.self) private var walkLocationManager")
        .replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.unobservedClassModel])
  }

  @Test func aLocationReadThroughAManagerTheViewKeepsIsReported() {
    // A Core Location manager kept in a plain property tells SwiftUI nothing.
    assertFindings(
      Self.trailMap("private let walkLocationManager = CLLocationManager()"),
      [FindingSpec("1️⃣", .unobservedClassModel, mentions: ["TrailMap", "location"])],
      rules: [.unobservedClassModel])
  }
}
