/// Multiplies the view's opacity (animatable: `opacity`).
nonisolated public struct _OpacityEffect: ViewModifier, ModifierEffect, Equatable {
  public typealias Body = Never
  /// The opacity, 0...1.
  public let opacity: Double
  var animatableValue: AnimatableValue? { AnimatableValue("opacity", opacity) }
}

/// Moves the view without affecting layout (animatable: `offset`).
nonisolated public struct _OffsetEffect: ViewModifier, ModifierEffect, Equatable {
  public typealias Body = Never
  /// The offset.
  public let offset: CGSize
  var animatableValue: AnimatableValue? {
    AnimatableValue("offset", Double(offset.width), Double(offset.height))
  }
}

/// A fixed frame (animatable: `frame`, the given dimensions, NaN for unspecified ones).
nonisolated public struct _FrameLayout: ViewModifier, ModifierEffect, Equatable {
  public typealias Body = Never
  public let width: CGFloat?
  public let height: CGFloat?
  public let alignment: Alignment
  var animatableValue: AnimatableValue? {
    AnimatableValue("frame", Double(width ?? .nan), Double(height ?? .nan))
  }
}

/// A flexible frame, kept as data.
nonisolated public struct _FlexFrameLayout: ViewModifier, ModifierEffect, Equatable {
  public typealias Body = Never
  public let minWidth: CGFloat?
  public let maxWidth: CGFloat?
  public let minHeight: CGFloat?
  public let maxHeight: CGFloat?
  public let alignment: Alignment
  /// The width when none is proposed (nil: the content's).
  public let idealWidth: CGFloat?
  /// The height when none is proposed (nil: the content's).
  public let idealHeight: CGFloat?
}

/// Padding around the view, kept as data.
nonisolated public struct _PaddingLayout: ViewModifier, ModifierEffect, Equatable {
  public typealias Body = Never
  public let edges: Edge.Set
  public let length: CGFloat?
}

/// The foreground style (animatable when a colour: `foregroundStyle`, RGBA).
nonisolated public struct _ForegroundStyleModifier<Style: ShapeStyle>: ViewModifier, ModifierEffect
{
  public typealias Body = Never
  public let style: Style
  var animatableValue: AnimatableValue? {
    guard let color = style as? Color else { return nil }
    return AnimatableValue("foregroundStyle", color.red, color.green, color.blue, color.alpha)
  }
}

/// A background style (animatable when a colour: `background`, RGBA).
nonisolated public struct _BackgroundStyleModifier<Style: ShapeStyle>: ViewModifier, ModifierEffect
{
  public typealias Body = Never
  public let style: Style
  var animatableValue: AnimatableValue? {
    guard let color = style as? Color else { return nil }
    return AnimatableValue("background", color.red, color.green, color.blue, color.alpha)
  }
}

/// A background view, which is part of the graph (its views have identities too).
nonisolated public struct _BackgroundModifier<Background: View>: ViewModifier, ModifierEffect,
  ModifierChildren
{
  public typealias Body = Never
  public let background: Background
  public let alignment: Alignment
  var extraChildren: [ChildSlot] { [ChildSlot(id: .index(1), view: background)] }
}

/// An overlay view, which is part of the graph.
nonisolated public struct _OverlayModifier<Overlay: View>: ViewModifier, ModifierEffect,
  ModifierChildren
{
  public typealias Body = Never
  public let overlay: Overlay
  public let alignment: Alignment
  var extraChildren: [ChildSlot] { [ChildSlot(id: .index(2), view: overlay)] }
}

/// A modifier with views of its own (backgrounds, overlays).
@MainActor
protocol ModifierChildren {
  var extraChildren: [ChildSlot] { get }
}

/// Edges of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }

    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}
