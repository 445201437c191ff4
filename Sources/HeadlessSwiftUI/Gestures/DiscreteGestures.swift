/// A tap: SwiftUI's `TapGesture`, kept as data until the gestures issue.
public struct TapGesture: Gesture, DrivableGesture, Hashable, Sendable {
  public typealias Value = Void
  /// The number of taps required (semantics §2.4).
  public let count: Int

  /// A tap gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }

  var sourceValueType: Any.Type { Void.self }
  func deliver(_ event: GestureEvent) {}
}

/// A long press: SwiftUI's `LongPressGesture`, kept as data until the gestures issue.
public struct LongPressGesture: Gesture, DrivableGesture, Hashable, Sendable {
  public typealias Value = Bool
  /// How long the press must last (0.5 s by default, semantics §2.4).
  public let minimumDuration: Double
  /// How far the touch may move (10 points by default).
  public let maximumDistance: CGFloat

  /// A long-press gesture.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  var sourceValueType: Any.Type { Bool.self }
  func deliver(_ event: GestureEvent) {}
}

/// Two gestures in sequence (semantics §2.4), kept as data until the gestures issue.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  public let first: First
  public let second: Second

  /// The first gesture's value until it ends, then both.
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }

  /// Sequences `first` before `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  init(first: First, second: Second) { self.init(first, second) }
}

/// Two gestures at the same time (semantics §2.4), kept as data until the gestures issue.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
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

  init(first: First, second: Second) { self.init(first, second) }
}

/// One of two gestures, the first taking precedence (semantics §2.4), kept as data.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
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

  init(first: First, second: Second) { self.init(first, second) }
}
