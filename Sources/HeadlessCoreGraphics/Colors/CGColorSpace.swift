// Colour spaces and the bitmap layout types (Core Graphics' `CGColorSpace`, `CGBitmapInfo`,
// `CGImageAlphaInfo`, `CGImageByteOrderInfo`), which bitmap contexts and images describe
// themselves with (Docs/Semantics/UIKit.md §84).

/// Core Foundation's string type, which Core Graphics names colour spaces with: Swift's
/// `String` here (Foundation on Linux has no `CFString`), so `CGColorSpace.sRGB` and
/// `"…" as CFString` both compile.
public typealias CFString = String

/// The kind of a colour space's components.
public enum CGColorSpaceModel: Int32, Sendable {
  case unknown = -1
  case monochrome = 0
  case rgb = 1
  case cmyk = 2
  case lab = 3
  case deviceN = 4
  case indexed = 5
  case pattern = 6
  case XYZ = 7
}

/// A colour space: its model, component count and name (Core Graphics' `CGColorSpace`).
/// ScreenLab converts no colour between spaces; a space describes a context or an image.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
  /// The model of the space's components.
  public let model: CGColorSpaceModel
  /// The name the space was made with; nil for a device space.
  public let name: CFString?

  init(model: CGColorSpaceModel, name: CFString?) {
    self.model = model
    self.name = name
  }

  /// The named space, or nil for a name Core Graphics does not know.
  public convenience init?(name: CFString) {
    guard let model = Self.named[name] else { return nil }
    self.init(model: model, name: name)
  }

  /// The number of colour components, without alpha (1 grey, 3 RGB, 4 CMYK; 0 otherwise).
  public var numberOfComponents: Int {
    switch model {
    case .monochrome: 1
    case .rgb, .lab, .XYZ: 3
    case .cmyk: 4
    default: 0
    }
  }

  public static let sRGB: CFString = "kCGColorSpaceSRGB"
  public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
  public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
  public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
  public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
  public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
  public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
  public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
  public static let linearGray: CFString = "kCGColorSpaceLinearGray"
  public static let extendedLinearGray: CFString = "kCGColorSpaceExtendedLinearGray"
  public static let genericCMYK: CFString = "kCGColorSpaceGenericCMYK"
  public static let genericLab: CFString = "kCGColorSpaceGenericLab"
  public static let genericXYZ: CFString = "kCGColorSpaceGenericXYZ"

  private static let named: [CFString: CGColorSpaceModel] = [
    sRGB: .rgb, extendedSRGB: .rgb, linearSRGB: .rgb, extendedLinearSRGB: .rgb,
    displayP3: .rgb, genericRGBLinear: .rgb, genericGrayGamma2_2: .monochrome,
    extendedGray: .monochrome, linearGray: .monochrome, extendedLinearGray: .monochrome,
    genericCMYK: .cmyk, genericLab: .lab, genericXYZ: .XYZ,
  ]

  public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool {
    a.model == b.model && a.name == b.name
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(model)
    hasher.combine(name)
  }

  public var description: String { "<CGColorSpace \(name ?? "device") \(model)>" }
}

/// The device-dependent RGB space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
  CGColorSpace(model: .rgb, name: nil)
}

/// The device-dependent grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace(model: .monochrome, name: nil)
}

/// The device-dependent CMYK space.
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace {
  CGColorSpace(model: .cmyk, name: nil)
}

/// Where a pixel's alpha is and whether the colour is premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
  case none = 0
  case premultipliedLast = 1
  case premultipliedFirst = 2
  case last = 3
  case first = 4
  case noneSkipLast = 5
  case noneSkipFirst = 6
  case alphaOnly = 7
}

/// The byte order of a pixel's components.
public enum CGImageByteOrderInfo: UInt32, Sendable {
  case orderMask = 0x7000
  case orderDefault = 0
  case order16Little = 0x1000
  case order32Little = 0x2000
  case order16Big = 0x3000
  case order32Big = 0x4000
}

/// A bitmap's layout: the alpha information (the low five bits), float components and the byte
/// order.
public struct CGBitmapInfo: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  public static let byteOrderDefault = CGBitmapInfo([])
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 0x1000)
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 0x2000)
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 0x3000)
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 0x4000)
  /// The host's 16-bit order (little-endian here).
  public static let byteOrder16Host = byteOrder16Little
  /// The host's 32-bit order (little-endian here).
  public static let byteOrder32Host = byteOrder32Little

  /// The alpha information the low bits hold (nil for a value outside the enumeration).
  var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & 0x1F) }
}

extension CGColor: _ExpressibleByColorLiteral {
  /// The colour of a `#colorLiteral(red:green:blue:alpha:)`: an sRGB colour of those
  /// components, as Core Graphics' conformance makes (Docs/Semantics/UIKit.md §88).
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(
      srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}
