import Testing

@testable import Measure

/// How the index finds a view by name (`NameTable` for ASCII names, a dictionary otherwise):
/// names are equal as Swift strings are (`==`, canonical equivalence), whatever their bytes.
@Suite struct ViewTreeNameTests {
  /// U+212A KELVIN SIGN, canonically equivalent to the letter K.
  static let kelvin = "\u{212A}"

  @Test func theKelvinSignIsTheLetterK() {
    #expect(Self.kelvin == "K")
    #expect(Self.kelvin.utf8.count == 3)
  }

  @Test func anASCIITreeAnswersAQueryWrittenOtherwise() {
    let tree = ViewTree(
      nodes: [ViewNode("K", parent: nil, reads: []), ViewNode("child", parent: "K", reads: [])],
      storage: [:])
    #expect(tree.ancestors(of: "child") == ["K"])
    #expect(tree.ancestors(of: "K") == [])
    // The query is not ASCII; the node's name is.
    let grandchild = ViewTree(
      nodes: [
        ViewNode("K", parent: "root", reads: []), ViewNode("child", parent: "K", reads: []),
      ],
      storage: [:])
    #expect(grandchild.ancestors(of: Self.kelvin) == ["root"])
    #expect(grandchild.ancestors(of: "k") == [])
  }

  @Test func aParentNameThatIsNotASCIIFindsTheNodeItEquals() {
    let tree = ViewTree(
      nodes: [
        ViewNode("K", parent: "root", reads: []),
        ViewNode("child", parent: Self.kelvin, reads: []),
      ],
      storage: [:])
    // The parent is the node "K", not a new outside parent: the chain goes on to "root".
    #expect(tree.ancestors(of: "child") == ["K", "root"])
  }

  @Test func namesThatAreNotASCIIMatchInEitherNormalization() {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(composed == decomposed)
    let tree = ViewTree(
      nodes: [
        ViewNode(composed, parent: nil, reads: []),
        ViewNode("menu", parent: decomposed, reads: ["k"]),
      ],
      storage: ["k": .state(owner: decomposed)])
    #expect(tree.ancestors(of: "menu") == [composed])
    #expect(tree.ancestors(of: decomposed) == [])
    #expect(tree.recomputes(for: "k").map(\.kind) == [.parent])
    #expect(throws: ViewTreeError.duplicateName(composed, positions: [0, 1])) {
      try ViewTree(
        validating: [
          ViewNode(composed, parent: nil, reads: []), ViewNode(decomposed, parent: nil, reads: []),
        ],
        storage: [:])
    }
  }

  @Test func manyOutsideParentsGrowTheTable() {
    // Twice as many vertices as nodes: every node has a parent that names no node.
    let count = 5_000
    let nodes = (0..<count).map { ViewNode("n\($0)", parent: "outside\($0)", reads: []) }
    let tree = ViewTree(nodes: nodes, storage: [:])
    for index in stride(from: 0, to: count, by: 97) {
      #expect(tree.ancestors(of: "n\(index)") == ["outside\(index)"])
    }
    #expect(tree.ancestors(of: "outside0") == [])
    #expect(tree.ancestors(of: "n\(count)") == [])
  }

  @Test func asciiDuplicatesAreFoundByTheTable() {
    let nodes = (0..<100).map { ViewNode("v\($0 % 60)", parent: nil, reads: []) }
    #expect(throws: ViewTreeError.duplicateName("v0", positions: [0, 60])) {
      try ViewTree(validating: nodes, storage: [:])
    }
  }
}
