// XCTest, not Swift Testing: SpriteKit brings UIKit, which brings Core Image, and the
// toolchain's Testing module declares a cross-import overlay for `CoreImage` that exists only on
// Apple's platforms (as in CoreImageTests).
import Foundation
import HeadlessSwiftUI
import Runtime
import SpriteKit
import TouchInput
import XCTest

/// A scene that logs its frame-loop calls and touches.
private final class LoggingScene: SKScene {
  var log: [String] = []
  var touches: [CGPoint] = []

  override func didMove(to view: SKView) { log.append("didMove") }
  override func update(_ currentTime: TimeInterval) {
    log.append("update@\(Int((currentTime * 60).rounded()))")
  }
  override func didEvaluateActions() { log.append("actions") }
  override func didSimulatePhysics() { log.append("physics") }
  override func didApplyConstraints() { log.append("constraints") }
  override func didFinishUpdate() { log.append("finish") }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    self.touches += touches.map { $0.location(in: self) }
  }
}

private final class UpdateOnlyDelegate: SKSceneDelegate {
  var times: [TimeInterval] = []
  func update(_ currentTime: TimeInterval, for scene: SKScene) { times.append(currentTime) }
}

/// A window with a full-size SKView presenting `scene` at time 0.
@MainActor
private func present(_ scene: SKScene) -> (window: UIWindow, view: SKView) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let view = SKView(frame: window.bounds)
  window.addSubview(view)
  window.makeKeyAndVisible()
  view.presentScene(scene)
  return (window, view)
}

final class SpriteKitTests: XCTestCase {
  @MainActor func testTheTreeKeepsChildOrderAndFindsNodesByName() async {
    let scene = SKScene(size: CGSize(width: 100, height: 100))
    let a = SKNode()
    a.name = "enemy-a"
    let b = SKSpriteNode(color: .red, size: CGSize(width: 10, height: 10))
    b.name = "player"
    let c = SKNode()
    c.name = "enemy-c"
    scene.addChild(a)
    scene.addChild(b)
    scene.insertChild(c, at: 0)
    XCTAssert(scene.children.map(\.name) == ["enemy-c", "enemy-a", "player"])
    let deep = SKLabelNode(text: "score")
    deep.name = "enemy-deep"
    b.addChild(deep)
    XCTAssert(deep.scene === scene)
    XCTAssert(scene.childNode(withName: "enemy-deep") == nil)
    XCTAssert(scene.childNode(withName: "//enemy-deep") === deep)
    XCTAssert(scene["enemy-*"].map(\.name) == ["enemy-c", "enemy-a"])
    XCTAssert(scene["//enemy-*"].count == 3)
    b.removeFromParent()
    XCTAssert(b.parent == nil && deep.scene == nil)
    XCTAssert(scene.children.count == 2)
  }

  @MainActor func testUpdateRunsOncePerFrameWithTheFramesVirtualTimeInSpriteKitsOrder() async {
    Runtime.withNew { runtime in
      let scene = LoggingScene(size: CGSize(width: 320, height: 480))
      let (_, view) = present(scene)
      XCTAssert(scene.log == ["didMove"])
      runtime.advance(frames: 2)
      XCTAssert(
        scene.log == [
          "didMove", "update@1", "actions", "physics", "constraints", "finish", "update@2",
          "actions", "physics", "constraints", "finish",
        ])
      scene.log = []
      view.isPaused = true
      runtime.advance(frames: 3)
      XCTAssert(scene.log.isEmpty)
      view.isPaused = false
      runtime.advance(to: 6.0 / 60)
      XCTAssert(scene.log.filter { $0.hasPrefix("update") } == ["update@6"])
    }
  }

  @MainActor func testASlowerPreferredRateSkipsFramesOfTheRuntime() async {
    Runtime.withNew(frameRate: .hz120) { runtime in
      let scene = LoggingScene(size: CGSize(width: 320, height: 480))
      let (_, view) = present(scene)
      view.preferredFramesPerSecond = 60
      runtime.advance(frames: 4)
      let updates = scene.log.filter { $0.hasPrefix("update") }
      // Times in 60ths of a second: the 2nd and 4th frames of 120 Hz.
      XCTAssert(updates == ["update@1", "update@2"])
    }
  }

