// XCTest, not Swift Testing, as SpriteKitTests: GameplayKit reaches SpriteKit, which brings
// UIKit and Core Image.
import Foundation
import GameplayKit
import Runtime
import XCTest

private final class Log {
  var lines: [String] = []
}

private final class Mover: GKComponent {
  let log: Log
  init(log: Log) {
    self.log = log
    super.init()
  }
  required init?(coder: NSCoder) { return nil }
  override func didAddToEntity() { log.lines.append("mover added") }
  override func update(deltaTime seconds: TimeInterval) { log.lines.append("mover \(seconds)") }
}

private final class Health: GKComponent {
  var points = 3
  override func update(deltaTime seconds: TimeInterval) { points -= 1 }
}

private class LoggingState: GKState {
  let log: Log
  init(log: Log) {
    self.log = log
    super.init()
  }
  override func didEnter(from previousState: GKState?) {
    log.lines.append(
      "enter \(type(of: self)) from \(previousState.map { "\(type(of: $0))" } ?? "nil")")
  }
  override func willExit(to nextState: GKState) { log.lines.append("exit \(type(of: self))") }
}

private final class Playing: LoggingState {
  override func isValidNextState(_ stateClass: AnyClass) -> Bool { stateClass == GameOver.self }
}

private final class GameOver: LoggingState {
  override func isValidNextState(_ stateClass: AnyClass) -> Bool { stateClass == Playing.self }
}

final class GameplayKitTests: XCTestCase {
  func testAnEntityUpdatesItsComponentsInOrderAndKeepsOnePerClass() {
    let log = Log()
    let entity = GKEntity()
    let mover = Mover(log: log)
    entity.addComponent(mover)
    entity.addComponent(Health())
    XCTAssert(mover.entity === entity)
    entity.update(deltaTime: 0.5)
    XCTAssertEqual(log.lines, ["mover added", "mover 0.5"])
    XCTAssertEqual(entity.component(ofType: Health.self)?.points, 2)
    let replacement = Health()
    entity.addComponent(replacement)
    XCTAssertEqual(entity.components.count, 2)
    XCTAssert(entity.component(ofType: Health.self) === replacement)
    entity.removeComponent(ofType: Mover.self)
    XCTAssertNil(entity.component(ofType: Mover.self))
    XCTAssertNil(mover.entity)
  }

  func testAStateMachineEntersOnlyValidNextStatesAndCallsExitThenEnter() {
    let log = Log()
    let machine = GKStateMachine(states: [Playing(log: log), GameOver(log: log)])
    XCTAssertNil(machine.currentState)
    XCTAssert(machine.enter(Playing.self))
    XCTAssertFalse(machine.enter(Playing.self))
    XCTAssert(machine.enter(GameOver.self))
    XCTAssert(machine.currentState is GameOver)
    XCTAssert(machine.state(forClass: Playing.self)?.stateMachine === machine)
    XCTAssertEqual(
      log.lines, ["enter Playing from nil", "exit Playing", "enter GameOver from Playing"])
  }

  @MainActor func testRandomSourcesAreDeterministicAndShuffledDistributionsDealEveryValue()
    async
  {
    let first = GKARC4RandomSource(seed: Data([1, 2, 3]))
    let second = GKARC4RandomSource(seed: Data([1, 2, 3]))
    let a = (0..<5).map { _ in first.nextInt(upperBound: 100) }
    XCTAssertEqual(a, (0..<5).map { _ in second.nextInt(upperBound: 100) })
    XCTAssert(a.allSatisfy { (0..<100).contains($0) })
    let die = GKShuffledDistribution.d6()
    XCTAssertEqual(Set((0..<6).map { _ in die.nextInt() }), Set(1...6))
    let range = GKRandomDistribution(lowestValue: 3, highestValue: 5)
    XCTAssert((0..<20).map { _ in range.nextInt() }.allSatisfy { (3...5).contains($0) })
    let shuffled = Runtime.withNew { _ in
      GKRandomSource.sharedRandom().arrayByShufflingObjects(in: [1, 2, 3, 4]) as? [Int]
    }
    XCTAssertEqual(shuffled?.sorted(), [1, 2, 3, 4])
    XCTAssertEqual(
      shuffled,
      Runtime.withNew { _ in
        GKRandomSource.sharedRandom().arrayByShufflingObjects(in: [1, 2, 3, 4]) as? [Int]
      })
    XCTAssertNil(GKScene(fileNamed: "GameScene"))
  }
}
