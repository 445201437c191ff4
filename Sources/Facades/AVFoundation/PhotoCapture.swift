// Still photos from a capture session: the photo output, its settings and delegate, and the
// photo it would deliver (Docs/Semantics/OtherFrameworks.md OF-2.10). Headless no session has a
// camera, so no photo is ever taken.
import Foundation
import HeadlessCoreGraphics
import Runtime
import Synchronization

/// The key of a video or photo format dictionary naming its codec.
public let AVVideoCodecKey = "AVVideoCodecKey"

/// A video or photo codec: AVFoundation's `AVVideoCodecType`.
@available(iOS 11.0, macOS 10.13, tvOS 11.0, *)
public struct AVVideoCodecType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let h264 = AVVideoCodecType(rawValue: "avc1")
  public static let hevc = AVVideoCodecType(rawValue: "hvc1")
  public static let jpeg = AVVideoCodecType(rawValue: "jpeg")
}

/// The orientation of a connection's video.
public enum AVCaptureVideoOrientation: Int, Sendable {
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeRight = 3
  case landscapeLeft = 4
}

/// The settings of one photo capture: AVFoundation's `AVCapturePhotoSettings`.
@available(iOS 10.0, macOS 10.15, tvOS 17.0, *)
open class AVCapturePhotoSettings: NSObject, NSCopying {
  private static let lastID = Mutex<Int64>(0)

  /// This settings object's identifier: a new one for every object made, increasing.
  public let uniqueID: Int64
  /// The photo's format; the default settings ask for JPEG.
  public let format: [String: Any]
  open var flashMode: AVCaptureDevice.FlashMode = .off
  @available(iOS, introduced: 10.0, deprecated: 16.0, message: "Use maxPhotoDimensions instead")
  open var isHighResolutionPhotoEnabled = false
  open var previewPhotoFormat: [String: Any]?

  /// Settings for a JPEG photo.
  public convenience override init() {
    self.init(format: nil)
  }

  /// Settings for a photo of `format` (JPEG when nil).
  public convenience init(format: [String: Any]?) {
    let next = Self.lastID.withLock { last in
      last += 1
      return last
    }
    self.init(uniqueID: next, format: format ?? [AVVideoCodecKey: AVVideoCodecType.jpeg])
  }

  private init(uniqueID: Int64, format: [String: Any]) {
    self.uniqueID = uniqueID
    self.format = format
  }

  /// A copy of `photoSettings`' values with an identifier of its own.
  public convenience init(from photoSettings: AVCapturePhotoSettings) {
    self.init(format: photoSettings.format)
    flashMode = photoSettings.flashMode
    previewPhotoFormat = photoSettings.previewPhotoFormat
  }

  /// The same settings with the same identifier.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = AVCapturePhotoSettings(uniqueID: uniqueID, format: format)
    copy.flashMode = flashMode
    copy.previewPhotoFormat = previewPhotoFormat
    return copy
  }
}

/// The settings a photo capture resolved to: AVFoundation's `AVCaptureResolvedPhotoSettings`
/// (made by a photo output only).
@available(iOS 10.0, macOS 10.15, tvOS 17.0, *)
open class AVCaptureResolvedPhotoSettings: NSObject {
  open var uniqueID: Int64 { settings.uniqueID }
  open var isFlashEnabled: Bool { settings.flashMode == .on }
  private let settings: AVCapturePhotoSettings
  init(_ settings: AVCapturePhotoSettings) { self.settings = settings }
}

/// A captured photo: AVFoundation's `AVCapturePhoto` (made by a photo output only, so never
/// headless).
@available(iOS 11.0, macOS 10.15, tvOS 17.0, *)
open class AVCapturePhoto: NSObject {
  open var resolvedSettings: AVCaptureResolvedPhotoSettings
  open var timestamp: CMTime { .zero }
  open var isRawPhoto: Bool { false }
  open var metadata: [String: Any] { [:] }
  open var photoCount: Int { 1 }
  init(_ settings: AVCapturePhotoSettings) {
    resolvedSettings = AVCaptureResolvedPhotoSettings(settings)
  }
  /// The photo's file data (never made headless).
  open func fileDataRepresentation() -> Data? { nil }
  /// The photo as an image (never made headless).
  open func cgImageRepresentation() -> CGImage? { nil }
  /// The preview image (never made headless).
  open func previewCGImageRepresentation() -> CGImage? { nil }
}

/// What a photo output tells about a capture in progress; every method is optional
/// (`@objc optional` in AVFoundation, empty default implementations here).
@available(iOS 10.0, macOS 10.15, tvOS 17.0, *)
public protocol AVCapturePhotoCaptureDelegate: AnyObject {
  func photoOutput(
    _ output: AVCapturePhotoOutput,
    willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings)
  func photoOutput(
    _ output: AVCapturePhotoOutput,
    willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
  func photoOutput(
    _ output: AVCapturePhotoOutput,
    didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
  @available(iOS 11.0, *)
  func photoOutput(
    _ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto,
    error: (any Error)?)
  func photoOutput(
    _ output: AVCapturePhotoOutput,
    didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings, error: (any Error)?)
}

@available(iOS 10.0, macOS 10.15, tvOS 17.0, *)
extension AVCapturePhotoCaptureDelegate {
  public func photoOutput(
    _ output: AVCapturePhotoOutput,
    willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings
  ) {}
  public func photoOutput(
    _ output: AVCapturePhotoOutput,
    willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings
  ) {}
  public func photoOutput(
    _ output: AVCapturePhotoOutput,
    didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings
  ) {}
  @available(iOS 11.0, *)
  public func photoOutput(
    _ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto,
    error: (any Error)?
  ) {}
  public func photoOutput(
    _ output: AVCapturePhotoOutput,
    didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings, error: (any Error)?
  ) {}
}

/// Photos from a session: AVFoundation's `AVCapturePhotoOutput`. No session has a camera
/// headless, so a capture request takes no photo and calls no delegate method (OF-2.10).
@available(iOS 10.0, macOS 10.15, tvOS 17.0, *)
open class AVCapturePhotoOutput: AVCaptureOutput {
  public override init() {}

  /// The settings prepared last, kept.
  open private(set) var preparedPhotoSettingsArray: [AVCapturePhotoSettings] = []
  @available(iOS, introduced: 10.0, deprecated: 16.0, message: "Use maxPhotoDimensions instead")
  open var isHighResolutionCaptureEnabled = false
  /// The codecs a photo may use: none without a camera.
  @available(iOS 11.0, *)
  open var availablePhotoCodecTypes: [AVVideoCodecType] { [] }
  /// The flash modes a capture may ask for: none without a camera.
  open var supportedFlashModes: [AVCaptureDevice.FlashMode] { [] }

  /// Asks for a photo with `settings`: none is taken headless (no camera), and `delegate` is
  /// not called.
  open func capturePhoto(
    with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate
  ) {}

  /// Keeps `preparedPhotoSettingsArray`; the completion handler learns, on the main queue, that
  /// nothing was prepared (no camera).
  open func setPreparedPhotoSettingsArray(
    _ preparedPhotoSettingsArray: [AVCapturePhotoSettings],
    completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil
  ) {
    self.preparedPhotoSettingsArray = preparedPhotoSettingsArray
    guard let completionHandler else { return }
    Runtime.enqueueOnBoundMainQueue { completionHandler(false, nil) }
  }
}
