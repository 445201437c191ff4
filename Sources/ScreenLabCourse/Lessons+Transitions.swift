import ScreenLab
import ScreenLabReport

// ScreenLab's own scenarios for the course's next lesson, transitions (not course text): an
// item deleted from a model list, measured on the headless SwiftUI host. The views are
// ScreenLab's; the rules are Docs/Semantics/SwiftUI.md §11.

/// One item of the scenario's shopping list.
struct ShoppingItem: Identifiable, Equatable, Sendable {
  let id: Int
  let name: String
}

/// The scenario's model: the list's items, observed.
@Observable final class ShoppingList {
  var items = [
    ShoppingItem(id: 1, name: "Ekmek"), ShoppingItem(id: 2, name: "Süt"),
    ShoppingItem(id: 3, name: "Peynir"),
  ]
}

/// The clock times at which rows left the tree (their `onDisappear`) and entered it
/// (`onAppear`).
final class DisappearLog {
  var times: [(name: String, time: Double)] = []
  var appeared: [(name: String, time: Double)] = []
}

/// The list: its body iterates the model's items, one row per item, identified by id.
struct ShoppingScreen: View {
  let list: ShoppingList
  let log: DisappearLog
  let runtime: Runtime
  var transition: AnyTransition = .opacity

  var body: some View {
    VStack {
      ForEach(list.items) { item in
        ItemRow(item: item)
          .transition(transition)
          .onAppear { log.appeared.append((item.name, runtime.now)) }
          .onDisappear { log.times.append((item.name, runtime.now)) }
      }
    }
  }
}

/// One row: shows its item.
struct ItemRow: View {
  let item: ShoppingItem

  var body: some View { Text(item.name) }
}

extension Lesson {
  static let transitionScenarios: [Lesson] = [
    .scenario(
      "gecis/oge-silindi",
      "Geçiş (ScreenLab senaryosu): modelden silinen öğe, kaldırma geçişi kare kare",
      "Transitions (ScreenLab scenario): an item deleted from the model, its removal frame by frame",
      seed: "001"
    ) { out in deleteItem(&out, animated: true) },
    .scenario(
      "gecis/animasyonsuz",
      "Geçiş (ScreenLab senaryosu): animasyonsuz silme, görünüm hemen kalkar",
      "Transitions (ScreenLab scenario): a deletion without animation, the view goes at once",
      seed: "001"
    ) { out in deleteItem(&out, animated: false) },
    .scenario(
      "gecis/oge-eklendi",
      "Geçiş (ScreenLab senaryosu): modele eklenen öğe, soldan kayarak girer",
      "Transitions (ScreenLab scenario): an item added to the model moves in from the leading edge",
      seed: "001", run: { addItem(&$0) }),
  ]

  /// Advances frame by frame while the transition is `running` (600 frames at most), then
  /// prints the report's lines, its causes and the samples `host` presented since
  /// `samplesStart`; returns how many frames it advanced.
  @MainActor
  private static func play<Content: View>(
    _ report: InvalidationReport, on host: ViewHost<Content>, samplesFrom samplesStart: Int,
    in runtime: Runtime, into out: inout LessonOutput, while running: () -> Bool
  ) -> Int {
    var frames = 0
    while running() && frames < 600 {
      runtime.advance(frames: 1)
      frames += 1
    }
    out.lines.append(report.line(out.language))
    out.lines.append(report.identityLine(out.language))
    out.countCauses(report.recomputes)
    for sample in host.presentedSamples[samplesStart...] { out.print(sample) }
    return frames
  }

