import HeadlessCoreGraphics
import ScreenLabTestSupport

extension SplitMix64 {
  /// A uniform value in `range`.
  mutating func uniform(_ range: ClosedRange<CGFloat>) -> CGFloat {
    CGFloat.random(in: range, using: &self)
  }
}
