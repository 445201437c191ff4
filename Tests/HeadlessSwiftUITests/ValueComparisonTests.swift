import Foundation
import Testing

@testable import HeadlessSwiftUI

/// POD view whose `==` claims everything is equal: the POD rule ignores it.
private struct PODView: Equatable {
  let number: Int
  static func == (lhs: PODView, rhs: PODView) -> Bool { true }
}

/// Non-POD value whose `==` ignores its string: the `==` is trusted.
private struct NamedValue: Equatable {
  let name: String
  let id: Int
  static func == (lhs: NamedValue, rhs: NamedValue) -> Bool { lhs.id == rhs.id }
}

private struct Plain {
  let name: String
  let object: NSObject
}

enum Choice: Sendable {
  case first, second
  case payload(Int)
}

/// The comparator of semantics §2.1.2 and §2.1.3.
struct ValueComparisonTests {
  @Test func plainDataComparesFieldsIgnoringCustomEquality() {
    #expect(!ValueComparison.areEqual(PODView(number: 1), PODView(number: 2)))
    #expect(ValueComparison.areEqualUsingEquatable(PODView(number: 1), PODView(number: 2)))
  }

  @Test func nonPlainEquatableValuesUseTheirEquality() {
    #expect(ValueComparison.areEqual(NamedValue(name: "a", id: 1), NamedValue(name: "b", id: 1)))
    #expect(!ValueComparison.areEqual(NamedValue(name: "a", id: 1), NamedValue(name: "a", id: 2)))
  }

  @Test func referencesCompareByIdentityInsideFieldByFieldComparison() {
    let object = NSObject()
    #expect(
      ValueComparison.areEqual(Plain(name: "a", object: object), Plain(name: "a", object: object)))
    #expect(
      !ValueComparison.areEqual(
        Plain(name: "a", object: object), Plain(name: "a", object: NSObject())))
    #expect(
      !ValueComparison.areEqual(Plain(name: "a", object: object), Plain(name: "b", object: object)))
  }

  @Test func closuresNeverCompareEqual() {
    let closure: () -> Void = {}
    #expect(!ValueComparison.areEqual(closure, closure))
  }

  @Test(arguments: [
    (Choice.first, Choice.first, true), (.first, .second, false), (.payload(1), .payload(1), true),
    (.payload(1), .payload(2), false), (.first, .payload(0), false),
  ])
  func enumsCompareByCaseAndPayload(lhs: Choice, rhs: Choice, equal: Bool) {
    #expect(ValueComparison.areEqual(lhs, rhs) == equal)
  }

  @Test func differentTypesDiffer() {
    #expect(!ValueComparison.areEqual(1, 1.0))
    #expect(ValueComparison.areEqual(CGSize(width: 1, height: 2), CGSize(width: 1, height: 2)))
  }
}
