import Testing

@testable import HeadlessUIKit

/// A view with a fixed intrinsic size that counts its layouts.
private final class SizedView: UIView {
  var size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}

/// A stack view that counts its layouts.
private final class CountingStack: UIStackView {
  var layouts = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
  }
}

@MainActor @Suite struct UIStackViewTests {
  @Test func fillEquallySplitsTheLengthAfterSpacing() {
    Runtime.withNew { runtime in
      let views = (0..<3).map { _ in UIView() }
      let stack = UIStackView(arrangedSubviews: views)
      stack.distribution = .fillEqually
      stack.spacing = 10
      stack.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
      showInWindow(stack, runtime)
      // (300 - 2 × 10) / 3 each, 10 apart, full height.
      let width: CGFloat = 280 / 3
      for (index, view) in views.enumerated() {
        let x = CGFloat(index) * (width + 10)
        #expect(abs(view.frame.minX - x) < 1e-9)
        #expect(abs(view.frame.width - width) < 1e-9)
        #expect(view.frame.minY == 0 && view.frame.height == 44)
      }
      #expect(stack.subviews.count == 3)
    }
  }

  @Test func fillGivesTheExtraSpaceToTheLowestHuggingView() {
    Runtime.withNew { runtime in
      let top = SizedView(100, 30)
      let bottom = SizedView(100, 50)
      let stack = UIStackView(arrangedSubviews: [top, bottom])
      stack.axis = .vertical
      stack.spacing = 5
      stack.frame = CGRect(x: 0, y: 0, width: 120, height: 200)
      showInWindow(stack, runtime)
      // Equal hugging (250): the last view takes the 200 - 5 - 80 = 115 extra points.
      #expect(top.frame == CGRect(x: 0, y: 0, width: 120, height: 30))
      #expect(bottom.frame == CGRect(x: 0, y: 35, width: 120, height: 165))

      bottom.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
      stack.setNeedsLayout()
      runtime.runTurn()
      #expect(top.frame.height == 145)
      #expect(bottom.frame == CGRect(x: 0, y: 150, width: 120, height: 50))
    }
  }

  @Test func centerAlignmentPlacesTheIntrinsicHeightInTheMiddle() {
    Runtime.withNew { runtime in
      let view = SizedView(40, 40)
      let stack = UIStackView(arrangedSubviews: [view])
      stack.alignment = .center
      stack.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
      showInWindow(stack, runtime)
      #expect(view.frame == CGRect(x: 0, y: 30, width: 200, height: 40))
    }
  }

  @Test func arrangingWaitsForTheLayoutPassAndHidingReArranges() {
    Runtime.withNew { runtime in
      let stack = CountingStack()
      stack.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
      stack.distribution = .fillEqually
      showInWindow(stack, runtime)
      let layoutsBefore = stack.layouts
      let first = UIView()
      let second = UIView()
      stack.addArrangedSubview(first)
      stack.addArrangedSubview(second)
      #expect(first.frame == .zero)  // not laid out until the pass
      #expect(stack.layouts == layoutsBefore)
      runtime.runTurn()
      #expect(stack.layouts > layoutsBefore)
      #expect(first.frame.width == 100 && second.frame.minX == 100)

      let layoutsShown = stack.layouts
      first.isHidden = true
      runtime.runTurn()
      #expect(stack.layouts > layoutsShown)
      #expect(second.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
    }
  }

  @Test func intrinsicSizeSumsTheArrangedViewsAndSpacing() {
    Runtime.withNew { _ in
      let stack = UIStackView(arrangedSubviews: [SizedView(30, 10), SizedView(50, 20)])
      stack.spacing = 8
      #expect(stack.intrinsicContentSize == CGSize(width: 88, height: 20))
      stack.axis = .vertical
      #expect(stack.intrinsicContentSize == CGSize(width: 50, height: 38))
    }
  }

