import Foundation
import HeadlessSwiftUI
import Observation
import Runtime
import Testing

// API the public corpus's SwiftUI files use (Docs/Semantics/SwiftUI.md §13.4–§13.15).
// Window 390 × 844; the text metric is 8 points a character, 17 points a line.

private struct Box: View {
  let name: String
  var body: some View { Text(name) }
}

@MainActor @Observable
private final class Tally {
  var count = 0
  func bump() { count += 1 }
}

/// A `@MainActor @Observable` model in `@State`: compiles only when `State` is not a
/// `nonisolated` type (§13.7).
private struct TallyScreen: View {
  @State private var tally = Tally()
  var body: some View {
    VStack {
      Text("count \(tally.count)")
      Button("bump", action: tally.bump)
    }
  }
}

@MainActor
struct MainActorModelInStateTests {
  @Test func aMainActorObservableModelInStateIsMadeOnceAndDrivesTheView() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: TallyScreen(), runtime: runtime)
      #expect(host.texts.contains("count 0"))
      #expect(host.tap("bump"))
      host.settle()
      #expect(host.texts.contains("count 1"))
      #expect(host.tap("bump"))
      host.settle()
      #expect(host.texts.contains("count 2"))
    }
  }
}

@MainActor
struct ShapeStaticMemberTests {
  /// `shape` as a generic argument, as `.clipShape(_:)` takes it.
  private func shape<S: Shape>(_ shape: S) -> S { shape }

  @Test func theStaticMembersAreTheShapes() {
    #expect(shape(.rect(cornerRadius: 8)) == RoundedRectangle(cornerRadius: 8))
    #expect(
      shape(.rect(cornerSize: CGSize(width: 6, height: 9))) == RoundedRectangle(cornerRadius: 6))
    #expect(shape(.rect) == Rectangle())
    #expect(shape(.capsule) == Capsule())
    #expect(shape(.capsule(style: .circular)) == Capsule())
    #expect(shape(.circle) == Circle())
    #expect(shape(.ellipse) == Ellipse())
  }

  @Test func aStaticMemberShapeBackgroundTakesNoRoom() {
    Runtime.withNew { runtime in
      let plain = ViewHost(rootView: VStack { Box(name: "ab") }, runtime: runtime)
      let shaped = ViewHost(
        rootView: VStack {
          Box(name: "ab").background(.yellow, in: .capsule).clipShape(.rect(cornerRadius: 4))
            .contentShape(.rect)
        }, runtime: runtime)
      #expect(plain.frame(of: "Box") == shaped.frame(of: "Box"))
    }
  }
}

@MainActor
struct RecordedCorpusModifierTests {
  @Test func chromeTextAndAccessibilityModifiersTakeNoRoom() {
    Runtime.withNew { runtime in
      let plain = ViewHost(
        rootView: HStack {
          Box(name: "ab")
          Box(name: "cdef")
        }, runtime: runtime)
      let modified = ViewHost(
        rootView: HStack {
          Box(name: "ab").border(Color.gray, width: 2).accentColor(.red).help("tip")
            .symbolRenderingMode(.hierarchical).buttonBorderShape(.capsule)
            .scrollIndicators(.hidden).backgroundStyle(Color.blue).disableAutocorrection(true)
            .contentTransition(.numericText()).previewDisplayName("x")
            .keyboardShortcut("r", modifiers: .command)
          Box(name: "cdef").accessibilityElement(children: .combine)
            .accessibilityRemoveTraits(.isImage).accessibilityAction {}
            .accessibilityAdjustableAction { _ in }.monospacedDigit().kerning(2).tracking(1)
            .underline(pattern: .dash)
        }, runtime: runtime)
      #expect(plain.frames(of: "Box").count == 2)
      #expect(plain.frames(of: "Box") == modified.frames(of: "Box"))
    }
  }

