import Foundation
import HeadlessFoundation
import Testing

// `atomicWrite`, the writing option Linux's Foundation lacks
// (Docs/Semantics/OtherFrameworks.md OF-9.4), as an app saving an image's data writes it.

struct DataWritingOptionsTests {
  @Test func atomicWriteIsAtomicAndCombinesWithFileProtection() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("data-writing-options-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data([1, 2, 3]).write(to: url, options: [.atomicWrite, .completeFileProtection])
    #expect(try Data(contentsOf: url) == Data([1, 2, 3]))
    #expect(Data.WritingOptions.atomicWrite == .atomic)
  }
}
