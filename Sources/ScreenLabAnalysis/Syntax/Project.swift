#if SCREENLAB_SWIFTSYNTAX
  @_implementationOnly import SwiftSyntax

  /// The parsed files of one analysis, their types and their code units.
  final class Project {
    let files: [SourceFile]
    let trees: [SourceFileSyntax]
    let index = TypeIndex()
    private(set) var units: [CodeUnit] = []
    private(set) var globals: [String: String] = [:]
    private var converters: [Int: SourceLocationConverter] = [:]

    init(files: [SourceFile], trees: [SourceFileSyntax]) {
      self.files = files
      self.trees = trees
      for (position, tree) in trees.enumerated() { index.add(tree, index: position) }
      for (position, tree) in trees.enumerated() {
        let collector = UnitCollector(file: position)
        collector.collect(tree)
        units += collector.units
        globals.merge(collector.globals) { first, _ in first }
      }
    }

    /// The 1-based location of the first token of `node`.
    func location(of node: some SyntaxProtocol, file: Int) -> ScreenLabAnalysis.SourceLocation {
      let converter: SourceLocationConverter
      if let existing = converters[file] {
        converter = existing
      } else {
        converter = SourceLocationConverter(fileName: files[file].path, tree: trees[file])
        converters[file] = converter
      }
      let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
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

    /// The type a dotted path names in `unit`, as far as declarations tell.
    func resolve(_ path: String, in unit: CodeUnit) -> TypeInfo? {
      let parts = path.split(separator: ".").map(String.init)
      guard let first = parts.first else { return nil }
      var current: String?
      if first == "self" {
        current = unit.typeName
      } else if let local = unit.locals[first] {
        current = local
      } else if unit.isLocal(first) {
        return nil
      } else if let typeName = unit.typeName,
        let property = index.type(typeName)?.properties[first]
      {
        current = property.typeName
      } else {
        current = globals[first]
      }
      for part in parts.dropFirst() {
        guard let name = current else { return nil }
        current = index.type(name)?.properties[part]?.typeName
      }
      return current.flatMap { index.type($0) }
    }
  }
#endif
