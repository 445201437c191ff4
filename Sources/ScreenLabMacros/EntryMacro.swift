// `@Entry` for a user's own package on a platform without Apple's SwiftUI: the expansion of the
// SwiftUI facade's `Entry` macro (Docs/Semantics/SwiftUICompatibility.md C.5).
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` (or `@Entry var name = value`) inside an extension of
/// `EnvironmentValues`: a computed property that reads and writes the environment through a
/// key, and that key, a private `EnvironmentKey` whose default is `value`, as Apple documents
/// for `Entry()`.
public struct EntryMacro: AccessorMacro, PeerMacro {
  struct Misuse: Error, CustomStringConvertible {
    let description: String
  }

  /// The property's name, its type as written (nil when inferred) and its default value.
  static func parts(of declaration: some DeclSyntaxProtocol) throws -> (
    name: String, type: String?, value: String
  ) {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    else {
      throw Misuse(description: "@Entry applies to one 'var' with a name")
    }
    guard binding.accessorBlock == nil else {
      throw Misuse(description: "@Entry applies to a property without accessors")
    }
    let type = binding.typeAnnotation?.type.trimmedDescription
    if let value = binding.initializer?.value.trimmedDescription {
      return (name, type, value)
    }
    // An optional without a value defaults to nil, as a stored optional does.
    if let type, type.hasSuffix("?") || type.hasPrefix("Optional<") {
      return (name, type, "nil")
    }
    throw Misuse(description: "@Entry needs a default value ('= …') for '\(name)'")
  }

  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let (name, _, _) = try parts(of: declaration)
    return [
      "get { self[__Key_\(raw: name).self] }",
      "set { self[__Key_\(raw: name).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let (name, type, value) = try parts(of: declaration)
    let defaultValue =
      type.map { "static var defaultValue: \($0) { \(value) }" }
      ?? "static let defaultValue = \(value)"
    return [
      """
      private struct __Key_\(raw: name): EnvironmentKey {
        \(raw: defaultValue)
      }
      """
    ]
  }
}
