// UIKit Dynamics' items and behaviours (UIKit's `UIDynamicItem`, `UIDynamicBehavior` and its
// primitive subclasses), which a `UIDynamicAnimator` steps on the virtual clock
// (Docs/Semantics/UIKit.md §85).
import Foundation

/// How a dynamic item's collision bounds are shaped.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
  case rectangle = 0
  case ellipse = 1
  case path = 2
}

/// Something a dynamic animator moves: its centre and transform are written, its bounds read
/// (UIKit's `UIDynamicItem`). `UIView` and `UICollectionViewLayoutAttributes` adopt it.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
  var center: CGPoint { get set }
  var bounds: CGRect { get }
  var transform: CGAffineTransform { get set }
  /// The shape collisions use (`.rectangle` unless implemented; ScreenLab collides frames).
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
  /// The path of a `.path` collision bounds type.
  var collisionBoundingPath: UIBezierPath? { get }
}

extension UIDynamicItem {
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  public var collisionBoundingPath: UIBezierPath? { nil }
}

extension UIView: UIDynamicItem {}
extension UICollectionViewLayoutAttributes: UIDynamicItem {}

/// Items that move as one body (UIKit's `UIDynamicItemGroup`, iOS 9): the union of their
/// frames; moving the group moves each item by the same amount.
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class UIDynamicItemGroup: UIDynamicItem {
  /// The grouped items.
  public let items: [any UIDynamicItem]

  public init(items: [any UIDynamicItem]) { self.items = items }

  private var union: CGRect {
    items.map {
      CGRect(
        x: $0.center.x - $0.bounds.width / 2, y: $0.center.y - $0.bounds.height / 2,
        width: $0.bounds.width, height: $0.bounds.height)
    }
    .reduce(CGRect.null) { $0.union($1) }
  }

  open var center: CGPoint {
    get { CGPoint(x: union.midX, y: union.midY) }
    set {
      let old = center
      for item in items {
        item.center = CGPoint(
          x: item.center.x + newValue.x - old.x, y: item.center.y + newValue.y - old.y)
      }
    }
  }
  open var bounds: CGRect { CGRect(origin: .zero, size: union.size) }
  open var transform: CGAffineTransform = .identity
}

/// A set of rules a dynamic animator applies to items (UIKit's `UIDynamicBehavior`); a
/// composite behaviour groups others as children.
@preconcurrency @MainActor
open class UIDynamicBehavior {
  /// The child behaviours, applied with this one.
  open private(set) var childBehaviors: [UIDynamicBehavior] = []
  /// Run after every step the animator makes while the behaviour is added.
  open var action: (() -> Void)?
  /// The animator the behaviour is added to, directly or as a child; nil when none.
  open private(set) weak var dynamicAnimator: UIDynamicAnimator?

  public init() {}

  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
    childBehaviors.append(behavior)
    if let dynamicAnimator { behavior.move(to: dynamicAnimator) }
  }

  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    guard childBehaviors.contains(where: { $0 === behavior }) else { return }
    childBehaviors.removeAll { $0 === behavior }
    if dynamicAnimator != nil { behavior.move(to: nil) }
  }

  /// Called when the behaviour is added to `dynamicAnimator` or removed (nil).
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  /// Tells the behaviour and its children of their new animator, then records it.
  func move(to animator: UIDynamicAnimator?) {
    willMove(to: animator)
    dynamicAnimator = animator
    for child in childBehaviors { child.move(to: animator) }
    animator?.wake()
  }

  /// The behaviour and its descendants, parents first.
  var flattened: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }

  /// The items the behaviour acts on directly.
  var actedItems: [any UIDynamicItem] { [] }
}

/// Keeps a list of items without duplicates (by identity).
func appendingItem(_ item: any UIDynamicItem, to items: [any UIDynamicItem]) -> [any UIDynamicItem]
{
  items.contains { $0 === item } ? items : items + [item]
}

extension CGVector {
  /// The direction in radians, clockwise from the positive x axis (the angle of a gravity or
  /// push behaviour's vector).
  var angle: CGFloat { atan2(dy, dx) }
  /// The length (the magnitude of a gravity or push behaviour's vector).
  var magnitude: CGFloat { hypot(dx, dy) }

  /// The vector `magnitude` long in the direction `angle` radians.
  init(angle: CGFloat, magnitude: CGFloat) {
    self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }
}

/// A constant acceleration (UIKit's `UIGravityBehavior`): a direction of magnitude 1 is
/// 1000 points per second², downward by default.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
  open private(set) var items: [any UIDynamicItem]
  /// The acceleration in units of 1000 points per second²; (0, 1) by default.
  open var gravityDirection = CGVector(dx: 0, dy: 1)

  public init(items: [any UIDynamicItem]) {
    self.items = items
    super.init()
  }
  public convenience override init() { self.init(items: []) }

  open func addItem(_ item: any UIDynamicItem) {
    items = appendingItem(item, to: items)
    dynamicAnimator?.wake()
  }
  open func removeItem(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }

  /// The direction's angle in radians (clockwise from the positive x axis).
  open var angle: CGFloat {
    get { gravityDirection.angle }
    set { setAngle(newValue, magnitude: magnitude) }
  }
  /// The direction's length.
  open var magnitude: CGFloat {
    get { gravityDirection.magnitude }
    set { setAngle(angle, magnitude: newValue) }
  }
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    gravityDirection = CGVector(angle: angle, magnitude: magnitude)
    dynamicAnimator?.wake()
  }

  override var actedItems: [any UIDynamicItem] { items }
}

