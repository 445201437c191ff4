import Foundation

/// A pinch: SwiftUI's `MagnifyGesture` (rules: `MagnifyNode`).
public struct MagnifyGesture: Gesture, GestureNodeMaking, Hashable, Sendable {
  public typealias Body = Never
  /// How far the scale must move from 1 before the gesture starts (0.01 by default).
  public let minimumScaleDelta: CGFloat

  /// A magnify gesture.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  /// One value of a pinch.
  public struct Value: Hashable, Sendable {
    /// When the event happened.
    public var time: Date
    /// The fingers' distance over their distance when the pinch started.
    public var magnification: CGFloat
    /// The magnification's rate of change, per second.
    public var velocity: CGFloat
    /// Where the pinch started, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// Where the pinch started (the fingers' midpoint), in the view's coordinates.
    public var startLocation: CGPoint
  }

  func makeNode(_ setup: GestureSetup) -> GestureNode<Value> {
    MagnifyNode(minimumScaleDelta: minimumScaleDelta, spaces: setup.spaces)
  }
}

/// A two-finger rotation: SwiftUI's `RotateGesture` (rules: `RotateNode`).
public struct RotateGesture: Gesture, GestureNodeMaking, Hashable, Sendable {
  public typealias Body = Never
  /// How far the angle must move before the gesture starts (1° by default).
  public let minimumAngleDelta: Angle

  /// A rotate gesture.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  /// One value of a rotation.
  public struct Value: Hashable, Sendable {
    /// When the event happened.
    public var time: Date
    /// The angle turned since the rotation started.
    public var rotation: Angle
    /// The rotation's rate, per second.
    public var velocity: Angle
    /// Where the rotation started, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// Where the rotation started (the fingers' midpoint), in the view's coordinates.
    public var startLocation: CGPoint
  }

  func makeNode(_ setup: GestureSetup) -> GestureNode<Value> {
    RotateNode(minimumAngleDelta: minimumAngleDelta, spaces: setup.spaces)
  }
}
