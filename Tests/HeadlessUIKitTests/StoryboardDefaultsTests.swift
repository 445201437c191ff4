import Testing

@testable import HeadlessUIKit

// Members real controllers and views written for storyboards use: a page view controller's
// `init()`, bar and search bar settings, and the Dynamic Type sizes (Docs/Semantics/UIKit.md
// §108).

@MainActor @Suite struct StoryboardDefaultsTests {
  final class Pages: UIPageViewController {
    var loaded = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      loaded += 1
    }
  }

  @Test func aPageViewControllerWithoutInitializersIsAHorizontalPageCurl() {
    // A subclass that declares no initializer inherits `init()`.
    let pages = Pages()
    #expect(pages.transitionStyle == .pageCurl)
    #expect(pages.navigationOrientation == .horizontal)
    #expect(pages.spineLocation == .min)
    _ = pages.view
    #expect(pages.loaded == 1)
    // The scrolling style stays what its initializer says.
    let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
    #expect(scroll.spineLocation == .none)
  }

  @Test func barItemInsetsAndSearchBarTranslucencyAreKept() {
    let item = UITabBarItem(title: "Home", image: nil, selectedImage: nil)
    #expect(item.imageInsets == .zero)
    item.imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
    let asBarItem: UIBarItem = item
    #expect(asBarItem.imageInsets.top == 6)
    #expect(asBarItem.imageInsets.bottom == -6)
    let bar = UISearchBar()
    #expect(bar.isTranslucent)
    bar.isTranslucent = false
    #expect(!bar.isTranslucent)
  }

  @Test func contentSizesAreOrderedAndOnlyTheLargestFiveAreAccessibilitySizes() {
    let sizes: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
      .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
      .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge,
    ]
    for (index, size) in sizes.enumerated() {
      #expect(size.isAccessibilityCategory == (index >= 7))
      #expect(size > .unspecified)
      if index > 0 {
        #expect(sizes[index - 1] < size)
        #expect(size >= sizes[index - 1])
        #expect(!(size <= sizes[index - 1]))
      }
    }
    #expect(UIContentSizeCategory.large <= .large)
    #expect(!(UIContentSizeCategory.large > .extraExtraLarge))
    // ScreenLab's one size is the default, no accessibility size.
    let size = UIView().traitCollection.preferredContentSizeCategory
    #expect(size == .large)
    #expect(!size.isAccessibilityCategory)
  }

  @Test func imagesDoNotAdjustToTheContentSizeUnlessAsked() {
    let image = UIImageView()
    let button = UIButton(type: .system)
    #expect(!image.adjustsImageSizeForAccessibilityContentSizeCategory)
    #expect(!button.adjustsImageSizeForAccessibilityContentSizeCategory)
    let adjusting: [any UIAccessibilityContentSizeCategoryImageAdjusting] = [image, button]
    for item in adjusting { item.adjustsImageSizeForAccessibilityContentSizeCategory = true }
    #expect(image.adjustsImageSizeForAccessibilityContentSizeCategory)
    #expect(button.adjustsImageSizeForAccessibilityContentSizeCategory)
  }

  final class Tabs: UITabBarController, UITabBarControllerDelegate {
    var told: [String] = []
    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      told.append(viewController.title ?? "")
    }
  }

  @Test func aTabBarControllersDelegateIsNotToldAboutSelectionsInCode() {
    let tabs = Tabs()
    tabs.delegate = tabs
    let first = UIViewController()
    first.title = "first"
    let second = UIViewController()
    second.title = "second"
    tabs.viewControllers = [first, second]
    tabs.selectedIndex = 1
    #expect(tabs.selectedViewController === second)
    #expect(tabs.told.isEmpty)
    // Unimplemented methods answer as UIKit does without them.
    let delegate: any UITabBarControllerDelegate = tabs
    #expect(delegate.tabBarController(tabs, shouldSelect: first))
    #expect(
      delegate.tabBarController(tabs, animationControllerForTransitionFrom: first, to: second)
        == nil)
    // Weak, as UIKit's.
    weak var gone: Tabs?
    do {
      let other = Tabs()
      tabs.delegate = other
      gone = other
    }
    #expect(gone == nil)
    #expect(tabs.delegate == nil)
  }

  final class Setting: UITableViewCell {}

  @Test func theOlderDequeueMakesACellOfTheRegisteredClass() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(table.dequeueReusableCell(withIdentifier: "setting") == nil)
    table.register(Setting.self, forCellReuseIdentifier: "setting")
    let cell = table.dequeueReusableCell(withIdentifier: "setting")
    #expect(cell is Setting)
    #expect(cell?.reuseIdentifier == "setting")
    // Another identifier with nothing registered still has none.
    #expect(table.dequeueReusableCell(withIdentifier: "other") == nil)
  }
}
