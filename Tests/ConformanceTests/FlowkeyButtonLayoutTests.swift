// Facts from flowkey/UIKit-cross-platform at commit fae2370e4662d1cca14ee1fe1b0bbc00b21acb89,
// UIKitTests/Button/ButtonSizeToFitTests.swift and
// UIKitTests/Button/ButtonContentAlignmentTests.swift: files of the project's `iOSTestTarget`,
// which runs them with XCTest against Apple's UIKit on the iOS simulator. Only the cases that
// use no text are taken here (the others measure titles in the Roboto Medium font the suite
// bundles; Docs/Conformance.md). The test image is a blank image of the given size.

import HeadlessCoreGraphics
import HeadlessUIKit
import Runtime
import Testing

@MainActor
@Suite struct FlowkeyButtonLayoutTests {
  /// ButtonSizeToFitTests.testSizeToFitWithNoLabelAndNoImage: an empty button fits 30 × 34.
  @Test func anEmptyButtonFitsThirtyByThirtyFour() {
    Runtime.withNew { _ in
      let button = UIButton(frame: .zero)
      button.sizeToFit()
      #expect(button.frame.size == CGSize(width: 30, height: 34))
    }
  }

  /// ButtonSizeToFitTests.testSizeToFitWithMediumImage: an image-only button fits its image.
  @Test func anImageOnlyButtonFitsItsImage() {
    Runtime.withNew { _ in
      let button = UIButton(frame: .zero)
      button.setImage(UIImage(size: CGSize(width: 80, height: 80)), for: .normal)
      button.sizeToFit()
      #expect(button.frame.size == CGSize(width: 80, height: 80))
    }
  }

  /// ButtonContentAlignmentTests.testContentAlignmentSetsCorrectly.
  @Test func contentAlignmentsReadBack() {
    Runtime.withNew { _ in
      let button = UIButton(frame: .zero)
      button.contentHorizontalAlignment = .left
      button.contentVerticalAlignment = .top
      #expect(button.contentHorizontalAlignment == .left && button.contentVerticalAlignment == .top)
      button.contentHorizontalAlignment = .right
      button.contentVerticalAlignment = .bottom
      #expect(
        button.contentHorizontalAlignment == .right && button.contentVerticalAlignment == .bottom)
      button.contentHorizontalAlignment = .center
      button.contentVerticalAlignment = .center
      #expect(
        button.contentHorizontalAlignment == .center && button.contentVerticalAlignment == .center)
    }
  }

  /// testDefaultContentAlignmentWithOnlyImage, testTopLeftContentAlignmentOnlyWithImage and
  /// testBottomRightContentAlignmentOnlyWithImage: a 40 × 40 image in a 200 × 100 button sits
  /// by the content alignment (centred by default).
  @Test func anImageIsPlacedByTheContentAlignment() {
    Runtime.withNew { _ in
      @MainActor func laidOut(
        _ horizontal: UIControl.ContentHorizontalAlignment?,
        _ vertical: UIControl.ContentVerticalAlignment?
      ) -> CGPoint? {
        let button = UIButton(frame: .zero)
        button.setImage(UIImage(size: CGSize(width: 40, height: 40)), for: .normal)
        button.frame = CGRect(origin: button.frame.origin, size: CGSize(width: 200, height: 100))
        button.layoutSubviews()
        if let horizontal, let vertical {
          #expect(button.contentHorizontalAlignment == .center)
          button.contentHorizontalAlignment = horizontal
          button.contentVerticalAlignment = vertical
          button.layoutSubviews()
        }
        return button.imageView?.frame.origin
      }
      #expect(laidOut(nil, nil) == CGPoint(x: 80, y: 30))
      #expect(laidOut(.left, .top) == CGPoint(x: 0, y: 0))
      #expect(laidOut(.right, .bottom) == CGPoint(x: 160, y: 60))
    }
  }
}
