/// The stage of a transition: SwiftUI's `TransitionPhase` (Docs/Semantics/SwiftUI.md §11.6).
///
/// An inserted view's transition is built in `willAppear`, then moved to `identity` under the
/// insertion's animation; a removed view's goes from `identity` to `didDisappear`; a view
/// re-added while leaving goes back to `identity`.
public enum TransitionPhase: Hashable, Sendable {
  /// Before the view appears: the appearance animated from.
  case willAppear
  /// While the view is on screen: no visual change.
  case identity
  /// After the view was asked to leave: the appearance animated to.
  case didDisappear

  /// True in the `identity` phase.
  public var isIdentity: Bool { self == .identity }

  /// -1 in `willAppear`, 0 in `identity`, 1 in `didDisappear`: a factor for effects that
  /// differ by phase.
  public var value: Double {
    switch self {
    case .willAppear: return -1
    case .identity: return 0
    case .didDisappear: return 1
    }
  }
}

/// A description of the changes to a view when it is inserted and removed, written as a body
/// of the view and the phase: SwiftUI's `Transition` (Docs/Semantics/SwiftUI.md §11.6).
///
/// The body is built again whenever the phase changes; the animatable values it sets
/// (`.opacity`, `.scaleEffect`, `.offset`, …) are presented from their old to their new values
/// along the insertion's or removal's animation, like any other animated change (§3.3), and
/// values that are not animatable (`.allowsHitTesting`) change at once.
public protocol Transition {
  /// The view the transition makes of its content.
  associatedtype Body: View
  /// The transitioning view, as the body sees it.
  typealias Content = PlaceholderContentView<Self>
  /// The view in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

/// The transitioning view inside a ``Transition``'s body: laid out and drawn as the view.
nonisolated public struct PlaceholderContentView<Value>: View, PrimitiveView {
  public typealias Body = Never
  let view: any View

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: view)] }
}

extension PlaceholderContentView: TransparentLayoutRole {}

extension PlaceholderContentView: TransparentInDump, PlaceholderContentMarker {}

/// Marks the transitioning content inside a transition's body, whatever its type parameter.
protocol PlaceholderContentMarker {}

/// `AnyTransition.modifier(active:identity:)` as a ``Transition``: `active` outside the
/// identity phase, `identity` in it.
struct ModifierTransition<Modifier: ViewModifier>: Transition {
  let active: Modifier
  let identity: Modifier

  func body(content: Content, phase: TransitionPhase) -> ModifiedContent<Content, Modifier> {
    content.modifier(phase.isIdentity ? identity : active)
  }
}

/// One phase-driven part of an ``AnyTransition``: a ``Transition``'s body, with the side it
/// animates.
final class TransitionBody: @unchecked Sendable {
  /// Which changes the body takes part in; on the other side it stays in `identity`.
  enum Side {
    case both, insertion, removal
  }

  let side: Side
  private let make: (any View, TransitionPhase) -> any View

  init(side: Side, make: @escaping (any View, TransitionPhase) -> any View) {
    self.side = side
    self.make = make
  }

  convenience init<T: Transition>(_ transition: T) {
    self.init(side: .both) { content, phase in
      transition.body(content: PlaceholderContentView<T>(view: content), phase: phase)
    }
  }

  /// The body around `content` in `phase`, as this side sees it.
  func body(_ content: any View, _ phase: TransitionPhase) -> any View {
    switch (side, phase) {
    case (.insertion, .didDisappear), (.removal, .willAppear): return make(content, .identity)
    default: return make(content, phase)
    }
  }

  /// This body taking part on `side` only, nil when it never would.
  func restricted(to side: Side) -> TransitionBody? {
    if self.side == .both { return TransitionBody(side: side, make: make) }
    return self.side == side ? self : nil
  }
}

extension AnyTransition {
  /// A transition that applies `active` before insertion and after removal, `identity` while
  /// the view is on screen (Docs/Semantics/SwiftUI.md §11.6). Not isolated, as Apple's: a
  /// `static var` of a transition calls it from any context.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(
      insertion: [], removal: [],
      bodies: [TransitionBody(ModifierTransition(active: active, identity: identity))],
      description: "modifier(\(ViewGraph.typeName(E.self)))")
  }

  /// Moves in from `edge` while fading in; moves out towards the opposite edge while fading
  /// out (Docs/Semantics/SwiftUI.md §11.1).
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(
      insertion: move(edge: edge).insertion + opacity.insertion,
      removal: move(edge: edge.opposite).removal + opacity.removal,
      description: "push(from: \(edge))")
  }

  /// A ``Transition`` as a type-erased transition.
  @MainActor
  public init<T: Transition>(_ transition: T) {
    self.init(
      insertion: [], removal: [], bodies: [TransitionBody(transition)],
      description: ViewGraph.typeName(T.self))
  }
}

extension Edge {
  /// The edge across from this one.
  var opposite: Edge {
    switch self {
    case .top: return .bottom
    case .bottom: return .top
    case .leading: return .trailing
    case .trailing: return .leading
    }
  }
}

nonisolated extension View {
  /// Associates a ``Transition`` with the view (Docs/Semantics/SwiftUI.md §11.6).
  @MainActor
  public func transition<T: Transition>(_ transition: T) -> ModifiedContent<
    Self, _TransitionModifier
  > {
    modifier(_TransitionModifier(transition: AnyTransition(transition)))
  }
}

/// The stored phase of a `.transition` node whose transition has bodies.
@MainActor
final class TransitionPhaseBox {
  var phase: TransitionPhase
  init(_ phase: TransitionPhase) { self.phase = phase }
}

/// The slot of a `.transition` node's ``TransitionPhaseBox``.
let transitionPhaseSlot = -6

extension _TransitionModifier: NodeExtraChildren {
  func extraChildren(in node: GraphNode) -> [ChildSlot] { [] }

  /// The content, inside the transition's bodies built for the node's phase
  /// (Docs/Semantics/SwiftUI.md §11.6).
  @MainActor
  func children(content: any View, in node: GraphNode) -> [ChildSlot] {
    let bodies = transition.bodies
    guard !bodies.isEmpty else { return [ChildSlot(id: .index(0), view: content)] }
    let phase = node.graph.transitionPhase(of: node, transition)
    var view = content
    for body in bodies { view = body.body(view, phase) }
    return [ChildSlot(id: .index(0), view: view)]
  }
}
