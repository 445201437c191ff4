// Written in the style of public SwiftUI components (buttons with an inline spinner); not a copy of any of them.
import SwiftUI

struct LoadingButton: View {
    let title: String
    @Binding var isLoading: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            ZStack {
                Text(title)
                    .font(.headline)
                    .opacity(isLoading ? 0 : 1)
                if isLoading {
                    ProgressView()
                        .progressViewStyle(CircularProgressViewStyle(tint: .white))
                }
            }
            .frame(maxWidth: .infinity, minHeight: 50)
            .foregroundColor(.white)
            .background(Color.blue.opacity(isLoading ? 0.7 : 1))
            .cornerRadius(12)
        }
        .disabled(isLoading)
        .animation(.easeInOut(duration: 0.2), value: isLoading)
    }
}

struct CheckoutFooter: View {
    @State private var isPaying = false

    var body: some View {
        LoadingButton(title: "Pay now", isLoading: $isPaying) {
            isPaying = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                isPaying = false
            }
        }
        .padding()
    }
}
