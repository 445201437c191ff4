// Appearance: alpha, hidden, background colour, content mode, clipping, tint. Values live on
// the layer, so they animate inside animation blocks and show in the presentation tree.

extension UIView {
  /// The implementation of `alpha` (UIView.swift declares it, overridable).
  var baseAlpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  /// The implementation of `isHidden` (UIView.swift declares it, overridable).
  var baseIsHidden: Bool {
    get { layer.isHidden }
    set {
      guard newValue != layer.isHidden else { return }
      layer.isHidden = newValue
      (self as? UIWindow)?.visibilityDidChange()
      if !newValue { enqueuePendingDisplayInSubtree() }
      _autoLayout?.arrangedIn?.arrangedSubviewSizeDidChange()
    }
  }

  /// The implementation of `backgroundColor` (UIView.swift declares it, overridable).
  var baseBackgroundColor: UIColor? {
    get { _backgroundColor }
    set {
      _backgroundColor = newValue
      layer.backgroundColor = newValue?.cgColor
    }
  }

  /// How the content fills the bounds when they change (the layer's `contentsGravity`).
  ///
  /// Only `.redraw` asks for `draw(_:)` again when the bounds' size changes; the other modes
  /// stretch or place the existing content (UIKit's documented behaviour).
  public var contentMode: ContentMode {
    get { _contentMode }
    set {
      _contentMode = newValue
      layer.contentsGravity = newValue.contentsGravity
      layer.needsDisplayOnBoundsChange = newValue == .redraw
    }
  }

  /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// Whether the view is fully opaque (a drawing hint; true by default, as in UIKit).
  public var isOpaque: Bool {
    get { layer.isOpaque }
    set { layer.isOpaque = newValue }
  }

  /// The implementation of `tintColor` (UIView.swift declares it, overridable).
  var baseTintColor: UIColor? {
    get { _tintColor ?? _superview?.tintColor ?? .systemBlue }
    set {
      let old = tintColor
      _tintColor = newValue
      if tintColor != old { notifyTintColorChange() }
    }
  }
}

extension UIView {
  /// How a view's content fills its bounds (UIKit's `UIView.ContentMode`).
  public enum ContentMode: Int, CaseIterable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    /// The layer gravity UIKit sets for the mode.
    var contentsGravity: CALayerContentsGravity {
      switch self {
      case .scaleToFill, .redraw: return .resize
      case .scaleAspectFit: return .resizeAspect
      case .scaleAspectFill: return .resizeAspectFill
      case .center: return .center
      // Core Animation's gravity names assume y up; UIKit's flipped layers swap top/bottom.
      case .top: return .bottom
      case .bottom: return .top
      case .left: return .left
      case .right: return .right
      case .topLeft: return .bottomLeft
      case .topRight: return .bottomRight
      case .bottomLeft: return .topLeft
      case .bottomRight: return .topRight
      }
    }
  }
}
