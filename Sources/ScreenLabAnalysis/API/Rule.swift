/// The analyzer's rules, with stable ids.
///
/// `SL1xx` rules concern views that draw themselves (`draw(_:)`), `SL2xx` rules Core Animation
/// layers and their animations.
public enum Rule: String, Sendable, Hashable, CaseIterable, Comparable {
  /// A property read by `draw(_:)` is written without a redraw request.
  case drawnPropertyWithoutRedraw = "SL101"
  /// A drawn property is written and layout, not display, is requested.
  case layoutRequestedForDrawnProperty = "SL102"
  /// `draw(_:)` is called directly.
  case drawCalledDirectly = "SL103"
  /// An object (path, colour, font, layer, view, renderer) is allocated inside `draw(_:)`.
  case allocationInDraw = "SL104"
  /// State, the view tree or the layer tree is mutated inside `draw(_:)`.
  case mutationInDraw = "SL105"
  /// An animation is added while the layer's model value is never written: it snaps back.
  case animationWithoutModelWrite = "SL201"
  /// The snap-back is masked with `isRemovedOnCompletion = false` and `fillMode = .forwards`.
  case snapBackMasked = "SL202"
  /// A value of a `presentation()` copy is written.
  case presentationWrite = "SL203"
  /// A weak `delegate`/`dataSource` is called through but never assigned.
  case unassignedWeakDelegate = "SL301"
  /// A delegate callback writes a model the screen shows and requests no reload.
  case delegateCallbackWithoutReload = "SL302"

  /// The stable id, e.g. `SL101`.
  public var id: String { rawValue }

  /// A short name for the rule, e.g. for SARIF's `name` field.
  public var name: String {
    switch self {
    case .drawnPropertyWithoutRedraw: return "DrawnPropertyWithoutRedraw"
    case .layoutRequestedForDrawnProperty: return "LayoutRequestedForDrawnProperty"
    case .drawCalledDirectly: return "DrawCalledDirectly"
    case .allocationInDraw: return "AllocationInDraw"
    case .mutationInDraw: return "MutationInDraw"
    case .animationWithoutModelWrite: return "AnimationWithoutModelWrite"
    case .snapBackMasked: return "SnapBackMasked"
    case .presentationWrite: return "PresentationWrite"
    case .unassignedWeakDelegate: return "UnassignedWeakDelegate"
    case .delegateCallbackWithoutReload: return "DelegateCallbackWithoutReload"
    }
  }

  /// What the rule finds, in a few words: the line `screenlab analyze --help` lists.
  public var brief: String {
    switch self {
    case .drawnPropertyWithoutRedraw:
      return "a property read by draw(_:) is written without setNeedsDisplay(), or is "
        + "public/open/@IBInspectable with no observer that requests a redraw"
    case .layoutRequestedForDrawnProperty:
      return "layout is requested where a drawn property changed"
    case .drawCalledDirectly: return "draw(_:) is called directly"
    case .allocationInDraw: return "objects allocated inside draw(_:) or the methods it calls"
    case .mutationInDraw:
      return "state, view-tree or layer-tree mutation inside draw(_:) or the methods it calls"
    case .animationWithoutModelWrite:
      return "an animation is added but the model layer is never written"
    case .snapBackMasked:
      return "the snap-back is masked with isRemovedOnCompletion = false + .forwards"
    case .presentationWrite: return "a presentation() value is written"
    case .unassignedWeakDelegate:
      return "a weak delegate/dataSource is called through but never assigned"
    case .delegateCallbackWithoutReload:
      return "a delegate callback writes a shown model value and reloads nothing"
    }
  }

  /// One sentence describing what the rule finds.
  public var summary: String {
    switch self {
    case .drawnPropertyWithoutRedraw:
      return "A property read by draw(_:) is written without setNeedsDisplay(): the view keeps "
        + "showing the old value."
    case .layoutRequestedForDrawnProperty:
      return "A property read by draw(_:) is written and layout is requested instead of "
        + "display: layout does not redraw."
    case .drawCalledDirectly:
      return "draw(_:) is called directly; UIKit calls it after setNeedsDisplay()."
    case .allocationInDraw:
      return "An object is allocated inside draw(_:), on every redraw."
    case .mutationInDraw:
      return "draw(_:) mutates state, the view tree or the layer tree; drawing should only read."
    case .animationWithoutModelWrite:
      return "An animation is added but the layer's model value is never written: the layer "
        + "snaps back when the animation ends."
    case .snapBackMasked:
      return "isRemovedOnCompletion = false with fillMode = .forwards hides the snap-back "
        + "instead of writing the model value."
    case .presentationWrite:
      return "A presentation() copy is written; the write is lost at the next frame."
    case .unassignedWeakDelegate:
      return "A weak delegate or data source is called through but never assigned: every call "
        + "does nothing."
    case .delegateCallbackWithoutReload:
      return "A delegate callback writes a model value that cells or draw(_:) show, without "
        + "reloadData(), reloadRows(at:with:) or setNeedsDisplay(): the row stays stale."
    }
  }

  /// How to fix what the rule finds, a few sentences (SARIF's `help`).
  public var help: String {
    switch self {
    case .drawnPropertyWithoutRedraw:
      return "UIKit redraws a view only after setNeedsDisplay() (a layer after its "
        + "setNeedsDisplay() or when needsDisplay(forKey:) names the key). Give the property "
        + "`didSet { setNeedsDisplay() }`, or call setNeedsDisplay() after the write. Writes "
        + "during set-up (initializers, awakeFromNib, viewDidLoad) are not reported."
    case .layoutRequestedForDrawnProperty:
      return "setNeedsLayout() runs layoutSubviews(), not draw(_:): the drawn content stays old. "
        + "Request display (setNeedsDisplay()) for values draw(_:) reads."
    case .drawCalledDirectly:
      return "Outside a display pass there is no current graphics context, so a direct draw(_:) "
        + "call draws nothing on screen. Call setNeedsDisplay() and let UIKit call draw(_:)."
    case .allocationInDraw:
      return "draw(_:) runs on every redraw; objects built there (paths, colours, fonts, "
        + "formatters) are rebuilt each time. Build them when the value or the bounds change."
    case .mutationInDraw:
      return "Drawing should only read. State written, views or layers added, or redraws "
        + "requested inside draw(_:) or the methods it calls take effect in the next pass, or "
        + "redraw for ever. Move them out of the draw path."
    case .animationWithoutModelWrite:
      return "An animation changes only the presentation layer. When it is removed the layer "
        + "shows its model value again. Write the final value to the model layer when adding "
        + "the animation."
    case .snapBackMasked:
      return "isRemovedOnCompletion = false with fillMode = .forwards keeps a finished animation "
        + "on the layer: the screen shows the final value while the model keeps the old one. "
        + "Write the model value and let the animation be removed."
    case .presentationWrite:
      return "presentation() returns a copy the render loop rebuilds every frame. Write the "
        + "model layer instead."
    case .unassignedWeakDelegate:
      return "A call through a nil optional does nothing, silently. Assign the delegate where "
        + "the object is made (editor.delegate = self) and keep the delegate alive elsewhere: "
        + "a weak property does not retain it."
    case .delegateCallbackWithoutReload:
      return "A table shows a model value only in the cell its data source made; writing the "
        + "model changes nothing on screen. Reload the rows that show it "
        + "(reloadRows(at:with:)) or the table (reloadData()), or request a redraw."
    }
  }

  /// The severity most of the rule's findings have (SARIF's `defaultConfiguration`).
  public var defaultSeverity: Severity { self == .allocationInDraw ? .note : .warning }

  public static func < (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue < rhs.rawValue }
}
