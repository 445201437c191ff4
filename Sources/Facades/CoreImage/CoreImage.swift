// `import CoreImage` on a platform without Apple's Core Image (Linux): filters by name that
// record their parameters, and images that are only an extent — no pixel is computed
// (Docs/Semantics/OtherFrameworks.md §5). Apple's UIKit re-exports Core Image, and so does the
// UIKit facade. Declared in Package.swift only where the platform has no framework of this
// name.
import Foundation
import HeadlessCoreGraphics
import HeadlessUIKit

public let kCIInputImageKey = "inputImage"
public let kCIOutputImageKey = "outputImage"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputScaleKey = "inputScale"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputColorKey = "inputColor"

/// An image as a recipe: its extent and the filters that made it. No pixel is computed
/// headless (OF-5.1).
open class CIImage: NSObject, @unchecked Sendable {
  /// The rectangle the image covers.
  public let extent: CGRect
  /// The filters that made the image, first to last (a headless addition).
  public let recipe: [String]

  init(extent: CGRect, recipe: [String]) {
    self.extent = extent
    self.recipe = recipe
  }

  /// An image of a UIKit image's size, in pixels at scale 1 (UIKit's addition to Core Image).
  public convenience init?(image: UIImage) {
    self.init(extent: CGRect(origin: .zero, size: image.size), recipe: [])
  }

  /// An image of a Core Graphics image's pixel size, at the origin.
  public convenience init(cgImage image: CGImage) {
    self.init(
      extent: CGRect(x: 0, y: 0, width: image.width, height: image.height), recipe: [])
  }

  /// An empty image.
  public static func empty() -> CIImage { CIImage(extent: .null, recipe: []) }

  /// The image transformed: its extent is the transformed rectangle.
  open func transformed(by matrix: CGAffineTransform) -> CIImage {
    CIImage(extent: extent.applying(matrix), recipe: recipe)
  }

  /// The image cropped: its extent is the intersection.
  open func cropped(to rect: CGRect) -> CIImage {
    CIImage(extent: extent.intersection(rect), recipe: recipe)
  }
}

/// A vector of 2 to 4 numbers, for a filter's parameters (points, rectangles).
open class CIVector: NSObject, @unchecked Sendable {
  public let values: [CGFloat]
  public init(x: CGFloat, y: CGFloat) { values = [x, y] }
  public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { values = [x, y, z, w] }
  public convenience init(cgPoint p: CGPoint) { self.init(x: p.x, y: p.y) }
  public var x: CGFloat { values[0] }
  public var y: CGFloat { values.count > 1 ? values[1] : 0 }
  public var count: Int { values.count }
}

/// One row of ``CIFilter``'s table of built-in filters.
struct BuiltInFilter {
  /// The input keys, in the order `inputKeys` answers them.
  let keys: [String]
  /// The default of each number parameter, by key (Core Image Filter Reference).
  let defaultNumbers: [String: Float]
  /// Whether the filter makes an image from parameters alone.
  let isGenerator: Bool

  /// A filter of an input image: its keys in order, each with its number default or nil.
  static func filter(_ keys: KeyValuePairs<String, Float?>) -> BuiltInFilter {
    BuiltInFilter(
      keys: keys.map(\.key),
      defaultNumbers: Dictionary(
        uniqueKeysWithValues: keys.compactMap { key, value in
          value.map { (key, $0) }
        }),
      isGenerator: false)
  }

  /// A generator: its keys in order (no number defaults are modelled).
  static func generator(_ keys: [String]) -> BuiltInFilter {
    BuiltInFilter(keys: keys, defaultNumbers: [:], isGenerator: true)
  }
}

