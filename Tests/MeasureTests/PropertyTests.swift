import ScreenLabTestSupport
import Testing

@testable import Measure

/// Random well-formed scenarios, compared with the plain reference kernels line by line.
@Suite struct PropertyTests {
  static let keys = ["a", "b", "c", "d", "e", "f"]

  /// A random forest: unique names, parents that are earlier nodes, outside names or nil,
  /// storage with owners anywhere (self, ancestors, strangers, outside names) or missing.
  static func scenario(_ rng: inout SplitMix64) -> (
    nodes: [ViewNode], storage: [String: Storage]
  ) {
    let count = Int.random(in: 0...12, using: &rng)
    var nodes: [ViewNode] = []
    let outside = ["Host", "Window", "Sheet"]
    for i in 0..<count {
      let parent: String?
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<2: parent = nil
      case 2: parent = outside.randomElement(using: &rng)
      default: parent = i == 0 ? nil : nodes.randomElement(using: &rng)?.name
      }
      let reads = Set(keys.filter { _ in Bool.random(using: &rng) })
      nodes.append(ViewNode("V\(i)", parent: parent, reads: reads))
    }
    // Shuffle so parents do not always come first, as in real trees.
    nodes.shuffle(using: &rng)
    var storage: [String: Storage] = [:]
    let owners = nodes.map(\.name) + outside + ["Nobody"]
    for key in keys {
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: break  // missing: olcum-disi
      case 1: storage[key] = .environment
      case 2: storage[key] = .model(object: "Store")
      default: storage[key] = .state(owner: owners.randomElement(using: &rng) ?? "Nobody")
      }
    }
    return (nodes, storage)
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func invalidationMatchesTheReference(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    for round in 0..<300 {
      let (nodes, storage) = Self.scenario(&rng)
      let tree = try ViewTree(validating: nodes, storage: storage)
      let reference = Reference.Tree(nodes: nodes, storage: storage)
      var allHits: [Recompute] = []
      var referenceCauses: [String] = []
      for key in Self.keys + ["unknown"] {
        let label = "step-\(round)"
        let expected = reference.change(label, key: key)
        let report = tree.report(label, key: key)
        #expect(report.line() == expected.line, "seed \(seed) round \(round) key \(key)")
        #expect(report.recomputes.map(\.view) == expected.hits.map(\.0))
        #expect(report.recomputes.map(\.cause) == expected.hits.map(\.1))
        #expect(tree.recomputes(for: key) == report.recomputes)
        #expect(tree.changeLine(label, key: key) == expected.line)
        #expect(tree.changeLine(label, key: key, language: .en) == report.line(.en))
        allHits += report.recomputes
        referenceCauses += expected.hits.map(\.1)
      }
      #expect(CauseTally(allHits).lines() == Reference.countCauses(referenceCauses))
      for name in nodes.map(\.name) + ["Host", "Nobody"] {
        #expect(tree.ancestors(of: name) == reference.ancestors(of: name), "seed \(seed) \(name)")
      }
      for node in nodes {
        for key in Self.keys {
          #expect(tree.cause(of: node, key: key) == reference.cause(of: node, key: key))
        }
      }
    }
  }

  @Test(arguments: [11, 12, 13] as [UInt64])
  func syncMatchesTheReference(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let values = ["0", "1", "40", "70", ""]
    for round in 0..<300 {
      let screen = Screen("S\(round % 3)")
      var model: [String: String] = [:]
      for key in Self.keys {
        if Bool.random(using: &rng) { model[key] = values.randomElement(using: &rng) }
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: screen.set(key, values.randomElement(using: &rng) ?? "")
        case 1:
          screen.set(key, "x")
          screen.clear(key)
        default: break
        }
      }
      let keys = (0..<Int.random(in: 0...8, using: &rng)).map { _ in
        (Self.keys + ["z"]).randomElement(using: &rng) ?? "z"
      }
      let expected = Reference.check(
        "l\(round)", model: model, name: screen.name, shown: screen.shown, keys: keys)
      let fields = checkFields("l\(round)", model: model, screen: screen, keys: keys)
      #expect(fields.map { $0.line() } == expected.lines, "seed \(seed) round \(round)")
      #expect(fields.map(\.verdict.rawValue) == expected.verdicts)
      #expect(
        VerdictTally(words: expected.verdicts).lines() == Reference.countVerdicts(expected.verdicts)
      )
    }
  }
}
