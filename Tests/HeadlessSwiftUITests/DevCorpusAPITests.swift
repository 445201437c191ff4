import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

// API the development corpus's SwiftUI files use (Docs/Semantics/SwiftUI.md §15): each test
// checks the documented behaviour, not only that the spelling compiles.

private struct Word: View {
  let text: String
  var body: some View { Text(text) }
}

private struct IdealBox: View {
  let ideal: CGFloat?
  var body: some View { Word(text: "ab").frame(idealWidth: ideal, maxWidth: 300) }
}

private struct EllipseBox: View {
  var body: some View { EllipticalGradient(colors: [.red, .blue]) }
}

private struct SizeReader: View {
  @Environment(\.sizeCategory) var category
  @Environment(\.dynamicTypeSize) var size
  var body: some View { Text("\(category) \(size)") }
}

private struct PresentedReader: View {
  let label: String
  @Environment(\.isPresented) var isPresented
  var body: some View { Text("\(label) \(isPresented)") }
}

private struct PresentedSheetHost: View {
  @State var showing = false
  var body: some View {
    VStack {
      PresentedReader(label: "root")
      Button("open") { showing = true }
    }
    .sheet(isPresented: $showing) { PresentedReader(label: "sheet") }
  }
}

private struct ButtonToggleHost: View {
  @State var isOn = false
  var body: some View {
    Toggle("Bold", isOn: $isOn).toggleStyle(.button)
  }
}

private struct PrintingChanges: View {
  @State var count = 0
  var body: some View {
    let _ = Self._printChanges()
    Button("add \(count)") { count += 1 }
  }
}

/// A helper that is not main-actor isolated, as an extension of `Shape` is: it may call
/// `background(_:alignment:)` (Apple declares it nonisolated).
private func framed<S: Shape>(_ shape: S) -> some View {
  shape.stroke(Color.red, lineWidth: 1).background(
    shape.fill(Color(red: 0, green: 0, blue: 1)), alignment: .center)
}

@MainActor
struct DevCorpusStyleTests {
  @Test func anyShapeStyleTakesAnOpacityThatMultipliesItsOwn() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: Word(text: "ab").background(Material.thin.opacity(0.5), in: Rectangle()),
        runtime: runtime)
      // The thin material is white at 0.45; half of it is 0.225.
      #expect(host.svg().contains("fill=\"#ffffff\" fill-opacity=\"0.225\""))
      // A colour keeps its own opacity(_:), which returns a colour.
      let color: Color = Color.red.opacity(0.5)
      #expect(color.alpha == 0.5)
      // The materials' own names are the `…Material` values.
      #expect(Material.thin == .thinMaterial)
      #expect(Material.ultraThick == .ultraThickMaterial)
      #expect(HierarchicalShapeStyle.secondary != HierarchicalShapeStyle.tertiary)
    }
  }

  @Test func aHierarchicalStyleAtAnOpacityIsAStyleForAnyModifier() {
    Runtime.withNew { runtime in
      let plain = ViewHost(rootView: Word(text: "ab"), runtime: runtime)
      let host = ViewHost(
        rootView: Word(text: "ab").padding(8).background(.quaternary.opacity(0.8)),
        runtime: runtime)
      #expect(host.frame(of: "Word") == plain.frame(of: "Word"))
    }
  }

  @Test func anEllipticalGradientFillsTheSpaceOffered() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: EllipseBox().frame(width: 40, height: 20), runtime: runtime)
      #expect(host.frame(of: "EllipseBox")?.size == CGSize(width: 40, height: 20))
      let style: EllipticalGradient = .ellipticalGradient(colors: [.red], endRadiusFraction: 1)
      #expect(style == EllipticalGradient(colors: [.red], endRadiusFraction: 1))
    }
  }

  @Test func aCanvasResolvesItsSymbolsByTag() {
    Runtime.withNew { runtime in
      // The renderer fills a square only when the symbol resolves: tag 0 does, tag 1 does not.
      let host = ViewHost(
        rootView: Canvas { context, _ in
          if let star = context.resolveSymbol(id: 0) {
            context.draw(star, at: CGPoint(x: 5, y: 5), anchor: .leading)
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red))
          }
          if context.resolveSymbol(id: 1) != nil {
            context.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.blue))
          }
        } symbols: {
          Image(systemName: "star.fill").resizable().frame(width: 15, height: 15).tag(0)
          Text("Label").tag("label")
        }
        .frame(width: 100, height: 50), runtime: runtime)
      let svg = host.svg()
      #expect(svg.contains("L149 401 L145 401 Z"))
      #expect(!svg.contains("#0000ff"))
    }
  }

  @Test func aNonisolatedHelperMayCallBackgroundWithAlignment() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: framed(Circle()).frame(width: 10, height: 10), runtime: runtime)
      #expect(host.svg().contains("#0000ff"))
    }
  }
}

