// Written in the style of public SwiftUI components (story-style segmented progress bars); not a copy of any of them.
import SwiftUI

struct SegmentedProgressBar: View {
    let segments: Int
    let current: Int
    var progress: Double
    var spacing: CGFloat = 4

    var body: some View {
        GeometryReader { proxy in
            let width = (proxy.size.width - spacing * CGFloat(segments - 1)) / CGFloat(segments)
            HStack(spacing: spacing) {
                ForEach(0..<segments, id: \.self) { index in
                    ZStack(alignment: .leading) {
                        Capsule()
                            .fill(Color.white.opacity(0.35))
                        Capsule()
                            .fill(Color.white)
                            .frame(width: width * fill(for: index))
                    }
                    .frame(width: width)
                }
            }
        }
        .frame(height: 3)
    }

    private func fill(for index: Int) -> CGFloat {
        if index < current { return 1 }
        if index > current { return 0 }
        return CGFloat(min(max(progress, 0), 1))
    }
}

struct SegmentedProgressBar_Previews: PreviewProvider {
    static var previews: some View {
        SegmentedProgressBar(segments: 4, current: 1, progress: 0.4)
            .padding()
            .background(Color.black)
    }
}