  @Test func textRenderingBarAndPresentationChromeTakeNoRoom() {
    Runtime.withNew { runtime in
      let plain = ViewHost(
        rootView: VStack {
          Box(name: "ab")
          Box(name: "cdef")
        }, runtime: runtime)
      let modified = ViewHost(
        rootView: VStack {
          Box(name: "ab").minimumScaleFactor(0.5).truncationMode(.middle).allowsTightening(true)
            .lineSpacing(4).textCase(.uppercase).textSelection(.enabled).fontDesign(.rounded)
            .contextMenu { Button("copy") {} }.swipeActions { Button("delete") {} }
            .listRowSeparator(.hidden).navigationBarHidden(true).navigationBarBackButtonHidden()
            .statusBar(hidden: true).searchable(text: .constant(""), prompt: "Find")
          Box(name: "cdef").toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar).toolbar(.hidden, for: .tabBar)
            .interactiveDismissDisabled().presentationDragIndicator(.visible)
            .presentationCornerRadius(20).presentationBackground(Color.white)
            .headerProminence(.increased).scrollDisabled(true).onHover { _ in }
            .privacySensitive().onOpenURL { _ in }.focusable().geometryGroup()
            .accessibilityShowsLargeContentViewer().sensoryFeedback(.success, trigger: 1)
        }, runtime: runtime)
      #expect(plain.frames(of: "Box") == modified.frames(of: "Box"))
      // The menu's and the swipe actions' builders are not called: their buttons are absent.
      #expect(!modified.tap("copy"))
      #expect(!modified.tap("delete"))
    }
  }

  @Test func navigationBarItemsAreToolbarItemsAndColorSchemeSetsTheEnvironment() {
    Runtime.withNew { runtime in
      var edits = 0
      let host = ViewHost(
        rootView: VStack {
          Box(name: "ab")
          ForcedSchemeLabel().colorScheme(.dark)
        }
        .navigationBarItems(trailing: Button("Edit") { edits += 1 }),
        runtime: runtime)
      let plain = ViewHost(rootView: VStack { Box(name: "ab") }, runtime: runtime)
      #expect(host.tap("Edit"))
      host.settle()
      #expect(edits == 1)
      #expect(host.texts.contains("dark"))
      // The item is not laid out: the box is where the stack alone puts it, one line higher.
      #expect(host.frame(of: "Box")?.minX == plain.frame(of: "Box")?.minX)
    }
  }

  @Test func textKeepsItsOwnStylingSoConcatenationWorks() {
    let digits = Text("12").font(.body).monospacedDigit()
    #expect(digits.font?.usesMonospacedDigits == true)
    let joined: Text = Text("a").kerning(1) + Text("b").tracking(2).monospacedDigit()
    #expect(joined.content == "ab")
    #expect(Text("u").underline(pattern: .dot).isUnderlined)
    let key: KeyEquivalent = "r"
    #expect(key.character == "r")
    #expect(KeyboardShortcut(key).modifiers == .command)
    #expect(Font.custom("DIN", size: 20).size == 20)
  }
}

private struct AmountField: View {
  @State var amount = 5
  var body: some View {
    TextField("Amount", value: $amount, format: .number)
  }
}

private struct CommitField: View {
  @State var name = ""
  @State var commits = 0
  var body: some View {
    VStack {
      TextField("Name", text: $name, onEditingChanged: { _ in }, onCommit: { commits += 1 })
      SecureField("Code", text: $name, onCommit: { commits += 1 })
    }
  }
}

@MainActor
struct ControlFormTests {
  @Test func aFormattedFieldParsesWhatIsTypedAndKeepsTheValueOnBadText() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: AmountField(), runtime: runtime)
      #expect(host.type("42", into: "Amount"))
      host.settle()
      #expect(host.read("amount", as: Int.self) == 42)
      #expect(host.type("forty", into: "Amount"))
      host.settle()
      #expect(host.read("amount", as: Int.self) == 42)
    }
  }

  @Test func theDeprecatedFieldsEditTheTextAndNeverCommit() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: CommitField(), runtime: runtime)
      #expect(host.type("Ada", into: "Name"))
      host.settle()
      #expect(host.read("name", as: String.self) == "Ada")
      #expect(host.read("commits", as: Int.self) == 0)
    }
  }

  @Test func steppersPickersAndSlidersOfTheOlderForms() {
    var count = 3
    let counter = Binding(get: { count }, set: { count = $0 })
    let unbounded = Stepper("n", value: counter, step: 5)
    unbounded.increment()
    #expect(count == 8)
    unbounded.decrement()
    unbounded.decrement()
    #expect(count == -2)
    var log: [String] = []
    let closures = Stepper("c") {
      log.append("+")
    } onDecrement: {
      log.append("-")
    }
    closures.increment()
    closures.decrement()
    #expect(log == ["+", "-"])

    let picker = Picker(selection: counter, label: Text("Hour")) { Text("1").tag(1) }
    #expect(picker.label.content == "Hour")

    var scale: CGFloat = 0.5
    let slider = Slider(value: Binding(get: { scale }, set: { scale = $0 }), in: 0...1, step: 0.25)
    slider.value.wrappedValue = 0.3
    #expect(scale == 0.25)
    slider.value.wrappedValue = 0.9
    #expect(scale == 1)
    slider.value.wrappedValue = 7
    #expect(scale == 1)
    #expect(slider.bounds == 0...1)
  }
}

