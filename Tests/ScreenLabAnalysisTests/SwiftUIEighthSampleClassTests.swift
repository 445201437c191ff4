import ScreenLabAnalysis
import Testing

/// Classes of the eighth SwiftUI sample (Docs/Analyzer.md, "Precision on unmarked public code
/// (eighth sample, 2026-12-07), SwiftUI"), each with a reported and an unreported twin: a
/// queued write of a flag that ends the `if` guarding it (SL413); a player made with a view
/// that only a body running once makes (SL404, a note); an unpublished property written
/// beside a published write queued on the main queue (SL402).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SwiftUIEighthSampleClassTests {
  // MARK: - SL413, a one-shot flag written once after the body

  /// A drop target whose body runs `guarded` before its content, which shows `shown`.
  static func dropTarget(_ guarded: String, shows shown: String = "\"Drop here\"") -> String {
    """
    import SwiftUI
    import Foundation
    final class Registry {
        func add(_ id: UUID) {}
    }
    struct DropTarget: View {
        let id = UUID()
        let registry: Registry
        @State private var registered = false
        @State private var count = 0
        var body: some View {
            \(guarded)
            return Text(\(shown))
        }
    }
    """
  }

  @Test func aQueuedWriteThatEndsItsGuardIsNotReported() {
    // The flag is set once, after the body, to the value that ends its guard; the body names
    // it nowhere else, so what it shows does not change.
    for guarded in [
      """
      if !registered {
              DispatchQueue.main.async {
                  self.registered = true
                  self.registry.add(self.id)
              }
          }
      """,
      """
      if !self.registered, count >= 0 {
              DispatchQueue.main.async { registered = true }
          }
      """,
    ] {
      assertFindings(Self.dropTarget(guarded), [], rules: [.stateWrittenDuringBody])
    }
  }

  @Test func aQueuedWriteThatKeepsItsGuardOrIsShownIsStillReported() {
    // Written back to the value that keeps the guard open (a loop), a counter the guard does not
    // end, a direct write in the body, and a flag the body also shows.
    for (guarded, shown) in [
      ("if !registered { DispatchQueue.main.async { 1️⃣registered = false } }", "\"Drop\""),
      ("if !registered { DispatchQueue.main.async { 1️⃣count += 1 } }", "\"Drop\""),
      ("if !registered { 1️⃣registered = true }", "\"Drop\""),
      (
        "if !registered { DispatchQueue.main.async { 1️⃣registered = true } }",
        "registered ? \"Ready\" : \"Wait\""
      ),
    ] {
      assertFindings(
        Self.dropTarget(guarded, shows: shown), [FindingSpec("1️⃣", .stateWrittenDuringBody)],
        rules: [.stateWrittenDuringBody])
    }
  }

  // MARK: - SL404, a player made with a view that is made once

  /// A recorder view holding an audio engine in a `let`, made by `maker`.
  static func recorder(maker: String) -> String {
    """
    import SwiftUI
    import AVFoundation
    struct RecorderView: View {
        @State private var isRecording = false
        private let 1️⃣audioEngine = AVAudioEngine()
        var body: some View {
            Button(isRecording ? "Stop" : "Record") {
                if isRecording { audioEngine.stop() } else { try? audioEngine.start() }
                isRecording.toggle()
            }
        }
    }
    \(maker)
    """
  }

  @Test func aPlayerOfTheRootViewOfAnAppThatHoldsNothingIsANote() {
    // The app's body runs once: its window's root view is made once, with its engine.
    assertFindings(
      Self.recorder(
        maker: """
          @main
          struct RecorderApp: App {
              var body: some Scene { WindowGroup { RecorderView() } }
          }
          """),
      [
        FindingSpec(
          "1️⃣", .modelCreatedInPlace, severity: .note,
          mentions: ["'audioEngine'", "the player survives"])
      ],
      rules: [.modelCreatedInPlace])
  }

  @Test func aPlayerOfAViewMadeWhereABodyRunsAgainIsStillAWarning() {
    // A scene phase, or a screen's state, runs the maker's body again: a new engine each time.
    for maker in [
      """
      @main
      struct RecorderApp: App {
          @Environment(\\.scenePhase) var phase
          var body: some Scene { WindowGroup { RecorderView() } }
      }
      """,
      """
      struct Studio: View {
          @State private var take = 0
          var body: some View { RecorderView() }
      }
      """,
    ] {
      assertFindings(
        Self.recorder(maker: maker),
        [FindingSpec("1️⃣", .modelCreatedInPlace, severity: .warning, mentions: ["'audioEngine'"])],
        rules: [.modelCreatedInPlace])
    }
  }

  // MARK: - SL402, a published write queued on the main queue

  /// A saver whose `done` text is written in `save()`, whose next statements are `then`.
  static func saver(then: String) -> String {
    """
    import SwiftUI
    import Foundation
    final class Saver: ObservableObject {
        @Published var showDone = false
        1️⃣var doneText = ""
        var onFinish: (() -> Void)?
        let queue = DispatchQueue(label: "save")
    }
    struct SaveScreen: View {
        @StateObject private var saver = Saver()
        var body: some View {
            VStack {
                Text(saver.doneText)
                Button("Save") { save() }
            }
        }
        func save() {
            saver.doneText = "Saved"
            \(then)
        }
    }
    """
  }

  @Test func aWriteBesideAPublishedWriteQueuedOnTheMainQueueIsNotReported() {
    // The queued write runs after the plain one and announces the object: the view, run
    // again, reads the new text.
    for then in [
      "DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { saver.showDone.toggle() }",
      "DispatchQueue.main.async { self.saver.showDone = true }",
    ] {
      assertFindings(Self.saver(then: then), [], rules: [.unpublishedProperty])
    }
  }

  @Test func aWriteBesideAPublishedWriteThatMayNeverRunIsStillReported() {
    // A closure kept for later may never run, a block queued on another queue runs off the
    // main thread, and no published write at all announces nothing.
    for then in [
      "saver.onFinish = { saver.showDone = true }",
      "saver.queue.async { saver.showDone = true }", "print(saver.showDone)",
    ] {
      assertFindings(
        Self.saver(then: then), [FindingSpec("1️⃣", .unpublishedProperty)],
        rules: [.unpublishedProperty])
    }
  }
}
