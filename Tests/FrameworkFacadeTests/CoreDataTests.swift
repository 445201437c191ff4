import CoreData
import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

// Core Data as view files use it, headless and in memory (Docs/Semantics/CoreData.md). The
// entity classes keep their values by key: `@NSManaged` properties compile and do not link on
// Linux (CD-1.1).

final class TodoItem: NSManagedObject {
  var title: String? {
    get { value(forKey: "title") as? String }
    set { setValue(newValue, forKey: "title") }
  }
  var rank: Int64 {
    get { value(forKey: "rank") as? Int64 ?? 0 }
    set { setValue(newValue, forKey: "rank") }
  }
}

extension TodoItem {
  /// A container with its stores loaded, for the tests of files that import SwiftUI alone.
  static func loadedContainer() -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Model")
    container.loadPersistentStores { _, error in #expect(error == nil) }
    return container
  }
}

final class TodoTag: NSManagedObject {}

/// An entity class as `screenlab run` compiles one written with `@NSManaged` (CD-1.3).
final class Entry: NSManagedObject {
  @_NSManaged var text: String?
  @_NSManaged var count: Int64
  @_NSManaged var done: Bool
}

private struct TodoList: View {
  @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "rank", ascending: true)])
  var items: FetchedResults<TodoItem>
  var body: some View {
    VStack {
      ForEach(items) { item in Text(item.title ?? "?") }
    }
  }
}

private struct RankedTodos: View {
  @FetchRequest(sortDescriptors: [SortDescriptor(\TodoItem.rank, order: .reverse)])
  var items: FetchedResults<TodoItem>
  var body: some View {
    VStack {
      ForEach(items) { item in Text(item.title ?? "?") }
    }
  }
}

private struct TodoRow: View {
  @ObservedObject var item: TodoItem
  var body: some View { Text(item.title ?? "?") }
}

