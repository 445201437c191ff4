/// An image (UIKit's `UIImage`), record-only: a name and a size, no pixels.
///
/// ScreenLab has no asset catalog and no SF Symbols, so `UIImage(named:)` finds nothing
/// (nil, as UIKit answers for a missing asset) and `UIImage(systemName:)` accepts every name
/// (UIKit answers nil for an unknown symbol; ScreenLab cannot tell) with a symbol's size for
/// the 17-point body font: 20 × 20 points, or the configuration's point size + 3
/// (Docs/RealCode.md, UIKit).
open class UIImage: CustomStringConvertible, @unchecked Sendable {
  /// How the image is tinted (UIKit's `UIImage.RenderingMode`).
  public enum RenderingMode: Int, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// A symbol's size relative to the text beside it (UIKit's `UIImage.SymbolScale`, iOS 13).
  public typealias SymbolScale = SymbolConfiguration.Scale
  /// A symbol's stroke weight (UIKit's `UIImage.SymbolWeight`, iOS 13).
  public typealias SymbolWeight = SymbolConfiguration.Weight

  /// A symbol image's size and weight (UIKit's `UIImage.SymbolConfiguration`, minimal).
  public final class SymbolConfiguration: @unchecked Sendable {
    public enum Scale: Int, Sendable {
      case `default` = -1
      case unspecified = 0
      case small = 1
      case medium = 2
      case large = 3
    }
    public enum Weight: Int, Sendable {
      case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
    public let pointSize: CGFloat
    public let weight: Weight
    public let scale: Scale

    public init(pointSize: CGFloat, weight: Weight = .regular, scale: Scale = .default) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .regular)
    }
    public convenience init(scale: Scale) { self.init(pointSize: 17, scale: scale) }
    public convenience init(weight: Weight) { self.init(pointSize: 17, weight: weight) }
    public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: textStyle.defaultSize.0)
    }
  }

  /// The image's name (`systemName:` or `named:`), nil for an image made from a size.
  public let name: String?
  /// Whether it is an SF Symbol.
  public let isSymbolImage: Bool
  /// The size in points.
  public let size: CGSize
  public let renderingMode: RenderingMode
  /// The tint given with ``withTintColor(_:)``.
  public let tintColor: UIColor?
  /// The insets that stay fixed when the image is stretched (`.zero` unless made by
  /// ``resizableImage(withCapInsets:resizingMode:)``, §66).
  public internal(set) var capInsets: UIEdgeInsets = .zero
  /// How the middle of a resizable image fills a larger area (`.stretch` unless made
  /// resizable, §66).
  public internal(set) var resizingMode: ResizingMode = .stretch

  init(
    name: String?, symbol: Bool, size: CGSize, renderingMode: RenderingMode = .automatic,
    tintColor: UIColor? = nil
  ) {
    self.name = name
    isSymbolImage = symbol
    self.size = size
    self.renderingMode = renderingMode
    self.tintColor = tintColor
  }

  /// An SF Symbol (see the type's documentation for what ScreenLab can check).
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  public convenience init?(
    systemName name: String, withConfiguration configuration: SymbolConfiguration?
  ) {
    let side = (configuration?.pointSize ?? 17) + 3
    self.init(name: name, symbol: true, size: CGSize(width: side, height: side))
  }

  /// An asset: nil, ScreenLab has no asset catalog; a 20 × 20 image of that name when the
  /// runtime's ``AssetStandIns`` are on (`screenlab run`, Docs/Semantics/UIKit.md §59).
  public convenience init?(named name: String) {
    guard AssetStandIns.standsIn(for: name, in: Runtime.current) else { return nil }
    self.init(name: name, symbol: false, size: AssetStandIns.size)
  }

  /// The image of an `#imageLiteral(resourceName:)`: the asset of that name, which must exist
  /// (UIKit's conformance unwraps `init(named:)`, so a missing asset stops the program); with
  /// the runtime's asset stand-ins on, its stand-in (Docs/Semantics/UIKit.md §88).
  public required convenience init(imageLiteralResourceName name: String) {
    guard AssetStandIns.standsIn(for: name, in: Runtime.current) else {
      preconditionFailure("#imageLiteral(resourceName: \"\(name)\"): no such image")
    }
    self.init(name: name, symbol: false, size: AssetStandIns.size)
  }

  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?
  ) {
    guard AssetStandIns.standsIn(for: name, in: Runtime.current) else { return nil }
    self.init(name: name, symbol: false, size: AssetStandIns.size)
  }

  /// An empty image of `size` (ScreenLab's way to give an image view a size in tests).
  public convenience init(size: CGSize) {
    self.init(name: nil, symbol: false, size: size)
  }

  /// An empty image, zero by zero points (NSObject's `init()`, which UIKit's image keeps).
  public convenience init() {
    self.init(name: nil, symbol: false, size: .zero)
  }

  /// An image of `cgImage`'s pixels, one pixel a point (scale 1, as UIKit's
  /// `init(cgImage:)`).
  public convenience init(cgImage: CGImage) {
    self.init(
      name: nil, symbol: false,
      size: CGSize(width: cgImage.width, height: cgImage.height))
  }

  /// The image's bitmap (UIKit's `cgImage`): `size` in pixels, one pixel a point (ScreenLab
  /// keeps no scale: images are at scale 1); nil for an empty image (no pixels to hold),
  /// §57.
  public var cgImage: CGImage? {
    let width = Int(size.width.rounded(.up))
    let height = Int(size.height.rounded(.up))
    guard width > 0, height > 0 else { return nil }
    return CGImage(headlessWidth: width, height: height)
  }

  public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
    UIImage(
      name: name, symbol: isSymbolImage, size: size, renderingMode: mode, tintColor: tintColor)
  }

  public func withTintColor(_ color: UIColor) -> UIImage {
    UIImage(
      name: name, symbol: isSymbolImage, size: size, renderingMode: .alwaysOriginal,
      tintColor: color)
  }

  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    UIImage(
      name: name, symbol: isSymbolImage, size: size, renderingMode: renderingMode, tintColor: color)
  }

  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
    let side = configuration.pointSize + 3
    return UIImage(
      name: name, symbol: isSymbolImage,
      size: isSymbolImage ? CGSize(width: side, height: side) : size,
      renderingMode: renderingMode, tintColor: tintColor)
  }

  open var description: String {
    "<UIImage \(name ?? "unnamed") \(SVGWriter.number(size.width))x\(SVGWriter.number(size.height))>"
  }
}

