import Foundation
import ScreenLabTestSupport
import Testing

@testable import HeadlessUIKit

/// A scene delegate as Xcode's template writes one.
private final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var connections = 0
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    connections += 1
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
  }
}

/// A view that can take focus.
private final class FocusableView: UIView {
  override var canBecomeFocused: Bool { true }
}

@MainActor @Suite struct UIKitBreadth6Tests {
  @Test func buttonAndSliderImagesAreKeptPerState() {
    Runtime.withNew { _ in
      let normal = UIImage(size: CGSize(width: 4, height: 4))
      let pressed = UIImage(size: CGSize(width: 6, height: 6))
      let button = UIButton(type: .custom)
      button.setBackgroundImage(normal, for: .normal)
      button.setBackgroundImage(pressed, for: .highlighted)
      #expect(button.backgroundImage(for: .disabled) === normal)
      #expect(button.currentBackgroundImage === normal)
      button.isHighlighted = true
      #expect(button.currentBackgroundImage === pressed)
      let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
      slider.setThumbImage(normal, for: .normal)
      slider.setMinimumTrackImage(pressed, for: .highlighted)
      #expect(slider.thumbImage(for: .highlighted) == nil)
      #expect(slider.currentThumbImage === normal)
      #expect(slider.minimumTrackImage(for: .highlighted) === pressed)
      #expect(slider.currentMinimumTrackImage == nil)
    }
  }

  @Test func extendedLayoutFocusAndTheTransitionCoordinatorHaveUIKitsDefaults() {
    Runtime.withNew { _ in
      let controller = UIViewController()
      #expect(controller.edgesForExtendedLayout == .all)
      #expect(!controller.extendedLayoutIncludesOpaqueBars)
      controller.edgesForExtendedLayout = []
      #expect(controller.edgesForExtendedLayout.isEmpty)
      #expect(controller.transitionCoordinator == nil)
      #expect(!UIView().canBecomeFocused && !UIView().isFocused)
      #expect(FocusableView().canBecomeFocused)
    }
  }

  @Test func displayP3ColoursAreKeptAsExtendedSRGB() {
    Runtime.withNew { _ in
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      let p3Red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5)
      #expect(p3Red.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
      #expect(abs(red - 1.0931) < 0.001 && abs(green + 0.2267) < 0.001)
      #expect(abs(blue + 0.1501) < 0.001 && alpha == 0.5)
      let white = UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)
      #expect(white.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
      #expect(abs(red - 1) < 0.0001 && abs(green - 1) < 0.0001 && abs(blue - 1) < 0.0001)
    }
  }

  @Test func aWindowMadeWithASceneJoinsItAndNoSceneIsConnectedBySystem() {
    Runtime.withNew { _ in
      #expect(UIApplication.shared.connectedScenes.isEmpty)
      let configuration = UISceneConfiguration(
        name: "Default Configuration", sessionRole: .windowApplication)
      let session = UISceneSession(headlessConfiguration: configuration, identifier: "1")
      let scene = UIWindowScene(session: session, connectionOptions: .init())
      let delegate = TemplateSceneDelegate()
      scene.delegate = delegate
      #expect(delegate.connections == 0 && session.scene === scene)
      delegate.scene(scene, willConnectTo: session, options: .init())
      let window = delegate.window
      #expect(window?.windowScene === scene && window?.frame == UIScreen.main.bounds)
      #expect(scene.windows.count == 1 && scene.windows.first === window)
      #expect(UIApplication.shared.connectedScenes == [scene])
      #expect(UIApplication.shared.openSessions == [session] && session.role == .windowApplication)
      window?.windowScene = nil
      #expect(scene.windows.isEmpty && window?.windowScene == nil)
    }
  }
}

extension UIKitBreadth6Tests {
  @Test func theSwift4NamesFailWithApplesRename() throws {
    let modules = try #require(
      BuiltModules.folder(holding: "UIKit"), "the UIKit facade was not built")
    let (status, text) = try BuiltModules.typecheck(
      """
      import UIKit
      @MainActor func old(_ controller: UIViewController, _ button: UIButton) {
        button.setTitle("A", for: UIControlState.normal)
        _ = controller.childViewControllers
        _ = UIActivityIndicatorView(activityIndicatorStyle: .gray)
        _ = NSNotification.Name.UIApplicationDidBecomeActive
        _ = UIImagePickerControllerSourceType.photoLibrary
      }
      """, against: modules)
    #expect(status != 0)
    #expect(text.contains("'UIControlState' has been renamed to 'UIControl.State'"))
    #expect(text.contains("'childViewControllers' has been renamed to 'children'"))
    #expect(text.contains("'init(activityIndicatorStyle:)' has been renamed to 'init(style:)'"))
    #expect(
      text.contains(
        "'UIImagePickerControllerSourceType' has been renamed to "
          + "'UIImagePickerController.SourceType'"))
    #expect(
      text.contains(
        "'UIApplicationDidBecomeActive' has been renamed to "
          + "'UIApplication.didBecomeActiveNotification'"))
  }
}
