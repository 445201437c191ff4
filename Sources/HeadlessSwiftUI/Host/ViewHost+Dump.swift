extension ViewHost {
  /// A stable text rendering of the view graph: one line per view, indented by nesting;
  /// builder plumbing (tuples, optionals, branches) is transparent. User views print their
  /// type name, text its content, modifiers their short name.
  ///
  ///     PanelScreen
  ///       VStack
  ///         Toggle
  ///           Text "Etkin"
  public func dump() -> String {
    guard let root = graph.root else { return "" }
    var lines: [String] = []
    func visit(_ node: GraphNode, _ level: Int) {
      var next = level
      if let label = Self.label(of: node) {
        lines.append(String(repeating: "  ", count: level) + label)
        next += 1
      }
      for child in node.children { visit(child, next) }
    }
    visit(root, 0)
    return lines.joined(separator: "\n")
  }

  private static func label(of node: GraphNode) -> String? {
    if node.isUser { return node.name }
    if node.isOptional { return nil }
    if let text = node.cast(Text.self) { return "Text \"\(text.content)\"" }
    if let carrier = node.cast(ModifierCarrier.self) {
      var name = shortName(Swift.type(of: carrier.anyModifier))
      if name.hasPrefix("_") { name.removeFirst() }
      return "." + name
    }
    if node.type is any TransparentInDump.Type { return nil }
    return shortName(node.type)
  }

  private static func shortName(_ type: Any.Type) -> String {
    let full = String(describing: type)
    guard let bracket = full.firstIndex(of: "<") else { return full }
    return String(full[..<bracket])
  }
}

/// Builder plumbing that ``ViewHost/dump()`` leaves out, its children printing in its place:
/// asked of the view type, never of its name.
protocol TransparentInDump {}

extension TupleView: TransparentInDump {}
extension _ConditionalContent: TransparentInDump {}
extension Group: TransparentInDump {}
extension AnyView: TransparentInDump {}
extension _ViewModifier_Content: TransparentInDump {}
