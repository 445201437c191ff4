// The dynamic animator and collisions (UIKit's `UIDynamicAnimator`, `UICollisionBehavior`):
// a small physics step on the virtual clock, once per frame (Docs/Semantics/UIKit.md §85).
import Foundation
import Runtime

/// What collides with what.
public struct UICollisionBehaviorMode: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let items = UICollisionBehaviorMode(rawValue: 1 << 0)
  public static let boundaries = UICollisionBehaviorMode(rawValue: 1 << 1)
  public static let everything = UICollisionBehaviorMode(rawValue: UInt.max)
}

/// What a collision behaviour tells its delegate; every method is optional.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at p: CGPoint)
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem)
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {}
}

/// Keeps items inside boundaries (UIKit's `UICollisionBehavior`). ScreenLab collides each
/// item's frame with the reference view's bounds (§85); other boundaries are kept, and items
/// pass through each other.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
  open private(set) var items: [any UIDynamicItem]
  open var collisionMode: UICollisionBehaviorMode = .everything
  /// Whether the reference view's bounds are a boundary (false by default).
  open var translatesReferenceBoundsIntoBoundary = false
  var referenceInsets = UIEdgeInsets.zero
  private var boundaries: [(identifier: any NSCopying, path: UIBezierPath)] = []
  /// Told when an item touches a boundary and leaves it; not retained.
  open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?
  /// The items touching the reference bounds.
  var touching: Set<ObjectIdentifier> = []

  public init(items: [any UIDynamicItem]) {
    self.items = items
    super.init()
  }
  public convenience override init() { self.init(items: []) }

  open func addItem(_ item: any UIDynamicItem) { items = appendingItem(item, to: items) }
  open func removeItem(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }

  /// Makes the reference bounds, inset by `insets`, a boundary.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    translatesReferenceBoundsIntoBoundary = true
    referenceInsets = insets
  }

  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
    removeBoundary(withIdentifier: identifier)
    boundaries.append((identifier, bezierPath))
  }

  open func addBoundary(
    withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint
  ) {
    let path = UIBezierPath()
    path.move(to: p1)
    path.addLine(to: p2)
    addBoundary(withIdentifier: identifier, for: path)
  }

  open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
    boundaries.first { Self.same($0.identifier, identifier) }?.path
  }

  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    boundaries.removeAll { Self.same($0.identifier, identifier) }
  }

  open var boundaryIdentifiers: [any NSCopying]? { boundaries.map(\.identifier) }

  open func removeAllBoundaries() { boundaries = [] }

  private static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
    (a as? AnyHashable) == (b as? AnyHashable) || (a as AnyObject) === (b as AnyObject)
  }

  override var actedItems: [any UIDynamicItem] { items }
}

/// What a dynamic animator tells its delegate; every method is optional.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// Runs dynamic behaviours on items (UIKit's `UIDynamicAnimator`): while it runs it makes one
/// step per frame of the virtual clock, and it pauses once every item rests (§85).
@preconcurrency @MainActor
open class UIDynamicAnimator {
  /// The view whose coordinates the items use; nil for an animator made without one.
  open private(set) weak var referenceView: UIView?
  /// The behaviours added, in order.
  open private(set) var behaviors: [UIDynamicBehavior] = []
  /// Told when the animator pauses and resumes; not retained.
  open weak var delegate: (any UIDynamicAnimatorDelegate)?
  /// Whether the animator is stepping.
  open private(set) var isRunning = false
  /// The seconds of virtual time the animator has run.
  open private(set) var elapsedTime: TimeInterval = 0

  private var velocities: [ObjectIdentifier: CGPoint] = [:]
  private var link: CADisplayLink?

