/// Text broken into lines at spaces: the one wrapping rule of the CLI's help, the captions of
/// `screenlab draw` and the report's plot titles.
package enum TextWrap {
  /// `text` in lines of at most `width` characters, broken at spaces (a word longer than
  /// `width` stands alone on its line).
  package static func lines(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
