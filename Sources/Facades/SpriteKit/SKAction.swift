import TimingCurves
import UIKit

/// How an action's progress follows its time (SK-4).
public enum SKActionTimingMode: Int, Sendable {
  case linear = 0
  case easeIn = 1
  case easeOut = 2
  case easeInEaseOut = 3
}

/// A function that maps an action's linear progress (0 to 1) to the progress it applies.
public typealias SKActionTimingFunction = (Float) -> Float

/// Something a node does over time: move, rotate, scale, fade, wait, run a block, or several
/// of these in a sequence, a group or a repetition. Actions are run by nodes in a presented
/// scene, once per frame of the view's runtime, on the virtual clock (SK-3, SK-4).
open class SKAction {
  /// What the action does.
  enum Effect {
    case moveBy(CGVector)
    case moveTo(x: CGFloat?, y: CGFloat?)
    case rotateBy(CGFloat)
    case rotateTo(CGFloat, shortestUnitArc: Bool)
    case scaleBy(x: CGFloat, y: CGFloat)
    case scaleTo(x: CGFloat?, y: CGFloat?)
    case fadeBy(CGFloat)
    case fadeTo(CGFloat)
    case resizeBy(width: CGFloat, height: CGFloat)
    case resizeTo(width: CGFloat?, height: CGFloat?)
    case speedBy(CGFloat)
    case speedTo(CGFloat)
    case colorize(SKColor?, blendFactor: CGFloat)
    case textures([SKTexture], resize: Bool, restore: Bool)
    case wait
    case block(() -> Void)
    case custom((SKNode, CGFloat) -> Void)
    case removeFromParent
    case hidden(Bool)
    case onChild(SKAction, name: String)
    case sequence([SKAction])
    case group([SKAction])
    case repeating(SKAction, count: Int?)
  }

  let effect: Effect

  /// The time the action takes, in seconds (at speed 1).
  open var duration: TimeInterval
  /// How progress follows time; `linear` by default.
  open var timingMode: SKActionTimingMode = .linear
  /// A function applied after the timing mode; nil by default.
  open var timingFunction: SKActionTimingFunction?
  /// The action's own rate, multiplied with its node's (SK-3).
  open var speed: CGFloat = 1

  init(_ effect: Effect, duration: TimeInterval) {
    self.effect = effect
    self.duration = max(duration, 0)
  }

  /// An action that does nothing for no time (Apple's `init()`).
  public convenience init() { self.init(.wait, duration: 0) }

  /// Returns nil: ScreenLab has no archives to decode actions from.
  public init?(coder aDecoder: NSCoder) { return nil }

  /// The progress applied at linear progress `fraction` (0…1): the timing mode's curve, then
  /// the timing function. Apple does not publish its curves: the modes use Core Animation's
  /// named curves (SK-4).
  func curve(_ fraction: Double) -> Double {
    let curve: UnitBezier
    switch timingMode {
    case .linear: curve = .linear
    case .easeIn: curve = .easeIn
    case .easeOut: curve = .easeOut
    case .easeInEaseOut: curve = .easeInEaseOut
    }
    let shaped = timingMode == .linear ? fraction : curve.value(at: fraction)
    guard let timingFunction else { return shaped }
    return Double(timingFunction(Float(shaped)))
  }

  /// A copy of the action played backwards where SpriteKit documents a reverse (moves, rotations,
  /// fades and scales by an amount, sequences, groups, repetitions); the action itself for
  /// the others, as SpriteKit does for actions that are not reversible.
  open func reversed() -> SKAction {
    let made: SKAction
    switch effect {
    case .moveBy(let delta):
      made = SKAction(.moveBy(CGVector(dx: -delta.dx, dy: -delta.dy)), duration: duration)
    case .rotateBy(let angle): made = SKAction(.rotateBy(-angle), duration: duration)
    case .fadeBy(let amount): made = SKAction(.fadeBy(-amount), duration: duration)
    case .scaleBy(let x, let y):
      made = SKAction(.scaleBy(x: x == 0 ? 0 : 1 / x, y: y == 0 ? 0 : 1 / y), duration: duration)
    case .resizeBy(let width, let height):
      made = SKAction(.resizeBy(width: -width, height: -height), duration: duration)
    case .sequence(let actions): return .sequence(actions.reversed().map { $0.reversed() })
    case .group(let actions): return .group(actions.map { $0.reversed() })
    case .repeating(let action, let count):
      made = SKAction(.repeating(action.reversed(), count: count), duration: duration)
    default: return self
    }
    made.timingMode = timingMode
    made.speed = speed
    return made
  }