private struct OldAlertScreen: View {
  @State var showing = false
  @State var confirmed = 0
  var body: some View {
    Button("show") { showing = true }
      .alert(isPresented: $showing) {
        Alert(
          title: Text("Saved"), message: Text("All done"),
          primaryButton: .default(Text("Again")) { confirmed += 1 },
          secondaryButton: .cancel())
      }
  }
}

private struct OldSheetScreen: View {
  @State var showing = false
  @State var picked = ""
  var body: some View {
    Button("choose") { showing = true }
      .actionSheet(isPresented: $showing) {
        ActionSheet(
          title: Text("Pick"),
          buttons: [
            .default(Text("Swift")) { picked = "Swift" }, .destructive(Text("Drop")), .cancel(),
          ])
      }
  }
}

private struct Person: Identifiable {
  let id: Int
}

private struct ItemSheetScreen: View {
  @State var person: Person?
  @State var greeted: Int?
  @State var showing = false
  var body: some View {
    VStack {
      Button("open") { person = Person(id: 7) }
      Button("greet") { showing = true }
    }
    .sheet(item: $person) { person in PersonCard(id: person.id) }
    .alert("Welcome", isPresented: $showing, presenting: greeted) { value in
      Button("hi \(value)") {}
    }
  }
}

private struct PersonCard: View {
  let id: Int
  @Environment(\.dismiss) var dismiss
  var body: some View {
    VStack {
      Text("person \(id)")
      Button("done") { dismiss() }
    }
  }
}

@MainActor
struct PresentationFormTests {
  @Test func anAlertValueShowsItsTextsAndItsButtonsActAndDismiss() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: OldAlertScreen(), runtime: runtime)
      #expect(!host.texts.contains("Saved"))
      #expect(host.tap("show"))
      host.settle()
      #expect(host.texts.contains("Saved"))
      #expect(host.texts.contains("All done"))
      #expect(host.texts.contains("Cancel"))
      #expect(host.tap("Again"))
      host.settle()
      #expect(host.read("confirmed", as: Int.self) == 1)
      #expect(host.read("showing", as: Bool.self) == false)
      #expect(!host.texts.contains("Saved"))
    }
  }

  @Test func anActionSheetRunsTheChosenButton() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: OldSheetScreen(), runtime: runtime)
      #expect(host.tap("choose"))
      host.settle()
      #expect(host.texts.contains("Drop"))
      #expect(host.tap("Swift"))
      host.settle()
      #expect(host.read("picked", as: String.self) == "Swift")
      #expect(!host.texts.contains("Pick"))
    }
  }

  @Test func anItemSheetShowsTheItemAndDismissingClearsIt() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ItemSheetScreen(), runtime: runtime)
      #expect(!host.userViews.contains("PersonCard"))
      #expect(host.tap("open"))
      host.settle()
      #expect(host.texts.contains("person 7"))
      #expect(host.tap("done"))
      host.settle()
      #expect(!host.userViews.contains("PersonCard"))
      #expect(host.read("person", as: Person?.self)??.id == nil)
    }
  }

  @Test func anAlertPresentingNilDataIsNotShown() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ItemSheetScreen(), runtime: runtime)
      #expect(host.tap("greet"))
      host.settle()
      #expect(!host.texts.contains("Welcome"))
      #expect(host.write("greeted", Optional(3)))
      host.settle()
      #expect(host.texts.contains("Welcome"))
      #expect(host.texts.contains("hi 3"))
    }
  }
}

private struct FocusLabel: View {
  @AccessibilityFocusState var focused: Bool
  var body: some View {
    VStack {
      Text(focused ? "focused" : "unfocused").accessibilityFocused($focused)
      Button("focus") { focused = true }
    }
  }
}

