/// User input as it is quoted in a one-line message (Docs/CLI.md §5).
///
/// Control characters (a newline, a tab, an escape sequence) are written as `\n`, `\t`,
/// `\u{1B}`, so a message stays one line and cannot drive the terminal; an input longer than
/// ``limit`` characters is cut, and the cut says how long the input was.
enum Quote {
  /// Inputs up to this many characters are quoted whole.
  static let limit = 80

  static func inline(_ text: String) -> String {
    let count = text.count
    let shown = count > limit ? String(text.prefix(limit / 2)) : text
    var escaped = ""
    for scalar in shown.unicodeScalars {
      switch scalar {
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where isControl(scalar):
        escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return count > limit ? escaped + "\u{2026} (\(count) characters)" : escaped
  }

  /// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }

  /// `message` with any control character escaped, so that it is one line.
  static func oneLine(_ message: String) -> String {
    guard message.unicodeScalars.contains(where: isControl) else { return message }
    var escaped = ""
    for scalar in message.unicodeScalars {
      if isControl(scalar) {
        escaped +=
          scalar == "\n" ? "\\n" : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
