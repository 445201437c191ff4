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

private struct ActionHolder {
  let action: () -> Void
}

private struct OptionalHolder {
  let action: (() -> Void)?
}

private func staticHolder() -> ActionHolder { ActionHolder(action: { print("static") }) }
private func otherStaticHolder() -> ActionHolder { ActionHolder(action: { print("other") }) }
private func capturingHolder(_ number: Int) -> ActionHolder {
  ActionHolder(action: { print(number) })
}
private func pairHolder(_ object: NSObject, _ number: Int) -> ActionHolder {
  ActionHolder(action: { print(object, number) })
}
private func objectHolder(_ object: NSObject) -> ActionHolder {
  ActionHolder(action: { print(object) })
}

enum Choice: Sendable {
  case first, second
  case payload(Int)
}

/// The comparator of Docs/Semantics/SwiftUI.md §2.1.2 and §2.1.3.
@MainActor
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

  @Test func closuresThatCaptureNothingCompareEqual() {
    #expect(ValueComparison.areEqual(staticHolder(), staticHolder()))
    #expect(ValueComparison.areEqual(OptionalHolder(action: nil), OptionalHolder(action: nil)))
    #expect(
      !ValueComparison.areEqual(OptionalHolder(action: nil), OptionalHolder(action: { print(1) })))
  }

  @Test func closuresWithAFreshCaptureDiffer() {
    #expect(!ValueComparison.areEqual(capturingHolder(1), capturingHolder(1)))
    #expect(!ValueComparison.areEqual(pairHolder(NSObject(), 1), pairHolder(NSObject(), 1)))
    // One closure value stored twice: the same function and the same context.
    let shared = capturingHolder(1)
    #expect(ValueComparison.areEqual(shared, ActionHolder(action: shared.action)))
    // Different non-capturing closures are different functions.
    #expect(!ValueComparison.areEqual(staticHolder(), otherStaticHolder()))
  }

  /// Swift passes a closure's only captured class reference as its context: two such
  /// closures over one object are the same function and context, so they are equal.
  @Test func closuresOverTheSameSingleObjectAreEqual() {
    let object = NSObject()
    #expect(ValueComparison.areEqual(objectHolder(object), objectHolder(object)))
    #expect(!ValueComparison.areEqual(objectHolder(object), objectHolder(NSObject())))
  }

  @Test func onlyFunctionTypesAreFunctions() {
    #expect(ValueComparison.kind(of: (() -> Void).self) == .function)
    #expect(ValueComparison.kind(of: (@Sendable (Int) async throws -> String).self) == .function)
    #expect(ValueComparison.kind(of: (Int, () -> Void).self) != .function)
    #expect(ValueComparison.kind(of: Optional<() -> Void>.self) != .function)
    #expect(ValueComparison.kind(of: NSObject.self) == .object)
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

/// A plain struct of plain structs, no padding: compared as its bytes.
private struct Corners: Sendable {
  var origin: CGPoint
  var size: CGSize
}

/// A plain struct with padding after its flag: compared field by field.
private struct Padded: Sendable {
  var flag: Bool
  var value: Double
}

/// Plain structs compared whole (per type) give the field-by-field answers.
@MainActor
struct PlainStructComparisonTests {
  @Test func structsOfStructsWithoutPaddingCompareAsBytes() {
    let a = Corners(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4))
    var b = a
    #expect(ValueComparison.comparesAsBytes(Corners.self, sample: a))
    #expect(ValueComparison.comparesAsBytes(CGSize.self, sample: CGSize.zero))
    #expect(ValueComparison.areEqual(a, b))
    b.size.height = 5
    #expect(!ValueComparison.areEqual(a, b))
    // Leaves compare by their bytes, as before: -0.0 is not 0.0.
    #expect(!ValueComparison.areEqual(CGSize(width: 0, height: 0), CGSize(width: -0.0, height: 0)))
  }

  @Test func paddedStructsEnumsAndTuplesKeepTheFieldPath() {
    #expect(!ValueComparison.comparesAsBytes(Padded.self, sample: Padded(flag: true, value: 1)))
    #expect(ValueComparison.areEqual(Padded(flag: true, value: 1), Padded(flag: true, value: 1)))
    #expect(!ValueComparison.areEqual(Padded(flag: true, value: 1), Padded(flag: false, value: 1)))
    #expect(!ValueComparison.comparesAsBytes(Choice.self, sample: Choice.payload(1)))
    #expect(!ValueComparison.comparesAsBytes((Int, Int).self, sample: (1, 2)))
    #expect(ValueComparison.areEqual(Choice.payload(1), Choice.payload(1)))
    #expect(!ValueComparison.areEqual(Choice.payload(1), Choice.payload(2)))
  }
}
