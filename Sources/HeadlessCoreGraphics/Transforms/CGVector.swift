import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`), which Foundation on Linux lacks.
public struct CGVector: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// A vector of (`dx`, `dy`).
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector of (`dx`, `dy`).
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// A vector of (`dx`, `dy`).
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// A vector of (0, 0).
  public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }

  /// The zero vector.
  public static let zero = CGVector()

  public var description: String { "(\(dx), \(dy))" }
}
