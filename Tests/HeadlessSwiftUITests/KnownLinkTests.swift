import Testing

@testable import HeadlessSwiftUI

/// `DynamicPropertyLayout.knownLink(_:)` tells `State`, `Binding` and `Environment` by their
/// type descriptors: each answer is the link type the cast gives, and every other type is left
/// to the cast.
@MainActor
struct KnownLinkTests {
  private struct Row {}
  private final class Model {}

  @Test func aStateABindingAndAnEnvironmentAreToldAsTheirOwnLinkType() {
    let told: [any Any.Type] = [
      State<Int>.self, State<String?>.self, Binding<[Int]>.self, Binding<Row>.self,
      Environment<Int>.self, Environment<Model>.self,
    ]
    for type in told {
      let link = DynamicPropertyLayout.knownLink(type)
      #expect(link.map { ObjectIdentifier($0) } == ObjectIdentifier(type), "\(type)")
      #expect(type is any DynamicPropertyLink.Type)
    }
  }

  @Test func everyOtherTypeIsLeftToTheCast() {
    let others: [any Any.Type] = [
      Int.self, String.self, Row.self, Model.self, State<Int>?.self, [State<Int>].self,
      GestureState<Int>.self, (Int, Int).self,
    ]
    for type in others {
      #expect(DynamicPropertyLayout.knownLink(type) == nil, "\(type)")
    }
  }
}
