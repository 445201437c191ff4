// A UIKit custom view written the usual way: `@objc` action methods, `#selector` for a button's
// target-action, a tap gesture recognizer and a repeating timer, a deferred main-queue block,
// and a `draw(_:)`. On Linux `@objc` and `#selector` do not compile ("Objective-C
// interoperability is disabled"); `screenlab run` rewrites a copy (Docs/Run.md §2):
//
//   swift run screenlab run Examples/Run/CounterView.swift --tap Artır --advance 1
//
// prints the view tree, the draw(_:) calls of each step and the totals.

import UIKit

final class CounterView: UIView {
    private let button = UIButton(type: .system)
    private let label = UILabel()
    private var count = 0 {
        didSet {
            label.text = "\(count)"
            setNeedsDisplay()
        }
    }
    private var ticks = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        button.setTitle("Artır", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        button.addTarget(self, action: #selector(increment(_:)), for: .touchUpInside)
        addSubview(button)
        label.text = "0"
        label.frame = CGRect(x: 20, y: 80, width: 120, height: 30)
        addSubview(label)
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(reset))
        doubleTap.numberOfTapsRequired = 2
        label.isUserInteractionEnabled = true
        label.addGestureRecognizer(doubleTap)
        Timer.scheduledTimer(
            timeInterval: 0.5, target: self, selector: #selector(tick(_:)), userInfo: nil,
            repeats: true)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func increment(_ sender: UIButton) {
        count += 1
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            self.label.text = "\(self.count)!"
        }
    }

    @objc func reset() {
        count = 0
    }

    @objc private func tick(_ timer: Timer) {
        ticks += 1
    }

    override func draw(_ rect: CGRect) {
        UIColor.systemBlue.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 120, width: CGFloat(count) * 10, height: 10)).fill()
    }
}