  @Test func aLabelsTextChangeReArrangesItsStack() {
    Runtime.withNew { runtime in
      let label = UILabel()
      label.text = "ab"
      let stack = CountingStack(arrangedSubviews: [label, UIView()])
      stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
      showInWindow(stack, runtime)
      let layouts = stack.layouts
      // 17-point system font: 8.5 points a character.
      #expect(label.frame.width == 17)
      label.text = "abcd"
      #expect(stack.layouts == layouts)
      runtime.runTurn()
      #expect(stack.layouts > layouts)
      #expect(label.frame.width == 34)
    }
  }
}

@MainActor @Suite struct UIControlTests {
  @Test func sendActionsRunsTheMatchingActionsInOrder() {
    Runtime.withNew { _ in
      let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      var log: [String] = []
      control.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
      control.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
      control.addAction(UIAction { _ in log.append("both") }, for: [.valueChanged, .touchUpInside])
      control.sendActions(for: .valueChanged)
      #expect(log == ["changed", "both"])
      log = []
      control.sendActions(for: .editingChanged)
      #expect(log.isEmpty)
    }
  }

  @Test func anActionWithTheSameIdentifierReplacesTheOldOne() {
    Runtime.withNew { _ in
      let control = UIControl()
      var log: [String] = []
      let id = UIAction.Identifier("refresh")
      control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .valueChanged)
      control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .valueChanged)
      control.sendActions(for: .valueChanged)
      #expect(log == ["new"])
      control.removeAction(identifiedBy: id, for: .valueChanged)
      control.sendActions(for: .valueChanged)
      #expect(log == ["new"])
      // The same action for two events, then replaced for one of them only.
      log = []
      control.addAction(
        UIAction(identifier: id) { _ in log.append("a") }, for: [.touchDown, .touchUpInside])
      control.addAction(UIAction(identifier: id) { _ in log.append("b") }, for: .touchDown)
      control.sendActions(for: .touchDown)
      control.sendActions(for: .touchUpInside)
      #expect(log == ["b", "a"])
    }
  }

  @Test func theActionSeesItsSender() {
    Runtime.withNew { _ in
      let control = UIControl()
      var sender: AnyObject?
      control.addAction(UIAction { action in sender = action.sender }, for: .valueChanged)
      control.sendActions(for: .valueChanged)
      #expect(sender === control)
    }
  }

  private final class Owner {
    var taps = 0
    func tapped(_ sender: UIButton) { taps += 1 }
  }

  @Test func targetActionWithAMethodReferenceHoldsTheTargetWeakly() {
    Runtime.withNew { _ in
      let button = UIButton(type: .system)
      var owner: Owner? = Owner()
      button.addTarget(owner!, action: Owner.tapped, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(owner?.taps == 1)
      weak let weakOwner = owner
      owner = nil
      #expect(weakOwner == nil)
      button.sendActions(for: .touchUpInside)  // target gone: nothing runs, no crash
    }
  }

  @Test func aTapOnAButtonSendsTouchDownUpInsideAndThePrimaryAction() throws {
    try Runtime.withNew { runtime in
      var primary = 0
      var highlightedDuringTouch = false
      let button = UIButton(
        type: .system, primaryAction: UIAction(title: "Go") { _ in primary += 1 })
      button.frame = CGRect(x: 100, y: 100, width: 80, height: 44)
      button.addAction(
        UIAction { [unowned button] _ in highlightedDuringTouch = button.isHighlighted },
        for: .touchDown)
      let window = showInWindow(button, runtime)
      #expect(button.currentTitle == "Go")
      runtime.perform(try .tap(at: CGPoint(x: 140, y: 120), hold: 0.05), on: window)
      runtime.advance(frames: 10)
      #expect(primary == 1)
      #expect(highlightedDuringTouch)
      #expect(!button.isHighlighted)
      #expect(button.sentEvents == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }
  }

  @Test func liftingFarOutsideSendsTouchUpOutsideAndNoPrimaryAction() throws {
    try Runtime.withNew { runtime in
      var primary = 0
      let button = UIButton(type: .system, primaryAction: UIAction { _ in primary += 1 })
      button.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
      let window = showInWindow(button, runtime)
      // 200 points right of the button: beyond the 70-point slop.
      let script = try TouchScript.drag(
        from: CGPoint(x: 30, y: 30), to: CGPoint(x: 270, y: 30), duration: 0.1,
        samplesPerSecond: 60)
      runtime.perform(script, on: window)
      runtime.advance(frames: 20)
      #expect(primary == 0)
      #expect(button.sentEvents.last == .touchUpOutside)
      #expect(button.sentEvents.contains(.touchDragOutside.union(.touchDragExit)))
    }
  }

  @Test func aDisabledControlIgnoresTouches() throws {
    try Runtime.withNew { runtime in
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      button.isEnabled = false
      #expect(button.state == .disabled)
      let window = showInWindow(button, runtime)
      runtime.perform(try .tap(at: CGPoint(x: 50, y: 50)), on: window)
      runtime.advance(frames: 10)
      #expect(button.sentEvents.isEmpty)
    }
  }

  @Test func stateCombinesTheFlags() {
    Runtime.withNew { _ in
      let control = UIControl()
      control.isSelected = true
      control.isHighlighted = true
      #expect(control.state == [.selected, .highlighted])
      #expect(control.state.rawValue == 5)
    }
  }
}

/// A button that counts its configuration updates.
private final class ConfiguredButton: UIButton {
  var updates = 0
  override func updateConfiguration() {
    updates += 1
    guard var config = configuration else { return }
    config.baseBackgroundColor = isEnabled ? .systemIndigo : .systemGray
    configuration = config
  }
}

@MainActor @Suite struct UIButtonTests {
  @Test func perStateTitlesFallBackToNormal() {
    Runtime.withNew { _ in
      let button = UIButton(type: .custom)
      button.setTitle("Off", for: .normal)
      button.setTitle("On", for: .selected)
      button.setTitleColor(.red, for: .normal)
      #expect(button.titleLabel?.text == "Off")
      button.isSelected = true
      #expect(button.titleLabel?.text == "On")
      #expect(button.currentTitleColor == .red)  // no colour for .selected: .normal's
    }
  }

  @Test func configurationUpdatesRunOnceInTheNextLayout() {
    Runtime.withNew { runtime in
      var config = UIButton.Configuration.filled()
      config.title = "Send"
      let button = ConfiguredButton(configuration: config)
      button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
      showInWindow(button, runtime)
      let before = button.updates
      button.isEnabled = false
      button.isSelected = true
      #expect(button.updates == before)  // deferred
      runtime.runTurn()
      #expect(button.updates == before + 1)  // two changes, one update
      #expect(button.backgroundColor == .systemGray)
      #expect(button.titleLabel?.text == "Send")
    }
  }

  @Test func aConfiguredButtonsIntrinsicSizeIsTitlePlusInsets() {
    Runtime.withNew { _ in
      var config = UIButton.Configuration.plain()
      config.title = "OK"
      config.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 10)
      let button = UIButton(configuration: config)
      // "OK" in 17 points: 2 × 8.5 wide, ceil(17 × 1.2) = 21 high.
      #expect(button.intrinsicContentSize == CGSize(width: 37, height: 31))
    }
  }

  @Test func capsuleCornersFollowTheHeight() {
    Runtime.withNew { runtime in
      var config = UIButton.Configuration.filled()
      config.cornerStyle = .capsule
      let button = UIButton(configuration: config)
      button.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
      showInWindow(button, runtime)
      #expect(button.layer.cornerRadius == 25)
      #expect(button.backgroundColor == button.tintColor)
    }
  }
}

