import Foundation
import Testing

@testable import HeadlessSwiftUI

/// A `ForEach` over a range of integers builds the children a `ForEach` over the same
/// integers in another collection builds: the same ids, in the same order, from the same
/// closure calls.
@MainActor
struct ForEachChildrenTests {
  @Test func aRangeAndAnArrayOfTheSameIntegersGiveTheSameChildren() {
    var rangeCalls: [Int] = []
    var arrayCalls: [Int] = []
    let overRange = ForEach(3..<8) { index in
      rangeCalls.append(index)
      return Text("\(index)")
    }
    let overArray = ForEach(Array(3..<8), id: \.self) { index in
      arrayCalls.append(index)
      return Text("\(index)")
    }
    let rangeIDs = overRange.children.map(\.id)
    let arrayIDs = overArray.children.map(\.id)
    #expect(rangeIDs == arrayIDs)
    #expect(rangeIDs == (3..<8).map { ChildID.explicit(AnyHashable($0)) })
    #expect(rangeCalls == Array(3..<8))
    #expect(arrayCalls == rangeCalls)
    #expect(ForEach(0..<0) { Text("\($0)") }.children.isEmpty)
  }

  /// The integers' ids are the values `AnyHashable`'s initializer makes: equal to, and hashed
  /// as, the same number of another integer type, with the integer itself as their base.
  @Test func integerIDsAreTheInitializersValues() {
    let ids = ForEach(-2..<3) { Text("\($0)") }.children.map(\.id)
    #expect(ids.count == 5)
    for (offset, id) in ids.enumerated() {
      let number = offset - 2
      guard case .explicit(let hashable) = id else {
        Issue.record("\(id) is not an explicit id")
        continue
      }
      #expect(hashable == AnyHashable(number))
      #expect(hashable == AnyHashable(Int8(number)))
      #expect(hashable.hashValue == AnyHashable(Int8(number)).hashValue)
      #expect(hashable.base as? Int == number)
      #expect(type(of: hashable.base) == Int.self)
    }
  }

  @Test func aRangeWithAnotherIdentityKeepsItsKeyPath() {
    let doubled = ForEach(0..<3, id: \.doubled) { Text("\($0)") }
    #expect(doubled.children.map(\.id) == [0, 2, 4].map { ChildID.explicit(AnyHashable($0)) })
  }
}

extension Int {
  fileprivate var doubled: Int { self * 2 }
}