  /// Adds "Çay" under `withAnimation(.easeInOut(duration: 0.3))`, its row with
  /// `.move(edge: .leading)`; frame by frame until the insertion ends.
  @MainActor private static func addItem(_ out: inout LessonOutput) {
    Runtime.withNew { runtime in
      let recorder = out.recorderForRun()
      let list = ShoppingList()
      let log = DisappearLog()
      let host = ViewHost(
        rootView: ShoppingScreen(
          list: list, log: log, runtime: runtime, transition: .move(edge: .leading)),
        runtime: runtime)
      recorder?.attach(to: runtime) { host.svg(background: .white) }
      log.appeared = []
      let samplesStart = host.presentedSamples.count
      let animation = Animation.easeInOut(duration: 0.3)
      let report = host.measure(out.label("oge-eklendi", "item-added"), key: "items") {
        host.perform {
          withAnimation(animation) { list.items.append(ShoppingItem(id: 4, name: "Çay")) }
        }
      }
      let start = runtime.now
      let frames = play(
        report, on: host, samplesFrom: samplesStart, in: runtime, into: &out
      ) { host.presentedSamples.last?.value != [0, 0] }
      let seconds = NumberText.text(runtime.now - start)
      let appeared = log.appeared.first.map { NumberText.text($0.time - start) } ?? "-"
      let inserted = report.inserted.joined(separator: ",")
      out.print(
        out.label(
          "ekleme-gecisi: \(inserted) \(frames) kare, \(seconds) s | onAppear t=\(appeared) | "
            + "gecis move(edge: .leading), \(animation.traceDescription)",
          "insertion-transition: \(inserted) \(frames) frames, \(seconds) s | onAppear "
            + "t=\(appeared) | transition move(edge: .leading), \(animation.traceDescription)"))
      out.print(
        out.label(
          "Ölçülen: eklenen \(inserted) yeniden hesaplama sayılmadı (ilk gövdesi bir ekleme); "
            + "onAppear güncellemede, ilk kareden önce koştu; satır bir genişlik soldan "
            + "(-1, 0) kendi yerine \(frames) karede (\(seconds) s) kaydı.",
          "Measured: the inserted \(inserted) is not a recompute (its first body is an "
            + "insertion); onAppear ran in the update, before the first frame; the row moved "
            + "from one width to the leading side (-1, 0) to its place in \(frames) frames "
            + "(\(seconds) s)."))
      recorder?.finish(runtime, host: host)
    }
  }

  /// Deletes "Süt" (with an ease-in-out of 0.3 s, or without an animation), then advances
  /// frame by frame until the row is no longer presented.
  @MainActor
  private static func deleteItem(_ out: inout LessonOutput, animated: Bool) {
    Runtime.withNew { runtime in
      let recorder = out.recorderForRun()
      let list = ShoppingList()
      let log = DisappearLog()
      let host = ViewHost(
        rootView: ShoppingScreen(list: list, log: log, runtime: runtime), runtime: runtime)
      recorder?.attach(to: runtime) { host.svg(background: .white) }
      let samplesStart = host.presentedSamples.count
      let animation = Animation.easeInOut(duration: 0.3)
      let label = out.label("oge-silindi", "item-deleted")
      let report = host.measure(label, key: "items") {
        host.perform {
          if animated {
            withAnimation(animation) { list.items.removeAll { $0.name == "Süt" } }
          } else {
            list.items.removeAll { $0.name == "Süt" }
          }
        }
      }
      let start = runtime.now
      let frames = play(
        report, on: host, samplesFrom: samplesStart, in: runtime, into: &out
      ) { host.texts.contains("Süt") }
      let seconds = NumberText.text(runtime.now - start)
      let hertz = NumberText.text(runtime.frameRate.hertz)
      let left = log.times.first.map { NumberText.text($0.time - start) } ?? "-"
      let removed = report.removed.joined(separator: ",")
      let recomputed = report.recomputes.map(\.view).joined(separator: ",")
      out.print(
        out.label(
          "kaldirma-gecisi: \(removed) \(frames) kare, \(seconds) s (\(hertz) Hz) | "
            + "onDisappear t=\(left) | gecis \(animated ? animation.traceDescription : "yok")",
          "removal-transition: \(removed) \(frames) frames, \(seconds) s (\(hertz) Hz) | "
            + "onDisappear t=\(left) | transition \(animated ? animation.traceDescription : "none")"
        ))
      if animated {
        out.print(
          out.label(
            "Ölçülen: \(recomputed) gövdesi items'ı okuduğu için gözlem tetiğiyle yeniden "
              + "hesaplandı, kalan iki satır aynı değeri aldığı için atlandı; silinen "
              + "\(removed) yeniden hesaplama sayılmadı, \(frames) kare (\(seconds) s) "
              + "ekranda kalıp saydamlaştı ve onDisappear geçişin bittiği karede koştu.",
            "Measured: \(recomputed) recomputed as observed because its body reads items, the "
              + "two remaining rows got equal values and were skipped; the deleted \(removed) "
              + "is not a recompute, it stayed on screen \(frames) frames (\(seconds) s) "
              + "fading out, and onDisappear ran in the frame its transition ended."))
      } else {
        out.print(
          out.label(
            "Ölçülen: animasyon olmadan \(removed) aynı güncellemede ağaçtan kalktı (0 kare) "
              + "ve onDisappear o güncellemeden hemen sonra koştu; yeniden hesaplanan yine "
              + "yalnız \(recomputed).",
            "Measured: without an animation \(removed) left the tree in the same update (0 "
              + "frames) and onDisappear ran right after it; what recomputed is still only "
              + "\(recomputed)."))
      }
      recorder?.finish(runtime, host: host)
    }
  }
}
