// Written in the style of public SwiftUI components (quote cards with custom shapes); not a copy of any of them.
import SwiftUI

struct SpeechBubble: Shape {
    var tailSize: CGFloat = 12

    func path(in rect: CGRect) -> Path {
        let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - tailSize)
        var path = Path(roundedRect: body, cornerRadius: 16)
        path.move(to: CGPoint(x: body.minX + 24, y: body.maxY))
        path.addLine(to: CGPoint(x: body.minX + 24, y: rect.maxY))
        path.addLine(to: CGPoint(x: body.minX + 24 + tailSize * 1.5, y: body.maxY))
        path.closeSubpath()
        return path
    }
}

struct PullQuoteCard: View {
    let quote: String
    let author: String

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("\u{201C}\(quote)\u{201D}")
                .font(.title3.italic())
                .fixedSize(horizontal: false, vertical: true)
            Text("— \(author)")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .padding(20)
        .padding(.bottom, 12)
        .background(SpeechBubble().fill(Color.yellow.opacity(0.3)))
        .overlay(SpeechBubble().stroke(Color.yellow, lineWidth: 1.5))
        .padding()
    }
}
