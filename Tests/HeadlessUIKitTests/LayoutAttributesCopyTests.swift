import Foundation
import HeadlessUIKit
import Testing

/// A layout attributes object's copy (Docs/Semantics/UIKit.md §58): the same class, element
/// and every value, and none of the original's later changes.
@MainActor
@Suite struct LayoutAttributesCopyTests {
  @Test func aCopyKeepsTheElementAndEveryValue() throws {
    let original = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 2))
    original.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
    original.transform = CGAffineTransform(scaleX: 2, y: 2)
    original.alpha = 0.5
    original.zIndex = 3
    original.isHidden = true
    let copy = try #require(original.copy() as? UICollectionViewLayoutAttributes)
    #expect(copy !== original)
    #expect(copy.representedElementKind == "header")
    #expect(copy.indexPath == IndexPath(item: 0, section: 2))
    #expect(copy.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
    #expect(copy.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(copy.alpha == 0.5)
    #expect(copy.zIndex == 3)
    #expect(copy.isHidden)
    original.alpha = 1
    #expect(copy.alpha == 0.5)
  }
}
