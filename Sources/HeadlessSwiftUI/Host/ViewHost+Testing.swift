// Reads for ScreenLabTesting's Sync assertions; package access, not public API.

extension ViewHost {
  /// The text the layout pass shows inside the first user view named `view` (tree order), nil
  /// when no such view is in the graph.
  ///
  /// The graph is laid out as ``frame(of:)`` lays it out; each `Text` under the view that got
  /// a frame contributes its lines as the SVG picture draws them (``TextMetric``: a line wider
  /// than the frame is cut to the characters that fit, the last one replaced by "…"). Texts
  /// are taken depth first and joined by spaces, lines too.
  package func shownText(in view: String) -> String? {
    guard let owner = userNodes().first(where: { $0.name == view }) else { return nil }
    guard let engine = currentLayout() else { return subtreeText(owner) }
    var parts: [String] = []
    var stack = [owner]
    while let node = stack.popLast() {
      if let text = node.cast(Text.self), let frame = engine.frames[ObjectIdentifier(node)] {
        let fitting = max(0, Int((frame.width / TextMetric.characterWidth).rounded(.down)))
        let lines = text.content.split(separator: "\n", omittingEmptySubsequences: false).map {
          SVGText.truncated(String($0), to: fitting)
        }
        parts.append(lines.joined(separator: " "))
      }
      stack += node.children.reversed()
    }
    return parts.joined(separator: " ")
  }
}
