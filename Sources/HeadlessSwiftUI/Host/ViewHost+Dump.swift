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

/// A removed view still on screen while its removal transition runs
/// (Docs/Semantics/SwiftUI.md §11.3, §11.4).
public struct LeavingView: Sendable {
  /// The name its transition samples carry (the first user view of the leaving subtree, or
  /// the nearest one above it).
  public let name: String
  /// Where it is laid out, in window coordinates; nil before a layout pass placed it.
  public let frame: CGRect?
  /// Its presented transition values now (`transition.opacity`, `transition.scale`, …),
  /// sorted by name.
  public let transition: [(property: String, value: [Double])]
}

extension ViewHost {
  /// The removed views still on screen under their removal transitions, in tree order: what
  /// the text dumps show beside the live views (Docs/Semantics/SwiftUI.md §11.4).
  public var leavingViews: [LeavingView] {
    let leaving = graph.leavingNodes
    guard !leaving.isEmpty else { return [] }
    let engine = currentLayout()
    let order = Dictionary(
      allNodes().enumerated().map { (ObjectIdentifier($0.element), $0.offset) },
      uniquingKeysWith: { first, _ in first })
    return leaving.sorted {
      (order[ObjectIdentifier($0.node)] ?? .max) < (order[ObjectIdentifier($1.node)] ?? .max)
    }.map { entry in
      var frame: CGRect?
      var stack = [entry.node]
      while frame == nil, let node = stack.popLast() {
        frame = engine?.frames[ObjectIdentifier(node)]
        stack += node.children.reversed()
      }
      let values = entry.holder.presentation.keys.filter { $0.hasPrefix("transition.") }.sorted()
        .compactMap { key in graph.presentedValue(entry.holder, key).map { (key, $0) } }
      return LeavingView(
        name: entry.holder.transitionLabel ?? graph.transitionLabel(for: entry.node),
        frame: frame, transition: values)
    }
  }
}