@MainActor @Suite struct UILabelTests {
  @Test func settingTextInvalidatesSizeAndRequestsOneDisplay() {
    Runtime.withNew { runtime in
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
      showInWindow(label, runtime)
      let cycle = DisplayCycle.of(runtime)
      let draws = cycle.total.draws
      label.text = "Hello"
      label.textColor = .red
      runtime.runTurn()
      #expect(cycle.total.draws == draws + 1)
      #expect(label.drawnLines.map(\.text) == ["Hello"])
      label.text = "Hello"  // same text: no request
      runtime.runTurn()
      #expect(cycle.total.draws == draws + 1)
    }
  }

  @Test func intrinsicSizeUsesTheFontMetrics() {
    Runtime.withNew { _ in
      let label = UILabel()
      #expect(label.intrinsicContentSize == .zero)
      label.text = "Hello"
      #expect(label.intrinsicContentSize == CGSize(width: 42.5, height: 21))
      label.font = .boldSystemFont(ofSize: 20)
      // Bold: 0.55 × 20 = 11 a character; ceil(24) = 24.
      #expect(label.intrinsicContentSize == CGSize(width: 55, height: 24))
    }
  }

  @Test func multiLineTextWrapsAtWords() {
    Runtime.withNew { _ in
      let label = UILabel()
      label.font = .systemFont(ofSize: 10)  // 5 points a character, 12-point lines
      label.text = "one two three"
      #expect(label.sizeThatFits(CGSize(width: 40, height: 100)) == CGSize(width: 65, height: 12))
      label.numberOfLines = 0
      // "one two" is 35 wide, "three" 25: two lines.
      #expect(label.sizeThatFits(CGSize(width: 40, height: 100)) == CGSize(width: 35, height: 24))
      label.numberOfLines = 1
      label.preferredMaxLayoutWidth = 40
      #expect(label.intrinsicContentSize.height == 12)
    }
  }