  @MainActor func testADelegateMethodReplacesTheScenesOwnAndTheOthersStillRun() async {
    Runtime.withNew { runtime in
      let scene = LoggingScene(size: CGSize(width: 320, height: 480))
      let delegate = UpdateOnlyDelegate()
      scene.delegate = delegate
      _ = present(scene)
      runtime.advance(frames: 1)
      XCTAssert(delegate.times == [1.0 / 60])
      XCTAssert(scene.log == ["didMove", "actions", "physics", "constraints", "finish"])
    }
  }

  @MainActor func testASequenceMovesTheNodeOnTheVirtualClock() async {
    Runtime.withNew { runtime in
      let scene = SKScene(size: CGSize(width: 320, height: 480))
      let node = SKSpriteNode(color: .blue, size: CGSize(width: 20, height: 20))
      scene.addChild(node)
      var finished = 0
      node.run(
        .sequence([
          .moveBy(x: 100, y: 0, duration: 1), .wait(forDuration: 0.5),
          .moveTo(x: 0, duration: 0.5),
        ])
      ) { finished += 1 }
      _ = present(scene)
      // The action's clock starts at the first frame that evaluates it.
      runtime.advance(frames: 1)
      XCTAssert(node.position.x == 0)
      runtime.advance(frames: 30)
      XCTAssert(abs(node.position.x - 50) < 1e-9)
      runtime.advance(frames: 30)
      XCTAssert(abs(node.position.x - 100) < 1e-9)
      runtime.advance(frames: 30)
      XCTAssert(abs(node.position.x - 100) < 1e-9)
      runtime.advance(frames: 15)
      XCTAssert(abs(node.position.x - 50) < 1e-9)
      XCTAssert(node.hasActions() && finished == 0)
      runtime.advance(frames: 15)
      XCTAssert(abs(node.position.x) < 1e-9)
      XCTAssert(!node.hasActions() && finished == 1)
    }
  }

  @MainActor func testSpeedPausingAndKeysChangeHowActionsAdvance() async {
    Runtime.withNew { runtime in
      let scene = SKScene(size: CGSize(width: 320, height: 480))
      let fast = SKNode()
      fast.speed = 2
      let paused = SKNode()
      paused.isPaused = true
      let keyed = SKNode()
      for node in [fast, paused, keyed] { scene.addChild(node) }
      fast.run(.rotate(byAngle: 1, duration: 1))
      paused.run(.fadeOut(withDuration: 1))
      keyed.run(.moveBy(x: 0, y: 60, duration: 1), withKey: "move")
      keyed.run(.moveBy(x: 0, y: -60, duration: 1), withKey: "move")
      _ = present(scene)
      runtime.advance(frames: 16)
      XCTAssert(abs(fast.zRotation - 0.5) < 1e-9)
      XCTAssert(paused.alpha == 1)
      XCTAssert(abs(keyed.position.y - -15) < 1e-9)
      keyed.removeAction(forKey: "move")
      runtime.advance(frames: 15)
      XCTAssert(abs(keyed.position.y - -15) < 1e-9)
      XCTAssert(abs(fast.zRotation - 1) < 1e-9 && !fast.hasActions())
    }
  }

  @MainActor func testGroupsRepeatsBlocksAndRemovalRunInOrder() async {
    Runtime.withNew { runtime in
      let scene = SKScene(size: CGSize(width: 320, height: 480))
      let node = SKNode()
      scene.addChild(node)
      var blocks = 0
      node.run(
        .sequence([
          .group([.scale(to: 2, duration: 0.5), .fadeAlpha(to: 0.5, duration: 0.25)]),
          .repeat(.sequence([.run { blocks += 1 }, .wait(forDuration: 0.25)]), count: 2),
          .removeFromParent(),
        ]))
      _ = present(scene)
      runtime.advance(frames: 1 + 15)
      XCTAssert(abs(node.alpha - 0.5) < 1e-9 && abs(node.xScale - 1.5) < 1e-9)
      runtime.advance(frames: 15)
      XCTAssert(abs(node.yScale - 2) < 1e-9 && blocks == 1)
      runtime.advance(frames: 15)
      XCTAssert(blocks == 2 && node.parent === scene)
      runtime.advance(frames: 15)
      XCTAssert(node.parent == nil && !node.hasActions())
    }
  }