private struct ForcedSchemeLabel: View {
  @Environment(\.colorScheme) var scheme
  var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

private struct ScenePhaseLabel: View {
  @Environment(\.scenePhase) var phase
  var body: some View { Text(phase == .active ? "active" : "not active") }
}

@MainActor
struct CorpusViewTests {
  @Test func anAsyncImageShowsItsPlaceholderOrItsEmptyPhase() {
    Runtime.withNew { runtime in
      let url = URL(string: "https://example.com/a.png")
      let host = ViewHost(
        rootView: VStack {
          AsyncImage(url: url) { image in
            image
          } placeholder: {
            Text("loading")
          }
          AsyncImage(url: url) { phase in
            if phase.image != nil { Text("loaded") } else { Text("empty") }
          }
          AsyncImage(url: url, scale: 3)
        }, runtime: runtime)
      #expect(host.texts.contains("loading"))
      #expect(host.texts.contains("empty"))
      #expect(!host.texts.contains("loaded"))
    }
  }

  @Test func aLinkIsATappableButtonThatOpensNothing() {
    Runtime.withNew { runtime in
      let destination = URL(string: "https://www.swift.org")!
      let host = ViewHost(rootView: Link("Swift", destination: destination), runtime: runtime)
      #expect(host.texts == ["Swift"])
      #expect(host.tap("Swift"))
      #expect(!host.tap("Other"))
    }
  }

  @Test func aDatePickerKeepsItsSelectionAndLabel() {
    var date = Date(timeIntervalSince1970: 0)
    let picker = DatePicker(
      "Start", selection: Binding(get: { date }, set: { date = $0 }),
      in: Date(timeIntervalSince1970: 0)..., displayedComponents: .date)
    #expect(picker.label.content == "Start")
    #expect(picker.displayedComponents == .date)
    #expect(picker.range?.upperBound == Date.distantFuture)
    picker.selection.wrappedValue = Date(timeIntervalSince1970: 60)
    #expect(date.timeIntervalSince1970 == 60)
  }

  @Test func aColorPickerIsOneControlWithItsLabelAndSelection() {
    Runtime.withNew { runtime in
      var colour = Color.red
      let picker = ColorPicker("Tint", selection: Binding(get: { colour }, set: { colour = $0 }))
      #expect(picker.label.content == "Tint")
      #expect(picker.supportsOpacity)
      picker.selection.wrappedValue = .blue
      #expect(colour == .blue)
      let host = ViewHost(
        rootView: VStack(spacing: 0) {
          ColorPicker("Tint", selection: .constant(Color.red))
          Box(name: "below")
        }, runtime: runtime)
      let toggleHost = ViewHost(
        rootView: VStack(spacing: 0) {
          Toggle("Tint", isOn: .constant(true))
          Box(name: "below")
        }, runtime: runtime)
      // Laid out as a toggle is: the box below sits at the same place.
      #expect(host.frame(of: "Box") == toggleHost.frame(of: "Box"))
    }
  }

  @Test func aNamedColourIsClearWithoutAnAssetCatalog() {
    let named = Color("Brand")
    #expect(named.alpha == 0)
  }

  @Test func aTextNavigationTitleIsItsStringAndTheKeyboardIsAPlacement() {
    let box = Box(name: "a")
    #expect(box.navigationTitle(Text("Inbox")).modifier == box.navigationTitle("Inbox").modifier)
    #expect(box.navigationTitle(Text("Inbox")).modifier != box.navigationTitle("Sent").modifier)
    #expect(ToolbarItem(placement: .keyboard) { Text("Done") }.placement == .keyboard)
    #expect(ToolbarItemPlacement.keyboard != .bottomBar)
  }

  @Test func accessibilityFocusChangesWhenCodeWritesIt() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FocusLabel(), runtime: runtime)
      #expect(host.texts.contains("unfocused"))
      #expect(host.tap("focus"))
      host.settle()
      #expect(host.texts.contains("focused"))
    }
  }

  @Test func theScenePhaseIsActive() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ScenePhaseLabel(), runtime: runtime)
      #expect(host.texts == ["active"])
      host.setEnvironment(\.scenePhase, .background)
      host.settle()
      #expect(host.texts == ["not active"])
    }
  }
}

