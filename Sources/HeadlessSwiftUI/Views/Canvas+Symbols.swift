// A canvas's symbols: views, each identified by its tag, that the renderer resolves and draws
// (Docs/Semantics/SwiftUI.md §15.14).

extension Canvas {
  /// A canvas drawn by `renderer`, which may draw the views `symbols` builds, each found by
  /// its ``View/tag(_:)`` with ``GraphicsContext/resolveSymbol(id:)``. (SwiftUI's `Canvas` is
  /// generic over the symbols' type; here the canvas keeps only their tags.)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init<Symbols: View>(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
    @ViewBuilder symbols: () -> Symbols
  ) {
    self.init(
      opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
      renderer: renderer)
    symbolTags = CanvasSymbols.tags(in: symbols())
  }
}

/// Finds the tags of a canvas's symbol views.
enum CanvasSymbols {
  /// The tags in `value`, in the order the builder gave the views: a tagged view's own tag,
  /// then those inside tuples and modified content.
  static func tags(in value: Any) -> [AnyHashable] {
    if let tagged = value as? AnyTagModifier { return [tagged.anyTag] }
    var found: [AnyHashable] = []
    for child in Mirror(reflecting: value).children {
      found += tags(in: child.value)
    }
    return found
  }
}

extension GraphicsContext {
  /// A canvas symbol the renderer can draw: SwiftUI's `GraphicsContext.ResolvedSymbol`.
  public struct ResolvedSymbol {
    /// The symbol's tag.
    let id: AnyHashable
    /// The symbol's size: zero here (symbols are recorded, not laid out or painted).
    public var size: CGSize { .zero }
  }

  /// The symbol tagged `id`, or `nil` when the canvas has no symbol with that tag.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    let tag = AnyHashable(id)
    return recording.symbolTags.contains(tag) ? ResolvedSymbol(id: tag) : nil
  }

  /// Draws `symbol` with its `anchor` at `point` (recorded, as text and images are).
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    recording.operations.append("symbol \(symbol.id.base)")
  }

  /// Draws `symbol` in `rect` (recorded).
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    recording.operations.append("symbol \(symbol.id.base)")
  }
}
