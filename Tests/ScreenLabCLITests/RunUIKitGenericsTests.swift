import Foundation
import Testing

@testable import ScreenLabCLI

/// UIKit classes the host makes with simple type arguments, and initializers that take a
/// Swift 4 flat enumeration name (Docs/Run.md §3, "Synthesized arguments" and "Generic views").
@MainActor @Suite(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
struct RunUIKitGenericsTests {
  @Test func aGenericControllerOverAViewGetsTextAndAnUnconstrainedOneIsLeftOut() {
    let found = RunSynthesisTests.hostables([
      """
      import UIKit
      import SwiftUI
      final class Sheet<Content: View>: UIViewController {
          init(isPresented: Binding<Bool>, dimmed: Bool = true, content: Content) {
              super.init(nibName: nil, bundle: nil)
          }
          required init?(coder: NSCoder) { nil }
      }
      final class Badge<Value: Collection>: UIView {
          init(values: Value) { super.init(frame: .zero) }
          required init?(coder: NSCoder) { nil }
      }
      final class Chip<Tag: Hashable>: UIView {}
      """
    ])
    // A view parameter is `Text`, a binding a constant (UIKit has no host state), the value
    // the parameter's name; a constraint no simple type meets leaves the class out.
    #expect(
      found["Sheet"]?.make
        == "Sheet<Text>(isPresented: .constant(false), content: Text(\"content\"))")
    #expect(found["Sheet"]?.kind == .viewController)
    #expect(found["Badge"] == nil)
    // `Tag: Hashable` is `Int`, and the inherited `init(frame:)` is called on `Chip<Int>`.
    #expect(found["Chip"]?.make == "Chip<Int>(frame: CGRect(x: 0, y: 0, width: 390, height: 844))")
  }

  @Test func aSwift4FlatEnumerationNameGetsTheNestedTypesValue() {
    let found = RunSynthesisTests.hostables([
      """
      import UIKit
      final class Settings: UITableViewController {
          override init(style: UITableViewStyle) { super.init(style: style) }
          required init?(coder: NSCoder) { nil }
      }
      final class Row: UITableViewCell {
          override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
              super.init(style: style, reuseIdentifier: reuseIdentifier)
          }
          required init?(coder: NSCoder) { nil }
      }
      final class Gauge: UIView {
          init(scale: UIViewContentMode) { super.init(frame: .zero) }
          required init?(coder: NSCoder) { nil }
      }
      """
    ])
    #expect(found["Settings"]?.make == "Settings(style: UITableView.Style.plain)")
    #expect(
      found["Row"]?.make
        == "Row(style: UITableViewCell.CellStyle.default, reuseIdentifier: nil)")
    // A flat name whose nested type has no synthesized value is still not made.
    #expect(found["Gauge"] == nil)
  }
}
