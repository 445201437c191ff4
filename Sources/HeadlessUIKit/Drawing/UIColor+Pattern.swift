// Pattern colours (UIKit's `UIColor(patternImage:)`), kept with their image
// (Docs/Semantics/UIKit.md §83).

extension UIColor {
  /// A colour that paints `image` tiled. ScreenLab paints no pixels: the colour keeps the image
  /// (``headlessPatternImage``) and its ``cgColor`` is an opaque mid grey, the stand-in
  /// ScreenLab uses for content it does not render (§66).
  public convenience init(patternImage image: UIImage) {
    self.init(cgColor: CGColor(gray: 0.5, alpha: 1))
    patternImage = image
  }

  /// The image a pattern colour tiles; nil for other colours. Not UIKit API.
  public var headlessPatternImage: UIImage? { patternImage }
}

extension UIColor: _ExpressibleByColorLiteral {}
