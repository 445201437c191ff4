import Testing

@testable import HeadlessUIKit

/// A controller that logs its appearance callbacks.
private class LoggingController: UIViewController {
  var log: [String] = []
  let name: String
  init(_ name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func viewWillAppear(_ animated: Bool) { log.append("\(name) willAppear") }
  override func viewDidAppear(_ animated: Bool) { log.append("\(name) didAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.append("\(name) willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.append("\(name) didDisappear") }
  var prepared: [String] = []
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    prepared.append(segue.identifier ?? "")
  }
}

/// A visible 320×480 window with `controller` as its root, after one turn.
@MainActor
@discardableResult
private func showRoot(_ controller: UIViewController, _ runtime: Runtime) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.rootViewController = controller
  window.makeKeyAndVisible()
  runtime.runTurn()
  return window
}

@MainActor @Suite struct PresentationTests {
  @Test func presentingPutsTheViewInTheWindowAndRunsTheCompletionAfterViewDidAppear() {
    Runtime.withNew { runtime in
      let root = LoggingController("root")
      let window = showRoot(root, runtime)
      let sheet = LoggingController("sheet")
      var completed = 0
      root.present(sheet, animated: true) {
        completed += 1
        sheet.log.append("completion")
      }
      #expect(root.presentedViewController === sheet)
      #expect(sheet.presentingViewController === root)
      #expect(sheet.view.superview === window)
      #expect(sheet.view.frame == window.bounds)
      #expect(sheet.log == ["sheet willAppear"])
      #expect(completed == 0)
      runtime.runTurn()
      #expect(completed == 1)
      #expect(sheet.log == ["sheet willAppear", "sheet didAppear", "completion"])
      // The presenter stays on screen (the default style is not full screen).
      #expect(!root.log.contains("root willDisappear"))
    }
  }

  @Test func presentingTwiceIsRefusedWithADiagnostic() {
    Runtime.withNew { runtime in
      let root = UIViewController()
      showRoot(root, runtime)
      let first = UIViewController()
      let second = UIViewController()
      var completed = false
      root.present(first, animated: false)
      root.present(second, animated: false) { completed = true }
      runtime.runTurn()
      #expect(root.presentedViewController === first)
      #expect(second.presentingViewController == nil)
      #expect(!completed)
      #expect(diagnostics(runtime).contains { $0.contains("is already presenting") })
    }
  }

  @Test func aControllerOutsideAWindowPresentsNothing() {
    Runtime.withNew { runtime in
      let root = UIViewController()
      root.loadViewIfNeeded()
      root.present(UIViewController(), animated: false)
      #expect(root.presentedViewController == nil)
      #expect(diagnostics(runtime).contains { $0.contains("is not in a window") })
    }
  }

  @Test func dismissingFromEitherEndRemovesThePresentedChain() {
    Runtime.withNew { runtime in
      let root = LoggingController("root")
      showRoot(root, runtime)
      let sheet = LoggingController("sheet")
      let top = LoggingController("top")
      root.present(sheet, animated: false)
      sheet.present(top, animated: false)
      runtime.runTurn()
      // Sent to the top controller (nothing above it), the dismissal goes to its presenter.
      top.dismiss(animated: true)
      #expect(sheet.presentedViewController == nil && root.presentedViewController === sheet)
      #expect(top.viewIfLoaded?.superview == nil)
      #expect(Array(top.log.suffix(2)) == ["top willDisappear", "top didDisappear"])
      sheet.present(top, animated: false)
      runtime.runTurn()
      var completed = 0
      // Sent to the root, it dismisses its child and everything above it.
      root.dismiss(animated: true) { completed += 1 }
      #expect(root.presentedViewController == nil && sheet.presentedViewController == nil)
      #expect(top.viewIfLoaded?.superview == nil && sheet.viewIfLoaded?.superview == nil)
      #expect(top.presentingViewController == nil && sheet.presentingViewController == nil)
      #expect(completed == 0)
      runtime.runTurn()
      #expect(completed == 1)
    }
  }

  @Test func segueRequestsAreRecordedAndPrepareIsNotCalled() {
    Runtime.withNew { runtime in
      let controller = LoggingController("c")
      controller.performSegue(withIdentifier: "Detail", sender: nil)
      #expect(controller.headlessRequestedSegues == ["Detail"])
      #expect(controller.prepared.isEmpty)
      #expect(diagnostics(runtime).contains { $0.contains("no storyboard") })
      var performed = false
      let segue = UIStoryboardSegue(
        identifier: "x", source: controller, destination: UIViewController()
      ) { performed = true }
      segue.perform()
      #expect(performed && segue.identifier == "x")
    }
  }
}

@MainActor @Suite struct AlertControllerTests {
  @Test func choosingAnActionDismissesThenRunsItsHandler() {
    Runtime.withNew { runtime in
      let root = UIViewController()
      showRoot(root, runtime)
      let alert = UIAlertController(title: "Delete?", message: "For ever", preferredStyle: .alert)
      var log: [String] = []
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(
        UIAlertAction(title: "Delete", style: .destructive) { action in
          log.append("\(action.title ?? "") presented=\(root.presentedViewController != nil)")
        })
      root.present(alert, animated: true)
      #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
      // The cancel button is shown last.
      #expect(alert.shownActions.map(\.title) == ["Delete", "Cancel"])
      #expect(alert.headlessChoose(title: "Delete"))
      #expect(log == ["Delete presented=false"])
      #expect(alert.presentingViewController == nil)
    }
  }

