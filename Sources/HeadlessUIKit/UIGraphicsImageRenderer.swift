// Offscreen drawing: UIKit's image renderer and UIImage's own drawing, record-only like the
// rest of ScreenLab's drawing (no pixels).

/// The drawing context an image renderer hands to its actions (UIKit's
/// `UIGraphicsImageRendererContext`): its Core Graphics context records what the actions paint.
public final class UIGraphicsImageRendererContext {
  /// The recording context of the image being made.
  public let cgContext: CGContext
  /// The format's bounds.
  public let bounds: CGRect

  init(cgContext: CGContext, bounds: CGRect) {
    self.cgContext = cgContext
    self.bounds = bounds
  }

  /// Fills `rect` with the current fill colour.
  public func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Strokes a one-point frame inside `rect` with the current stroke colour.
  public func stroke(_ rect: CGRect) {
    cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
  }
}

/// Makes images by drawing (UIKit's `UIGraphicsImageRenderer`), record-only: the actions run
/// with a recording context as the current context, and the image has the renderer's size and
/// no pixels (the painting is kept in ``lastDisplayList``).
///
/// A renderer made while a draw pass runs counts as an object the pass created
/// (`DrawProfile/renderersCreated`): the seed's advice is to make renderers outside
/// `draw(_:)` (Docs/Semantics/UIKit.md §35).
public final class UIGraphicsImageRenderer {
  /// The bounds of the images, origin zero unless given.
  public let bounds: CGRect
  /// The images' settings (kept, §66).
  public let format: UIGraphicsImageRendererFormat
  /// What the last ``image(actions:)`` painted.
  public private(set) var lastDisplayList = DisplayList()

  /// A renderer of `size`-point images.
  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size))
  }

  /// A renderer of images covering `bounds`.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
  }

  /// A renderer of `size`-point images with `format`.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of images covering `bounds`, with `format`.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
    DrawPassTally.current?.counts.renderers += 1
  }

  /// Runs `actions` with a recording context clipped to the bounds as the current context and
  /// returns an image of the renderer's size.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = CGContext(recordingWithClip: bounds)
    UIGraphicsPushContext(context)
    actions(UIGraphicsImageRendererContext(cgContext: context, bounds: bounds))
    UIGraphicsPopContext()
    lastDisplayList = context.displayList
    return UIImage(size: bounds.size)
  }
}

extension UIImage {
  /// Draws the image with its top-left corner at `point`: recorded in the trace and counted by
  /// the draw pass (`DrawProfile/images`), not painted.
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the image scaled into `rect`: recorded in the trace and counted by the draw pass,
  /// not painted.
  public func draw(in rect: CGRect) {
    if let tally = DrawPassTally.current {
      tally.counts.images += 1
      tally.drew(area: rect)
    }
    Runtime.current.record(
      .draw, "draw image \(description) in \(DrawRecord.text(rect))")
  }
}
