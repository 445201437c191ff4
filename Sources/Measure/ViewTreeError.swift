/// Why a list of nodes does not form a tree the Invalidation kernel can classify.
public enum ViewTreeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Two or more nodes carry the same name; `positions` are their indices in `nodes`.
  case duplicateName(String, positions: [Int])
  /// Following parents from `cycle[0]` leads back to it; `cycle` lists the views in parent
  /// order, starting at the one that comes first in `nodes`.
  case parentCycle([String])

  public var description: String {
    switch self {
    case .duplicateName(let name, let positions):
      let list = positions.map(String.init).joined(separator: ", ")
      return "duplicate view name '\(name)' at node positions \(list): "
        + "each view in a tree needs its own name"
    case .parentCycle(let cycle):
      let path = (cycle + cycle.prefix(1)).map { "'\($0)'" }.joined(separator: " -> ")
      return "parent cycle \(path): a view cannot be its own ancestor"
    }
  }
}
