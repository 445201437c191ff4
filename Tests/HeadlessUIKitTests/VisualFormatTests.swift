import Foundation
import Testing

@testable import HeadlessUIKit

// Auto Layout's visual format language (Docs/Semantics/UIKit.md §105): the constraints a
// format string pictures, as a form built in code states them.

@MainActor @Suite struct VisualFormatTests {
  /// `item.attribute relation other.attribute + constant` of a constraint, for comparison.
  func describe(_ constraint: NSLayoutConstraint, _ names: [ObjectIdentifier: String]) -> String {
    let first = constraint.firstItem.map { names[ObjectIdentifier($0)] ?? "?" } ?? "nil"
    let second = constraint.secondItem.map { names[ObjectIdentifier($0)] ?? "?" } ?? "nil"
    let relation = ["<=", "==", ">="][constraint.relation.rawValue + 1]
    return "\(first).\(constraint.firstAttribute.rawValue) \(relation) "
      + "\(second).\(constraint.secondAttribute.rawValue) + \(Int(constraint.constant))"
      + (constraint.priority == .required ? "" : " @\(Int(constraint.priority.rawValue))")
  }

  @Test func aRowOfViewsBetweenTheEdges() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let label = UIView()
    let button = UIView()
    container.addSubview(label)
    container.addSubview(button)
    let names = [
      ObjectIdentifier(container): "super", ObjectIdentifier(label): "label",
      ObjectIdentifier(button): "button",
    ]
    let row = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[label]-gap-[button(==80@750)]-|", options: [.alignAllCenterY],
      metrics: ["gap": 12], views: ["label": label, "button": button])
    // Attributes: 5 leading, 6 trailing, 7 width, 10 centerY, 0 none.
    #expect(
      row.map { describe($0, names) } == [
        "label.5 == super.5 + 20", "button.7 == nil.0 + 80 @750", "button.5 == label.6 + 12",
        "super.6 == button.6 + 20", "label.10 == button.10 + 0",
      ])
    #expect(row.allSatisfy { !$0.isActive })
  }

  @Test func aFlushColumnWithRelationsAndAViewsSize() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let header = UIView()
    let body = UIView()
    container.addSubview(header)
    container.addSubview(body)
    let names = [
      ObjectIdentifier(container): "super", ObjectIdentifier(header): "header",
      ObjectIdentifier(body): "body",
    ]
    let column = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|[header(>=44,<=body)][body]-(>=8)-|", options: [], metrics: nil,
      views: ["header": header, "body": body])
    // Attributes: 3 top, 4 bottom, 8 height.
    #expect(
      column.map { describe($0, names) } == [
        "header.8 >= nil.0 + 44", "header.8 <= body.8 + 0", "header.3 == super.3 + 0",
        "body.3 == header.4 + 0", "super.4 >= body.4 + 8",
      ])
    NSLayoutConstraint.activate(column)
    #expect(column.allSatisfy { $0.isActive })
  }
}
