import Foundation
import ScreenLab

#if canImport(SwiftParser)
  import SwiftParser
  import SwiftSyntax
#endif

/// The files of the app's bundle that `screenlab run` stands in for (Docs/Run.md §3, "Bundle
/// resources").
///
/// An app's code finds the files its target copies into the bundle with
/// `Bundle.main.path(forResource:ofType:)` and `url(forResource:withExtension:)`, and often
/// force-unwraps the answer: the file ships with the app. A single file run here has no such
/// bundle, so every lookup answers nil and the program stops. Foundation's main bundle of a
/// command-line program is the folder of its executable (measured with
/// swift-corelibs-foundation, also through a hard link), so the program runs from a folder of its own that holds a hard link to
/// the built executable and one placeholder file per resource the sources name by literals.
/// Foundation's lookup then answers the placeholder's real path, as it would the app's file.
enum RunResources {
  /// The folder, in the scratch package's, that the program runs from when resources stand in.
  static let folderName = "bundle"

  /// What a placeholder holds, chosen by the resource's extension.
  enum Content: Hashable {
    /// A 20 × 20 fully transparent PNG (the size of a `UIImage(named:)` stand-in, §3): for
    /// every raster image extension, since ScreenLab decodes PNG only and Apple's image
    /// decoding reads the format from the bytes, not the name.
    case image
    /// `{}`: an empty JSON object, which `JSONSerialization` reads as an empty dictionary
    /// and `JSONDecoder` decodes into a type whose properties are all optional.
    case json
    /// An XML property list holding an empty dictionary.
    case propertyList
    /// No bytes: text (`txt`, `csv`, …) reads as the empty string; sounds, videos, fonts and
    /// anything else are not decoded headless (an `AVAudioPlayer` of it throws, as for a
    /// file it cannot read).
    case empty
  }

  /// One resource the sources name: its path in the bundle (`Data/cities.json`).
  struct Resource: Hashable, Comparable {
    let path: String

    static func < (lhs: Resource, rhs: Resource) -> Bool { lhs.path < rhs.path }

    var content: Content { RunResources.content(forName: path) }
  }