@MainActor
struct CorpusLayoutTests {
  @Test func edgeInsetsPadEachEdgeByItsOwnLength() throws {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack {
          Box(name: "ab").padding(EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 5))
        }, runtime: runtime)
      let plain = ViewHost(rootView: VStack { Box(name: "ab") }, runtime: runtime)
      let padded = host.frame(of: "Box")
      let bare = plain.frame(of: "Box")
      #expect(padded?.size == bare?.size)
      // The padded view is 16 + 25 wide and a line + 10 tall, centred in the window; the box
      // sits 20 points in from its leading edge and 10 down from its top.
      let line = bare?.height ?? 0
      let paddedWidth: CGFloat = 16 + 20 + 5
      #expect(padded?.minX == (390 - paddedWidth) / 2 + 20)
      #expect(padded?.minY == (844 - (line + 10)) / 2 + 10)
    }
  }

  @Test func positionCentresTheViewOnThePointAndTakesTheSpaceOffered() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: ZStack { Box(name: "ab").position(x: 100, y: 50) }.frame(width: 300, height: 200),
        runtime: runtime)
      let frame = host.frame(of: "Box")
      // The frame is centred in the window: (45, 322)…(345, 522); the box's centre is at
      // (100, 50) inside it.
      let center = CGPoint(x: 45 + 100, y: 322 + 50)
      #expect(frame.map { CGPoint(x: $0.midX, y: $0.midY) } == center)
    }
  }

  @Test func aHigherLayoutPriorityIsOfferedSpaceFirst() {
    Runtime.withNew { runtime in
      let view = HStack(spacing: 0) {
        Box(name: "aaaaaaaaaa")
        Box(name: "bbbbbbbbbb").layoutPriority(1)
      }.frame(width: 100)
      let host = ViewHost(rootView: view, runtime: runtime)
      let frames = host.frames(of: "Box")
      #expect(frames.count == 2)
      // Ten characters are 80 points: the prioritised text gets all of them.
      #expect(frames.last?.width == 80)
      #expect((frames.first?.width ?? 0) <= 20)
      // Without priorities the two share the width.
      let even = ViewHost(
        rootView: HStack(spacing: 0) {
          Box(name: "aaaaaaaaaa")
          Box(name: "bbbbbbbbbb")
        }.frame(width: 100), runtime: runtime)
      #expect(even.frames(of: "Box").map(\.width) == [50, 50])
    }
  }
}

private struct MenuScreen: View {
  @State var picked = ""
  var body: some View {
    VStack {
      Menu("Sort") {
        Button("By name") { picked = "name" }
        Button("By date") { picked = "date" }
      }
      GroupBox("Totals") { Text("12") }
      LabeledContent("Version", value: "1.0")
      ContentUnavailableView("No results", systemImage: "magnifyingglass")
      Text("secret").hidden()
    }
  }
}

@MainActor
struct CorpusContainerTests {
  @Test func aMenuLaysOutItsLabelAndItsItemsAreTappable() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: MenuScreen(), runtime: runtime)
      #expect(host.tap("By date"))
      host.settle()
      #expect(host.read("picked", as: String.self) == "date")
      for text in ["Sort", "Totals", "12", "Version", "1.0", "No results", "secret"] {
        #expect(host.texts.contains(text))
      }
    }
  }

  @Test func aHiddenViewKeepsItsPlaceAndTakesNoTouch() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack(spacing: 0) {
          Box(name: "ab").hidden()
          Box(name: "cd")
        }, runtime: runtime)
      let frames = host.frames(of: "Box")
      #expect(frames.count == 2)
      // The hidden box still takes its line: the second box is one line below it.
      #expect(frames[1].minY - frames[0].minY == 17)
      let hiddenCentre = CGPoint(x: frames[0].midX, y: frames[0].midY)
      #expect(host.hitTest(hiddenCentre) == nil)
      #expect(host.hitTest(CGPoint(x: frames[1].midX, y: frames[1].midY)) == "Box")
    }
  }

  @Test func stylesAreKeptAsDataAndTakeNoRoom() {
    Runtime.withNew { runtime in
      let plain = ViewHost(rootView: VStack { Box(name: "ab") }, runtime: runtime)
      let styled = ViewHost(
        rootView: VStack {
          Box(name: "ab").foregroundStyle(.tertiary).foregroundStyle(.red, .blue)
            .labelStyle(.iconOnly).navigationViewStyle(.stack).symbolVariant(.circle.fill)
            .indexViewStyle(.page(backgroundDisplayMode: .always)).toolbarRole(.editor)
            .fontWidth(.condensed).containerShape(Capsule()).scrollTargetLayout()
            .scrollTargetBehavior(.paging).toggleStyle(SwitchToggleStyle(tint: .red))
        }, runtime: runtime)
      #expect(plain.frame(of: "Box") == styled.frame(of: "Box"))
      #expect(SymbolVariants.circle.fill == SymbolVariants.circle.fill)
      #expect(SymbolVariants.circle.fill != SymbolVariants.fill.circle)
      #expect(Image(decorative: "logo") == Image("logo"))
    }
  }
}
