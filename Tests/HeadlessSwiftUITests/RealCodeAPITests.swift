import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

// The API added so that real view files compile unmodified (Docs/RealCode.md). Window
// 390 × 844 unless given; text 8 points per character, 17 per line.

private struct SizeLabel: View {
  let size: CGSize
  var body: some View { Text("\(Int(size.width))x\(Int(size.height))") }
}

private struct RealWord: View {
  let text: String
  var body: some View { Text(text) }
}

private struct RealBox: View {
  var body: some View { Rectangle() }
}

private struct RealOtherBox: View {
  var body: some View { Color.red }
}

private struct RealIcon: View {
  var resizable = true
  var body: some View {
    if resizable { Image(systemName: "star").resizable() } else { Image(systemName: "star") }
  }
}

private struct PasswordScreen: View {
  @State var password = ""
  var body: some View { SecureField("Password", text: $password) }
}

private struct CountingRow: View {
  let id: Int
  @State var count = 0
  var body: some View { Text("\(id):\(count)") }
}

private struct ReorderScreen: View {
  @State var order = [1, 2, 3]
  var body: some View {
    List(order, id: \.self) { id in CountingRow(id: id) }
  }
}

private final class DismissCounter { var value = 0 }

private struct SheetBody: View {
  @State var count = 0
  var body: some View { Text("count \(count)") }
}

private struct SheetScreen: View {
  @State var showing = false
  @State var other = 0
  let dismissals: DismissCounter
  var body: some View {
    VStack {
      Text("other \(other)")
      Button("open") { showing = true }
    }
    .sheet(
      isPresented: $showing, onDismiss: { dismissals.value += 1 }, content: { SheetBody() })
  }
}

private struct NamespaceChild: View {
  @Namespace var namespace
  var body: some View {
    Circle().matchedGeometryEffect(id: "dot", in: namespace)
  }
}

private struct NamespaceParent: View {
  @State var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      NamespaceChild()
    }
  }
}

@MainActor
struct GeometryReaderTests {
  @Test func itGivesItsContentTheProposedSizeAndPlacesItTopLeading() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: GeometryReader { proxy in SizeLabel(size: proxy.size) }
          .frame(width: 200, height: 100),
        runtime: runtime)
      // The 200 × 100 frame is centred: (95, 372); "200x100" is 7 characters, 56 wide.
      #expect(host.frame(of: "SizeLabel") == CGRect(x: 95, y: 372, width: 56, height: 17))
      #expect(host.texts.contains("200x100"))
    }
  }

  @Test func itIsFlexibleInAStack() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack {
          RealWord(text: "ab")
          GeometryReader { proxy in SizeLabel(size: proxy.size) }
        }, runtime: runtime)
      _ = host.frame(of: "SizeLabel")
      // 844 less the text line (17) and the default spacing (8).
      #expect(host.texts.contains("390x819"))
      #expect(host.frame(of: "RealWord") == CGRect(x: 187, y: 0, width: 16, height: 17))
    }
  }

  @Test func theContentReadingTheSizeReRunsOnlyWhenTheContainerChanges() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: GeometryReader { proxy in SizeLabel(size: proxy.size) }, runtime: runtime)
      @MainActor
      func runs() -> Int { host.evaluations.filter { $0.view == "SizeLabel" }.count }
      host.layout(in: CGSize(width: 300, height: 600))
      _ = host.frame(of: "SizeLabel")
      #expect(host.texts == ["300x600"])
      let afterFirst = runs()
      _ = host.frame(of: "SizeLabel")
      #expect(runs() == afterFirst)
      host.layout(in: CGSize(width: 200, height: 600))
      _ = host.frame(of: "SizeLabel")
      #expect(host.texts == ["200x600"])
      #expect(runs() == afterFirst + 1)
      #expect(host.evaluations.last?.reason == .recomputed(.parent))
    }
  }
}

