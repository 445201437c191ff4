/// One animatable property of a modifier (Docs/Semantics/SwiftUI.md §3.3): its name and one to
/// four components, held inline.
///
/// A modifier's ``ModifierEffect/animatableValue`` is read on every update of its node; an
/// array of name and value arrays cost two allocations and their release each time (about 480
/// instructions, callgrind). This value is compared with the stored target in place and
/// written into it in place when the value jumps.
nonisolated struct AnimatableValue {
  /// The property's name (`offset`, `opacity`, …).
  let name: String
  /// How many components the value has (1 to 4).
  let count: Int
  private let components: (Double, Double, Double, Double)

  /// A value of one component.
  init(_ name: String, _ first: Double) {
    self.name = name
    count = 1
    components = (first, 0, 0, 0)
  }

  /// A value of two components (a size, an offset).
  init(_ name: String, _ first: Double, _ second: Double) {
    self.name = name
    count = 2
    components = (first, second, 0, 0)
  }

  /// A value of four components (a colour's red, green, blue and alpha).
  init(_ name: String, _ first: Double, _ second: Double, _ third: Double, _ fourth: Double) {
    self.name = name
    count = 4
    components = (first, second, third, fourth)
  }

  /// The component at `index`, `0..<count`.
  subscript(index: Int) -> Double {
    switch index {
    case 0: return components.0
    case 1: return components.1
    case 2: return components.2
    default: return components.3
    }
  }

  /// The components as an array, as presented properties keep them.
  var array: [Double] {
    var result: [Double] = []
    result.reserveCapacity(count)
    for index in 0..<count { result.append(self[index]) }
    return result
  }

  /// Component-wise equality with `values` where NaN (an unspecified frame dimension) equals
  /// NaN: the presentation's comparison of a new value with its target.
  func isSame(as values: [Double]) -> Bool {
    guard values.count == count else { return false }
    for index in 0..<count {
      let left = values[index]
      let right = self[index]
      if left != right && !(left.isNaN && right.isNaN) { return false }
    }
    return true
  }

  /// Writes the components over `values`: in place when it has as many (and its storage is not
  /// shared), a new array otherwise.
  func write(into values: inout [Double]) {
    guard values.count == count else {
      values = array
      return
    }
    for index in 0..<count { values[index] = self[index] }
  }
}
