/// Scales the view's rendering (animatable: `scale`, x and y).
nonisolated public struct _ScaleEffect: ViewModifier, ModifierEffect, Equatable {
  public typealias Body = Never
  public let scale: CGSize
  public let anchor: UnitPoint
  var animatableValue: AnimatableValue? {
    AnimatableValue("scale", Double(scale.width), Double(scale.height))
  }
}

/// Rotates the view's rendering (animatable: `rotation`, in radians).
nonisolated public struct _RotationEffect: ViewModifier, ModifierEffect, Equatable {
  public typealias Body = Never
  public let angle: Angle
  public let anchor: UnitPoint
  var animatableValue: AnimatableValue? { AnimatableValue("rotation", angle.radians) }
}

/// Rounds the view's corners, kept as data.
nonisolated public struct _CornerRadiusModifier: ViewModifier, ModifierEffect, Equatable {
  public typealias Body = Never
  public let radius: CGFloat
}

nonisolated extension View {
  /// Scales the view by `scale` on both axes; animatable.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center)
    -> ModifiedContent<Self, _ScaleEffect>
  {
    modifier(_ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor))
  }

  /// Scales the view by `x` and `y`; animatable.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> ModifiedContent<Self, _ScaleEffect>
  {
    modifier(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
  }

  /// Rotates the view by `angle`; animatable.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center)
    -> ModifiedContent<Self, _RotationEffect>
  {
    modifier(_RotationEffect(angle: angle, anchor: anchor))
  }

  /// Rounds the view's corners (antialiasing is not modelled).
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true)
    -> ModifiedContent<Self, _CornerRadiusModifier>
  {
    modifier(_CornerRadiusModifier(radius: radius))
  }
}
