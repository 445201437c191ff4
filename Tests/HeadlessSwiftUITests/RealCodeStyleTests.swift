import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

// Styles, preferences, stored values, paths, tab views (Docs/RealCode.md). Window 390 × 844;
// text 8 points per character, 17 per line.

private struct FramedStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(10)
  }
}

private struct StyledButtonScreen: View {
  @State var taps = 0
  var body: some View {
    VStack {
      Text("taps \(taps)")
      Button("Go") { taps += 1 }.buttonStyle(FramedStyle())
    }
  }
}

private struct TriggerStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.onTapGesture(count: 2) { configuration.trigger() }
  }
}

private struct DoubleTapButtonScreen: View {
  @State var taps = 0
  var body: some View {
    VStack {
      Text("taps \(taps)")
      Button("Twice") { taps += 1 }.buttonStyle(TriggerStyle())
    }
  }
}

private struct BoxToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Rectangle().frame(width: 20, height: 20).onTapGesture { configuration.isOn.toggle() }
      configuration.label
    }
  }
}

private struct StyledToggleScreen: View {
  @State var on = false
  var body: some View {
    VStack {
      Text(on ? "on" : "off")
      Toggle("Accept", isOn: $on).toggleStyle(BoxToggleStyle())
    }
  }
}

private struct PressReportingStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.label
      Text(configuration.isPressed ? "pressed" : "released")
    }
  }
}

private struct PressScreen: View {
  @State var taps = 0
  var body: some View {
    VStack {
      Text("taps \(taps)")
      Button("Hold") { taps += 1 }.buttonStyle(PressReportingStyle())
    }
  }
}

@MainActor
struct StyleTests {
  @Test func aButtonIsPressedWhileAFingerThatWentDownOnItIsOnTheScreen() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PressScreen(), runtime: runtime)
      #expect(host.texts == ["taps 0", "Hold", "released"])
      // Three lines of 17 with two spacings of 8: 67 tall from y = 388.5; "Hold" is the second
      // line, its centre at 388.5 + 25 + 8.5 = 422.
      guard let finger = host.startDrag(at: CGPoint(x: 195, y: 422)) else {
        Issue.record("no finger")
        return
      }
      #expect(host.texts == ["taps 0", "Hold", "pressed"])
      finger.end()
      host.settle()
      #expect(host.texts == ["taps 1", "Hold", "released"])
    }
  }

  @Test func aButtonStylesBodyIsTheButtonsContentAndTheButtonStillTaps() throws {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: StyledButtonScreen(), runtime: runtime)
      // "Go" is 16 × 17; padded by 10 on every side the button is 36 × 37.
      let frames = host.frames(of: "StyledButtonScreen")
      #expect(!frames.isEmpty)
      #expect(host.tap("Go"))
      host.settle()
      #expect(host.texts.contains("taps 1"))
    }
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: StyledButtonScreen(), runtime: runtime)
      host.layout()
      // The VStack: "taps 0" (48 × 17) over the 36 × 37 button, spacing 8: 62 tall, centred at
      // y = (844 − 62) / 2 = 391; the button starts 25 below, its text 10 further in.
      guard let go = host.location(of: "StyledButtonScreen") else {
        Issue.record("no location")
        return
      }
      #expect(go.y == 422)
      // On the label's text (SwiftUI hit-tests a button's drawn content, not its padding).
      try host.tap(at: CGPoint(x: 195, y: 391 + 25 + 10 + 8.5))
      #expect(host.texts.contains("taps 1"))
    }
  }

  @Test func aPrimitiveStyleDecidesHowTheButtonIsTriggered() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: DoubleTapButtonScreen(), runtime: runtime)
      host.layout()
      // "taps 0" (17) + 8 + "Twice" (17): 42 tall from y = 401; the label's centre is at 426.5.
      let point = CGPoint(x: 195, y: 426.5)
      try host.tap(at: point)
      #expect(host.texts.contains("taps 0"))
      try host.tap(at: point, count: 2)
      #expect(host.texts.contains("taps 1"))
    }
  }

  @Test func aToggleStylesBodyIsLaidOutAndSwitchesOnlyThroughItsGestures() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: StyledToggleScreen(), runtime: runtime)
      host.layout()
      // The body: a 20 × 20 box, 8, "Accept" (48 × 17): 76 × 20. Under "off" (24 × 17) with
      // spacing 8 the stack is 76 × 45 at ((390 − 76) / 2, (844 − 45) / 2) = (157, 399.5).
      #expect(
        host.frame(of: "StyledToggleScreen") == CGRect(x: 157, y: 399.5, width: 76, height: 45))
      // A tap on the label does nothing: the style's body has no gesture there.
      #expect(host.hitTest(CGPoint(x: 157 + 28 + 24, y: 399.5 + 25 + 10)) == "StyledToggleScreen")
      try host.tap(at: CGPoint(x: 157 + 28 + 24, y: 399.5 + 25 + 10))
      #expect(host.texts.contains("off"))
      // A tap on the box runs the style's gesture.
      try host.tap(at: CGPoint(x: 167, y: 399.5 + 25 + 10))
      #expect(host.texts.contains("on"))
      // The host's toggle-by-label still flips the binding.
      #expect(host.toggle("Accept"))
      host.settle()
      #expect(host.texts.contains("off"))
    }
  }
}

