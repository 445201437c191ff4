import Measure

/// The SwiftUI view tree of some sources, in the Invalidation kernel's model.
///
/// Every `View` type's owned storage (`@State`, `@GestureState`, `@StateObject`, observed
/// models, `@Environment` keys), inputs (stored properties, `@Binding`), the keys its body reads
/// and the user-defined views its body builds, with which arguments. Nodes are the
/// user-defined views only, depth first from each root (a view no other view builds), in
/// source order.
public struct ViewTreeExtraction: Sendable {
  /// The storage records, in the order they are printed: each node's owned keys in node
  /// order and declaration order, then environment and model keys as they are met.
  public let storage: [(key: String, storage: Storage)]
  /// The nodes, depth first; reads listed in the order they are printed.
  public let nodes: [(name: String, parent: String?, reads: [String])]
  /// Files that could not be analyzed.
  public let errors: [AnalysisError]

  /// Creates an extraction from its parts.
  public init(
    storage: [(key: String, storage: Storage)],
    nodes: [(name: String, parent: String?, reads: [String])], errors: [AnalysisError] = []
  ) {
    self.storage = storage
    self.nodes = nodes
    self.errors = errors
  }

  /// The tree as the Measure kernel's value.
  public var tree: ViewTree {
    var records: [String: Storage] = [:]
    for (key, value) in storage { records[key] = value }
    return ViewTree(
      nodes: nodes.map { ViewNode($0.name, parent: $0.parent, reads: Set($0.reads)) },
      storage: records)
  }

  /// The Swift code the lessons write by hand: the `storage` dictionary and the `screen`
  /// tree, four-space indented.
  public var swiftCode: String {
    var code = "let storage: [String: Storage] = ["
    if storage.isEmpty {
      code += ":]\n"
    } else {
      code += "\n"
      for (key, value) in storage {
        code += "    \(Self.literal(key)): \(Self.code(value)),\n"
      }
      code += "]\n"
    }
    code += "\nlet screen = ViewTree(nodes: [\n"
    for node in nodes {
      let parent = node.parent.map(Self.literal) ?? "nil"
      let reads = node.reads.map(Self.literal).joined(separator: ", ")
      code += "    ViewNode(\(Self.literal(node.name)), parent: \(parent), reads: [\(reads)]),\n"
    }
    code += "], storage: storage)\n"
    return code
  }

  /// The `change` line of every storage key, in storage order, computed by the kernel.
  ///
  /// - Parameters:
  ///   - labels: the step label per key (the lessons' `panel-acildi`); a key without one is
  ///     labelled with its own name.
  ///   - language: the language of the line's fixed words.
  public func changeLines(labels: [String: String] = [:], language: Language = .default)
    -> [String]
  {
    let tree = tree
    return storage.map { entry in
      tree.report(labels[entry.key] ?? entry.key, key: entry.key).line(language)
    }
  }

  static func code(_ storage: Storage) -> String {
    switch storage {
    case .state(let owner): return ".state(owner: \(literal(owner)))"
    case .model(let object): return ".model(object: \(literal(object)))"
    case .environment: return ".environment"
    }
  }

  static func literal(_ text: String) -> String {
    let escaped = text.replacingScalars { scalar in
      switch scalar {
      case "\"": return "\\\""
      case "\\": return "\\\\"
      case "\n": return "\\n"
      default: return nil
      }
    }
    return "\"" + escaped + "\""
  }
}

extension SourceAnalyzer {
  /// Extracts the SwiftUI view tree of `sources` (all files together).
  public func viewTree(_ sources: [SourceFile]) -> ViewTreeExtraction {
    if case .unavailable(let reason) = Self.availability {
      return ViewTreeExtraction(
        storage: [], nodes: [],
        errors: [AnalysisError(file: "", kind: .unavailable, message: reason)])
    }
    let keepBroken = options.analyzesFilesWithSyntaxErrors
    return LargeStack.run { TreeEngine.extract(sources, keepBroken: keepBroken) }
  }
}
