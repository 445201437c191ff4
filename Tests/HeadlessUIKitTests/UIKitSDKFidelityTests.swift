import Foundation
import Testing

@testable import HeadlessUIKit

/// The values and signatures checked against Apple's SDK headers and documentation
/// (Docs/Semantics/UIKit.md §63, §64, §67, §68, §72, §73; CoreAnimation.md (n)).
@MainActor @Suite struct UIKitSDKFidelityTests {
  @Test func menuOptionsAndElementSizesHaveTheSDKsRawValues() {
    Runtime.withNew { _ in
      #expect(UIMenu.Options.displayInline.rawValue == 1)
      #expect(UIMenu.Options.destructive.rawValue == 2)
      #expect(UIMenu.Options.singleSelection.rawValue == 32)
      #expect(UIMenu.Options.displayAsPalette.rawValue == 128)
      #expect(UIMenu.ElementSize.small.rawValue == 0 && UIMenu.ElementSize.large.rawValue == 2)
      #expect(UIMenu.ElementSize.automatic.rawValue == -1)
    }
  }

  @Test func menusAndActionsHaveUIKitsInitializers() {
    Runtime.withNew { _ in
      // The iOS 13 initializers: no subtitle.
      let plain = UIMenu(title: "Plain", options: .displayInline, children: [])
      #expect(plain.subtitle == nil && plain.options == .displayInline)
      #expect(plain.preferredElementSize == .automatic)
      // The iOS 16 initializer: subtitle and element size, the size `.automatic` by default.
      let sized = UIMenu(title: "Sized", subtitle: "Sub", preferredElementSize: .small)
      #expect(sized.subtitle == "Sub" && sized.preferredElementSize == .small)
      #expect(UIMenu(subtitle: "Sub").preferredElementSize == .automatic)
      #expect(sized.replacingChildren([]).preferredElementSize == .small)
      let action = UIAction(title: "Go", image: nil) { _ in }
      #expect(action.subtitle == nil && action.title == "Go")
      let subtitled = UIAction(title: "Go", subtitle: "Now") { _ in }
      #expect(subtitled.subtitle == "Now")
    }
  }

  @Test func aContextMenuConfigurationAlwaysHasAnIdentifier() {
    Runtime.withNew { _ in
      let first = UIContextMenuConfiguration()
      let second = UIContextMenuConfiguration()
      let firstName = first.identifier as? NSString
      let secondName = second.identifier as? NSString
      #expect(firstName != nil && secondName != nil && firstName != secondName)
      let given = NSString(string: "row 3")
      #expect(UIContextMenuConfiguration(identifier: given).identifier as? NSString == given)
    }
  }

  @Test func barStylesHaveTheSDKsRawValues() {
    #expect(UIBarStyle.black.rawValue == 1)
    #expect(UIBarStyle(rawValue: 2) == .blackTranslucent)
    #expect(UIBarStyle(rawValue: 3) == nil)
    #expect(UIBarStyle.blackOpaque == .black && UIBarStyle.blackOpaque.rawValue == 1)
  }

  @Test func customDetentsWithoutIdentifiersGetDistinctOnes() {
    Runtime.withNew { _ in
      let first = UISheetPresentationController.Detent.custom { _ in 100 }
      let second = UISheetPresentationController.Detent.custom { _ in 200 }
      #expect(first.identifier != second.identifier)
      let named = UISheetPresentationController.Detent.custom(identifier: .init("small")) { _ in
        100
      }
      #expect(named.identifier.rawValue == "small")
    }
  }

  @Test func fontMetricsScaleWithATraitCollectionAndAMaximum() {
    Runtime.withNew { _ in
      let font = UIFont.systemFont(ofSize: 30)
      let scaled = UIFontMetrics.default.scaledFont(
        for: font, maximumPointSize: 20,
        compatibleWith: UITraitCollection(userInterfaceStyle: .light))
      #expect(scaled.pointSize == 20)
    }
  }

  @Test func controlsAreAccessibilityElementsByDefaultOtherViewsAreNot() {
    Runtime.withNew { _ in
      #expect(UIButton(type: .system).isAccessibilityElement)
      #expect(UISwitch().isAccessibilityElement)
      #expect(!UIView().isAccessibilityElement)
      let button = UIButton(type: .system)
      button.isAccessibilityElement = false
      #expect(!button.isAccessibilityElement)
      let view = UIView()
      view.isAccessibilityElement = true
      #expect(view.isAccessibilityElement)
    }
  }

  @Test func anEmitterCellIsOpaqueWhiteByDefault() {
    Runtime.withNew { _ in
      let cell = CAEmitterCell()
      #expect(cell.color == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    }
  }
}
