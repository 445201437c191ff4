// Written in the style of public SwiftUI components (custom drag sliders); not a copy of any of them.
import SwiftUI

struct CapsuleSlider: View {
    @Binding var value: Double
    var range: ClosedRange<Double> = 0...1
    var knobSize: CGFloat = 28

    var body: some View {
        GeometryReader { geometry in
            let width = geometry.size.width - knobSize
            let fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.gray.opacity(0.25))
                    .frame(height: 6)
                Capsule()
                    .fill(Color.accentColor)
                    .frame(width: knobSize / 2 + width * CGFloat(fraction), height: 6)
                Circle()
                    .fill(Color.white)
                    .shadow(radius: 2)
                    .frame(width: knobSize, height: knobSize)
                    .offset(x: width * CGFloat(fraction))
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { drag in
                                let x = min(max(0, drag.location.x - knobSize / 2), width)
                                value = range.lowerBound + Double(x / width) * (range.upperBound - range.lowerBound)
                            }
                    )
            }
            .frame(height: knobSize)
        }
        .frame(height: knobSize)
    }
}

struct VolumeControl: View {
    @State private var volume = 0.5

    var body: some View {
        HStack {
            Image(systemName: "speaker.fill")
            CapsuleSlider(value: $volume)
            Image(systemName: "speaker.wave.3.fill")
        }
        .padding()
    }
}
