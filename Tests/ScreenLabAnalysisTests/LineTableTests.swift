import Foundation
import Testing

@testable import ScreenLabAnalysis

/// A finding's line and column come from the project's own line table of the file's text
/// (`LineTable`), not SwiftSyntax's `SourceLocationConverter`; at every offset they must be
/// the converter's.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct LineTableTests {
  @Test func everyOffsetOfTheFixturesAgreesWithSwiftSyntax() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = tests.deletingLastPathComponent().deletingLastPathComponent()
    var files = 0
    for folder in [
      tests.appendingPathComponent("Fixtures"), root.appendingPathComponent("Fixtures"),
    ] {
      let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8)
        else { continue }
        files += 1
        let disagreements = LineTable.disagreements(in: text)
        #expect(disagreements.isEmpty, "\(url.lastPathComponent): \(disagreements.prefix(3))")
      }
    }
    #expect(files > 100)
  }

  @Test func lineBreaksOfEveryKindAndWideCharactersAgree() {
    // `\r\n` is one break, `\r` and `\n` alone are one each, `\n\r` two; a break at the end,
    // none at the end, an empty file; a `#sourceLocation` directive (the converter's line is
    // the physical one); text beyond ASCII.
    for source in [
      "let a = 1\r\nlet b = 2\rlet c = 3\nlet d = 4\n\rlet e = 5\r\r\n",
      "let x = \"çağ 🎉\"\n  /* ö\r\n ü */ foo()",
      "#sourceLocation(file: \"other.swift\", line: 100)\nlet y = 1\n#sourceLocation()\nlet z = 2",
      "\n\n\n", "\r", "", "let s = \"\"\"\r\n  a\r\n  \"\"\"\r\n",
    ] {
      let disagreements = LineTable.disagreements(in: source)
      #expect(disagreements.isEmpty, "\(source.debugDescription): \(disagreements.prefix(3))")
    }
  }
}
