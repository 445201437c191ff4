// Written in the style of public open-source UIKit components (progress bars animated with CADisplayLink); no code copied.
import UIKit

final class SmoothProgressView: UIView {

    private let fillView = UIView()
    private var displayLink: CADisplayLink?
    private var startValue: CGFloat = 0
    private var targetValue: CGFloat = 0
    private var startTime: CFTimeInterval = 0
    private let duration: CFTimeInterval = 0.4
    private(set) var progress: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        layer.cornerRadius = 4
        clipsToBounds = true
        fillView.backgroundColor = .systemBlue
        addSubview(fillView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        fillView.frame = CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height)
    }

    func setProgress(_ value: CGFloat) {
        startValue = progress
        targetValue = min(max(value, 0), 1)
        startTime = CACurrentMediaTime()
        displayLink?.invalidate()
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    @objc private func step(_ link: CADisplayLink) {
        let t = min((CACurrentMediaTime() - startTime) / duration, 1)
        let eased = 1 - pow(1 - t, 3)
        progress = startValue + (targetValue - startValue) * CGFloat(eased)
        setNeedsLayout()
        if t >= 1 {
            link.invalidate()
            displayLink = nil
        }
    }
}
