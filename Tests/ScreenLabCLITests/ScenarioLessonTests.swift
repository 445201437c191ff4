import ScreenLabAnalysis
import ScreenLabCourse
import Testing

@testable import ScreenLabCLI

/// ScreenLab's own scenarios (delegate links, bridging): their lines pinned in both languages.
///
/// Expected values follow from each scenario's script, not from a run: the list shows "Süt"
/// in row 0, the editor appends " ve yumurta"; the ring starts at 40 and "Artır" adds 30.
@MainActor @Suite struct ScenarioLessonTests {
  static let typed = "Süt ve yumurta"

  static func lines(_ id: String, _ language: String = "tr") -> [String] {
    runCLI(["lesson", id, "--lang", language]).output.split(separator: "\n").map(String.init)
  }

  @Test func scenariosAreListedAndMarkedAsNotCourseText() {
    let list = runCLI(["lesson", "list"]).output
    let english = runCLI(["lesson", "list", "--lang", "en"]).output
    for id in [
      "temsilci/baglanti-saglam", "temsilci/atanmamis", "temsilci/serbest-birakildi",
      "temsilci/satir-yenilenmedi", "kopru/halka", "kopru/deger-iletilmedi", "kopru/didset-yok",
      "kopru/koordinator", "kopru/rootview",
    ] {
      let line = list.split(separator: "\n").first { $0.hasPrefix(id + " ") }
      #expect(line?.contains("ScreenLab senaryosu (ders metni değil)") == true, "\(id)")
      let en = english.split(separator: "\n").first { $0.hasPrefix(id + " ") }
      #expect(en?.contains("ScreenLab scenario (not course text)") == true, "\(id)")
      #expect(LessonCatalog.lesson(id)?.isScenario == true)
      // Live and plain print the same: the scenario is its own measurement.
      #expect(runCLI(["lesson", id, "--live"]).output == runCLI(["lesson", id]).output)
    }
  }

