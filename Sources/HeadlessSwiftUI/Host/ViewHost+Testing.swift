// Reads for ScreenLabTesting's Sync assertions; package access, not public API.

extension ViewHost {
  /// The text the layout pass shows inside the first user view named `view` (tree order), nil
  /// when no such view is in the graph.
  ///
  /// The graph is laid out as ``frame(of:)`` lays it out; each `Text` under the view that got
  /// a frame contributes its lines as the SVG picture draws them (``TextMetric``: a line wider
  /// than the frame is cut to the characters that fit, the last one replaced by "…"). A
  /// `Toggle` contributes its label as the picture draws it: at the leading end of the toggle's
  /// frame, in the width the switch leaves. Texts are taken depth first and joined by spaces,
  /// lines too.
  package func shownText(in view: String) -> String? {
    guard let owner = userNodes().first(where: { $0.name == view }) else { return nil }
    return shownText(under: owner)
  }

  func shownText(under owner: GraphNode) -> String {
    guard let engine = currentLayout() else { return subtreeText(owner) }
    var parts: [String] = []
    var stack = [owner]
    while let node = stack.popLast() {
      if node.view is SwitchDrawing,
        !((node.view as? StyledControl)?.isStyled(in: node) ?? false),
        let frame = engine.frames[ObjectIdentifier(node)]
      {
        // The label is not laid out; the painter draws its texts beside the switch.
        let label = subtreeText(node)
        let width = max(0, frame.width - 51 - LayoutMetric.defaultSpacing)
        let fitting = max(0, Int((width / TextMetric.characterWidth).rounded(.down)))
        if !label.isEmpty { parts.append(SVGText.truncated(label, to: fitting)) }
        continue
      }
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
