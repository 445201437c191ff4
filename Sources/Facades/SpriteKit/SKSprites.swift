import Runtime
import UIKit

/// How a node's colours combine with what is behind it (recorded; nothing is drawn).
public enum SKBlendMode: Int, Sendable {
  case alpha = 0
  case add = 1
  case subtract = 2
  case multiply = 3
  case multiplyX2 = 4
  case screen = 5
  case replace = 6
  case multiplyAlpha = 7
}

/// How a texture is sampled when scaled.
public enum SKTextureFilteringMode: Int, Sendable {
  case nearest = 0
  case linear = 1
}

/// An image for sprites. Headless, no image file is read: a texture named after an image has
/// zero size; one made from a `UIImage` has the image's size (SK-1).
open class SKTexture {
  private let storedSize: CGSize
  /// The image name it was made with, if any.
  let imageName: String?
  open var filteringMode: SKTextureFilteringMode = .linear
  open var usesMipmaps = false

  init(size: CGSize, imageName: String? = nil) {
    storedSize = size
    self.imageName = imageName
  }

  public convenience init(imageNamed name: String) { self.init(size: .zero, imageName: name) }

  public convenience init(image: UIImage) { self.init(size: image.size) }

  public init?(coder aDecoder: NSCoder) { return nil }

  /// The texture's size in points.
  open func size() -> CGSize { storedSize }

  /// The part of the texture a sprite shows, in unit coordinates: all of it.
  open func textureRect() -> CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

/// A node that shows a texture or a coloured rectangle of ``size``, placed by its
/// ``anchorPoint`` (SK-1, SK-5).
@MainActor
open class SKSpriteNode: SKNode {
  open var texture: SKTexture?
  open var size: CGSize
  /// The point of the sprite, in unit coordinates, that sits at its position: its centre,
  /// (0.5, 0.5), by default.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  open var color: SKColor
  open var colorBlendFactor: CGFloat = 0
  open var blendMode: SKBlendMode = .alpha
  open var centerRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  open var normalTexture: SKTexture?
  open var lightingBitMask: UInt32 = 0
  open var shadowCastBitMask: UInt32 = 0
  open var shadowedBitMask: UInt32 = 0

  /// A sprite of `texture`, `color` and `size` (the designated initializer).
  public init(texture: SKTexture?, color: UIColor, size: CGSize) {
    self.texture = texture
    self.color = color
    self.size = size
    super.init()
  }

  /// A sprite the size of `texture` (zero without one), white.
  public convenience init(texture: SKTexture?) {
    self.init(texture: texture, color: .white, size: texture?.size() ?? .zero)
  }

  public convenience init(texture: SKTexture?, size: CGSize) {
    self.init(texture: texture, color: .white, size: size)
  }

  /// A sprite of the named image: headless its texture has zero size (SK-1).
  public convenience init(imageNamed name: String) {
    self.init(texture: SKTexture(imageNamed: name))
  }

  public convenience init(color: UIColor, size: CGSize) {
    self.init(texture: nil, color: color, size: size)
  }

  /// A white sprite of zero size without a texture.
  public convenience override init() { self.init(texture: nil, color: .white, size: .zero) }

  public required init?(coder aDecoder: NSCoder) { return nil }

  /// The sprite's rectangle in its parent's coordinates: its size, scaled, placed by its anchor
  /// point around its position (rotation left out).
  open override var frame: CGRect {
    let width = size.width * abs(xScale)
    let height = size.height * abs(yScale)
    return CGRect(
      x: position.x - anchorPoint.x * width, y: position.y - anchorPoint.y * height,
      width: width, height: height)
  }

  override func duplicate() -> SKNode {
    carrySettings(
      \.anchorPoint, \.colorBlendFactor, \.blendMode, \.centerRect, \.normalTexture, from: self,
      to: SKSpriteNode(texture: texture, color: color, size: size))
  }

  /// Scales the sprite so that its size becomes `size`.
  open func scale(to size: CGSize) {
    xScale = self.size.width == 0 ? 1 : size.width / self.size.width
    yScale = self.size.height == 0 ? 1 : size.height / self.size.height
  }
}

/// How a label's text is placed horizontally around its position.
public enum SKLabelHorizontalAlignmentMode: Int, Sendable {
  case center = 0
  case left = 1
  case right = 2
}

/// How a label's text is placed vertically around its position.
public enum SKLabelVerticalAlignmentMode: Int, Sendable {
  case baseline = 0
  case center = 1
  case top = 2
  case bottom = 3
}

/// A node that shows a line of text. Headless, the text is not laid out, so the label's frame
/// has zero size (SK-1).
@MainActor
open class SKLabelNode: SKNode {
  open var text: String?
  open var attributedText: NSAttributedString?
  open var fontName: String?
  /// 32 points by default.
  open var fontSize: CGFloat = 32
  /// White by default.
  open var fontColor: SKColor? = .white
  open var color: SKColor?
  open var colorBlendFactor: CGFloat = 0
  open var blendMode: SKBlendMode = .alpha
  open var horizontalAlignmentMode: SKLabelHorizontalAlignmentMode = .center
  open var verticalAlignmentMode: SKLabelVerticalAlignmentMode = .baseline
  open var numberOfLines = 1
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  open var preferredMaxLayoutWidth: CGFloat = 0