  @MainActor func testActionsOfANodeOutsideAPresentedSceneDoNotRun() async {
    Runtime.withNew { runtime in
      let node = SKNode()
      node.run(.moveBy(x: 10, y: 0, duration: 0.1))
      runtime.advance(by: 1)
      XCTAssert(node.position == .zero && node.hasActions())
    }
  }

  @MainActor func testViewPointsMapToTheSceneByScaleModeAndAnchor() async {
    Runtime.withNew { _ in
      let scene = SKScene(size: CGSize(width: 640, height: 960))
      scene.scaleMode = .aspectFit
      let (_, view) = present(scene)
      // Half size: x/0.5, and y flipped from the view's top.
      XCTAssert(scene.convertPoint(fromView: CGPoint(x: 80, y: 120)) == CGPoint(x: 160, y: 720))
      scene.anchorPoint = CGPoint(x: 0.5, y: 0.5)
      XCTAssert(view.convert(CGPoint(x: 80, y: 120), to: scene) == CGPoint(x: -160, y: 240))
      XCTAssert(scene.convertPoint(toView: CGPoint(x: -160, y: 240)) == CGPoint(x: 80, y: 120))
      scene.scaleMode = .resizeFill
      view.presentScene(scene)
      XCTAssert(scene.size == CGSize(width: 320, height: 480))
    }
  }

  @MainActor func testATouchOnTheViewReachesTheSceneInSceneCoordinates() async throws {
    try Runtime.withNew { runtime in
      let scene = LoggingScene(size: CGSize(width: 640, height: 960))
      scene.scaleMode = .fill
      let (window, _) = present(scene)
      runtime.perform(try .tap(at: CGPoint(x: 80, y: 120)), on: window)
      XCTAssert(scene.touches == [CGPoint(x: 160, y: 720)])
    }
  }

  @MainActor func testPhysicsBodiesKeepTheirSettingsAndAreNotSimulated() async {
    Runtime.withNew { runtime in
      let scene = SKScene(size: CGSize(width: 320, height: 480))
      let ball = SKShapeNode(circleOfRadius: 10)
      ball.position = CGPoint(x: 100, y: 100)
      ball.physicsBody = SKPhysicsBody(circleOfRadius: 10)
      scene.addChild(ball)
      let body = ball.physicsBody
      XCTAssert(body?.node === ball)
      XCTAssert(body?.isDynamic == true && body?.contactTestBitMask == 0)
      XCTAssert(body?.categoryBitMask == 0xFFFF_FFFF && body?.friction == 0.2)
      XCTAssert(SKPhysicsBody(edgeLoopFrom: scene.frame).isDynamic == false)
      XCTAssert(scene.physicsWorld.gravity == CGVector(dx: 0, dy: -9.8))
      _ = present(scene)
      body?.applyImpulse(CGVector(dx: 0, dy: 50))
      runtime.advance(by: 1)
      XCTAssert(ball.position == CGPoint(x: 100, y: 100))
    }
  }

  @MainActor func testSpriteViewPresentsItsSceneAndRunsItsFrames() async {
    Runtime.withNew { runtime in
      let scene = LoggingScene(size: CGSize(width: 300, height: 300))
      let host = ViewHost(
        rootView: SpriteView(scene: scene).frame(width: 300, height: 300), runtime: runtime)
      XCTAssertEqual(host.platformLeaves.count, 1)
      XCTAssert(scene.view != nil)
      runtime.advance(frames: 1)
      XCTAssert(scene.log.contains("update@\(Int((runtime.now * 60).rounded()))"))
    }
  }