  // MARK: Moving

  open class func move(by delta: CGVector, duration: TimeInterval) -> SKAction {
    SKAction(.moveBy(delta), duration: duration)
  }

  open class func moveBy(x deltaX: CGFloat, y deltaY: CGFloat, duration: TimeInterval)
    -> SKAction
  {
    SKAction(.moveBy(CGVector(dx: deltaX, dy: deltaY)), duration: duration)
  }

  open class func move(to location: CGPoint, duration: TimeInterval) -> SKAction {
    SKAction(.moveTo(x: location.x, y: location.y), duration: duration)
  }

  open class func moveTo(x: CGFloat, duration: TimeInterval) -> SKAction {
    SKAction(.moveTo(x: x, y: nil), duration: duration)
  }

  open class func moveTo(y: CGFloat, duration: TimeInterval) -> SKAction {
    SKAction(.moveTo(x: nil, y: y), duration: duration)
  }

  // MARK: Rotating

  open class func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction {
    SKAction(.rotateBy(radians), duration: duration)
  }

  open class func rotate(toAngle radians: CGFloat, duration: TimeInterval) -> SKAction {
    SKAction(.rotateTo(radians, shortestUnitArc: false), duration: duration)
  }

  open class func rotate(
    toAngle radians: CGFloat, duration: TimeInterval, shortestUnitArc: Bool
  ) -> SKAction {
    SKAction(.rotateTo(radians, shortestUnitArc: shortestUnitArc), duration: duration)
  }

  // MARK: Scaling

  open class func scale(by scale: CGFloat, duration: TimeInterval) -> SKAction {
    SKAction(.scaleBy(x: scale, y: scale), duration: duration)
  }

  open class func scaleX(by xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval)
    -> SKAction
  {
    SKAction(.scaleBy(x: xScale, y: yScale), duration: duration)
  }

  open class func scale(to scale: CGFloat, duration: TimeInterval) -> SKAction {
    SKAction(.scaleTo(x: scale, y: scale), duration: duration)
  }

  open class func scaleX(to xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval)
    -> SKAction
  {
    SKAction(.scaleTo(x: xScale, y: yScale), duration: duration)
  }

  open class func scaleX(to scale: CGFloat, duration: TimeInterval) -> SKAction {
    SKAction(.scaleTo(x: scale, y: nil), duration: duration)
  }

  open class func scaleY(to scale: CGFloat, duration: TimeInterval) -> SKAction {
    SKAction(.scaleTo(x: nil, y: scale), duration: duration)
  }

  // MARK: Fading, hiding, resizing, speed and colour

  open class func fadeIn(withDuration duration: TimeInterval) -> SKAction {
    SKAction(.fadeTo(1), duration: duration)
  }

  open class func fadeOut(withDuration duration: TimeInterval) -> SKAction {
    SKAction(.fadeTo(0), duration: duration)
  }

  open class func fadeAlpha(by factor: CGFloat, duration: TimeInterval) -> SKAction {
    SKAction(.fadeBy(factor), duration: duration)
  }

  open class func fadeAlpha(to alpha: CGFloat, duration: TimeInterval) -> SKAction {
    SKAction(.fadeTo(alpha), duration: duration)
  }

  open class func hide() -> SKAction { SKAction(.hidden(true), duration: 0) }
  open class func unhide() -> SKAction { SKAction(.hidden(false), duration: 0) }

  open class func resize(byWidth width: CGFloat, height: CGFloat, duration: TimeInterval)
    -> SKAction
  {
    SKAction(.resizeBy(width: width, height: height), duration: duration)
  }

  open class func resize(toWidth width: CGFloat, height: CGFloat, duration: TimeInterval)
    -> SKAction
  {
    SKAction(.resizeTo(width: width, height: height), duration: duration)
  }