  /// A label in Helvetica Neue UltraLight, SpriteKit's default font.
  public override init() {
    fontName = "HelveticaNeue-UltraLight"
    super.init()
  }

  public required init?(coder aDecoder: NSCoder) { return nil }

  override func duplicate() -> SKNode {
    carrySettings(
      \.text, \.attributedText, \.fontName, \.fontSize, \.fontColor, \.color, \.colorBlendFactor,
      \.blendMode, \.horizontalAlignmentMode, \.verticalAlignmentMode, \.numberOfLines,
      \.lineBreakMode, \.preferredMaxLayoutWidth, from: self, to: SKLabelNode())
  }

  public convenience init(fontNamed fontName: String?) {
    self.init()
    self.fontName = fontName
  }

  public convenience init(text: String?) {
    self.init()
    self.text = text
  }

  @available(iOS 11.0, macOS 10.13, tvOS 11.0, *)
  public convenience init(attributedText: NSAttributedString?) {
    self.init()
    self.attributedText = attributedText
    text = attributedText?.string
  }
}

/// A node that draws a path: recorded with its colours and line width; nothing is drawn.
@MainActor
open class SKShapeNode: SKNode {
  open var path: CGPath?
  /// Clear by default.
  open var fillColor: SKColor = .clear
  /// White by default.
  open var strokeColor: SKColor = .white
  open var lineWidth: CGFloat = 1
  open var glowWidth: CGFloat = 0
  open var isAntialiased = true
  open var fillTexture: SKTexture?
  open var strokeTexture: SKTexture?
  open var blendMode: SKBlendMode = .alpha
  open var lineCap: CGLineCap = .butt
  open var lineJoin: CGLineJoin = .miter

  public override init() { super.init() }

  public required init?(coder aDecoder: NSCoder) { return nil }

  override func duplicate() -> SKNode {
    carrySettings(
      \.path, \.fillColor, \.strokeColor, \.lineWidth, \.glowWidth, \.isAntialiased, \.fillTexture,
      \.strokeTexture, \.blendMode, \.lineCap, \.lineJoin, from: self, to: SKShapeNode())
  }

  public convenience init(path: CGPath) {
    self.init()
    self.path = path
  }

  public convenience init(path: CGPath, centered: Bool) {
    self.init()
    guard centered else {
      self.path = path
      return
    }
    let box = path.boundingBox
    let moved = CGMutablePath()
    moved.addPath(path, transform: CGAffineTransform(translationX: -box.midX, y: -box.midY))
    self.path = moved
  }

  public convenience init(rect: CGRect) { self.init(path: CGPath(rect: rect, transform: nil)) }

  /// A rectangle of `size` centred on the node's position.
  public convenience init(rectOf size: CGSize) {
    self.init(
      rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
  }

  public convenience init(rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      path: CGPath(
        roundedRect: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius, transform: nil))
  }

  public convenience init(rectOf size: CGSize, cornerRadius: CGFloat) {
    self.init(
      rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height),
      cornerRadius: cornerRadius)
  }

  /// A circle of `radius` centred on the node's position.
  public convenience init(circleOfRadius radius: CGFloat) {
    self.init(ellipseIn: CGRect(x: -radius, y: -radius, width: radius * 2, height: radius * 2))
  }

  public convenience init(ellipseIn rect: CGRect) {
    self.init(path: CGPath(ellipseIn: rect, transform: nil))
  }

  public convenience init(ellipseOf size: CGSize) {
    self.init(
      ellipseIn: CGRect(
        x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
  }

  /// The path's bounding box moved to the node's position, widened by the line width.
  open override var frame: CGRect {
    guard let path else { return super.frame }
    let box = path.boundingBox.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2)
    return CGRect(
      x: position.x + box.minX * xScale, y: position.y + box.minY * yScale,
      width: box.width * abs(xScale), height: box.height * abs(yScale))
  }
}

/// A particle emitter: its settings are kept; no particle is simulated or drawn (SK-7).
@MainActor
open class SKEmitterNode: SKNode {
  open var particleTexture: SKTexture?
  open var particleBirthRate: CGFloat = 0
  open var numParticlesToEmit = 0
  open var particleLifetime: CGFloat = 0
  open var particlePositionRange = CGVector(dx: 0, dy: 0)
  open var particleSpeed: CGFloat = 0
  open var emissionAngle: CGFloat = 0
  open var particleColor: SKColor = .white
  open var particleAlpha: CGFloat = 1
  open var particleScale: CGFloat = 1
  open weak var targetNode: SKNode?

  public override init() { super.init() }
  public required init?(coder aDecoder: NSCoder) { return nil }

  override func duplicate() -> SKNode {
    carrySettings(
      \.particleTexture, \.particleBirthRate, \.numParticlesToEmit, \.particleLifetime,
      \.particlePositionRange, \.particleSpeed, \.emissionAngle, \.particleColor, \.particleAlpha,
      \.particleScale, from: self, to: SKEmitterNode())
  }

  /// Forgets the particles emitted so far (there are none headless).
  open func resetSimulation() {}
  open func advanceSimulationTime(_ sec: TimeInterval) {}
}
