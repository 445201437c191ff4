import Foundation
import Testing

@testable import HeadlessUIKit

/// A sheet's delegate that records what it hears.
private final class DetentWatcher: UISheetPresentationControllerDelegate {
  var changes: [String] = []
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    changes.append(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")
  }
}

/// A view that lets its recognizers begin only while it is unlocked.
private final class LockableView: UIView {
  var locked = true
  var asked = 0
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    asked += 1
    return !locked
  }
}

@MainActor @Suite struct UIKitBreadth8Tests {
  @Test func aViewIsAskedWhetherItsRecognizersMayBegin() throws {
    try Runtime.withNew { runtime in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let view = LockableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.makeKeyAndVisible()
      window.addSubview(view)
      runtime.runTurn()
      var taps = 0
      view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
      runtime.perform(try .tap(at: CGPoint(x: 50, y: 50), hold: 0.05), on: window)
      runtime.advance(by: 0.5)
      #expect(taps == 0 && view.asked == 1)
      view.locked = false
      runtime.perform(try .tap(at: CGPoint(x: 50, y: 50), hold: 0.05), on: window)
      runtime.advance(by: 0.5)
      #expect(taps == 1 && view.asked == 2)
      #expect(UIView().gestureRecognizerShouldBegin(UITapGestureRecognizer { _ in }))
    }
  }

  @Test func aSheetsDelegateHearsTheUsersDetentChangesOnly() {
    Runtime.withNew { _ in
      let sheet = UIViewController()
      let watcher = DetentWatcher()
      guard let controller = sheet.sheetPresentationController else {
        Issue.record("a page sheet has a sheet presentation controller")
        return
      }
      controller.detents = [.medium(), .large()]
      controller.delegate = watcher
      #expect(controller.prefersPageSizing && controller.sourceView == nil)
      // Set by the code: not told.
      controller.selectedDetentIdentifier = .large
      #expect(watcher.changes.isEmpty)
      // Dragged by the user: told once per change.
      #expect(controller.headlessDragToDetent(.medium))
      #expect(!controller.headlessDragToDetent(.medium))
      #expect(!controller.headlessDragToDetent(.init("absent")))
      #expect(controller.headlessDragToDetent(.large))
      #expect(watcher.changes == ["com.apple.UIKit.medium", "com.apple.UIKit.large"])
    }
  }

  @Test func aPatternColourKeepsItsImage() {
    let tile = UIImage(size: CGSize(width: 8, height: 8))
    let color = UIColor(patternImage: tile)
    #expect(color.headlessPatternImage === tile)
    #expect(UIColor.red.headlessPatternImage == nil)
    #expect(color.cgColor.alpha == 1)
  }

  /// The literals are what the test is about (real code writes them).
  @Test func colourAndImageLiteralsMakeUIKitsValues() {
    Runtime.withNew { runtime in
      // swift-format-ignore: NoPlaygroundLiterals
      let orange: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
      let rgba = orange.cgColor.rgba
      #expect(rgba.red == 1 && rgba.green == 0.5 && rgba.blue == 0.25 && rgba.alpha == 0.75)
      // swift-format-ignore: NoPlaygroundLiterals
      let stroke: CGColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
      #expect(stroke.rgba.blue == 1 && stroke.rgba.red == 0)
      AssetStandIns.of(runtime).isOn = true
      // swift-format-ignore: NoPlaygroundLiterals
      let logo: UIImage = #imageLiteral(resourceName: "logo")
      #expect(logo.size == CGSize(width: 20, height: 20))
      #expect(AssetStandIns.of(runtime).names == ["logo"])
    }
  }

  /// `UITextField`, `UITextView` and `UISearchBar` redeclare the responder's input views
  /// read-write (§89): what is assigned is read back, the default is nil, and other
  /// responders keep the read-only nil.
  @Test func textInputsTakeAssignedInputViews() {
    Runtime.withNew { _ in
      let toolbar = UIToolbar()
      let picker = UIView()
      let field = UITextField(frame: .zero)
      #expect(field.inputView == nil && field.inputAccessoryView == nil)
      field.inputAccessoryView = toolbar
      field.inputView = picker
      #expect(field.inputAccessoryView === toolbar && field.inputView === picker)
      let responder: UIResponder = field
      #expect(responder.inputAccessoryView === toolbar)
      let textView = UITextView(frame: .zero)
      textView.inputAccessoryView = toolbar
      textView.inputView = picker
      #expect(textView.inputAccessoryView === toolbar && textView.inputView === picker)
      textView.inputView = nil
      #expect(textView.inputView == nil)
      let bar = UISearchBar()
      bar.inputAccessoryView = toolbar
      #expect(bar.inputAccessoryView === toolbar && bar.inputView == nil)
      #expect(UIView(frame: .zero).inputAccessoryView == nil)
    }
  }
}
