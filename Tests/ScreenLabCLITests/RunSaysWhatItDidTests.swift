import Foundation
import HeadlessSwiftUI
import Observation
import ScreenLabRun
import Testing

@testable import ScreenLabCLI

/// `screenlab run` says what it did (Docs/Run.md §4, §7): the tree is labelled as the tree
/// before the steps, a view only a preview makes is hosted through the preview, a trap names
/// the user's file, and a file nested past what the parser takes is refused at once.
@MainActor @Suite struct RunSaysWhatItDidTests {
  func scratch(_ files: [String: String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenlab-run-says-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    return folder
  }

  @Test func theTreeIsLabelledAsBeforeTheSteps() {
    let result = RunResult(
      candidates: ["A"],
      hosted: [
        HostedRun(
          name: "A", kind: "swiftui", tree: ["A", "  Text \"x\""],
          steps: [StepResult(option: "--tap", value: "x", label: "x-dokunuldu", lines: ["l"])])
      ])
    #expect(
      result.textLines() == ["== A ==", "agac, adimlardan once:", "A", "  Text \"x\"", "", "l"])
    #expect(result.textLines(.en)[1] == "tree before the steps:")
    // Without steps there is only the one tree, as before.
    let still = RunResult(
      candidates: ["A"], hosted: [HostedRun(name: "A", kind: "swiftui", tree: ["A"])])
    #expect(still.textLines() == ["== A ==", "A"])
  }

  @Test func aViewOnlyAPreviewMakesIsHostedThroughThePreview() throws {
    let folder = try scratch([
      "Row.swift": """
      import SwiftUI
      struct Item { let title: String }
      struct Row: View {
        let item: Item
        var body: some View { Text(item.title) }
      }
      #Preview("Sample row") {
        Row(item: Item(title: "Milk"))
      }

      """
    ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let prepared = try RunCommand.prepare([folder + "/Row.swift"], in: folder + "/scratch")
    // Row can be made with a synthesized item, but the preview's item is the author's.
    #expect(prepared.hostables.first { $0.name == "Row" }?.synthesized != nil)
    #expect(RunCommand.preview(making: "Row", prepared) == "Sample row")
    #expect(RunCommand.previewInstead(of: "Row", prepared) == "Sample row")
    #expect(RunCommand.preview(making: "Nothing", prepared) == nil)
    #expect(RunCommand.previewInstead(of: "Sample row", prepared) == nil)
  }

  @Test func aNestedViewIsNamedByItsOwnName() throws {
    let folder = try scratch([
      "Bubble.swift": """
      import SwiftUI
      enum Common {
        struct BubbleView: View { var body: some View { Text("b") } }
      }
      enum Other {
        struct Row: View { var body: some View { Text("r") } }
      }
      enum Again {
        struct Row: View { var body: some View { Text("r") } }
      }

      """
    ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let prepared = try RunCommand.prepare([folder + "/Bubble.swift"], in: folder + "/scratch")
    #expect(RunCommand.qualified("BubbleView", prepared) == "Common.BubbleView")
    #expect(RunCommand.qualified("Common.BubbleView", prepared) == "Common.BubbleView")
    // Two nested views of that name: the name stays as given (and is then an unknown view).
    #expect(RunCommand.qualified("Row", prepared) == "Row")
  }

  @Test func aTrapNamesTheUsersFileAndLine() {
    let paths = ["/cache/run/Sources/Run/F0_Card.swift": "Sources/Card.swift"]
    #expect(
      RunDiagnostics.userPaths(in: "Run/F0_Card.swift:12: Fatal error: boom", paths: paths)
        == "Sources/Card.swift:12: Fatal error: boom")
    #expect(
      RunDiagnostics.userPaths(
        in: "/cache/run/Sources/Run/F0_Card.swift:3: Fatal error", paths: paths)
        == "Sources/Card.swift:3: Fatal error")
    #expect(
      RunDiagnostics.userPaths(in: "Fatal error: Index out of range", paths: paths)
        == "Fatal error: Index out of range")
  }

  @Test func thousandsOfNestedConditionalsAreRefusedWithAMessage() throws {
    let depth = 3000
    let text =
      String(repeating: "#if A\n", count: depth) + "let x = 1\n"
      + String(repeating: "#endif\n", count: depth)
    let folder = try scratch(["Deep.swift": text])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/Deep.swift"
    let error = #expect(throws: RunFailure.self) {
      try RunCommand.prepare([path], in: folder + "/scratch")
    }
    #expect(
      error?.message
        == "cannot run '\(path)': #if blocks nest 3000 levels deep (more than 256): "
        + "SwiftParser cannot parse them and takes long to say so")
    // The analyzer skips it the same way.
    let result = runCLI(["analyze", path])
    #expect(
      result.errors.contains(
        "skipped: #if blocks nest 3000 levels deep (more than 256); SwiftParser cannot "
          + "parse them and takes long to say so"))
    // Real code's nesting is far below the limit.
    let shallow = String(repeating: "#if A\n", count: 3) + String(repeating: "#endif\n", count: 3)
    #expect(throws: Never.self) {
      _ = try RunCommand.prepare([try self.write(shallow, in: folder)], in: folder + "/s2")
    }
  }

  func write(_ text: String, in folder: String) throws -> String {
    let path = folder + "/Shallow.swift"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func anObservableKeyIsNamedAndAnInsertedRowIsListed() {
    let candidate = RunCandidate.view("RunList") { RunList(store: RunListStore()) }
    let result = RunDriver.run(
      [candidate], request: RunRequest(steps: [.toggle("Wi-Fi"), .tap("Add")]))
    let lines = result.hosted.first?.steps.flatMap(\.lines) ?? []
    #expect(
      lines == [
        "wi-fi-degisti: isOn degisti | yeniden RunList gozlem, RunListRow gozlem "
          + "| atlanan RunListRow",
        "add-dokunuldu: items degisti | yeniden RunList gozlem | atlanan RunListRow,RunListRow",
        "add-dokunuldu: eklenen RunListRow[id: vpn] | kaldirilan yok",
      ])
  }
}

@Observable final class RunListItem: Identifiable {
  let id: String
  var isOn = false
  init(_ id: String) { self.id = id }
}

@Observable final class RunListStore {
  var items = [RunListItem("wifi"), RunListItem("bluetooth")]
}

struct RunListRow: View {
  @Bindable var item: RunListItem
  var body: some View {
    Toggle(item.id == "wifi" ? "Wi-Fi" : item.id, isOn: $item.isOn).opacity(item.isOn ? 1 : 0.5)
  }
}

struct RunList: View {
  let store: RunListStore
  var body: some View {
    VStack {
      Text("\(store.items.filter(\.isOn).count) on")
      ForEach(store.items) { RunListRow(item: $0) }
      Button("Add") { store.items.append(RunListItem("vpn")) }
    }
  }
}
