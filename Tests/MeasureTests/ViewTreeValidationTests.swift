import Testing

@testable import Measure

@Suite struct ViewTreeValidationTests {
  @Test func duplicateNamesAreRejectedWithTheirPositions() {
    let nodes = [
      ViewNode("A", parent: nil, reads: []), ViewNode("B", parent: "A", reads: []),
      ViewNode("A", parent: "B", reads: []), ViewNode("C", parent: nil, reads: []),
      ViewNode("C", parent: nil, reads: []),
    ]
    #expect(throws: ViewTreeError.duplicateName("A", positions: [0, 2])) {
      try ViewTree(validating: nodes, storage: [:])
    }
    #expect(
      ViewTreeError.duplicateName("A", positions: [0, 2]).description
        == "duplicate view name 'A' at node positions 0, 2: each view in a tree needs its own name")
  }

  struct CycleCase: CustomTestStringConvertible, Sendable {
    let nodes: [ViewNode]
    let cycle: [String]
    let testDescription: String
  }

  static let cycles: [CycleCase] = [
    CycleCase(
      nodes: [ViewNode("A", parent: "A", reads: [])], cycle: ["A"],
      testDescription: "a view that is its own parent"),
    CycleCase(
      nodes: [ViewNode("A", parent: "B", reads: []), ViewNode("B", parent: "A", reads: [])],
      cycle: ["A", "B"], testDescription: "two views that are each other's parent"),
    CycleCase(
      nodes: [
        ViewNode("Tail", parent: "C", reads: ["k"]), ViewNode("C", parent: "B", reads: []),
        ViewNode("Root", parent: nil, reads: []), ViewNode("A", parent: "C", reads: []),
        ViewNode("B", parent: "A", reads: []),
      ],
      cycle: ["C", "B", "A"], testDescription: "a cycle reached from a view outside it"),
  ]

  @Test(arguments: cycles)
  func parentCyclesAreRejectedNamingTheirViews(_ example: CycleCase) {
    #expect(throws: ViewTreeError.parentCycle(example.cycle)) {
      try ViewTree(validating: example.nodes, storage: [:])
    }
  }

  @Test func cycleMessageClosesTheLoop() {
    #expect(
      ViewTreeError.parentCycle(["C", "B", "A"]).description
        == "parent cycle 'C' -> 'B' -> 'A' -> 'C': a view cannot be its own ancestor")
  }

  @Test func deepChainsValidateWithoutRecursion() throws {
    let depth = 200_000
    var nodes = [ViewNode("v0", parent: nil, reads: [])]
    for i in 1..<depth {
      nodes.append(ViewNode("v\(i)", parent: "v\(i - 1)", reads: i == depth - 1 ? ["k"] : []))
    }
    let tree = try ViewTree(validating: nodes, storage: ["k": .state(owner: "v0")])
    #expect(tree.recomputes(for: "k") == [Recompute(view: "v\(depth - 1)", cause: .parent)])
    #expect(tree.ancestors(of: "v\(depth - 1)").count == depth - 1)
  }

  @Test func lessonInitializerTrapsNamingTheCycle() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = ViewTree(
        nodes: [
          ViewNode("Card", parent: "Board", reads: []),
          ViewNode("Board", parent: "Card", reads: []),
        ],
        storage: [:])
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("parent cycle 'Card' -> 'Board' -> 'Card'"))
  }

  @Test func lessonInitializerTrapsNamingTheDuplicate() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = ViewTree(
        nodes: [
          ViewNode("Card", parent: nil, reads: []), ViewNode("Card", parent: nil, reads: []),
        ],
        storage: [:])
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("duplicate view name 'Card' at node positions 0, 1"))
  }
}
