import Foundation
import Testing

@testable import ScreenLabAnalysis

/// The analyzer's `trimmedDescription` reads a node's text from the tree's bytes instead of
/// building a trimmed copy; for every node it must be SwiftSyntax's `trimmed.description`.
struct SourceTextTests {
  /// The Swift files of the analyzer's fixtures and of the repository's `Fixtures`.
  private static func fixtureSources() -> [String] {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = tests.deletingLastPathComponent().deletingLastPathComponent()
    var sources: [String] = []
    for folder in [
      tests.appendingPathComponent("Fixtures"), root.appendingPathComponent("Fixtures"),
    ] {
      let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8)
        else { continue }
        sources.append(text)
      }
    }
    return sources
  }

  @Test func everyNodeOfTheFixturesAgreesWithSwiftSyntax() {
    let sources = Self.fixtureSources()
    #expect(sources.count > 100)
    var nodes = 0
    for source in sources {
      let disagreements = SourceText.disagreements(in: source)
      #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
      nodes += SourceText.nodeCount(in: source)
    }
    #expect(nodes > 100_000)
  }

  @Test func nodesWithErrorsTriviaAndWideCharactersAgree() {
    // Missing tokens, unexpected text, comments and line breaks of two characters at the ends
    // of nodes, text beyond ASCII, an empty collection.
    for source in [
      "let x = \r\n  /* a */ foo(1, /* b */ 2) // c\r\n",
      "func f( { let = }\n  @ #if\n",
      "view.title = \"çağ 🎉\" ; let é = 1\u{2028}",
      "struct S { var a: Int = \n }\n class { } extension",
      "#if DEBUG\n  let a = [1, 2,]\n#else\n  let b = [:]\n#endif\n",
      "",
    ] {
      let disagreements = SourceText.disagreements(in: source)
      #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
      #expect(SourceText.nodeCount(in: source) > 0)
    }
  }
}
