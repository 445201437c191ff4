/// How a view is inserted into and removed from the tree: SwiftUI's `AnyTransition`
/// (Docs/Semantics/SwiftUI.md §11).
///
/// A transition is a list of animatable properties, each with its value in the identity phase
/// (the view on screen) and in the active phase (before insertion, after removal). An animated
/// insertion moves each property from its active value to its identity value; an animated
/// removal keeps the view in the presented tree and moves each property from its identity
/// value to its active value, then the view leaves (Docs/Semantics/SwiftUI.md §11.2, §11.3).
public struct AnyTransition: CustomStringConvertible, Sendable {
  /// One animatable property of a transition.
  struct Effect: Hashable, Sendable {
    /// The presented property's name (`opacity`, `scale`, `offset`, `move`).
    let name: String
    /// The value before insertion and after removal.
    let active: [Double]
    /// The value while the view is on screen.
    let identity: [Double]
    /// The point, in units of the view's frame, a `scale` effect is drawn about (not
    /// presented: it does not animate).
    var anchor: UnitPoint = .center
  }

  /// The properties animated on insertion.
  let insertion: [Effect]
  /// The properties animated on removal.
  let removal: [Effect]
  /// The phase-driven parts (``Transition`` bodies, ``modifier(active:identity:)``), innermost
  /// first (Docs/Semantics/SwiftUI.md §11.6).
  let bodies: [TransitionBody]
  /// The transition's own animation (``animation(_:)``), used instead of the transaction's.
  let ownAnimation: Animation?
  public let description: String

  init(
    insertion: [Effect], removal: [Effect], bodies: [TransitionBody] = [],
    animation: Animation? = nil, description: String
  ) {
    self.insertion = insertion
    self.removal = removal
    self.bodies = bodies
    self.ownAnimation = animation
    self.description = description
  }

  private init(_ effects: [Effect], _ description: String) {
    self.init(insertion: effects, removal: effects, description: description)
  }

  /// No change: the view is there, or gone, at once (Docs/Semantics/SwiftUI.md §11.1).
  public static let identity = AnyTransition([], "identity")

  /// From transparent to opaque on insertion, opaque to transparent on removal; SwiftUI's
  /// default transition (Docs/Semantics/SwiftUI.md §11.1).
  public static let opacity = AnyTransition(
    [Effect(name: "opacity", active: [0], identity: [1])], "opacity")

  /// Grows from, and shrinks to, nothing: `scale(scale: 0)`.
  public static var scale: AnyTransition { scale(scale: 0) }

  /// Grows from, and shrinks to, `scale` about `anchor` (a point in units of the view's frame;
  /// Docs/Semantics/SwiftUI.md §11.4).
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    let value = Double(scale)
    return AnyTransition(
      [Effect(name: "scale", active: [value, value], identity: [1, 1], anchor: anchor)],
      "scale(\(NumberFormat.short(value)))")
  }

  /// Moves in from, and out to, `edge`: the presented `move` value is in units of the view's
  /// own size (`-1, 0` is one width towards the leading edge, Docs/Semantics/SwiftUI.md §11.1).
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(
      [Effect(name: "move", active: edge.unitOffset, identity: [0, 0])], "move(\(edge))")
  }

  /// Inserts by moving in from the leading edge, removes by moving out to the trailing edge.
  public static var slide: AnyTransition {
    AnyTransition(
      insertion: move(edge: .leading).insertion, removal: move(edge: .trailing).removal,
      description: "slide")
  }

  /// Moves in from, and out to, `offset` points.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    let value = [Double(offset.width), Double(offset.height)]
    return AnyTransition(
      [Effect(name: "offset", active: value, identity: [0, 0])],
      "offset(\(NumberFormat.short(value[0])), \(NumberFormat.short(value[1])))")
  }

  /// Moves in from, and out to, `x` and `y` points.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }

  /// Both transitions at once; a property both animate takes `other`'s values.
  public func combined(with other: AnyTransition) -> AnyTransition {
    func merge(_ first: [Effect], _ second: [Effect]) -> [Effect] {
      first.filter { effect in !second.contains { $0.name == effect.name } } + second
    }
    return AnyTransition(
      insertion: merge(insertion, other.insertion), removal: merge(removal, other.removal),
      bodies: bodies + other.bodies, animation: other.ownAnimation ?? ownAnimation,
      description: "\(description)+\(other.description)")
  }

  /// `insertion` when the view is inserted, `removal` when it is removed.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(
      insertion: insertion.insertion, removal: removal.removal,
      bodies: insertion.bodies.compactMap { $0.restricted(to: .insertion) }
        + removal.bodies.compactMap { $0.restricted(to: .removal) },
      animation: insertion.ownAnimation ?? removal.ownAnimation,
      description: "asymmetric(\(insertion.description), \(removal.description))")
  }

  /// This transition animated by `animation`, whatever the transaction's animation is
  /// (Docs/Semantics/SwiftUI.md §11.2).
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(
      insertion: insertion, removal: removal, bodies: bodies, animation: animation,
      description: description)
  }
}

extension Edge {
  /// The move transition's active value for this edge, in units of the view's size.
  fileprivate var unitOffset: [Double] {
    switch self {
    case .top: return [0, -1]
    case .leading: return [-1, 0]
    case .bottom: return [0, 1]
    case .trailing: return [1, 0]
    }
  }
}

/// Short decimal text for transition descriptions (`0.5`, `10`).
enum NumberFormat {
  static func short(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

/// `.transition(_:)`: the transition the graph applies when this view is the one inserted or
/// removed (Docs/Semantics/SwiftUI.md §11.1). Layout-transparent; no effect while the view stays.
nonisolated public struct _TransitionModifier: ViewModifier, ModifierEffect {
  public typealias Body = Never
  /// The transition.
  public let transition: AnyTransition
}

extension _TransitionModifier: PassthroughLayoutModifier {}

nonisolated extension View {
  /// Associates a transition with the view: when the view is inserted or removed under an
  /// animation, the transition animates it in or out (Docs/Semantics/SwiftUI.md §11).
  public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _TransitionModifier>
  {
    modifier(_TransitionModifier(transition: transition))
  }
}
