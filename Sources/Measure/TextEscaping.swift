// The escaping loop the JSON, XML and one-line writers of the package share: each names the
// characters it replaces, the loop keeps every other one as it is.

extension String {
  /// This text with each Unicode scalar for which `replacement` answers a string replaced by
  /// that string, and every other scalar kept.
  package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
    var output = ""
    output.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if let replaced = replacement(scalar) {
        output += replaced
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// This text as a JSON string literal (RFC 8259 §7): quotation mark, reverse solidus, line
  /// feed, carriage return and tab by their two-character escapes, every other control
  /// character, and each scalar `alsoEscaping` names, as `\u` and four lower-case hexadecimal
  /// digits.
  package func jsonQuoted(alsoEscaping: (Unicode.Scalar) -> Bool = { _ in false }) -> String {
    let escaped = replacingScalars { scalar in
      switch scalar {
      case "\"": return "\\\""
      case "\\": return "\\\\"
      case "\n": return "\\n"
      case "\r": return "\\r"
      case "\t": return "\\t"
      case _ where scalar.value < 0x20 || alsoEscaping(scalar):
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      default: return nil
      }
    }
    return "\"" + escaped + "\""
  }

  /// This text as XML character data or an attribute value: `&`, `<`, `>`, `"` and (unless
  /// `escapingApostrophe` is false) `'` by their entities, and the characters XML 1.0 forbids
  /// (control characters other than tab, line feed and carriage return, U+FFFE and U+FFFF)
  /// replaced by U+FFFD.
  package func xmlEscaped(escapingApostrophe: Bool = true) -> String {
    replacingScalars { scalar in
      switch scalar {
      case "&": return "&amp;"
      case "<": return "&lt;"
      case ">": return "&gt;"
      case "\"": return "&quot;"
      case "'": return escapingApostrophe ? "&apos;" : nil
      case "\t", "\n", "\r": return nil
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        return "\u{FFFD}"
      default: return nil
      }
    }
  }
}
