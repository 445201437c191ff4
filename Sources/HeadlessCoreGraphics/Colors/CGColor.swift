/// An immutable colour: components in a device-independent RGB or grey colour space plus alpha.
///
/// There is no colour management: `init(red:green:blue:alpha:)` and
/// `init(srgbRed:green:blue:alpha:)` both produce RGB colours and compare equal for equal
/// components. Components are stored as given, never clamped (Apple's extended colour spaces
/// allow values outside 0...1 as well). NaN is stored too: as with `CFEqual`, a colour
/// instance is equal to itself, but two distinct colours with a NaN component are not equal.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  /// The colour model of a colour, which fixes the number of components.
  enum Model: Hashable, Sendable {
    /// Grey level and alpha.
    case gray
    /// Red, green, blue and alpha.
    case rgb
  }

  /// The model of the components.
  let model: Model
  /// The components including alpha, as `components` reports them.
  private let storage: [CGFloat]

  private init(model: Model, storage: [CGFloat]) {
    self.model = model
    self.storage = storage
  }

  /// Creates an RGB colour (Apple: generic RGB colour space).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(model: .rgb, storage: [red, green, blue, alpha])
  }

  /// Creates an RGB colour (Apple: sRGB colour space, equal here to `init(red:green:blue:alpha:)`).
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(model: .rgb, storage: [red, green, blue, alpha])
  }

  /// Creates a grey colour with two components, grey level and alpha.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(model: .gray, storage: [gray, alpha])
  }

  /// Opaque black in the grey colour space (`kCGColorBlack`).
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Opaque white in the grey colour space (`kCGColorWhite`).
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Transparent black in the grey colour space (`kCGColorClear`).
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// The components, alpha last: `[red, green, blue, alpha]` or `[gray, alpha]`.
  ///
  /// Optional only to match Apple's signature; it is never `nil`.
  public var components: [CGFloat]? { storage }

  /// The number of components including alpha: 4 for RGB, 2 for grey.
  public var numberOfComponents: Int { storage.count }

  /// The alpha (opacity) component.
  public var alpha: CGFloat { storage[storage.count - 1] }

  /// Returns the colour with its alpha replaced (never `nil`; optional as in Apple's API).
  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(model: model, storage: storage.dropLast() + [alpha])
  }

  /// The colour as RGBA; a grey level `g` becomes `(g, g, g)`.
  public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    switch model {
    case .gray: return (storage[0], storage[0], storage[0], storage[1])
    case .rgb: return (storage[0], storage[1], storage[2], storage[3])
    }
  }

  /// Colours are equal when they have the same model and equal components (as `CFEqual`):
  /// grey 0.5 is not equal to RGB (0.5, 0.5, 0.5). An instance is always equal to itself.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs === rhs || (lhs.model == rhs.model && lhs.storage == rhs.storage)
  }

  /// Hashes the model and the components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(model)
    hasher.combine(storage)
  }

  /// For example `CGColor(rgb: 1, 0.5, 0, alpha: 1)` or `CGColor(gray: 0, alpha: 1)`.
  public var description: String {
    switch model {
    case .gray: return "CGColor(gray: \(storage[0]), alpha: \(storage[1]))"
    case .rgb:
      return "CGColor(rgb: \(storage[0]), \(storage[1]), \(storage[2]), alpha: \(storage[3]))"
    }
  }
}
