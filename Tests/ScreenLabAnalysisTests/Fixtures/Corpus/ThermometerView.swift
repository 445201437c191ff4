// swift-format-ignore-file
import UIKit

/// A thermometer whose fill height is derived from the temperature.
final class ThermometerView: UIView {
    var temperature: Double = 20 { // expect: SL102
        didSet { setNeedsLayout() }
    }
    var range: ClosedRange<Double> = -10...40 // a setting nothing changes after the first draw
    var mercuryColor: UIColor = .systemRed // expect: SL101

    private var fillFraction: CGFloat {
        CGFloat((temperature - range.lowerBound) / (range.upperBound - range.lowerBound))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        accessibilityValue = "\(Int(temperature))°"
    }

    override func draw(_ rect: CGRect) {
        let height = rect.height * min(max(fillFraction, 0), 1)
        mercuryColor.setFill()
        UIRectFill(CGRect(x: rect.midX - 4, y: rect.maxY - height, width: 8, height: height))
    }
}

final class WeatherCard: UIView {
    let thermometer = ThermometerView()

    func apply(celsius: Double) {
        thermometer.temperature = celsius
        thermometer.mercuryColor = celsius > 30 ? .systemRed : .systemOrange // expect: SL101
    }
}