@MainActor
struct DevCorpusEnvironmentTests {
  @Test func sizeCategoryIsTheDynamicTypeSizeUnderItsOlderName() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: SizeReader(), runtime: runtime)
      #expect(host.texts == ["large large"])
      let larger = ViewHost(
        rootView: SizeReader().environment(\.sizeCategory, .accessibilityLarge), runtime: runtime)
      #expect(larger.texts == ["accessibilityLarge accessibility2"])
      #expect(ContentSizeCategory.small < .large)
      #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
      #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
      #expect(ContentSizeCategory.allCases.count == DynamicTypeSize.allCases.count)
    }
  }

  @Test func isPresentedIsTrueOnlyInsidePresentedContent() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PresentedSheetHost(), runtime: runtime)
      #expect(host.texts.contains("root false"))
      #expect(host.tap("open"))
      host.settle()
      #expect(host.texts.contains("sheet true"))
      #expect(host.texts.contains("root false"))
      #expect(EnvironmentValues().colorSchemeContrast == .standard)
    }
  }
}

@MainActor
struct DevCorpusControlTests {
  @Test func aButtonToggleStyleSwitchesTheToggleOnATap() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ButtonToggleHost(), runtime: runtime)
      #expect(host.read("isOn", as: Bool.self) == false)
      #expect(host.tap("Bold"))
      host.settle()
      #expect(host.read("isOn", as: Bool.self) == true)
      #expect(host.tap("Bold"))
      host.settle()
      #expect(host.read("isOn", as: Bool.self) == false)
    }
  }

  @Test func pickerStylesAndPreviewModifiersAreRecorded() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: Picker("Size", selection: .constant(1)) {
          Text("One").tag(1)
        }
        .pickerStyle(.navigationLink)
        .previewDevice("iPhone 15")
        .previewInterfaceOrientation(.landscapeLeft), runtime: runtime)
      let recorded = Dictionary(
        host.recordedModifiers().map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
      #expect(recorded["pickerStyle"] == "NavigationLinkPickerStyle")
      #expect(recorded["previewDevice"] == "iPhone 15")
      #expect(recorded["previewInterfaceOrientation"] == "landscapeLeft")
      #expect(InterfaceOrientation.allCases.count == 4)
    }
  }

  @Test func printChangesLeavesTheBodyAndTheOutputAlone() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PrintingChanges(), runtime: runtime)
      #expect(host.tap("add 0"))
      host.settle()
      #expect(host.texts == ["add 1"])
    }
  }
}

@MainActor
struct DevCorpusTextAndImageTests {
  @Test func aDateRangeShowsBothEndsAndATimerItsTimeLeft() {
    let start = Date(timeIntervalSince1970: 0)
    let end = start.addingTimeInterval(3 * 3600 + 125)
    #expect(Text(start...end).content == "1970-01-01 00:00 – 1970-01-01 03:02")
    #expect(Text(DateInterval(start: start, end: end)).content == Text(start...end).content)
    #expect(Text(timerInterval: start...end).content == "3:02:05")
    #expect(Text(timerInterval: start...end, showsHours: false).content == "182:05")
    #expect(Text(timerInterval: start...end, countsDown: false).content == "0:00")
    let paused = start.addingTimeInterval(65)
    #expect(
      Text(timerInterval: start...end, pauseTime: paused, countsDown: false).content == "1:05")
  }

  @Test func assetResourcesNameTheirAssets() {
    let image = Image(ImageResource(name: "onboarding", bundle: .main))
    #expect(image == Image("onboarding"))
    #expect(image.interpolation(.high).antialiased(false) == image)
    // No asset catalog headless: a colour asset is clear, as by name.
    #expect(Color(ColorResource(name: "Brand", bundle: .main)).alpha == 0)
  }

  @Test func anIdealSizeIsTakenWhereNothingIsProposed() {
    Runtime.withNew { runtime in
      // `fixedSize()` proposes nil: the frame is its ideal width; without one, its content's.
      let fixed = ViewHost(rootView: IdealBox(ideal: 100).fixedSize(), runtime: runtime)
      #expect(fixed.frame(of: "IdealBox")?.width == 100)
      #expect(fixed.frame(of: "Word")?.width == 16)
      let plain = ViewHost(rootView: IdealBox(ideal: nil).fixedSize(), runtime: runtime)
      #expect(plain.frame(of: "IdealBox")?.width == 16)
      // Proposed a width, the frame takes it (up to its maximum); the ideal is not used.
      let proposed = ViewHost(rootView: IdealBox(ideal: 100).frame(width: 200), runtime: runtime)
      #expect(proposed.frame(of: "IdealBox")?.width == 200)
    }
  }
}
