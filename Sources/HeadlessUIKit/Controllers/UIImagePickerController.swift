// The system's photo and camera picker (UIKit's `UIImagePickerController`), headless: there
// is no camera and no photo library to browse; a test finishes or cancels the pick
// (Docs/Semantics/UIKit.md §49).

/// What an image picker tells about the pick (UIKit's `UIImagePickerControllerDelegate`);
/// every method is optional. Without them, the picker dismisses itself.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
  /// The user picked an image or film, described by `info`.
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  /// The user cancelled the pick.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {
    picker.dismiss(animated: true)
  }
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    picker.dismiss(animated: true)
  }
}

/// A picker of photos and films from the library or the camera (UIKit's
/// `UIImagePickerController`, a navigation controller). Headless, the camera is unavailable
/// (as on the Simulator) and the library is empty: presented, the picker shows nothing until
/// ``headlessFinishPicking(with:)`` or ``headlessCancel()`` (ScreenLab's) plays the user's
/// part (Docs/Semantics/UIKit.md §49).
open class UIImagePickerController: UINavigationController {
  /// Where the picker takes media from (UIKit's `UIImagePickerController.SourceType`).
  public enum SourceType: Int, Sendable {
    case photoLibrary = 0
    case camera = 1
    case savedPhotosAlbum = 2
  }

  /// The camera of the device (UIKit's `UIImagePickerController.CameraDevice`).
  public enum CameraDevice: Int, Sendable {
    case rear = 0
    case front = 1
  }

  /// Photos or films (UIKit's `UIImagePickerController.CameraCaptureMode`).
  public enum CameraCaptureMode: Int, Sendable {
    case photo = 0
    case video = 1
  }

  /// The flash (UIKit's `UIImagePickerController.CameraFlashMode`).
  public enum CameraFlashMode: Int, Sendable {
    case off = -1
    case auto = 0
    case on = 1
  }

  /// The keys of the pick's description (UIKit's `UIImagePickerController.InfoKey`).
  public struct InfoKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let mediaType = InfoKey("UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey("UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey("UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey("UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey("UIImagePickerControllerMediaURL")
    public static let imageURL = InfoKey("UIImagePickerControllerImageURL")
    public static let mediaMetadata = InfoKey("UIImagePickerControllerMediaMetadata")
  }

  /// Whether `sourceType` can be picked from: the library and the saved photos album yes,
  /// the camera no (there is none headless).
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
    sourceType != .camera
  }

  /// The media types `sourceType` offers (`public.image` for the library and album), nil
  /// for an unavailable source.
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
    isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
  }

  /// Whether `cameraDevice` exists: no camera headless.
  open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

  private var _sourceType: SourceType = .photoLibrary
  /// Where media comes from (the library by default). Setting an unavailable source (the
  /// camera) keeps the old one and records a diagnostic, where UIKit raises an exception.
  open var sourceType: SourceType {
    get { _sourceType }
    set {
      guard Self.isSourceTypeAvailable(newValue) else {
        DisplayCycle.current.runtime.record(
          .diagnostic,
          "UIImagePickerController.sourceType: source type \(newValue) is not available "
            + "(no camera headless); the source stays \(_sourceType)")
        return
      }
      _sourceType = newValue
    }
  }
  /// The media types offered (`public.image` by default).
  open var mediaTypes = ["public.image"]
  /// Whether the user may crop the picked image (kept).
  open var allowsEditing = false
  /// The camera used (kept).
  open var cameraDevice: CameraDevice = .rear
  /// Photos or films (kept).
  open var cameraCaptureMode: CameraCaptureMode = .photo
  /// The flash (kept).
  open var cameraFlashMode: CameraFlashMode = .auto
  /// Whether the camera controls show (kept).
  open var showsCameraControls = true

  private var imageDelegate: (any UIImagePickerControllerDelegate)? {
    delegate as? any UIImagePickerControllerDelegate
  }

  /// Plays a finished pick: tells the delegate with `info` (the media type added when
  /// missing), or dismisses the picker when the delegate does not implement it. Not UIKit API.
  public func headlessFinishPicking(with info: [InfoKey: Any]) {
    var info = info
    if info[.mediaType] == nil { info[.mediaType] = "public.image" }
    if let imageDelegate {
      imageDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    } else {
      dismiss(animated: true)
    }
  }

  /// Plays a cancel: tells the delegate, or dismisses the picker. Not UIKit API.
  public func headlessCancel() {
    if let imageDelegate {
      imageDelegate.imagePickerControllerDidCancel(self)
    } else {
      dismiss(animated: true)
    }
  }
}