  @Test func centredTextIsPlacedInTheMiddle() {
    Runtime.withNew { runtime in
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      label.font = .systemFont(ofSize: 10)
      label.textAlignment = .center
      label.text = "abcd"
      showInWindow(label, runtime)
      // 20 wide, 12 high in 100 × 40: x 40, y floor(14).
      #expect(label.drawnLines.first?.rect == CGRect(x: 40, y: 14, width: 20, height: 12))
    }
  }

  @Test func aLabelIsNotOpaqueAndIgnoresTouches() {
    Runtime.withNew { _ in
      let label = UILabel()
      #expect(!label.isOpaque)
      #expect(!label.isUserInteractionEnabled)
      #expect(label.contentMode == .redraw)
    }
  }
}

@MainActor @Suite struct ImageAndGeometryTests {
  @Test func anImageViewTakesItsImagesSizeAndNeverDraws() {
    Runtime.withNew { runtime in
      let image = UIImage(systemName: "star")
      let view = UIImageView(image: image)
      #expect(view.frame.size == CGSize(width: 20, height: 20))
      #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
      showInWindow(view, runtime)
      #expect(DisplayCycle.of(runtime).total.draws == 0)
      #expect(view.layer.contents as? UIImage === image)
      view.image = nil
      #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
      #expect(UIImage(named: "missing-asset") == nil)
    }
  }

  @Test func insetByEdgeInsets() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50).inset(
      by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(rect == CGRect(x: 12, y: 21, width: 94, height: 46))
  }

  private final class TintWatcher: UIView {
    var changes = 0
    override func tintColorDidChange() { changes += 1 }
  }

  @Test func tintChangesReachTheViewsThatInheritIt() {
    Runtime.withNew { _ in
      let parent = UIView()
      let inheriting = TintWatcher()
      let own = TintWatcher()
      own.tintColor = .red
      parent.addSubview(inheriting)
      parent.addSubview(own)
      parent.tintColor = .green
      #expect(inheriting.changes == 1)
      #expect(own.changes == 1)  // only its own setting, not the parent's
      parent.tintColor = .green
      #expect(inheriting.changes == 1)
    }
  }

  @Test func layoutMarginsDefaultToEightAndRequestLayout() {
    Runtime.withNew { runtime in
      let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      showInWindow(view, runtime)
      #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
      #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 84, height: 84))
      let layouts = view.log.layouts
      view.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
      runtime.runTurn()
      #expect(view.log.layouts == layouts + 1)
    }
  }
}

