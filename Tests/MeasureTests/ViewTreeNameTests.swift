import ScreenLabTestSupport
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

  /// Trees of more than 2,048 nodes: the name table is filled and probed region by region
  /// (`NameTable.inSlotOrder(_:)`), not in `nodes` order. Ancestors and causes are checked
  /// against chains followed through a dictionary of the parents, for short names (stored in
  /// the string) and long ones (on the heap), with outside parents shared by many nodes.
  @Test(arguments: [("n", 21), ("a-view-with-a-long-name-", 22)] as [(String, UInt64)])
  func largeShuffledTreesKeepTheirAncestors(prefix: String, seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let count = 20_000
    var nodes: [ViewNode] = []
    for i in 0..<count {
      let parent: String?
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: parent = nil
      case 1: parent = "outside\(Int.random(in: 0..<50, using: &rng))"
      default: parent = i == 0 ? nil : "\(prefix)\(Int.random(in: 0..<i, using: &rng))"
      }
      nodes.append(ViewNode("\(prefix)\(i)", parent: parent, reads: i % 7 == 0 ? ["k"] : []))
    }
    nodes.shuffle(using: &rng)
    let owner = "\(prefix)3"
    let tree = ViewTree(nodes: nodes, storage: ["k": .state(owner: owner)])
    var parentOf: [String: String] = [:]
    for node in nodes { parentOf[node.name] = node.parent }
    var expected: [Recompute] = []
    for node in nodes {
      var chain: [String] = []
      var name = node.name
      while let parent = parentOf[name] {
        chain.append(parent)
        name = parent
      }
      #expect(tree.ancestors(of: node.name) == chain, "\(node.name)")
      if node.reads.contains("k") {
        let cause: Cause = node.name == owner ? .local : chain.contains(owner) ? .parent : .offRule
        expected.append(Recompute(view: node.name, cause: cause))
      }
    }
    #expect(tree.recomputes(for: "k") == expected)
    #expect(tree.ancestors(of: "outside0") == [])
    #expect(tree.ancestors(of: "\(prefix)\(count)") == [])
  }

  /// In a large tree the names are inserted region by region, yet the duplicate reported is
  /// still the first a pass in `nodes` order meets: the lowest position whose name an
  /// earlier node has.
  @Test func aLargeTreeReportsTheDuplicateMetFirstInNodesOrder() {
    var nodes = (0..<10_000).map { ViewNode("v\($0)", parent: nil, reads: []) }
    // Ten later copies; the lowest later position is 5_000, a copy of v4_000.
    let copies = [
      (9_000, 1), (5_000, 4_000), (7_000, 6_999), (8_000, 2), (6_000, 3), (9_500, 9_499),
      (5_500, 10), (7_500, 20), (8_500, 30), (9_900, 40),
    ]
    for (position, original) in copies {
      nodes[position] = ViewNode("v\(original)", parent: nil, reads: [])
    }
    #expect(throws: ViewTreeError.duplicateName("v4000", positions: [4_000, 5_000])) {
      try ViewTree(validating: nodes, storage: [:])
    }
  }
}
