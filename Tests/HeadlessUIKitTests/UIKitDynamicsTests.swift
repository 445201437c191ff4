import Foundation
import Testing

@testable import HeadlessUIKit

/// Records what an animator and a collision behaviour report.
private final class DynamicsWatcher: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
  var events: [String] = []
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {
    events.append("contact y \(Int(p.y))")
  }
}

/// A round view, as dynamic items declare their collision shape.
private final class Ball: UIView {
  override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

/// UIKit Dynamics on the virtual clock (Docs/Semantics/UIKit.md §85).
@MainActor @Suite struct UIKitDynamicsTests {
  @Test func gravityDropsAnItemOntoTheReferenceBoundsAndTheAnimatorPauses() {
    Runtime.withNew { runtime in
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
      let box = UIView(frame: CGRect(x: 50, y: 0, width: 40, height: 40))
      container.addSubview(box)
      let animator = UIDynamicAnimator(referenceView: container)
      let watcher = DynamicsWatcher()
      animator.delegate = watcher
      let collision = UICollisionBehavior(items: [box])
      collision.translatesReferenceBoundsIntoBoundary = true
      collision.collisionDelegate = watcher
      var actions = 0
      collision.action = { actions += 1 }
      animator.addBehavior(UIGravityBehavior(items: [box]))
      animator.addBehavior(collision)
      #expect(animator.isRunning && watcher.events == ["resume"])
      // Free fall: after 0.25 s the box has fallen about g t² / 2 = 31 points (one step per
      // frame, semi-implicit Euler: a little more).
      runtime.advance(by: 0.25)
      #expect(box.center.y > 20 + 29 && box.center.y < 20 + 36)
      #expect(actions >= 14 && actions <= 15)
      runtime.advance(by: 3)
      #expect(box.frame.maxY == 400)
      #expect(!animator.isRunning)
      #expect(watcher.events == ["resume", "contact y 400", "pause"])
      #expect(animator.elapsedTime > 0.8 && animator.elapsedTime < 3.25)
    }
  }

  @Test func aSnapMovesAnItemToItsPointAndAPushAddsVelocity() {
    Runtime.withNew { runtime in
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      let dot = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      container.addSubview(dot)
      let animator = UIDynamicAnimator(referenceView: container)
      let snap = UISnapBehavior(item: dot, snapTo: CGPoint(x: 200, y: 150))
      #expect(snap.damping == 0.5)
      animator.addBehavior(snap)
      runtime.advance(by: 3)
      #expect(abs(dot.center.x - 200) < 1 && abs(dot.center.y - 150) < 1)
      #expect(!animator.isRunning)
      animator.removeAllBehaviors()
      #expect(snap.dynamicAnimator == nil)

      // An instantaneous push of magnitude 1 on a 100 × 100 item of density 1: 100 pt/s.
      let push = UIPushBehavior(items: [dot], mode: .instantaneous)
      push.pushDirection = CGVector(dx: 1, dy: 0)
      let properties = UIDynamicItemBehavior(items: [dot])
      animator.addBehavior(properties)
      animator.addBehavior(push)
      runtime.advance(frames: 2)
      #expect(!push.active)
      #expect(abs(properties.linearVelocity(for: dot).x - 100) < 0.001)
    }
  }

  @Test func aRigidAttachmentKeepsItsLength() {
    Runtime.withNew { runtime in
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
      let bob = UIView(frame: CGRect(x: 250, y: 90, width: 20, height: 20))
      container.addSubview(bob)
      let animator = UIDynamicAnimator(referenceView: container)
      let rod = UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 200, y: 100))
      #expect(rod.length == 60 && rod.attachedBehaviorType == .anchor)
      animator.addBehavior(rod)
      animator.addBehavior(UIGravityBehavior(items: [bob]))
      runtime.advance(by: 0.5)
      let distance = hypot(bob.center.x - 200, bob.center.y - 100)
      #expect(abs(distance - 60) < 0.001)
      #expect(bob.center.y > 100)  // swung down
    }
  }

  @Test func aViewDeclaresItsCollisionShapeAndSymbolScalesHaveUIKitsValues() {
    Runtime.withNew { _ in
      let item: any UIDynamicItem = Ball(frame: .zero)
      #expect(item.collisionBoundsType == .ellipse)
      #expect(UIView().collisionBoundsType == .rectangle && UIView().collisionBoundingPath == nil)
      #expect(UIImage.SymbolScale.default.rawValue == -1 && UIImage.SymbolScale.large.rawValue == 3)
      #expect(UIImage.SymbolWeight.bold.rawValue == 7)
    }
  }
}
