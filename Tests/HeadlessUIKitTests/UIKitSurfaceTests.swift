import Foundation
import HeadlessUIKit
import Testing

/// Records what a tab bar controller's children saw in their appearance calls.
final class MovingController: UIViewController {
  var seen: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    seen.append("willAppear moving=\(isMovingToParent)")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    seen.append("willDisappear moving=\(isMovingFromParent) dismissed=\(isBeingDismissed)")
  }
}

/// Counts the delegate calls of a tab bar.
final class TabLog: UITabBarDelegate {
  var selected: [String] = []
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    selected.append(item.title ?? "")
  }
}

@MainActor @Suite struct UIKitSurfaceTests {
  @Test func aPushedControllerIsMovingToItsParentAndAPoppedOneFromIt() {
    Runtime.withNew { runtime in
      let root = MovingController()
      let pushed = MovingController()
      let navigation = UINavigationController(rootViewController: root)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      runtime.runTurn()
      navigation.pushViewController(pushed, animated: false)
      #expect(pushed.seen == ["willAppear moving=true"])
      #expect(root.seen.last == "willDisappear moving=false dismissed=false")
      runtime.runTurn()
      // After viewDidAppear the push is over.
      #expect(!pushed.isMovingToParent)
      navigation.popViewController(animated: false)
      #expect(pushed.seen.last == "willDisappear moving=true dismissed=false")
      #expect(root.seen.last == "willAppear moving=false")
      #expect(!pushed.isMovingFromParent)
    }
  }

  @Test func aDismissedControllerIsBeingDismissedInItsDisappearanceCalls() {
    Runtime.withNew { runtime in
      let base = UIViewController()
      let shown = MovingController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = base
      window.makeKeyAndVisible()
      runtime.runTurn()
      base.present(shown, animated: false)
      runtime.runTurn()
      #expect(!shown.isBeingDismissed)
      base.dismiss(animated: false)
      #expect(shown.seen.last == "willDisappear moving=false dismissed=true")
      #expect(!shown.isBeingDismissed)
    }
  }

  @Test func aTabBarControllersBarListsItsControllersItems() {
    Runtime.withNew { _ in
      let first = UIViewController()
      first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 1)
      let second = UIViewController()
      second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 2)
      let tabs = UITabBarController()
      tabs.viewControllers = [first, second]
      #expect(tabs.tabBar.items?.map(\.tag) == [1, 2])
      #expect(tabs.tabBar.selectedItem?.tag == 1)
      tabs.selectedIndex = 1
      #expect(tabs.tabBar.selectedItem?.tag == 2)
      let bar = UITabBar()
      let log = TabLog()
      bar.delegate = log
      #expect(bar.items == nil && bar.selectedItem == nil)
      bar.setItems([UITabBarItem(title: "A", image: nil, tag: 0)], animated: true)
      bar.selectedItem = bar.items?.first
      // Selecting in code does not tell the delegate.
      #expect(log.selected.isEmpty && bar.selectedItem?.title == "A")
      #expect(bar.itemPositioning == .automatic)
    }
  }

  @Test func touchesAreFingersWithoutForceOnADeviceWithout3DTouch() throws {
    try Runtime.withNew { runtime in
      let view = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let window = showInWindow(view, runtime)
      runtime.perform(try .tap(at: CGPoint(x: 10, y: 20)), on: window)
      let touch = try #require(view.touches.first)
      #expect(touch.type == .direct && touch.force == 0 && touch.maximumPossibleForce == 0)
      #expect(touch.preciseLocation(in: view) == touch.location(in: view))
      #expect(view.traitCollection.forceTouchCapability == .unavailable)
    }
  }

  @Test func aTextViewScrollsToShowTheLineEndingARange() {
    Runtime.withNew { runtime in
      let text = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
      text.font = UIFont.systemFont(ofSize: 17)
      text.text = (1...20).map { "line \($0)" }.joined(separator: "\n")
      let window = showInWindow(text, runtime)
      #expect(text.contentOffset.y == 0)
      let last = (text.text as NSString).range(of: "line 20")
      text.scrollRangeToVisible(last)
      // The end of the text is at the bottom: the offset is the content's end.
      #expect(text.contentOffset.y == text.contentSize.height - 60 - 8)
      // Back up: the least scrolling shows the first line, whose top is below the 8-point
      // inset.
      text.scrollRangeToVisible(NSRange(location: 0, length: 1))
      #expect(text.contentOffset.y == 8)
      #expect(text.dataDetectorTypes.isEmpty && text.keyboardAppearance == .default)
      withExtendedLifetime(window) {}
    }
  }

  @Test func aSearchBarKeepsItsTextTraitsAndAControllerItsTablesRefreshControl() {
    Runtime.withNew { _ in
      let bar = UISearchBar()
      #expect(bar.autocapitalizationType == .none && bar.autocorrectionType == .default)
      bar.autocorrectionType = .no
      #expect(bar.autocorrectionType == .no)
      let controller = UITableViewController(style: .plain)
      let refresh = UIRefreshControl()
      controller.refreshControl = refresh
      #expect(controller.tableView.refreshControl === refresh)
      let popped = UIViewController()
      popped.modalPresentationStyle = .popover
      var watcher: PopoverWatcher? = PopoverWatcher()
      popped.popoverPresentationController?.delegate = watcher
      #expect(popped.popoverPresentationController?.delegate === watcher)
      watcher = nil
      #expect(popped.popoverPresentationController?.delegate == nil)
    }
  }
}

/// Records the touches that began on it.
final class TouchRecorder: UIView {
  var touches: [UITouch] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    self.touches.append(contentsOf: touches)
  }
}

/// A popover delegate that keeps every default.
final class PopoverWatcher: UIPopoverPresentationControllerDelegate {}

/// A controller that sizes its children to half its width and records trait transitions.
final class HalvingContainer: UIViewController {
  var transitions = 0

  override func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { CGSize(width: parentSize.width / 2, height: parentSize.height) }

  override func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) { transitions += 1 }
}

@MainActor @Suite struct ContentContainerTests {
  @Test func everyControllerIsAContentContainerSizingItsChildrenToItsOwnSize() {
    Runtime.withNew { _ in
      let plain = UIViewController()
      let child: any UIContentContainer = UIViewController()
      let parentSize = CGSize(width: 320, height: 480)
      #expect(
        plain.size(forChildContentContainer: child, withParentContainerSize: parentSize)
          == parentSize)
      let container: any UIContentContainer = HalvingContainer()
      #expect(
        container.size(forChildContentContainer: child, withParentContainerSize: parentSize)
          == CGSize(width: 160, height: 480))
      #expect(container.preferredContentSize == .zero)
      // An action's closure has UIKit's handler type.
      let handler: UIActionHandler = { _ in }
      #expect(UIAction(title: "A", handler: handler).title == "A")
    }
  }
}
