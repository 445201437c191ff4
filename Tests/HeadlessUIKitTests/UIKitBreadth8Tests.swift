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

@MainActor @Suite struct UIKitBreadth8Tests {
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
}
