// Resizable images, image data, dynamic and named colours, the photo album and the older
// bitmap-context functions (Docs/Semantics/UIKit.md §66).

extension UIImage {
  /// How the middle of a resizable image fills a larger area (UIKit's
  /// `UIImage.ResizingMode`).
  public enum ResizingMode: Int, Sendable {
    case tile = 0
    case stretch = 1
  }

  /// How the image's pixels are turned (UIKit's `UIImage.Orientation`).
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// The image made resizable with `capInsets` kept fixed; the middle tiles (UIKit's default
  /// for this method).
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// The image made resizable with `capInsets` kept fixed and the middle filled by
  /// `resizingMode`; the same size, name and rendering mode.
  public func resizableImage(
    withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode
  ) -> UIImage {
    let image = UIImage(
      name: name, symbol: isSymbolImage, size: size, renderingMode: renderingMode,
      tintColor: tintColor)
    image.capInsets = capInsets
    image.resizingMode = resizingMode
    return image
  }

  /// How the pixels are turned: `.up` (ScreenLab's images have no pixels to turn).
  public var imageOrientation: Orientation { .up }
  /// Pixels per point: 1, as ``UIScreen/scale``.
  public var scale: CGFloat { 1 }

  /// An image of the size a PNG's header gives (its `IHDR` width and height, in pixels, one
  /// point each) or a JPEG's frame header gives; nil for data that is neither, ScreenLab
  /// decodes no other format (§66, §107).
  public convenience init?(data: Data) {
    guard let size = UIImage.pngSize(data) ?? ImageEncoding.jpegSize(data) else { return nil }
    self.init(name: nil, symbol: false, size: size)
  }

  /// The same, the pixel size divided by `scale`.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let size = UIImage.pngSize(data) ?? ImageEncoding.jpegSize(data), scale > 0 else {
      return nil
    }
    self.init(
      name: nil, symbol: false, size: CGSize(width: size.width / scale, height: size.height / scale)
    )
  }

  /// The image in the file at `path`: read as ``init(data:)`` reads; nil when the file cannot
  /// be read or is not a PNG.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path),
      let size = UIImage.pngSize(data)
    else { return nil }
    self.init(name: nil, symbol: false, size: size)
  }

  /// The width and height of a PNG: the eight-byte signature, then the `IHDR` chunk's first
  /// two big-endian 32-bit fields (PNG specification, 5.2 and 11.2.2).
  static func pngSize(_ data: Data) -> CGSize? {
    let bytes = [UInt8](data.prefix(24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count == 24, Array(bytes[0..<8]) == signature,
      Array(bytes[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    func field(_ start: Int) -> Int {
      bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let width = field(16)
    let height = field(20)
    guard width > 0, height > 0 else { return nil }
    return CGSize(width: width, height: height)
  }
}

extension UIColor {
  /// The colour for `traitCollection`: a dynamic colour's provider's answer, else the colour
  /// itself (Docs/Semantics/UIKit.md §66).
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    dynamicProvider?(traitCollection) ?? self
  }

  /// A colour of the app's asset catalog: nil, ScreenLab has none; mid grey when the
  /// runtime's ``AssetStandIns`` are on (`screenlab run`, §59), with a diagnostic the first
  /// time for each name.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The same, from `bundle`'s catalog.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    let standsIn = MainActor.assumeIsolated { () -> Bool in
      let runtime = DisplayCycle.current.runtime
      let standIns = AssetStandIns.of(runtime)
      guard standIns.isOn else { return false }
      if !standIns.colorNames.contains(name) {
        standIns.colorNames.append(name)
        runtime.record(
          .diagnostic, "UIColor(named: \"\(name)\"): no asset catalog; grey stands in for it")
      }
      return true
    }
    guard standsIn else { return nil }
    self.init(framework: CGColor(gray: 0.5, alpha: 1))
  }
}

/// Saves `image` to the photo album: ScreenLab has none. The request is recorded in the trace
/// and, at the next turn, `completionSelector` is sent to `completionTarget` as UIKit sends
/// it (`image:didFinishSavingWithError:contextInfo:`: the image, no error, the context), as
/// if the save succeeded (§66).
public func UIImageWriteToSavedPhotosAlbum(
  _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
  _ contextInfo: UnsafeMutableRawPointer?
) {
  nonisolated(unsafe) let context = contextInfo
  nonisolated(unsafe) let target = completionTarget.map { $0 as AnyObject }
  MainActor.assumeIsolated {
    let cycle = DisplayCycle.current
    cycle.runtime.record(.input, "UIKit: UIImageWriteToSavedPhotosAlbum(\(image)): not saved")
    guard let completionSelector, let target else { return }
    cycle.scheduleCompletion {
      _ = SelectorTable.perform(completionSelector, on: target, with: [image, nil, context])
    }
  }
}

/// Starts a bitmap context of `size` points and makes it current (UIKit's older offscreen
/// drawing): record-only, as ``UIGraphicsImageRenderer`` (§66).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The same, with `opaque` and `scale` (kept; ScreenLab records points).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  let stack = GraphicsContextStack.current
  let context = CGContext(recordingWithClip: CGRect(origin: .zero, size: size))
  stack.imageContexts.append((context, size))
  stack.contexts.append(context)
}

/// An image of the current bitmap context's size; nil when the current context is not one
/// started by ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  let stack = GraphicsContextStack.current
  guard let (context, size) = stack.imageContexts.last, stack.contexts.last === context else {
    return nil
  }
  return UIImage(size: size)
}

/// Ends the current bitmap context, making the one before it current again.
public func UIGraphicsEndImageContext() {
  let stack = GraphicsContextStack.current
  guard let (context, _) = stack.imageContexts.popLast() else { return }
  if let index = stack.contexts.lastIndex(where: { $0 === context }) {
    stack.contexts.remove(at: index)
  }
}

/// The settings of an image renderer (UIKit's `UIGraphicsImageRendererFormat`): scale 1
/// (ScreenLab's screen), not opaque, kept.
public final class UIGraphicsImageRendererFormat {
  /// Pixels per point.
  public var scale: CGFloat = 1
  /// Whether the images are opaque.
  public var opaque = false
  /// Whether the images' colours may be wider than sRGB.
  public var preferredRange: Range = .automatic

  /// The colour range of the images (UIKit's `UIGraphicsImageRendererFormat.Range`).
  public enum Range: Int, Sendable {
    case unspecified = -1
    case automatic = 0
    case extended = 1
    case standard = 2
  }

  /// A format of the device's screen.
  public init() {}

  /// The format of the device's screen.
  public class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  /// The format of the device's best screen.
  public class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
