// Written in the style of public open-source UIKit components (labels that count down with a Timer); no code copied.
import UIKit

final class CountdownLabel: UILabel {

    private var timer: Timer?
    private(set) var remaining: Int = 0
    var onFinish: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .monospacedDigitSystemFont(ofSize: 28, weight: .semibold)
        textAlignment = .center
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func start(seconds: Int) {
        timer?.invalidate()
        remaining = seconds
        render()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            guard let self = self else {
                timer.invalidate()
                return
            }
            self.remaining -= 1
            self.render()
            if self.remaining <= 0 {
                timer.invalidate()
                self.onFinish?()
            }
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }

    private func render() {
        text = String(format: "%02d:%02d", remaining / 60, remaining % 60)
        textColor = remaining <= 5 ? .systemRed : .label
    }

    deinit {
        timer?.invalidate()
    }
}
