// Scroll, list, text and presentation modifiers of iOS 15–18 that ordinary apps use, with
// Apple's signatures and availability. What they change — scrolling, the keyboard, a sheet's
// resting heights, list row spacing, line wrapping — is not modelled headless: each is recorded
// (name and value on the graph) and layout-transparent (Docs/Semantics/SwiftUI.md §14.1).

/// How scrolling dismisses the keyboard: SwiftUI's `ScrollDismissesKeyboardMode` (iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String
  /// The context's choice.
  public static var automatic: ScrollDismissesKeyboardMode { .init(name: "automatic") }
  /// Dismissed as soon as scrolling starts.
  public static var immediately: ScrollDismissesKeyboardMode { .init(name: "immediately") }
  /// Dismissed by dragging it down with the content.
  public static var interactively: ScrollDismissesKeyboardMode { .init(name: "interactively") }
  /// Never dismissed by scrolling.
  public static var never: ScrollDismissesKeyboardMode { .init(name: "never") }
}

/// Whether a scroll view bounces at its edges: SwiftUI's `ScrollBounceBehavior` (iOS 16.4).
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct ScrollBounceBehavior: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static var automatic: ScrollBounceBehavior { .init(name: "automatic") }
  /// Always bounces.
  public static var always: ScrollBounceBehavior { .init(name: "always") }
  /// Bounces only when the content is larger than the scroll view.
  public static var basedOnSize: ScrollBounceBehavior { .init(name: "basedOnSize") }
}

/// Where a content margin applies: SwiftUI's `ContentMarginPlacement` (iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String
  /// The context's choice.
  public static var automatic: ContentMarginPlacement { .init(name: "automatic") }
  /// The scroll view's content.
  public static var scrollContent: ContentMarginPlacement { .init(name: "scrollContent") }
  /// The scroll view's indicators.
  public static var scrollIndicators: ContentMarginPlacement { .init(name: "scrollIndicators") }
}

/// The spacing between a list's sections: SwiftUI's `ListSectionSpacing` (iOS 17).
@available(iOS 17.0, watchOS 10.0, *)
public struct ListSectionSpacing: Hashable, Sendable {
  let name: String
  /// The platform's default.
  public static let `default` = ListSectionSpacing(name: "default")
  /// Less than the default.
  public static let compact = ListSectionSpacing(name: "compact")
  /// `spacing` points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(name: "custom \(spacing)")
  }
}

/// Whether the views behind a sheet take touches: SwiftUI's
/// `PresentationBackgroundInteraction` (iOS 16.4).
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationBackgroundInteraction: Sendable {
  let name: String
  /// The platform's choice.
  public static var automatic: PresentationBackgroundInteraction { .init(name: "automatic") }
  /// The views behind take touches.
  public static var enabled: PresentationBackgroundInteraction { .init(name: "enabled") }
  /// The views behind take touches while the sheet rests at `detent` or lower.
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  {
    .init(name: "enabled upThrough \(detent.name)")
  }
  /// The views behind take no touches.
  public static var disabled: PresentationBackgroundInteraction { .init(name: "disabled") }
}

/// Whether a swipe on a sheet resizes it or scrolls its content: SwiftUI's
/// `PresentationContentInteraction` (iOS 16.4).
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationContentInteraction: Equatable, Sendable {
  let name: String
  /// The platform's choice.
  public static var automatic: PresentationContentInteraction { .init(name: "automatic") }
  /// Resizes the sheet first.
  public static var resizes: PresentationContentInteraction { .init(name: "resizes") }
  /// Scrolls the content first.
  public static var scrolls: PresentationContentInteraction { .init(name: "scrolls") }
}

/// How a presentation adapts to a compact size class: SwiftUI's `PresentationAdaptation`
/// (iOS 16.4).
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationAdaptation: Sendable {
  let name: String
  /// The platform's choice.
  public static var automatic: PresentationAdaptation { .init(name: "automatic") }
  /// Kept as it is.
  public static var none: PresentationAdaptation { .init(name: "none") }
  /// As a popover.
  public static var popover: PresentationAdaptation { .init(name: "popover") }
  /// As a sheet.
  public static var sheet: PresentationAdaptation { .init(name: "sheet") }
  /// As a full-screen cover.
  public static var fullScreenCover: PresentationAdaptation { .init(name: "fullScreenCover") }
}

/// How a toolbar shows its title: SwiftUI's `ToolbarTitleDisplayMode` (iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ToolbarTitleDisplayMode: Sendable {
  let name: String
  /// The context's choice.
  public static var automatic: ToolbarTitleDisplayMode { .init(name: "automatic") }
  /// A large title.
  public static var large: ToolbarTitleDisplayMode { .init(name: "large") }
  /// A large title in the bar's leading area.
  @available(iOS 17.0, *)
  public static var inlineLarge: ToolbarTitleDisplayMode { .init(name: "inlineLarge") }
  /// A small title in the bar.
  public static var inline: ToolbarTitleDisplayMode { .init(name: "inline") }
}

