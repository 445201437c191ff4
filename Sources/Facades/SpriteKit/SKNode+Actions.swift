import UIKit

/// An action running on a node, with its key and completion (SK-3).
@MainActor
final class RunningAction {
  let action: SKAction
  let key: String?
  let completion: (() -> Void)?
  let run: ActionRun
  /// Whether a frame has evaluated the action yet: its clock starts at that frame (SK-3).
  var started = false

  init(action: SKAction, key: String?, completion: (() -> Void)?) {
    self.action = action
    self.key = key
    self.completion = completion
    run = ActionRun(action)
  }
}

extension SKNode {
  /// Starts `action` on the node; it advances in the frames of the scene the node is in (SK-3).
  public func run(_ action: SKAction) {
    runningActions.append(RunningAction(action: action, key: nil, completion: nil))
  }

  /// Starts `action`; `block` runs when it finishes (never, for one removed before).
  public func run(_ action: SKAction, completion block: @escaping () -> Void) {
    runningActions.append(RunningAction(action: action, key: nil, completion: block))
  }

  /// Starts `action` under `key`, removing the action already running under that key.
  public func run(_ action: SKAction, withKey key: String) {
    removeAction(forKey: key)
    runningActions.append(RunningAction(action: action, key: key, completion: nil))
  }

  /// Starts `action` and returns when it finishes.
  public func run(_ action: SKAction) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      run(action) { continuation.resume() }
    }
  }

  public func action(forKey key: String) -> SKAction? {
    runningActions.last { $0.key == key }?.action
  }

  public func hasActions() -> Bool { !runningActions.isEmpty }

  public func removeAction(forKey key: String) {
    runningActions.removeAll { $0.key == key }
  }

  public func removeAllActions() { runningActions.removeAll() }

  /// The product of the speeds of the node and its ancestors, 0 when one of them is paused.
  var effectiveSpeed: Double {
    var rate = 1.0
    var node: SKNode? = self
    while let current = node {
      if current.isPaused { return 0 }
      rate *= Double(current.speed)
      node = current.parent
    }
    return rate
  }

  /// Advances the node's actions by `elapsed` seconds of scene time (SK-3).
  func evaluateActions(elapsed: Double) {
    let rate = effectiveSpeed
    guard rate > 0 else { return }
    for running in runningActions {
      guard runningActions.contains(where: { $0 === running }) else { continue }
      let step = running.started ? elapsed * rate : 0
      running.started = true
      guard running.run.advance(self, by: step) != nil else { continue }
      runningActions.removeAll { $0 === running }
      running.completion?()
    }
  }
}

/// The state of one action as one node runs it: the time spent, and what it captured when it
/// started (SK-3, SK-4).
@MainActor
final class ActionRun {
  let action: SKAction
  private var elapsed = 0.0
  /// The progress applied so far, for the actions that add to what is there (`by` actions).
  private var applied = 0.0
  private var captured = false
  private var start: [CGFloat] = []
  private var parts: [ActionRun] = []
  private var index = 0
  private var finished: [Bool] = []
  private var repeats = 0
  private var originalTexture: SKTexture?

  /// How close to its duration an action counts as finished: one microsecond.
  static let slack = 1e-6

  init(_ action: SKAction) { self.action = action }

  /// Advances by `time` seconds; returns the time left over once the action has finished,
  /// nil while it runs.
  func advance(_ node: SKNode, by time: Double) -> Double? {
    let rate = Double(action.speed)
    let local = time * rate
    switch action.effect {
    case .sequence(let actions):
      if parts.isEmpty { parts = actions.map(ActionRun.init) }
      var left = local
      while index < parts.count {
        guard let rest = parts[index].advance(node, by: left) else { return nil }
        left = rest
        index += 1
      }
      return rate == 0 ? 0 : left / rate
    case .group(let actions):
      if parts.isEmpty {
        parts = actions.map(ActionRun.init)
        finished = Array(repeating: false, count: parts.count)
      }
      var left = local
      for (offset, part) in parts.enumerated() where !finished[offset] {
        if let rest = part.advance(node, by: local) {
          finished[offset] = true
          left = min(left, rest)
        }
      }
      guard !finished.contains(false) else { return nil }
      return rate == 0 ? 0 : left / rate
    case .repeating(let repeated, let count):
      var left = local
      while count.map({ repeats < $0 }) ?? true {
        if parts.isEmpty { parts = [ActionRun(repeated)] }
        guard let rest = parts[0].advance(node, by: left) else { return nil }
        repeats += 1
        parts = []
        // An instantaneous action repeated forever would never yield: it waits a frame.
        if count == nil, rest >= left { return nil }
        left = rest
      }
      return rate == 0 ? 0 : left / rate
    default:
      return advanceTimed(node, by: local, rate: rate)
    }
  }

