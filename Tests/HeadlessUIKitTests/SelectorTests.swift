import Foundation
import Testing

@testable import HeadlessUIKit

/// A target whose action methods log their calls; its table entries are written the way
/// `screenlab run` generates them (Docs/Run.md §2): cast the target, take the arguments the
/// method declares, call it.
class SelectorTarget: UIView {
  var log: [String] = []

  func tapped(_ sender: UIButton) { log.append("tapped \(sender.currentTitle ?? "-")") }
  func refresh() { log.append("refresh") }
  func overridable() { log.append("super") }
  func changed(sender: UIControl, event: UIEvent?) { log.append("changed \(event == nil)") }
  func ticked(_ timer: Timer) { log.append("tick") }
  func framed(_ link: CADisplayLink) { log.append("frame") }
  func recognized(_ recognizer: UITapGestureRecognizer) { log.append("\(recognizer.state)") }
  func maybe(_ value: String?) { log.append("maybe \(value ?? "nil")") }

  static func register() {
    SelectorTable.register("tapped:", on: SelectorTarget.self) { target, arguments in
      guard let target = target as? SelectorTarget,
        let a0 = SelectorTable.argument(arguments, 0, as: UIButton.self)
      else { return false }
      target.tapped(a0)
      return true
    }
    SelectorTable.register("refresh", on: SelectorTarget.self) { target, _ in
      guard let target = target as? SelectorTarget else { return false }
      target.refresh()
      return true
    }
    SelectorTable.register("overridable", on: SelectorTarget.self) { target, _ in
      guard let target = target as? SelectorTarget else { return false }
      target.overridable()
      return true
    }
    SelectorTable.register("changedWithSender:event:", on: SelectorTarget.self) {
      target, arguments in
      guard let target = target as? SelectorTarget,
        let a0 = SelectorTable.argument(arguments, 0, as: UIControl.self),
        let a1 = SelectorTable.argument(arguments, 1, as: UIEvent?.self)
      else { return false }
      target.changed(sender: a0, event: a1)
      return true
    }
    SelectorTable.register("ticked:", on: SelectorTarget.self) { target, arguments in
      guard let target = target as? SelectorTarget,
        let a0 = SelectorTable.argument(arguments, 0, as: Timer.self)
      else { return false }
      target.ticked(a0)
      return true
    }
    SelectorTable.register("framed:", on: SelectorTarget.self) { target, arguments in
      guard let target = target as? SelectorTarget,
        let a0 = SelectorTable.argument(arguments, 0, as: CADisplayLink.self)
      else { return false }
      target.framed(a0)
      return true
    }
    SelectorTable.register("recognized:", on: SelectorTarget.self) { target, arguments in
      guard let target = target as? SelectorTarget,
        let a0 = SelectorTable.argument(arguments, 0, as: UITapGestureRecognizer.self)
      else { return false }
      target.recognized(a0)
      return true
    }
    SelectorTable.register("maybe:", on: SelectorTarget.self) { target, arguments in
      guard let target = target as? SelectorTarget,
        let a0 = SelectorTable.argument(arguments, 0, as: String?.self)
      else { return false }
      target.maybe(a0)
      return true
    }
  }
}

/// A subclass: the superclass's entries apply to it, and its override runs.
final class SelectorSubtarget: SelectorTarget {
  override func overridable() { log.append("sub") }
}

@MainActor @Suite struct SelectorTests {
  @Test func objectiveCNamesFollowSwiftsRule() {
    #expect(Selector.objectiveCName(base: "refresh", labels: []) == "refresh")
    #expect(Selector.objectiveCName(base: "tapped", labels: ["_"]) == "tapped:")
    #expect(Selector.objectiveCName(base: "tapped", labels: ["sender"]) == "tappedWithSender:")
    #expect(Selector.objectiveCName(base: "move", labels: ["_", "to"]) == "move:to:")
    #expect(Selector.objectiveCName(base: "a", labels: ["_", "_"]) == "a::")
    #expect(Selector("move:to:").argumentCount == 2)
    let literal: Selector = "refresh"
    #expect(literal == NSSelectorFromString("refresh"))
    #expect(NSStringFromSelector(literal) == "refresh")
  }

