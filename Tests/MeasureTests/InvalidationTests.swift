import Testing

@testable import Measure

@Suite struct InvalidationTests {
  /// A parent chain Root → Mid → Leaf, a sibling Side under Root, an island Island with an
  /// outside parent "Host", and a root Other.
  static let nodes = [
    ViewNode("Root", parent: nil, reads: ["s", "e", "m", "x"]),
    ViewNode("Mid", parent: "Root", reads: ["s", "mine"]),
    ViewNode("Leaf", parent: "Mid", reads: ["s", "mine", "e", "m", "x", "host"]),
    ViewNode("Side", parent: "Root", reads: ["mine"]),
    ViewNode("Island", parent: "Host", reads: ["host", "s"]),
    ViewNode("Other", parent: nil, reads: []),
  ]
  static let storage: [String: Storage] = [
    "s": .state(owner: "Root"),
    "mine": .state(owner: "Mid"),
    "e": .environment,
    "m": .model(object: "Store"),
    "host": .state(owner: "Host"),
  ]

  struct Row: CustomTestStringConvertible, Sendable {
    let view: String
    let key: String
    let cause: Cause
    var testDescription: String { "\(view) reading \(key) recomputes as \(cause.rawValue)" }
  }

  static let truthTable: [Row] = [
    Row(view: "Root", key: "s", cause: .local),
    Row(view: "Mid", key: "s", cause: .parent),
    Row(view: "Leaf", key: "s", cause: .parent),
    Row(view: "Island", key: "s", cause: .offRule),
    Row(view: "Mid", key: "mine", cause: .local),
    Row(view: "Leaf", key: "mine", cause: .parent),
    Row(view: "Side", key: "mine", cause: .offRule),
    Row(view: "Root", key: "e", cause: .environment),
    Row(view: "Root", key: "m", cause: .observed),
    Row(view: "Root", key: "x", cause: .notMeasured),
    Row(view: "Island", key: "host", cause: .parent),
    Row(view: "Leaf", key: "host", cause: .offRule),
  ]

  @Test(arguments: truthTable)
  func causeFollowsTheTruthTable(_ row: Row) throws {
    let tree = ViewTree(nodes: Self.nodes, storage: Self.storage)
    let node = try #require(Self.nodes.first { $0.name == row.view })
    #expect(tree.classify(node, key: row.key) == row.cause)
    #expect(tree.cause(of: node, key: row.key) == row.cause.rawValue)
    let reference = Reference.Tree(nodes: Self.nodes, storage: Self.storage)
    #expect(reference.cause(of: node, key: row.key) == row.cause.rawValue)
  }

