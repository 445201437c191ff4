// Written in the style of public SwiftUI components (confetti bursts with random particles); not a copy of any of them.
import SwiftUI

struct ConfettiPiece: Identifiable {
    let id = UUID()
    let color: Color
    let angle: Double
    let distance: CGFloat
    let size: CGFloat
}

struct ConfettiBurst: View {
    @State private var pieces: [ConfettiPiece] = []
    @State private var exploded = false

    var body: some View {
        ZStack {
            ForEach(pieces) { piece in
                RoundedRectangle(cornerRadius: 2)
                    .fill(piece.color)
                    .frame(width: piece.size, height: piece.size * 0.4)
                    .rotationEffect(.degrees(exploded ? piece.angle * 3 : 0))
                    .offset(
                        x: exploded ? cos(piece.angle * .pi / 180) * piece.distance : 0,
                        y: exploded ? sin(piece.angle * .pi / 180) * piece.distance : 0
                    )
                    .opacity(exploded ? 0 : 1)
            }
            Button("Celebrate") { fire() }
                .buttonStyle(.borderedProminent)
        }
    }

    private func fire() {
        let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]
        pieces = (0..<24).map { index in
            ConfettiPiece(
                color: colors[index % colors.count],
                angle: Double(index) * 15,
                distance: CGFloat.random(in: 80...160),
                size: CGFloat.random(in: 6...12)
            )
        }
        exploded = false
        withAnimation(.easeOut(duration: 1.2)) {
            exploded = true
        }
    }
}
