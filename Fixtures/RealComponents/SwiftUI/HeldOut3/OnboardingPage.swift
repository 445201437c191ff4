// Written in the style of public SwiftUI components (onboarding pages in a TabView); not a copy of any of them.
import SwiftUI

struct OnboardingItem: Identifiable {
    let id: Int
    let image: String
    let title: String
    let text: String
}

struct OnboardingView: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
    @State private var selection = 0

    private let items = [
        OnboardingItem(id: 0, image: "sparkles", title: "Welcome", text: "A short tour of the app."),
        OnboardingItem(id: 1, image: "bell.badge", title: "Stay informed", text: "Turn on notifications."),
        OnboardingItem(id: 2, image: "checkmark.seal", title: "All set", text: "You are ready to go."),
    ]

    var body: some View {
        VStack {
            TabView(selection: $selection) {
                ForEach(items) { item in
                    VStack(spacing: 20) {
                        Image(systemName: item.image)
                            .resizable()
                            .scaledToFit()
                            .frame(width: 120, height: 120)
                            .foregroundColor(.accentColor)
                        Text(item.title)
                            .font(.title.bold())
                        Text(item.text)
                            .multilineTextAlignment(.center)
                            .foregroundColor(.secondary)
                    }
                    .tag(item.id)
                    .padding()
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))

            Button(selection == items.count - 1 ? "Get started" : "Next") {
                if selection < items.count - 1 {
                    withAnimation { selection += 1 }
                } else {
                    hasSeenOnboarding = true
                }
            }
            .buttonStyle(.borderedProminent)
            .padding(.bottom, 32)
        }
    }
}