nonisolated extension View {
  /// How scrolling dismisses the keyboard (recorded: no keyboard headless).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("scrollDismissesKeyboard", mode.name)
  }

  /// Whether scroll views in this subtree bounce along `axes` (recorded: nothing scrolls).
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("scrollBounceBehavior", behavior.name)
  }

  /// Whether a scroll view clips its content (recorded: drawing only).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func scrollClipDisabled(_ disabled: Bool = true)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("scrollClipDisabled", "\(disabled)")
  }

  /// Binds the identity of the scroll view's leading-most target view (recorded: nothing
  /// scrolls headless, so the binding is never written by SwiftUI; code may write it).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("scrollPosition", "\(anchor.map { "\($0.x) \($0.y)" } ?? "nil")")
  }

  /// Where a scroll view starts (recorded: the content is laid out from its top).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("defaultScrollAnchor", "\(anchor.map { "\($0.x) \($0.y)" } ?? "nil")")
  }

  /// Margins around scrollable content (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("contentMargins", placement.name)
  }

  /// Margins of `length` around scrollable content along `edges` (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?,
    for placement: ContentMarginPlacement = .automatic
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("contentMargins", "\(length.map { "\($0)" } ?? "nil") \(placement.name)")
  }

  /// Margins of `length` around scrollable content on every edge (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func contentMargins(
    _ length: CGFloat, for placement: ContentMarginPlacement = .automatic
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("contentMargins", "\(length) \(placement.name)")
  }

  /// The spacing between a list's rows (recorded: rows stack with the list's spacing).
  @available(iOS 17.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("listRowSpacing", spacing.map { "\($0)" } ?? "nil")
  }

  /// The spacing between a list's sections (recorded).
  @available(iOS 17.0, watchOS 10.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  public func listSectionSpacing(_ spacing: ListSectionSpacing)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("listSectionSpacing", spacing.name)
  }

  /// The spacing between a list's sections, in points (recorded).
  @available(iOS 17.0, watchOS 10.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  public func listSectionSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("listSectionSpacing", "\(spacing)")
  }

  /// At most `limit` lines, reserving their height when `reservesSpace` (recorded: the text
  /// metric lays text on one line unless its proposal is narrower).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func lineLimit(_ limit: Int, reservesSpace: Bool)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("lineLimit", "\(limit) \(reservesSpace)")
  }

  /// Between `limit`'s bounds of lines (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("lineLimit", "\(limit.lowerBound)...\(limit.upperBound)")
  }

  /// At least `limit`'s lower bound of lines (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("lineLimit", "\(limit.lowerBound)...")
  }

  /// At most `limit`'s upper bound of lines (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func lineLimit(_ limit: PartialRangeThrough<Int>)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("lineLimit", "...\(limit.upperBound)")
  }

  /// The heights a sheet can rest at, the current one bound to `selection` (recorded: sheets
  /// fill the window; the binding is not written).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("presentationDetents", "\(detents.count)")
  }

  /// Whether the views behind a sheet take touches (recorded).
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("presentationBackgroundInteraction", interaction.name)
  }

  /// Whether a swipe on a sheet resizes it or scrolls its content (recorded).
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("presentationContentInteraction", behavior.name)
  }

  /// How a presentation adapts to a compact size class (recorded).
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("presentationCompactAdaptation", adaptation.name)
  }

  /// How a presentation adapts to compact widths and heights (recorded).
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation,
    vertical verticalAdaptation: PresentationAdaptation
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded(
      "presentationCompactAdaptation", "\(horizontalAdaptation.name) \(verticalAdaptation.name)")
  }

  /// How the toolbar shows the navigation title (recorded: no navigation bar headless).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("toolbarTitleDisplayMode", mode.name)
  }

  /// Whether the system's overlays (the home indicator) show (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func persistentSystemOverlays(_ visibility: Visibility)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("persistentSystemOverlays", "\(visibility)")
  }

  /// A context menu with a preview of the views `preview` builds (recorded: neither builder is
  /// called, nothing opens the menu headless).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
  @available(watchOS, unavailable)
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("contextMenu", "\(M.self)")
  }

  /// Limits Dynamic Type to `range` in this subtree (recorded: text is measured at the
  /// environment's size).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func dynamicTypeSize<T: RangeExpression>(_ range: T)
    -> ModifiedContent<Self, _RecordedModifier> where T.Bound == DynamicTypeSize
  {
    recorded("dynamicTypeSize", "\(range)")
  }

  /// The pointer hover effect (recorded: no pointer headless).
  @available(iOS 13.4, tvOS 16.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public func hoverEffect(_ effect: HoverEffect = .automatic)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("hoverEffect", effect.name)
  }
}

/// A pointer hover effect: SwiftUI's `HoverEffect` (iOS 13.4).
@available(iOS 13.4, tvOS 16.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct HoverEffect: Sendable {
  let name: String
  /// The system's choice.
  public static let automatic = HoverEffect(name: "automatic")
  /// A highlight under the pointer.
  public static let highlight = HoverEffect(name: "highlight")
  /// The view lifts under the pointer.
  public static let lift = HoverEffect(name: "lift")
}
