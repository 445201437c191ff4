// Facts from flowkey/UIKit-cross-platform at commit fae2370e4662d1cca14ee1fe1b0bbc00b21acb89,
// UIKitTests/Button/ButtonSetTitleForStateTests.swift and
// UIKitTests/Button/ButtonSetTitleColorForStateTests.swift: files of the project's
// `iOSTestTarget`, which runs them with XCTest against Apple's UIKit on the iOS simulator (its
// `Button` is a `UIButton` subclass adding nothing these tests use). The button's title label
// shows the title and colours of its state, falling back to `.normal`.

import HeadlessUIKit
import Runtime
import Testing

@MainActor
@Suite struct FlowkeyButtonTitleTests {
  /// testSetTitleForNormalState: each new normal title shows after layout.
  @Test func theNormalTitleShows() {
    Runtime.withNew { _ in
      let button = UIButton(frame: .zero)
      for text in ["Short", "MediumButtonText", "ThisIsALongTextToTestTheButton"] {
        button.setTitle(text, for: .normal)
        button.layoutSubviews()
        #expect(button.titleLabel?.text == text)
      }
    }
  }

  /// testSetTitleForSelectedState, testSetTitleForHighlightedState and
  /// testTitleForNormalStateFallbackWhenSelected.
  @Test func theTitleOfTheStateShowsWithTheNormalOneAsFallback() {
    Runtime.withNew { _ in
      let selected = UIButton(frame: .zero)
      selected.setTitle("MediumButtonText", for: .selected)
      selected.isSelected = true
      selected.layoutSubviews()
      #expect(selected.titleLabel?.text == "MediumButtonText")

      let highlighted = UIButton(frame: .zero)
      highlighted.setTitle("MediumButtonText", for: .highlighted)
      highlighted.isHighlighted = true
      highlighted.layoutSubviews()
      #expect(highlighted.titleLabel?.text == "MediumButtonText")

      let fallback = UIButton(frame: .zero)
      fallback.setTitle("MediumButtonText", for: .normal)
      fallback.isSelected = true
      fallback.layoutSubviews()
      #expect(fallback.titleLabel?.text == "MediumButtonText")
    }
  }

  /// testExistingTitleColorWithTitleForNormalState, testSetTitleColorForSelectedState and
  /// testSetTitleColorNormalStateFallback.
  @Test func theTitleColourOfTheStateShows() {
    Runtime.withNew { _ in
      let normal = UIButton(frame: .zero)
      normal.setTitleColor(.blue, for: .normal)
      normal.setTitle("Short", for: .normal)
      normal.layoutSubviews()
      #expect(normal.titleLabel?.textColor == .blue)

      let selected = UIButton(frame: .zero)
      selected.setTitleColor(.red, for: .selected)
      selected.setTitle("Short", for: .selected)
      selected.isSelected = true
      selected.layoutSubviews()
      #expect(selected.titleLabel?.textColor == .red)

      let fallback = UIButton(frame: .zero)
      fallback.setTitleColor(.green, for: .normal)
      fallback.setTitle("Short", for: .normal)
      fallback.isSelected = true
      fallback.layoutSubviews()
      #expect(fallback.titleLabel?.textColor == .green)
    }
  }

  /// testNoTitleShadowColorWithoutTitleForNormalState and
  /// testExistingTitleShadowColorWithTitleForNormalState: the shadow colour reaches the label
  /// with a title only.
  @Test func theTitleShadowColourShowsWithATitle() {
    Runtime.withNew { _ in
      let untitled = UIButton(frame: .zero)
      untitled.setTitleShadowColor(.white, for: .normal)
      untitled.layoutSubviews()
      #expect(untitled.titleLabel?.shadowColor == nil)

      let titled = UIButton(frame: .zero)
      titled.setTitleShadowColor(.white, for: .normal)
      titled.setTitle("Short", for: .normal)
      titled.layoutSubviews()
      #expect(titled.titleLabel?.shadowColor == .white)
    }
  }
}
