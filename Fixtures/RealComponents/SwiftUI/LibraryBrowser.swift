// Written for ScreenLab in the style of ordinary iOS 16–17 apps (a small library browser with
// value-based navigation, a grid and a details panel); not a copy of any public file.
import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
    let author: String
    let pages: Int
}

enum LibraryRoute: Hashable {
    case book(Book)
    case author(String)
}

struct LibraryBrowser: View {
    @State private var path = NavigationPath()
    @State private var showsFilters = false
    @State private var editMode: EditMode = .inactive
    @Environment(\.horizontalSizeClass) private var sizeClass

    private let books = [
        Book(id: 1, title: "Dune", author: "Frank Herbert", pages: 412),
        Book(id: 2, title: "Emma", author: "Jane Austen", pages: 474),
        Book(id: 3, title: "Ubik", author: "Philip K. Dick", pages: 202),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Shelf") {
                    ForEach(books) { book in
                        NavigationLink(value: LibraryRoute.book(book)) {
                            BookRow(book: book)
                        }
                        .accessibilityHint("Opens the book's details")
                        .swipeActions {
                            Button("Hide") {}
                        }
                    }
                }
                Section {
                    DisclosureGroup("Statistics") {
                        StatsGrid(books: books)
                    }
                }
            }
            .listRowSpacing(4)
            .listSectionSpacing(.compact)
            .scrollDismissesKeyboard(.interactively)
            .navigationTitle("Library")
            .toolbarTitleDisplayMode(.inlineLarge)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
            }
            .environment(\.editMode, $editMode)
            .navigationDestination(for: LibraryRoute.self) { route in
                switch route {
                case .book(let book):
                    BookDetail(book: book, path: $path)
                case .author(let name):
                    Text(name)
                        .font(.largeTitle)
                        .accessibilityHeading(.h1)
                }
            }
            .safeAreaInset(edge: .bottom) {
                Button("Filters") { showsFilters = true }
                    .padding()
                    .frame(maxWidth: .infinity)
                    .background(.ultraThinMaterial)
            }
            .popover(isPresented: $showsFilters) {
                FiltersPanel()
                    .presentationDetents([.medium, .large])
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .presentationContentInteraction(.scrolls)
                    .presentationCompactAdaptation(.sheet)
            }
        }
    }
}

struct BookRow: View {
    let book: Book
    @ScaledMetric(relativeTo: .body) private var coverWidth: CGFloat = 36

    init(book: Book) {
        self.book = book
    }

    var body: some View {
        HStack(spacing: 12) {
            UnevenRoundedRectangle(topLeadingRadius: 2, bottomLeadingRadius: 2, bottomTrailingRadius: 8, topTrailingRadius: 8)
                .fill(Color.orange.gradient)
                .frame(width: coverWidth, height: coverWidth * 1.4)
            VStack(alignment: .leading) {
                Text(book.title)
                    .font(.headline)
                    .lineLimit(1, reservesSpace: true)
                Text(book.author)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(...2)
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilitySortPriority(1)
    }
}

struct StatsGrid: View {
    let books: [Book]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
            GridRow {
                Text("Title").bold()
                Text("Pages").bold()
                    .gridColumnAlignment(.trailing)
            }
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            ForEach(books) { book in
                GridRow {
                    Text(book.title)
                    Text("\(book.pages)")
                }
            }
            GridRow {
                Text("Total: \(books.map(\.pages).reduce(0, +)) pages")
                    .gridCellColumns(2)
            }
        }
    }
}

struct BookDetail: View {
    let book: Book
    @Binding var path: NavigationPath
    @State private var isFavourite = false
    @Environment(\.openURL) private var openURL

    init(book: Book, path: Binding<NavigationPath>) {
        self.book = book
        self._path = path
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ViewThatFits(in: .horizontal) {
                    HStack {
                        Text(book.title).font(.title)
                        Spacer()
                        favouriteButton
                    }
                    VStack(alignment: .leading) {
                        Text(book.title).font(.title)
                        favouriteButton
                    }
                }
                Gauge(value: Double(book.pages), in: 0...600) {
                    Text("Length")
                } currentValueLabel: {
                    Text("\(book.pages)")
                }
                .gaugeStyle(.linearCapacity)
                NavigationLink("More by \(book.author)", value: LibraryRoute.author(book.author))
                Button("Search the web") {
                    if let url = URL(string: "https://example.com/search?q=\(book.id)") {
                        openURL(url)
                    }
                }
                ControlGroup {
                    Button("Back") { path.removeLast() }
                    Button("Home") { path = NavigationPath() }
                }
            }
            .padding()
            .scrollTargetLayout()
        }
        .scrollBounceBehavior(.basedOnSize)
        .contentMargins(.horizontal, 8, for: .scrollContent)
    }

    private var favouriteButton: some View {
        Button {
            isFavourite.toggle()
        } label: {
            Image(systemName: isFavourite ? "heart.fill" : "heart")
                .symbolEffect(.bounce, value: isFavourite)
                .contentTransition(.symbolEffect(.replace))
        }
        .accessibilityLabel(isFavourite ? "Remove from favourites" : "Add to favourites")
        .sensoryFeedback(.selection, trigger: isFavourite)
    }
}

struct FiltersPanel: View {
    @State private var minimumPages = 100.0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 20) {
            Text("Filters").font(.headline)
            Slider(value: $minimumPages, in: 0...600)
            Button("Done") { dismiss() }
                .buttonStyle(.borderedProminent)
        }
        .padding()
        .safeAreaPadding(.bottom, 12)
    }
}

#Preview {
    LibraryBrowser()
}