  open class func resize(toWidth width: CGFloat, duration: TimeInterval) -> SKAction {
    SKAction(.resizeTo(width: width, height: nil), duration: duration)
  }

  open class func resize(toHeight height: CGFloat, duration: TimeInterval) -> SKAction {
    SKAction(.resizeTo(width: nil, height: height), duration: duration)
  }

  open class func speed(by speed: CGFloat, duration: TimeInterval) -> SKAction {
    SKAction(.speedBy(speed), duration: duration)
  }

  open class func speed(to speed: CGFloat, duration: TimeInterval) -> SKAction {
    SKAction(.speedTo(speed), duration: duration)
  }

  open class func colorize(
    with color: SKColor, colorBlendFactor: CGFloat, duration: TimeInterval
  ) -> SKAction {
    SKAction(.colorize(color, blendFactor: colorBlendFactor), duration: duration)
  }

  open class func colorize(withColorBlendFactor colorBlendFactor: CGFloat, duration: TimeInterval)
    -> SKAction
  {
    SKAction(.colorize(nil, blendFactor: colorBlendFactor), duration: duration)
  }

  // MARK: Textures and sound

  open class func setTexture(_ texture: SKTexture) -> SKAction {
    SKAction(.textures([texture], resize: false, restore: false), duration: 0)
  }

  open class func setTexture(_ texture: SKTexture, resize: Bool) -> SKAction {
    SKAction(.textures([texture], resize: resize, restore: false), duration: 0)
  }

  open class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval) -> SKAction {
    animate(with: textures, timePerFrame: sec, resize: false, restore: false)
  }

  open class func animate(
    with textures: [SKTexture], timePerFrame sec: TimeInterval, resize: Bool, restore: Bool
  ) -> SKAction {
    SKAction(
      .textures(textures, resize: resize, restore: restore),
      duration: sec * Double(textures.count))
  }

  /// Plays no sound headless: a wait as long as… nothing is known of the file, so it takes no
  /// time (SK-4).
  open class func playSoundFileNamed(_ soundFile: String, waitForCompletion wait: Bool)
    -> SKAction
  {
    SKAction(.wait, duration: 0)
  }

  // MARK: Waiting, blocks and structure

  open class func wait(forDuration duration: TimeInterval) -> SKAction {
    SKAction(.wait, duration: duration)
  }

  /// Waits `duration`: the random spread SpriteKit adds is left out, as ScreenLab has no
  /// randomness (SK-4).
  open class func wait(forDuration duration: TimeInterval, withRange durationRange: TimeInterval)
    -> SKAction
  {
    SKAction(.wait, duration: duration)
  }

  open class func removeFromParent() -> SKAction { SKAction(.removeFromParent, duration: 0) }

  open class func run(_ block: @escaping () -> Void) -> SKAction {
    SKAction(.block(block), duration: 0)
  }

  /// Runs `block` at once: the queue is not used, as everything runs in the runtime's turns.
  open class func run(_ block: @escaping () -> Void, queue: DispatchQueue) -> SKAction {
    SKAction(.block(block), duration: 0)
  }

  open class func run(_ action: SKAction, onChildWithName name: String) -> SKAction {
    SKAction(.onChild(action, name: name), duration: 0)
  }

  open class func customAction(
    withDuration duration: TimeInterval, actionBlock block: @escaping (SKNode, CGFloat) -> Void
  ) -> SKAction {
    SKAction(.custom(block), duration: duration)
  }

  open class func sequence(_ actions: [SKAction]) -> SKAction {
    SKAction(.sequence(actions), duration: actions.reduce(0) { $0 + $1.scaledDuration })
  }

  open class func group(_ actions: [SKAction]) -> SKAction {
    SKAction(.group(actions), duration: actions.map(\.scaledDuration).max() ?? 0)
  }

  open class func `repeat`(_ action: SKAction, count: Int) -> SKAction {
    SKAction(
      .repeating(action, count: max(count, 0)), duration: action.scaledDuration * Double(count))
  }

  open class func repeatForever(_ action: SKAction) -> SKAction {
    SKAction(.repeating(action, count: nil), duration: .infinity)
  }

  /// The duration at the action's own speed.
  var scaledDuration: TimeInterval { speed == 0 ? .infinity : duration / Double(speed) }
}
