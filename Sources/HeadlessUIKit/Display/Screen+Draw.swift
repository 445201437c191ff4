// Feeding the Sync kernel from UIKit: "the screen" of a drawn view is what its last draw(_:)
// read (Docs/Architecture.md), the model what the view holds now.
import Measure

@MainActor
extension Screen {
  /// Records that the screen shows, for `field`, the value of the stored property `key`
  /// (default: `field`) that `view`'s last `draw(_:)` read; clears the field when the view
  /// never drew or has no such property (the kernel then says `eksik`).
  public func set(_ field: String, drawnBy view: UIView, key: String? = nil) {
    if let text = view.lastDrawRecord?.values[key ?? field] {
      set(field, text)
    } else {
      clear(field)
    }
  }
}

extension UIView {
  /// The model side of a drawn view: each of `keys` mapped to the current text of the
  /// stored property of that name (missing properties are left out).
  public func modelValues(_ keys: [String]) -> [String: String] {
    let values = DrawnValues(of: self)
    var model: [String: String] = [:]
    for key in keys { model[key] = values[key] }
    return model
  }
}
