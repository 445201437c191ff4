// Written in the style of public SwiftUI components (onboarding page indicators); not a copy of any of them.
import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let detail: String
}

struct PageDots: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == current ? Color.accentColor : Color.gray.opacity(0.4))
                    .frame(width: index == current ? 20 : 8, height: 8)
            }
        }
        .animation(.easeInOut, value: current)
    }
}

struct OnboardingPager: View {
    let pages = [
        OnboardingPage(id: 0, symbol: "sparkles", title: "Welcome", detail: "A quick tour."),
        OnboardingPage(id: 1, symbol: "bell.badge", title: "Stay informed", detail: "Turn on alerts."),
        OnboardingPage(id: 2, symbol: "lock.shield", title: "Private", detail: "Your data stays yours."),
    ]
    @State private var current = 0
    var onFinish: () -> Void = {}

    var body: some View {
        VStack(spacing: 32) {
            Spacer()
            let page = pages[current]
            Image(systemName: page.symbol)
                .font(.system(size: 64))
                .foregroundStyle(Color.accentColor)
            VStack(spacing: 8) {
                Text(page.title)
                    .font(.largeTitle)
                    .fontWeight(.bold)
                Text(page.detail)
                    .font(.body)
                    .foregroundColor(.secondary)
                    .multilineTextAlignment(.center)
            }
            .padding(.horizontal, 32)
            Spacer()
            PageDots(count: pages.count, current: current)
            Button {
                if current < pages.count - 1 {
                    withAnimation { current += 1 }
                } else {
                    onFinish()
                }
            } label: {
                Text(current < pages.count - 1 ? "Next" : "Get started")
                    .font(.headline)
                    .foregroundColor(.white)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(Color.accentColor)
                    .cornerRadius(14)
            }
            .padding(.horizontal, 24)
            .padding(.bottom, 16)
        }
    }
}
