import Foundation
import ScreenLabTestSupport
import Testing

@testable import ScreenLabCLI

/// The outcome of one in-process `screenlab` run.
struct CLIResult {
  let code: ExitCode
  let output: String
  let errors: String
}

/// Runs `screenlab` in process with `arguments`.
@MainActor
func runCLI(_ arguments: [String]) -> CLIResult {
  var output = ""
  var errors = ""
  let code = ScreenLabCommand.run(arguments, output: &output, errors: &errors)
  return CLIResult(code: code, output: output, errors: errors)
}

/// The repository's root.
let repositoryRoot = RepositoryFolder.root

/// The lessons' printed outputs, copied from the seed documents (000, 001, 004).
enum LessonOutputs {
  static let byID: [String: String] = [
    "cizim-ve-katman-animasyonu/redraw": """
    ilk-cizim | ProgressRing.progress: model=40 ekran=40 -> uyumlu
    model-degisti | ProgressRing.progress: model=70 ekran=40 -> bayat
    yeniden-cizim-istendi | ProgressRing.progress: model=70 ekran=70 -> uyumlu
    uyumlu: 2
    bayat: 1
    eksik: 0
    artik: 0

    """,
    "cizim-ve-katman-animasyonu/model-layer": """
    animasyon-eklendi | RingLayer.ringOpacity: model=1 ekran=0 -> bayat
    model-katmani-yazildi | RingLayer.ringOpacity: model=1 ekran=1 -> uyumlu
    uyumlu: 1
    bayat: 1
    eksik: 0
    artik: 0

    """,
    "cizim-ve-katman-animasyonu/duration-limit": """
    kisa-sure | FastRing.ringOpacity: model=1 ekran=1 -> uyumlu
    uzun-sure | SlowRing.ringOpacity: model=1 ekran=1 -> uyumlu
    uyumlu: 2
    bayat: 0
    eksik: 0
    artik: 0

    """,
    "ortuk-ve-acik-animasyonlar/panel": """
    panel-acildi: isExpanded degisti | yeniden DetailPanel yerel | atlanan PanelScreen,StatusText
    etkin-degisti: isOn degisti | yeniden PanelScreen yerel, DetailPanel ebeveyn | atlanan StatusText
    yerel: 2
    ebeveyn: 1
    gozlem: 0
    ortam: 0

    """,
    "ortuk-ve-acik-animasyonlar/animated-vs-plain": """
    animasyonlu: isExpanded degisti | yeniden DetailPanel yerel | atlanan StatusText
    animasyonsuz: isExpanded degisti | yeniden DetailPanel yerel | atlanan StatusText
    true
    true

    """,
    "hareketler/drag": """
    surukleme-suruyor: dragOffset degisti | yeniden DragCard yerel | atlanan BoardScreen,PositionLabel,HintText
    surukleme-bitti-konum: position degisti | yeniden BoardScreen yerel, DragCard ebeveyn, PositionLabel ebeveyn | atlanan HintText
    surukleme-bitti-ofset: dragOffset degisti | yeniden DragCard yerel | atlanan BoardScreen,PositionLabel,HintText
    yerel: 3
    ebeveyn: 2
    gozlem: 0
    ortam: 0

    """,
    "hareketler/unknown-storage": """
    hiz-okundu: velocity degisti | yeniden DragCard olcum-disi | atlanan BoardScreen
    1

    """,
  ]
}
