// The module table of Docs/Architecture.md against Package.swift and the sources' re-exports:
// the map a newcomer reads first cannot drift from the package it describes.
import Foundation
import ScreenLabTestSupport
import Testing

struct ArchitectureMapTests {
  /// The repository's root.
  static let root = RepositoryFolder.root

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every non-test target of the manifest: `.target`, `.executableTarget`, `.plugin` and
  /// `.macro` declarations, and the facades named in its `facades` list.
  static func manifestTargets() throws -> Set<String> {
    let manifest = try text("Package.swift")
    var names = Set<String>()
    let declared = #/\.(?:target|executableTarget|plugin|macro)\(\s*name:\s*"([^"]+)"/#
    // Targets only: the `products:` list names plug-ins too (`.plugin(name:targets:)`).
    var targets = manifest
    if let products = manifest.range(of: "\n  products: ["),
      let end = manifest.range(of: "\n  targets: [", range: products.upperBound..<manifest.endIndex)
    {
      targets.removeSubrange(products.lowerBound..<end.lowerBound)
    }
    for match in targets.matches(of: declared) { names.insert(String(match.1)) }
    // The facades: `("SwiftUI", [ … ])` entries of `let facades`.
    if let start = manifest.range(of: "let facades: [(name: String"),
      let end = manifest.range(
        of: "let package = Package(", range: start.upperBound..<manifest.endIndex)
    {
      let block = manifest[start.upperBound..<end.lowerBound]
      for match in block.matches(of: #/\(\s*"([A-Za-z]+)",\s*\[/#) { names.insert(String(match.1)) }
    }
    return names
  }

  /// The rows of the "Modules" table: the first backticked name of each row, and the names
  /// listed after "re-exports:" in it.
  static func tableRows() throws -> [String: [String]?] {
    let architecture = try text("Docs/Architecture.md")
    guard let heading = architecture.range(of: "\n## Modules\n") else { return [:] }
    var rows: [String: [String]?] = [:]
    for line in architecture[heading.upperBound...].split(separator: "\n") {
      if line.hasPrefix("## ") { break }
      guard line.hasPrefix("| `"), let name = line.firstMatch(of: #/^\| `([^`]+)`/#) else {
        continue
      }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
      var exports: [String]?
      if cells.count > 2, let range = cells[2].range(of: "re-exports:") {
        exports = cells[2][range.upperBound...].matches(of: #/`([A-Za-z]+(?:\.[A-Za-z]+)?)`/#)
          .map { String($0.1) }
      }
      rows[String(name.1)] = exports
    }
    return rows
  }

  /// The modules a target's sources re-export with `@_exported import`.
  static func reExports(of target: String, facade: Bool) throws -> [String] {
    let candidates = [
      facade ? "Sources/Facades/\(target)" : "Sources/\(target)", "Plugins/\(target)",
    ]
    guard
      let path = candidates.first(where: {
        FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
      })
    else { return [] }
    let folder = root.appendingPathComponent(path)
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
    var modules = Set<String>()
    for file in files {
      let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      // A scoped re-export (`@_exported import struct CoreData.FetchRequest`) names the
      // declaration with its module.
      let exported = #/(?m)^@_exported import (?:(?:struct|class|enum|func) )?([A-Za-z.]+)/#
      for match in source.matches(of: exported) {
        modules.insert(String(match.1))
      }
    }
    return modules.sorted()
  }

  @Test func theModuleTableListsEveryTargetOfThePackageAndNoOther() throws {
    let targets = try Self.manifestTargets()
    let rows = try Self.tableRows()
    #expect(targets.count > 20, "the manifest parse found \(targets.sorted())")
    #expect(targets.subtracting(rows.keys).sorted() == [], "targets missing from the table")
    #expect(Set(rows.keys).subtracting(targets).sorted() == [], "rows naming no target")
  }

  @Test func everyRowListsExactlyItsModulesReExports() throws {
    let rows = try Self.tableRows()
    let facades = Set(
      try FileManager.default.contentsOfDirectory(
        atPath: Self.root.appendingPathComponent("Sources/Facades").path))
    var checked = 0
    for (name, listed) in rows {
      let actual = try Self.reExports(of: name, facade: facades.contains(name))
      if actual.isEmpty {
        #expect(listed == nil, "\(name) re-exports nothing, but its row lists \(listed ?? [])")
        continue
      }
      #expect(
        listed?.sorted() == actual,
        "\(name): the row lists \(listed ?? []), the sources re-export \(actual)")
      checked += 1
    }
    #expect(checked == 21)
  }
}