@MainActor
struct ScrollAndListTests {
  @Test func aScrollViewProposesNoHeightToItsContentAndFillsTheWindow() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ScrollView { RealBox() }, runtime: runtime)
      // A rectangle asked for its ideal height is 10 tall; across it gets the width.
      #expect(host.frame(of: "RealBox") == CGRect(x: 0, y: 0, width: 390, height: 10))
    }
  }

  @Test func aHorizontalScrollViewCentresItsContentVertically() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: ScrollView(.horizontal) { RealWord(text: "abcd") }, runtime: runtime)
      #expect(host.frame(of: "RealWord") == CGRect(x: 0, y: 413.5, width: 32, height: 17))
    }
  }

  @Test func aListStacksItsRowsLeadingAtTheTop() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: List {
          RealWord(text: "abcd")
          RealBox().frame(width: 20, height: 4)
        }, runtime: runtime)
      #expect(host.frame(of: "RealWord") == CGRect(x: 0, y: 0, width: 32, height: 17))
      #expect(host.frame(of: "RealBox") == CGRect(x: 0, y: 25, width: 20, height: 4))
    }
  }

  @Test func aFormsSectionsContributeHeaderRowsAndFooterInOrder() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: Form {
          Section(header: Text("head"), footer: Text("foot")) { Text("row") }
        }, runtime: runtime)
      #expect(host.texts == ["head", "row", "foot"])
    }
  }

  @Test func forEachRowsKeepTheirStateAcrossAReorder() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ReorderScreen(), runtime: runtime)
      #expect(host.write("count", 5, in: "CountingRow"))
      host.settle()
      #expect(host.texts == ["1:5", "2:0", "3:0"])
      #expect(host.write("order", [3, 2, 1], in: "ReorderScreen"))
      host.settle()
      #expect(host.texts == ["3:0", "2:0", "1:5"])
      #expect(!host.identityEvents.contains { $0.kind == .removed })
    }
  }
}

@MainActor
struct SheetTests {
  @Test func theSheetsContentIsAChildWhilePresentedAndKeepsItsState() {
    Runtime.withNew { runtime in
      let dismissals = DismissCounter()
      let host = ViewHost(rootView: SheetScreen(dismissals: dismissals), runtime: runtime)
      #expect(!host.userViews.contains("SheetBody"))
      #expect(host.tap("open"))
      host.settle()
      #expect(host.userViews.contains("SheetBody"))
      #expect(host.write("count", 3, in: "SheetBody"))
      host.settle()
      #expect(host.write("other", 1, in: "SheetScreen"))
      #expect(host.texts.contains("count 3"))
      // Laid out in the whole window: "count 3" centred.
      #expect(host.frame(of: "SheetBody") == CGRect(x: 167, y: 413.5, width: 56, height: 17))
      #expect(host.write("showing", false, in: "SheetScreen"))
      host.settle()
      #expect(!host.userViews.contains("SheetBody"))
      #expect(dismissals.value == 1)
      #expect(host.tap("open"))
      host.settle()
      #expect(host.texts.contains("count 0"))
    }
  }
}

@MainActor
struct RecordedModifierTests {
  @Test func recordedModifiersTakeTheirContentsSizeAndPlace() {
    Runtime.withNew { runtime in
      let plain = ViewHost(
        rootView: HStack {
          RealWord(text: "ab")
          RealWord(text: "cdef")
        }, runtime: runtime)
      let decorated = ViewHost(
        rootView: HStack {
          RealWord(text: "ab").shadow(radius: 3)
          RealWord(text: "cdef").lineLimit(1).transition(.opacity).clipped()
        }, runtime: runtime)
      #expect(plain.frames(of: "RealWord") == decorated.frames(of: "RealWord"))
      #expect(decorated.frames(of: "RealWord").count == 2)
    }
  }

  @Test func zIndexOrdersDrawingAndHitTestingAmongSiblings() {
    Runtime.withNew { runtime in
      let centre = CGPoint(x: 195, y: 422)
      let plain = ViewHost(
        rootView: ZStack {
          RealBox()
          RealOtherBox()
        }, runtime: runtime)
      #expect(plain.hitTest(centre) == "RealOtherBox")
      // The index is seen through the modifiers applied after it.
      let raised = ViewHost(
        rootView: ZStack {
          RealBox().zIndex(1).padding(0).opacity(1)
          RealOtherBox()
        }, runtime: runtime)
      #expect(raised.hitTest(centre) == "RealBox")
      #expect(raised.frame(of: "RealBox") == plain.frame(of: "RealBox"))
    }
  }

