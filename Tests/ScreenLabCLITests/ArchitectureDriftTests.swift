// The parts of Docs/Architecture.md that restate the code: the module table's "depends on"
// column against Package.swift, and the two walks' hop counts against their tables and against
// the hops `ArchitectureWalkTests` drives. What the map says cannot drift from what it maps.
import Foundation
import Testing

struct ArchitectureDriftTests {
  static func text(_ path: String) throws -> String { try ArchitectureMapTests.text(path) }

  /// The quoted names in `text`, outside `//` comment lines.
  static func quotedNames(_ text: Substring) -> Set<String> {
    let code = text.split(separator: "\n").filter {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }
    return Set(code.flatMap { $0.matches(of: #/"([^"]+)"/#).map { String($0.1) } })
  }

  /// The manifest's `frameworks` list.
  static func frameworks() throws -> Set<String> {
    let manifest = try text("Package.swift")
    guard let start = manifest.range(of: "let frameworks: [Target.Dependency] = ["),
      let end = manifest.range(of: "]", range: start.upperBound..<manifest.endIndex)
    else { return [] }
    return quotedNames(manifest[start.upperBound..<end.lowerBound])
  }

  /// Each non-test target's direct dependencies as the manifest declares them, the shared
  /// `frameworks` and `frameworksAndBridging` lists expanded; the facades from `facades`.
  static func manifestDependencies() throws -> [String: Set<String>] {
    let manifest = try text("Package.swift")
    let frameworks = try Self.frameworks()
    func expanded(_ list: Substring) -> Set<String> {
      var names = quotedNames(list)
      if list.contains("frameworksAndBridging") {
        names.formUnion(frameworks.union(["HeadlessBridging"]))
      } else if list.contains(#/\bframeworks\b/#) {
        names.formUnion(frameworks)
      }
      return names
    }
    var dependencies: [String: Set<String>] = [:]
    guard let targets = manifest.range(of: "\n  targets: [") else { return [:] }
    let section = manifest[targets.upperBound...]
    let declared = #/\.(target|executableTarget|plugin|macro|testTarget)\(\s*name:\s*"([^"]+)"/#
    let declarations = Array(section.matches(of: declared))
    for (index, declaration) in declarations.enumerated() where declaration.1 != "testTarget" {
      let end =
        index + 1 < declarations.count
        ? declarations[index + 1].range.lowerBound : section.endIndex
      let body = section[declaration.range.upperBound..<end]
      guard let list = body.range(of: "dependencies:") else {
        dependencies[String(declaration.2)] = []
        continue
      }
      var listEnd = body.endIndex
      for stop in ["swiftSettings:", "linkerSettings:"] {
        if let found = body.range(of: stop, range: list.upperBound..<body.endIndex),
          found.lowerBound < listEnd
        {
          listEnd = found.lowerBound
        }
      }
      dependencies[String(declaration.2)] = expanded(body[list.upperBound..<listEnd])
    }
    if let start = manifest.range(of: "let facades: [(name: String"),
      let end = manifest.range(of: "let facadeSupport", range: start.upperBound..<manifest.endIndex)
    {
      for entry in manifest[start.upperBound..<end.lowerBound].matches(
        of: #/\(\s*"([A-Za-z]+)",\s*\[([^\]]*)\]/#)
      {
        dependencies[String(entry.1)] = quotedNames(entry.2)
      }
    }
    return dependencies
  }

  /// The module table's rows: the module and its "depends on" cell.
  static func dependsOnCells() throws -> [(module: String, cell: Substring)] {
    let architecture = try text("Docs/Architecture.md")
    guard let heading = architecture.range(of: "\n## Modules\n") else { return [] }
    var rows: [(String, Substring)] = []
    for line in architecture[heading.upperBound...].split(separator: "\n") {
      if line.hasPrefix("## ") { break }
      guard let name = line.firstMatch(of: #/^\| `([^`]+)`/#) else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
      guard cells.count > 4 else { continue }
      rows.append((String(name.1), cells[3]))
    }
    return rows
  }

  /// Every module a row's "depends on" cell names is a direct dependency in the manifest, and
  /// every direct dependency is named: by its name, by "the frameworks" (the manifest's
  /// `frameworks` list), by "`X` and below" (X and X's dependencies), by "the same" (the row's
  /// re-exports), or as a module a named one re-exports (the manifest lists a re-exported
  /// framework beside the module that re-exports it, so that SwiftPM rebuilds on its changes).
  @Test func theDependsOnColumnMatchesTheManifest() throws {
    let manifest = try Self.manifestDependencies()
    let rows = try Self.dependsOnCells()
    let exports = try ArchitectureMapTests.tableRows()
    let facades = Set(
      try FileManager.default.contentsOfDirectory(
        atPath: ArchitectureMapTests.root.appendingPathComponent("Sources/Facades").path))
    var reExports: [String: [String]] = [:]
    for name in manifest.keys {
      reExports[name] = try ArchitectureMapTests.reExports(of: name, facade: facades.contains(name))
    }
    #expect(rows.count > 20 && manifest.count > 20, "rows \(rows.count), targets \(manifest.count)")
    let frameworks = try Self.frameworks()
    #expect(frameworks.count > 5, "the manifest's frameworks: \(frameworks.sorted())")
    for (module, cell) in rows {
      let actual = manifest[module] ?? []
      let named = Set(cell.matches(of: #/`([A-Za-z-]+)`/#).map { String($0.1) })
      let namedTargets = named.intersection(manifest.keys)
      #expect(
        namedTargets.subtracting(actual).sorted() == [],
        "\(module): the table names modules the manifest does not make dependencies")
      var covered = named
      if cell.contains("the frameworks") { covered.formUnion(frameworks) }
      if cell.contains("the same") {
        // A scoped re-export (`CoreData.FetchRequest`) depends on its module.
        let listed = (exports[module] ?? nil) ?? []
        covered.formUnion(listed.map { String($0.prefix { $0 != "." }) })
      }
      for below in cell.matches(of: #/`([A-Za-z]+)` and below/#) {
        covered.formUnion(manifest[String(below.1)] ?? [])
      }
      var queue = Array(covered)
      while let next = queue.popLast() {
        for exported in reExports[next] ?? [] where covered.insert(exported).inserted {
          queue.append(exported)
        }
      }
      #expect(
        actual.subtracting(covered).sorted() == [],
        "\(module): dependencies in the manifest that its row does not name")
    }
  }

  /// Each walk's table numbers its hops 1…N with no gap, the sentence under it says **N hops**,
  /// and the stages `ArchitectureWalkTests` checks name every hop from 1 to N and none past it.
  @Test func theWalksHopCountsMatchTheirTablesAndTheWalkTests() throws {
    let architecture = try Self.text("Docs/Architecture.md")
    let walkTests = try Self.text("Tests/ScreenLabCLITests/ArchitectureWalkTests.swift")
    let walks = architecture.components(separatedBy: "\n### (").dropFirst().map {
      $0.components(separatedBy: "\n## ")[0]
    }
    #expect(walks.count >= 2)
    let tests = walkTests.components(separatedBy: "@Test func").dropFirst()
    #expect(tests.count == 2)
    for (walk, test) in zip(walks.prefix(2), tests) {
      let numbers = walk.matches(of: #/(?m)^\| (\d+) \|/#).compactMap { Int($0.1) }
      #expect(numbers == Array(1...max(1, numbers.count)), "the table's hops: \(numbers)")
      let stated = walk.firstMatch(of: #/\*\*(\d+) hops\*\*/#).flatMap { Int($0.1) }
      #expect(stated == numbers.count, "the text says \(stated ?? -1) hops")
      var driven = Set<Int>()
      for stage in test.matches(of: #/Hops? (\d+)(?:-(\d+))?/#) {
        guard let first = Int(stage.1) else { continue }
        let last = stage.2.flatMap { Int(String($0)) } ?? first
        driven.formUnion(first...last)
      }
      #expect(
        driven == Set(1...max(1, numbers.count)),
        "the walk test checks hops \(driven.sorted()), the table has \(numbers.count)")
    }
  }

  /// Every function a walk's table names is declared in Sources (by its base name), and every
  /// file it names is there: a rename or a move shows up as a failure here, not as a stale map.
  @Test func theWalksNameFunctionsAndFilesThatExist() throws {
    let architecture = try Self.text("Docs/Architecture.md")
    guard let start = architecture.range(of: "\n## Two walks\n"),
      let end = architecture.range(
        of: "\n## ", range: start.upperBound..<architecture.endIndex)
    else {
      Issue.record("no walks section")
      return
    }
    let sources = ArchitectureMapTests.root.appendingPathComponent("Sources")
    let paths = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") }
    var declared = Set<String>()
    for path in paths {
      let source = try String(
        contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      for match in source.matches(
        of: #/(?:func|var|struct|class|enum|protocol)\s+([A-Za-z_][A-Za-z0-9_]*)/#)
      {
        declared.insert(String(match.1))
      }
    }
    var checked = 0
    for line in architecture[start.upperBound..<end.lowerBound].split(separator: "\n") {
      guard line.firstMatch(of: #/^\| \d+ \|/#) != nil else { continue }
      let function = line.split(separator: "|", omittingEmptySubsequences: false)[2]
      for file in function.matches(of: #/\(([A-Za-z+\/]+\.swift)/#) {
        let exists = paths.contains { $0.hasSuffix(String(file.1)) }
        #expect(exists, "no file \(file.1) in Sources")
      }
      for name in function.matches(of: #/`([A-Za-z.]+)(?:\(|`)/#) {
        guard let base = name.1.split(separator: ".").last, base != "init" else { continue }
        let found = declared.contains(String(base))
        #expect(found, "\(name.1), named by the walk, is not declared")
        checked += 1
      }
    }
    #expect(checked > 30)
  }
}
