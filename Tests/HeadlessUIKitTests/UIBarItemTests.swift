import Foundation
import Testing

@testable import HeadlessUIKit

/// A bar button item subclass that counts title writes through the inherited property.
private final class CountingItem: UIBarButtonItem {
  var titleWrites = 0
  override var title: String? {
    didSet { titleWrites += 1 }
  }
}

/// Bar button items and tab bar items share one base, as UIKit's `UIBarItem` (UIKit.md §101).
@MainActor
@Suite struct UIBarItemTests {
  @Test func bothItemKindsAreBarItemsWithUIKitsDefaults() {
    let items: [UIBarItem] = [
      UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil),
      UITabBarItem(title: "Home", image: nil, tag: 3),
    ]
    #expect(items.map(\.title) == ["Save", "Home"])
    #expect(items.map(\.tag) == [0, 3])
    #expect(items.allSatisfy { $0.isEnabled })
    #expect(items.allSatisfy { $0.image == nil })
  }

  @Test func attributesSetThroughTheBaseAreReadThroughEachKind() {
    let button = UIBarButtonItem()
    let tab = UITabBarItem()
    for item in [button, tab] as [UIBarItem] {
      item.setTitleTextAttributes([.kern: 2.0], for: .normal)
      item.isEnabled = false
      item.tag = 7
    }
    #expect(button.titleTextAttributes(for: .normal)?[.kern] as? Double == 2.0)
    #expect(tab.titleTextAttributes(for: .normal)?[.kern] as? Double == 2.0)
    #expect(button.titleTextAttributes(for: .highlighted) == nil)
    #expect(!button.isEnabled && !tab.isEnabled)
    #expect(button.tag == 7 && tab.tag == 7)
    tab.setTitleTextAttributes(nil, for: .normal)
    #expect(tab.titleTextAttributes(for: .normal) == nil)
  }

  @Test func aSubclassOverridesTheInheritedTitle() {
    let item = CountingItem(title: "One", style: .plain, target: nil, action: nil)
    let base: UIBarItem = item
    base.title = "Two"
    #expect(item.title == "Two")
    #expect(item.titleWrites == 2)
  }
}