// MARK: - Preferences

private struct WidthKey: PreferenceKey {
  static var defaultValue: CGFloat { -1 }
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

private final class Reports { var values: [CGFloat] = [] }

private struct PreferenceScreen: View {
  let reports: Reports
  @State var third = false
  var body: some View {
    VStack {
      Text("a").preference(key: WidthKey.self, value: 1)
      Text("b").preference(key: WidthKey.self, value: 10)
      if third { Text("c").preference(key: WidthKey.self, value: 100) }
      Button("more") { third = true }
    }
    .onPreferenceChange(WidthKey.self) { reports.values.append($0) }
  }
}

private struct OverridingScreen: View {
  let reports: Reports
  var body: some View {
    VStack {
      Text("a").preference(key: WidthKey.self, value: 1)
    }
    .preference(key: WidthKey.self, value: 7)
    .onPreferenceChange(WidthKey.self) { reports.values.append($0) }
  }
}

private struct SizeKey: PreferenceKey {
  static var defaultValue: CGSize { .zero }
  static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
}

private struct MeasuringScreen: View {
  @State var measured = CGSize.zero
  var body: some View {
    VStack {
      Text("measured")
        .background(
          GeometryReader { proxy in
            Color.clear.preference(key: SizeKey.self, value: proxy.size)
          }
        )
        .onPreferenceChange(SizeKey.self) { measured = $0 }
      Text("\(Int(measured.width))x\(Int(measured.height))")
    }
  }
}

@MainActor
struct PreferenceTests {
  @Test func valuesReduceInViewOrderAndAChangeIsReported() {
    Runtime.withNew { runtime in
      let reports = Reports()
      let host = ViewHost(rootView: PreferenceScreen(reports: reports), runtime: runtime)
      host.settle()
      // 1, then reduce(1, 10) = 11 with this key's `+=`.
      #expect(reports.values == [11])
      #expect(host.tap("more"))
      host.settle()
      #expect(reports.values == [11, 111])
    }
  }

  @Test func aWriterReplacesTheValuesOfItsContent() {
    Runtime.withNew { runtime in
      let reports = Reports()
      let host = ViewHost(rootView: OverridingScreen(reports: reports), runtime: runtime)
      host.settle()
      #expect(reports.values == [7])
    }
  }

  @Test func aSizeReadThroughAGeometryReaderReachesTheReader() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: MeasuringScreen(), runtime: runtime)
      _ = host.frame(of: "MeasuringScreen")
      host.settle()
      // "measured" is 8 characters: 64 × 17; the background reader is given that size.
      #expect(host.texts.contains("64x17"))
    }
  }
}

// MARK: - AppStorage

private struct StoredFlag: View {
  @AppStorage("flag") var flag = false
  var body: some View {
    Button(flag ? "flag on" : "flag off") { flag.toggle() }
  }
}

private struct StoredPair: View {
  var body: some View {
    VStack {
      StoredFlag()
      StoredReader()
    }
  }
}

private struct StoredReader: View {
  @AppStorage("flag") var flag = false
  var body: some View { Text(flag ? "reader on" : "reader off") }
}

