// Written in the style of public SwiftUI components (PIN / one-time-code entry fields); not a copy of any of them.
import SwiftUI

struct PinCodeField: View {
    let length: Int
    @Binding var code: String
    @FocusState private var isFocused: Bool

    var body: some View {
        ZStack {
            TextField("", text: $code)
                .keyboardType(.numberPad)
                .textContentType(.oneTimeCode)
                .focused($isFocused)
                .opacity(0.01)
                .onChange(of: code) { newValue in
                    if newValue.count > length {
                        code = String(newValue.prefix(length))
                    }
                }
            HStack(spacing: 10) {
                ForEach(0..<length, id: \.self) { index in
                    let character = index < code.count ? String(Array(code)[index]) : ""
                    Text(character)
                        .font(.title2.monospacedDigit())
                        .frame(width: 44, height: 52)
                        .overlay(
                            RoundedRectangle(cornerRadius: 8)
                                .stroke(index == code.count && isFocused ? Color.accentColor : Color.gray.opacity(0.5), lineWidth: 1.5)
                        )
                }
            }
            .contentShape(Rectangle())
            .onTapGesture { isFocused = true }
        }
    }
}

struct VerifyScreen: View {
    @State private var code = ""

    var body: some View {
        VStack(spacing: 24) {
            Text("Enter the code we sent you")
            PinCodeField(length: 6, code: $code)
        }
    }
}
