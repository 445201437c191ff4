// `import AVFoundation` on a platform without Apple's AVFoundation (Linux): the capture and
// playback API that view files use, headless — no camera, no microphone, no media, no audio
// output (Docs/Semantics/OtherFrameworks.md §2). Declared in Package.swift only where the
// platform has no framework of this name.
import Foundation
import HeadlessCoreGraphics
import HeadlessQuartzCore
import Runtime
import Synchronization

/// The kind of media a device captures or a track holds.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let video = AVMediaType(rawValue: "vide")
  public static let audio = AVMediaType(rawValue: "soun")
  public static let text = AVMediaType(rawValue: "text")
  public static let metadata = AVMediaType(rawValue: "meta")
}

/// Whether the app may capture a kind of media.
public enum AVAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorized = 3
}

/// How video fills a layer's bounds.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
  public static let resizeAspectFill = AVLayerVideoGravity(
    rawValue: "AVLayerVideoGravityResizeAspectFill")
  public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// A capture device. The headless process has none: ``default(for:)`` and discovery find
/// nothing, and access is never granted (OF-2.1).
open class AVCaptureDevice: NSObject {
  /// Where a device sits on the phone.
  public enum Position: Int, Sendable {
    case unspecified = 0
    case back = 1
    case front = 2
  }

  /// The torch's mode.
  public enum TorchMode: Int, Sendable {
    case off = 0
    case on = 1
    case auto = 2
  }

  /// The flash's mode.
  public enum FlashMode: Int, Sendable {
    case off = 0
    case on = 1
    case auto = 2
  }

  /// The kind of a device.
  public struct DeviceType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let builtInWideAngleCamera = DeviceType(
      rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
    public static let builtInUltraWideCamera = DeviceType(
      rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
    public static let builtInTelephotoCamera = DeviceType(
      rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
    public static let builtInDualCamera = DeviceType(
      rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
    public static let builtInTrueDepthCamera = DeviceType(
      rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
    public static let builtInMicrophone = DeviceType(
      rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
  }

  /// Finds the devices of some types: none, headless.
  open class DiscoverySession: NSObject {
    public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {}
    open var devices: [AVCaptureDevice] { [] }
  }

  /// A device is never made headless; the initializer keeps subclasses possible.
  override init() {}

  /// The default device for a kind of media: none, headless (OF-2.1).
  open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }

  open class func `default`(
    _ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position
  ) -> AVCaptureDevice? { nil }

  /// Whether the app may capture `mediaType`: `notDetermined`, as on a device whose user was
  /// never asked; after ``requestAccess(for:completionHandler:)``, `denied` (OF-2.1).
  open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
    AccessRequests.asked.withLock { $0.contains(mediaType) } ? .denied : .notDetermined
  }

  /// Asks for access: the headless process has no user to grant it, so the answer is `false`,
  /// handed to `handler` on the main queue (the current runtime's virtual clock inside one;
  /// OF-2.1), and the status becomes `denied`.
  open class func requestAccess(
    for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void
  ) {
    AccessRequests.asked.withLock { _ = $0.insert(mediaType) }
    DispatchQueue.main.async { handler(false) }
  }

  /// Asks for access: `false`, at once (OF-2.1).
  open class func requestAccess(for mediaType: AVMediaType) async -> Bool {
    AccessRequests.asked.withLock { _ = $0.insert(mediaType) }
    return false
  }

  open var hasTorch: Bool { false }
  open var hasFlash: Bool { false }
  open var isTorchAvailable: Bool { false }
  open var torchMode: TorchMode = .off
  open var position: Position { .unspecified }
  open var localizedName: String { "" }
  open func lockForConfiguration() throws {}
  open func unlockForConfiguration() {}
}

/// The media types access was asked for in this process.
enum AccessRequests {
  static let asked = Mutex<Set<AVMediaType>>([])
}

/// A source of media for a session.
open class AVCaptureInput: NSObject {}

/// A device as a session's input.
open class AVCaptureDeviceInput: AVCaptureInput {
  public let device: AVCaptureDevice
  public init(device: AVCaptureDevice) throws { self.device = device }
}

/// A destination of a session's media.
open class AVCaptureOutput: NSObject {
  /// The output's connections: none, as no session has a device (OF-2.10).
  open var connections: [AVCaptureConnection] { [] }

  /// The output's connection carrying `mediaType`: nil, as no session has a device (OF-2.10).
  open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
}

/// A link between a session's input and output. Headless none is made by a session (OF-2.10);
/// its settings are kept.
open class AVCaptureConnection: NSObject {
  open var isEnabled = true
  open var isActive: Bool { false }
  @available(iOS, introduced: 6.0, deprecated: 17.0, message: "Use videoRotationAngle instead")
  open var isVideoOrientationSupported: Bool { true }
  @available(iOS, introduced: 4.0, deprecated: 17.0, message: "Use videoRotationAngle instead")
  open var videoOrientation: AVCaptureVideoOrientation = .portrait
  @available(iOS 17.0, *)
  open var videoRotationAngle: CGFloat {
    get { rotationAngle }
    set { rotationAngle = newValue }
  }
  private var rotationAngle: CGFloat = 0
  open var isVideoMirroringSupported: Bool { true }
  open var automaticallyAdjustsVideoMirroring = true
  open var isVideoMirrored = false
}

/// A detected object: a face, a barcode.
open class AVMetadataObject: NSObject {
  /// The kind of a detected object.
  public struct ObjectType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let qr = ObjectType(rawValue: "org.iso.QRCode")
    public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
    public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
    public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
    public static let code39 = ObjectType(rawValue: "org.iso.Code39")
    public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
    public static let code128 = ObjectType(rawValue: "org.iso.Code128")
    public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
    public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
    public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
    public static let face = ObjectType(rawValue: "face")
  }

  public let type: ObjectType
  public let bounds: CGRect

  /// A detected object of `type` in `bounds`: what a test hands to a delegate, as a session
  /// would (a headless addition; Apple's objects come from capture).
  public init(type: ObjectType, bounds: CGRect = .zero) {
    self.type = type
    self.bounds = bounds
  }
}

/// A detected barcode and the string it encodes.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject {
  public let stringValue: String?

  /// A detected barcode: a headless addition, for tests (Apple's objects come from capture).
  public init(type: ObjectType, stringValue: String?, bounds: CGRect = .zero) {
    self.stringValue = stringValue
    super.init(type: type, bounds: bounds)
  }
}

/// What receives the objects a metadata output detects.
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
  func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
  public func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection
  ) {}
}

