// Written in the style of public SwiftUI components (search bars); not a copy of any of them.
import SwiftUI

struct SearchBar: View {
    @Binding var text: String
    var placeholder = "Search"
    @State private var isEditing = false

    var body: some View {
        HStack {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass")
                    .foregroundColor(.gray)

                TextField(placeholder, text: $text)
                    .autocorrectionDisabled(true)
                    .onTapGesture {
                        isEditing = true
                    }

                if !text.isEmpty {
                    Button {
                        text = ""
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                            .foregroundColor(.gray)
                    }
                }
            }
            .padding(8)
            .background(Color.gray.opacity(0.12))
            .cornerRadius(10)

            if isEditing {
                Button("Cancel") {
                    isEditing = false
                    text = ""
                }
                .transition(.move(edge: .trailing))
            }
        }
        .padding(.horizontal)
        .animation(.default, value: isEditing)
    }
}

struct FruitSearch: View {
    @State private var query = ""
    let fruits = ["Apple", "Banana", "Cherry", "Date", "Fig", "Grape"]

    var filtered: [String] {
        query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        VStack(spacing: 0) {
            SearchBar(text: $query)
                .padding(.vertical, 8)
            Divider()
            List(filtered, id: \.self) { fruit in
                Text(fruit)
            }
        }
    }
}