  @MainActor func testACopyHasTheSettingsAndChildrenButNoParentActionsOrBody() async {
    let scene = SKScene(size: CGSize(width: 100, height: 100))
    let shape = SKShapeNode(rectOf: CGSize(width: 20, height: 10), cornerRadius: 3)
    shape.lineWidth = 2.5
    shape.strokeColor = .red
    shape.position = CGPoint(x: 5, y: 7)
    shape.name = "spinny"
    let label = SKLabelNode(text: "hi")
    shape.addChild(label)
    shape.physicsBody = SKPhysicsBody(rectangleOf: CGSize(width: 20, height: 10))
    // Not `shape.run(_:)` here: in an async function Swift picks its async overload.
    let start: (SKNode) -> Void = { $0.run(.rotate(byAngle: 1, duration: 1)) }
    start(shape)
    scene.addChild(shape)
    let copy = shape.copy() as? SKShapeNode
    XCTAssertNotNil(copy)
    XCTAssert(copy !== shape && copy?.parent == nil)
    XCTAssertEqual(copy?.path, shape.path)
    XCTAssertEqual(copy?.lineWidth, 2.5)
    XCTAssertEqual(copy?.position, CGPoint(x: 5, y: 7))
    XCTAssertEqual(copy?.name, "spinny")
    XCTAssertEqual((copy?.children.first as? SKLabelNode)?.text, "hi")
    XCTAssert(copy?.children.first !== label)
    XCTAssert(copy?.hasActions() == false && copy?.physicsBody == nil)
    XCTAssert(SKScene(size: .zero).copy() is SKScene)
  }

  @MainActor func testTimingModesReversalTexturesAndResizingFollowTheClock() async {
    Runtime.withNew { runtime in
      let scene = SKScene(size: CGSize(width: 320, height: 480))
      let eased = SKNode()
      let back = SKNode()
      let frames = (0..<3).map { _ in SKTexture(imageNamed: "walk") }
      let sprite = SKSpriteNode(color: .green, size: CGSize(width: 10, height: 10))
      for node in [eased, back, sprite] { scene.addChild(node) }
      let ease = SKAction.moveTo(x: 100, duration: 1)
      ease.timingMode = .easeIn
      eased.run(ease)
      back.run(
        .sequence([.moveBy(x: 10, y: 0, duration: 0.5), .rotate(byAngle: 1, duration: 0.5)])
          .reversed())
      sprite.run(
        .group([
          .animate(with: frames, timePerFrame: 0.25),
          .resize(toWidth: 30, height: 50, duration: 0.5),
        ]))
      _ = present(scene)
      runtime.advance(frames: 1 + 9)
      XCTAssert(sprite.texture === frames[0])
      runtime.advance(frames: 6)
      XCTAssert(sprite.texture === frames[1])
      runtime.advance(frames: 15)
      // Half-way: an ease-in curve is behind the linear 50; the reversed sequence has turned
      // back by its whole angle first and not moved yet.
      XCTAssert(eased.position.x > 0 && eased.position.x < 45)
      XCTAssert(abs(back.zRotation - -1) < 1e-9 && abs(back.position.x) < 1e-9)
      XCTAssert(sprite.texture === frames[2] && sprite.size == CGSize(width: 30, height: 50))
      runtime.advance(frames: 30)
      XCTAssert(abs(eased.position.x - 100) < 1e-9 && abs(back.position.x - -10) < 1e-9)
    }
  }

  /// A snapshot of an app's `SKView` subclass holds the app's properties only: it stops at
  /// `SKView`, as at UIKit's classes (UIKit.md §91).
  @MainActor func testASnapshotOfAGameViewStopsAtSKView() {
    Runtime.withNew { _ in
      let view = GameView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      XCTAssertEqual(view.headless.currentValues.entries.map(\.name), ["score"])
    }
  }
}

/// An app's game view with one property of its own.
private final class GameView: SKView {
  var score = 3
}
