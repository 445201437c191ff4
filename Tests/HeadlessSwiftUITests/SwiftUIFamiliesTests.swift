import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

// API families real view files use that ScreenLab lacked (Docs/Semantics/SwiftUI.md §17): each
// test checks the documented behaviour, not only that the spelling compiles.

/// A square pinched and turned through the iOS 13 gesture names.
private struct OldPinchSquare: View {
  @State var scale: CGFloat = 1
  @State var angle = Angle.zero
  @GestureState var live: CGFloat = 1
  @State var liveSeen: CGFloat = 1

  var body: some View {
    Rectangle().frame(width: 100, height: 100)
      .gesture(
        MagnificationGesture()
          .updating($live) { value, state, _ in state = value }
          .onChanged { liveSeen = $0 }
          .onEnded { scale = $0 }
      )
      .simultaneousGesture(RotationGesture().onEnded { angle = $0 })
  }
}

@MainActor
struct RenamedTwoFingerGestureTests {
  @Test func magnificationGestureGivesTheBareScale() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: OldPinchSquare(), runtime: runtime)
      let one = try TouchScript.drag(
        from: CGPoint(x: 170, y: 422), to: CGPoint(x: 160, y: 422), duration: 0.2, touch: 0)
      let two = try TouchScript.drag(
        from: CGPoint(x: 220, y: 422), to: CGPoint(x: 230, y: 422), duration: 0.2, touch: 1)
      host.play(try one.merged(with: two))
      let scale = try #require(host.read("scale", as: CGFloat.self))
      // As MagnifyGesture's magnification for the same fingers (TwoFingerGestureTests).
      #expect(abs(scale - (70 - 10.0 / 24) / 50) < 1e-9, "\(scale)")
      #expect((host.read("liveSeen", as: CGFloat.self) ?? 1) > 1)
      // The gesture state resets when the gesture ends.
      #expect(host.read("live", as: CGFloat.self) == 1)
      #expect(host.read("angle", as: Angle.self) == .zero)
    }
  }

  @Test func rotationGestureGivesTheBareAngle() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: OldPinchSquare(), runtime: runtime)
      let still = try TouchScript.longPress(at: CGPoint(x: 170, y: 422), duration: 0.3, touch: 0)
      let turning = try TouchScript.drag(
        from: CGPoint(x: 220, y: 422), to: CGPoint(x: 195, y: 447), duration: 0.2, touch: 1)
      host.play(try still.merged(with: turning))
      let angle = try #require(host.read("angle", as: Angle.self))
      #expect(abs(angle.degrees - 45) < 1e-9, "\(angle.degrees)")
    }
  }

  @Test func theThresholdsAreTheNewGesturesDefaults() {
    #expect(MagnificationGesture().minimumScaleDelta == 0.01)
    #expect(RotationGesture().minimumAngleDelta == .degrees(1))
    #expect(MagnificationGesture(minimumScaleDelta: 0.2).minimumScaleDelta == 0.2)
  }
}

private struct PriceField: View {
  @State var price = 2.5
  @State var count = 3
  static let decimal: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.locale = Locale(identifier: "en_US")
    return formatter
  }()
  var body: some View {
    VStack {
      TextField("Price", value: $price, formatter: Self.decimal)
      TextField("Count", value: $count, formatter: NumberFormatter(), prompt: Text("How many"))
    }
  }
}

@MainActor
struct FormatterTextFieldTests {
  @Test func theFieldShowsTheFormattedValueAndParsesWhatIsTyped() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PriceField(), runtime: runtime)
      #expect(host.type("1,234.5", into: "Price"))
      host.settle()
      #expect(host.read("price", as: Double.self) == 1234.5)
      // Text the formatter cannot convert leaves the value as it was.
      #expect(host.type("cheap", into: "Price"))
      host.settle()
      #expect(host.read("price", as: Double.self) == 1234.5)
      // The prompt is the placeholder; an integer binding takes whole numbers only.
      #expect(host.type("12", into: "How many"))
      host.settle()
      #expect(host.read("count", as: Int.self) == 12)
      #expect(host.type("2.5", into: "How many"))
      host.settle()
      #expect(host.read("count", as: Int.self) == 12)
    }
  }

  @Test func theShownTextIsTheFormattersString() {
    var price = 1234.5
    let binding = Binding(get: { price }, set: { price = $0 })
    let field = TextField("Price", value: binding, formatter: PriceField.decimal)
    #expect(field.text.wrappedValue == "1,234.5")
    var day = Date(timeIntervalSince1970: 0)
    let dates = DateFormatter()
    dates.dateFormat = "yyyy-MM-dd"
    dates.timeZone = TimeZone(identifier: "UTC")
    dates.locale = Locale(identifier: "en_US_POSIX")
    let dateField = TextField(
      "Day", value: Binding(get: { day }, set: { day = $0 }), formatter: dates)
    #expect(dateField.text.wrappedValue == "1970-01-01")
    dateField.text.wrappedValue = "1970-01-02"
    #expect(day == Date(timeIntervalSince1970: 86_400))
    // A formatter that is neither a number nor a date formatter converts nothing back.
    let lengths = LengthFormatter()
    var meters = 3.0
    let lengthField = TextField(
      "Length", value: Binding(get: { meters }, set: { meters = $0 }), formatter: lengths)
    lengthField.text.wrappedValue = "4"
    #expect(meters == 3)
  }
}

