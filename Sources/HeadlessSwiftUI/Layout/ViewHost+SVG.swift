extension ViewHost {
  /// The hosted view as an SVG document the size of the layout window (``layout(in:)``,
  /// 390 × 844 by default): the SwiftUI counterpart of the UIKit renderer
  /// (Docs/Semantics/SwiftUI.md §3.2).
  ///
  /// The current graph is laid out as ``frame(of:)`` lays it out, and every node is drawn at
  /// its frame in painting order, back to front: later siblings and a `ZStack`'s later
  /// children in front, backgrounds behind and overlays in front of their view. Writes not
  /// yet applied are not drawn: call ``settle(limit:)`` first. Animated values are drawn as
  /// presented at the runtime's current time (``presentedValue(_:in:)``).
  ///
  /// Drawn:
  /// - `Rectangle`, `RoundedRectangle` (its corner radius, at most half the shorter side),
  ///   `Capsule` and `Circle` (inscribed), filled with the `.fill` around them, outlined
  ///   with the `.stroke` around them, or else filled with the foreground style;
  /// - a `Color` view as a rectangle of its colour; `.background(_:)` with a colour as a
  ///   rectangle behind its view; background and overlay views where the layout puts them;
  /// - `Text` as a `<text>` element at its frame (monospace under the fixed metric, XML
  ///   characters escaped, truncated with "…" when its frame is narrower: ``TextMetric``);
  /// - the foreground style: the nearest `.foregroundStyle`/`.foregroundColor` above the
  ///   view; else, in a `Button`, the accent colour (grey when disabled); else primary
  ///   (black, the light appearance);
  /// - `.opacity` as group opacity; offsets (in the frames, plus the difference of a running
  ///   offset animation); `.scaleEffect` and `.rotationEffect` as transforms about their
  ///   anchor; `.cornerRadius` as a rounded clip of the subtree;
  /// - `Divider` as a one-point separator; `Toggle` as its label's text and a switch (green
  ///   when on) at the trailing end;
  /// - `Image` as a placeholder: an outline at its frame titled with its name;
  /// - an inserted or leaving view at its presented built-in transition values (opacity, offset,
  ///   move, scale about the centre; Docs/Semantics/SwiftUI.md §11.4).
  ///
  /// Not drawn (simplifications): fonts and weights (one metric size), styles that are not
  /// colours (drawn as primary), the dark appearance, frame animations (frames are at their
  /// model values), shadows, blurs, clip shapes other than `.cornerRadius`,
  /// `TextField`, `Slider`, `ProgressView`, and scroll positions (content is laid out as if
  /// unscrolled). The output is deterministic: numbers have at most three decimals
  /// (`SVGWriter.number`), and the same graph at the same time gives the same bytes.
  ///
  /// - Parameter background: painted under everything (nil: transparent).
  /// - Returns: the SVG document, ending with a newline.
  public func svg(background: CGColor? = nil) -> String {
    let engine = LayoutEngine()
    if let root = graph.root { engine.layout(root: root, in: layoutWindow) }
    var painter = LayoutPainter(
      engine: engine, graph: graph, window: layoutWindow, background: background)
    return painter.paint()
  }
}