@MainActor
struct AppStorageTests {
  @Test func viewsSharingAKeyUpdateTogetherAndLaterViewsStartFromTheStore() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: StoredPair(), runtime: runtime)
      #expect(host.texts == ["flag off", "reader off"])
      let before = host.evaluations.count
      #expect(host.tap("flag off"))
      host.settle()
      #expect(host.texts == ["flag on", "reader on"])
      let reruns = host.evaluations[before...].map(\.view).sorted()
      #expect(reruns == ["StoredFlag", "StoredReader"])
      // A second host in the same runtime reads the stored value.
      let later = ViewHost(rootView: StoredReader(), runtime: runtime)
      #expect(later.texts == ["reader on"])
    }
    // Another runtime has its own store.
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: StoredReader(), runtime: runtime)
      #expect(host.texts == ["reader off"])
    }
  }
}

// MARK: - Paths and shapes

private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

@MainActor
struct PathTests {
  @Test func aPathBuildsItsOutlineAndCopiesOnWrite() {
    var a = Path()
    a.move(to: .zero)
    a.addLine(to: CGPoint(x: 10, y: 0))
    let b = a
    a.addLine(to: CGPoint(x: 10, y: 10))
    #expect(b.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 0))
    #expect(a.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(Path(CGRect(x: 0, y: 0, width: 4, height: 4)).contains(CGPoint(x: 2, y: 2)))
    #expect(
      !Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)).contains(CGPoint(x: 0.2, y: 0.2)))
  }

  @Test func aShapeOfOnesOwnFillsItsFrameAndIsPaintedAsItsPath() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: Triangle().fill(Color.red).frame(width: 40, height: 20), runtime: runtime)
      // The 40 × 20 frame is centred: (175, 412).
      #expect(host.frame(of: "Triangle") == CGRect(x: 175, y: 412, width: 40, height: 20))
      // Its path for that frame: apex (195, 412), then (215, 432), (175, 432).
      let svg = host.svg()
      #expect(svg.contains("<path d=\"M195 412 L215 432 L175 432 Z\" fill="))
    }
  }
}

// MARK: - TabView

private struct TabCounter: View {
  let name: String
  @State var count = 0
  var body: some View { Button("\(name) \(count)") { count += 1 } }
}

private struct TabsScreen: View {
  @State var selection = 1
  var body: some View {
    TabView(selection: $selection) {
      TabCounter(name: "one").tag(1)
      TabCounter(name: "two").tag(2)
    }
  }
}

@MainActor
struct TabViewTests {
  @Test func onlyTheSelectedTabIsInTheGraph() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: TabsScreen(), runtime: runtime)
      #expect(host.texts == ["one 0"])
      #expect(host.tap("one 0"))
      host.settle()
      #expect(host.texts == ["one 1"])
      #expect(host.write("selection", 2, in: "TabsScreen"))
      host.settle()
      #expect(host.texts == ["two 0"])
      // Back to the first tab: its state started afresh (a documented simplification).
      #expect(host.write("selection", 1, in: "TabsScreen"))
      host.settle()
      #expect(host.texts == ["one 0"])
    }
  }

  @Test func withoutASelectionTheFirstTabShows() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: TabView {
          Text("first")
          Text("second")
        }, runtime: runtime)
      #expect(host.texts == ["first"])
    }
  }
}

// MARK: - Custom layouts and Canvas

private struct StairLayout: Layout {
  var centred = false

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.reduce(CGSize.zero) { total, subview in
      let size = subview.sizeThatFits(.unspecified)
      return CGSize(width: total.width + size.width, height: total.height + size.height)
    }
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var point = CGPoint(x: bounds.minX, y: bounds.minY)
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if centred {
        subview.place(
          at: CGPoint(x: point.x + size.width / 2, y: point.y + size.height / 2), anchor: .center,
          proposal: .unspecified)
      } else {
        subview.place(at: point, proposal: .unspecified)
      }
      point.x += size.width
      point.y += size.height
    }
  }
}

private struct StairScreen: View {
  var centred = false
  var body: some View {
    StairLayout(centred: centred) {
      RealLayoutWord(text: "ab")
      ForEach(["abcd"], id: \.self) { RealLayoutWord(text: $0) }
    }
  }
}

private struct RealLayoutWord: View {
  let text: String
  var body: some View { Text(text) }
}

