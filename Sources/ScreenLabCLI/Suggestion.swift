/// The valid word a mistyped one was probably meant to be (Docs/CLI.md §5): `--fromm` for
/// `--from`, `bord` for `board`, `lessons` for `lesson`.
enum Suggestion {
  /// The choice closest to `word`, or nil when none is close: at most one edit (an insertion,
  /// a deletion, a substitution or two neighbours swapped) for words of up to 5 characters,
  /// two for longer ones, or `word` as the start of exactly one choice (`--dur`). Words
  /// shorter than 3 characters (`-x`, `fr`) and longer than 64 get none: every short word is
  /// one edit from some option, and a long one is no typo.
  static func closest(to word: String, in choices: [String]) -> String? {
    let letters = Array(word.unicodeScalars)
    let bare = letters.drop { $0 == "-" }
    guard bare.count >= 3, letters.count <= 64, !choices.contains(word) else { return nil }
    let allowed = letters.count <= 5 ? 1 : 2
    var best: (choice: String, distance: Int)?
    for choice in choices {
      let distance = Self.distance(letters, Array(choice.unicodeScalars))
      if distance <= allowed, distance < (best?.distance ?? .max) { best = (choice, distance) }
    }
    if let best { return best.choice }
    let starting = choices.filter { $0.hasPrefix(word) }
    return bare.count >= 3 && starting.count == 1 ? starting[0] : nil
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
  /// neighbours, each one edit.
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, before[j - 2] + 1)
        }
        current[j] = value
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
