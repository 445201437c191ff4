// swift-format-ignore-file
import UIKit

/// An analog clock face with hour labels.
final class ClockFaceView: UIView {
    private(set) var timeZone: TimeZone = .current
    private var date = Date()
    private var handsDrawn = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        timeZone = TimeZone(identifier: "UTC") ?? .current
        date = Date(timeIntervalSince1970: 0)
        contentMode = .redraw
    }

    func tick(to now: Date) {
        date = now
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        drawFace(in: rect)
        #if os(iOS)
        drawLabels(in: rect)
        #endif
        self.drawHands(in: rect) // expect: SL105
    }

    private func drawFace(in rect: CGRect) {
        UIColor.secondarySystemBackground.setFill()
        UIBezierPath(ovalIn: rect).fill()
    }

    #if os(iOS)
    private func drawLabels(in rect: CGRect) {
        let formatter = DateFormatter() // expect: SL104
        formatter.timeZone = timeZone
        formatter.dateFormat = "HH"
        (formatter.string(from: date) as NSString).draw(at: CGPoint(x: rect.midX, y: rect.minY + 8), withAttributes: nil)
    }
    #endif

    private func drawHands(in rect: CGRect) {
        handsDrawn += 1
        let components = Calendar.current.dateComponents(in: timeZone, from: date)
        let angle = CGFloat(components.minute ?? 0) / 60 * 2 * .pi
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.move(to: CGPoint(x: rect.midX, y: rect.midY))
        context.addLine(to: CGPoint(x: rect.midX + sin(angle) * rect.width / 3, y: rect.midY - cos(angle) * rect.height / 3))
        context.strokePath()
        if handsDrawn == 1 { setNeedsDisplay() }
    }
}
