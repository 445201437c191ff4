import Foundation
import HeadlessSwiftUI
import Runtime
import SwiftData
import Testing

// SwiftData as view files use it, headless and in memory (Docs/Semantics/SwiftData.md).

@Model final class Note {
  var title: String
  var pinned: Bool = false
  var order: Int
  @Transient var draft = ""

  init(title: String, order: Int) {
    self.title = title
    self.order = order
  }
}

@Model final class Tag {
  var name: String
  init(name: String) { self.name = name }
}

@Model final class Folder {
  var name: String
  var notes: [Note] = []
  init(name: String) { self.name = name }
}

private struct NoteList: View {
  @Query(sort: \Note.order) var notes: [Note]
  var body: some View {
    VStack {
      ForEach(notes) { note in NoteTitle(note: note) }
    }
  }
}

private struct NoteTitle: View {
  let note: Note
  var body: some View { Text(note.title) }
}

private struct PinnedCount: View {
  @Query(filter: #Predicate<Note> { $0.pinned }) var pinned: [Note]
  var body: some View { Text("\(pinned.count) pinned") }
}

private struct Composer: View {
  @Environment(\.modelContext) private var context
  @Query var notes: [Note]
  var body: some View {
    VStack {
      Text("\(notes.count) notes")
      Button("Add") { context.insert(Note(title: "new", order: notes.count)) }
    }
  }
}

@MainActor
struct SwiftDataTests {
  private func container() throws -> ModelContainer {
    try ModelContainer(
      for: Note.self, Tag.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  }

  @Test func aContextFetchesFiltersSortsAndSavesInMemory() throws {
    let container = try container()
    let context = ModelContext(container)
    #expect(!context.hasChanges)
    for (index, title) in ["b", "c", "a"].enumerated() {
      context.insert(Note(title: title, order: index))
    }
    #expect(context.hasChanges)
    let byTitle = try context.fetch(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.title)]))
    #expect(byTitle.map(\.title) == ["a", "b", "c"])
    var descriptor = FetchDescriptor<Note>(
      predicate: #Predicate { $0.order > 0 }, sortBy: [SortDescriptor(\.order, order: .reverse)])
    #expect(try context.fetch(descriptor).map(\.title) == ["a", "c"])
    descriptor.fetchLimit = 1
    #expect(try context.fetch(descriptor).map(\.title) == ["a"])
    #expect(try context.fetchCount(FetchDescriptor<Note>()) == 3)
    try context.save()
    #expect(!context.hasChanges)
    // Another context of the container sees the saved models, not this one's unsaved ones.
    context.insert(Note(title: "d", order: 3))
    #expect(try ModelContext(container).fetchCount(FetchDescriptor<Note>()) == 3)
    #expect(try context.fetchCount(FetchDescriptor<Note>()) == 4)
    context.rollback()
    #expect(try context.fetchCount(FetchDescriptor<Note>()) == 3)
    // A deleted model leaves fetches at once and the store at the next save.
    let first = byTitle[0]
    context.delete(first)
    #expect(first.isDeleted)
    #expect(try context.fetch(FetchDescriptor<Note>()).map(\.title).sorted() == ["b", "c"])
    try context.save()
    #expect(first.modelContext == nil)
    #expect(try ModelContext(container).fetchCount(FetchDescriptor<Note>()) == 2)
  }

  @Test func insertingAModelInsertsTheModelsItHolds() throws {
    let container = try ModelContainer(
      for: Folder.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = container.mainContext
    let folder = Folder(name: "Work")
    folder.notes.append(Note(title: "plan", order: 0))
    context.insert(folder)
    #expect(try context.fetch(FetchDescriptor<Note>()).map(\.title) == ["plan"])
    // A model added to an inserted model's relationship is inserted too.
    folder.notes.append(Note(title: "review", order: 1))
    #expect(try context.fetchCount(FetchDescriptor<Note>()) == 2)
    #expect(folder.notes.allSatisfy { $0.modelContext === context })
    #expect(folder.persistentModelID < folder.notes[0].persistentModelID)
  }

  @Test func aQueryReRunsItsViewOnlyForItsOwnModels() throws {
    let container = try container()
    let context = container.mainContext
    context.insert(Note(title: "one", order: 1))
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: NoteList().modelContainer(container), runtime: runtime)
      #expect(host.texts == ["one"])
      let tag = host.measure("tag", key: "notes") {
        host.perform { context.insert(Tag(name: "home")) }
      }
      #expect(tag.recomputes.isEmpty)
      let note = host.measure("note", key: "notes") {
        host.perform { context.insert(Note(title: "zero", order: 0)) }
      }
      #expect(note.recomputes.map(\.view) == ["NoteList"])
      #expect(host.texts == ["zero", "one"])
    }
  }

  @Test func aViewReadingOneModelPropertyIgnoresWritesToAnother() throws {
    let note = Note(title: "one", order: 1)
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: NoteTitle(note: note), runtime: runtime)
      let other = host.measure("pin", key: "pinned") { host.perform { note.pinned = true } }
      #expect(other.recomputes.isEmpty)
      let transient = host.measure("draft", key: "draft") { host.perform { note.draft = "x" } }
      #expect(transient.recomputes.isEmpty)
      let read = host.measure("title", key: "title") { host.perform { note.title = "uno" } }
      #expect(read.recomputes.map(\.view) == ["NoteTitle"])
      #expect(host.texts == ["uno"])
    }
  }

  @Test func aFilteredQueryFollowsWritesToItsModels() throws {
    let container = try container()
    let note = Note(title: "one", order: 1)
    container.mainContext.insert(note)
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PinnedCount().modelContainer(container), runtime: runtime)
      #expect(host.texts == ["0 pinned"])
      host.perform { note.pinned = true }
      host.settle()
      #expect(host.texts == ["1 pinned"])
    }
  }

  @Test func aViewsOwnContainerKeepsItsInsertsAcrossUpdates() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Composer().modelContainer(for: Note.self), runtime: runtime)
      #expect(host.texts == ["0 notes", "Add"])
      #expect(host.tap("Add"))
      host.settle()
      #expect(host.tap("Add"))
      host.settle()
      #expect(host.texts == ["2 notes", "Add"])
    }
  }

  @Test func withoutAContainerQueriesAreEmpty() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Composer(), runtime: runtime)
      #expect(host.tap("Add"))
      host.settle()
      #expect(host.texts == ["0 notes", "Add"])
    }
  }

  @Test func containersRejectDuplicateConfigurationNames() {
    #expect(throws: SwiftDataError.duplicateConfiguration) {
      try ModelContainer(
        for: Schema([Note.self]),
        configurations: [ModelConfiguration("a"), ModelConfiguration("a")])
    }
    #expect(Note.schemaMetadata.count == 3)
  }
}