  /// An animator of items in `view`'s coordinates.
  public init(referenceView view: UIView) { referenceView = view }
  /// An animator without a reference view.
  public init() {}

  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behaviors.append(behavior)
    behavior.move(to: self)
  }

  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard behaviors.contains(where: { $0 === behavior }) else { return }
    behaviors.removeAll { $0 === behavior }
    behavior.move(to: nil)
    // An item no behaviour names any more leaves the simulation with its velocity.
    let remaining = Set(allItems.map { ObjectIdentifier($0) })
    velocities = velocities.filter { remaining.contains($0.key) }
  }

  open func removeAllBehaviors() {
    for behavior in behaviors { removeBehavior(behavior) }
  }

  /// The items whose frames meet `rect`.
  open func items(in rect: CGRect) -> [any UIDynamicItem] {
    allItems.filter { Self.frame(of: $0).intersects(rect) }
  }

  /// Takes the item's centre and transform as they are now (nothing is cached headless).
  open func updateItem(usingCurrentState item: any UIDynamicItem) { wake() }

  /// Starts stepping when there is something to move.
  func wake() {
    guard !isRunning, !behaviors.isEmpty else { return }
    isRunning = true
    delegate?.dynamicAnimatorWillResume(self)
    let link = CADisplayLink { [weak self] link in
      let duration = link.duration
      guard let self else { return link.invalidate() }
      MainActor.assumeIsolated { self.step(duration) }
    }
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  private func pause() {
    isRunning = false
    link?.invalidate()
    link = nil
    delegate?.dynamicAnimatorDidPause(self)
  }

  func addVelocity(_ velocity: CGPoint, to item: any UIDynamicItem) {
    let key = ObjectIdentifier(item)
    let old = velocities[key] ?? .zero
    velocities[key] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
    wake()
  }

  func velocity(of item: any UIDynamicItem) -> CGPoint {
    velocities[ObjectIdentifier(item)] ?? .zero
  }

  private var allBehaviors: [UIDynamicBehavior] { behaviors.flatMap(\.flattened) }

  private var allItems: [any UIDynamicItem] {
    allBehaviors.flatMap(\.actedItems).reduce(into: []) { $0 = appendingItem($1, to: $0) }
  }

  private static func frame(of item: any UIDynamicItem) -> CGRect {
    CGRect(
      x: item.center.x - item.bounds.width / 2, y: item.center.y - item.bounds.height / 2,
      width: item.bounds.width, height: item.bounds.height)
  }

  /// One step of `dt` seconds: forces, motion, rods, collisions, actions; then pauses when
  /// every item rests.
  private func step(_ dt: Double) {
    guard dt > 0 else { return }
    let dt = CGFloat(dt)
    elapsedTime += TimeInterval(dt)
    let all = allBehaviors
    let properties = all.compactMap { $0 as? UIDynamicItemBehavior }
    var moved = false
    for item in allItems {
      let key = ObjectIdentifier(item)
      let own = properties.last { $0.items.contains { $0 === item } }
      if own?.isAnchored == true { continue }
      let start = item.center
      var v = velocities[key] ?? .zero
      let (a, impulse) = acceleration(
        of: item, velocity: v, behaviors: all, density: own?.density ?? 1)
      v.x += a.x * dt + impulse.x
      v.y += a.y * dt + impulse.y
      let damping = max(0, 1 - (own?.resistance ?? 0) * dt)
      v = CGPoint(x: v.x * damping, y: v.y * damping)
      item.center = CGPoint(x: start.x + v.x * dt, y: start.y + v.y * dt)
      v = keepRods(item, velocity: v, behaviors: all)
      v = collide(item, velocity: v, behaviors: all, elasticity: own?.elasticity ?? 0)
      velocities[key] = v
      if hypot(item.center.x - start.x, item.center.y - start.y) > 0.01 || hypot(v.x, v.y) > 0.5 {
        moved = true
      }
    }
    for behavior in all { behavior.action?() }
    if !moved { pause() }
  }

  /// The acceleration of `item` from gravity, pushes, snaps and springs, and the velocity
  /// change of the instantaneous pushes (which turn off once applied).
  private func acceleration(
    of item: any UIDynamicItem, velocity v: CGPoint, behaviors: [UIDynamicBehavior],
    density: CGFloat
  ) -> (acceleration: CGPoint, impulse: CGPoint) {
    var a = CGPoint.zero
    var impulse = CGPoint.zero
    let mass = max(density * item.bounds.width * item.bounds.height / 10_000, 0.000_1)
    for behavior in behaviors {
      switch behavior {
      case let gravity as UIGravityBehavior where gravity.items.contains(where: { $0 === item }):
        a.x += gravity.gravityDirection.dx * 1000
        a.y += gravity.gravityDirection.dy * 1000
      case let push as UIPushBehavior
      where push.active && push.items.contains(where: { $0 === item }):
        let dv = CGPoint(
          x: push.pushDirection.dx * 100 / mass, y: push.pushDirection.dy * 100 / mass)
        if push.mode == .instantaneous {
          impulse.x += dv.x
          impulse.y += dv.y
        } else {
          a.x += dv.x
          a.y += dv.y
        }
      case let snap as UISnapBehavior where snap.item === item:
        let omega: CGFloat = 2 * .pi * 2
        let zeta = 0.5 + min(max(snap.damping, 0), 1)
        a.x += omega * omega * (snap.snapPoint.x - item.center.x) - 2 * zeta * omega * v.x
        a.y += omega * omega * (snap.snapPoint.y - item.center.y) - 2 * zeta * omega * v.y
      case let spring as UIAttachmentBehavior
      where spring.frequency > 0 && spring.items.contains(where: { $0 === item }):
        let other = otherEnd(of: spring, from: item)
        let dx = item.center.x - other.x
        let dy = item.center.y - other.y
        let distance = max(hypot(dx, dy), 0.000_1)
        let omega = 2 * .pi * spring.frequency
        let stretch = distance - spring.length
        a.x += -omega * omega * stretch * dx / distance - 2 * spring.damping * omega * v.x
        a.y += -omega * omega * stretch * dy / distance - 2 * spring.damping * omega * v.y
      default: break
      }
    }
    for push in behaviors.compactMap({ $0 as? UIPushBehavior })
    where push.mode == .instantaneous && push.active && push.items.contains(where: { $0 === item })
    {
      push.active = false
    }
    return (a, impulse)
  }

  private func otherEnd(of attachment: UIAttachmentBehavior, from item: any UIDynamicItem)
    -> CGPoint
  {
    guard attachment.attachedBehaviorType == .items else { return attachment.anchorPoint }
    return attachment.items.first { $0 !== item }?.center ?? attachment.anchorPoint
  }

  /// Holds rigid attachments (frequency 0) at their length, removing the velocity along them.
  private func keepRods(
    _ item: any UIDynamicItem, velocity: CGPoint, behaviors: [UIDynamicBehavior]
  ) -> CGPoint {
    var v = velocity
    for rod in behaviors.compactMap({ $0 as? UIAttachmentBehavior })
    where rod.frequency == 0 && rod.items.contains(where: { $0 === item }) {
      let other = otherEnd(of: rod, from: item)
      let dx = item.center.x - other.x
      let dy = item.center.y - other.y
      let distance = hypot(dx, dy)
      guard distance > 0.000_1 else { continue }
      let (ux, uy) = (dx / distance, dy / distance)
      item.center = CGPoint(x: other.x + ux * rod.length, y: other.y + uy * rod.length)
      let along = v.x * ux + v.y * uy
      v = CGPoint(x: v.x - along * ux, y: v.y - along * uy)
    }
    return v
  }

  /// Keeps the item's frame inside the reference bounds of each collision behaviour that has
  /// them as a boundary: the frame is moved back in, the speed into the edge is reversed and
  /// scaled by the elasticity (dropped below 20 points per second), and the delegate hears
  /// when the contact begins and ends.
  private func collide(
    _ item: any UIDynamicItem, velocity: CGPoint, behaviors: [UIDynamicBehavior],
    elasticity: CGFloat
  ) -> CGPoint {
    var v = velocity
    guard let reference = referenceView?.bounds else { return v }
    for collision in behaviors.compactMap({ $0 as? UICollisionBehavior })
    where collision.translatesReferenceBoundsIntoBoundary
      && collision.collisionMode.contains(.boundaries)
      && collision.items.contains(where: { $0 === item })
    {
      let insets = collision.referenceInsets
      let box = CGRect(
        x: reference.minX + insets.left, y: reference.minY + insets.top,
        width: reference.width - insets.left - insets.right,
        height: reference.height - insets.top - insets.bottom)
      var frame = Self.frame(of: item)
      var contact: CGPoint?
      func bounce(_ speed: CGFloat) -> CGFloat {
        abs(speed) < 20 ? 0 : -speed * min(max(elasticity, 0), 1)
      }
      if let stop = Self.stop(
        frame.minY, frame.maxY, length: frame.height, in: box.minY, box.maxY, speed: &v.y, bounce)
      {
        frame.origin.y = stop.origin
        contact = CGPoint(x: frame.midX, y: stop.edge)
      }
      if let stop = Self.stop(
        frame.minX, frame.maxX, length: frame.width, in: box.minX, box.maxX, speed: &v.x, bounce)
      {
        frame.origin.x = stop.origin
        contact = CGPoint(x: stop.edge, y: frame.midY)
      }
      item.center = CGPoint(x: frame.midX, y: frame.midY)
      let key = ObjectIdentifier(item)
      if let contact, !collision.touching.contains(key) {
        collision.touching.insert(key)
        collision.collisionDelegate?.collisionBehavior(
          collision, beganContactFor: item, withBoundaryIdentifier: nil, at: contact)
      } else if contact == nil, collision.touching.contains(key) {
        collision.touching.remove(key)
        collision.collisionDelegate?.collisionBehavior(
          collision, endedContactFor: item, withBoundaryIdentifier: nil)
      }
    }
    return v
  }

  /// One axis of a boundary collision: an item from `start` to `end` (`length` long) moving at
  /// `speed` inside `lower`…`upper`. When it reaches an edge while moving toward it, its new
  /// origin on the axis and that edge, with `speed` bounced.
  private static func stop(
    _ start: CGFloat, _ end: CGFloat, length: CGFloat, in lower: CGFloat, _ upper: CGFloat,
    speed: inout CGFloat, _ bounce: (CGFloat) -> CGFloat
  ) -> (origin: CGFloat, edge: CGFloat)? {
    if end >= upper - 0.001 && speed >= 0 {
      speed = bounce(speed)
      return (upper - length, upper)
    }
    if start <= lower + 0.001 && speed <= 0 {
      speed = bounce(speed)
      return (lower, lower)
    }
    return nil
  }
}
