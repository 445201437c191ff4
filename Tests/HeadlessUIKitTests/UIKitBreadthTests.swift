import Foundation
import Testing

@testable import HeadlessUIKit

/// A controller that overrides what UIKit apps commonly override (Docs/Semantics/UIKit.md
/// §62): it compiles only if each member exists and is `open`.
private final class SettingsController: UIViewController {
  var style: UIStatusBarStyle = .lightContent
  var hidden = true
  var editingChanges: [Bool] = []
  var traitChanges: [UIUserInterfaceStyle?] = []
  var safeAreaChanges = 0

  override var preferredStatusBarStyle: UIStatusBarStyle { style }
  override var prefersStatusBarHidden: Bool { hidden }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
  override var prefersHomeIndicatorAutoHidden: Bool { true }
  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in })
  }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    traitChanges.append(previousTraitCollection?.userInterfaceStyle)
  }
  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    safeAreaChanges += 1
  }
  override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange() }
  override func updateViewConstraints() { super.updateViewConstraints() }
  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    editingChanges.append(editing)
  }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    super.pressesBegan(presses, with: event)
  }
  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    super.motionEnded(motion, with: event)
  }
  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { nil }
}

/// A container that hands the status bar to its child.
private final class ContainerController: UIViewController {
  let child = SettingsController()
  override var childForStatusBarStyle: UIViewController? { child }
  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
}

/// A view that counts its trait changes.
private final class ThemedView: UIView {
  var changes: [UIUserInterfaceStyle] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    changes.append(traitCollection.userInterfaceStyle)
  }
}

@MainActor @Suite struct UIKitBreadthTests {
  @Test func theStatusBarIsReadFromTheRootThroughItsChildForStatusBarStyle() {
    Runtime.withNew { runtime in
      let container = ContainerController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = container
      window.makeKeyAndVisible()
      runtime.runTurn()
      #expect(container.headlessStatusBarAppearance == nil)
      #expect(container.preferredStatusBarStyle == .default)
      #expect(container.supportedInterfaceOrientations == .allButUpsideDown)
      container.child.setNeedsStatusBarAppearanceUpdate()
      // The style comes from the child, the visibility from the root (no childForStatusBarHidden).
      #expect(container.headlessStatusBarAppearance?.style == .lightContent)
      #expect(container.headlessStatusBarAppearance?.hidden == false)
      container.child.style = .darkContent
      container.setNeedsStatusBarAppearanceUpdate()
      #expect(container.headlessStatusBarAppearance?.style == .darkContent)
      #expect(UIInterfaceOrientationMask.allButUpsideDown.contains(.landscapeLeft))
      #expect(!UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
      #expect(UIInterfaceOrientationMask.all.rawValue == 30)
    }
  }

  @Test func theEditButtonTogglesEditingAndItsTitle() {
    Runtime.withNew { _ in
      let controller = SettingsController()
      let button = controller.editButtonItem
      #expect(button === controller.editButtonItem)
      #expect(button.title == "Edit" && button.style == .plain && !controller.isEditing)
      button.headlessTap()
      #expect(controller.isEditing && button.title == "Done" && button.style == .done)
      controller.isEditing = false
      #expect(button.title == "Edit")
      #expect(controller.editingChanges == [true, false])
    }
  }

  @Test func overridingTheInterfaceStyleChangesTheTraitsOfTheTreeBelow() {
    Runtime.withNew { _ in
      let controller = SettingsController()
      let child = ThemedView()
      let pinned = ThemedView()
      pinned.overrideUserInterfaceStyle = .light
      controller.view.addSubview(child)
      controller.view.addSubview(pinned)
      #expect(child.traitCollection.userInterfaceStyle == .light)
      controller.overrideUserInterfaceStyle = .dark
      #expect(child.traitCollection.userInterfaceStyle == .dark)
      #expect(controller.traitCollection.userInterfaceStyle == .dark)
      #expect(pinned.traitCollection.userInterfaceStyle == .light)
      #expect(child.changes == [.dark] && pinned.changes.isEmpty)
      #expect(controller.traitChanges == [.light])
      controller.overrideUserInterfaceStyle = .dark
      #expect(child.changes == [.dark])
      controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
      controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
      #expect(controller.safeAreaChanges == 1)
    }
  }

  @Test func autoresizingSharesTheSizeChangeAmongTheFlexibleParts() {
    Runtime.withNew { _ in
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
      fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let pinnedRight = UIView(frame: CGRect(x: 150, y: 0, width: 40, height: 20))
      pinnedRight.autoresizingMask = [.flexibleLeftMargin]
      let centred = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 20))
      centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
      let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
      for view in [fill, pinnedRight, centred, fixed] { parent.addSubview(view) }
      parent.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
      #expect(fill.frame == CGRect(x: 10, y: 10, width: 280, height: 130))
      #expect(pinnedRight.frame == CGRect(x: 250, y: 0, width: 40, height: 20))
      #expect(centred.frame == CGRect(x: 100, y: 40, width: 100, height: 20))
      #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
      parent.autoresizesSubviews = false
      parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      #expect(fill.frame.width == 280)
    }
  }

  @Test func barAppearancesConfigureTheirBackgroundsAndCopy() {
    Runtime.withNew { _ in
      let appearance = UINavigationBarAppearance()
      #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
      #expect(appearance.shadowColor != nil && appearance.backgroundColor == nil)
      appearance.configureWithOpaqueBackground()
      #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
      appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
      let copy = appearance.copy()
      appearance.configureWithTransparentBackground()
      #expect(appearance.shadowColor == nil && appearance.backgroundColor == nil)
      #expect(copy.backgroundColor == .systemBackground)
      #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .white)
      let bar = UINavigationBar()
      #expect(bar.barStyle == .default && bar.scrollEdgeAppearance == nil)
      bar.scrollEdgeAppearance = copy
      let tabs = UITabBarController()
      let tab = UIViewController()
      tab.title = "Feed"
      #expect(tab.tabBarItem.title == "Feed")
      tab.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
      #expect(tab.tabBarItem.systemItem == .favorites && tab.tabBarItem.tag == 3)
      tabs.tabBar.standardAppearance.stackedLayoutAppearance.selected.iconColor = .systemRed
      #expect(tabs.tabBar.standardAppearance.stackedLayoutAppearance.normal.iconColor == nil)
    }
  }

  @Test func theDeviceIsAnUprightPhoneAndEventsKeepTheirKind() {
    Runtime.withNew { _ in
      let device = UIDevice.current
      #expect(device.userInterfaceIdiom == .phone && device.orientation == .portrait)
      #expect(device.systemName == "iOS" && device.batteryLevel == -1)
      device.isBatteryMonitoringEnabled = true
      #expect(device.batteryState == .full)
      device.isBatteryMonitoringEnabled = false
      #expect(
        UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation
      )
      let press = UIPress(phase: .began, type: .select, timestamp: 1, force: 1)
      let event = UIPressesEvent(timestamp: 1, presses: [press])
      #expect(event.type == .presses && event.allTouches == nil && event.allPresses == [press])
      #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
      #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
      #expect(!UIAccessibility.isReduceMotionEnabled)
      let view = UIView()
      #expect(!view.isAccessibilityElement && view.accessibilityTraits == .none)
      view.accessibilityTraits = [.button, .selected]
      #expect(view.accessibilityTraits.rawValue == 9)
    }
  }
}
