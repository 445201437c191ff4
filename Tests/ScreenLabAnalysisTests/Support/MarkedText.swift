/// Source text with emoji markers (1️⃣, 2️⃣, …) removed, and where each marker was.
///
/// Locations are 1-based lines and UTF-8 byte columns, as the analyzer reports them.
struct MarkedText {
  /// The text without markers.
  let text: String
  /// Each marker's location, keyed by the marker (`"1️⃣"`).
  let markers: [String: (line: Int, column: Int)]

  init(_ marked: String) {
    var text = ""
    var markers: [String: (line: Int, column: Int)] = [:]
    var line = 1
    var column = 1
    for character in marked {
      let scalars = Array(character.unicodeScalars)
      if scalars.count == 3, scalars[1] == "\u{FE0F}", scalars[2] == "\u{20E3}",
        ("0"..."9").contains(scalars[0])
      {
        markers[String(character)] = (line, column)
        continue
      }
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    self.text = text
    self.markers = markers
  }
}
