// `#Preview` for a user's own package on a platform without Apple's SwiftUI (Docs/Testing.md
// §0.2): the compiler plugin that expands the SwiftUI facade's `Preview` macro.
//
// Built against the toolchain's own host libraries (SwiftSyntax, SwiftSyntaxMacros,
// SwiftCompilerPluginMessageHandling in `lib/swift/host`), so it needs no swift-syntax package.
// The toolchain ships no `SwiftCompilerPlugin` module (the one with `CompilerPlugin` and its
// `@main`), so the plugin's main loop is written here on the message handler the host library
// does ship.
import Foundation
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Title") { body }` with a SwiftUI body: an enum holding the body as a
/// `@ViewBuilder` property of a generated view, so the body is type-checked in the user's
/// module exactly where it was written (a diagnostic points at the user's line).
///
/// `@Previewable` declarations of the body (`@Previewable @State var isOn = false`) become
/// stored properties of the generated view, as Apple documents for `Previewable`; the rest of
/// the body is its `body`.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let closure = try PreviewSyntax.body(of: node)
    // A body that returns (a UIKit view or controller) is kept as a function.
    if closure.statements.contains(where: { $0.item.is(ReturnStmtSyntax.self) }) {
      return try UIKitPreviewMacro.expansion(of: node, in: context)
    }
    var members: [String] = []
    var statements: [String] = []
    for item in closure.statements {
      if let variable = item.item.as(VariableDeclSyntax.self),
        let previewable = PreviewSyntax.previewable(variable)
      {
        members.append(previewable)
      } else {
        statements.append(item.trimmedDescription)
      }
    }
    let name = context.makeUniqueName("Preview")
    let title = PreviewSyntax.title(of: node)
    let view: DeclSyntax = """
      @MainActor enum \(name) {
        static let title: String? = \(raw: title)
        struct Content: View {
          \(raw: members.joined(separator: "\n"))
          var body: some View {
            \(raw: statements.joined(separator: "\n"))
          }
        }
      }
      """
    return [view]
  }
}

/// `#Preview { let label = UILabel(); return label }`: a body that returns (a UIKit view or
/// controller), kept as a function that makes it.
public struct UIKitPreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let closure = try PreviewSyntax.body(of: node)
    let name = context.makeUniqueName("Preview")
    let title = PreviewSyntax.title(of: node)
    return [
      """
      @MainActor enum \(name) {
        static let title: String? = \(raw: title)
        static func make() -> Any {
          \(raw: closure.statements.trimmedDescription)
        }
      }
      """
    ]
  }
}

/// `@Previewable`: adds nothing where it is written; ``PreviewMacro`` moves the declaration
/// it marks into the generated view.
public struct PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

enum PreviewSyntax {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The body closure: the trailing closure, or the `body:` argument.
  static func body(of node: some FreestandingMacroExpansionSyntax) throws -> ClosureExprSyntax {
    if let closure = node.trailingClosure { return closure }
    if let closure = node.arguments.last?.expression.as(ClosureExprSyntax.self) { return closure }
    throw Failure(description: "#Preview needs a body: #Preview(\"Title\") { MyView() }")
  }

  /// The unlabelled first argument (the title), or `nil`.
  static func title(of node: some FreestandingMacroExpansionSyntax) -> String {
    guard let first = node.arguments.first, first.label == nil,
      !first.expression.is(ClosureExprSyntax.self)
    else { return "nil" }
    return first.expression.trimmedDescription
  }

  /// A `@Previewable` declaration without that attribute, or nil for any other declaration.
  static func previewable(_ variable: VariableDeclSyntax) -> String? {
    var kept = AttributeListSyntax([])
    var found = false
    for element in variable.attributes {
      if case .attribute(let attribute) = element,
        attribute.attributeName.trimmedDescription == "Previewable"
      {
        found = true
      } else {
        kept.append(element)
      }
    }
    guard found else { return nil }
    return variable.with(\.attributes, kept).trimmedDescription
  }
}

/// The macros this plugin provides, by type name.
struct Provider: PluginProvider {
  struct Unknown: Error, CustomStringConvertible {
    let description: String
  }

  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    switch typeName {
    case "PreviewMacro": return PreviewMacro.self
    case "UIKitPreviewMacro": return UIKitPreviewMacro.self
    case "PreviewableMacro": return PreviewableMacro.self
    case "EntryMacro": return EntryMacro.self
    case "ModelMacro": return ModelMacro.self
    case "PersistedPropertyMacro": return PersistedPropertyMacro.self
    case "PropertyMarkerMacro": return PropertyMarkerMacro.self
    case "QueryMacro": return QueryMacro.self
    default: throw Unknown(description: "no macro \(typeName) in \(moduleName)")
    }
  }

  func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
    throw Unknown(description: "this plugin loads no libraries")
  }
}

/// The compiler's plugin connection on standard input and output: each message is its length
/// as an 8-byte little-endian integer, then that many bytes of JSON; an empty message or the
/// end of input ends the session.
struct StandardConnection: MessageConnection {
  struct Broken: Error {}

  func sendMessage<TX: Encodable>(_ message: TX) throws {
    let payload = try JSONEncoder().encode(message)
    var bytes = withUnsafeBytes(of: UInt64(payload.count).littleEndian) { Array($0) }
    bytes += payload
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
      guard written > 0 else { throw Broken() }
      offset += written
    }
  }

  func waitForNextMessage<RX: Decodable>(_ type: RX.Type) throws -> RX? {
    guard let header = receive(8) else { return nil }
    let count = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
    guard count > 0, let payload = receive(Int(count)) else { return nil }
    return try JSONDecoder().decode(RX.self, from: Data(payload))
  }

  private func receive(_ count: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: count)
    var offset = 0
    while offset < count {
      let got = buffer[offset...].withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      guard got > 0 else { return nil }
      offset += got
    }
    return buffer
  }
}

@main struct ScreenLabMacrosPlugin {
  static func main() throws {
    let listener = CompilerPluginMessageListener(
      connection: StandardConnection(),
      messageHandler: PluginProviderMessageHandler(provider: Provider()))
    try listener.main()
  }
}