  static let imageExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "heic", "heif", "bmp", "tif", "tiff", "webp", "ico",
  ]

  /// The placeholder's content for a file named `name` (its extension, case-insensitive).
  static func content(forName name: String) -> Content {
    let last = name.split(separator: "/").last.map(String.init) ?? name
    guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return .empty }
    let pathExtension = last[last.index(after: dot)...].lowercased()
    if imageExtensions.contains(pathExtension) { return .image }
    switch pathExtension {
    case "json", "geojson": return .json
    case "plist": return .propertyList
    default: return .empty
    }
  }

  /// The bytes of `content`.
  static func bytes(_ content: Content) -> Data {
    switch content {
    case .image: return Data(base64Encoded: transparentPNG) ?? Data()
    case .json: return Data("{}\n".utf8)
    case .propertyList:
      return Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
        "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict/>
        </plist>

        """.utf8)
    case .empty: return Data()
    }
  }

  /// A 20 × 20 RGBA PNG, every pixel transparent (signature, `IHDR`, one zlib `IDAT`, `IEND`;
  /// PNG specification, 5 and 11.2).
  static let transparentPNG =
    "iVBORw0KGgoAAAANSUhEUgAAABQAAAAUCAYAAACNiR0NAAAAFUlEQVR42mNgGAWjYBSMglEwCqgDAAZUAAEyx8IOAAAA"
    + "AElFTkSuQmCC"

  /// The resources `texts` look up in the main bundle by literal name:
  /// `Bundle.main.path(forResource: "n", ofType: "e")` (and `inDirectory:`),
  /// `Bundle.main.url(forResource: "n", withExtension: "e")` (and `subdirectory:`), the type
  /// nil or left out for a name that carries its extension. A name built at run time, or a
  /// path that would leave the bundle's folder (`..`, `/` first), gives none. Sorted, once
  /// each.
  static func resources(in texts: [String]) -> [Resource] {
    #if canImport(SwiftParser)
      var found = Set<Resource>()
      for text in texts {
        let finder = LookupFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        found.formUnion(finder.found)
      }
      return found.sorted()
    #else
      return []
    #endif
  }

  /// The bundle path of `name` with `type` in `directory`, or nil when it is not a plain
  /// relative path.
  static func path(name: String, type: String?, directory: String?) -> String? {
    var file = name
    if let type, !type.isEmpty {
      file += "." + (type.hasPrefix(".") ? String(type.dropFirst()) : type)
    }
    let full = [directory, file].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "/")
    let parts = full.split(separator: "/", omittingEmptySubsequences: false)
    guard !full.isEmpty, !full.hasPrefix("/"), full.utf8.count <= 255,
      !full.contains("\0"), parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
    else { return nil }
    return full
  }

  /// Makes `folder` (removed first, so an earlier run's placeholders are gone) hold a hard
  /// link to `executable` and a placeholder per resource; the path of the link to run, or nil
  /// when the folder cannot be made (the program then runs where it was built, without the
  /// stand-ins).
  static func prepare(_ resources: [Resource], executable: String, in folder: String) -> String? {
    let files = FileManager.default
    try? files.removeItem(atPath: folder)
    guard (try? files.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
    else { return nil }
    let name = URL(fileURLWithPath: executable).lastPathComponent
    let program = folder + "/" + name
    guard link(executable, program) == 0 else { return nil }
    for resource in resources where resource.path != name {
      let target = folder + "/" + resource.path
      let parent = URL(fileURLWithPath: target).deletingLastPathComponent().path
      try? files.createDirectory(atPath: parent, withIntermediateDirectories: true)
      guard !files.fileExists(atPath: target) else { continue }
      _ = files.createFile(atPath: target, contents: bytes(resource.content))
    }
    return program
  }

  /// The line said under each hosted view's name, or nil for no resources.
  static func note(_ resources: [Resource], language: Language) -> String? {
    guard !resources.isEmpty else { return nil }
    let turkish = language == .tr
    let items = resources.map { resource in
      let what: String
      switch resource.content {
      case .image: what = turkish ? "20 × 20 saydam PNG" : "a 20 × 20 transparent PNG"
      case .json: what = turkish ? "bos JSON nesnesi" : "an empty JSON object"
      case .propertyList:
        what = turkish ? "bos ozellik listesi" : "an empty property list"
      case .empty: what = turkish ? "bos" : "empty"
      }
      return "\(resource.path) (\(what))"
    }
    return
      (turkish
      ? "uygulama paketinin kaynaklari yerine: " : "resources stood in for the app's bundle: ")
      + items.joined(separator: ", ")
  }
}

#if canImport(SwiftParser)
  /// Finds `Bundle.main.path(forResource:ofType:…)` and `url(forResource:withExtension:…)`
  /// with literal arguments.
  private final class LookupFinder: SyntaxVisitor {
    var found = Set<RunResources.Resource>()

    static let bases: Set<String> = ["Bundle.main", "Foundation.Bundle.main"]
    static let shapes: [String: (type: String, directory: String)] = [
      "path": ("ofType", "inDirectory"), "url": ("withExtension", "subdirectory"),
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base, Self.bases.contains(base.trimmedDescription),
        let shape = Self.shapes[member.declName.baseName.text]
      else { return .visitChildren }
      let arguments = Array(node.arguments)
      guard let first = arguments.first, first.label?.text == "forResource",
        let name = Self.literal(first.expression)
      else { return .visitChildren }
      var type: String?
      var directory: String?
      for argument in arguments.dropFirst() {
        switch argument.label?.text {
        case shape.type?:
          if argument.expression.is(NilLiteralExprSyntax.self) { continue }
          guard let text = Self.literal(argument.expression) else { return .visitChildren }
          type = text
        case shape.directory?:
          if argument.expression.is(NilLiteralExprSyntax.self) { continue }
          guard let text = Self.literal(argument.expression) else { return .visitChildren }
          directory = text
        default:
          return .visitChildren
        }
      }
      if let path = RunResources.path(name: name, type: type, directory: directory) {
        found.insert(.init(path: path))
      }
      return .visitChildren
    }

    /// The text of a string literal without interpolation, or nil.
    static func literal(_ expression: ExprSyntax) -> String? {
      guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
      var text = ""
      for segment in literal.segments {
        guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
        text += plain.content.text
      }
      return text.contains("\\") ? nil : text
    }
  }
#endif
