// Written in the style of public SwiftUI components (colour swatch pickers in a grid); not a copy of any of them.
import SwiftUI

struct ColorSwatchPicker: View {
    @Binding var selection: Color
    private let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .blue, .indigo, .purple, .pink, .brown, .gray]
    private let columns = [GridItem(.adaptive(minimum: 44), spacing: 12)]

    var body: some View {
        LazyVGrid(columns: columns, spacing: 12) {
            ForEach(colors, id: \.self) { color in
                Circle()
                    .fill(color)
                    .frame(width: 40, height: 40)
                    .overlay(
                        Circle()
                            .strokeBorder(Color.primary, lineWidth: selection == color ? 3 : 0)
                    )
                    .onTapGesture { selection = color }
                    .accessibilityAddTraits(selection == color ? .isSelected : [])
            }
        }
        .padding()
    }
}
