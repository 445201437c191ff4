import Foundation
import Testing

@testable import HeadlessUIKit

/// Pages numbered 0…2, with a log of the delegate's calls.
private final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let pages = (0..<3).map { index -> UIViewController in
    let page = UIViewController()
    page.title = "page \(index)"
    return page
  }
  var log: [String] = []

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else {
      return nil
    }
    return pages[index + 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    log.append("will \(pendingViewControllers.first?.title ?? "")")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    log.append("did from \(previousViewControllers.first?.title ?? "") \(completed)")
  }
}

/// Counts the delegate's start and stop calls.
private final class TransitionWatcher: CAAnimationDelegate {
  var log: [String] = []
  func animationDidStart(_ anim: CAAnimation) { log.append("start") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
}

@MainActor @Suite struct UIKitBreadth3Tests {
  @Test func aSwipeTurnsThePageAndTellsTheDelegateCodeDoesNot() throws {
    try Runtime.withNew { runtime in
      let source = Pages()
      let pager = UIPageViewController(
        transitionStyle: .scroll, navigationOrientation: .horizontal,
        options: [.interPageSpacing: 8])
      #expect(pager.spineLocation == .none && pager.headlessInterPageSpacing == 8)
      pager.dataSource = source
      pager.delegate = source
      var completions: [Bool] = []
      pager.setViewControllers([source.pages[0]], direction: .forward, animated: false) {
        completions.append($0)
      }
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 480))
      window.rootViewController = pager
      window.makeKeyAndVisible()
      runtime.runTurn()
      #expect(completions == [true] && source.log.isEmpty)
      #expect(pager.children.first === source.pages[0])
      #expect(source.pages[0].view.frame == CGRect(x: 0, y: 0, width: 300, height: 480))
      runtime.perform(
        try .drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.2),
        on: window)
      #expect(pager.viewControllers?.first === source.pages[1])
      #expect(source.log == ["will page 1", "did from page 0 true"])
      #expect(source.pages[0].parent == nil && source.pages[0].viewIfLoaded?.superview == nil)
      // A short drag does not turn; at the first page there is nothing before.
      runtime.perform(
        try .drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 150, y: 200), duration: 0.2),
        on: window)
      #expect(pager.viewControllers?.first === source.pages[1])
      #expect(pager.headlessTurnPage(.reverse) && !pager.headlessTurnPage(.reverse))
      #expect(
        UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
          .spineLocation == .min)
    }
  }

  @Test func aTransitionRunsItsTimingAndAnEmitterKeepsItsCells() {
    Runtime.withNew { runtime in
      let layer = CALayer()
      let watcher = TransitionWatcher()
      let transition = CATransition()
      #expect(transition.type == .fade && transition.subtype == nil && transition.endProgress == 1)
      transition.type = .push
      transition.subtype = .fromRight
      transition.duration = 0.3
      transition.delegate = watcher
      layer.add(transition, forKey: kCATransition)
      let added = layer.animation(forKey: "transition") as? CATransition
      #expect(added?.type == .push && added?.subtype == .fromRight)
      runtime.advance(by: 0.5)
      #expect(watcher.log == ["start", "stop true"])
      #expect(layer.animation(forKey: "transition") == nil)

      let emitter = CAEmitterLayer()
      #expect(
        emitter.emitterShape == .point && emitter.birthRate == 1 && emitter.renderMode == .unordered
      )
      let spark = CAEmitterCell()
      spark.birthRate = 20
      let smoke = CAEmitterCell()
      smoke.birthRate = 5
      smoke.isEnabled = false
      emitter.emitterCells = [spark, smoke]
      emitter.birthRate = 2
      emitter.emitterPosition = CGPoint(x: 50, y: 10)
      #expect(emitter.particlesPerSecond == 40)
      let copy = CAEmitterLayer(layer: emitter)
      #expect(copy.emitterCells?.count == 2 && copy.emitterPosition == CGPoint(x: 50, y: 10))
      #expect(spark.scale == 1 && spark.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    }
  }

  @Test func fontDescriptorsCarryTraitsAndMetricsScaleByOne() throws {
    try Runtime.withNew { _ in
      let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
      #expect(body.pointSize == 17)
      let bold = try #require(body.withSymbolicTraits([.traitBold, .traitItalic]))
      let font = UIFont(descriptor: bold, size: 0)
      #expect(font.pointSize == 17 && font.weight >= .bold && font.fontName.hasSuffix("Italic"))
      let rounded = UIFont(descriptor: try #require(body.withDesign(.rounded)), size: 20)
      #expect(rounded.fontName.hasPrefix(".SFUI-Rounded") && rounded.pointSize == 20)
      #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitBold))
      #expect(
        UIFont(descriptor: UIFontDescriptor(name: "Avenir", size: 14), size: 0).fontName == "Avenir"
      )
      let metrics = UIFontMetrics(forTextStyle: .title1)
      let big = UIFont.systemFont(ofSize: 30)
      #expect(metrics.scaledFont(for: big) == big)
      #expect(metrics.scaledFont(for: big, maximumPointSize: 24).pointSize == 24)
      #expect(UIFontMetrics.default.scaledValue(for: 12) == 12)
    }
  }
}

/// Records what a search controller asks and tells.
private final class SearchLog: UISearchResultsUpdating, UISearchControllerDelegate,
  UISearchBarDelegate
{
  var log: [String] = []
  func updateSearchResults(for searchController: UISearchController) {
    log.append("update \(searchController.searchBar.text ?? "")")
  }
  func willPresentSearchController(_ searchController: UISearchController) { log.append("will") }
  func didDismissSearchController(_ searchController: UISearchController) {
    log.append("dismissed")
  }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    log.append("text \(searchText)")
  }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
}

extension UIKitBreadth3Tests {
  @Test func typingInTheSearchBarActivatesTheSearchAndAsksForResults() {
    Runtime.withNew { runtime in
      let host = UIViewController()
      let search = UISearchController(searchResultsController: nil)
      let log = SearchLog()
      search.searchResultsUpdater = log
      search.delegate = log
      search.searchBar.delegate = log
      host.navigationItem.searchController = search
      host.definesPresentationContext = true
      host.view.addSubview(search.searchBar)
      _ = showInWindow(host.view, runtime)
      search.searchBar.text = "code"
      #expect(log.log.isEmpty && !search.isActive)
      search.searchBar.text = ""
      search.searchBar.searchTextField.becomeFirstResponder()
      #expect(search.isActive && search.searchBar.showsCancelButton)
      search.searchBar.searchTextField.insertText("a")
      search.searchBar.searchTextField.insertText("\n")
      #expect(log.log == ["will", "update ", "text a", "update a", "search"])
      search.searchBar.headlessTapCancel()
      #expect(!search.isActive && log.log.last == "dismissed")
      #expect(
        search.obscuresBackgroundDuringPresentation
          && host.navigationItem.hidesSearchBarWhenScrolling)
    }
  }
}
