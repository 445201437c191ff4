import SwiftUI
import Testing

// A view file as Xcode's Core Data template writes it beside its entity classes: it imports
// SwiftUI alone, which on Apple's platforms declares `@FetchRequest` and `FetchedResults`
// (Docs/Semantics/CoreData.md CD-4.3). `TodoItem` is declared in CoreDataTests.swift, a file
// that imports Core Data, as an entity class is in its own file of a project.

private struct TodoTitles: View {
  @Environment(\.managedObjectContext) private var context
  @FetchRequest(entity: TodoItem.entity(), sortDescriptors: [])
  var items: FetchedResults<TodoItem>

  var body: some View {
    VStack {
      Text("\(items.count)")
      ForEach(items) { item in Text(item.title ?? "?") }
    }
  }
}

@MainActor
struct FetchRequestThroughSwiftUITests {
  @Test func aViewFileImportingSwiftUIAloneFetches() {
    // A context does not keep its container: the test keeps it.
    let container = TodoItem.loadedContainer()
    let context = container.viewContext
    let item = TodoItem(context: context)
    item.title = "one"
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: TodoTitles().environment(\.managedObjectContext, context), runtime: runtime)
      #expect(host.texts == ["1", "one"])
      host.perform {
        let second = TodoItem(context: context)
        second.title = "two"
      }
      host.settle()
      #expect(host.texts.first == "2")
      #expect(Set(host.texts.dropFirst()) == ["one", "two"])
    }
    withExtendedLifetime(container) {}
  }
}
