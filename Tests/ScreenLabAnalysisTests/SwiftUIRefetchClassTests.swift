import Foundation
import ScreenLabAnalysis
import Testing

/// SL421: a list loaded again before the change request it follows has been answered
/// (Docs/Analyzer.md, "SwiftUI values that are not observed", SL421). Each reported shape has
/// a twin that waits for the change and stays quiet.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SwiftUIRefetchClassTests {
  /// A bookmarks screen whose remove action sends a DELETE and then does `afterRemoval`.
  static func bookmarks(removal: String, afterRemoval: String) -> String {
    """
    import SwiftUI
    struct BookmarkScreen: View {
        @State private var marks: [Bookmark] = []
        var body: some View {
            List(marks) { mark in
                Text(mark.title).swipeActions { Button("Remove") { remove(mark) } }
            }
            .onAppear(perform: reloadMarks)
        }
        func reloadMarks() {
            let address = URL(string: "https://example.org/marks")!
            URLSession.shared.dataTask(with: address) { payload, _, _ in
                guard let payload else { return }
                let decoded = (try? JSONDecoder().decode([Bookmark].self, from: payload)) ?? []
                DispatchQueue.main.async { self.marks = decoded }
            }.resume()
        }
        func remove(_ mark: Bookmark) {
            var removal = URLRequest(url: URL(string: "https://example.org/marks/\\(mark.key)")!)
            removal.httpMethod = "DELETE"
            let task = URLSession.shared.dataTask(with: removal) { _, _, failure in
                \(removal)
            }
            task.resume()
            \(afterRemoval)
        }
    }
    """
  }

  @Test func aReloadStartedRightAfterTheDeleteIsReported() {
    assertFindings(
      Self.bookmarks(removal: "print(failure as Any)", afterRemoval: "1️⃣reloadMarks()"),
      [
        FindingSpec("1️⃣", .reloadBeforeChangeCompletes, mentions: ["reloadMarks", "BookmarkScreen"])
      ],
      rules: [.reloadBeforeChangeCompletes])
  }

  @Test func aReloadTheDeletesCompletionStartsIsNotReported() {
    assertFindings(
      Self.bookmarks(
        removal: "if failure == nil { reloadMarks() }", afterRemoval: "print(mark.title)"),
      [], rules: [.reloadBeforeChangeCompletes])
  }

  /// A model whose `submit` posts an entry through `post(_:)` and then does `after`.
  static func journal(post: String, submit: String) -> String {
    """
    import SwiftUI
    final class JournalModel: ObservableObject {
        @Published var entries: [Entry] = []
        func refresh() async {
            let address = URL(string: "https://example.org/entries")!
            guard let (payload, _) = try? await URLSession.shared.data(from: address) else { return }
            entries = (try? JSONDecoder().decode([Entry].self, from: payload)) ?? []
        }
        \(post)
        \(submit)
    }
    """
  }

  @Test func aReloadAfterAMethodThatPostsAndReturnsAtOnceIsReported() {
    assertFindings(
      Self.journal(
        post: """
          func post(_ entry: Entry) {
              var sending = URLRequest(url: URL(string: "https://example.org/entries")!)
              sending.httpMethod = "POST"
              sending.httpBody = try? JSONEncoder().encode(entry)
              URLSession.shared.uploadTask(with: sending, from: sending.httpBody) { _, _, _ in }.resume()
          }
          """,
        submit: """
          func submit(_ entry: Entry) async {
              post(entry)
              await 1️⃣refresh()
          }
          """),
      [FindingSpec("1️⃣", .reloadBeforeChangeCompletes, mentions: ["refresh", "'post()'"])],
      rules: [.reloadBeforeChangeCompletes])
  }

  @Test func aReloadAfterAnAwaitedPostIsNotReported() {
    assertFindings(
      Self.journal(
        post: """
          func post(_ entry: Entry) async {
              var sending = URLRequest(url: URL(string: "https://example.org/entries")!)
              sending.httpMethod = "POST"
              sending.httpBody = try? JSONEncoder().encode(entry)
              _ = try? await URLSession.shared.data(for: sending)
          }
          """,
        submit: """
          func submit(_ entry: Entry) async {
              await post(entry)
              await refresh()
          }
          """),
      [], rules: [.reloadBeforeChangeCompletes])
  }

  /// A rename that awaits its PUT inside a task of its own, then does `after`.
  static func rename(_ task: String, after: String) -> String {
    journal(
      post: "",
      submit: """
        func rename(_ entry: Entry) async {
            var renaming = URLRequest(url: URL(string: "https://example.org/entries/1")!)
            renaming.httpMethod = "PUT"
            Task {
                _ = try? await URLSession.shared.data(for: renaming)
                \(task)
            }
            \(after)
        }
        """)
  }

  @Test func aReloadOutsideTheTaskThatAwaitsThePutIsReported() {
    assertFindings(
      Self.rename("print(entry)", after: "await 1️⃣refresh()"),
      [FindingSpec("1️⃣", .reloadBeforeChangeCompletes, mentions: ["refresh", "JournalModel"])],
      rules: [.reloadBeforeChangeCompletes])
  }

  @Test func aReloadInsideTheTaskAfterThePutIsNotReported() {
    assertFindings(
      Self.rename("await refresh()", after: "print(entry)"), [],
      rules: [.reloadBeforeChangeCompletes])
  }

  @Test func aReloadAfterARequestThatOnlyReadsIsNotReported() {
    assertFindings(
      Self.bookmarks(removal: "print(failure as Any)", afterRemoval: "reloadMarks()")
        .replacingOccurrences(
          of: "removal.httpMethod = \"DELETE\"", with: "removal.httpMethod = \"GET\""),
      [], rules: [.reloadBeforeChangeCompletes])
  }
}

/// SL421 across a view and the model it holds: the view's action asks the model to delete,
/// then to load again.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SwiftUIRefetchModelClassTests {
  static func shelf(completion: String) -> String {
    """
    import SwiftUI
    final class ShelfModel: ObservableObject {
        @Published var books: [Book] = []
        func reload() {
            URLSession.shared.dataTask(with: URL(string: "https://example.org/books")!) { payload, _, _ in
                let decoded = payload.flatMap { try? JSONDecoder().decode([Book].self, from: $0) }
                DispatchQueue.main.async { self.books = decoded ?? [] }
            }.resume()
        }
        func discard(_ book: Book) {
            var discarding = URLRequest(url: URL(string: "https://example.org/books/\\(book.isbn)")!)
            discarding.httpMethod = "delete"
            URLSession.shared.dataTask(with: discarding) { _, _, _ in
                \(completion)
            }.resume()
        }
    }
    struct ShelfScreen: View {
        @StateObject private var model = ShelfModel()
        var body: some View {
            List(model.books) { book in
                Button(book.title) {
                    model.discard(book)
                    1️⃣model.reload()
                }
            }
        }
    }
    """
  }

  @Test func aModelsReloadCalledRightAfterItsDeleteIsReported() {
    assertFindings(
      Self.shelf(completion: "print(\"sent\")"),
      [FindingSpec("1️⃣", .reloadBeforeChangeCompletes, mentions: ["reload", "'discard()'"])],
      rules: [.reloadBeforeChangeCompletes])
  }

  @Test func aModelWhoseDeleteReloadsInItsCompletionIsNotReported() {
    assertFindings(
      Self.shelf(completion: "DispatchQueue.main.async { self.reload() }")
        .replacingOccurrences(of: "1️⃣", with: ""), [],
      rules: [.reloadBeforeChangeCompletes])
  }
}