@MainActor
struct ProgressViewFormTests {
  @Test func labelViewsAndFloatValuesMakeTheSameIndicator() {
    let labelled = ProgressView(value: 0.25, total: 2) {
      Text("Upload")
    } currentValueLabel: {
      Text("25%")
    }
    #expect(labelled.value == 0.25)
    #expect(labelled.total == 2)
    #expect(labelled.title == "Upload")
    let single = ProgressView(value: Float(0.5))
    #expect(single.value == 0.5)
    #expect(single.total == 1)
    let spinner = ProgressView { Text("Loading") }
    #expect(spinner.value == nil)
    #expect(spinner.title == "Loading")
    let titled = ProgressView("Copy", value: CGFloat(3), total: 4)
    #expect(titled.value == 3)
    #expect(titled.title == "Copy")
  }

  @Test func aFoundationProgressGivesItsFraction() {
    let progress = Progress(totalUnitCount: 4)
    progress.completedUnitCount = 1
    #expect(ProgressView(progress).value == 0.25)
    #expect(ProgressView(Progress(totalUnitCount: -1)).value == nil)
  }

  @Test func aTimerIndicatorShowsTheIntervalsStart() {
    let start = Date(timeIntervalSince1970: 0)
    let interval = start...start.addingTimeInterval(60)
    #expect(ProgressView(timerInterval: interval).value == 1)
    #expect(ProgressView(timerInterval: interval, countsDown: false).value == 0)
    #expect(ProgressView(timerInterval: interval) { Text("Tea") }.title == "Tea")
  }
}

private struct RowHeightReader: View {
  @Environment(\.defaultMinListRowHeight) var row
  @Environment(\.defaultMinListHeaderHeight) var header
  var body: some View { Text("\(row) \(header.map { "\($0)" } ?? "nil")") }
}

@MainActor
struct ListMinimumHeightTests {
  @Test func theDefaultsAreAnIPhonesAndAWriteReachesTheViewsBelow() {
    Runtime.withNew { runtime in
      let plain = ViewHost(rootView: RowHeightReader(), runtime: runtime)
      #expect(plain.texts == ["44.0 nil"])
      let written = ViewHost(
        rootView: RowHeightReader().environment(\.defaultMinListRowHeight, 60)
          .environment(\.defaultMinListHeaderHeight, 30), runtime: runtime)
      #expect(written.texts == ["60.0 30.0"])
    }
  }
}

private struct Cell: View {
  let text: String
  var body: some View { Text(text) }
}

/// A counter whose state must survive its container's change of layout.
private struct CountingCell: View {
  @State var taps = 0
  var body: some View { Button("tap \(taps)") { taps += 1 } }
}

private struct SwitchingLayout: View {
  @State var vertical = false
  var body: some View {
    let layout =
      vertical ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 4))
    layout {
      Cell(text: "ab")
      CountingCell()
    }
  }
}

private struct StackPair: View {
  let useLayout: Bool
  var body: some View {
    if useLayout {
      HStackLayout(alignment: .top, spacing: 10) {
        Cell(text: "ab")
        Spacer()
        Cell(text: "abcd")
      }
    } else {
      HStack(alignment: .top, spacing: 10) {
        Cell(text: "ab")
        Spacer()
        Cell(text: "abcd")
      }
    }
  }
}

/// A layout of the user's own that delegates to a vertical stack layout.
private struct DelegatingLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var inner: Void = ()
    return VStackLayout(spacing: 0).sizeThatFits(
      proposal: proposal, subviews: subviews, cache: &inner)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var inner: Void = ()
    VStackLayout(spacing: 0).placeSubviews(
      in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
  }
}