@MainActor
struct CustomLayoutTests {
  @Test func aLayoutSizesItselfAndPlacesItsSubviewsWhereItSays() {
    for centred in [false, true] {
      Runtime.withNew { runtime in
        let host = ViewHost(rootView: StairScreen(centred: centred), runtime: runtime)
        // "ab" is 16 × 17 and "abcd" 32 × 17: the layout is 48 × 34, centred in the window at
        // ((390 − 48) / 2, (844 − 34) / 2) = (171, 405); the subviews go down a stair. The
        // centred placement puts each centre where the top-leading corner would be plus half
        // the size: the same frames.
        #expect(host.frame(of: "StairScreen") == CGRect(x: 171, y: 405, width: 48, height: 34))
        #expect(
          host.frames(of: "RealLayoutWord") == [
            CGRect(x: 171, y: 405, width: 16, height: 17),
            CGRect(x: 187, y: 422, width: 32, height: 17),
          ])
      }
    }
  }
}

@MainActor
struct CanvasTests {
  @Test func theRendererRunsWhenPaintedWithTheCanvasSize() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: Canvas { context, size in
          var path = Path()
          path.move(to: .zero)
          path.addLine(to: CGPoint(x: size.width, y: size.height))
          context.stroke(path, with: .color(.blue), lineWidth: 2)
          context.translateBy(x: 5, y: 0)
          context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red))
        }
        .frame(width: 100, height: 50), runtime: runtime)
      // The 100 × 50 canvas is centred at (145, 397): its diagonal runs to (245, 447); the
      // square is moved 5 right of the canvas's corner.
      let svg = host.svg()
      #expect(svg.contains("<path d=\"M145 397 L245 447\" fill=\"none\""))
      #expect(svg.contains("stroke-width=\"2\""))
      #expect(svg.contains("<path d=\"M150 397 L154 397 L154 401 L150 401 Z\""))
    }
  }
}

// MARK: - Backgrounds in a shape, labels

@MainActor
struct ShapeBackgroundTests {
  @Test func aStyleInAShapeIsDrawnBehindTheViewInItsFrame() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: RealLayoutWord(text: "ab")
          .padding(4)
          .background(Color.red, in: RoundedRectangle(cornerRadius: 3)),
        runtime: runtime)
      // "ab" padded by 4: 24 × 25, centred at (183, 409.5); the shape fills that frame.
      #expect(host.frame(of: "RealLayoutWord") == CGRect(x: 187, y: 413.5, width: 16, height: 17))
      let svg = host.svg()
      #expect(svg.contains("x=\"183\" y=\"409.5\" width=\"24\" height=\"25\" rx=\"3\""))
    }
  }

  @Test func aMaterialIsDrawnAsTranslucentWhite() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: RealLayoutWord(text: "ab").background(.ultraThinMaterial, in: Rectangle()),
        runtime: runtime)
      let svg = host.svg()
      #expect(svg.contains("fill=\"#ffffff\" fill-opacity=\"0.3\""))
    }
  }

  @Test func aLabelBuiltFromViewsShowsItsIconThenItsTitle() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: Label {
          Text("Title")
        } icon: {
          Text("*")
        }, runtime: runtime)
      #expect(host.texts == ["*", "Title"])
    }
  }
}

@MainActor
struct FormattedTextTests {
  @Test func textFormatsValuesAndDatesTheSameEverywhere() {
    #expect(Text(42, format: .number).content == "42")
    // 3 661 s after the reference date (2001-01-01 00:00 UTC) is 01:01.
    #expect(Text(Date(timeIntervalSinceReferenceDate: 3661), style: .time).content == "01:01")
    #expect(Text(Date(timeIntervalSinceReferenceDate: 0), style: .date).content == "2001-01-01")
    #expect(Font.system(.largeTitle, design: .monospaced).size == 34)
  }
}

private final class ProxyBox { var proxy: ScrollViewProxy? }

@MainActor
struct ScrollViewReaderTests {
  @Test func itLaysOutAsItsContentAndRecordsScrollRequests() {
    Runtime.withNew { runtime in
      let box = ProxyBox()
      let host = ViewHost(
        rootView: ScrollViewReader { proxy in
          RealLayoutWord(text: "ab").onAppear { box.proxy = proxy }
        }, runtime: runtime)
      // "ab" (16 × 17) centred in the window, as without the reader.
      #expect(host.frame(of: "RealLayoutWord") == CGRect(x: 187, y: 413.5, width: 16, height: 17))
      box.proxy?.scrollTo(7, anchor: .bottom)
      #expect(box.proxy?.requests == ["7"])
    }
  }
}
