/// What one drawing recorded: painting commands in order, in base coordinates (for a view's
/// `draw(_:)`, the view's bounds coordinates).
///
/// A value: two draws that painted the same thing compare equal, so a test can ask whether a
/// redraw changed the picture.
public struct DisplayList: Hashable, Sendable, CustomStringConvertible {
  /// The commands, oldest first.
  public private(set) var commands: [DrawCommand] = []

  /// An empty list.
  public init() {}

  /// A list of `commands`.
  public init(_ commands: [DrawCommand]) { self.commands = commands }

  /// Whether nothing was painted.
  public var isEmpty: Bool { commands.isEmpty }

  mutating func append(_ command: DrawCommand) { commands.append(command) }

  /// One command per line (see ``DrawCommand/description``).
  public var description: String { commands.map(\.description).joined(separator: "\n") }
}
