/// A tap: SwiftUI's `TapGesture`; ends on the lift of the `count`-th tap (rules:
/// `TapNode`, Docs/Semantics/SwiftUI.md §2.4).
public struct TapGesture: Gesture, GestureNodeMaking, Hashable, Sendable {
  public typealias Value = Void
  public typealias Body = Never
  /// The number of taps required (1 by default; less than 1 counts as 1).
  public let count: Int

  /// A tap gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }

  func makeNode(_ setup: GestureSetup) -> GestureNode<Value> {
    TapNode(count: count, adoptsOngoingTouches: setup.adoptsOngoingTouches) { _ in () }
  }
}

/// A tap whose value is where it happened: SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture, GestureNodeMaking, Hashable {
  /// The number of taps required.
  public let count: Int
  /// The coordinate space of ``Value/location``.
  public let coordinateSpace: CoordinateSpace

  /// A spatial tap of `count` taps.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  /// Where the tap happened (the last lift).
  public struct Value: Hashable, Sendable {
    public var location: CGPoint
  }

  func makeNode(_ setup: GestureSetup) -> GestureNode<Value> {
    let space = coordinateSpace
    return TapNode(count: count, adoptsOngoingTouches: setup.adoptsOngoingTouches) {
      Value(location: setup.spaces.convert($0, to: space))
    }
  }
}

/// A long press: SwiftUI's `LongPressGesture`; active with `true` while pressed, ended with
/// `true` once held long enough (rules: `LongPressNode`, Docs/Semantics/SwiftUI.md §2.4).
public struct LongPressGesture: Gesture, GestureNodeMaking, Hashable, Sendable {
  public typealias Value = Bool
  public typealias Body = Never
  /// How long the press must last (0.5 s by default; a negative or non-finite duration
  /// counts as 0).
  public let minimumDuration: Double
  /// How far the touch may move (10 points by default).
  public let maximumDistance: CGFloat

  /// A long-press gesture.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  func makeNode(_ setup: GestureSetup) -> GestureNode<Value> {
    LongPressNode(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance,
      showsPressing: setup.hasChangedCallbacks,
      adoptsOngoingTouches: setup.adoptsOngoingTouches)
  }
}

/// Two gestures in sequence: SwiftUI's `SequenceGesture` (rules: `SequenceNode`).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, GesturePair {
  public typealias Body = Never
  public let first: First
  public let second: Second

  /// The first gesture's value until it ends, then both.
  public enum Value {
    /// The first gesture hasn't ended.
    case first(First.Value)
    /// The first gesture has ended.
    case second(First.Value, Second.Value?)
  }

  /// Sequences `first` before `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func makeNode(_ setup: GestureSetup) -> GestureNode<Value> {
    var then = setup
    then.adoptsOngoingTouches = true
    return SequenceNode(
      makeGestureNode(first, setup), makeGestureNode(second, then),
      wrapFirst: { Value.first($0) }, wrapSecond: { Value.second($0, $1) })
  }
}

/// Two gestures at the same time: SwiftUI's `SimultaneousGesture` (rules:
/// `SimultaneousNode`).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, GesturePair {
  public typealias Body = Never
  public let first: First
  public let second: Second

  /// The values of either or both.
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }

  /// Runs `first` and `second` together.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func makeNode(_ setup: GestureSetup) -> GestureNode<Value> {
    SimultaneousNode(makeGestureNode(first, setup), makeGestureNode(second, setup)) {
      Value(first: $0, second: $1)
    }
  }
}

/// One of two gestures, the first taking precedence: SwiftUI's `ExclusiveGesture` (rules:
/// `ExclusiveNode`).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, GesturePair {
  public typealias Body = Never
  public let first: First
  public let second: Second

  /// The value of whichever gesture won.
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }

  /// `first`, or `second` when `first` fails.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func makeNode(_ setup: GestureSetup) -> GestureNode<Value> {
    ExclusiveNode(
      makeGestureNode(first, setup), makeGestureNode(second, setup),
      wrapFirst: { Value.first($0) }, wrapSecond: { Value.second($0) })
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// What the three compositions of two gestures share: a drag takes part when it takes part in
/// either, and rebinding hands each part its own node of the ``PairNode``.
protocol GesturePair: GestureNodeMaking {
  associatedtype First: Gesture
  associatedtype Second: Gesture
  var first: First { get }
  var second: Second { get }
}

extension GesturePair {
  static var containsDragGesture: Bool {
    gestureContainsDrag(First.self) || gestureContainsDrag(Second.self)
  }

  @MainActor
  func rebind(_ node: AnyGestureNode) {
    guard let pair = node as? PairNode<First.Value, Second.Value, Value> else { return }
    rebindGestureNode(first, pair.first)
    rebindGestureNode(second, pair.second)
  }
}
