// Written in the style of public SwiftUI components (toast / snackbar modifiers); not a copy of any of them.
import SwiftUI

struct Toast: Equatable {
    var message: String
    var systemImage: String = "checkmark.circle.fill"
}

struct ToastView: View {
    let toast: Toast

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: toast.systemImage)
                .foregroundColor(.green)
            Text(toast.message)
                .font(.subheadline)
                .foregroundColor(.primary)
                .lineLimit(2)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .background(
            Capsule()
                .fill(Color.white)
                .shadow(color: Color.black.opacity(0.15), radius: 8, x: 0, y: 4)
        )
        .padding(.top, 8)
    }
}

struct ToastModifier: ViewModifier {
    @Binding var toast: Toast?

    func body(content: Content) -> some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(alignment: .top) {
                if let toast = toast {
                    ToastView(toast: toast)
                        .transition(.move(edge: .top).combined(with: .opacity))
                        .onTapGesture {
                            withAnimation { self.toast = nil }
                        }
                }
            }
            .animation(.spring(), value: toast)
    }
}

extension View {
    func toast(_ toast: Binding<Toast?>) -> some View {
        modifier(ToastModifier(toast: toast))
    }
}

struct ToastDemo: View {
    @State private var toast: Toast?

    var body: some View {
        VStack {
            Button("Save") {
                toast = Toast(message: "Saved to your library")
            }
        }
        .toast($toast)
    }
}
