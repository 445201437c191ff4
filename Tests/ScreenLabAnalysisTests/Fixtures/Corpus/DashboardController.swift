// swift-format-ignore-file
import UIKit

/// Shows a gauge, a bar chart and a sparkline for a metrics feed.
final class DashboardController: UIViewController {
    private let gauge = GaugeView()
    private let bars = BarChartView()
    private let trend = SparklineView()
    private let ring = RingLayerView()

    override func viewDidLoad() {
        super.viewDidLoad()
        gauge.maximumValue = 220
        gauge.needleColor = .systemRed
        bars.barSpacing = 4
        bars.gridColor = .systemGray5
        [gauge, bars, trend, ring].forEach(view.addSubview)
    }

    func show(speed: CGFloat, history: [Double]) {
        gauge.value = speed
        bars.values = history
        trend.reset(to: history)
        ring.setProgress(speed / 220, animated: true)
    }

    func compact(_ isCompact: Bool) {
        bars.barSpacing = isCompact ? 2 : 6 // expect: SL101
        gauge.tickCount = isCompact ? 5 : 10
        gauge.setNeedsDisplay()
    }

    func tintDidChange(_ color: UIColor) {
        trend.strokeColor = color
        bars.gridColor = color // expect: SL102
        bars.setNeedsLayout() // layout does not redraw
    }
}
