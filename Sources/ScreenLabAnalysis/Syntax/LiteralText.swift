import Foundation

/// Byte-literal searches in source text: cheap tests that come before a Foundation search
/// (which compares canonically equivalent text and costs far more per call) where a missing
/// byte sequence already rules the Foundation match out.
enum LiteralText {
  /// Whether `text` holds the UTF-8 bytes of `needle` in a row (an empty needle: true).
  static func contains(_ needle: String, in text: String) -> Bool {
    var text = text
    var needle = needle
    return text.withUTF8 { haystack in
      needle.withUTF8 { pattern in
        guard let first = pattern.first else { return true }
        guard pattern.count <= haystack.count else { return false }
        var start = 0
        let last = haystack.count - pattern.count
        while start <= last {
          if haystack[start] == first {
            var matched = 1
            while matched < pattern.count, haystack[start + matched] == pattern[matched] {
              matched += 1
            }
            if matched == pattern.count { return true }
          }
          start += 1
        }
        return false
      }
    }
  }

  /// Foundation's answer to `text.contains(needle)` where the bytes settle it, nil where only
  /// Foundation can tell.
  ///
  /// Foundation's search (case-sensitive, not literal) matches canonically equivalent text.
  /// The only characters other than ASCII that are canonically equivalent to ASCII text are
  /// U+212A KELVIN SIGN (`K`), U+037E GREEK QUESTION MARK (`;`) and U+1FEF GREEK VARIA (`` ` ``):
  /// every other decomposition keeps a character beyond ASCII. So an ASCII needle whose bytes
  /// the text lacks is not found, unless it holds one of those three letters and the text has
  /// bytes beyond ASCII; and where both are ASCII, Foundation finds exactly the byte matches
  /// (carriage returns and line feeds included). Anything else, and an empty needle, is left
  /// to Foundation.
  static func settledContains(_ needle: String, in text: String) -> Bool? {
    needle.utf8.withContiguousStorageIfAvailable { pattern -> Bool? in
      text.utf8.withContiguousStorageIfAvailable { haystack -> Bool? in
        guard !pattern.isEmpty, isASCII(pattern) else { return nil }
        if holds(pattern, in: haystack) { return isASCII(haystack) ? true : nil }
        let equivalents = pattern.contains {
          $0 == UInt8(ascii: "K") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "`")
        }
        return equivalents && !isASCII(haystack) ? nil : false
      } ?? nil
    } ?? nil
  }

  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var bits: UInt8 = 0
    for byte in bytes { bits |= byte }
    return bits < 0x80
  }

  /// Whether `haystack` holds `pattern` (not empty) in a row: `memchr` finds each candidate
  /// first byte.
  private static func holds(
    _ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard pattern.count <= haystack.count, let base = haystack.baseAddress,
      let patternBase = pattern.baseAddress
    else { return false }
    let first = Int32(pattern[0])
    let rest = pattern.count - 1
    var start = 0
    let last = haystack.count - pattern.count
    while start <= last {
      guard let found = memchr(base + start, first, last - start + 1) else { return false }
      let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if rest == 0 || memcmp(base + position + 1, patternBase + 1, rest) == 0 { return true }
      start = position + 1
    }
    return false
  }
}

extension String {
  /// Foundation's `contains(_:)` (`range(of:) != nil`), answered from the bytes where they
  /// settle it (`LiteralText.settledContains(_:in:)`): the rules ask it of every file's text
  /// and of many nodes' text, mostly for words the text does not hold. This overload is
  /// chosen over Foundation's generic one for every `String` argument in this module.
  func contains(_ other: String) -> Bool {
    LiteralText.settledContains(other, in: self) ?? (range(of: other) != nil)
  }
}
