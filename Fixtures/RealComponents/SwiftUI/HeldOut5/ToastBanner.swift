// Written in the style of public SwiftUI components (auto-dismissing banners); not a copy of any of them.
import SwiftUI

struct Banner: Equatable {
    enum Kind { case success, warning, error }
    let title: String
    let kind: Kind
}

struct BannerModifier: ViewModifier {
    @Binding var banner: Banner?

    func body(content: Content) -> some View {
        ZStack(alignment: .top) {
            content
            if let banner {
                HStack(spacing: 12) {
                    Image(systemName: icon(for: banner.kind))
                    Text(banner.title)
                        .font(.subheadline.weight(.semibold))
                    Spacer(minLength: 0)
                }
                .foregroundColor(.white)
                .padding()
                .background(color(for: banner.kind), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
                .padding(.horizontal)
                .transition(.move(edge: .top).combined(with: .opacity))
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                        withAnimation { self.banner = nil }
                    }
                }
                .zIndex(1)
            }
        }
        .animation(.spring(), value: banner)
    }

    private func icon(for kind: Banner.Kind) -> String {
        switch kind {
        case .success: return "checkmark.circle.fill"
        case .warning: return "exclamationmark.triangle.fill"
        case .error: return "xmark.octagon.fill"
        }
    }

    private func color(for kind: Banner.Kind) -> Color {
        switch kind {
        case .success: return .green
        case .warning: return .orange
        case .error: return .red
        }
    }
}

extension View {
    func banner(_ banner: Binding<Banner?>) -> some View {
        modifier(BannerModifier(banner: banner))
    }
}
