import Foundation
import HeadlessSwiftUI
import Measure
import ScreenLabCourse
import ScreenLabReport
import Testing

@testable import ScreenLabCLI

/// ScreenLab's own scenarios (`gecis/…` and the lessons' DZ/EK items): listed apart, byte
/// stable, and each printing what the rules (Docs/Semantics/SwiftUI.md §11, the Core Animation
/// and display-cycle rules) say it must; the expected values are derived here, not copied.
@MainActor @Suite struct LessonScenarioTests {
  /// The open questions and transitions; the delegate (`temsilci/…`) and bridging (`kopru/…`)
  /// families print a cause instead of a measured sentence and are pinned in
  /// `ScenarioLessonTests`.
  nonisolated static let ids = LessonCatalog.scenarios.map(\.id).filter {
    !$0.hasPrefix("temsilci/") && !$0.hasPrefix("kopru/")
  }

  private func lines(_ id: String, _ language: String = "tr") -> [String] {
    runCLI(["lesson", id, "--lang", language]).output.split(separator: "\n").map(String.init)
  }

  /// NumberText's form of `value`: at most six decimals, no trailing zeros.
  private func text(_ value: Double) -> String { NumberText.text(value) }

  @Test func theScenariosAreTheElevenOpenQuestionsAndTheTransitions() {
    #expect(
      Self.ids == [
        "cizim-ve-katman-animasyonu/dz1", "cizim-ve-katman-animasyonu/dz2",
        "cizim-ve-katman-animasyonu/dz3", "ortuk-ve-acik-animasyonlar/ek5",
        "ortuk-ve-acik-animasyonlar/ek6", "ortuk-ve-acik-animasyonlar/ek7",
        "ortuk-ve-acik-animasyonlar/ek8", "hareketler/ek1", "hareketler/ek2", "hareketler/ek3",
        "hareketler/ek4", "gecis/oge-silindi", "gecis/animasyonsuz", "gecis/oge-eklendi",
        "cizim-ve-katman-animasyonu/draw-direct", "cizim-ve-katman-animasyonu/draw-heavy",
        "cizim-ve-katman-animasyonu/draw-objects", "cizim-ve-katman-animasyonu/draw-rect",
        "cizim-ve-katman-animasyonu/draw-super",
      ])
    #expect(LessonCatalog.course.count == 7)
  }

  @Test(arguments: ids)
  func aScenarioIsByteStableLiveAndInBothLanguages(id: String) {
    let first = runCLI(["lesson", id])
    #expect(first.code == .success)
    #expect(first.errors.isEmpty)
    #expect(runCLI(["lesson", id]).output == first.output)
    #expect(runCLI(["lesson", id, "--live"]).output == first.output)
    let english = runCLI(["lesson", id, "--lang", "en"])
    #expect(
      english.output.split(separator: "\n").count == first.output.split(separator: "\n").count)
    #expect(english.output != first.output)
    // One plain measured sentence closes the measurement (or precedes the contradiction).
    #expect(first.output.contains("Ölçülen: "))
    #expect(english.output.contains("Measured: "))
  }

  @Test func lessonAllStillPrintsOnlyTheCourse() {
    let headers = runCLI(["lesson", "all"]).output.split(separator: "\n")
      .filter { $0.hasPrefix("== ") }
    #expect(headers.map(String.init) == LessonCatalog.course.map { "== \($0.id) ==" })
  }

  // MARK: - Transitions

  @Test func deletingAnItemRecomputesTheListNotTheRemovedRow() {
    let out = lines("gecis/oge-silindi")
    // The list's body reads the observed items; the two kept rows get equal values (§11.3).
    #expect(
      out[0]
        == "oge-silindi: items degisti | yeniden ShoppingScreen gozlem | atlanan ItemRow,ItemRow")
    #expect(out[1] == "oge-silindi: eklenen yok | kaldirilan ItemRow")
    #expect(out[2...5] == ["yerel: 0", "ebeveyn: 0", "gozlem: 1", "ortam: 0"])
    // 0.3 s at 60 Hz: a sample at the update and one per frame, 18 frames.
    let samples = out.filter { $0.hasPrefix("t=") }
    #expect(samples.count == 19)
    #expect(samples.first == "t=0.0000 ItemRow.transition.opacity = 1.0000")
    #expect(samples[9] == "t=0.1500 ItemRow.transition.opacity = 0.5000")
    #expect(samples.last == "t=0.3000 ItemRow.transition.opacity = 0.0000")
    let values = samples.compactMap { $0.split(separator: " ").last.flatMap { Double($0) } }
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 > $1 })
    #expect(
      out.contains(
        "kaldirma-gecisi: ItemRow 18 kare, 0.3 s (60 Hz) | onDisappear t=0.3 | gecis "
          + "easeInOut(duration: 0.3)"))
    let english = lines("gecis/oge-silindi", "en")
    #expect(
      english[0]
        == "item-deleted: items changed | recomputed ShoppingScreen observed | skipped ItemRow,ItemRow"
    )
    #expect(english[1] == "item-deleted: inserted none | removed ItemRow")
  }

  @Test func withoutAnAnimationTheRowGoesAtOnce() {
    let out = lines("gecis/animasyonsuz")
    #expect(out.filter { $0.hasPrefix("t=") }.isEmpty)
    #expect(
      out.contains("kaldirma-gecisi: ItemRow 0 kare, 0 s (60 Hz) | onDisappear t=0 | gecis yok"))
    #expect(out[1] == "oge-silindi: eklenen yok | kaldirilan ItemRow")
  }

  @Test func anAddedItemIsAnInsertionThatMovesInAfterItsOnAppear() {
    let out = lines("gecis/oge-eklendi")
    #expect(
      out[0]
        == "oge-eklendi: items degisti | yeniden ShoppingScreen gozlem | atlanan ItemRow,ItemRow,ItemRow"
    )
    #expect(out[1] == "oge-eklendi: eklenen ItemRow | kaldirilan yok")
    let samples = out.filter { $0.hasPrefix("t=") }
    // move(edge: .leading): one width to the leading side (-1, 0) to its place (0, 0).
    #expect(samples.first == "t=0.0000 ItemRow.transition.move = -1.0000, 0.0000")
    #expect(samples[9] == "t=0.1500 ItemRow.transition.move = -0.5000, 0.0000")
    #expect(samples.last == "t=0.3000 ItemRow.transition.move = 0.0000, 0.0000")
    #expect(samples.count == 19)
    #expect(
      out.contains(
        "ekleme-gecisi: ItemRow 18 kare, 0.3 s | onAppear t=0 | gecis move(edge: .leading), "
          + "easeInOut(duration: 0.3)"))
  }

  /// The English lines use the kernels' English words and the scenarios' English labels.
  @Test func englishLinesUseTheKernelsEnglishWords() {
    let dz1 = lines("cizim-ve-katman-animasyonu/dz1", "en")
    #expect(dz1[0] == "request-1 | ProgressRing.progress: model=55 screen=40 -> stale")
    #expect(dz1[2] == "next-turn | ProgressRing.progress: model=70 screen=70 -> matches")
    #expect(dz1[3...6] == ["matches: 1", "stale: 2", "missing: 0", "leftover: 0"])
    let dz2 = lines("cizim-ve-katman-animasyonu/dz2", "en")
    #expect(dz2.contains("cancelled | CancelledRing.ringOpacity: model=1 screen=1 -> matches"))
    let ek1 = lines("hareketler/ek1", "en")
    #expect(
      ek1[0]
        == "drag-ongoing: dragOffset changed | recomputed BoardScreen local, DragCard parent | skipped PositionLabel,HintText"
    )
    #expect(
      ek1[1].hasPrefix("  lesson: drag-ongoing: dragOffset changed | recomputed DragCard local"))
    let ek6 = lines("ortuk-ve-acik-animasyonlar/ek6", "en")
    #expect(ek6[1] == "enabled-changed: animated none | frames 0 | extra computations 0")
    let ek4 = lines("hareketler/ek4", "en")
    #expect(
      ek4.contains {
        $0.hasPrefix("onEnded: t=0.25 turn ") && $0.contains("write order: dragOffset, position")
      })
    let added = lines("gecis/oge-eklendi", "en")
    #expect(added[1] == "item-added: inserted ItemRow | removed none")
  }

  // MARK: - Seed 000

  @Test func dz1TwoRequestsMergeIntoOneDrawOfTheBoundsInTheNextTurn() {
    let out = lines("cizim-ve-katman-animasyonu/dz1")
    #expect(out[0] == "istek-1 | ProgressRing.progress: model=55 ekran=40 -> bayat")
    #expect(out[1] == "istek-2 | ProgressRing.progress: model=70 ekran=40 -> bayat")
    #expect(out[2] == "sonraki-tur | ProgressRing.progress: model=70 ekran=70 -> uyumlu")
    #expect(out[3...6] == ["uyumlu: 1", "bayat: 2", "eksik: 0", "artik: 0"])
    // The ring is 100 × 100: its bounds are the merged rect; nothing draws before the turn.
    #expect(
      out[7].hasPrefix("istek 2 | birlesen 1 | bekleyen rect 0,0,100,100 | istek turunda cizim 0 |")
    )
    #expect(out[7].hasSuffix(": cizim 1, rect 0,0,100,100"))
  }

  @Test func dz2PresentationValuesCompletionAndCancellation() {
    let out = lines("cizim-ve-katman-animasyonu/dz2")
    // A linear 0.4 s fade from 0 to 1: t / 0.4 at 0.1 s steps.
    for (step, line) in zip(1...3, out.filter { $0.hasPrefix("ara-deger") }) {
      let value = text(Double(step) * 0.1 / 0.4)
      #expect(
        line
          == "ara-deger-t=\(text(Double(step) / 10)) | RingLayer.ringOpacity: model=1 ekran=\(value) -> bayat"
      )
    }
    #expect(out.contains("iptal | CancelledRing.ringOpacity: model=1 ekran=1 -> uyumlu"))
    #expect(out.contains("tamamlandi | RingLayer.ringOpacity: model=1 ekran=1 -> uyumlu"))
    #expect(out.contains("RingLayer animationDidStop finished=true t=0.4"))
    #expect(out.contains("CancelledRing animationDidStop finished=false t=0.2"))
  }

  @Test func dz3PrintsTheFrameAndTheLinearCurveSampleBySample() {
    let out = lines("cizim-ve-katman-animasyonu/dz3")
    #expect(out.contains("kare: \(text(1.0 / 60)) s (60 Hz)"))
    for (name, duration) in [("FastRing", 0.2), ("SlowRing", 1.2)] {
      let frames = Int((duration * 60).rounded())
      let expected = (1...frames).map { text(Double($0) / Double(frames)) }
        .joined(separator: ", ")
      #expect(out.contains("\(name) \(text(duration)) s, \(frames) kare: \(expected)"))
    }
  }

  // MARK: - Seed 001

  @Test func ek5TheSameOwnerMakesThePanelsChangeAParentOne() {
    let out = lines("ortuk-ve-acik-animasyonlar/ek5")
    // The panel reads isExpanded through a binding to its parent's state (§2.8).
    #expect(
      out[0]
        == "panel-acildi: isExpanded degisti | yeniden DetailPanel ebeveyn | atlanan PanelScreen,StatusText"
    )
    #expect(
      out[1].hasPrefix("  ders: panel-acildi: isExpanded degisti | yeniden DetailPanel yerel"))
    #expect(
      out[2]
        == "etkin-degisti: isOn degisti | yeniden PanelScreen yerel, DetailPanel ebeveyn | atlanan StatusText"
    )
  }

  @Test func ek6AWatchedValueNothingDrawsWithAnimatesNothing() {
    let out = lines("ortuk-ve-acik-animasyonlar/ek6")
    #expect(
      out[0]
        == "etkin-degisti: isOn degisti | yeniden PanelScreen yerel, DetailPanel ebeveyn | atlanan StatusText"
    )
    #expect(out[1] == "etkin-degisti: animasyon yok | kare 0 | ek hesaplama 0")
  }

  @Test func ek7AndEk8AnimationsAddNoBodyRunsAndScaleWithTheFrameRate() {
    let total = Animation.default.totalDuration
    let frames60 = Int((total * 60).rounded(.up))
    let frames120 = Int((total * 120).rounded(.up))
    let ek7 = lines("ortuk-ve-acik-animasyonlar/ek7")
    #expect(
      ek7.contains(
        "panel-acildi: animasyon DetailPanel.transition.opacity | kare \(frames60) | ek hesaplama 0"
      ))
    #expect(
      ek7.contains(
        "etkin-degisti: animasyon DetailPanel.opacity | kare \(frames60) | ek hesaplama 0"))
    let ek8 = lines("ortuk-ve-acik-animasyonlar/ek8")
    #expect(ek8.contains("60 Hz: kare \(text(1.0 / 60)) s | \(frames60) kare | \(text(total)) s"))
    #expect(
      ek8.contains("120 Hz: kare \(text(1.0 / 120)) s | \(frames120) kare | \(text(total)) s"))
    let curve = ek8.first { $0.hasPrefix("egri (60 Hz") }
    #expect(curve?.hasPrefix("egri (60 Hz, DetailPanel.opacity): 0.4, ") == true)
    #expect(curve?.hasSuffix(", 1") == true)
  }

  // MARK: - Seed 004

  @Test func ek1TheLiftedOffsetReRunsTheScreenAndTheCard() {
    let out = lines("hareketler/ek1")
    // The owner re-runs as local; the card gets a new value (parent); the label's is equal.
    #expect(
      out[0]
        == "surukleme-suruyor: dragOffset degisti | yeniden BoardScreen yerel, DragCard ebeveyn | atlanan PositionLabel,HintText"
    )
    #expect(
      out[1].hasPrefix("  ders: surukleme-suruyor: dragOffset degisti | yeniden DragCard yerel"))
  }

  @Test func ek2AtMostOneUpdatePerFrameWhateverTheFinger() throws {
    let out = lines("hareketler/ek2")
    let counts = out.filter { $0.hasPrefix("parmak 240 Hz") }
    #expect(counts.count == 2)
    var samples: [Int] = []
    for line in counts {
      let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      func value(_ prefix: String) -> Int? {
        fields.first { $0.hasPrefix(prefix) }.flatMap { $0.split(separator: " ").last }
          .flatMap { Int($0) }
      }
      let frames = try #require(value("kare"))
      let updates = try #require(value("guncelleme"))
      let bodies = try #require(value("govde DragCard"))
      samples.append(try #require(value("ornek")))
      #expect(updates <= frames)
      #expect(bodies <= updates)
    }
    // The finger's samples do not depend on the display.
    #expect(samples.count == 2 && samples[0] == samples[1])
  }

  @Test func ek3TheValueTakingContainerReRunsTheBindingTakingOneDoesNot() {
    let out = lines("hareketler/ek3")
    #expect(
      out[0]
        == "surukleme-suruyor: dragOffset degisti | yeniden DragCard yerel | atlanan BoardScreen,CardArea,InfoArea,PositionLabel,HintText"
    )
    let position = out.first { $0.hasPrefix("surukleme-bitti-konum") }
    #expect(
      position
        == "surukleme-bitti-konum: position degisti | yeniden BoardScreen yerel, DragCard ebeveyn, InfoArea ebeveyn, PositionLabel ebeveyn | atlanan CardArea,HintText"
    )
  }

  @Test func ek4TheEndCallbackAndTheResetShareTheLiftsTurn() {
    let out = lines("hareketler/ek4")
    let timing = out.first { $0.hasPrefix("onEnded: ") }
    let parts = timing?.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
    #expect(parts.count == 4)
    // Both at the lift (0.25 s), in one turn; the reset was queued before onEnded's write.
    let ended = parts.first?.dropFirst("onEnded: ".count).split(separator: " ").prefix(3)
    let reset = parts.dropFirst().first?.dropFirst("@GestureState sifirlama: ".count)
      .split(separator: " ").prefix(3)
    #expect(ended.map(Array.init) == reset.map(Array.init))
    #expect(ended?.first == "t=0.25")
    #expect(parts.count > 2 && parts[2] == "yazim sirasi: dragOffset, position")
    #expect(out.last?.hasPrefix("Dersten farklı: ") == true)
  }
}