@MainActor
struct CoreDataTests {
  private func loadedContainer() -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Model")
    var loads = 0
    container.loadPersistentStores { _, error in
      #expect(error == nil)
      loads += 1
    }
    #expect(loads == 1)
    return container
  }

  @Test func aContainersContextsFetchSortAndSaveInMemory() throws {
    let container = loadedContainer()
    let context = container.viewContext
    #expect(!context.hasChanges)
    for (rank, title) in [(2, "b"), (3, "c"), (1, "a")] {
      let item = TodoItem(context: context)
      item.title = title
      item.rank = Int64(rank)
    }
    #expect(context.hasChanges)
    let request = NSFetchRequest<TodoItem>(entityName: "TodoItem")
    request.sortDescriptors = [NSSortDescriptor(key: "rank", ascending: false)]
    #expect(try context.fetch(request).map(\.title) == ["c", "b", "a"])
    request.predicate = NSPredicate { object, _ in ((object as? TodoItem)?.rank ?? 0) > 1 }
    request.fetchLimit = 1
    #expect(try context.fetch(request).map(\.title) == ["c"])
    // Another context on the coordinator sees only saved objects.
    let background = container.newBackgroundContext()
    #expect(try background.count(for: NSFetchRequest<TodoItem>(entityName: "TodoItem")) == 0)
    try context.save()
    #expect(!context.hasChanges)
    #expect(try background.count(for: NSFetchRequest<TodoItem>(entityName: "TodoItem")) == 3)
    // An entity seen by the coordinator can be inserted by name.
    let made = NSEntityDescription.insertNewObject(forEntityName: "TodoItem", into: context)
    #expect(made is TodoItem)
    #expect(made.isInserted)
    context.rollback()
    #expect(try context.count(for: NSFetchRequest<TodoItem>(entityName: "TodoItem")) == 3)
    let first = try context.fetch(NSFetchRequest<TodoItem>(entityName: "TodoItem"))[0]
    context.delete(first)
    #expect(first.isDeleted)
    #expect(try context.count(for: NSFetchRequest<TodoItem>(entityName: "TodoItem")) == 2)
    try context.save()
    #expect(first.managedObjectContext == nil)
  }

  @Test func aFetchRequestReRunsItsViewOnlyForItsEntity() {
    let container = loadedContainer()
    let context = container.viewContext
    let item = TodoItem(context: context)
    item.title = "one"
    item.rank = 1
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: TodoList().environment(\.managedObjectContext, context), runtime: runtime)
      #expect(host.texts == ["one"])
      let other = host.measure("label", key: "items") {
        host.perform { _ = TodoTag(context: context) }
      }
      #expect(other.recomputes.isEmpty)
      let added = host.measure("todo", key: "items") {
        host.perform {
          let zero = TodoItem(context: context)
          zero.title = "zero"
        }
      }
      #expect(added.recomputes.map(\.view) == ["TodoList"])
      #expect(host.texts == ["zero", "one"])
    }
  }

  @Test func anObservedManagedObjectAnnouncesItsWrites() {
    // A context does not keep its container, nor an object its context: the test keeps both.
    let container = loadedContainer()
    let item = TodoItem(context: container.viewContext)
    item.title = "one"
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: TodoRow(item: item), runtime: runtime)
      host.perform { item.title = "uno" }
      host.settle()
      #expect(host.texts == ["uno"])
      #expect(item.isInserted && item.hasChanges)
    }
  }

  @Test func foundationSortDescriptorsOrderAFetchRequest() {
    let container = loadedContainer()
    for (rank, title) in [(1, "low"), (3, "high"), (2, "mid")] {
      let item = TodoItem(context: container.viewContext)
      item.title = title
      item.rank = Int64(rank)
    }
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: RankedTodos().environment(\.managedObjectContext, container.viewContext),
        runtime: runtime)
      #expect(host.texts == ["high", "mid", "low"])
    }
  }

  @Test func managedPropertiesKeepTheirValuesInTheObject() throws {
    let container = loadedContainer()
    let context = container.viewContext
    let first = Entry(context: context)
    #expect(first.text == nil && first.count == 0 && !first.done)
    first.text = "b"
    first.count = 2
    let second = Entry(context: context)
    second.setValue("a", forKey: "text")
    second.setValue(Int64(5), forKey: "count")
    #expect(second.text == "a" && second.count == 5)
    #expect(first.value(forKey: "text") as? String == "b")
    let request = NSFetchRequest<Entry>(entityName: "Entry")
    request.sortDescriptors = [NSSortDescriptor(key: "count", ascending: false)]
    #expect(try context.fetch(request).map(\.text) == ["a", "b"])
    try context.save()
    var announced = 0
    let subscription = first.objectWillChange.sink { announced += 1 }
    first.done = true
    #expect(announced == 1 && first.isUpdated && context.hasChanges)
    subscription.cancel()
  }

  @Test func formatPredicatesFilterByStoredValues() throws {
    let container = loadedContainer()
    let context = container.viewContext
    for (count, text) in [(1, "Écrire"), (4, "lire"), (7, "Dormir")] {
      let entry = Entry(context: context)
      entry.text = text
      entry.count = Int64(count)
      entry.done = count > 3
    }
    func texts(_ format: String, _ args: any CVarArg...) throws -> [String?] {
      let request = NSFetchRequest<Entry>(entityName: "Entry")
      request.predicate = NSPredicate(format: format, argumentArray: args)
      return try context.fetch(request).map(\.text)
    }
    #expect(try texts("count > %d", 3) == ["lire", "Dormir"])
    #expect(try texts("text CONTAINS[cd] %@", "ecr") == ["Écrire"])
    #expect(try texts("%K == %@", "text", "lire") == ["lire"])
    #expect(try texts("done == NO OR count >= 7") == ["Écrire", "Dormir"])
    #expect(try texts("NOT (text BEGINSWITH[c] 'd') AND count < 5") == ["Écrire", "lire"])
    #expect(try texts("text == nil").isEmpty)
  }

  @Test func withoutAContextFetchRequestsAreEmpty() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: TodoList(), runtime: runtime)
      #expect(host.texts.isEmpty)
    }
  }
}