  @Test func aButtonOfTheAlertChoosesItsAction() {
    Runtime.withNew { runtime in
      let root = UIViewController()
      showRoot(root, runtime)
      let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      var chosen = 0
      alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in chosen += 1 })
      root.present(alert, animated: false)
      runtime.runTurn()
      let buttons = alert.view.subviews.flatMap(\.subviews).compactMap { $0 as? UIButton }
      #expect(buttons.map { $0.title(for: .normal) } == ["OK"])
      buttons.first?.sendActions(for: .touchUpInside)
      #expect(chosen == 1)
      #expect(root.presentedViewController == nil)
    }
  }

  @Test func misuseIsRefusedWithDiagnostics() {
    Runtime.withNew { runtime in
      let sheet = UIAlertController(title: "t", message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "A", style: .cancel))
      sheet.addAction(UIAlertAction(title: "B", style: .cancel))
      sheet.addTextField()
      #expect(sheet.actions.map(\.title) == ["A"])
      #expect(sheet.textFields == nil)
      #expect(diagnostics(runtime).count == 2)
      let disabled = UIAlertAction(title: "No", style: .default)
      disabled.isEnabled = false
      sheet.addAction(disabled)
      #expect(!sheet.headlessChoose(disabled))
      let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
      alert.addTextField { $0.placeholder = "Name" }
      #expect(alert.textFields?.map(\.placeholder) == ["Name"])
    }
  }

  @Test func onlyPopoverStylesHavePopoverSettings() {
    Runtime.withNew { _ in
      let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
      #expect(alert.popoverPresentationController == nil)
      let sheet = UIAlertController(title: "t", message: nil, preferredStyle: .actionSheet)
      let popover = sheet.popoverPresentationController
      #expect(popover != nil && popover === sheet.popoverPresentationController)
      popover?.permittedArrowDirections = [.up]
      #expect(sheet.popoverPresentationController?.permittedArrowDirections == .up)
    }
  }
}

/// A delegate that logs what the navigation controller shows.
private final class NavigationLog: UINavigationControllerDelegate {
  var shown: [String] = []
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) { shown.append(viewController.title ?? "") }
}

@MainActor @Suite struct ContainerControllerTests {
  @Test func pushAndPopShowTheTopControllerAndKeepTheRoot() {
    Runtime.withNew { runtime in
      let first = LoggingController("first")
      first.title = "first"
      let navigation = UINavigationController(rootViewController: first)
      let log = NavigationLog()
      navigation.delegate = log
      showRoot(navigation, runtime)
      #expect(first.log == ["first willAppear", "first didAppear"])
      #expect(first.navigationController === navigation)
      let second = LoggingController("second")
      second.title = "second"
      navigation.pushViewController(second, animated: true)
      #expect(navigation.topViewController === second)
      #expect(second.view.superview === navigation.view)
      #expect(second.view.frame == navigation.view.bounds)
      #expect(first.viewIfLoaded?.superview == nil)
      #expect(first.log.suffix(2) == ["first willDisappear", "first didDisappear"])
      #expect(navigation.popViewController(animated: true) === second)
      #expect(navigation.popViewController(animated: true) == nil)
      #expect(navigation.viewControllers.count == 1)
      #expect(second.navigationController == nil)
      #expect(log.shown == ["second", "first"])
    }
  }

  @Test func theTabBarControllerShowsTheSelectedTab() {
    Runtime.withNew { runtime in
      let tabs = UITabBarController()
      let a = UIViewController()
      let b = UIViewController()
      tabs.viewControllers = [a, b]
      showRoot(tabs, runtime)
      #expect(a.view.superview === tabs.view)
      tabs.selectedIndex = 1
      #expect(tabs.selectedViewController === b)
      #expect(b.view.superview === tabs.view && a.view.superview == nil)
      #expect(b.tabBarController === tabs)
      tabs.selectedIndex = 5
      #expect(tabs.selectedIndex == 1)
    }
  }

  @Test func theNavigationItemKeepsTitleAndButtons() {
    Runtime.withNew { _ in
      let controller = UIViewController()
      controller.title = "Inbox"
      #expect(controller.navigationItem.title == "Inbox")
      controller.navigationItem.title = "Mail"
      #expect(controller.navigationItem.title == "Mail")
      var taps = 0
      let item = UIBarButtonItem(primaryAction: UIAction(title: "Add") { _ in taps += 1 })
      controller.navigationItem.rightBarButtonItem = item
      #expect(controller.navigationItem.rightBarButtonItems?.count == 1)
      #expect(item.title == "Add")
      #expect(item.headlessTap() && taps == 1)
      item.isEnabled = false
      #expect(!item.headlessTap() && taps == 1)
      let system = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
      #expect(system.systemItem == .add && !system.headlessTap())
    }
  }
}

/// A table controller with three rows that logs selections.
private final class ThreeRows: UITableViewController {
  var selected: [Int] = []
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

@MainActor @Suite struct TableViewControllerTests {
  @Test func theSubclassFeedsItsTableAndHearsSelections() throws {
    try Runtime.withNew { runtime in
      let controller = ThreeRows(style: .plain)
      let window = showRoot(controller, runtime)
      #expect(controller.view === controller.tableView)
      #expect(
        controller.tableView.visibleCells.map { $0.textLabel?.text } == [
          "Row 0", "Row 1", "Row 2",
        ])
      runtime.perform(try .tap(at: CGPoint(x: 100, y: 44 + 22)), on: window)
      #expect(controller.selected == [1])
      #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
      controller.tableView.allowsSelection = false
      runtime.perform(try .tap(at: CGPoint(x: 100, y: 22)), on: window)
      #expect(controller.selected == [1])
      // Appearing again clears the selection (clearsSelectionOnViewWillAppear).
      controller.viewWillAppear(false)
      #expect(controller.tableView.indexPathForSelectedRow == nil)
    }
  }
}
