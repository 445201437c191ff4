import Foundation

// The type arguments of a generic view made without a preview, and the generated host that
// keeps a synthesized view's states and objects (Docs/Run.md §3).
extension RunRewriter {
  /// The protocols a generic parameter may be constrained to and still be given `Int`.
  static let integerProtocols: Set<String> = [
    "Hashable", "Equatable", "Comparable", "Numeric", "AdditiveArithmetic", "BinaryInteger",
    "FixedWidthInteger", "SignedInteger", "SignedNumeric", "Strideable", "Codable", "Decodable",
    "Encodable", "Sendable", "CustomStringConvertible", "LosslessStringConvertible",
    "ExpressibleByIntegerLiteral",
  ]

  /// The protocols a generic parameter may be constrained to and be given `Double`: a value
  /// (`Gauge<Value: BinaryFloatingPoint>`) that `Int` cannot stand for.
  static let floatingProtocols: Set<String> = [
    "BinaryFloatingPoint", "FloatingPoint", "Numeric", "SignedNumeric", "AdditiveArithmetic",
    "Hashable", "Equatable", "Comparable", "Strideable", "Codable", "Decodable", "Encodable",
    "Sendable", "CustomStringConvertible", "LosslessStringConvertible",
    "ExpressibleByFloatLiteral", "ExpressibleByIntegerLiteral", "VectorArithmetic",
  ]

  /// The protocols a generic parameter may be constrained to and be given `String`.
  static let stringProtocols: Set<String> = [
    "StringProtocol", "Hashable", "Equatable", "Comparable", "Codable", "Decodable",
    "Encodable", "Sendable", "CustomStringConvertible", "LosslessStringConvertible",
    "ExpressibleByStringLiteral", "TextOutputStream", "TextOutputStreamable",
  ]

  /// The protocols ScreenLabRun's `RunItem` conforms to.
  static let itemProtocols: Set<String> = [
    "Identifiable", "Hashable", "Equatable", "Comparable", "Codable", "Decodable", "Encodable",
    "Sendable", "CustomStringConvertible",
  ]

  /// A simple type argument for each generic parameter of `type`, when no preview fixes them,
  /// with the value a parameter of that type gets: `Text` (`Text("content")`) for a view,
  /// `Int` (`0`) for a parameter constrained to nothing or to what `Int` conforms to, `String`
  /// for `StringProtocol`, `Rectangle` for a shape, `Color` for a shape style. Nil when a
  /// parameter has another constraint (`Identifiable`: no simple type has it). A type that is
  /// not generic has none (Docs/Run.md §3).
  static func typeArguments(_ type: RunType, in types: [RunType] = []) -> (
    arguments: [String], values: [String: String]
  )? {
    guard let result = simpleTypeArguments(type.genericParameters, in: types) else { return nil }
    if type.isGeneric, result.arguments.isEmpty { return nil }
    return result
  }

  /// A simple type argument and its value for each of `parameters` (``typeArguments(_:)``);
  /// an element of a list (`Item: Identifiable`, `Item: Identifiable & Hashable`) is
  /// ScreenLabRun's `RunItem` (`RunItem(id: 0)`).
  static func simpleTypeArguments(_ parameters: [RunGenericParameter], in types: [RunType] = [])
    -> (arguments: [String], values: [String: String])?
  {
    var arguments: [String] = []
    var values: [String: String] = [:]
    var views = 0
    for parameter in parameters {
      let constraints = Set(parameter.constraints)
      let lower = parameter.name.prefix(1).lowercased() + parameter.name.dropFirst()
      let choice: (String, String)
      if constraints.isSubset(of: integerProtocols) {
        choice = ("Int", "0")
      } else if constraints.isSubset(of: floatingProtocols) {
        choice = ("Double", "0")
      } else if constraints == ["View"] {
        // Two view parameters get two types (`Text`, `AnyView`): an initializer written for
        // equal ones (`extension Collapsible { init(header: () -> Content, …) }`) then does
        // not make the call ambiguous.
        views += 1
        choice =
          views % 2 == 0
          ? ("AnyView", "AnyView(Text(\"\(lower)\"))") : ("Text", "Text(\"\(lower)\")")
      } else if constraints.isSubset(of: stringProtocols) {
        choice = ("String", "\"\(lower)\"")
      } else if constraints.isSubset(of: ["Shape", "InsettableShape"] as Set<String>) {
        choice = ("Rectangle", "Rectangle()")
      } else if constraints == ["ShapeStyle"] {
        choice = ("Color", "Color.gray")
      } else if constraints.isSubset(of: itemProtocols) {
        choice = ("RunItem", "RunItem(id: 0)")
      } else if let conforming = conformingType(constraints, in: types) {
        // A protocol of the sources (`Item: ChartEntry`): the first type of the sources that
        // declares every such constraint, made as a parameter of that type is.
        choice = conforming
      } else {
        return nil
      }
      arguments.append(choice.0)
      values[parameter.name] = choice.1
      // A range of the parameter (`ClosedRange<T>` of `T: BinaryFloatingPoint`) is the range
      // of its type argument (`0...1`).
      for (written, value) in writtenValues where written.hasSuffix("<\(choice.0)>") {
        values[written.prefix { $0 != "<" } + "<\(parameter.name)>"] = value
      }
    }
    return (arguments, values)
  }

  /// `text` (a written type) with each whole word that names a generic parameter of
  /// `arguments` replaced by its type argument (`Binding<Value?>` → `Binding<Int?>`).
  static func substituting(_ arguments: [String: String], in text: String) -> String {
    guard !arguments.isEmpty else { return text }
    var result = ""
    var word = ""
    for character in text + " " {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        result += arguments[word] ?? word
        word = ""
        result.append(character)
      }
    }
    return String(result.dropLast())
  }

  /// The first non-generic structure, class or enumeration of `types` whose inheritance
  /// clause names every constraint that is not a standard protocol, with the value a parameter
  /// of that type gets; nil when none, or when every constraint is standard.
  static func conformingType(_ constraints: Set<String>, in types: [RunType]) -> (
    String, String
  )? {
    let standard = integerProtocols.union(floatingProtocols).union(itemProtocols)
    let own = constraints.subtracting(standard)
    guard !own.isEmpty else { return nil }
    for type in types
    where [.structure, .classType, .enumeration].contains(type.kind) && !type.isGeneric
      && own.isSubset(of: Set(type.inherits))
    {
      guard
        let made = value(
          for: .named(type.name), label: "value", in: types, inBinding: false, depth: 1)
      else { continue }
      return (type.name, made)
    }
    return nil
  }

  /// The generated host of a view made with synthesized `@State` bindings or kept objects:
  /// `fileprivate struct ScreenLabHost_T: View { @State var x: Bool = false; var body … { T(x: $x) } }`.
  static func hostDeclaration(for type: String, _ synthesis: RunSynthesis) -> (
    name: String, text: String
  ) {
    let name = "ScreenLabHost_" + type.replacingOccurrences(of: ".", with: "_")
    // `fileprivate`: a state or object of a `private` type of the file may be among its
    // properties, which an internal type could not declare.
    var lines = ["fileprivate struct \(name): View {"]
    for state in synthesis.states {
      lines.append("  @State var \(state.name): \(state.type) = \(state.value)")
    }
    for object in synthesis.objects { lines.append("  let \(object.name) = \(object.make)") }
    for namespace in synthesis.namespaces { lines.append("  @Namespace var \(namespace)") }
    lines.append("  var body: some View { \(synthesis.call(type)) }")
    lines.append("}")
    return (name, lines.joined(separator: "\n"))
  }
}