  @Test func onDeleteKeepsTheRowsInTheirStack() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack(spacing: 0) {
          ForEach(["ab", "cd"], id: \.self) { RealWord(text: $0) }.onDelete { _ in }
        }, runtime: runtime)
      #expect(host.frames(of: "RealWord").map(\.minY) == [405, 422])
    }
  }

  @Test func fixedSizeProposesNothingInTheFixedDimension() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: RealWord(text: "abcdefgh").fixedSize().frame(width: 40), runtime: runtime)
      // The 40-wide frame is centred at x 175; the 64-wide text overflows it by 12 each side.
      #expect(host.frame(of: "RealWord") == CGRect(x: 163, y: 413.5, width: 64, height: 17))
    }
  }

  @Test func aNamespaceIsNoNewInputForItsView() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: NamespaceParent(), runtime: runtime)
      let before = host.evaluations.filter { $0.view == "NamespaceChild" }.count
      #expect(host.write("count", 1, in: "NamespaceParent"))
      host.settle()
      #expect(host.evaluations.filter { $0.view == "NamespaceChild" }.count == before)
    }
  }

  @Test func removeAndMoveAtOffsetsFollowSwiftUIsExtensions() {
    var letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
    #expect(letters == ["b", "c", "a", "d"])
    letters.move(fromOffsets: IndexSet([2, 3]), toOffset: 0)
    #expect(letters == ["a", "d", "b", "c"])
    letters.remove(atOffsets: IndexSet([1, 3]))
    #expect(letters == ["a", "b"])
  }
}

@MainActor
struct RecordedValueTests {
  @Test func fontsAndWeightsAreRecordedOnText() {
    let text = Text("a").font(.title2).bold().italic()
    #expect(text.font == .title2)
    #expect(text.fontWeight == .bold)
    #expect(text.isItalic)
    let font = Font.system(size: 28, weight: .semibold, design: .rounded)
    #expect(font.size == 28 && font.weight == .semibold && font.design == .rounded)
    #expect(Font.body.monospacedDigit().usesMonospacedDigits)
    #expect(Font.caption.weight(.bold).weight == .bold)
  }

  @Test func aStepperStepsItsValueWithinItsBounds() {
    var value = 9
    let stepper = Stepper(
      "n", value: Binding(get: { value }, set: { value = $0 }), in: 0...10, step: 1)
    stepper.increment()
    stepper.increment()
    #expect(value == 10)
    stepper.decrement()
    #expect(value == 9)
  }

  @Test func aGradientSpacesItsColoursEvenly() {
    let gradient = Gradient(colors: [.red, .green, .blue])
    #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    #expect(gradient.stops.map(\.color) == [.red, .green, .blue])
  }

  @Test func aGradientFillsTheSpaceItIsOffered() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: HStack(spacing: 0) {
          LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
          RealWord(text: "ab")
        }.frame(width: 100, height: 20), runtime: runtime)
      // The gradient takes what the 16-wide text leaves: 84.
      #expect(host.frame(of: "RealWord") == CGRect(x: 229, y: 413.5, width: 16, height: 17))
    }
  }
}

@MainActor
struct ImageSizingTests {
  @Test func aResizableImageFitsOrFillsWithItsOwnRatio() {
    Runtime.withNew { runtime in
      // A 100 × 50 frame, centred at (145, 397).
      let fit = ViewHost(
        rootView: RealIcon().scaledToFit().frame(width: 100, height: 50), runtime: runtime)
      #expect(fit.frame(of: "RealIcon") == CGRect(x: 170, y: 397, width: 50, height: 50))
      let fill = ViewHost(
        rootView: RealIcon().scaledToFill().frame(width: 100, height: 50), runtime: runtime)
      #expect(fill.frame(of: "RealIcon") == CGRect(x: 145, y: 372, width: 100, height: 100))
    }
  }

  @Test func anExplicitRatioFitsInsideTheProposal() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: RealIcon().aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100),
        runtime: runtime)
      #expect(host.frame(of: "RealIcon") == CGRect(x: 145, y: 397, width: 100, height: 50))
    }
  }

  @Test func aFixedImageKeepsItsSizeWhateverTheFrame() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: RealIcon(resizable: false).frame(width: 100, height: 100), runtime: runtime)
      #expect(host.frame(of: "RealIcon")?.size == CGSize(width: 17, height: 17))
    }
  }

  @Test func aSecureFieldIsTypedIntoByItsPlaceholder() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PasswordScreen(), runtime: runtime)
      #expect(host.type("s3cret", into: "Password"))
      host.settle()
      #expect(host.read("password", as: String.self) == "s3cret")
    }
  }

  @Test func strikethroughAndUnderlineAreRecordedOnText() {
    let text = Text("a").strikethrough().underline(false)
    #expect(text.isStrikethrough)
    #expect(!text.isUnderlined)
  }
}
