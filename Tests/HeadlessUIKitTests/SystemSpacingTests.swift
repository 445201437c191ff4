import Foundation
import Testing

@testable import HeadlessUIKit

// Anchors a multiple of the system spacing apart (Docs/Semantics/UIKit.md §110).

@MainActor @Suite struct SystemSpacingTests {
  @Test func aViewTrailsAnotherByTheSystemSpacingTimesTheMultiplier() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let label = UIView()
    let value = UIView()
    for view in [label, value] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      label.topAnchor.constraint(equalTo: container.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.heightAnchor.constraint(equalToConstant: 30),
      value.leadingAnchor.constraint(
        equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 2),
      value.topAnchor.constraint(equalToSystemSpacingBelow: label.bottomAnchor, multiplier: 1.5),
      value.widthAnchor.constraint(equalToConstant: 50),
      value.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    // 8 points of system spacing: 100 + 2 × 8 across, 30 + 1.5 × 8 down.
    #expect(value.frame == CGRect(x: 116, y: 42, width: 50, height: 20))
  }

  @Test func theInequalitiesKeepTheirRelationAndTheSpacingAsTheConstant() {
    let first = UIView()
    let second = UIView()
    let after = second.leadingAnchor.constraint(
      greaterThanOrEqualToSystemSpacingAfter: first.trailingAnchor, multiplier: 1)
    #expect(after.relation == .greaterThanOrEqual)
    #expect(after.constant == 8)
    let most = second.leadingAnchor.constraint(
      lessThanOrEqualToSystemSpacingAfter: first.trailingAnchor, multiplier: 3)
    #expect(most.relation == .lessThanOrEqual)
    #expect(most.constant == 24)
    let below = second.topAnchor.constraint(
      lessThanOrEqualToSystemSpacingBelow: first.bottomAnchor, multiplier: 0.5)
    #expect(below.relation == .lessThanOrEqual)
    #expect(below.constant == 4)
    #expect(below.secondItem === first)
    let atLeast = second.topAnchor.constraint(
      greaterThanOrEqualToSystemSpacingBelow: first.bottomAnchor, multiplier: 2)
    #expect(atLeast.relation == .greaterThanOrEqual)
    #expect(atLeast.constant == 16)
  }
}