/// Moves an item to a point with a damped spring (UIKit's `UISnapBehavior`, iOS 7).
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
  let item: any UIDynamicItem
  /// Where the item goes.
  @available(iOS 9.0, *)
  open var snapPoint: CGPoint { didSet { dynamicAnimator?.wake() } }
  /// The oscillation's damping, 0 to 1 (0.5 by default).
  open var damping: CGFloat = 0.5

  public init(item: any UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  override var actedItems: [any UIDynamicItem] { [item] }
}

/// A force on items (UIKit's `UIPushBehavior`): a magnitude of 1 accelerates a 100 × 100 point
/// item of density 1 at 100 points per second² (continuous), or changes its velocity by 100
/// points per second once (instantaneous).
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
  /// Whether the force acts all the time or once.
  public enum Mode: Int, Sendable {
    case continuous = 0
    case instantaneous = 1
  }

  open private(set) var items: [any UIDynamicItem]
  public let mode: UIPushBehavior.Mode
  /// Whether the force acts: true when made; an instantaneous push turns it off once applied.
  open var active = true { didSet { if active { dynamicAnimator?.wake() } } }
  /// The force's vector (zero by default).
  open var pushDirection = CGVector(dx: 0, dy: 0) { didSet { dynamicAnimator?.wake() } }
  private var offsets: [ObjectIdentifier: UIOffset] = [:]

  public init(items: [any UIDynamicItem], mode: UIPushBehavior.Mode) {
    self.items = items
    self.mode = mode
    super.init()
  }

  open func addItem(_ item: any UIDynamicItem) { items = appendingItem(item, to: items) }
  open func removeItem(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }

  open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
    offsets[ObjectIdentifier(item)] ?? UIOffset(horizontal: 0, vertical: 0)
  }
  open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
    offsets[ObjectIdentifier(item)] = o
  }

  open var angle: CGFloat {
    get { pushDirection.angle }
    set { setAngle(newValue, magnitude: magnitude) }
  }
  open var magnitude: CGFloat {
    get { pushDirection.magnitude }
    set { setAngle(angle, magnitude: newValue) }
  }
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    pushDirection = CGVector(angle: angle, magnitude: magnitude)
  }

  override var actedItems: [any UIDynamicItem] { items }
}

/// A range of values (UIKit's `UIFloatRange`, iOS 9).
public struct UIFloatRange: Equatable, Sendable {
  public var minimum: CGFloat
  public var maximum: CGFloat
  public init() { (minimum, maximum) = (0, 0) }
  public init(minimum: CGFloat, maximum: CGFloat) {
    (self.minimum, self.maximum) = (minimum, maximum)
  }
  public static let zero = UIFloatRange()
  public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)
  public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}

/// Ties an item to an anchor point or to another item (UIKit's `UIAttachmentBehavior`): a
/// rigid rod of ``length`` while ``frequency`` is 0, else a damped spring.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
  /// What the item is attached to.
  public enum AttachmentType: Int, Sendable {
    case items = 0
    case anchor = 1
  }

  public let items: [any UIDynamicItem]
  public let attachedBehaviorType: UIAttachmentBehavior.AttachmentType
  /// The anchor point (an anchor attachment's).
  open var anchorPoint: CGPoint { didSet { dynamicAnimator?.wake() } }
  /// The distance kept: the one between the attachment points when made.
  open var length: CGFloat
  open var damping: CGFloat = 0
  open var frequency: CGFloat = 0
  @available(iOS 9.0, *)
  open var frictionTorque: CGFloat = 0
  @available(iOS 9.0, *)
  open var attachmentRange = UIFloatRange.infinite

  public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(
      item: item, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0), attachedToAnchor: point)
  }

  public init(
    item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint
  ) {
    items = [item]
    attachedBehaviorType = .anchor
    anchorPoint = point
    length = hypot(item.center.x - point.x, item.center.y - point.y)
    super.init()
  }

  public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
    let zero = UIOffset(horizontal: 0, vertical: 0)
    self.init(item: item1, offsetFromCenter: zero, attachedTo: item2, offsetFromCenter: zero)
  }

  public init(
    item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
    attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset
  ) {
    items = [item1, item2]
    attachedBehaviorType = .items
    anchorPoint = item2.center
    length = hypot(item1.center.x - item2.center.x, item1.center.y - item2.center.y)
    super.init()
  }

  override var actedItems: [any UIDynamicItem] { items }
}

/// An item's physical properties and velocities (UIKit's `UIDynamicItemBehavior`).
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
  open private(set) var items: [any UIDynamicItem]
  /// How much speed a collision keeps, 0 to 1 (0 by default).
  open var elasticity: CGFloat = 0
  open var friction: CGFloat = 0
  /// Mass per area: a 100 × 100 point item of density 1 has a mass of 1 (1 by default).
  open var density: CGFloat = 1
  /// Linear damping per second (0 by default).
  open var resistance: CGFloat = 0
  open var angularResistance: CGFloat = 0
  @available(iOS 9.0, *)
  open var charge: CGFloat = 0
  /// Whether the items stay where they are.
  @available(iOS 9.0, *)
  open var isAnchored = false
  open var allowsRotation = true

  public init(items: [any UIDynamicItem]) {
    self.items = items
    super.init()
  }
  public convenience override init() { self.init(items: []) }

  open func addItem(_ item: any UIDynamicItem) { items = appendingItem(item, to: items) }
  open func removeItem(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }

  /// Adds `velocity` (points per second) to the item's.
  open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
    dynamicAnimator?.addVelocity(velocity, to: item)
  }
  /// The item's velocity in points per second (zero when the behaviour is not added).
  open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
    dynamicAnimator?.velocity(of: item) ?? .zero
  }
  open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {}
  open func angularVelocity(for item: any UIDynamicItem) -> CGFloat { 0 }

  override var actedItems: [any UIDynamicItem] { items }
}
