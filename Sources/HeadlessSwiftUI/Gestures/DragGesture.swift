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
    public var location: CGPoint {
      didSet { translation = Self.difference(location, startLocation) }
    }
    /// Where the drag started.
    public var startLocation: CGPoint {
      didSet { translation = Self.difference(location, startLocation) }
    }
    /// The velocity, in points per second.
    public var velocity: CGSize
    /// Where the drag would end if the finger lifted now.
    public var predictedEndLocation: CGPoint
    /// `location` minus `startLocation`: made with the value (the drag recognizer's
    /// `DragNode.moved(_:)` builds it with the others, each field given; the public initializer
    /// below computes it) and kept in step by each write of `location` and `startLocation`, so
    /// a read of it, a drag's `updating` closure's each sample, is a read of the field.
    public private(set) var translation: CGSize

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

extension DragGesture.Value: CustomReflectable {
  /// A drag value. (Declared in an extension: the drag recognizer builds its values with the
  /// memberwise initializer, every field given, `DragNode.moved(_:)`.)
  public init(
    time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize = .zero,
    predictedEndLocation: CGPoint? = nil
  ) {
    self.init(
      time: time, location: location, startLocation: startLocation, velocity: velocity,
      predictedEndLocation: predictedEndLocation ?? location,
      translation: Self.difference(location, startLocation))
  }

  /// The five fields a value is made of, as before `translation` was kept (it is derived):
  /// a value prints and dumps as it did.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "time": time, "location": location, "startLocation": startLocation,
        "velocity": velocity, "predictedEndLocation": predictedEndLocation,
      ], displayStyle: .struct)
  }

  /// `end` minus `start`, as a size (the value's `translation`).
  @inline(__always)
  static func difference(_ end: CGPoint, _ start: CGPoint) -> CGSize {
    CGSize(width: end.x - start.x, height: end.y - start.y)
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
