import HeadlessCoreGraphics
import HeadlessQuartzCore
import Measure
import Runtime
import Testing

@testable import ScreenLabReport

private final class FilledLayer: CALayer {
  override func draw(in ctx: CGContext) {
    ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
  }
}

/// The draw-cost and layer-weight sections (Docs/Report.md §5).
@MainActor @Suite struct ReportDrawCostTests {
  private func recorded(language: Language) -> Report {
    Runtime.withNew { runtime in
      let recorder = ReportRecorder(
        Report(title: "cost", command: "test", language: language, frameRate: runtime.frameRate))
      let root = CALayer()
      root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      DrawProfileLog.of(runtime).addScreenRoot(root)
      recorder.attach(to: runtime, painter: nil)
      let layer = FilledLayer()
      layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      root.addSublayer(layer)
      layer.setNeedsDisplay()
      runtime.advance(frames: 2)
      for _ in 0..<3 { root.addSublayer(CALayer()) }
      runtime.advance(frames: 1)
      recorder.finish(runtime)
      return recorder.report
    }
  }

  @Test func drawsAndWeightsAreRecordedAndShown() throws {
    let report = recorded(language: .en)
    #expect(report.draws.count == 1)
    let profile = try #require(report.draws.first?.profile)
    // A 30 × 10 fill in a 20 × 20 layer: 200 inside, 100 outside.
    #expect(profile.fills == 1 && profile.areaInside == 200 && profile.areaOutside == 100)
    // The weight changed twice: the drawn layer (a 20 × 20 store), then three more layers.
    #expect(report.layerWeights.map(\.weight.layers) == [2, 5])
    #expect(report.layerWeights.first?.weight.backingBytes == 20 * 20 * 4)
    let html = report.html()
    #expect(html.contains("<section id=\"draw-cost\"><h2>Draw cost</h2>"))
    #expect(html.contains("<section id=\"layer-weight\"><h2>Layer tree weight</h2>"))
    #expect(html.components(separatedBy: "class=\"draw-pass\"").count == 2)
    #expect(html.components(separatedBy: "class=\"layer-sample\"").count == 3)
    #expect(!html.contains("layer-warning"))
    #expect(recorded(language: .en).html() == html)
    #expect(recorded(language: .tr).html().contains("<h2>Çizim maliyeti</h2>"))
  }

  @Test func aReportWithoutDrawsHasNeitherSection() {
    let report = Report(title: "t", command: "c", language: .en, frameRate: .hz60)
    let html = report.html()
    #expect(!html.contains("id=\"draw-cost\"") && !html.contains("id=\"layer-weight\""))
  }
}
