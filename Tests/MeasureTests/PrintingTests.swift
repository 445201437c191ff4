import Testing

@testable import Measure

/// The lesson API prints; these run it in a child process and compare the bytes.
@Suite struct PrintingTests {
  @Test func syncLessonPrintsTheLessonsBytes() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      let ring = Screen("ProgressRing")
      var model = ["progress": "40"]
      ring.set("progress", "40")
      let drawn = check("ilk-cizim", model: model, screen: ring, keys: ["progress"])
      model["progress"] = "70"
      let stale = check("model-degisti", model: model, screen: ring, keys: ["progress"])
      ring.set("progress", "70")
      let redrawn = check("yeniden-cizim-istendi", model: model, screen: ring, keys: ["progress"])
      countVerdicts(drawn + stale + redrawn)
    }
    #expect(
      String(decoding: result?.standardOutputContent ?? [], as: UTF8.self) == """
        ilk-cizim | ProgressRing.progress: model=40 ekran=40 -> uyumlu
        model-degisti | ProgressRing.progress: model=70 ekran=40 -> bayat
        yeniden-cizim-istendi | ProgressRing.progress: model=70 ekran=70 -> uyumlu
        uyumlu: 2
        bayat: 1
        eksik: 0
        artik: 0

        """)
  }

  @Test func invalidationLessonPrintsTheLessonsBytes() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      let storage: [String: Storage] = [
        "position": .state(owner: "BoardScreen"),
        "dragOffset": .state(owner: "DragCard"),
      ]
      let screen = ViewTree(
        nodes: [
          ViewNode("BoardScreen", parent: nil, reads: ["position"]),
          ViewNode("DragCard", parent: "BoardScreen", reads: ["position", "dragOffset"]),
          ViewNode("PositionLabel", parent: "BoardScreen", reads: ["position"]),
          ViewNode("HintText", parent: "BoardScreen", reads: []),
        ], storage: storage)
      let recomputes = [
        screen.change("surukleme-suruyor", key: "dragOffset"),
        screen.change("surukleme-bitti-konum", key: "position"),
        screen.change("surukleme-bitti-ofset", key: "dragOffset"),
      ].flatMap { $0 }
      countCauses(recomputes)
    }
    #expect(
      String(decoding: result?.standardOutputContent ?? [], as: UTF8.self) == """
        surukleme-suruyor: dragOffset degisti | yeniden DragCard yerel | atlanan BoardScreen,PositionLabel,HintText
        surukleme-bitti-konum: position degisti | yeniden BoardScreen yerel, DragCard ebeveyn, PositionLabel ebeveyn | atlanan HintText
        surukleme-bitti-ofset: dragOffset degisti | yeniden DragCard yerel | atlanan BoardScreen,PositionLabel,HintText
        yerel: 3
        ebeveyn: 2
        gozlem: 0
        ortam: 0

        """)
  }
}