@MainActor @Suite struct NSLayoutConstraintTests {
  @Test func activationInstallsOnTheNearestCommonAncestor() {
    Runtime.withNew { _ in
      let root = UIView()
      let container = UIView()
      let a = UIView()
      let b = UIView()
      root.addSubview(container)
      container.addSubview(a)
      container.addSubview(b)
      let between = a.trailingAnchor.constraint(equalTo: b.leadingAnchor, constant: -8)
      let width = a.widthAnchor.constraint(equalToConstant: 40)
      let toRoot = b.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor)
      NSLayoutConstraint.activate([between, width, toRoot])
      #expect(container.constraints.map { $0 === between } == [true])
      #expect(a.constraints.first === width)
      #expect(root.constraints.first === toRoot)
      #expect(between.isActive && between.multiplier == 1 && between.relation == .equal)
      NSLayoutConstraint.deactivate([between])
      #expect(container.constraints.isEmpty && !between.isActive)
    }
  }

  @Test func changingAnActiveConstantRequestsLayoutOfItsHolder() {
    Runtime.withNew { runtime in
      let host = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(child)
      let height = child.heightAnchor.constraint(equalTo: host.heightAnchor, multiplier: 0.5)
      height.isActive = true
      showInWindow(host, runtime)
      let layouts = host.log.layouts
      height.constant = 10
      runtime.runTurn()
      #expect(host.log.layouts == layouts + 1)
      height.constant = 10  // unchanged: nothing
      runtime.runTurn()
      #expect(host.log.layouts == layouts + 1)
      #expect(
        height.description == "<NSLayoutConstraint UIView.height == CountingView.height * 0.5 + 10>"
      )
    }
  }

  @Test func anAutoLayoutLabelsNewTextRequestsItsSuperviewsLayout() {
    Runtime.withNew { runtime in
      let host = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let placed = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
      let constrained = UILabel()
      constrained.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(placed)
      host.addSubview(constrained)
      showInWindow(host, runtime)
      let layouts = host.log.layouts
      placed.text = "frame-placed"
      runtime.runTurn()
      #expect(host.log.layouts == layouts)  // frame-placed: the superview is not asked
      constrained.text = "constrained"
      runtime.runTurn()
      #expect(host.log.layouts == layouts + 1)
    }
  }

  @Test func priorityArithmeticAndDefaults() {
    Runtime.withNew { _ in
      let view = UIView()
      #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
      #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
      #expect((UILayoutPriority.defaultHigh - 1).rawValue == 749)
      let c = view.heightAnchor.constraint(greaterThanOrEqualToConstant: 72)
      c.priority = .defaultHigh
      #expect(c.description == "<NSLayoutConstraint UIView.height >= 72 @750>")
    }
  }

  @Test func activatingWithoutACommonAncestorTrapsNamingTheConstraint() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        Runtime.withNew { _ in
          let a = UIView()
          let b = UIView()
          a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
        }
      }
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("Unable to activate constraint <NSLayoutConstraint UIView.leading"))
    #expect(stderr.contains("no common ancestor"))
  }
}

@MainActor @Suite struct FirstDisplayTests {
  /// A view whose property observer requested display before it had a window still gets its
  /// first draw when it enters one (UIKit draws every content view on first display).
  @Test func aRequestMadeBeforeTheWindowIsDrawnOnEntry() {
    Runtime.withNew { runtime in
      let view = CountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      view.setNeedsDisplay()
      showInWindow(view, runtime)
      #expect(view.log.rects == [CGRect(x: 0, y: 0, width: 40, height: 40)])
    }
  }
}

@MainActor @Suite struct TrackingAndPriorityTests {
  private final class Tracker: UIControl {
    var calls: [String] = []
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      calls.append("begin")
      return true
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      calls.append("continue")
      return false  // stop after the first move
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
  }

