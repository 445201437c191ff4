// Written in the style of public SwiftUI components (circular drag sliders); not a copy of any of them.
import SwiftUI

struct CircularSlider: View {
    @Binding var value: Double
    var lineWidth: CGFloat = 12

    var body: some View {
        GeometryReader { geo in
            let size = min(geo.size.width, geo.size.height)
            let radius = (size - lineWidth) / 2
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.2), lineWidth: lineWidth)
                Circle()
                    .trim(from: 0, to: value)
                    .stroke(Color.blue, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Circle()
                    .fill(Color.white)
                    .frame(width: lineWidth * 2, height: lineWidth * 2)
                    .shadow(radius: 2)
                    .offset(x: radius)
                    .rotationEffect(.degrees(360 * value - 90))
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { drag in
                                let vector = CGVector(dx: drag.location.x - size / 2, dy: drag.location.y - size / 2)
                                var angle = atan2(vector.dy, vector.dx) + .pi / 2
                                if angle < 0 { angle += 2 * .pi }
                                value = Double(angle / (2 * .pi))
                            }
                    )
                Text("\(Int(value * 100))")
                    .font(.system(size: 32, weight: .bold, design: .rounded))
            }
            .frame(width: size, height: size)
        }
        .aspectRatio(1, contentMode: .fit)
    }
}