  @Test func intactDelegateLinkReloadsTheRow() {
    #expect(
      Self.lines("temsilci/baglanti-saglam") == [
        "liste-cizildi | NoteList.row0.title: model=Süt ekran=Süt -> uyumlu",
        "not-kaydedildi | NoteList.row0.title: model=\(Self.typed) ekran=\(Self.typed) -> uyumlu",
        "neden: temsilci çağrıldı, satır yeniden yüklendi (1), hücre 1 kez çizildi",
        "uyumlu: 2", "bayat: 0", "eksik: 0", "artik: 0",
      ])
    #expect(
      Self.lines("temsilci/baglanti-saglam", "en")[1]
        == "note-saved | NoteList.row0.title: model=\(Self.typed) screen=\(Self.typed) -> matches")
  }

  @Test(arguments: [
    (
      "temsilci/atanmamis",
      "neden: temsilci hiç atanmadı: kayıt sonunda delegate nil, liste haber almadı",
      "cause: the delegate was never assigned: delegate was nil when the edit ended; the list "
        + "was not told"
    ),
    (
      "temsilci/serbest-birakildi",
      "neden: temsilci 1 kez atandı ama serbest bırakıldı (weak → nil): liste haber almadı",
      "cause: the delegate was assigned 1 time(s) but deallocated (weak → nil): the list was "
        + "not told"
    ),
    (
      "temsilci/satir-yenilenmedi",
      "neden: temsilci çağrıldı, liste modeli yazıldı ama satır yeniden yüklenmedi (reloadRows "
        + "yok): hücre son çizimini gösteriyor",
      "cause: the delegate was called and the list's model written, but the row was not "
        + "reloaded (no reloadRows): the cell shows its last draw"
    ),
  ])
  func brokenLinksLeaveTheRowStaleWithTheirCause(id: String, turkish: String, english: String) {
    #expect(
      Self.lines(id) == [
        "liste-cizildi | NoteList.row0.title: model=Süt ekran=Süt -> uyumlu",
        "not-kaydedildi | NoteList.row0.title: model=\(Self.typed) ekran=Süt -> bayat",
        turkish, "uyumlu: 1", "bayat: 1", "eksik: 0", "artik: 0",
      ])
    let en = Self.lines(id, "en")
    #expect(en[1] == "note-saved | NoteList.row0.title: model=\(Self.typed) screen=Süt -> stale")
    #expect(en[2] == english)
  }

  static let increase =
    "artir-dokunuldu: progress degisti | yeniden RingPanelScreen yerel | atlanan "
    + "DetailPanel,StatusText"
  static let enabled =
    "etkin-degisti: isOn degisti | yeniden RingPanelScreen yerel, DetailPanel ebeveyn | "
    + "atlanan StatusText"

  @Test func theWrappedRingFollowsTheStateWithOneUpdateAndOneDraw() {
    #expect(
      Self.lines("kopru/halka") == [
        "ilk-cizim | ProgressRing.progress: model=40 ekran=40 -> uyumlu",
        Self.increase,
        "updateUIView: 1 | draw(_:): 1",
        "artir-dokunuldu | ProgressRing.progress: model=70 ekran=70 -> uyumlu",
        // The toggle re-runs the screen, but the ring's value is the same: no update.
        Self.enabled,
        "updateUIView: 0 | draw(_:): 0",
        "etkin-degisti | ProgressRing.progress: model=70 ekran=70 -> uyumlu",
        "neden: updateUIView değeri iletti ve yeniden çizim istedi: bir draw(_:), ekran modelle "
          + "aynı",
        "uyumlu: 3", "bayat: 0", "eksik: 0", "artik: 0",
      ])
    #expect(
      Self.lines("kopru/halka", "en")[1]
        == "increase-tapped: progress changed | recomputed RingPanelScreen local | skipped "
        + "DetailPanel,StatusText")
  }

  @Test func anUpdateThatDoesNotForwardLeavesTheRingAtItsOwnValue() {
    let lines = Self.lines("kopru/deger-iletilmedi")
    // The ring's own initial value (0) was drawn; SwiftUI's 40 never reached it.
    #expect(lines[0] == "ilk-cizim | ProgressRing.progress: model=40 ekran=0 -> bayat")
    #expect(lines[2] == "updateUIView: 1 | draw(_:): 0")
    #expect(lines[3] == "artir-dokunuldu | ProgressRing.progress: model=70 ekran=0 -> bayat")
    #expect(lines[7] == "neden: updateUIView çalıştı ama değeri UIKit görünümüne iletmedi")
    #expect(Array(lines.suffix(4)) == ["uyumlu: 0", "bayat: 3", "eksik: 0", "artik: 0"])
  }

  @Test func aPropertyWithoutDidSetIsStaleUntilAnotherRequest() {
    let lines = Self.lines("kopru/didset-yok")
    #expect(lines[2] == "updateUIView: 1 | draw(_:): 0")
    #expect(lines[3] == "artir-dokunuldu | ProgressRing.progress: model=70 ekran=40 -> bayat")
    #expect(lines[7] == "baska-bir-istek | draw(_:): 1")
    #expect(lines[8] == "baska-bir-istek | ProgressRing.progress: model=70 ekran=70 -> uyumlu")
    #expect(Array(lines.suffix(4)) == ["uyumlu: 2", "bayat: 2", "eksik: 0", "artik: 0"])
    #expect(
      Self.lines("kopru/didset-yok", "en")[9]
        == "cause: the property was set but has no didSet { setNeedsDisplay() }: stale until "
        + "something else requests a redraw")
  }

  @Test func aCoordinatorThatIsNotTheDelegateNeverReachesTheState() {
    #expect(
      Self.lines("kopru/koordinator") == [
        "temsilci-bagli: title degisti | yeniden TitleEditor yerel | atlanan yok",
        "temsilci-bagli | TitleEditor.title: model=\(Self.typed) ekran=\(Self.typed) -> uyumlu",
        "temsilci-yok: - degisti | yeniden yok | atlanan TitleEditor",
        "temsilci-yok | TitleEditor.title: model=\(Self.typed) ekran=Süt -> bayat",
        "neden: alanın delegate'i nil; koordinatör çağrılmadı, @State yazılmadı",
        "uyumlu: 1", "bayat: 1", "eksik: 0", "artik: 0",
      ])
  }

  @Test func replacingTheRootViewReRunsItButKeepsItsState() {
    #expect(
      Self.lines("kopru/rootview") == [
        "durum-degisti: progress degisti | yeniden RingCard yerel | atlanan yok",
        "updateUIView: 1 | draw(_:): 1",
        "durum-degisti/@State | ProgressRing.progress: model=70 ekran=70 -> uyumlu",
        "rootview-degisti: rootView degisti | yeniden RingCard ebeveyn | atlanan yok",
        "updateUIView: 0 | draw(_:): 0",
        "rootview-degisti/@State | ProgressRing.progress: model=70 ekran=70 -> uyumlu",
        "rootview-degisti/rootView | ProgressRing.progress: model=10 ekran=70 -> bayat",
        "not: rootView değişince RingCard yeniden çalıştı ama @State değerini korudu; start "
          + "yalnızca ilk değerdir",
        "uyumlu: 2", "bayat: 1", "eksik: 0", "artik: 0",
      ])
    #expect(
      Self.lines("kopru/rootview", "en")[3]
        == "rootview-replaced: rootView changed | recomputed RingCard parent | skipped none")
  }
}

/// The analyzer on the scenarios' own sources: representables are tree nodes, no findings.
@MainActor @Suite(.enabled(if: SourceAnalyzer.availability == .available, "needs SwiftSyntax"))
struct ScenarioSourceAnalysisTests {
  static let lessons = repositoryRoot.appendingPathComponent("Sources/ScreenLabCourse")

  @Test func theTreeOfTheBridgingScenarioHasTheRepresentablesAsNodes() {
    let path = Self.lessons.appendingPathComponent("Lessons+Bridging.swift").path
    let output = runCLI(["analyze", "--tree", path]).output
    // The ring's representable sits under the panel and reads what the panel passes it.
    #expect(
      output.contains(
        #"ViewNode("RingView", parent: "RingPanelScreen", reads: ["progress", "forwarding"])"#))
    #expect(output.contains(#"ViewNode("TitleField", parent: "TitleEditor""#))
  }

  @Test func theScenarioSourcesHaveNoFindings() {
    let result = runCLI([
      "analyze", Self.lessons.appendingPathComponent("Lessons+Delegates.swift").path,
      Self.lessons.appendingPathComponent("Lessons+Bridging.swift").path,
    ])
    #expect(result.output.isEmpty)
    #expect(result.code == .success)
  }
}
