import HeadlessSwiftUI
import Runtime
import Testing

// Toolbar content as SwiftUI declares it (Docs/Semantics/SwiftUI.md §14.12): items are
// `ToolbarContent`, not views; `.toolbar` takes a `@ToolbarContentBuilder` closure or a
// `@ViewBuilder` one; a type of the app's own composes items in `var body: some ToolbarContent`.

/// Toolbar content of the app's own, with state of its own and a branch.
private struct EditingItems: ToolbarContent {
  @State private var taps = 0
  let editing: Bool
  let save: () -> Void

  var body: some ToolbarContent {
    ToolbarItem(placement: .topBarTrailing) {
      Button("Tapped \(taps)") { taps += 1 }
    }
    if editing {
      ToolbarItemGroup(placement: .bottomBar) {
        Button("Save", action: save)
        Text("unsaved")
      }
    } else {
      ToolbarItem(placement: .bottomBar) { Text("viewing") }
    }
  }
}

/// A named leaf, so that its frame can be read back.
private struct Title: View {
  let text: String
  var body: some View { Text(text) }
}

private struct NotesScreen: View {
  @State var editing = false
  @State var saves = 0

  var body: some View {
    Title(text: "Notes \(saves)")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          Button("Edit") { editing.toggle() }
        }
        EditingItems(editing: editing) { saves += 1 }
      }
  }
}

/// The `@ViewBuilder` form, views given directly.
private struct PlainToolbarScreen: View {
  @State var count = 0
  var body: some View {
    Text("Count \(count)").toolbar { Button("Add") { count += 1 } }
  }
}

/// Customizable items, `toolbar(id:content:)`.
private struct CustomizableScreen: View {
  var body: some View {
    Text("Body")
      .toolbar(id: "main") {
        ToolbarItem(id: "share", placement: .primaryAction) { Text("Share") }
        ToolbarItem(id: "info") { Text("Info") }
      }
  }
}

@MainActor
struct ToolbarContentTests {
  @Test func toolbarItemsAreContentWhoseViewsAreInTheGraphAndNotLaidOut() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: NotesScreen(), runtime: runtime)
      let plain = ViewHost(rootView: Title(text: "Notes 0"), runtime: runtime)
      #expect(host.texts.contains("viewing"))
      #expect(host.userViews.contains("EditingItems"))
      #expect(host.tap("Edit"))
      host.settle()
      #expect(host.texts.contains("unsaved"))
      #expect(!host.texts.contains("viewing"))
      #expect(host.tap("Save"))
      host.settle()
      #expect(host.texts.contains("Notes 1"))
      // The custom content keeps its own state, as a user view does.
      #expect(host.tap("Tapped 0"))
      host.settle()
      #expect(host.texts.contains("Tapped 1"))
      #expect(host.read("taps", as: Int.self, in: "EditingItems") == 1)
      // Not laid out: the text is where it is without a toolbar.
      #expect(host.frame(of: "Title") == plain.frame(of: "Title"))
    }
  }

  @Test func theViewBuilderFormAndCustomizableItemsStillTypecheckAndShow() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PlainToolbarScreen(), runtime: runtime)
      #expect(host.tap("Add"))
      host.settle()
      #expect(host.texts.contains("Count 1"))
      let custom = ViewHost(rootView: CustomizableScreen(), runtime: runtime)
      #expect(custom.texts.contains("Share") && custom.texts.contains("Info"))
    }
    let item = ToolbarItem(id: "share", placement: .primaryAction) { Text("Share") }
    #expect(item.id == "share")
    #expect(item.placement == .primaryAction)
  }
}
