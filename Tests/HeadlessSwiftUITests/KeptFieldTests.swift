import Foundation
import Measure
import Testing

@testable import HeadlessSwiftUI

/// Two values of a drag's walk (Docs/Architecture.md, walk (a)) keep a field or are made by the
/// compiler's initializer: `DragGesture.Value.translation` is a stored field kept in step with
/// `location` and `startLocation`, and `KeyCause` is made with its memberwise initializer. Both
/// behave, print and hash as before.
struct KeptFieldTests {
  private let start = CGPoint(x: 4, y: 6)

  private func value(at location: CGPoint) -> DragGesture.Value {
    DragGesture.Value(
      time: Date(timeIntervalSinceReferenceDate: 2), location: location, startLocation: start)
  }

  @Test func aDragValuesTranslationIsItsLocationMinusItsStartAfterEveryWrite() {
    var value = value(at: CGPoint(x: 10, y: 1))
    #expect(value.translation == CGSize(width: 6, height: -5))
    value.location = CGPoint(x: 0, y: 0)
    #expect(value.translation == CGSize(width: -4, height: -6))
    value.location.x += 3
    #expect(value.translation == CGSize(width: -1, height: -6))
    value.startLocation = CGPoint(x: -1, y: 2)
    #expect(value.translation == CGSize(width: 4, height: -2))
    // The predicted end is where the value was made (10, 1), from the new start.
    #expect(value.predictedEndTranslation == CGSize(width: 11, height: -1))
  }

  @Test func aDragValueIsEqualByItsFiveFieldsAndPrintsThemAlone() {
    var moved = value(at: CGPoint(x: 10, y: 1))
    moved.location = CGPoint(x: 12, y: 3)
    moved.location = CGPoint(x: 10, y: 1)
    let made = value(at: CGPoint(x: 10, y: 1))
    #expect(moved == made)
    #expect(moved.hashValue == made.hashValue)
    #expect(made != value(at: CGPoint(x: 10, y: 2)))
    let text = String(describing: made)
    #expect(text.contains("startLocation: ") && text.contains("predictedEndLocation: "))
    #expect(!text.contains("translation"))
    #expect(
      Mirror(reflecting: made).children.map(\.label) == [
        "time", "location", "startLocation", "velocity", "predictedEndLocation",
      ])
  }

  @Test func aKeyCauseMadeEitherWayIsTheSameValueAndPrintsKeyFirst() {
    let made = KeyCause(cause: .parent, key: "position")
    let given = KeyCause(key: "position", cause: .parent)
    #expect(made == given)
    #expect(made.hashValue == given.hashValue)
    #expect(made != KeyCause(key: "position", cause: .local))
    #expect(made != KeyCause(key: "offset", cause: .parent))
    var hasher = Hasher()
    hasher.combine("position")
    hasher.combine(Cause.parent)
    #expect(made.hashValue == hasher.finalize())
    #expect(Mirror(reflecting: made).children.map(\.label) == ["key", "cause"])
    #expect(String(describing: made).hasPrefix("KeyCause(key: \"position\""))
  }
}
