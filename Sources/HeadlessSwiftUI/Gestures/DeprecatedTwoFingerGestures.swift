import Foundation

// The iOS 13 names of the two-finger gestures, which Apple keeps compiling (to be deprecated,
// renamed `MagnifyGesture` and `RotateGesture`). They recognize exactly as the new ones do; their
// value is the bare measure — the magnification, the angle — rather than a structure
// (Docs/Semantics/SwiftUI.md §17.1).

/// A pinch whose value is the magnification alone: SwiftUI's `MagnificationGesture`.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "MagnifyGesture")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "MagnifyGesture")
@available(watchOS, unavailable)
@available(tvOS, unavailable)
public struct MagnificationGesture: Gesture, GestureNodeMaking {
  public typealias Value = CGFloat
  public typealias Body = Never
  /// How far the scale must move from 1 before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// A magnification gesture that starts once the scale has moved `minimumScaleDelta` from 1.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  func makeNode(_ setup: GestureSetup) -> GestureNode<CGFloat> {
    MapNode(
      makeGestureNode(MagnifyGesture(minimumScaleDelta: minimumScaleDelta), setup), \.magnification)
  }
}

/// A two-finger rotation whose value is the angle alone: SwiftUI's `RotationGesture`.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "RotateGesture")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "RotateGesture")
@available(watchOS, unavailable)
@available(tvOS, unavailable)
public struct RotationGesture: Gesture, GestureNodeMaking {
  public typealias Value = Angle
  public typealias Body = Never
  /// How far the angle must move before the gesture starts.
  public var minimumAngleDelta: Angle

  /// A rotation gesture that starts once the angle has moved `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  func makeNode(_ setup: GestureSetup) -> GestureNode<Angle> {
    MapNode(makeGestureNode(RotateGesture(minimumAngleDelta: minimumAngleDelta), setup), \.rotation)
  }
}
