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
}
