import Foundation

/// The type argument `screenlab run` gives a generic view's element parameter when no preview
/// fixes it (`Item: Identifiable`, `Item: Identifiable & Hashable`): no simple standard type is
/// `Identifiable`, so the run has its own, an identifier and nothing else (Docs/Run.md §3).
public struct RunItem: Identifiable, Hashable, Comparable, Codable, Sendable,
  CustomStringConvertible
{
  public let id: Int

  public init(id: Int) { self.id = id }

  public var description: String { "item \(id)" }

  public static func < (lhs: RunItem, rhs: RunItem) -> Bool { lhs.id < rhs.id }
}
