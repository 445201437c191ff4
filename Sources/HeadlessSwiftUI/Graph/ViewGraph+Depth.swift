/// The graph's depth limit: a body that contains its own view type unconditionally stops the
/// program with a message instead of overflowing the stack (Docs/Misuse.md §5).
extension ViewGraph {
  /// The deepest node the graph builds (the root is at depth 0; every view, modifier and
  /// container is one level). Deeper, the graph stops the program with a message naming the
  /// views that repeat, instead of overflowing the stack (Docs/Misuse.md §5).
  static let maximumDepth = 1_000

  /// Stops the program: `node` is deeper than ``maximumDepth``, most likely because a body
  /// contains its own view type unconditionally (A → B → A → …).
  func stopTooDeep(at node: GraphNode) -> Never {
    var names: [String] = []
    var current: GraphNode? = node
    while let step = current {
      if step.isUser { names.append(step.name) }
      current = step.parent
    }
    names.reverse()
    var cycle: [String] = []
    if let last = names.last, let previous = names.dropLast().lastIndex(of: last) {
      // One turn of the cycle, started at its outermost view: A -> B -> A.
      var turn = Array(names[previous..<(names.count - 1)])
      if let first = names.first(where: turn.contains), let start = turn.firstIndex(of: first) {
        turn = Array(turn[start...] + turn[..<start])
      }
      cycle = turn + turn.prefix(1)
    }
    let what =
      cycle.isEmpty
      ? "no view repeats on the way down"
      : "\(cycle.joined(separator: " -> ")) repeats: a view's body cannot contain itself "
        + "unconditionally"
    fatalError(
      "SwiftUI: the view graph is deeper than \(Self.maximumDepth) levels at \(node.name); "
        + what)
  }
}
