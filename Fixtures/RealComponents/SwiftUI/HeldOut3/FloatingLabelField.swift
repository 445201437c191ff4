// Written in the style of public SwiftUI components (floating-label text fields); not a copy of any of them.
import SwiftUI

struct FloatingLabelField: View {
    let title: String
    @Binding var text: String
    @FocusState private var isFocused: Bool

    private var isRaised: Bool { isFocused || !text.isEmpty }

    var body: some View {
        ZStack(alignment: .leading) {
            Text(title)
                .foregroundColor(isRaised ? .accentColor : .secondary)
                .font(isRaised ? .caption : .body)
                .offset(y: isRaised ? -24 : 0)
                .animation(.easeOut(duration: 0.2), value: isRaised)
            TextField("", text: $text)
                .focused($isFocused)
        }
        .padding(.top, 20)
        .padding(.horizontal, 12)
        .padding(.bottom, 8)
        .overlay(
            RoundedRectangle(cornerRadius: 10)
                .stroke(isFocused ? Color.accentColor : Color.gray.opacity(0.4), lineWidth: 1)
        )
        .contentShape(Rectangle())
        .onTapGesture { isFocused = true }
    }
}

struct FloatingLabelDemo: View {
    @State private var email = ""

    var body: some View {
        FloatingLabelField(title: "Email", text: $email)
            .padding()
    }
}
