// Written in the style of public SwiftUI components (rating views); not a copy of any of them.
import SwiftUI

struct StarRatingView: View {
    @Binding var rating: Int

    var label = ""
    var maximumRating = 5

    var offImage: Image?
    var onImage = Image(systemName: "star.fill")

    var offColor = Color.gray
    var onColor = Color.yellow

    var body: some View {
        HStack(spacing: 4) {
            if label.isEmpty == false {
                Text(label)
                    .font(.headline)
                    .fontWeight(.semibold)
            }

            ForEach(1...maximumRating, id: \.self) { number in
                image(for: number)
                    .foregroundColor(number > rating ? offColor : onColor)
                    .onTapGesture {
                        rating = number
                    }
            }
        }
    }

    func image(for number: Int) -> Image {
        if number > rating {
            return offImage ?? onImage
        } else {
            return onImage
        }
    }
}

struct StarRatingView_Previews: PreviewProvider {
    static var previews: some View {
        StarRatingView(rating: .constant(4))
            .previewLayout(.sizeThatFits)
            .padding()
    }
}
