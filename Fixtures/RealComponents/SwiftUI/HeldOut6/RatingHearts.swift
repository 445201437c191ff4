// Written in the style of public SwiftUI components (tap-to-rate icon rows); not a copy of any of them.
import SwiftUI

struct RatingHearts: View {
    @Binding var rating: Int
    var maximum = 5
    var onColor: Color = .pink
    var offColor: Color = .gray.opacity(0.4)

    var body: some View {
        HStack(spacing: 6) {
            ForEach(1...maximum, id: \.self) { index in
                Image(systemName: index <= rating ? "heart.fill" : "heart")
                    .foregroundStyle(index <= rating ? onColor : offColor)
                    .scaleEffect(index == rating ? 1.2 : 1)
                    .onTapGesture {
                        withAnimation(.spring(response: 0.25, dampingFraction: 0.5)) {
                            rating = index == rating ? 0 : index
                        }
                    }
            }
        }
        .font(.title3)
    }
}

struct RatingHearts_Previews: PreviewProvider {
    static var previews: some View {
        RatingHearts(rating: .constant(3))
    }
}
