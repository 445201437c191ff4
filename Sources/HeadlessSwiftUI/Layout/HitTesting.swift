/// `.contentShape(_:)`: the modified view's hit area is `shape` over its whole frame, behind its
/// content (a tap in a stack's gap reaches the stack's gestures; a child drawn there still
/// wins). [A] `View.contentShape(_:eoFill:)`
nonisolated public struct _ContentShapeModifier<S: Shape>: ViewModifier, ModifierEffect {
  public typealias Body = Never
  public let shape: S
}

/// `.allowsHitTesting(_:)`: with `false`, touches pass through the modified view and its
/// subviews to what is behind. [A] `View.allowsHitTesting(_:)`
nonisolated public struct _AllowsHitTestingModifier: ViewModifier, ModifierEffect {
  public typealias Body = Never
  public let enabled: Bool
}

/// A content shape, whatever its shape type.
protocol ContentShapeCarrier {
  var anyShape: any Shape { get }
}

extension _ContentShapeModifier: ContentShapeCarrier {
  var anyShape: any Shape { shape }
}

nonisolated extension View {
  /// Makes `shape`, over this view's frame, its hit area (behind its content).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false)
    -> ModifiedContent<Self, _ContentShapeModifier<S>>
  {
    modifier(_ContentShapeModifier(shape: shape))
  }

  /// Whether this view and its subviews receive touches.
  public func allowsHitTesting(_ enabled: Bool)
    -> ModifiedContent<Self, _AllowsHitTestingModifier>
  {
    modifier(_AllowsHitTestingModifier(enabled: enabled))
  }
}

/// Whether `point` lies inside `shape` drawn in `frame`: a circle or a capsule by its outline,
/// a rounded rectangle without its corners' outsides, anything else by its frame. Frames are
/// half-open (a point on the right or bottom edge is outside).
func shape(_ shape: Any, in frame: CGRect, contains point: CGPoint) -> Bool {
  guard
    point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY
      && point.y < frame.maxY
  else { return false }
  let radius: CGFloat
  switch shape {
  case is Circle:
    let r = min(frame.width, frame.height) / 2
    return hypot(point.x - frame.midX, point.y - frame.midY) <= r
  case is Capsule: radius = min(frame.width, frame.height) / 2
  case let rounded as RoundedRectangle:
    radius = max(0, min(rounded.cornerRadius, min(frame.width, frame.height) / 2))
  default: return true
  }
  // The nearest point of the inner rectangle (the frame less the corner radius).
  let x = min(max(point.x, frame.minX + radius), frame.maxX - radius)
  let y = min(max(point.y, frame.minY + radius), frame.maxY - radius)
  return hypot(point.x - x, point.y - y) <= radius
}