  @Test func aButtonsTargetActionCallsTheRegisteredMethodWithTheSender() {
    SelectorTarget.register()
    Runtime.withNew { _ in
      let target = SelectorTarget(frame: .zero)
      let button = UIButton(type: .system)
      button.setTitle("Kaydet", for: .normal)
      button.addTarget(target, action: Selector("tapped:"), for: .touchUpInside)
      button.addTarget(target, action: Selector("tapped:"), for: .touchUpInside)
      button.addTarget(target, action: Selector("refresh"), for: .touchDown)
      button.sendActions(for: .touchUpInside)
      // Added twice with the same events: registered once, as in UIKit.
      #expect(target.log == ["tapped Kaydet"])
      button.sendActions(for: .touchDown)
      #expect(target.log == ["tapped Kaydet", "refresh"])
      button.removeTarget(target, action: Selector("tapped:"), for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(target.log == ["tapped Kaydet", "refresh"])
    }
  }

  @Test func aTwoArgumentActionGetsTheSenderAndTheEvent() {
    SelectorTarget.register()
    Runtime.withNew { _ in
      let target = SelectorTarget(frame: .zero)
      let control = UIControl(frame: .zero)
      control.addTarget(target, action: Selector("changedWithSender:event:"), for: .valueChanged)
      control.sendActions(for: .valueChanged)
      #expect(target.log == ["changed true"])
    }
  }

  @Test func aNilTargetGoesUpTheResponderChain() {
    SelectorTarget.register()
    Runtime.withNew { _ in
      let target = SelectorTarget(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let container = UIView(frame: target.bounds)
      let button = UIButton(type: .system)
      target.addSubview(container)
      container.addSubview(button)
      button.addTarget(nil, action: Selector("refresh"), for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(target.log == ["refresh"])
    }
  }

  @Test func aSubclassUsesItsSuperclassEntriesAndItsOverrideRuns() {
    SelectorTarget.register()
    Runtime.withNew { _ in
      let target = SelectorSubtarget(frame: .zero)
      #expect(target.responds(to: Selector("refresh")))
      target.perform(Selector("overridable"))
      target.perform(Selector("refresh"))
      #expect(target.log == ["sub", "refresh"])
      // A plain view has no such method.
      #expect(!UIView().responds(to: Selector("refresh")))
    }
  }

  @Test func anUnknownSelectorIsRecordedNotCalled() {
    Runtime.withNew { runtime in
      let target = SelectorSubtarget(frame: .zero)
      let button = UIButton(type: .system)
      button.addTarget(target, action: Selector("nothingHere:"), for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      let messages = runtime.trace.events(.diagnostic).map(\.message)
      #expect(
        messages == ["UIKit: unrecognized selector 'nothingHere:' sent to SelectorSubtarget"])
      #expect(!target.responds(to: Selector("nothingHere:")))
    }
  }

  @Test func targetsAreHeldWeakly() {
    SelectorTarget.register()
    Runtime.withNew { runtime in
      let button = UIButton(type: .system)
      weak var gone: SelectorTarget?
      do {
        let target = SelectorTarget(frame: .zero)
        gone = target
        button.addTarget(target, action: Selector("refresh"), for: .touchUpInside)
      }
      #expect(gone == nil)
      button.sendActions(for: .touchUpInside)
      // A released target is skipped, not sent up the responder chain.
      #expect(runtime.trace.events(.diagnostic).isEmpty)
    }
  }

  @Test func aRecognizerSendsItsActionWithItself() throws {
    SelectorTarget.register()
    try Runtime.withNew { runtime in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.makeKeyAndVisible()
      let target = SelectorTarget(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      window.addSubview(target)
      runtime.runTurn()
      target.addGestureRecognizer(
        UITapGestureRecognizer(target: target, action: Selector("recognized:")))
      runtime.perform(try .tap(at: CGPoint(x: 50, y: 50)), on: window)
      #expect(target.log == ["ended"])
    }
  }

  @Test func aSelectorTimerFiresOnTheVirtualClock() {
    SelectorTarget.register()
    Runtime.withNew { runtime in
      let target = SelectorTarget(frame: .zero)
      let timer = Timer.scheduledTimer(
        timeInterval: 0.5, target: target, selector: Selector("ticked:"), userInfo: nil,
        repeats: true)
      runtime.advance(by: 0.4)
      #expect(target.log.isEmpty)
      runtime.advance(by: 0.2)
      #expect(target.log == ["tick"])
      runtime.advance(by: 1)
      #expect(target.log == ["tick", "tick", "tick"])
      timer.invalidate()
      runtime.advance(by: 1)
      #expect(target.log.count == 3)
    }
  }

  @Test func aSelectorDisplayLinkFiresEveryFrame() {
    SelectorTarget.register()
    Runtime.withNew { runtime in
      let target = SelectorTarget(frame: .zero)
      let link = CADisplayLink(target: target, selector: Selector("framed:"))
      link.add(to: .main, forMode: .common)
      runtime.advance(frames: 3)
      #expect(target.log == ["frame", "frame", "frame"])
      link.invalidate()
    }
  }

  @Test func performCallsNowOrAfterADelay() {
    SelectorTarget.register()
    Runtime.withNew { runtime in
      let target = SelectorTarget(frame: .zero)
      target.perform(Selector("refresh"))
      target.perform(Selector("maybe:"), with: "x")
      // A missing argument reaches an optional parameter as nil.
      target.perform(Selector("maybe:"))
      #expect(target.log == ["refresh", "maybe x", "maybe nil"])
      target.perform(Selector("refresh"), with: nil, afterDelay: 0.3)
      runtime.advance(by: 0.2)
      #expect(target.log.count == 3)
      runtime.advance(by: 0.2)
      #expect(target.log.last == "refresh")
      #expect(target.responds(to: Selector("refresh")))
    }
  }

  @Test func aWrongArgumentTypeSkipsTheCall() {
    SelectorTarget.register()
    Runtime.withNew { _ in
      let target = SelectorTarget(frame: .zero)
      // `tapped:` takes a UIButton; a plain control does not fit.
      #expect(!SelectorTable.perform(Selector("tapped:"), on: target, with: [UIControl()]))
      #expect(target.log.isEmpty)
    }
  }
}
