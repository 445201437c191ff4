import Foundation
import HeadlessCoreGraphics

extension RunDriver {
  /// `X,Y` as a point in the window (`--tap 40,120`), or nil when `text` is not two numbers
  /// separated by a comma: a control's text is tried first, so a title such as `1,2` still
  /// names its control (Docs/Run.md §4).
  static func windowPoint(_ text: String) -> CGPoint? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2,
      let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
      let y = Double(parts[1].trimmingCharacters(in: .whitespaces)),
      x.isFinite, y.isFinite
    else { return nil }
    return CGPoint(x: x, y: y)
  }
}