/// A filter chosen by name: it keeps the parameters it is given and answers an output image of
/// its input's extent (OF-5.2).
open class CIFilter: NSObject {
  /// The built-in filters this facade knows (Core Image Filter Reference): each filter's input
  /// keys in order, with the default of each number parameter (nil for the others, which have
  /// none), and whether it is a generator, which makes an image from parameters alone. The one
  /// table `init(name:)`, `inputKeys` and the typed filters' defaults read.
  static let builtIns: [String: BuiltInFilter] = [
    "CISepiaTone": .filter(["inputImage": nil, "inputIntensity": 1]),
    "CIGaussianBlur": .filter(["inputImage": nil, "inputRadius": 10]),
    "CIBoxBlur": .filter(["inputImage": nil, "inputRadius": 10]),
    "CICrystallize": .filter(["inputImage": nil, "inputRadius": 20, "inputCenter": nil]),
    "CIEdges": .filter(["inputImage": nil, "inputIntensity": 1]),
    "CIPixellate": .filter(["inputImage": nil, "inputCenter": nil, "inputScale": 8]),
    "CIBumpDistortion": .filter([
      "inputImage": nil, "inputCenter": nil, "inputRadius": 300, "inputScale": 0.5,
    ]),
    "CITwirlDistortion": .filter([
      "inputImage": nil, "inputCenter": nil, "inputRadius": 300, "inputAngle": 3.14,
    ]),
    "CIUnsharpMask": .filter(["inputImage": nil, "inputRadius": 2.5, "inputIntensity": 0.5]),
    "CIVignette": .filter(["inputImage": nil, "inputIntensity": 0, "inputRadius": 1]),
    "CIColorInvert": .filter(["inputImage": nil]),
    "CIMaskToAlpha": .filter(["inputImage": nil]),
    "CIColorMonochrome": .filter(["inputImage": nil, "inputColor": nil, "inputIntensity": nil]),
    "CIColorControls": .filter([
      "inputImage": nil, "inputSaturation": 1, "inputBrightness": 0, "inputContrast": 1,
    ]),
    "CIPhotoEffectNoir": .filter(["inputImage": nil]),
    "CIPhotoEffectMono": .filter(["inputImage": nil]),
    "CIPhotoEffectChrome": .filter(["inputImage": nil]),
    "CIPhotoEffectInstant": .filter(["inputImage": nil]),
    "CIPhotoEffectFade": .filter(["inputImage": nil]),
    "CIPhotoEffectProcess": .filter(["inputImage": nil]),
    "CIPhotoEffectTonal": .filter(["inputImage": nil]),
    "CIPhotoEffectTransfer": .filter(["inputImage": nil]),
    "CIQRCodeGenerator": .generator(["inputMessage", "inputCorrectionLevel"]),
    "CIAztecCodeGenerator": .generator([
      "inputMessage", "inputCorrectionLevel", "inputLayers", "inputCompactStyle",
    ]),
    "CICode128BarcodeGenerator": .generator([
      "inputMessage", "inputQuietSpace", "inputBarcodeHeight",
    ]),
    "CIPDF417BarcodeGenerator": .generator([
      "inputMessage", "inputMinWidth", "inputMaxWidth", "inputMinHeight", "inputMaxHeight",
      "inputDataColumns", "inputRows", "inputPreferredAspectRatio", "inputCompactionMode",
      "inputCompactStyle", "inputCorrectionLevel", "inputAlwaysSpecifyCompaction",
    ]),
  ]

  /// The filter's name.
  public let name: String
  private let isGenerator: Bool
  /// The parameters set so far.
  public private(set) var parameters: [String: Any] = [:]

  /// The built-in filter of that name; nil for a name this facade does not know (OF-5.2).
  public convenience init?(name: String) {
    guard Self.builtIns[name] != nil else { return nil }
    self.init(builtIn: name)
  }

  /// The built-in filter `name`, which must be one of ``builtIns``.
  init(builtIn name: String) {
    let builtIn = Self.builtIns[name] ?? .filter([:])
    self.name = name
    isGenerator = builtIn.isGenerator
    inputKeys = builtIn.keys
  }

  public convenience init?(name: String, parameters params: [String: Any]?) {
    self.init(name: name)
    for (key, value) in params ?? [:] { setValue(value, forKey: key) }
  }

  /// The names of the filter's parameters.
  public let inputKeys: [String]
  open var outputKeys: [String] { [kCIOutputImageKey] }

  open func setDefaults() {}

  /// Keeps a parameter; a key the filter does not have is kept too (Apple's raises an
  /// Objective-C exception there) [U].
  open func setValue(_ value: Any?, forKey key: String) { parameters[key] = value }

  open func value(forKey key: String) -> Any? {
    key == kCIOutputImageKey ? outputImage : parameters[key]
  }

  /// The output: for a filter of an image, an image of the input's extent whose recipe is the
  /// input's and this filter's name; nil without an input image. A generator's output is nil
  /// headless: its size depends on an encoding this facade does not compute (OF-5.2).
  open var outputImage: CIImage? {
    guard !isGenerator, let input = parameters[kCIInputImageKey] as? CIImage else { return nil }
    return CIImage(extent: input.extent, recipe: input.recipe + [name])
  }
}

/// Where filters are rendered; nothing is rendered headless.
open class CIContext: NSObject, @unchecked Sendable {
  public override init() {}
  public init(options: [String: Any]?) {}

  /// A Core Graphics image of the part `fromRect` of `image`: ScreenLab's record-only
  /// `CGImage` of that rectangle's whole-pixel size (no pixel is computed), or nil for a
  /// rectangle that is null, infinite or empty, or an image without an extent (OF-5.4).
  open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
    guard !image.extent.isNull, !fromRect.isNull, !fromRect.isInfinite else { return nil }
    let pixels = fromRect.standardized.integral
    guard pixels.width > 0, pixels.height > 0 else { return nil }
    return CGImage(headlessWidth: Int(pixels.width), height: Int(pixels.height))
  }
}

extension UIImage {
  /// An image of a Core Image image's extent, at scale 1 (UIKit's addition).
  public convenience init(ciImage: CIImage) {
    self.init(size: ciImage.extent.isNull ? .zero : ciImage.extent.size)
  }

  /// An image of a Core Image image's extent divided by `scale` points.
  public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
    let size = ciImage.extent.isNull ? .zero : ciImage.extent.size
    self.init(size: CGSize(width: size.width / scale, height: size.height / scale))
  }
}
