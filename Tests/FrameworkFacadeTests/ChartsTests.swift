import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

@testable import Charts

private struct Sale: Identifiable {
  let month: String
  let amount: Double
  let shop: String
  var id: String { month + shop }
}

private let sales = [
  Sale(month: "Jan", amount: 10, shop: "A"), Sale(month: "Feb", amount: 30, shop: "A"),
  Sale(month: "Jan", amount: 5, shop: "B"),
]

@MainActor
struct ChartsTests {
  @Test func aChartOverDataPlotsAMarkPerElementWithItsValues() {
    let chart = Chart(sales) { sale in
      BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
        .foregroundStyle(by: .value("Shop", sale.shop))
    }
    #expect(
      chart.plottedMarks.map(\.description) == [
        "BarMark(x: Month = \"Jan\", y: Amount = 10, series: Shop = \"A\")",
        "BarMark(x: Month = \"Feb\", y: Amount = 30, series: Shop = \"A\")",
        "BarMark(x: Month = \"Jan\", y: Amount = 5, series: Shop = \"B\")",
      ])
  }

  @Test func forEachAndConditionsInsideAChartBuilderResolveInOrder() {
    let showAverage = true
    let chart = Chart {
      ForEach(sales) { sale in
        LineMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
      }
      if showAverage {
        RuleMark(y: .value("Average", 15))
      } else {
        PointMark(x: .value("Month", "Jan"), y: .value("Amount", 1))
      }
    }
    #expect(chart.plottedMarks.map(\.kind) == ["LineMark", "LineMark", "LineMark", "RuleMark"])
  }

  @Test func barsStandOnZeroAndStackWithinACategory() throws {
    // 100 × 100 points, two categories: a band of 50 each, bars 60% of the band.
    let chart = Chart(sales) { sale in
      BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
    }
    let shapes = ChartPlot(marks: chart.plottedMarks).shapes(in: CGSize(width: 100, height: 100))
    let rects = shapes.map { $0.path.boundingRect }
    try #require(rects.count == 3)
    // The value scale runs from 0 to 30 (Feb's bar), Jan's bars stack to 15.
    #expect(rects[1] == CGRect(x: 60, y: 0, width: 30, height: 100))
    #expect(rects[0].minX == 10 && rects[0].width == 30 && rects[0].maxY == 100)
    #expect(abs(rects[0].height - 100.0 * 10 / 30) < 1e-9)
    #expect(abs(rects[2].minY - (100 - 100 * 15.0 / 30)) < 1e-9)
    #expect(abs(rects[2].maxY - rects[0].minY) < 1e-9)
  }

  @Test func aLinePerSeriesAndDefaultColoursBySeriesOrder() {
    let chart = Chart(sales) { sale in
      LineMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
        .foregroundStyle(by: .value("Shop", sale.shop))
    }
    let shapes = ChartPlot(marks: chart.plottedMarks).shapes(in: CGSize(width: 100, height: 100))
    #expect(shapes.count == 2)
    #expect(shapes.map(\.color) == [.blue, .green])
    #expect(shapes.allSatisfy { $0.lineWidth == 2 })
  }

  @Test func sectorsShareTheCircleInProportion() {
    let chart = Chart {
      SectorMark(angle: .value("Share", 1))
      SectorMark(angle: .value("Share", 3), innerRadius: .ratio(0.5))
    }
    let shapes = ChartPlot(marks: chart.plottedMarks).shapes(in: CGSize(width: 100, height: 100))
    // The first quarter runs clockwise from the top: from (50, 0) to (100, 50).
    let first = shapes[0].path.boundingRect
    #expect(abs(first.minX - 50) < 1e-6 && abs(first.maxX - 100) < 1e-6)
    #expect(abs(first.minY) < 1e-6 && abs(first.maxY - 50) < 1e-6)
    #expect(shapes[1].path.boundingRect.minX < 1e-6)
  }

  @Test func aHostedChartShowsAShapePerMarkInItsTree() {
    struct Screen: View {
      var body: some View {
        Chart(sales) { sale in
          BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
        }
        .chartLegend(position: .top)
        .chartXAxis { AxisMarks(values: .automatic(desiredCount: 3)) }
      }
    }
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Screen(), runtime: runtime)
      let dump = host.dump()
      #expect(dump.contains("Chart"))
      #expect(dump.components(separatedBy: "Path").count - 1 == 3, "\(dump)")
    }
  }
}
