import Foundation
import Testing

@testable import HeadlessUIKit

/// A view written for a storyboard: its only initializer is `init?(coder:)`, which reads a key
/// and keeps its default when the archive has none.
private final class ArchivedBadge: UIView {
  var title = "default"
  var madeFromCoder = false

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    madeFromCoder = true
    if let stored = coder.decodeObject(forKey: "title") as? String { title = stored }
  }
}

/// A controller written for a storyboard (`init?(coder:)` only).
private final class ArchivedController: UIViewController {
  var loaded = false
  required init?(coder: NSCoder) { super.init(coder: coder) }
  override func viewDidLoad() {
    super.viewDidLoad()
    loaded = true
  }
}

/// A stack view subclass as Apple's SDK makes one write it: `init(coder:)` without `?`.
private final class RatingStack: UIStackView {
  var stars = 0
  required init(coder: NSCoder) {
    super.init(coder: coder)
    for _ in 0..<3 { addArrangedSubview(UIView()) }
    stars = arrangedSubviews.count
  }
}

/// A coder that is not ScreenLab's archive without values.
private final class OtherCoder: NSCoder {}

@MainActor @Suite struct EmptyArchiveTests {
  @Test func theArchiveHoldsNoValueForAnyKey() {
    let coder = EmptyArchiveCoder()
    #expect(coder.allowsKeyedCoding)
    #expect(!coder.containsValue(forKey: "UIFrame"))
    #expect(coder.decodeObject(forKey: "title") == nil)
    #expect(!coder.decodeBool(forKey: "UIOpaque"))
    #expect(coder.decodeInteger(forKey: "UITag") == 0)
    #expect(coder.decodeDouble(forKey: "UIAlpha") == 0)
    #expect(coder.decodeInt32(forKey: "a") == 0 && coder.decodeInt64(forKey: "b") == 0)
    #expect(coder.decodeFloat(forKey: "c") == 0)
  }

  @Test func aViewUnarchivedFromItHasTheDefaultsOfAZeroFrame() throws {
    try Runtime.withNew { _ in
      let badge = try #require(ArchivedBadge(coder: EmptyArchiveCoder()))
      #expect(badge.madeFromCoder)
      #expect(badge.title == "default")
      #expect(badge.frame == .zero)
      #expect(badge.isOpaque == UIView(frame: .zero).isOpaque)
      #expect(badge.layer.delegate === badge)
      #expect(badge.subviews.isEmpty && badge.alpha == 1 && !badge.isHidden)
    }
  }

  @Test func anyOtherCoderStillGivesNil() {
    Runtime.withNew { _ in
      #expect(ArchivedBadge(coder: OtherCoder()) == nil)
      #expect(ArchivedController(coder: OtherCoder()) == nil)
      #expect(UITableViewController(coder: OtherCoder()) == nil)
      #expect(UICollectionView(coder: EmptyArchiveCoder()) == nil)
    }
  }

  @Test func aControllerUnarchivedFromItLoadsItsViewAsAnyOther() throws {
    try Runtime.withNew { _ in
      let controller = try #require(ArchivedController(coder: EmptyArchiveCoder()))
      #expect(!controller.isViewLoaded)
      _ = controller.view
      #expect(controller.loaded)
      let table = try #require(UITableViewController(coder: EmptyArchiveCoder()))
      #expect(table.tableView.style == .plain)
      let navigation = try #require(UINavigationController(coder: EmptyArchiveCoder()))
      #expect(navigation.viewControllers.isEmpty)
    }
  }

  @Test func aStackViewsInitWithCoderIsNotFailable() {
    Runtime.withNew { _ in
      // `RatingStack(coder:)` is no optional: UIKit's `init(coder: NSCoder)` has no `?`.
      let stack: RatingStack = RatingStack(coder: EmptyArchiveCoder())
      #expect(stack.stars == 3)
      #expect(stack.axis == .horizontal && stack.frame == .zero)
    }
  }
}
