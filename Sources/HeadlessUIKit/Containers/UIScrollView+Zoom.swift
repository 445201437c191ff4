// Zooming a scroll view's content (UIKit's `zoomScale` and `viewForZooming(in:)`)
// (Docs/Semantics/UIKit.md §45).

extension UIScrollView {
  /// How much the content is scaled (1 by default). A new value is clamped to
  /// ``minimumZoomScale``...``maximumZoomScale``; it applies only when the delegate's
  /// `viewForZooming(in:)` gives a view, whose transform becomes the scale; the delegate is
  /// then told (`scrollViewDidZoom(_:)`).
  public var zoomScale: CGFloat {
    get { _zoomScale }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Sets ``zoomScale`` (`animated` is recorded as not animated: the scale is set now).
  public func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard scale.isFinite, let delegate, let zoomed = delegate.viewForZooming(in: self) else {
      return
    }
    let low = min(minimumZoomScale, maximumZoomScale)
    let clamped = min(max(scale, low), maximumZoomScale)
    guard clamped != _zoomScale else { return }
    _zoomScale = clamped
    zoomed.transform = CGAffineTransform(scaleX: clamped, y: clamped)
    delegate.scrollViewDidZoom(self)
  }
}
