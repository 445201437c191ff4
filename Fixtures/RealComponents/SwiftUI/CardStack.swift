// Written in the style of public SwiftUI components (swipeable card stacks); not a copy of any of them.
import SwiftUI

struct Card: Identifiable {
    let id = UUID()
    var title: String
    var subtitle: String
    var color: Color
}

struct CardView: View {
    let card: Card

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(
                    LinearGradient(
                        colors: [card.color, card.color.opacity(0.6)],
                        startPoint: .topLeading,
                        endPoint: .bottomTrailing
                    )
                )
                .shadow(color: .black.opacity(0.2), radius: 10, x: 0, y: 6)

            VStack(alignment: .leading, spacing: 4) {
                Text(card.title)
                    .font(.title2)
                    .bold()
                Text(card.subtitle)
                    .font(.footnote)
                    .opacity(0.8)
            }
            .foregroundColor(.white)
            .padding(20)
        }
        .frame(height: 220)
    }
}

struct CardStack: View {
    @State private var cards: [Card] = [
        Card(title: "Lisbon", subtitle: "3 nights", color: .orange),
        Card(title: "Kyoto", subtitle: "5 nights", color: .red),
        Card(title: "Oslo", subtitle: "2 nights", color: .blue),
    ]
    @State private var dragOffset: CGSize = .zero

    var body: some View {
        ZStack {
            ForEach(Array(cards.enumerated()), id: \.element.id) { index, card in
                CardView(card: card)
                    .padding(.horizontal, 24)
                    .offset(y: CGFloat(index) * -12)
                    .scaleEffect(1 - CGFloat(index) * 0.04)
                    .zIndex(Double(cards.count - index))
                    .offset(index == 0 ? dragOffset : .zero)
                    .rotationEffect(.degrees(index == 0 ? Double(dragOffset.width / 20) : 0))
                    .gesture(
                        DragGesture()
                            .onChanged { value in
                                guard index == 0 else { return }
                                dragOffset = value.translation
                            }
                            .onEnded { value in
                                if abs(value.translation.width) > 120 {
                                    withAnimation(.spring()) {
                                        let first = cards.removeFirst()
                                        cards.append(first)
                                    }
                                }
                                dragOffset = .zero
                            }
                    )
            }
        }
        .animation(.spring(response: 0.4, dampingFraction: 0.8), value: dragOffset)
    }
}
