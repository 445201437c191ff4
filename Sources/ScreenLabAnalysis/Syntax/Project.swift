#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  /// The parsed files of one analysis, their types and their code units.
  ///
  /// Everything is built in `init` and only read afterwards, except the files' line tables,
  /// which are made on demand behind a lock: the rule families share one project when they
  /// run on two threads (``RuleFamilies``).
  final class Project {
    let files: [SourceFile]
    let trees: [SourceFileSyntax]
    let index = TypeIndex()
    /// The outlets the storyboards and nibs given beside the files fix in size.
    let interface: InterfaceSizes
    private(set) var units: [CodeUnit] = []
    private(set) var globals: [String: String] = [:]
    /// The code units of each type, by the type's name, in the order of ``units``.
    private(set) var unitsByType: [String: [CodeUnit]] = [:]
    /// Each file's line table (`LineTable`), made the first time a finding needs it.
    private var lineTables: [LineTable?]
    private let lineTablesLock = NSLock()

    /// The index of the file whose tree holds `node`.
    func fileIndex(of node: Syntax) -> Int? {
      filesByRoot[node.root.id]
    }
    /// The position of each tree in ``trees`` by its root's identifier (the first, were one
    /// tree given twice): ``fileIndex(of:)`` is asked per node, so a search of the trees made
    /// the rules grow with nodes × files.
    private let filesByRoot: [SyntaxIdentifier: Int]

    init(
      files: [SourceFile], trees: [SourceFileSyntax], interface: InterfaceSizes = InterfaceSizes()
    ) {
      self.files = files
      self.trees = trees
      self.interface = interface
      lineTables = Array(repeating: nil, count: files.count)
      filesByRoot = Dictionary(
        trees.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { old, _ in old })
      for (position, tree) in trees.enumerated() { index.add(tree, index: position) }
      index.seal()
      for (position, tree) in trees.enumerated() {
        let collector = UnitCollector(file: position, index: index)
        collector.collect(tree)
        units += collector.units
        globals.merge(collector.globals) { first, _ in first }
      }
      for unit in units {
        if let name = unit.typeName { unitsByType[name, default: []].append(unit) }
      }
    }

    /// The 1-based location of the first token of `node`.
    func location(of node: some SyntaxProtocol, file: Int) -> ScreenLabAnalysis.SourceLocation {
      location(at: node.positionAfterSkippingLeadingTrivia, file: file)
    }

    /// A warning of `rule` at the first token of `node` in file `file`: the one way the rule
    /// families make a finding (a suppression or a fix is added by the caller).
    func warning(
      _ rule: Rule, at node: some SyntaxProtocol, file: Int, _ message: Finding.Message
    ) -> Finding {
      Finding(
        rule: rule, severity: .warning, location: location(of: node, file: file), message: message)
    }

    /// A finding of `rule` with `severity` at the first token of `node`: a rule whose shapes
    /// differ in how sure the finding is (a latent bug is a note) says so per finding.
    func finding(
      _ rule: Rule, _ severity: Severity, at node: some SyntaxProtocol, file: Int,
      _ message: Finding.Message
    ) -> Finding {
      Finding(
        rule: rule, severity: severity, location: location(of: node, file: file), message: message)
    }

    /// The 1-based location just after the last token of `node`.
    func endLocation(of node: some SyntaxProtocol, file: Int) -> ScreenLabAnalysis.SourceLocation {
      location(at: node.endPositionBeforeTrailingTrivia, file: file)
    }

    /// The line's leading white space at `node`.
    func indentation(of node: some SyntaxProtocol, file: Int) -> String {
      let utf8 = files[file].text.utf8
      let offset = min(node.positionAfterSkippingLeadingTrivia.utf8Offset, utf8.count)
      var start = utf8.index(utf8.startIndex, offsetBy: offset)
      // Back to the line's start, at most a few hundred bytes of indentation and code.
      while start > utf8.startIndex, utf8[utf8.index(before: start)] != UInt8(ascii: "\n") {
        start = utf8.index(before: start)
      }
      var end = start
      while end < utf8.endIndex, utf8[end] == UInt8(ascii: " ") || utf8[end] == UInt8(ascii: "\t") {
        end = utf8.index(after: end)
      }
      return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    private func location(at position: AbsolutePosition, file: Int)
      -> ScreenLabAnalysis.SourceLocation
    {
      let location = lineTable(file).location(of: position.utf8Offset)
      // The column in code points: the line's bytes before the node, less UTF-8
      // continuation bytes.
      let utf8 = files[file].text.utf8
      let end = min(location.offset, utf8.count)
      let start = max(0, end - (location.column - 1))
      let lineStart = utf8.index(utf8.startIndex, offsetBy: start)
      let nodeStart = utf8.index(utf8.startIndex, offsetBy: end)
      let characters = utf8[lineStart..<nodeStart].filter { $0 & 0xC0 != 0x80 }.count
      return ScreenLabAnalysis.SourceLocation(
        file: files[file].path, line: location.line, column: location.column,
        characterColumn: characters + 1)
    }

    /// The line table of `file`, made the first time a finding needs it.
    private func lineTable(_ file: Int) -> LineTable {
      lineTablesLock.lock()
      defer { lineTablesLock.unlock() }
      if let existing = lineTables[file] { return existing }
      let made = LineTable(files[file].text, tree: trees[file])
      lineTables[file] = made
      return made
    }

    /// The type a dotted path names in `unit`, as far as declarations tell.
    func resolve(_ path: String, in unit: CodeUnit) -> TypeInfo? {
      resolveName(path, in: unit).flatMap { index.type($0) }
    }

    /// The name of the type a dotted path has in `unit` (maybe a type outside the analysis,
    /// such as `UILabel`), or nil when no declaration tells.
    func resolveName(_ path: String, in unit: CodeUnit) -> String? {
      let parts = path.split(separator: ".").map(String.init)
      guard let first = parts.first else { return nil }
      var current: String?
      if first == "self" {
        current = unit.typeName
      } else if let local = unit.locals[first] {
        current = local
      } else if unit.isLocal(first) {
        return nil
      } else if let typeName = unit.typeName, let property = self.property(first, of: typeName) {
        current = property.typeName
      } else {
        current = globals[first]
      }
      for part in parts.dropFirst() {
        guard let name = current else { return nil }
        current = property(part, of: name)?.typeName
      }
      return current
    }

    /// A property of `typeName` or of its superclasses in the analysis.
    func property(_ name: String, of typeName: String) -> PropertyInfo? {
      var current = index.type(typeName)
      var steps = 0
      while let type = current, steps < 64 {
        if let property = type.properties[name] { return property }
        current = type.superclass(in: index)
        steps += 1
      }
      return nil
    }
  }
#endif
