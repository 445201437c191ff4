import Runtime
import UIKit

/// How a scene's size maps to its view's (SK-5).
public enum SKSceneScaleMode: Int, Sendable {
  /// Each axis is scaled on its own to fill the view.
  case fill = 0
  /// One factor for both axes, the larger: the view is filled, the scene may be cropped.
  case aspectFill = 1
  /// One factor for both axes, the smaller: the whole scene shows, letterboxed.
  case aspectFit = 2
  /// The scene's size follows the view's; no scaling.
  case resizeFill = 3
}

/// The calls a scene's delegate gets in each frame: each method the delegate implements is
/// called instead of the scene's (SK-4). The defaults call the scene's method, which is what
/// SpriteKit does for a method the delegate leaves out.
@MainActor
public protocol SKSceneDelegate: AnyObject {
  func update(_ currentTime: TimeInterval, for scene: SKScene)
  func didEvaluateActions(for scene: SKScene)
  func didSimulatePhysics(for scene: SKScene)
  func didApplyConstraints(for scene: SKScene)
  func didFinishUpdate(for scene: SKScene)
}

extension SKSceneDelegate {
  public func update(_ currentTime: TimeInterval, for scene: SKScene) { scene.update(currentTime) }
  public func didEvaluateActions(for scene: SKScene) { scene.didEvaluateActions() }
  public func didSimulatePhysics(for scene: SKScene) { scene.didSimulatePhysics() }
  public func didApplyConstraints(for scene: SKScene) { scene.didApplyConstraints() }
  public func didFinishUpdate(for scene: SKScene) { scene.didFinishUpdate() }
}

/// The root of a SpriteKit node tree, presented by an ``SKView``: it runs the frame loop
/// (update, actions, physics, constraints) once per frame of the view's runtime (SK-4).
@MainActor
open class SKScene: SKNode {
  /// The scene's size in points; changing it calls ``didChangeSize(_:)``.
  open var size: CGSize {
    didSet { if size != oldValue { didChangeSize(oldValue) } }
  }
  open var scaleMode: SKSceneScaleMode = .fill
  /// The point of the view's rectangle, in unit coordinates, where the scene's origin lies:
  /// (0, 0) is the bottom-left corner, the default.
  open var anchorPoint: CGPoint = .zero
  /// Dark grey by default, as Apple documents.
  open var backgroundColor: SKColor = SKColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
  /// The physics world of the scene; not simulated headless (SK-7).
  public let physicsWorld = SKPhysicsWorld()
  open var camera: SKCameraNode?
  open var listener: SKNode?
  open weak var delegate: (any SKSceneDelegate)?
  /// The view presenting the scene.
  public internal(set) weak var view: SKView?

  /// A scene of `size`.
  public init(size: CGSize) {
    self.size = size
    super.init()
    isUserInteractionEnabled = true
    sceneDidLoad()
  }

  /// A scene of zero size.
  public convenience override init() { self.init(size: .zero) }

  public required init?(coder aDecoder: NSCoder) { return nil }

  override func duplicate() -> SKNode {
    carrySettings(
      \.scaleMode, \.anchorPoint, \.backgroundColor, from: self, to: SKScene(size: size))
  }

  /// Called once the scene is made.
  @available(iOS 10.0, macOS 10.12, tvOS 10.0, *)
  open func sceneDidLoad() {}
  /// Called after a view presents the scene (SK-4).
  open func didMove(to view: SKView) {}
  /// Called before the view stops presenting the scene.
  open func willMove(from view: SKView) {}
  open func didChangeSize(_ oldSize: CGSize) {}

  /// Called first in each frame, with the frame's time (SK-4).
  open func update(_ currentTime: TimeInterval) {}
  open func didEvaluateActions() {}
  open func didSimulatePhysics() {}
  open func didApplyConstraints() {}
  open func didFinishUpdate() {}

  /// The scene's rectangle in its own coordinates: the anchor point at the origin.
  open override var frame: CGRect {
    CGRect(
      x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width,
      height: size.height)
  }

  /// The factors and offset that map the scene onto its view's bounds for the scale mode.
  private func mapping(_ bounds: CGSize) -> (x: CGFloat, y: CGFloat, dx: CGFloat, dy: CGFloat) {
    guard size.width > 0, size.height > 0 else { return (1, 1, 0, 0) }
    var sx = bounds.width / size.width
    var sy = bounds.height / size.height
    switch scaleMode {
    case .fill: break
    case .aspectFill: (sx, sy) = (max(sx, sy), max(sx, sy))
    case .aspectFit: (sx, sy) = (min(sx, sy), min(sx, sy))
    case .resizeFill: (sx, sy) = (1, 1)
    }
    return (sx, sy, (bounds.width - size.width * sx) / 2, (bounds.height - size.height * sy) / 2)
  }

  /// A point of the view's coordinate system (y down) in the scene's (y up), by the scale mode
  /// and the anchor point (SK-5).
  open func convertPoint(fromView point: CGPoint) -> CGPoint {
    let map = mapping(view?.bounds.size ?? size)
    let x = (point.x - map.dx) / map.x
    let y = size.height - (point.y - map.dy) / map.y
    return CGPoint(x: x - anchorPoint.x * size.width, y: y - anchorPoint.y * size.height)
  }

  /// A point of the scene's coordinate system in its view's.
  open func convertPoint(toView point: CGPoint) -> CGPoint {
    let map = mapping(view?.bounds.size ?? size)
    let x = point.x + anchorPoint.x * size.width
    let y = point.y + anchorPoint.y * size.height
    return CGPoint(x: x * map.x + map.dx, y: (size.height - y) * map.y + map.dy)
  }

  /// The previous frame's time, for the time actions advance by.
  var lastFrameTime: Double?

  /// One frame (SK-4): update, actions, physics (not simulated), constraints, finish.
  func runFrame(at time: Double) {
    if let delegate { delegate.update(time, for: self) } else { update(time) }
    let elapsed = lastFrameTime.map { time - $0 } ?? 0
    lastFrameTime = time
    var nodes: [SKNode] = []
    func collect(_ node: SKNode) {
      nodes.append(node)
      node.children.forEach(collect)
    }
    collect(self)
    for node in nodes where node.scene === self && !node.runningActions.isEmpty {
      node.evaluateActions(elapsed: elapsed)
    }
    if let delegate { delegate.didEvaluateActions(for: self) } else { didEvaluateActions() }
    if let delegate { delegate.didSimulatePhysics(for: self) } else { didSimulatePhysics() }
    if let delegate { delegate.didApplyConstraints(for: self) } else { didApplyConstraints() }
    if let delegate { delegate.didFinishUpdate(for: self) } else { didFinishUpdate() }
  }
}

/// A node whose position and scale set what part of the scene the view shows; headless, it
/// only holds them.
@MainActor
open class SKCameraNode: SKNode {
  open func contains(_ node: SKNode) -> Bool { false }
  open func containedNodeSet() -> Set<SKNode> { [] }
}
