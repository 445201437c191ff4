import Foundation
import HeadlessQuartzCore
import Testing

@testable import HeadlessUIKit

/// A scroll view delegate that zooms a 200 × 100 content view.
private final class ContentZoomer: UIScrollViewDelegate {
  let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
  func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
}

/// A presentation subclass overriding the content-container members, as custom presentations do.
private final class SizedPresentation: UIPresentationController {
  var childChanges = 0
  override func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    childChanges += 1
  }
}

@MainActor @Suite struct UIKitBreadth9Tests {
  @Test func zoomToARectFitsTheRectAndCentresIt() {
    Runtime.withNew { _ in
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      scroll.maximumZoomScale = 8
      // Without a view for zooming nothing happens.
      scroll.zoom(to: CGRect(x: 0, y: 0, width: 25, height: 25), animated: false)
      #expect(scroll.zoomScale == 1 && scroll.contentOffset == .zero)
      let zoomer = ContentZoomer()
      scroll.delegate = zoomer
      // 50 × 25 fits 100 × 100 at scale 2 (the width limits it); its centre (75, 37.5) becomes
      // (150, 75), shown at the middle of the bounds: offset (100, 25).
      scroll.zoom(to: CGRect(x: 50, y: 25, width: 50, height: 25), animated: true)
      #expect(scroll.zoomScale == 2)
      #expect(zoomer.content.transform == CGAffineTransform(scaleX: 2, y: 2))
      #expect(scroll.contentOffset == CGPoint(x: 100, y: 25))
      // A rectangle needing scale 10 is clamped to 8; the offset stays within the 1600 × 800
      // zoomed content.
      scroll.zoom(to: CGRect(x: 190, y: 90, width: 10, height: 10), animated: false)
      #expect(scroll.zoomScale == 8)
      #expect(scroll.contentOffset == CGPoint(x: 1500, y: 700))
    }
  }

  @Test func barImagesAndTitleAttributesAreKeptPerPositionMetricsAndState() {
    Runtime.withNew { _ in
      let image = UIImage()
      let toolbar = UIToolbar()
      toolbar.setBackgroundImage(image, forToolbarPosition: .any, barMetrics: .default)
      #expect(toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) === image)
      #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) == nil)
      #expect(toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .compact) == nil)
      toolbar.setShadowImage(image, forToolbarPosition: .any)
      #expect(toolbar.shadowImage(forToolbarPosition: .any) === image)
      #expect(toolbar.shadowImage(forToolbarPosition: .top) == nil)
      let bar = UINavigationBar()
      bar.setBackgroundImage(image, for: .default)
      bar.shadowImage = image
      #expect(bar.backgroundImage(for: .default) === image)
      #expect(bar.backgroundImage(for: .any, barMetrics: .default) === image)
      #expect(bar.backgroundImage(for: .topAttached, barMetrics: .default) == nil)
      bar.setBackgroundImage(nil, for: .default)
      #expect(bar.backgroundImage(for: .default) == nil)
      #expect(UIBarMetrics.defaultPrompt.rawValue == 101 && UIBarPosition.topAttached.rawValue == 3)

      let item = UITabBarItem(title: "Home", image: nil, tag: 0)
      item.setTitleTextAttributes([.kern: 2], for: .selected)
      #expect(item.titleTextAttributes(for: .selected)?[.kern] as? Int == 2)
      #expect(item.titleTextAttributes(for: .normal) == nil)
      let button = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
      button.setTitleTextAttributes([.kern: 1], for: .normal)
      #expect(button.titleTextAttributes(for: .normal)?[.kern] as? Int == 1)
      button.setTitleTextAttributes(nil, for: .normal)
      #expect(button.titleTextAttributes(for: .normal) == nil)
    }
  }

  @Test func anEmptyTraitCollectionAndTheTextColours() {
    let empty = UITraitCollection()
    #expect(empty.userInterfaceStyle == .unspecified)
    #expect(empty.horizontalSizeClass == .unspecified && empty.verticalSizeClass == .unspecified)
    #expect(empty.displayScale == 0)
    #expect(UITraitCollection.current.userInterfaceStyle == .light)
    #expect(UIColor.darkText.cgColor.components == [0, 1])
    #expect(UIColor.lightText.cgColor.components == [1, 0.6])
  }

  /// The untyped literal is what the test is about (real code writes it).
  @Test func literalsWithoutAContextualTypeAreUIKitTypes() {
    Runtime.withNew { _ in
      // swift-format-ignore: NoPlaygroundLiterals
      let color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
      #expect(type(of: color) == UIColor.self)
      #expect(color.cgColor.components == [1, 0.5, 0, 1])
      #expect(_ImageLiteralType.self == UIImage.self)
    }
  }

  @Test func aPresentationIsAContentContainerWithANonOptionalPresenter() {
    Runtime.withNew { _ in
      let presenter = UIViewController()
      let presented = UIViewController()
      presented.preferredContentSize = CGSize(width: 320, height: 200)
      let presentation = SizedPresentation(
        presentedViewController: presented, presenting: presenter)
      let presenting: UIViewController = presentation.presentingViewController
      #expect(presenting === presenter)
      let container: any UIContentContainer = presentation
      #expect(container.preferredContentSize == CGSize(width: 320, height: 200))
      container.preferredContentSizeDidChange(forChildContentContainer: presented)
      #expect(presentation.childChanges == 1)
      #expect(
        container.size(
          forChildContentContainer: presented,
          withParentContainerSize: CGSize(width: 10, height: 20)) == CGSize(width: 10, height: 20))
    }
  }

  @Test func animationKeyPathsReachNestedAnimationsLayersAndDictionaries() {
    Runtime.withNew { _ in
      let animation = CABasicAnimation(keyPath: "opacity")
      let layer = CALayer()
      layer.opacity = 0.25
      animation.setValue(layer, forKey: "animationLayer")
      #expect(animation.value(forKeyPath: "animationLayer") as? CALayer === layer)
      // A layer boxes its numbers as CGFloat (CALayer.value(forKeyPath:)).
      #expect(animation.value(forKeyPath: "animationLayer.opacity") as? CGFloat == 0.25)
      animation.setValue(["name": "fade"], forKey: "info")
      #expect(animation.value(forKeyPath: "info.name") as? String == "fade")
      #expect(animation.value(forKeyPath: "info.missing") == nil)
      #expect(animation.value(forKeyPath: "nothing.here") == nil)
      let inner = CABasicAnimation(keyPath: "position")
      animation.setValue(inner, forKeyPath: "inner")
      animation.setValue(3, forKeyPath: "inner.count")
      #expect(inner.value(forKey: "count") as? Int == 3)
    }
  }
}
