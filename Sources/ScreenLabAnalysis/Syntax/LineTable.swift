#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftParser
  internal import SwiftSyntax

  /// The lines of one file, for the line and column of a finding: the offset just after each
  /// line break of the file's text, the breaks SwiftSyntax's `SourceLocationConverter` counts
  /// (`\n`, `\r`, and `\r\n` as one: Swift's `line-break`, The Swift Programming Language,
  /// "Lexical Structure"), in four bytes a line.
  ///
  /// The converter keeps a copy of the file's bytes and eight bytes a line; the project holds
  /// the text already, and SwiftParser's tree holds every byte of it, so the offsets of the
  /// text are the positions of the tree. Where the two lengths differ (not for a tree parsed
  /// from that text), or a file passes 4 GiB, the converter itself answers.
  struct LineTable {
    /// The offset just after each line break, ascending.
    private let lineEnds: [UInt32]
    /// The length of the text in UTF-8 bytes.
    private let length: Int
    /// SwiftSyntax's converter, only where the text is not the tree's.
    private let converter: SourceLocationConverter?

    init(_ text: String, tree: SourceFileSyntax) {
      let utf8 = text.utf8
      length = utf8.count
      guard length == tree.totalLength.utf8Length, length < Int(UInt32.max) else {
        lineEnds = []
        converter = SourceLocationConverter(fileName: "", tree: tree)
        return
      }
      converter = nil
      func ends(_ bytes: some Collection<UInt8>) -> [UInt32] {
        var found: [UInt32] = []
        var offset: UInt32 = 0
        var afterCarriageReturn = false
        for byte in bytes {
          offset += 1
          if byte == UInt8(ascii: "\n") {
            // `\r\n` is one break, after its `\n`.
            if afterCarriageReturn { found[found.count - 1] = offset } else { found.append(offset) }
            afterCarriageReturn = false
          } else if byte == UInt8(ascii: "\r") {
            found.append(offset)
            afterCarriageReturn = true
          } else {
            afterCarriageReturn = false
          }
        }
        return found
      }
      lineEnds = utf8.withContiguousStorageIfAvailable { ends($0) } ?? ends(Array(utf8))
    }

    /// The 1-based line and UTF-8 column of the byte at `offset`, and the offset, clamped to
    /// the file as the converter clamps it.
    func location(of offset: Int) -> (line: Int, column: Int, offset: Int) {
      if let converter {
        let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
        return (location.line, location.column, location.offset)
      }
      let clamped = max(0, min(offset, length))
      // The number of line breaks that end at or before the offset.
      var low = 0
      var high = lineEnds.count
      while low < high {
        let middle = (low + high) / 2
        if Int(lineEnds[middle]) <= clamped { low = middle + 1 } else { high = middle }
      }
      let lineStart = low == 0 ? 0 : Int(lineEnds[low - 1])
      return (low + 1, clamped - lineStart + 1, clamped)
    }

    /// The offsets of `source` (one before its start to one past its end) whose line, column
    /// or clamped offset differ from SwiftSyntax's `SourceLocationConverter` over its parsed
    /// tree; empty when all agree.
    static func disagreements(in source: String) -> [Int] {
      let tree = Parser.parse(source: source)
      let table = LineTable(source, tree: tree)
      let converter = SourceLocationConverter(fileName: "", tree: tree)
      return (-1...source.utf8.count + 1).filter { offset in
        let theirs = converter.location(for: AbsolutePosition(utf8Offset: offset))
        let ours = table.location(of: offset)
        return ours.line != theirs.line || ours.column != theirs.column
          || ours.offset != theirs.offset
      }
    }
  }
#endif
