import Foundation

// Modifiers and values the development corpus's files call that ScreenLab lacked
// (Docs/Semantics/SwiftUI.md §15.13). Those with no modelled effect are recorded with their
// value, layout-transparent, as §13.5's.

/// The kinds of interaction a content shape defines: SwiftUI's `ContentShapeKinds` (iOS 15).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Hit testing and accessibility.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// The preview of a drag.
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// The preview of a context menu.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// A hover effect.
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// Focus effects.
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  /// Accessibility.
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// A toolbar item the system adds by default: SwiftUI's `ToolbarDefaultItemKind` (iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ToolbarDefaultItemKind: Sendable {
  let name: String
  /// The sidebar toggle of a split view.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// The title of the window's toolbar (macOS, iOS 18).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
  public static let title = ToolbarDefaultItemKind(name: "title")
}

/// A projective transform of a view: SwiftUI's `ProjectionTransform`, a 3 × 3 matrix (the
/// identity unless set).
public struct ProjectionTransform: Equatable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  /// The identity.
  public init() {}

  /// The affine `transform`, as a projective one.
  public init(_ transform: CGAffineTransform) {
    m11 = transform.a
    m12 = transform.b
    m21 = transform.c
    m22 = transform.d
    m31 = transform.tx
    m32 = transform.ty
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the last column is (0, 0, 1).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
}

extension Font {
  /// A custom font named `name` at `size` points, scaled as `textStyle` is under Dynamic Type
  /// (kept as data, as ``custom(_:size:)``).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)
    -> Font
  {
    custom(name, size: size)
  }
}

nonisolated extension View {
  /// Makes `shape` this view's shape for `kinds` of interaction. For `.interaction` it is the
  /// hit area, as ``contentShape(_:eoFill:)``; the other kinds shape previews and effects that
  /// are not drawn, so they are recorded.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @ViewBuilder
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
    -> some View
  {
    if kind.contains(.interaction) {
      contentShape(shape, eoFill: eoFill).recorded("contentShape", "\(kind.rawValue) \(S.self)")
    } else {
      recorded("contentShape", "\(kind.rawValue) \(S.self)")
    }
  }

  /// Actions assistive technologies offer for this view, from a builder of buttons (iOS 16;
  /// recorded: no assistive technology calls them).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @MainActor
  public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityActions")
  }

  /// The tint of a list row's separators (iOS 15; recorded: separators are not drawn).
  @available(iOS 15.0, macOS 13.0, *)
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("listRowSeparatorTint", color.map { "\($0)" } ?? "nil")
  }

  /// Whether a list section's separators show (iOS 15; recorded: separators are not drawn,
  /// Docs/Semantics/SwiftUI.md §17.7).
  @available(iOS 15.0, macOS 13.0, *)
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("listSectionSeparator", "\(visibility)")
  }

  /// The tint of a section's separators (iOS 15; recorded).
  @available(iOS 15.0, macOS 13.0, *)
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("listSectionSeparatorTint", color.map { "\($0)" } ?? "nil")
  }

  /// Leaves out a toolbar item the system adds by default (iOS 17; recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("toolbar.removing", defaultItemKind?.name ?? "nil")
  }

  /// Scales the view by `scale`'s width and height; animatable, as ``scaleEffect(x:y:anchor:)``.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center)
    -> ModifiedContent<Self, _ScaleEffect>
  {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// Transforms the view's drawing by `transform` (recorded: the drawing is not transformed).
  public func transformEffect(_ transform: CGAffineTransform)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("transformEffect", "\(transform)")
  }

  /// Transforms the view's drawing by the projective `transform` (recorded).
  public func projectionEffect(_ transform: ProjectionTransform)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("projectionEffect", transform.isIdentity ? "identity" : "projective")
  }
}
