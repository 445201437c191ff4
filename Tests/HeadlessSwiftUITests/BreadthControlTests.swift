import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

// Control initializers, split views, navigation-bar titles, geometry changes and share links
// (Docs/Semantics/SwiftUI.md §14.9, §14.10).

private struct NoteForm: View {
  @State var text = ""
  @State var isOn = false
  var body: some View {
    VStack {
      TextField("Title", text: $text, prompt: Text("Write a title"))
      TextField("Body", text: $text, axis: .vertical)
      Toggle("Wi-Fi", systemImage: "wifi", isOn: $isOn)
      Label("Photo", image: "photo")
      Image(systemName: "speaker.wave.3", variableValue: 0.5)
    }
  }
}

private struct Measured: View {
  @State var width: CGFloat = -1
  var body: some View {
    Text("wide")
      .frame(width: 120, height: 40)
      .onGeometryChange(for: CGFloat.self, of: { $0.size.width }, action: { width = $0 })
  }
}

private struct Split: View {
  var body: some View {
    NavigationSplitView {
      VStack {
        Text("Sidebar")
        NavigationLink("Inbox") { Text("Inbox detail") }
      }
    } detail: {
      Text("Pick a folder")
    }
    .navigationSplitViewStyle(.balanced)
  }
}

@MainActor
struct BreadthControlTests {
  @Test func controlInitializersKeepTheirTitlesAndLabels() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: NoteForm(), runtime: runtime)
      #expect(host.type("Hello", into: "Write a title"))
      host.settle()
      #expect(host.read("text", as: String.self) == "Hello")
      #expect(host.toggle("Wi-Fi"))
      host.settle()
      #expect(host.read("isOn", as: Bool.self) == true)
      #expect(host.texts.contains("Photo"))
    }
  }

  @Test func aSplitViewIsAStackOfItsSidebarInACompactWidth() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Split(), runtime: runtime)
      #expect(host.texts == ["Sidebar", "Inbox"])
      #expect(host.tap("Inbox"))
      host.settle()
      #expect(host.texts == ["Inbox detail"])
      #expect(
        host.recordedModifiers().contains {
          $0.name == "navigationSplitViewStyle" && $0.value == "balanced"
        })
    }
  }

  @Test func navigationBarTitleSetsTheNavigationTitle() {
    Runtime.withNew { runtime in
      let plain = ViewHost(
        rootView: VStack { Text("ab").navigationTitle("Inbox") }, runtime: runtime)
      let old = ViewHost(
        rootView: VStack { Text("ab").navigationBarTitle("Inbox", displayMode: .inline) },
        runtime: runtime)
      #expect(old.dump().contains(".NavigationTitleModifier"))
      #expect(plain.dump().contains(".NavigationTitleModifier"))
      #expect(old.recordedModifiers().contains { $0.name == "navigationBarTitleDisplayMode" })
    }
  }

  @Test func onGeometryChangeReportsTheLaidOutSize() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Measured(), runtime: runtime)
      host.settle()
      _ = host.frame(of: "Measured")
      host.settle()
      #expect(host.read("width", as: CGFloat.self) == 120)
    }
  }

  @Test func aShareLinkIsATappableLabel() throws {
    let url = try #require(URL(string: "https://example.com"))
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack {
          ShareLink(item: url)
          ShareLink("Send", item: "text", subject: Text("Hi"))
          ShareLink(item: url, preview: SharePreview("Site", image: Image("thumb"))) {
            Text("Custom")
          }
        }, runtime: runtime)
      #expect(host.texts == ["Share", "Send", "Custom"])
      #expect(host.tap("Share"))
      #expect(SharePreview("Site").title == "Site")
      #expect(ShareLink(item: url).items.first == url)
    }
  }

  @Test func stylesAndTheTintStyleTakeNoRoom() {
    Runtime.withNew { runtime in
      let plain = ViewHost(rootView: VStack { Text("ab") }, runtime: runtime)
      var presented = false
      let styled = ViewHost(
        rootView: VStack {
          Text("ab").foregroundStyle(.tint).formStyle(.grouped)
            .sensoryFeedback(.success, trigger: 1) { old, new in new > old }
            .sensoryFeedback(trigger: 1) { _, _ in .impact }
            .searchable(
              text: .constant(""),
              isPresented: Binding(get: { presented }, set: { presented = $0 }),
              prompt: "Find")
        }, runtime: runtime)
      #expect(plain.dump().count < styled.dump().count)
      #expect(
        styled.recordedModifiers().contains { $0.name == "formStyle" && $0.value == "grouped" })
      #expect(!presented)
    }
  }
}