@MainActor
struct StackLayoutTests {
  @Test func aStackLayoutLaysOutAsTheStackOfTheSameParameters() {
    Runtime.withNew { runtime in
      let stack = ViewHost(rootView: StackPair(useLayout: false), runtime: runtime)
      let layout = ViewHost(rootView: StackPair(useLayout: true), runtime: runtime)
      let expected = stack.frames(of: "Cell")
      #expect(expected.count == 2)
      // The spacer spreads the cells to the window's edges, as in the HStack.
      #expect(expected.first?.minX == 0)
      #expect(expected.last?.maxX == 390)
      #expect(layout.frames(of: "Cell") == expected)
    }
  }

  @Test func anyLayoutKeepsTheSubviewsStateWhenTheLayoutChanges() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: SwitchingLayout(), runtime: runtime)
      let across = host.frames(of: "Cell")
      #expect(host.tap("tap 0"))
      host.settle()
      #expect(host.write("vertical", true))
      host.settle()
      // The same counter, now below the text: its state survived the change of layout.
      #expect(host.texts.contains("tap 1"))
      let down = host.frames(of: "Cell")
      let counter = host.frame(of: "CountingCell")
      #expect(across.count == 1 && down.count == 1)
      #expect((counter?.minY ?? 0) >= (down.first?.maxY ?? .infinity) + 4)
    }
  }

  @Test func aLayoutOfTheUsersOwnMayCallAStackLayout() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: DelegatingLayout {
          Cell(text: "ab")
          Cell(text: "abcd")
        }, runtime: runtime)
      let frames = host.frames(of: "Cell")
      #expect(frames.count == 2)
      // Stacked with no gap, centred on each other.
      #expect(frames[0].maxY == frames[1].minY)
      #expect(frames[0].midX == frames[1].midX)
    }
  }
}

private struct ValueTabs: View {
  @State var selection = "home"
  var body: some View {
    TabView(selection: $selection) {
      Tab("Home", systemImage: "house", value: "home") { Text("home page") }
      Tab("Search", systemImage: "magnifyingglass", value: "search") { Text("search page") }
      Tab(value: "more") {
        Text("more page")
      } label: {
        Text("More")
      }
    }
  }
}

private struct PlainTabs: View {
  var body: some View {
    TabView {
      Tab("One", image: "one") { Text("first") }
      Tab("Two", systemImage: "2.circle") { Text("second") }
    }
  }
}

@MainActor
struct TabValueTests {
  @Test func theSelectionChoosesTheTabWhoseValueItIs() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ValueTabs(), runtime: runtime)
      #expect(host.texts == ["home page"])
      #expect(host.write("selection", "search"))
      host.settle()
      #expect(host.texts == ["search page"])
      #expect(host.write("selection", "more"))
      host.settle()
      #expect(host.texts == ["more page"])
    }
  }

  @Test func withoutSelectionTheFirstTabShows() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PlainTabs(), runtime: runtime)
      #expect(host.texts == ["first"])
    }
  }
}

@MainActor
struct SectionSeparatorTests {
  @Test func aSectionsSeparatorVisibilityIsRecordedAndChangesNoFrame() {
    Runtime.withNew { runtime in
      let plain = ViewHost(rootView: Cell(text: "row"), runtime: runtime)
      let hidden = ViewHost(
        rootView: Cell(text: "row").listSectionSeparator(.hidden, edges: .bottom),
        runtime: runtime)
      #expect(hidden.frame(of: "Cell") == plain.frame(of: "Cell"))
      let recorded = Dictionary(
        hidden.recordedModifiers().map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
      #expect(recorded["listSectionSeparator"] == "hidden")
    }
  }
}

private struct FileNode: Identifiable {
  let name: String
  var children: [FileNode]?
  var id: String { name }
}

private struct FileTree: View {
  let tree = [
    FileNode(
      name: "Docs",
      children: [FileNode(name: "Guide", children: [FileNode(name: "Intro", children: nil)])]),
    FileNode(name: "Readme", children: nil),
  ]
  var body: some View {
    VStack {
      OutlineGroup(tree, children: \.children) { node in Text(node.name) }
    }
  }
}

@MainActor
struct OutlineGroupTests {
  @Test func subgroupsStartCollapsedAndOpenOneLevelAtATime() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FileTree(), runtime: runtime)
      #expect(host.texts == ["Docs", "Readme"])
      #expect(host.tap("Docs"))
      host.settle()
      #expect(host.texts == ["Docs", "Guide", "Readme"])
      #expect(host.tap("Guide"))
      host.settle()
      #expect(host.texts == ["Docs", "Guide", "Intro", "Readme"])
      // A leaf is no button.
      #expect(!host.tap("Readme"))
    }
  }
}
