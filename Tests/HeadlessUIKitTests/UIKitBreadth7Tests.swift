import Foundation
import Testing

@testable import HeadlessUIKit

/// A list whose rows can be deleted by a trailing swipe, as table tutorials write it.
private final class DeletableList: UITableViewController {
  var items = ["a", "b", "c"]
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }
  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
      self.items.remove(at: indexPath.row)
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
}

/// A view that keeps a badge through an associated object, as extensions do.
private final class BadgeHost: UIView {}

private nonisolated(unsafe) var badgeKey: UInt8 = 0

extension BadgeHost {
  var badge: String? {
    get { objc_getAssociatedObject(self, &badgeKey) as? String }
    set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
  }
}

@MainActor @Suite struct UIKitBreadth7Tests {
  @Test func aSwipeActionRunsItsHandlerAndSaysWhetherItWasPerformed() {
    Runtime.withNew { runtime in
      let list = DeletableList(style: .plain)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = list
      window.makeKeyAndVisible()
      runtime.runTurn()
      let row = IndexPath(row: 1, section: 0)
      #expect(list.tableView.headlessPerformSwipeAction(at: row, trailing: false) == nil)
      #expect(list.tableView.headlessPerformSwipeAction(at: row, trailing: true, index: 1) == nil)
      #expect(list.tableView.headlessPerformSwipeAction(at: row, trailing: true) == true)
      #expect(list.items == ["a", "c"])
      let normal = UIContextualAction(style: .normal, title: "Flag") { _, _, _ in }
      #expect(normal.backgroundColor == .systemGray)
      normal.backgroundColor = .orange
      #expect(normal.backgroundColor == .orange)
      #expect(UISwipeActionsConfiguration(actions: [normal]).performsFirstActionWithFullSwipe)
    }
  }

  @Test func associatedObjectsGiveAnExtensionAStoredValuePerObject() {
    Runtime.withNew { _ in
      let first = BadgeHost()
      let second = BadgeHost()
      #expect(first.badge == nil)
      first.badge = "3"
      #expect(first.badge == "3" && second.badge == nil)
      first.badge = nil
      #expect(first.badge == nil)
      var owner: UIView? = UIView()
      var target: UIView? = UIView()
      objc_setAssociatedObject(owner!, &badgeKey, target!, .OBJC_ASSOCIATION_ASSIGN)
      #expect(objc_getAssociatedObject(owner!, &badgeKey) as? UIView === target)
      target = nil
      #expect(objc_getAssociatedObject(owner!, &badgeKey) == nil)
      objc_setAssociatedObject(owner!, &badgeKey, "kept", .OBJC_ASSOCIATION_COPY)
      objc_removeAssociatedObjects(owner!)
      #expect(objc_getAssociatedObject(owner!, &badgeKey) == nil)
      owner = nil
    }
  }

  @Test func aLayersCornerCurveIsKeptUnderItsKey() {
    let layer = CALayer()
    #expect(layer.cornerCurve == .circular)
    layer.cornerCurve = .continuous
    #expect(layer.cornerCurve == .continuous)
    #expect(layer.value(forKey: "cornerCurve") as? String == "continuous")
  }
}

/// A controller that asks for light content and a hidden status bar.
private final class DarkScreen: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
  override var prefersStatusBarHidden: Bool { true }
}

extension UIKitBreadth7Tests {
  @Test func theStatusBarManagerReportsTheKeyWindowsRootController() throws {
    try Runtime.withNew { runtime in
      let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
      let session = UISceneSession(headlessConfiguration: configuration, identifier: "s")
      let scene = UIWindowScene(session: session, connectionOptions: .init())
      let manager = try #require(scene.statusBarManager)
      #expect(manager.statusBarStyle == .default && !manager.isStatusBarHidden)
      let window = UIWindow(windowScene: scene)
      window.rootViewController = DarkScreen()
      window.makeKeyAndVisible()
      runtime.runTurn()
      #expect(manager.statusBarStyle == .lightContent && manager.isStatusBarHidden)
      #expect(manager.statusBarFrame == .zero)
    }
  }
}
