import Foundation
import Testing

@testable import HeadlessUIKit

// Text Kit as view code uses it (Docs/Semantics/UIKit.md §103): a label that finds the
// character under a tap, and a text view that measures its text's height.

/// The shape of a tappable-link label: a storage, a manager and a container of the label's size,
/// then the character under the point.
@MainActor
private func characterUnder(
  _ point: CGPoint, text: String, font: UIFont, size: CGSize
) -> (index: Int, fraction: CGFloat) {
  let layoutManager = NSLayoutManager()
  let textContainer = NSTextContainer(size: size)
  let textStorage = NSTextStorage(
    attributedString: NSAttributedString(string: text, attributes: [.font: font]))
  layoutManager.addTextContainer(textContainer)
  textStorage.addLayoutManager(layoutManager)
  textContainer.lineFragmentPadding = 0
  textContainer.maximumNumberOfLines = 0
  var fraction: CGFloat = 0
  let index = layoutManager.characterIndex(
    for: point, in: textContainer, fractionOfDistanceBetweenInsertionPoints: &fraction)
  return (index, fraction)
}

@MainActor @Suite struct TextKitTests {
  @Test func theCharacterUnderAPointFollowsTheLabelsLayout() {
    // 10-point font: 5 points a character, 12 points a line; "hello world" wraps after "hello"
    // at 40 points.
    let font = UIFont.systemFont(ofSize: 10)
    let size = CGSize(width: 40, height: 100)
    #expect(
      characterUnder(CGPoint(x: 0, y: 1), text: "hello world", font: font, size: size) == (0, 0))
    let second = characterUnder(CGPoint(x: 12.5, y: 1), text: "hello world", font: font, size: size)
    #expect(second.index == 2)
    #expect(second.fraction == 0.5)
    // The second line starts at "world" (index 6); past its end is its last character.
    #expect(
      characterUnder(CGPoint(x: 6, y: 13), text: "hello world", font: font, size: size).index == 7)
    #expect(
      characterUnder(CGPoint(x: 39, y: 60), text: "hello world", font: font, size: size).index == 10
    )
  }

  @Test func theUsedRectAndGlyphRangeMeasureTheWrappedText() {
    let storage = NSTextStorage(
      attributedString: NSAttributedString(
        string: "one two three", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
    let manager = NSLayoutManager()
    let container = NSTextContainer(
      size: CGSize(width: 50, height: CGFloat.greatestFiniteMagnitude))
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    #expect(manager.textStorage === storage)
    #expect(container.layoutManager === manager)
    // 40 points for text after 5 points of padding at each end: "one two" / "three".
    #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 13))
    #expect(manager.usedRect(for: container) == CGRect(x: 0, y: 0, width: 45, height: 24))
    #expect(
      manager.boundingRect(forGlyphRange: NSRange(location: 8, length: 3), in: container)
        == CGRect(x: 5, y: 12, width: 15, height: 12))
    storage.append(NSAttributedString(string: " four"))
    #expect(manager.numberOfGlyphs == 18)
    #expect(manager.usedRect(for: container).height == 36)
    // A container no manager holds first lays out nothing.
    let other = NSTextContainer(size: CGSize(width: 50, height: 50))
    manager.addTextContainer(other)
    #expect(manager.usedRect(for: other) == .zero)
    storage.removeLayoutManager(manager)
    #expect(manager.textStorage == nil)
    #expect(manager.usedRect(for: container) == .zero)
  }
}
