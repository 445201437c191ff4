import Foundation
import Testing

@testable import HeadlessQuartzCore

/// Core Animation's C constant names, as Apple's SDK declares them: obsoleted in Swift 4.2 and
/// renamed (Docs/Semantics/CoreAnimation.md (o)). Checked by compiling a snippet against the
/// built `QuartzCore` facade in both language modes.
@Suite struct CNameTests {
  /// The built modules of this checkout, when they exist.
  static var modules: URL? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("Modules"),
      root.appendingPathComponent(".build/debug/Modules"),
    ]
    return candidates.first {
      FileManager.default.fileExists(
        atPath: $0.appendingPathComponent("QuartzCore.swiftmodule").path)
    }
  }

  /// Type-checks `source` with `swiftc` in `mode`: the exit status and the errors.
  func typecheck(_ source: String, mode: String) throws -> (Int32, String) {
    let modules = try #require(Self.modules, "the QuartzCore facade was not built")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("cnames-\(mode)-\(source.hashValue).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", mode, "-I", modules.path, file.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let text = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: text, as: UTF8.self))
  }

  @Test func theCNamesAreRenamedInSwift5AndStandForTheTypedNamesInSwift4() throws {
    let source = """
      import QuartzCore
      let mode = kCAFillModeForwards
      let curve = kCAMediaTimingFunctionEaseInEaseOut
      let gravity: CALayerContentsGravity = kCAGravityResizeAspectFill
      """
    let (status5, errors5) = try typecheck(source, mode: "5")
    #expect(status5 != 0)
    #expect(
      errors5.contains(
        "'kCAFillModeForwards' has been renamed to 'CAMediaTimingFillMode.forwards'"))
    #expect(
      errors5.contains(
        "'kCAMediaTimingFunctionEaseInEaseOut' has been renamed to "
          + "'CAMediaTimingFunctionName.easeInEaseOut'"))
    let (status4, errors4) = try typecheck(source, mode: "4")
    #expect(status4 == 0, "\(errors4)")
  }
}
