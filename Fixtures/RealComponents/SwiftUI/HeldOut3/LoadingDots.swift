// Written in the style of public SwiftUI components (three bouncing dots loaders); not a copy of any of them.
import SwiftUI

struct LoadingDots: View {
    @State private var isAnimating = false
    var color: Color = .gray
    var size: CGFloat = 10

    var body: some View {
        HStack(spacing: size / 2) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(color)
                    .frame(width: size, height: size)
                    .scaleEffect(isAnimating ? 1 : 0.5)
                    .opacity(isAnimating ? 1 : 0.3)
                    .animation(
                        .easeInOut(duration: 0.6)
                            .repeatForever()
                            .delay(Double(index) * 0.2),
                        value: isAnimating
                    )
            }
        }
        .onAppear { isAnimating = true }
    }
}

struct LoadingDots_Previews: PreviewProvider {
    static var previews: some View {
        LoadingDots(color: .blue)
    }
}
