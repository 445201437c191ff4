/// A dragging motion: SwiftUI's `DragGesture` (rules: `DragNode`, Docs/Semantics/SwiftUI.md §2.4).
public struct DragGesture: Gesture, GestureNodeMaking, Hashable {
  static var containsDragGesture: Bool { true }
  public typealias Body = Never
  /// The distance the touch must move before the drag starts (10 points by default; 0 or
  /// less starts it at touch-down; NaN counts as the default).
  public let minimumDistance: CGFloat
  /// The coordinate space of the values.
  public let coordinateSpace: CoordinateSpace

  /// A drag gesture.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  /// One value of a drag.
  public struct Value: Hashable, Sendable {
    /// When the event happened.
    public var time: Date
    /// The current location.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// The velocity, in points per second.
    public var velocity: CGSize
    /// Where the drag would end if the finger lifted now.
    public var predictedEndLocation: CGPoint

    /// `location` minus `startLocation`.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// `predictedEndLocation` minus `startLocation`.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x,
        height: predictedEndLocation.y - startLocation.y)
    }
  }

  func makeNode(_ setup: GestureSetup) -> GestureNode<Value> {
    DragNode(
      minimumDistance: minimumDistance.isNaN ? 10 : minimumDistance, space: coordinateSpace,
      spaces: setup.spaces, adoptsOngoingTouches: setup.adoptsOngoingTouches)
  }
}

extension DragGesture.Value {
  /// A drag value. (Declared in an extension: the drag recognizer builds its values with the
  /// memberwise initializer, every field given, `DragNode.moved(_:)`.)
  public init(
    time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize = .zero,
    predictedEndLocation: CGPoint? = nil
  ) {
    self.init(
      time: time, location: location, startLocation: startLocation, velocity: velocity,
      predictedEndLocation: predictedEndLocation ?? location)
  }
}

/// A resolved coordinate space: the window (`global`), the view's own frame (`local`), or the
/// frame of an ancestor named with ``View/coordinateSpace(_:)`` or
/// ``View/coordinateSpace(name:)`` (`named`); Docs/Semantics/SwiftUI.md §16.
public enum CoordinateSpace: Hashable {
  case global
  case local
  case named(AnyHashable)

  /// Whether this is the global coordinate space.
  public var isGlobal: Bool { self == .global }
  /// Whether this is the local coordinate space.
  public var isLocal: Bool { self == .local }
}
