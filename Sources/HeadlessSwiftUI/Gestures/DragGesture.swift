/// A dragging motion: SwiftUI's `DragGesture` (rules: `DragNode`, Docs/Semantics/SwiftUI.md §2.4).
public struct DragGesture: Gesture, GestureNodeMaking, Hashable, Sendable {
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

    /// A drag value.
    public init(
      time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize = .zero,
      predictedEndLocation: CGPoint? = nil
    ) {
      self.time = time
      self.location = location
      self.startLocation = startLocation
      self.velocity = velocity
      self.predictedEndLocation = predictedEndLocation ?? location
    }
  }

  func makeNode(_ setup: GestureSetup) -> GestureNode<Value> {
    DragNode(
      minimumDistance: minimumDistance.isNaN ? 10 : minimumDistance, space: coordinateSpace,
      spaces: setup.spaces, adoptsOngoingTouches: setup.adoptsOngoingTouches)
  }
}

/// A coordinate space for gesture values.
public enum CoordinateSpace: Hashable, Sendable {
  case local, global
  case named(String)
}
