import UIKit

/// What an ``SKView`` asks its delegate before each frame.
@MainActor
public protocol SKViewDelegate: AnyObject {
  /// Whether the view renders a frame at `time`; true by default.
  func view(_ view: SKView, shouldRenderAtTime time: TimeInterval) -> Bool
}

extension SKViewDelegate {
  public func view(_ view: SKView, shouldRenderAtTime time: TimeInterval) -> Bool { true }
}

/// A view that presents a SpriteKit scene and runs its frame loop in the frames of its
/// runtime, on the virtual clock (SK-4). Headless, nothing is drawn: the scene's node tree is
/// what a test reads.
@MainActor
open class SKView: UIView {
  /// The scene presented, nil before the first ``presentScene(_:)``.
  public private(set) var scene: SKScene?
  /// When true, the frame loop stops: no update, no actions (SK-4).
  open var isPaused = false
  /// The frame rate the view asks for: frames of a faster runtime are skipped (SK-4).
  open var preferredFramesPerSecond = 60
  open var showsFPS = false
  open var showsNodeCount = false
  open var showsDrawCount = false
  open var showsQuadCount = false
  open var showsPhysics = false
  open var showsFields = false
  open var ignoresSiblingOrder = false
  open var allowsTransparency = false
  open var isAsynchronous = true
  open var shouldCullNonVisibleNodes = true
  open weak var delegate: (any SKViewDelegate)?

  private var frameObserver: ObserverToken?
  private var framesWaited = 0

  /// Presents `scene` at once, replacing the one shown: the old scene gets
  /// ``SKScene/willMove(from:)``, the new one ``SKScene/didMove(to:)`` (SK-4).
  open func presentScene(_ scene: SKScene?) {
    if let old = self.scene, old !== scene {
      old.willMove(from: self)
      old.view = nil
    }
    self.scene = scene
    guard let scene else {
      stopFrames()
      return
    }
    scene.view = self
    scene.lastFrameTime = nil
    if scene.scaleMode == .resizeFill { scene.size = bounds.size }
    scene.didMove(to: self)
    startFrames()
  }

  /// Presents `scene` at once: headless, the transition is not animated (SK-4).
  open func presentScene(_ scene: SKScene, transition: SKTransition) {
    presentScene(scene)
  }

  /// A texture of `node`'s rendering; headless, an empty texture the size of its accumulated
  /// frame.
  open func texture(from node: SKNode) -> SKTexture? {
    SKTexture(size: node.calculateAccumulatedFrame().size)
  }

  /// `point`, in the view's coordinates, in `scene`'s (SK-5).
  open func convert(_ point: CGPoint, to scene: SKScene) -> CGPoint {
    scene.convertPoint(fromView: point)
  }

  /// `point`, in `scene`'s coordinates, in the view's.
  open func convert(_ point: CGPoint, from scene: SKScene) -> CGPoint {
    scene.convertPoint(toView: point)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if let scene, scene.scaleMode == .resizeFill, scene.size != bounds.size {
      scene.size = bounds.size
    }
  }

  private func startFrames() {
    guard frameObserver == nil else { return }
    framesWaited = 0
    frameObserver = layer.runtime.addObserver(.update) { [weak self] runtime in
      guard runtime.isFrameTurn else { return }
      self?.frame(at: runtime.now, rate: runtime.frameRate.hertz)
    }
  }

  private func stopFrames() {
    guard let frameObserver else { return }
    layer.runtime.removeObserver(frameObserver)
    self.frameObserver = nil
  }

  /// One frame of the runtime: the scene's frame, unless paused or skipped for the preferred
  /// rate.
  private func frame(at time: Double, rate: Double) {
    let wanted = Double(preferredFramesPerSecond)
    let interval = wanted > 0 && wanted < rate ? max(1, Int((rate / wanted).rounded())) : 1
    framesWaited += 1
    guard framesWaited >= interval else { return }
    framesWaited = 0
    guard let scene, !isPaused, !scene.isPaused else { return }
    guard delegate?.view(self, shouldRenderAtTime: time) ?? true else { return }
    scene.runFrame(at: time)
  }

  // MARK: Touches (SK-6)

  /// The node that gets a touch at `point` (view coordinates): the front-most node under it
  /// that takes touches, else the scene.
  private func responder(at point: CGPoint) -> SKNode? {
    guard let scene else { return nil }
    let location = scene.convertPoint(fromView: point)
    let hit = scene.nodes(at: location).first { $0.isUserInteractionEnabled && !$0.isHidden }
    return hit ?? (scene.isUserInteractionEnabled ? scene : nil)
  }

  private func forward(_ touches: Set<UITouch>, _ deliver: (SKNode) -> Void) -> Bool {
    guard let first = touches.first, let target = responder(at: first.location(in: self as UIView?))
    else { return false }
    deliver(target)
    return true
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !forward(touches, { $0.touchesBegan(touches, with: event) }) {
      super.touchesBegan(touches, with: event)
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !forward(touches, { $0.touchesMoved(touches, with: event) }) {
      super.touchesMoved(touches, with: event)
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !forward(touches, { $0.touchesEnded(touches, with: event) }) {
      super.touchesEnded(touches, with: event)
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !forward(touches, { $0.touchesCancelled(touches, with: event) }) {
      super.touchesCancelled(touches, with: event)
    }
  }
}

/// The direction of a pushing or sliding transition.
public enum SKTransitionDirection: Int, Sendable {
  case up = 0
  case down = 1
  case right = 2
  case left = 3
}

/// An animated change between two scenes; headless, the new scene is presented at once (SK-4).
@MainActor
open class SKTransition {
  /// The time the transition would take.
  public let duration: TimeInterval
  open var pausesIncomingScene = true
  open var pausesOutgoingScene = true

  init(duration: TimeInterval) { self.duration = duration }

  open class func crossFade(withDuration sec: TimeInterval) -> SKTransition {
    SKTransition(duration: sec)
  }
  open class func fade(withDuration sec: TimeInterval) -> SKTransition {
    SKTransition(duration: sec)
  }
  open class func fade(with color: UIColor, duration sec: TimeInterval) -> SKTransition {
    SKTransition(duration: sec)
  }
  open class func flipHorizontal(withDuration sec: TimeInterval) -> SKTransition {
    SKTransition(duration: sec)
  }
  open class func flipVertical(withDuration sec: TimeInterval) -> SKTransition {
    SKTransition(duration: sec)
  }
  open class func doorsOpenHorizontal(withDuration sec: TimeInterval) -> SKTransition {
    SKTransition(duration: sec)
  }
  open class func doorway(withDuration sec: TimeInterval) -> SKTransition {
    SKTransition(duration: sec)
  }
  open class func moveIn(with direction: SKTransitionDirection, duration sec: TimeInterval)
    -> SKTransition
  { SKTransition(duration: sec) }
  open class func push(with direction: SKTransitionDirection, duration sec: TimeInterval)
    -> SKTransition
  { SKTransition(duration: sec) }
  open class func reveal(with direction: SKTransitionDirection, duration sec: TimeInterval)
    -> SKTransition
  { SKTransition(duration: sec) }
}