  @Test func causeOfANodeOutsideTheTreeUsesOnlyItsName() {
    let tree = ViewTree(nodes: Self.nodes, storage: Self.storage)
    // Not in the tree: no ancestors, so only ownership counts.
    #expect(
      tree.cause(of: ViewNode("Stranger", parent: "Root", reads: []), key: "s") == "kural-disi")
    #expect(tree.cause(of: ViewNode("Root", parent: nil, reads: []), key: "s") == "yerel")
    // Same name as a tree node: the tree's parent chain is used, not the argument's.
    #expect(tree.cause(of: ViewNode("Leaf", parent: nil, reads: []), key: "s") == "ebeveyn")
    // An outside parent name is not a node.
    #expect(tree.cause(of: ViewNode("Host", parent: nil, reads: []), key: "mine") == "kural-disi")
  }

  @Test func ancestorsListOutsideParentsAndStop() {
    let tree = ViewTree(nodes: Self.nodes, storage: Self.storage)
    #expect(tree.ancestors(of: "Leaf") == ["Mid", "Root"])
    #expect(tree.ancestors(of: "Island") == ["Host"])
    #expect(tree.ancestors(of: "Root") == [])
    #expect(tree.ancestors(of: "Host") == [])
    #expect(tree.ancestors(of: "Nobody") == [])
  }

  @Test func changeLinesSeparateHitsWithCommaSpaceAndSkipsWithComma() {
    let tree = ViewTree(nodes: Self.nodes, storage: Self.storage)
    #expect(
      tree.report("adim", key: "s").line()
        == "adim: s degisti | yeniden Root yerel, Mid ebeveyn, Leaf ebeveyn, Island kural-disi"
        + " | atlanan Side,Other")
    #expect(
      tree.report("adim", key: "s").line(.en)
        == "adim: s changed | recomputed Root local, Mid parent, Leaf parent, Island off-rule"
        + " | skipped Side,Other")
    #expect(
      tree.report("bos", key: "nobody-reads").line()
        == "bos: nobody-reads degisti | yeniden yok | atlanan Root,Mid,Leaf,Side,Island,Other")
  }

  @Test func emptyTreePrintsYokTwice() {
    let tree = ViewTree(nodes: [], storage: [:])
    #expect(tree.report("l", key: "k").line() == "l: k degisti | yeniden yok | atlanan yok")
    #expect(tree.report("l", key: "k").line(.en) == "l: k changed | recomputed none | skipped none")
    #expect(tree.recomputes(for: "k").isEmpty)
  }

  @Test func everyViewReadingMeansNothingSkipped() {
    let tree = ViewTree(
      nodes: [ViewNode("A", parent: nil, reads: ["k"]), ViewNode("B", parent: "A", reads: ["k"])],
      storage: ["k": .environment])
    #expect(
      tree.report("l", key: "k").line() == "l: k degisti | yeniden A ortam, B ortam | atlanan yok")
  }

  @Test func causeTallyPrintsTheFourCountedCausesOnly() {
    let recomputes = [
      Recompute(view: "A", cause: "yerel"), Recompute(view: "B", cause: .parent),
      Recompute(view: "C", cause: "kural-disi"), Recompute(view: "D", cause: "olcum-disi"),
      Recompute(view: "E", cause: "gozlem"), Recompute(view: "F", cause: "unknown"),
    ]
    #expect(CauseTally(recomputes).lines() == Reference.countCauses(recomputes.map(\.cause)))
    #expect(CauseTally(recomputes).lines() == ["yerel: 1", "ebeveyn: 1", "gozlem: 1", "ortam: 0"])
    #expect(
      CauseTally(recomputes).lines(.en) == [
        "local: 1", "parent: 1", "observed: 1", "environment: 0",
      ])
    #expect(Recompute(view: "F", cause: "unknown").kind == nil)
  }

  @Test func aRecomputeKeepsItsTypedCauseAndTheWordItWasGiven() {
    // A lesson word and the typed cause make the same recompute; the word reads back.
    #expect(Recompute(view: "A", cause: "ebeveyn") == Recompute(view: "A", cause: .parent))
    #expect(Recompute(view: "A", cause: .parent).cause == "ebeveyn")
    #expect(Recompute(view: "A", cause: .parent).label(.en) == "parent")
    // A word that is no cause stays as written, in both languages.
    let odd = Recompute(view: "F", cause: "unknown")
    #expect(odd.cause == "unknown" && odd.label(.en) == "unknown")
    #expect(odd != Recompute(view: "F", cause: "other"))
    let report = ChangeReport(label: "l", key: "k", recomputes: [odd], skipped: [])
    #expect(report.line(.en) == "l: k changed | recomputed F unknown | skipped none")
  }

  @Test func theLineWritesEachCauseWithTheWordItsLabelGives() {
    // The line's writer reads the cause's word from the language's table itself; it is the
    // word `label(_:)` gives, for every cause, in both languages, and the Turkish one is the
    // lesson's word.
    for language in Language.allCases {
      for cause in Cause.allCases {
        let report = ChangeReport(
          label: "l", key: "k", recomputes: [Recompute(view: "V", cause: cause)], skipped: [])
        let words = Vocabulary.of(language)
        #expect(
          report.line(language)
            == "l: k \(words.changed) | \(words.recomputed) V \(cause.label(language)) | "
            + "\(words.skipped) \(words.none)")
      }
    }
    #expect(Cause.allCases.map { $0.label(.tr) } == Cause.allCases.map(\.rawValue))
    #expect(
      Cause.allCases.map { $0.label(.en) } == [
        "local", "parent", "observed", "environment", "off-rule", "not-measured",
      ])
  }

  @Test func aChangeClassifiesEachReaderAsTheNodeWouldBe() throws {
    // The change path finds the owner among the readers by its entry time, not its position:
    // every key's list (an owner that reads its own key, an owner outside the tree, exit
    // times shared by a view and its last descendant) matches the per-node answer.
    let tree = ViewTree(nodes: Self.nodes, storage: Self.storage)
    for key in ["s", "mine", "e", "m", "x", "host"] {
      let expected = Self.nodes.filter { $0.reads.contains(key) }.map {
        Recompute(view: $0.name, cause: tree.classify($0, key: key))
      }
      #expect(tree.recomputes(for: key) == expected, "key \(key)")
    }
  }

  @Test func aRecomputeIsANameAndOneWord() {
    // A change writes one a reader: the name and the cause in one word, a word that names no
    // cause boxed.
    #expect(MemoryLayout<Recompute>.size == 24)
    #expect(MemoryLayout<Recompute>.stride == 24)
    // Printed as before the cause took one word: the view, the typed cause, the odd word.
    #expect(
      String(describing: Recompute(view: "A", cause: .local))
        == #"Recompute(view: "A", kind: Optional(yerel), otherWord: nil)"#)
    #expect(
      String(describing: Recompute(view: "F", cause: "unknown"))
        == #"Recompute(view: "F", kind: nil, otherWord: Optional("unknown"))"#)
  }

  @Test func treeDescriptionShowsOnlyTheLessonsProperties() {
    let tree = ViewTree(nodes: [], storage: [:])
    #expect(String(describing: tree) == "ViewTree(nodes: [], storage: [:])")
  }
}
