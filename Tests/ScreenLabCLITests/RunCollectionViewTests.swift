import Foundation
import Testing

@testable import ScreenLabCLI

/// How `screenlab run` makes a collection view, which has no `init(frame:)` (Docs/Run.md §3).
@MainActor @Suite(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
struct RunCollectionViewTests {
  static func hostables(_ text: String) -> [String: RunHostable] {
    let sources = [RunRewriter.rewrite(path: "F0.swift", text: text)]
    let found = RunRewriter.collectionViewsWithALayout(RunRewriter.hostables(sources), sources)
    return Dictionary(uniqueKeysWithValues: found.map { ($0.name, $0) })
  }

  @Test func aCollectionViewWithoutInitializersGetsAFlowLayout() {
    let found = Self.hostables(
      """
      import UIKit
      final class Wrapping: UICollectionView {
          override var intrinsicContentSize: CGSize { contentSize }
      }
      final class Deeper: Wrapping {}
      final class Framed: UICollectionView {
          init(frame: CGRect) { super.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout()) }
          required init?(coder: NSCoder) { fatalError() }
      }
      final class Grid: UICollectionView {
          override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
              super.init(frame: frame, collectionViewLayout: layout)
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      final class Plain: UIView {}
      """)
    let layout =
      "(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: "
      + "UICollectionViewFlowLayout())"
    #expect(found["Wrapping"]?.make == "Wrapping" + layout)
    #expect(found["Wrapping"]?.synthesized == "Wrapping" + layout)
    #expect(found["Deeper"]?.make == "Deeper" + layout)
    // Its own init(frame:) is kept; the declared designated initializer gets a synthesized
    // layout; a plain view is made with init(frame:) as before.
    #expect(found["Framed"]?.make == "Framed(frame: CGRect(x: 0, y: 0, width: 390, height: 844))")
    #expect(
      found["Grid"]?.make.contains("collectionViewLayout: UICollectionViewFlowLayout()") == true)
    #expect(found["Plain"]?.make == "Plain(frame: CGRect(x: 0, y: 0, width: 390, height: 844))")
  }
}
