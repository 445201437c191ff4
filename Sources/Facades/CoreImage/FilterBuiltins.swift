// Core Image's typed built-in filters (`import CoreImage.CIFilterBuiltins`, iOS 13): a class
// method per filter that answers the filter as `CIFilter & <its protocol>`, whose properties
// are its input keys (Docs/Semantics/OtherFrameworks.md OF-5.3). The submodule itself is an
// empty Clang module (Sources/Facades/AppleSubmodules); the API is declared here, so plain
// `import CoreImage` sees it too.
import Foundation
import HeadlessCoreGraphics

/// What every typed filter has: its output image.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol CIFilterProtocol: AnyObject {
  var outputImage: CIImage? { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol CISepiaTone: CIFilterProtocol {
  var inputImage: CIImage? { get set }
  var intensity: Float { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol CIGaussianBlur: CIFilterProtocol {
  var inputImage: CIImage? { get set }
  var radius: Float { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol CIBoxBlur: CIFilterProtocol {
  var inputImage: CIImage? { get set }
  var radius: Float { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol CIPixellate: CIFilterProtocol {
  var inputImage: CIImage? { get set }
  var center: CGPoint { get set }
  var scale: Float { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol CICrystallize: CIFilterProtocol {
  var inputImage: CIImage? { get set }
  var radius: Float { get set }
  var center: CGPoint { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol CIEdges: CIFilterProtocol {
  var inputImage: CIImage? { get set }
  var intensity: Float { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol CIVignette: CIFilterProtocol {
  var inputImage: CIImage? { get set }
  var intensity: Float { get set }
  var radius: Float { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol CIUnsharpMask: CIFilterProtocol {
  var inputImage: CIImage? { get set }
  var radius: Float { get set }
  var intensity: Float { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol CITwirlDistortion: CIFilterProtocol {
  var inputImage: CIImage? { get set }
  var center: CGPoint { get set }
  var radius: Float { get set }
  var angle: Float { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol CIBumpDistortion: CIFilterProtocol {
  var inputImage: CIImage? { get set }
  var center: CGPoint { get set }
  var radius: Float { get set }
  var scale: Float { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol CIColorControls: CIFilterProtocol {
  var inputImage: CIImage? { get set }
  var saturation: Float { get set }
  var brightness: Float { get set }
  var contrast: Float { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol CIColorInvert: CIFilterProtocol {
  var inputImage: CIImage? { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol CIPhotoEffect: CIFilterProtocol {
  var inputImage: CIImage? { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol CIQRCodeGenerator: CIFilterProtocol {
  var message: Data { get set }
  var correctionLevel: String { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
extension CIFilter {
  public class func sepiaTone() -> CIFilter & CISepiaTone { TypedFilter("CISepiaTone") }
  public class func gaussianBlur() -> CIFilter & CIGaussianBlur { TypedFilter("CIGaussianBlur") }
  public class func boxBlur() -> CIFilter & CIBoxBlur { TypedFilter("CIBoxBlur") }
  public class func pixellate() -> CIFilter & CIPixellate { TypedFilter("CIPixellate") }
  public class func crystallize() -> CIFilter & CICrystallize { TypedFilter("CICrystallize") }
  public class func edges() -> CIFilter & CIEdges { TypedFilter("CIEdges") }
  public class func vignette() -> CIFilter & CIVignette { TypedFilter("CIVignette") }
  public class func unsharpMask() -> CIFilter & CIUnsharpMask { TypedFilter("CIUnsharpMask") }
  public class func twirlDistortion() -> CIFilter & CITwirlDistortion {
    TypedFilter("CITwirlDistortion")
  }
  public class func bumpDistortion() -> CIFilter & CIBumpDistortion {
    TypedFilter("CIBumpDistortion")
  }
  public class func colorControls() -> CIFilter & CIColorControls {
    TypedFilter("CIColorControls")
  }
  public class func colorInvert() -> CIFilter & CIColorInvert { TypedFilter("CIColorInvert") }
  public class func photoEffectNoir() -> CIFilter & CIPhotoEffect {
    TypedFilter("CIPhotoEffectNoir")
  }
  public class func photoEffectMono() -> CIFilter & CIPhotoEffect {
    TypedFilter("CIPhotoEffectMono")
  }
  public class func photoEffectChrome() -> CIFilter & CIPhotoEffect {
    TypedFilter("CIPhotoEffectChrome")
  }
  public class func photoEffectInstant() -> CIFilter & CIPhotoEffect {
    TypedFilter("CIPhotoEffectInstant")
  }
  public class func photoEffectFade() -> CIFilter & CIPhotoEffect {
    TypedFilter("CIPhotoEffectFade")
  }
  public class func photoEffectProcess() -> CIFilter & CIPhotoEffect {
    TypedFilter("CIPhotoEffectProcess")
  }
  public class func photoEffectTonal() -> CIFilter & CIPhotoEffect {
    TypedFilter("CIPhotoEffectTonal")
  }
  public class func photoEffectTransfer() -> CIFilter & CIPhotoEffect {
    TypedFilter("CIPhotoEffectTransfer")
  }
  public class func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator {
    TypedFilter("CIQRCodeGenerator")
  }
}

/// A built-in filter made by a typed class method: its properties read and write the filter's
/// parameters by their input keys, and read the filter's default when a parameter was never
/// set (OF-5.3).
final class TypedFilter: CIFilter, CISepiaTone, CIGaussianBlur, CIBoxBlur, CIPixellate,
  CICrystallize, CIEdges, CIVignette, CIUnsharpMask, CITwirlDistortion, CIBumpDistortion,
  CIColorControls, CIColorInvert, CIPhotoEffect, CIQRCodeGenerator
{
  /// The filter `name`; every name the class methods above pass is in `CIFilter.builtIns`.
  init(_ name: String) { super.init(builtIn: name) }

  var inputImage: CIImage? {
    get { value(forKey: kCIInputImageKey) as? CIImage }
    set { setValue(newValue, forKey: kCIInputImageKey) }
  }
  var intensity: Float {
    get { number(kCIInputIntensityKey) }
    set { setValue(newValue, forKey: kCIInputIntensityKey) }
  }
  var radius: Float {
    get { number(kCIInputRadiusKey) }
    set { setValue(newValue, forKey: kCIInputRadiusKey) }
  }
  var scale: Float {
    get { number(kCIInputScaleKey) }
    set { setValue(newValue, forKey: kCIInputScaleKey) }
  }
  var angle: Float {
    get { number(kCIInputAngleKey) }
    set { setValue(newValue, forKey: kCIInputAngleKey) }
  }
  var saturation: Float {
    get { number(kCIInputSaturationKey) }
    set { setValue(newValue, forKey: kCIInputSaturationKey) }
  }
  var brightness: Float {
    get { number(kCIInputBrightnessKey) }
    set { setValue(newValue, forKey: kCIInputBrightnessKey) }
  }
  var contrast: Float {
    get { number(kCIInputContrastKey) }
    set { setValue(newValue, forKey: kCIInputContrastKey) }
  }
  /// A point, kept as a `CIVector` as Core Image keeps points.
  var center: CGPoint {
    get {
      let vector = value(forKey: kCIInputCenterKey) as? CIVector
      return vector.map { CGPoint(x: $0.x, y: $0.y) } ?? CGPoint(x: 150, y: 150)
    }
    set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) }
  }
  var message: Data {
    get { value(forKey: "inputMessage") as? Data ?? Data() }
    set { setValue(newValue, forKey: "inputMessage") }
  }
  var correctionLevel: String {
    get { value(forKey: "inputCorrectionLevel") as? String ?? "M" }
    set { setValue(newValue, forKey: "inputCorrectionLevel") }
  }

  /// A number parameter as a `Float`: the value set (any number type) or the default.
  private func number(_ key: String) -> Float {
    switch value(forKey: key) {
    case let value as Float: return value
    case let value as Double: return Float(value)
    case let value as CGFloat: return Float(value)
    case let value as Int: return Float(value)
    case let value as NSNumber: return value.floatValue
    default: return CIFilter.builtIns[name]?.defaultNumbers[key] ?? 0
    }
  }
}
