/// The seeds' source snippets, copied so that the tests run on a fresh clone.
enum Snippets {
  static let panelScreen = """
    import SwiftUI

    struct PanelScreen: View {
        @State private var isOn = false

        var body: some View {
            VStack {
                Toggle("Etkin", isOn: $isOn)
                DetailPanel(isOn: isOn)
                StatusText()
            }
        }
    }

    struct DetailPanel: View {
        let isOn: Bool
        @State private var isExpanded = false

        var body: some View {
            VStack {
                Button("Ayrıntı") {
                    withAnimation {
                        isExpanded.toggle()
                    }
                }
                if isExpanded {
                    Text("Ayrıntı metni")
                }
            }
            .opacity(isOn ? 1 : 0.4)
            .animation(.default, value: isOn)
        }
    }

    struct StatusText: View {
        var body: some View {
            Text("Hazır")
        }
    }

    """

  static let boardScreen = """
    import SwiftUI

    struct BoardScreen: View {
        @State private var position = CGSize.zero

        var body: some View {
            VStack {
                DragCard(position: $position)
                PositionLabel(position: position)
                HintText()
            }
        }
    }

    struct DragCard: View {
        @Binding var position: CGSize
        @GestureState private var dragOffset = CGSize.zero

        var body: some View {
            RoundedRectangle(cornerRadius: 12)
                .offset(
                    x: position.width + dragOffset.width,
                    y: position.height + dragOffset.height
                )
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                        .onEnded { value in
                            position.width += value.translation.width
                            position.height += value.translation.height
                        }
                )
        }
    }

    struct PositionLabel: View {
        let position: CGSize

        var body: some View {
            Text("\\(Int(position.width)), \\(Int(position.height))")
        }
    }

    struct HintText: View {
        var body: some View {
            Text("Kartı sürükleyin")
        }
    }

    """

  static let progressRing = """
    import UIKit

    final class ProgressRingView: UIView {
        var progress: Int = 0

        override func draw(_ rect: CGRect) {
            let path = UIBezierPath(arcCenter: CGPoint(x: rect.midX, y: rect.midY),
                                    radius: rect.width / 2,
                                    startAngle: -.pi / 2,
                                    endAngle: -.pi / 2 + 2 * .pi * CGFloat(progress) / 100,
                                    clockwise: true)
            path.stroke()
        }
    }

    """

  static let progressRingUpdate = """
    import UIKit

    extension ProgressRingView {
        func update(to percent: Int) {
            progress = percent
            setNeedsDisplay()
        }
    }

    """

  static let ringContainer = """
    import UIKit

    final class RingContainer: UIView {
        var progress: Int = 0 {
            didSet { setNeedsDisplay() }
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            // Boyut degisti, yerlesim guncellendi; cizim ayri bir istektir.
        }
    }

    """

  static let fadeIn = """
    import UIKit

    func fadeIn(_ ring: UIView) {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 0.4
        ring.layer.add(animation, forKey: "fade")
    }

    func fadeInAndCommit(_ ring: UIView) {
        ring.layer.opacity = 1
        fadeIn(ring)
    }

    """

  static let moveLayer = """
    import QuartzCore
    import UIKit

    // ease-in-out ile position animasyonu
    func moveLayer(_ layer: CALayer, to point: CGPoint) {
        let anim = CABasicAnimation(keyPath: "position")
        anim.fromValue = NSValue(cgPoint: layer.position)
        anim.toValue = NSValue(cgPoint: point)
        anim.duration = 0.6
        anim.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        anim.isRemovedOnCompletion = false
        anim.fillMode = .forwards
        layer.add(anim, forKey: "move")
        layer.position = point // model layer güncelleniyor
    }

    """

  static let animateLayer = """
    import QuartzCore
    import UIKit

    let view = UIView()

    func animateLayer() {
        let layer = CALayer()
        view.layer.addSublayer(layer)
        let fadeAnim = CABasicAnimation(keyPath: "opacity")
        fadeAnim.fromValue = 1.0
        fadeAnim.toValue = 0.2
        fadeAnim.duration = 2.0
        fadeAnim.autoreverses = true
        fadeAnim.repeatCount = .infinity
        layer.add(fadeAnim, forKey: "fade")
    }

    """
}
