import Foundation
import Testing

@testable import ScreenLabCLI

/// Classes written for Interface Builder that `screenlab run` makes as a nib would (Docs/Run.md
/// §3, "Interface Builder"): a view whose set-up is in `awakeFromNib()`, and outlets of every
/// UIKit view class and of bar button items.
@MainActor @Suite(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
struct RunNibClassesTests {
  @Test func aClassThatAwakesFromANibAndHasNoInitializerOfItsOwnIsAwoken() throws {
    let found = RunSynthesisTests.hostables([
      """
      import UIKit
      class Dial: UIView {
          var hand: UIView!
          override func awakeFromNib() { super.awakeFromNib(); hand = UIView(); addSubview(hand) }
          override func layoutSubviews() { hand.center = center }
      }
      class FancyDial: Dial {}
      class Both: UIView {
          override init(frame: CGRect) { super.init(frame: frame) }
          required init?(coder: NSCoder) { super.init(coder: coder) }
          override func awakeFromNib() { super.awakeFromNib() }
      }
      class Plain: UIView {}
      class Screen: UIViewController {
          var header: UILabel!
          override func awakeFromNib() { super.awakeFromNib(); header = UILabel() }
          override func viewDidLoad() { super.viewDidLoad(); view.addSubview(header) }
      }
      """
    ])
    let window = "CGRect(x: 0, y: 0, width: 390, height: 844)"
    // Made with the inherited init(frame:), then awoken, as from a nib; its subclass too.
    let dial = try #require(found["Dial"])
    #expect(dial.make == "__screenlabNib_Dial()")
    #expect(dial.synthesized == "Dial(frame: \(window)), awakeFromNib()")
    let lines = try #require(dial.declarations.last).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(lines.contains("let view = Dial(frame: \(window))"))
    #expect(lines.contains("view.awakeFromNib()"))
    #expect(found["FancyDial"]?.make == "__screenlabNib_FancyDial()")
    // One with an initializer of its own is made by it, as code would make it; one that does
    // not awake from a nib is made as before.
    #expect(found["Both"]?.make == "Both(frame: \(window))")
    #expect(found["Plain"]?.make == "Plain(frame: \(window))")
    // A controller: made, awoken, then its view loaded and `viewDidLoad()`.
    let screen = try #require(found["Screen"])
    #expect(screen.make == "__screenlabNib_Screen()")
    #expect(screen.synthesized == "Screen(), awakeFromNib()")
  }

  @Test func outletsOfEveryUIKitViewClassAndOfBarButtonItemsAreMade() throws {
    let found = RunSynthesisTests.hostables([
      """
      import UIKit
      class Form: UIViewController {
          @IBOutlet weak var slider: UISlider!
          @IBOutlet weak var notes: UITextView!
          @IBOutlet weak var grid: UICollectionView!
          @IBOutlet weak var blur: UIVisualEffectView!
          @IBOutlet var save: UIBarButtonItem!
          @IBOutlet weak var tap: UITapGestureRecognizer!
          @IBOutlet weak var map: MKMapView!
          @IBOutlet weak var page: WKWebView!
      }
      """
    ])
    let form = try #require(found["Form"])
    #expect(
      form.synthesized
        == "Form(), @IBOutlet slider = UISlider(frame: .zero), @IBOutlet notes = "
        + "UITextView(frame: .zero), @IBOutlet grid = UICollectionView(frame: .zero, "
        + "collectionViewLayout: UICollectionViewFlowLayout()), @IBOutlet blur = "
        + "UIVisualEffectView(effect: nil), @IBOutlet save = UIBarButtonItem(), @IBOutlet tap = "
        + "nil, @IBOutlet map = MKMapView(frame: .zero), @IBOutlet page = WKWebView(frame: .zero), "
        + "awakeFromNib()")
    let lines = try #require(form.declarations.last).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    // Views are added to the root view; a bar button item is no view and is only assigned.
    #expect(lines.contains("root.addSubview(outlet0)"))
    #expect(lines.contains("let outlet4 = UIBarButtonItem()"))
    #expect(lines.contains("self.save = outlet4"))
    #expect(!lines.contains("root.addSubview(outlet4)"))
  }

  @Test func aConstraintOutletIsAnInactiveConstraintTheNibsObjectsKeep() throws {
    let found = RunSynthesisTests.hostables([
      """
      import UIKit
      final class Drawer: UIViewController {
          @IBOutlet weak var height: NSLayoutConstraint!
          @IBOutlet weak var swipe: UISwipeGestureRecognizer!
          override func viewDidLoad() { super.viewDidLoad(); height.constant = 120 }
      }
      """
    ])
    let drawer = try #require(found["Drawer"])
    let constraint =
      "NSLayoutConstraint(item: UIView(frame: .zero), attribute: .width, relatedBy: .equal, "
      + "toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)"
    #expect(
      drawer.synthesized
        == "Drawer(), @IBOutlet height = \(constraint), @IBOutlet swipe = nil, awakeFromNib()")
    let lines = try #require(drawer.declarations.last).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    // Not added to the root view (no view); kept, so that the `weak` outlet holds it.
    #expect(lines.contains("__screenlabNibObjects_Drawer.append(outlet0)"))
    #expect(lines.contains("self.height = outlet0"))
    #expect(!lines.contains("root.addSubview(outlet0)"))
  }

  @Test func aViewWithOutletsIsConnectedWhenItLoadsItsOwnNibAndOnlyOnce() throws {
    let found = RunSynthesisTests.hostables([
      """
      import UIKit
      class Header: UIView {
          @IBOutlet var contentView: UIView!
          override init(frame: CGRect) {
              super.init(frame: frame)
              Bundle.main.loadNibNamed("Header", owner: self, options: nil)
              addSubview(contentView)
          }
          required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      """
    ])
    let header = try #require(found["Header"])
    let lines = try #require(header.declarations.last).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    // The connection is registered for the class before the view is made, and made after it
    // only when the initializer's nib did not.
    let order = [
      "UINib.headlessConnectOutlets(ofOwner: Header.self) { owner in",
      "let view = Header(frame: CGRect(x: 0, y: 0, width: 390, height: 844))",
      "if __screenlabNibConnected_Header.insert(ObjectIdentifier(view)).inserted {",
      "view.awakeFromNib()",
    ]
    let positions = order.compactMap { lines.firstIndex(of: $0) }
    #expect(positions.count == order.count)
    #expect(positions == positions.sorted())
    #expect(
      lines.contains("@MainActor var __screenlabNibConnected_Header: Set<ObjectIdentifier> = []"))
  }

  @Test func theReasonACodeMadeClassCannotBeHostedNamesItsOwnInitializerNotTheCoders() {
    let sources = [
      RunRewriter.rewrite(
        path: "Tile.swift",
        text: """
          import UIKit
          protocol Engine {}
          final class Tile: UIView {
              init(origin: CGPoint, engine: Engine) { super.init(frame: .zero) }
              required init(coder: NSCoder) { fatalError() }
          }
          """)
    ]
    let reasons = RunRewriter.unhostableReasons(
      sources, hostables: RunRewriter.hostables(sources))
    // The storyboard's `init(coder:)` has the fewest parameters, but code calls the other.
    #expect(reasons.count == 1)
    #expect(reasons.first?.hasPrefix("Tile's init needs origin:engine:") == true)
  }
}