/// Detects barcodes and faces in a session's video: nothing, headless, unless a test hands
/// it objects (OF-2.2).
open class AVCaptureMetadataOutput: AVCaptureOutput {
  public override init() {}

  /// The types to detect (Apple declares the property implicitly unwrapped; it is never nil).
  open var metadataObjectTypes: [AVMetadataObject.ObjectType] = []
  open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
  open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
  public private(set) weak var metadataObjectsDelegate:
    (any AVCaptureMetadataOutputObjectsDelegate)?
  public private(set) var metadataObjectsCallbackQueue: DispatchQueue?

  open func setMetadataObjectsDelegate(
    _ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?,
    queue objectsCallbackQueue: DispatchQueue?
  ) {
    metadataObjectsDelegate = objectsDelegate
    metadataObjectsCallbackQueue = objectsCallbackQueue
  }

  /// Hands `objects` of the requested types to the delegate, synchronously, as detected in the
  /// current frame: a headless addition for tests (OF-2.2).
  public func deliver(_ objects: [AVMetadataObject]) {
    let wanted = objects.filter { metadataObjectTypes.contains($0.type) }
    guard !wanted.isEmpty else { return }
    metadataObjectsDelegate?.metadataOutput(self, didOutput: wanted, from: AVCaptureConnection())
  }
}

/// A capture session: its inputs and outputs, and whether it runs. Running captures nothing
/// headless (OF-2.1).
open class AVCaptureSession: NSObject {
  /// The quality of a session's output.
  public struct Preset: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
    public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
    public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
    public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
    public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
    public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
  }

  public override init() {}

  open var sessionPreset: Preset = .high
  open private(set) var inputs: [AVCaptureInput] = []
  open private(set) var outputs: [AVCaptureOutput] = []
  open private(set) var isRunning = false

  open func beginConfiguration() {}
  open func commitConfiguration() {}
  open func canAddInput(_ input: AVCaptureInput) -> Bool { !inputs.contains(input) }
  open func addInput(_ input: AVCaptureInput) { if canAddInput(input) { inputs.append(input) } }
  open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
  open func canAddOutput(_ output: AVCaptureOutput) -> Bool { !outputs.contains(output) }
  open func addOutput(_ output: AVCaptureOutput) {
    if canAddOutput(output) { outputs.append(output) }
  }
  open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
  open func startRunning() { isRunning = true }
  open func stopRunning() { isRunning = false }
}

/// A layer that shows a session's video: an empty layer, headless (OF-2.1).
open class AVCaptureVideoPreviewLayer: CALayer {
  open var session: AVCaptureSession?
  open var videoGravity: AVLayerVideoGravity = .resizeAspect
  /// The connection from the session's video input: nil, as no session has a device (OF-2.10).
  open var connection: AVCaptureConnection? { nil }

  public convenience init(session: AVCaptureSession) {
    self.init()
    self.session = session
  }

  public convenience init(sessionWithNoConnection session: AVCaptureSession) {
    self.init(session: session)
  }
}

// MARK: - Audio Toolbox's system sounds, which AVFoundation brings

/// A system sound's id.
public typealias SystemSoundID = UInt32

/// The vibration "sound".
public let kSystemSoundID_Vibrate: SystemSoundID = 4095

/// Plays a system sound: nothing, headless — there is no audio output (OF-2.4).
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
