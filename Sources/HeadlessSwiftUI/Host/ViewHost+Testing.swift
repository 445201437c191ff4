// Reads for ScreenLabTesting's Sync assertions; package access, not public API.

extension ViewHost {
  /// The text on screen inside the first user view named `view` (tree order): the strings of
  /// its `Text` views, depth first, joined by spaces; nil when no such view is in the graph.
  package func shownText(in view: String) -> String? {
    guard let node = userNodes().first(where: { $0.name == view }) else { return nil }
    return subtreeText(node)
  }
}
