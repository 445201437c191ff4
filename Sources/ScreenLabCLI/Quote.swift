/// User input as it is quoted in a one-line message (Docs/CLI.md §5).
///
/// Control characters (a newline, a tab, an escape sequence) are written as `\n`, `\t`,
/// `\u{1B}`, so a message stays one line and cannot drive the terminal. An input longer than
/// ``limit`` characters is cut: its first and last ``kept`` characters are shown around an
/// ellipsis, and the cut says how long the input was. The tail is kept because a path's last
/// component, the file's own name, is what tells the reader which input failed.
enum Quote {
  /// Inputs up to this many characters are quoted whole: a path in a deep project or a
  /// scratch folder stays whole, as long as one file name may be on Linux and Darwin.
  static let limit = 255

  /// How many characters of each end a cut input keeps.
  static let kept = 60

  static func inline(_ text: String) -> String {
    let count = text.count
    guard count > limit else { return escaped(Substring(text)) }
    return escaped(text.prefix(kept)) + "\u{2026}" + escaped(text.suffix(kept))
      + " (\(count) characters)"
  }

  private static func escaped(_ shown: Substring) -> String {
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
    return escaped
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
