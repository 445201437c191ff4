// Motion effects (UIKit's `UIMotionEffect`, `UIInterpolatingMotionEffect`,
// `UIMotionEffectGroup`), headless: kept on the view and computed on request; ScreenLab has no
// device motion, so the viewer's offset stays zero and no effect moves a view
// (Docs/Semantics/UIKit.md §55).

/// How far the viewer's eyes are from the screen's centre, each axis in -1...1 (UIKit's
/// `UIOffset`).
public struct UIOffset: Equatable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat

  public init() {
    horizontal = 0
    vertical = 0
  }

  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset.
  public static let zero = UIOffset()
}

/// An effect that turns the viewer's offset into values of a view's key paths (UIKit's
/// `UIMotionEffect`, an abstract class: subclasses override
/// ``keyPathsAndRelativeValues(forViewerOffset:)``).
@available(iOS 7.0, *)
@preconcurrency @MainActor
open class UIMotionEffect {
  public init() {}

  public required init?(coder: NSCoder) { return nil }

  /// The key paths and the values to add to them for `viewerOffset`; nil (nothing) here.
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    nil
  }
}

/// Maps one axis of the viewer's tilt onto a range of values for one key path (UIKit's
/// `UIInterpolatingMotionEffect`): -1 gives ``minimumRelativeValue``, +1
/// ``maximumRelativeValue``, linearly between (§55).
@available(iOS 7.0, *)
open class UIInterpolatingMotionEffect: UIMotionEffect {
  /// Which tilt drives the effect (UIKit's `UIInterpolatingMotionEffect.EffectType`).
  public enum EffectType: Int, Sendable {
    case tiltAlongHorizontalAxis = 0
    case tiltAlongVerticalAxis = 1
  }

  /// The view's key path the value goes to (`"center.x"`).
  public let keyPath: String
  /// The tilt that drives it.
  public let type: EffectType
  /// The value at tilt -1 (a number; nil: the effect gives nothing).
  open var minimumRelativeValue: Any?
  /// The value at tilt +1.
  open var maximumRelativeValue: Any?

  public init(keyPath: String, type: EffectType) {
    self.keyPath = keyPath
    self.type = type
    super.init()
  }

  public required init?(coder: NSCoder) { return nil }

  /// `[keyPath: value]`, the value interpolated between the minimum and maximum by the
  /// offset's axis of ``type`` (clamped to -1...1); nil when either bound is not a number.
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset)
    -> [String: Any]?
  {
    guard let low = Self.number(minimumRelativeValue), let high = Self.number(maximumRelativeValue)
    else { return nil }
    let tilt = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
    let t = (min(1, max(-1, tilt)) + 1) / 2
    return [keyPath: low + (high - low) * t]
  }

  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: v
    case let v as Double: CGFloat(v)
    case let v as Float: CGFloat(v)
    case let v as Int: CGFloat(v)
    case let v as NSNumber: CGFloat(v.doubleValue)
    default: nil
    }
  }
}

/// Several motion effects applied together (UIKit's `UIMotionEffectGroup`).
@available(iOS 7.0, *)
open class UIMotionEffectGroup: UIMotionEffect {
  /// The effects of the group.
  open var motionEffects: [UIMotionEffect]?

  public override init() { super.init() }

  public required init?(coder: NSCoder) { return nil }

  /// Every effect's key paths and values, merged (a later effect wins a key path).
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset)
    -> [String: Any]?
  {
    var all: [String: Any] = [:]
    for effect in motionEffects ?? [] {
      all.merge(effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:]) { $1 }
    }
    return all
  }
}

extension UIView {
  /// The motion effects added to the view, in order.
  @available(iOS 7.0, *)
  public var motionEffects: [UIMotionEffect] {
    get { _motionEffects }
    set { _motionEffects = newValue }
  }

  /// Adds `effect` (once: adding it again does nothing). Headless the viewer's offset stays
  /// zero, so the view does not move (§55).
  @available(iOS 7.0, *)
  public func addMotionEffect(_ effect: UIMotionEffect) {
    guard !_motionEffects.contains(where: { $0 === effect }) else { return }
    _motionEffects.append(effect)
  }

  /// Removes `effect`.
  @available(iOS 7.0, *)
  public func removeMotionEffect(_ effect: UIMotionEffect) {
    _motionEffects.removeAll { $0 === effect }
  }
}
