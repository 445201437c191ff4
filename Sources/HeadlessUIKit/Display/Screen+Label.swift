// Feeding the Sync kernel from a label: "the screen" is the text its last draw laid out.
import Measure

@MainActor
extension Screen {
  /// Records that the screen shows, for `field`, the lines `label`'s last `draw(_:)` laid
  /// out, joined by spaces; clears the field when there is no label or it never drew (the
  /// kernel then says `eksik`).
  public func set(_ field: String, drawnTextOf label: UILabel?) {
    guard let label, label.lastDrawRecord != nil else {
      clear(field)
      return
    }
    set(field, label.drawnLines.map(\.text).joined(separator: " "))
  }
}
