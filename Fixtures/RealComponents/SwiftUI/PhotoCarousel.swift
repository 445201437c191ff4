// Written for ScreenLab in the style of ordinary iOS 17–18 apps (a paging carousel with scroll
// transitions, a horizontal grid of tags and a status badge); not a copy of any public file.
import SwiftUI

struct CarouselItem: Identifiable {
    let id: Int
    let caption: String
    let tint: Color
}

struct PhotoCarousel: View {
    let items: [CarouselItem]
    @State private var currentID: Int?
    @State private var isSyncing = true
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.displayScale) private var displayScale

    init(items: [CarouselItem]) {
        self.items = items
    }

    var body: some View {
        VStack(spacing: 16) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12, pinnedViews: [.sectionHeaders]) {
                    ForEach(items) { item in
                        card(for: item)
                            .containerRelativeFrame(.horizontal)
                            .scrollTransition(.interactive, axis: .horizontal) { [reduceMotion] content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.4)
                                    .scaleEffect(phase.isIdentity ? 1 : 0.85)
                                    .rotationEffect(.degrees(reduceMotion ? 0 : phase.value * 4))
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $currentID, anchor: .center)
            .scrollIndicators(.hidden)
            .scrollClipDisabled()
            .defaultScrollAnchor(.leading)

            TagStrip(tags: ["Beach", "Family", "2024", "Sunset", "Friends", "Travel"])

            HStack {
                Image(systemName: "arrow.triangle.2.circlepath")
                    .symbolEffect(.pulse, options: .repeating, isActive: isSyncing)
                Text(isSyncing ? "Syncing…" : "Up to date")
                    .contentTransition(.opacity)
            }
            .font(.footnote)
            .onTapGesture { isSyncing.toggle() }
            .accessibilityElement(children: .combine)
            .accessibilityInputLabels(["Sync status", "Status"])
        }
        .visualEffect { content, proxy in
            content.offset(y: proxy.size.height > 600 ? 0 : 4)
        }
    }

    private func card(for item: CarouselItem) -> some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(item.tint.gradient)
            Text(item.caption)
                .font(.title3.bold())
                .padding()
        }
        .frame(height: 240)
        .clipShape(.rect(topLeadingRadius: 20, bottomLeadingRadius: 4, bottomTrailingRadius: 20, topTrailingRadius: 4))
        .overlay {
            ContainerRelativeShape()
                .inset(by: 4)
                .strokeBorder(Color.white.opacity(0.6), lineWidth: 1 / displayScale)
        }
        .hoverEffect(.lift)
        .accessibilityRepresentation {
            Text(item.caption)
        }
    }
}

struct TagStrip: View {
    let tags: [String]
    private let rows = [GridItem(.fixed(28)), GridItem(.fixed(28))]

    init(tags: [String]) {
        self.tags = tags
    }

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHGrid(rows: rows, alignment: .center, spacing: 8) {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .font(.caption)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 4)
                        .background(Capsule().fill(Color.secondary.opacity(0.15)))
                        .accessibilityAddTraits(.isButton)
                }
            }
            .safeAreaPadding(.horizontal)
        }
        .frame(height: 72)
    }
}

#Preview {
    PhotoCarousel(items: [
        CarouselItem(id: 1, caption: "Lisbon", tint: .orange),
        CarouselItem(id: 2, caption: "Porto", tint: .teal),
    ])
}
