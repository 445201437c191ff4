import Foundation
import ScreenLab
import ScreenLabRun
import Testing

@testable import ScreenLabCLI

/// The files of the app's bundle that `screenlab run` stands in for when the sources look
/// them up by literal name (Docs/Run.md §3, "Bundle resources").
@Suite struct RunResourcesTests {
  /// A controller of this suite's own, looking resources up as app code does.
  static let controller = """
    import UIKit
    import AVFoundation

    final class SoundBoard: UIViewController {
      var player: AVAudioPlayer?
      override func viewDidLoad() {
        super.viewDidLoad()
        let chime = Bundle.main.path(forResource: "Chime", ofType: "mp3")!
        player = try? AVAudioPlayer(contentsOf: URL(fileURLWithPath: chime))
        let cover = Bundle.main.url(forResource: "cover", withExtension: "PNG")!
        let cities = Bundle.main.url(forResource: "cities.json", withExtension: nil)
        let nested = Bundle.main.path(forResource: "level", ofType: "plist", inDirectory: "Levels")
        let named = "dynamic"
        let skipped = Bundle.main.path(forResource: named, ofType: "txt")
        let interpolated = Bundle.main.path(forResource: "\\(named)-2", ofType: "txt")
        let escape = Bundle.main.path(forResource: "../outside", ofType: "txt")
        let other = Bundle(path: "/x")?.path(forResource: "elsewhere", ofType: "txt")
        let again = Bundle.main.path(forResource: "Chime", ofType: "mp3")
        _ = (cover, cities, nested, skipped, interpolated, escape, other, again)
      }
    }

    """

  @Test(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
  func literalLookupsInTheMainBundleAreFoundOnceEach() {
    let found = RunResources.resources(in: [Self.controller]).map(\.path)
    #expect(found == ["Chime.mp3", "Levels/level.plist", "cities.json", "cover.PNG"])
  }

  @Test func theContentFollowsTheExtension() {
    #expect(RunResources.content(forName: "cover.PNG") == .image)
    #expect(RunResources.content(forName: "photos/kitten.jpg") == .image)
    #expect(RunResources.content(forName: "cities.json") == .json)
    #expect(RunResources.content(forName: "Levels/level.plist") == .propertyList)
    #expect(RunResources.content(forName: "Chime.mp3") == .empty)
    #expect(RunResources.content(forName: "words.txt") == .empty)
    #expect(RunResources.content(forName: "README") == .empty)
    #expect(RunResources.content(forName: ".hidden") == .empty)
  }

  /// The image placeholder is a whole PNG: the signature, a 20 × 20 RGBA `IHDR` and the
  /// `IEND` chunk last (PNG specification, 5.2, 11.2.2, 11.2.5).
  @Test func theImagePlaceholderIsATwentyPointPNG() {
    let bytes = [UInt8](RunResources.bytes(.image))
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
    func field(_ start: Int) -> Int { bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(field(16) == 20 && field(20) == 20)
    #expect(bytes[24] == 8 && bytes[25] == 6)
    #expect(Array(bytes.suffix(8).prefix(4)) == Array("IEND".utf8))
  }

  @Test func theJSONAndPropertyListPlaceholdersAreEmptyContainers() throws {
    let json = try JSONSerialization.jsonObject(with: RunResources.bytes(.json))
    #expect((json as? [String: Any])?.isEmpty == true)
    let list = try PropertyListSerialization.propertyList(
      from: RunResources.bytes(.propertyList), format: nil)
    #expect((list as? [String: Any])?.isEmpty == true)
    #expect(RunResources.bytes(.empty).isEmpty)
  }

  @Test func onlyPlainRelativePathsStandIn() {
    #expect(RunResources.path(name: "a", type: "png", directory: nil) == "a.png")
    #expect(RunResources.path(name: "a", type: ".png", directory: "x/y") == "x/y/a.png")
    #expect(RunResources.path(name: "a.json", type: "", directory: "") == "a.json")
    #expect(RunResources.path(name: "../a", type: "png", directory: nil) == nil)
    #expect(RunResources.path(name: "a", type: "png", directory: "/etc") == nil)
    #expect(RunResources.path(name: "", type: nil, directory: nil) == nil)
    #expect(RunResources.path(name: "a//b", type: nil, directory: nil) == nil)
  }

  /// The program runs from a folder of its own: a link to the executable and the
  /// placeholders, which the main bundle's lookup of a command-line program finds beside it;
  /// a later run's folder holds only its own resources.
  @Test func theFolderHoldsTheLinkAndThePlaceholdersOfThisRunOnly() throws {
    let base = NSTemporaryDirectory() + "screenlab-resources-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: base) }
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    let executable = base + "/Program"
    #expect(FileManager.default.createFile(atPath: executable, contents: Data("binary".utf8)))
    let folder = base + "/bundle"
    let first = RunResources.prepare(
      [.init(path: "Chime.mp3"), .init(path: "Levels/level.plist"), .init(path: "Program")],
      executable: executable, in: folder)
    #expect(first == folder + "/Program")
    #expect(FileManager.default.contents(atPath: folder + "/Program") == Data("binary".utf8))
    #expect(FileManager.default.contents(atPath: folder + "/Chime.mp3") == Data())
    #expect(
      FileManager.default.contents(atPath: folder + "/Levels/level.plist")
        == RunResources.bytes(.propertyList))
    _ = RunResources.prepare([.init(path: "cover.png")], executable: executable, in: folder)
    #expect(!FileManager.default.fileExists(atPath: folder + "/Chime.mp3"))
    #expect(
      FileManager.default.contents(atPath: folder + "/cover.png") == RunResources.bytes(.image))
  }

  @Test func theNoteNamesEachResourceAndWhatStandsIn() {
    let resources: [RunResources.Resource] = [.init(path: "Chime.mp3"), .init(path: "a.png")]
    #expect(
      RunResources.note(resources, language: .en)
        == "resources stood in for the app's bundle: Chime.mp3 (empty), a.png (a 20 × 20 "
        + "transparent PNG)")
    #expect(
      RunResources.note(resources, language: .tr)
        == "uygulama paketinin kaynaklari yerine: Chime.mp3 (bos), a.png (20 × 20 saydam PNG)")
    #expect(RunResources.note([], language: .en) == nil)
    var result = RunResult(
      candidates: ["SoundBoard"],
      hosted: [HostedRun(name: "SoundBoard", kind: "uiviewcontroller", tree: [])])
    result = RunCommand.noting(resources, in: result, language: .en)
    #expect(
      result.textLines(.en).prefix(2) == [
        "== SoundBoard ==", RunResources.note(resources, language: .en)!,
      ])
  }
}