private struct Pick: Identifiable {
  let id: Int
  let name: String
}

private struct SelectionScreen: View {
  @State var one: Int?
  @State var many: Set<Int> = []
  let picks = [Pick(id: 1, name: "Apple"), Pick(id: 2, name: "Pear")]
  var body: some View {
    VStack {
      List(picks, selection: $one) { Text($0.name) }
      List(picks, id: \.id, selection: $many) { Text($0.name.uppercased()) }
      List(selection: $one) { Text("Static") }
    }
  }
}

@MainActor
struct BreadthListTextTests {
  @Test func listSelectionsMonospacedFontsAndAttributedText() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: SelectionScreen(), runtime: runtime)
      #expect(host.texts == ["Apple", "Pear", "APPLE", "PEAR", "Static"])
      #expect(host.read("one", as: Int?.self) == .some(nil))
      #expect(Font.body.monospaced().design == .monospaced)
      #expect(Font.body.design == nil)
      var attributed = AttributedString("Hello ")
      attributed += AttributedString("world")
      #expect(Text(attributed).content == "Hello world")
      let plain = ViewHost(rootView: VStack { Text("ab") }, runtime: runtime)
      let mono = ViewHost(rootView: VStack { Text("ab").monospaced() }, runtime: runtime)
      #expect(mono.recordedModifiers().contains { $0.name == "monospaced" && $0.value == "true" })
      #expect(plain.texts == mono.texts)
    }
  }
}

@MainActor
struct BreadthInterpolationTests {
  @Test func interpolationsFormatTheirValues() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack {
          Text("\(3.14159, specifier: "%.2f") km")
          Text("\(42, format: .number) items")
        }, runtime: runtime)
      #expect(host.texts == ["3.14 km", "42 items"])
      let key: LocalizedStringKey = "Total: \(Text("9"))"
      #expect(key.key == "Total: 9")
      EnvironmentValues().openWindow(id: "detail")
      let recorded = ViewHost(
        rootView: ScrollView {
          Text("card").scrollTransition { content, phase in
            content.rotation3DEffect(.degrees(phase.value * 10), axis: (x: 0, y: 1, z: 0))
          }
        }, runtime: runtime
      ).recordedModifiers()
      #expect(recorded.map(\.value) == ["rotation3DEffect 0.0"])
    }
  }
}

private struct SelectedNoteKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  fileprivate var selectedNote: String? {
    get { self[SelectedNoteKey.self] }
    set { self[SelectedNoteKey.self] = newValue }
  }
}

private struct NoteCommands: View {
  @FocusedValue(\.selectedNote) private var note
  @FocusState private var focused: Bool
  var body: some View {
    Text(note ?? "none").focusedValue(\.selectedNote, "Groceries")
      .defaultFocus($focused, true)
  }
}

@MainActor
struct BreadthFocusedValueTests {
  @Test func aFocusedValueIsNilWhenNothingHasFocus() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: NoteCommands(), runtime: runtime)
      #expect(host.texts == ["none"])
      #expect(
        host.recordedModifiers().contains { $0.name == "focusedValue" && $0.value == "Groceries" })
      #expect(
        host.recordedModifiers().contains {
          $0.name == "defaultFocus" && $0.value == "true automatic"
        })
    }
  }
}

private struct DocumentsApp: App {
  var body: some Scene {
    WindowGroup(id: "documents") { Text("Documents") }
  }
}

@MainActor
struct BreadthWindowGroupTests {
  @Test func aWindowGroupWithAnIdentifierGivesItsRootView() throws {
    let root = try #require(DocumentsApp().body.windowRoot)
    #expect(root is Text)
  }
}
