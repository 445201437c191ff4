import Foundation
import Testing

@testable import ScreenLabCLI

/// Classes only a storyboard makes (their one initializer is `init(coder:)`), which
/// `screenlab run` makes from an archive without values and awakes as a nib's objects
/// (Docs/Run.md §3, "Made as a storyboard makes them").
@MainActor @Suite(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
struct RunArchivedClassesTests {
  @Test func aClassWhoseOnlyInitializerIsTheCodersIsMadeFromAnArchiveWithoutValues() throws {
    let found = RunSynthesisTests.hostables([
      """
      import UIKit
      class ProgressButton: UIButton {
          required init?(coder aDecoder: NSCoder) {
              super.init(coder: aDecoder)
              layer.borderWidth = 1
          }
      }
      class Presented: UIViewController {
          @IBOutlet private(set) weak var modelLabel: UILabel!
          @IBOutlet weak var page: UIWebView!
          required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class Rating: UIStackView {
          required init(coder: NSCoder) { super.init(coder: coder) }
      }
      """
    ])
    // A failable init(coder:): a generated function unwraps it, saying why when it is nil.
    let button = try #require(found["ProgressButton"])
    #expect(button.kind == .uiView)
    #expect(button.make == "__screenlabNib_ProgressButton()")
    #expect(button.synthesized == "ProgressButton(coder: EmptyArchiveCoder()), awakeFromNib()")
    let text = button.declarations.joined(separator: "\n")
    #expect(text.contains("guard let made = ProgressButton(coder: EmptyArchiveCoder()) else {"))
    #expect(text.contains("returned nil for an archive without values"))
    #expect(text.contains("let view = __screenlabUnarchive_ProgressButton()"))
    #expect(text.contains("view.awakeFromNib()"))
    // A controller: unarchived, awoken, its outlets made, then `viewDidLoad()`.
    let presented = try #require(found["Presented"])
    #expect(presented.kind == .viewController)
    #expect(
      presented.synthesized
        == "Presented(coder: EmptyArchiveCoder()), @IBOutlet modelLabel = UILabel(frame: .zero), "
        + "@IBOutlet page = UIWebView(frame: .zero), awakeFromNib()")
    let lines = presented.declarations.joined(separator: "\n").split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let made = try #require(
      lines.firstIndex(of: "let controller = __screenlabUnarchive_Presented()"))
    let awoken = try #require(lines.firstIndex(of: "controller.awakeFromNib()"))
    let loaded = try #require(lines.firstIndex(of: "controller.viewDidLoad()"))
    #expect(made < awoken && awoken < loaded)
    // A non-failable init(coder:) (a stack view's, as UIKit declares it) is called directly.
    let rating = try #require(found["Rating"])
    #expect(
      rating.declarations.joined(separator: "\n").contains("  Rating(coder: EmptyArchiveCoder())"))
  }

  @Test func aCoderInitializerThatTrapsOrAnotherWayToMakeItIsNotUnarchived() throws {
    let found = RunSynthesisTests.hostables([
      """
      import UIKit
      class Trapping: UIView {
          init(model: Int) { super.init(frame: .zero) }
          required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      }
      class Framed: UIView {
          override init(frame: CGRect) { super.init(frame: frame) }
          required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class Grid: UICollectionView {
          required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class Reading: UIView {
          let title: String
          required init?(coder: NSCoder) {
              guard let title = coder.decodeObject(forKey: "title") as? String else { return nil }
              self.title = title
              super.init(coder: coder)
          }
      }
      """
    ])
    // The trapping coder initializer is never called: the class is made by code (synthesized).
    #expect(found["Trapping"]?.make == "Trapping(model: 0)")
    // A class with `init(frame:)` is made with it, as before.
    #expect(found["Framed"]?.make == "Framed(frame: CGRect(x: 0, y: 0, width: 390, height: 844))")
    // A collection view needs the layout an archive would hold: not made from an empty one.
    #expect(found["Grid"] == nil)
    // One that reads its archive is made, and its nil is reported when the run calls it.
    #expect(found["Reading"]?.make == "__screenlabNib_Reading()")
  }
}