  @Test func trackingStopsWhenContinueTrackingSaysSo() throws {
    try Runtime.withNew { runtime in
      let control = Tracker(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
      let window = showInWindow(control, runtime)
      let script = try TouchScript.drag(
        from: CGPoint(x: 10, y: 20), to: CGPoint(x: 100, y: 20), duration: 0.05,
        samplesPerSecond: 60)
      runtime.perform(script, on: window)
      runtime.advance(frames: 10)
      // One continue (then tracking stopped), no end; the lift inside still sends up-inside.
      #expect(control.calls == ["begin", "continue"])
      #expect(control.sentEvents.last == .touchUpInside)
      #expect(!control.isTracking)
    }
  }

  @Test func switchingAnInstalledConstraintToOptionalTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        Runtime.withNew { _ in
          let view = UIView()
          let width = view.widthAnchor.constraint(equalToConstant: 10)
          width.isActive = true
          width.priority = .defaultHigh
        }
      }
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("mutating a priority from required to not on an installed constraint"))
  }
}

@MainActor @Suite struct SimpleConstraintSolvingTests {
  /// An avatar and a name laid out with anchors, as a profile header does.
  @Test func edgesCentresAndSizesPlaceTheSubviewsInTheLayoutPass() {
    Runtime.withNew { runtime in
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
      let avatar = UIView()
      let name = UILabel()
      name.text = "Ada"
      for view in [avatar, name] {
        view.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(view)
      }
      let size = avatar.widthAnchor.constraint(equalToConstant: 56)
      NSLayoutConstraint.activate([
        avatar.leadingAnchor.constraint(equalTo: host.layoutMarginsGuide.leadingAnchor),
        avatar.centerYAnchor.constraint(equalTo: host.centerYAnchor),
        size,
        avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
        name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
        name.trailingAnchor.constraint(equalTo: host.layoutMarginsGuide.trailingAnchor),
        name.topAnchor.constraint(equalTo: avatar.topAnchor),
      ])
      #expect(avatar.frame == .zero)  // recorded, not yet solved
      showInWindow(host, runtime)
      // Margins 8: avatar x 8, centred on y 50 with side 56; the name from 8 + 56 + 12 = 76
      // to 300 - 8, as high as its text (ceil(17 × 1.2) = 21).
      #expect(avatar.frame == CGRect(x: 8, y: 22, width: 56, height: 56))
      #expect(name.frame == CGRect(x: 76, y: 22, width: 216, height: 21))

      size.constant = 40
      runtime.runTurn()
      #expect(avatar.frame == CGRect(x: 8, y: 30, width: 40, height: 40))
      #expect(name.frame.minX == 60)
    }
  }

  @Test func anOpenAxisKeepsTheFrameTheCodeSet() {
    Runtime.withNew { runtime in
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let child = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
      child.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(child)
      // Only an inequality on y: not used. x is fixed by two equalities.
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
        child.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -10),
        child.topAnchor.constraint(greaterThanOrEqualTo: host.topAnchor, constant: 50),
      ])
      showInWindow(host, runtime)
      #expect(child.frame == CGRect(x: 10, y: 6, width: 180, height: 8))
    }
  }

  @Test func aMultiplierScalesTheOtherSide() {
    Runtime.withNew { runtime in
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(child)
      NSLayoutConstraint.activate([
        child.widthAnchor.constraint(equalTo: host.widthAnchor, multiplier: 0.5, constant: 4),
        child.heightAnchor.constraint(equalToConstant: 10),
        child.centerXAnchor.constraint(equalTo: host.centerXAnchor),
        child.bottomAnchor.constraint(equalTo: host.bottomAnchor),
      ])
      showInWindow(host, runtime)
      // Width 200 × 0.5 + 4 = 104 centred on 100; bottom at 100.
      #expect(child.frame == CGRect(x: 48, y: 90, width: 104, height: 10))
    }
  }
}