/// A view that shows an image (UIKit's `UIImageView`).
///
/// The image is recorded as the layer's `contents`; nothing is drawn (`draw(_:)` is never
/// called for an image view, as Apple documents). Setting ``image`` invalidates the
/// intrinsic content size (the image's size). An image view ignores touches by default.
open class UIImageView: UIView {
  /// Whether the image scales for the accessibility text sizes (false by default; §108).
  open var adjustsImageSizeForAccessibilityContentSizeCategory = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// An image view sized to `image` (UIKit sets the frame to the image's size).
  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    self.image = image
    imageDidChange(from: nil)
  }

  public init(image: UIImage?, highlightedImage: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    self.image = image
    self.highlightedImage = highlightedImage
    imageDidChange(from: nil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The image shown; nil shows nothing.
  open var image: UIImage? {
    didSet { imageDidChange(from: oldValue) }
  }

  // Called from the initializers too: Swift runs no observers there.
  private func imageDidChange(from oldValue: UIImage?) {
    guard image !== oldValue else { return }
    layer.contents = isHighlighted ? (highlightedImage ?? image) : image
    if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
  }

  open var highlightedImage: UIImage?
  open var isHighlighted = false {
    didSet { layer.contents = isHighlighted ? (highlightedImage ?? image) : image }
  }
  /// Symbol configuration (recorded).
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

  /// The image's size, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    guard let image else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return image.size
  }

  /// The image's size (UIKit's image view fits its image).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}

extension UIImage: _ExpressibleByImageLiteral {}

/// The type an image literal without a contextual type makes (UIKit's `_ImageLiteralType`,
/// Docs/Semantics/UIKit.md §100): `let image = #imageLiteral(resourceName: "logo")` is a
/// `UIImage`.
public typealias _ImageLiteralType = UIImage
