import UIKit

/// A body for physics simulation attached to a node. Headless, SpriteKit's physics is not
/// simulated: a body keeps the shape, the masks and the values set on it, and nothing moves,
/// collides or calls a contact delegate (SK-7).
@MainActor
open class SKPhysicsBody {
  /// The shape the body was made with.
  enum Shape: Equatable {
    case circle(radius: CGFloat, center: CGPoint)
    case rectangle(CGSize, center: CGPoint)
    case polygon(CGPath)
    case edgeLoop(CGRect)
    case edgePath(CGPath)
    case edge(from: CGPoint, to: CGPoint)
    case texture(CGSize)
    case compound(Int)
  }

  let shape: Shape

  /// The node the body is attached to.
  public internal(set) weak var node: SKNode?
  /// True for volume bodies, false for edge bodies (which never move).
  open var isDynamic: Bool
  open var affectedByGravity = true
  open var allowsRotation = true
  open var pinned = false
  open var isResting = false
  open var usesPreciseCollisionDetection = false
  open var friction: CGFloat = 0.2
  open var restitution: CGFloat = 0.2
  open var linearDamping: CGFloat = 0.1
  open var angularDamping: CGFloat = 0.1
  open var density: CGFloat = 1
  open var mass: CGFloat
  open var charge: CGFloat = 0
  /// The categories the body belongs to: all 32 by default.
  open var categoryBitMask: UInt32 = 0xFFFF_FFFF
  /// The categories that collide with the body: all by default.
  open var collisionBitMask: UInt32 = 0xFFFF_FFFF
  /// The categories whose contacts are reported: none by default.
  open var contactTestBitMask: UInt32 = 0
  open var fieldBitMask: UInt32 = 0xFFFF_FFFF
  open var velocity = CGVector(dx: 0, dy: 0)
  open var angularVelocity: CGFloat = 0
  /// The area of the body, in square points (0 for edges).
  public let area: CGFloat

  init(shape: Shape, area: CGFloat, isDynamic: Bool) {
    self.shape = shape
    self.area = area
    self.isDynamic = isDynamic
    mass = area * 1
  }

  public convenience init(circleOfRadius r: CGFloat) {
    self.init(circleOfRadius: r, center: .zero)
  }

  public convenience init(circleOfRadius r: CGFloat, center: CGPoint) {
    self.init(shape: .circle(radius: r, center: center), area: .pi * r * r, isDynamic: true)
  }

  public convenience init(rectangleOf s: CGSize) { self.init(rectangleOf: s, center: .zero) }

  public convenience init(rectangleOf s: CGSize, center: CGPoint) {
    self.init(shape: .rectangle(s, center: center), area: s.width * s.height, isDynamic: true)
  }

  public convenience init(polygonFrom path: CGPath) {
    let box = path.boundingBox
    self.init(shape: .polygon(path), area: box.width * box.height, isDynamic: true)
  }

  public convenience init(texture: SKTexture, size: CGSize) {
    self.init(shape: .texture(size), area: size.width * size.height, isDynamic: true)
  }

  public convenience init(texture: SKTexture, alphaThreshold: Float, size: CGSize) {
    self.init(texture: texture, size: size)
  }

  public convenience init(bodies: [SKPhysicsBody]) {
    self.init(
      shape: .compound(bodies.count), area: bodies.reduce(0) { $0 + $1.area }, isDynamic: true)
  }

  public convenience init(edgeLoopFrom rect: CGRect) {
    self.init(shape: .edgeLoop(rect), area: 0, isDynamic: false)
  }

  public convenience init(edgeLoopFrom path: CGPath) {
    self.init(shape: .edgePath(path), area: 0, isDynamic: false)
  }

  public convenience init(edgeChainFrom path: CGPath) {
    self.init(shape: .edgePath(path), area: 0, isDynamic: false)
  }

  public convenience init(edgeFrom p1: CGPoint, to p2: CGPoint) {
    self.init(shape: .edge(from: p1, to: p2), area: 0, isDynamic: false)
  }

  // Forces and impulses: not simulated headless (SK-7).
  open func applyForce(_ force: CGVector) {}
  open func applyForce(_ force: CGVector, at point: CGPoint) {}
  open func applyTorque(_ torque: CGFloat) {}
  open func applyImpulse(_ impulse: CGVector) {}
  open func applyImpulse(_ impulse: CGVector, at point: CGPoint) {}
  open func applyAngularImpulse(_ impulse: CGFloat) {}

  /// The bodies in contact with this one: none, as nothing is simulated.
  open func allContactedBodies() -> [SKPhysicsBody] { [] }
}

/// A contact between two bodies, as a contact delegate receives it.
@MainActor
open class SKPhysicsContact {
  public let bodyA: SKPhysicsBody
  public let bodyB: SKPhysicsBody
  public let contactPoint: CGPoint
  public let contactNormal: CGVector
  public let collisionImpulse: CGFloat

  init(
    bodyA: SKPhysicsBody, bodyB: SKPhysicsBody, contactPoint: CGPoint, contactNormal: CGVector,
    collisionImpulse: CGFloat
  ) {
    self.bodyA = bodyA
    self.bodyB = bodyB
    self.contactPoint = contactPoint
    self.contactNormal = contactNormal
    self.collisionImpulse = collisionImpulse
  }
}

/// What a physics world tells about contacts; both methods are optional. Headless, neither is
/// called, as nothing is simulated (SK-7).
@MainActor
public protocol SKPhysicsContactDelegate: AnyObject {
  func didBegin(_ contact: SKPhysicsContact)
  func didEnd(_ contact: SKPhysicsContact)
}

extension SKPhysicsContactDelegate {
  public func didBegin(_ contact: SKPhysicsContact) {}
  public func didEnd(_ contact: SKPhysicsContact) {}
}

/// A scene's physics settings: gravity, speed and the contact delegate, kept; not simulated
/// (SK-7).
@MainActor
open class SKPhysicsWorld {
  /// Earth's gravity, (0, -9.8) metres per second squared, by default.
  open var gravity = CGVector(dx: 0, dy: -9.8)
  open var speed: CGFloat = 1
  open weak var contactDelegate: (any SKPhysicsContactDelegate)?

  init() {}

  /// The body at `point`: none headless.
  open func body(at point: CGPoint) -> SKPhysicsBody? { nil }
  open func body(in rect: CGRect) -> SKPhysicsBody? { nil }
  open func enumerateBodies(
    at point: CGPoint, using block: (SKPhysicsBody, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {}
}