  private func advanceTimed(_ node: SKNode, by local: Double, rate: Double) -> Double? {
    if !captured {
      captured = true
      capture(node)
    }
    elapsed += local
    let duration = action.duration
    // Finished within the run loop's slack of its duration (frame times are sums of
    // floating-point intervals), as timers are due within it (Docs/Semantics/RunLoop.md RL-5).
    let done = elapsed >= duration - ActionRun.slack
    let fraction = duration <= 0 || done ? 1 : min(elapsed / duration, 1)
    apply(to: node, progress: action.curve(fraction))
    guard done else { return nil }
    let over = max(elapsed - duration, 0)
    return rate == 0 ? 0 : over / rate
  }

  /// What the absolute actions interpolate from.
  private func capture(_ node: SKNode) {
    switch action.effect {
    case .moveTo: start = [node.position.x, node.position.y]
    case .rotateTo: start = [node.zRotation]
    case .scaleBy, .scaleTo: start = [node.xScale, node.yScale]
    case .fadeTo: start = [node.alpha]
    case .speedBy, .speedTo: start = [node.speed]
    case .resizeBy, .resizeTo:
      let size = (node as? SKSpriteNode)?.size ?? .zero
      start = [size.width, size.height]
    case .textures: originalTexture = (node as? SKSpriteNode)?.texture
    case .colorize:
      start = [(node as? SKSpriteNode)?.colorBlendFactor ?? 0]
      if let sprite = node as? SKSpriteNode, case .colorize(let color?, _) = action.effect {
        sprite.color = color
      }
    default: break
    }
  }

  private func apply(to node: SKNode, progress: Double) {
    let t = CGFloat(progress)
    let step = CGFloat(progress - applied)
    applied = progress
    func mix(_ from: CGFloat, _ to: CGFloat?) -> CGFloat {
      to.map { from + ($0 - from) * t } ?? from
    }
    switch action.effect {
    case .moveBy(let delta):
      node.position.x += delta.dx * step
      node.position.y += delta.dy * step
    case .moveTo(let x, let y): node.position = CGPoint(x: mix(start[0], x), y: mix(start[1], y))
    case .rotateBy(let angle): node.zRotation += angle * step
    case .rotateTo(let angle, let shortest):
      var target = angle
      if shortest {
        let turn = 2 * CGFloat.pi
        var delta = (angle - start[0]).truncatingRemainder(dividingBy: turn)
        if delta > .pi { delta -= turn } else if delta < -.pi { delta += turn }
        target = start[0] + delta
      }
      node.zRotation = mix(start[0], target)
    case .scaleBy(let x, let y):
      node.xScale = mix(start[0], start[0] * x)
      node.yScale = mix(start[1], start[1] * y)
    case .scaleTo(let x, let y):
      node.xScale = mix(start[0], x)
      node.yScale = mix(start[1], y)
    case .fadeBy(let amount): node.alpha += amount * step
    case .fadeTo(let alpha): node.alpha = mix(start[0], alpha)
    case .speedBy(let amount): node.speed = mix(start[0], start[0] + amount)
    case .speedTo(let speed): node.speed = mix(start[0], speed)
    case .resizeBy(let width, let height):
      (node as? SKSpriteNode)?.size = CGSize(
        width: mix(start[0], start[0] + width), height: mix(start[1], start[1] + height))
    case .resizeTo(let width, let height):
      (node as? SKSpriteNode)?.size = CGSize(
        width: mix(start[0], width), height: mix(start[1], height))
    case .colorize(_, let factor): (node as? SKSpriteNode)?.colorBlendFactor = mix(start[0], factor)
    case .textures(let textures, let resize, let restore):
      guard let sprite = node as? SKSpriteNode, !textures.isEmpty else { return }
      if progress >= 1, restore {
        sprite.texture = originalTexture
        return
      }
      let frame = min(Int(progress * Double(textures.count)), textures.count - 1)
      sprite.texture = textures[frame]
      if resize { sprite.size = textures[frame].size() }
    case .custom(let block): block(node, CGFloat(elapsed))
    case .block(let block): block()
    case .removeFromParent: node.removeFromParent()
    case .hidden(let hidden): node.isHidden = hidden
    case .onChild(let child, let name): node.childNode(withName: name)?.run(child)
    case .wait, .sequence, .group, .repeating: break
    }
  }
}
