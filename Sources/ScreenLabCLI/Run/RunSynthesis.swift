import Foundation

/// How a view whose initializers all take arguments is made when the file has no preview that
/// makes it: an argument synthesized per parameter, and an instance per `@EnvironmentObject`
/// (Docs/Run.md §3, "Synthesized arguments").
struct RunSynthesis: Hashable {
  /// The arguments of the call, as written (`isLiked: $isLiked`, `"title"`).
  var arguments: [String] = []
  /// The `@State` properties of the generated host that back synthesized bindings: name, type,
  /// initial value.
  var states: [State] = []
  /// The objects the host makes once and keeps: name and expression.
  var objects: [Object] = []
  /// The `@Namespace` properties of the generated host whose IDs are passed to `Namespace.ID`
  /// parameters (`animation: animation`).
  var namespaces: [String] = []
  /// The environment objects injected, as the names of ``objects``.
  var environmentObjects: [String] = []
  /// The type arguments of a generic view (`Text`, `Int`), in the order of its parameters.
  var typeArguments: [String] = []
  /// Which of several declared initializers was called, when there are several
  /// (`init(title:), the first with the fewest arguments of 3 initializers`).
  var initializer: String?

  struct State: Hashable {
    let name: String
    let type: String
    let value: String
  }

  struct Object: Hashable {
    let name: String
    let make: String
  }

  /// Whether a generated host view is needed (a live binding, a kept object).
  var needsHost: Bool { !states.isEmpty || !objects.isEmpty || !namespaces.isEmpty }

  /// The call that makes `type` (`LikeButton(isLiked: $isLiked)`), with the environment
  /// objects applied.
  func call(_ type: String) -> String {
    "\(specialized(type))(\(arguments.joined(separator: ", ")))"
      + environmentObjects.map { ".environmentObject(\($0))" }.joined()
  }

  /// `type` with the type arguments of a generic view (`Card<Text>`).
  func specialized(_ type: String) -> String {
    typeArguments.isEmpty ? type : "\(type)<\(typeArguments.joined(separator: ", "))>"
  }

  /// The arguments as the output shows them: a kept object as the expression that made it.
  var shownArguments: [String] = []

  /// What the output says was synthesized: the call with every kept object written as the
  /// expression that made it, then each state (`LikeButton(isLiked: $isLiked), @State isLiked
  /// = false`).
  func note(_ type: String) -> String {
    let made = Dictionary(uniqueKeysWithValues: objects.map { ($0.name, $0.make) })
    let text =
      "\(specialized(type))(\(shownArguments.joined(separator: ", ")))"
      + environmentObjects.map { ".environmentObject(\(made[$0] ?? $0))" }.joined()
    return
      ([text] + states.map { "@State \($0.name) = \($0.value)" }
      + namespaces.map { "@Namespace \($0)" } + [initializer].compactMap { $0 })
      .joined(separator: ", ")
  }
}

extension RunRewriter {
  /// A value for a parameter of shape `shape` named `label`, or nil when none can be made
  /// without guessing: `nil` for an optional, `false`, `0`, the parameter's name as a string
  /// (`"title"`; `""` inside a binding, where a text field starts empty), `[]`, `[:]`, a
  /// function that does nothing, `.zero` for a geometry value, an enumeration's first case, or
  /// `T()` for a type of the sources that has an `init()` (Docs/Run.md §3).
  static func value(
    for shape: RunShape, label: String, in types: [RunType], inBinding: Bool,
    generics: [String: String] = [:], depth: Int = 0
  ) -> String? {
    switch shape {
    case .optional: return "nil"
    case .array: return "[]"
    case .dictionary: return "[:]"
    case .function(let count, let returnsVoid):
      guard returnsVoid else { return nil }
      return count == 0
        ? "{}"
        : "{ " + Array(repeating: "_", count: count).joined(separator: ", ")
          + " in }"
    case .producing(let count, let result):
      // A view builder (`() -> Content`) or a row maker (`(Item) -> Row`) of a generic view
      // returns the value its type argument stands for; a function returning a view type
      // (`() -> AnyView`) returns one. Other functions with a result are not guessed.
      // A function returning a value of the sources (`() -> Model`) or a plain value returns
      // the value synthesized for that type.
      guard
        let made = value(
          for: .named(result), label: label, in: types, inBinding: false, generics: generics,
          depth: depth)
      else { return nil }
      return count == 0
        ? "{ \(made) }"
        : "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in \(made) }"
    case .binding: return nil
    case .other(let written):
      // A standard generic value written out (`ClosedRange<Double>`: `0...1`), also of a
      // generic parameter (`ClosedRange<T>`, ``simpleTypeArguments(_:in:)``).
      let key = written.replacingOccurrences(of: " ", with: "")
      return generics[key] ?? writtenValues[key]
    case .named(let name):
      if let generic = generics[name] { return generic }
      if name == "Bool" { return "false" }
      if numberTypes.contains(name) { return "0" }
      if name == "String" { return inBinding ? "\"\"" : "\"\(label)\"" }
      // A view's frame is the window's, so that a UIKit view made with `init(frame:…)` has the
      // size `init(frame:)` alone gets (Docs/Run.md §3).
      if name == "CGRect", label == "frame" { return "CGRect(x: 0, y: 0, width: 390, height: 844)" }
      if ["CGPoint", "CGSize", "CGRect", "CGVector"].contains(name) { return "\(name).zero" }
      if let made = appleValues[name], !types.contains(where: { $0.name == name }) {
        return made(label)
      }
      if name == "Date" { return "Date(timeIntervalSince1970: 0)" }
      if let made = foundationValues[name] ?? frameworkValues[swift4Names[name] ?? name],
        !types.contains(where: { $0.name == name })
      {
        return made
      }
      // A type of the sources, by its name or, for a nested type (`Orientation` inside
      // `Label`), by its last name component.
      let nested = types.first(where: {
        $0.kind != .extensionBlock && $0.name.hasSuffix("." + name)
      })
      // A protocol of the sources (`service: DataService`) gets the first type of the sources
      // that conforms to it (`MockService`).
      let conforming = types.first(where: {
        ($0.kind == .classType || $0.kind == .structure) && $0.inherits.contains(name)
          && !$0.isGeneric && ($0.name != name)
      })
      guard
        let type = types.first(where: { $0.name == name && $0.kind != .extensionBlock })
          ?? nested ?? conforming,
        !type.isGeneric
      else { return nil }
      if type.kind == .enumeration {
        guard let first = type.firstCase, !first.isEmpty else { return nil }
        // A nested enumeration is named by the parameter's type: `.first`.
        return type.name == name ? "\(name).\(first)" : ".\(first)"
      }
      if hasNoArgumentInit(type) { return "\(type.name)()" }
      return modelValue(type, in: types, depth: depth + 1)
    }
  }

  /// How deep a model's synthesized initializer call may nest (`Post(author: Author(name:
  /// "name"))` is two).
  static let modelDepth = 3

  /// A model of the sources whose initializers all take arguments, made with synthesized ones,
  /// `depth` levels deep at most: its memberwise initializer (a structure declaring none) with
  /// a value for each stored property without one, else the declared initializer with the
  /// fewest required parameters that can all be synthesized (`Post(title: "title", likes:
  /// 0)`). Nil when none can be made (Docs/Run.md §3).
  static func modelValue(_ type: RunType, in types: [RunType], depth: Int) -> String? {
    guard depth <= modelDepth else { return nil }
    func call(_ parameters: [RunParameter]) -> String? {
      var arguments: [String] = []
      for (index, parameter) in parameters.enumerated() {
        let name = parameter.label == "_" ? "argument\(index)" : parameter.label
        let made: String?
        if case .binding(let inner, _) = parameter.shape {
          made = value(for: inner, label: name, in: types, inBinding: true, depth: depth).map {
            ".constant(\($0))"
          }
        } else {
          made = value(for: parameter.shape, label: name, in: types, inBinding: false, depth: depth)
        }
        guard let made else { return nil }
        arguments.append(parameter.label == "_" ? made : "\(parameter.label): \(made)")
      }
      return "\(type.name)(\(arguments.joined(separator: ", ")))"
    }
    if type.kind == .structure, type.initializers.isEmpty {
      return call(
        zip(type.requiredProperties, type.requiredShapes).map {
          RunParameter(label: $0.0, shape: $0.1)
        })
    }
    guard type.kind == .structure || type.kind == .classType else { return nil }
    return type.initializerParameters.compactMap { $0 }.sorted { $0.count < $1.count }
      .lazy.compactMap(call).first
  }

  /// An `ObservableObject` of the sources made by ``modelValue(_:in:depth:)``, for an
  /// `@EnvironmentObject`; nil for a class that does not conform.
  static func observableModelValue(_ type: RunType, in types: [RunType]) -> String? {
    guard type.inherits.contains("ObservableObject") else { return nil }
    return modelValue(type, in: types, depth: 1)
  }

  /// Whether `type` can be made with `T()`: an `init()` declared, or, with no designated
  /// initializer declared, a memberwise (struct) or inherited default (class) one that needs
  /// nothing.
  static func hasNoArgumentInit(_ type: RunType) -> Bool {
    if type.initializers.contains(where: { $0 == [] }) { return true }
    switch type.kind {
    case .structure: return type.initializers.isEmpty && type.storedPropertiesDefaulted
    case .classType: return !type.declaresDesignatedInitializer && type.storedPropertiesDefaulted
    default: return false
    }
  }

  /// Arguments for `parameters`, or nil when one cannot be synthesized. A binding is backed by
  /// a `@State` of the generated host when `live` (SwiftUI), so that a control writing it
  /// changes what is shown; else (UIKit) it is `.constant(value)`.
  ///
  /// With `coercing`, each value is written with its parameter's declared type (`nil as
  /// UIImage?`) unless that type names one of these generic parameters.
  ///
  /// `typeArguments` (generic parameter → type argument) spell a host's `@State` of a generic
  /// type (`Binding<Value?>` of `Row<Int>` is a `@State` of `Int?`).
  static func synthesize(
    _ parameters: [RunParameter], in types: [RunType], live: Bool,
    generics: [String: String] = [:], coercing: Set<String>? = nil,
    typeArguments: [String: String] = [:]
  ) -> RunSynthesis? {
    var result = RunSynthesis()
    for (index, parameter) in parameters.enumerated() {
      let name = parameter.label == "_" ? "argument\(index)" : parameter.label
      let expression: String
      var shown: String?
      switch parameter.shape {
      case .binding(let inner, let text):
        guard
          let initial = value(
            for: inner, label: name, in: types, inBinding: true, generics: generics)
        else { return nil }
        if live {
          result.states.append(
            RunSynthesis.State(
              name: name, type: substituting(typeArguments, in: text), value: initial))
          expression = "$" + name
        } else {
          expression = ".constant(\(initial))"
        }
      case .named("Namespace.ID"), .other("Namespace.ID"):
        // A matched-geometry namespace: the host's own `@Namespace`, as a parent passes its
        // own (SwiftUI's `Namespace`); UIKit has no host view to declare one.
        guard live else { return nil }
        result.namespaces.append(name)
        expression = name
      case let shape:
        guard
          let made = value(
            for: shape, label: name, in: types, inBinding: false, generics: generics)
        else { return nil }
        // An object (`Model()`) is made once and kept by the host, not on every body run.
        if live, case .named(let typeName) = shape,
          made.hasSuffix("()")
            || types.contains(where: {
              $0.kind == .classType && ($0.name == typeName || $0.name.hasSuffix("." + typeName))
            })
        {
          result.objects.append(RunSynthesis.Object(name: name, make: made))
          expression = name
          shown = made
        } else if let coercing, !parameter.type.isEmpty, !parameter.type.hasPrefix("some "),
          coercing.isDisjoint(
            with: parameter.type.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(
              String.init))
        {
          expression = "\(made) as \(parameter.type)"
        } else {
          expression = made
        }
      }
      let prefix = parameter.label == "_" ? "" : parameter.label + ": "
      result.arguments.append(prefix + expression)
      result.shownArguments.append(prefix + (shown ?? expression))
    }
    return result
  }

  /// Why no argument can be synthesized for `parameters` (the first that has none), as
  /// `label: Type`.
  static func unsynthesizable(
    _ parameters: [RunParameter], in types: [RunType], generics: [String: String] = [:]
  ) -> String? {
    for parameter in parameters {
      let inner: RunShape
      var inBinding = false
      if case .binding(let wrapped, _) = parameter.shape {
        inner = wrapped
        inBinding = true
      } else {
        inner = parameter.shape
      }
      if [.named("Namespace.ID"), .other("Namespace.ID")].contains(inner) { continue }
      if value(
        for: inner, label: parameter.label, in: types, inBinding: inBinding, generics: generics)
        == nil
      {
        return "\(parameter.label): \(describe(parameter.shape))"
      }
    }
    return nil
  }

  static func describe(_ shape: RunShape) -> String {
    switch shape {
    case .optional: return "an optional"
    case .array: return "an array"
    case .dictionary: return "a dictionary"
    case .function(_, let returnsVoid):
      return returnsVoid ? "a function" : "a function with a result"
    case .producing(_, let result): return "a function returning \(result)"
    case .binding(let inner, _): return "Binding<\(describe(inner))>"
    case .named(let name), .other(let name): return name
    }
  }

  /// How a SwiftUI view type is made, with what was synthesized: `T()` when it has an
  /// `init()`; else arguments for its memberwise initializer (no initializer declared) or for
  /// the declared initializer with the fewest required parameters that can all be
  /// synthesized; and an instance of each `@EnvironmentObject` type that has an `init()`.
  /// Nil when any of it cannot be made (Docs/Run.md §3).
  static func viewSynthesis(_ type: RunType, in types: [RunType]) -> RunSynthesis? {
    var result: RunSynthesis
    guard let generic = typeArguments(type, in: types) else { return nil }
    let named = Dictionary(
      zip(type.genericParameters.map(\.name), generic.arguments), uniquingKeysWith: { a, _ in a })
    let noArgument =
      type.initializers.contains { $0 == [] }
      || (type.initializers.isEmpty && type.storedPropertiesDefaulted
        && type.kind == .structure)
    if noArgument {
      result = RunSynthesis()
    } else if type.initializers.isEmpty, type.kind == .structure {
      let parameters = zip(type.requiredProperties, type.requiredShapes).map {
        RunParameter(label: $0.0, shape: $0.1)
      }
      guard
        let made = synthesize(
          parameters, in: types, live: true, generics: generic.values,
          typeArguments: named)
      else { return nil }
      result = made
    } else {
      guard
        let made = declaredSynthesis(
          type, in: types, live: true, generics: generic.values, typeArguments: named)
      else { return nil }
      result = made
    }
    result.typeArguments = generic.arguments
    for (index, objectType) in type.environmentObjectTypes.enumerated() {
      guard let object = types.first(where: { $0.name == objectType && $0.kind == .classType }),
        let make = hasNoArgumentInit(object)
          ? "\(objectType)()" : observableModelValue(object, in: types)
      else { return nil }
      let name = "environmentObject\(index)"
      result.objects.append(RunSynthesis.Object(name: name, make: make))
      result.environmentObjects.append(name)
    }
    return result
  }

  /// Arguments for the declared initializer of `type` with the fewest required parameters
  /// that can all be synthesized.
  static func declaredSynthesis(
    _ type: RunType, in types: [RunType], live: Bool, generics: [String: String] = [:],
    typeArguments: [String: String] = [:]
  ) -> RunSynthesis? {
    // An initializer's own generic parameters (`init<A: View>(content: () -> A)`) get simple
    // type arguments as a generic view's do; the call infers them from the values.
    typealias Candidate = (
      index: Int, parameters: [RunParameter], generics: [String: String], own: [String]
    )
    let candidates: [Candidate] = type.initializerParameters.indices.compactMap {
      index -> Candidate? in
      guard let parameters = type.initializerParameters[index] else { return nil }
      let own = index < type.initializerGenerics.count ? type.initializerGenerics[index] : []
      guard let values = simpleTypeArguments(own, in: types)?.values else { return nil }
      return (index, parameters, generics.merging(values) { _, new in new }, own.map(\.name))
    }
    // The fewest required parameters first, then the order of declaration: the same choice on
    // every run.
    let ordered = candidates.sorted {
      ($0.parameters.count, $0.index) < ($1.parameters.count, $1.index)
    }
    for candidate in ordered {
      let labels = candidate.parameters.map(\.label)
      // Another initializer with the same labels (`init(image: UIImage?)`, `init(image:
      // String?)`) would make `nil` or `[]` ambiguous: each value is written with its type.
      let hasTwin = candidates.contains {
        $0.index != candidate.index && $0.parameters.map(\.label) == labels
      }
      let generic = Set(type.genericParameters.map(\.name) + candidate.own)
      guard
        var made = synthesize(
          candidate.parameters, in: types, live: live, generics: candidate.generics,
          coercing: hasTwin ? generic : nil, typeArguments: typeArguments)
      else { continue }
      // Which one, when there was a choice (failable and throwing ones are never called).
      let callable = type.initializerParameters.compactMap { $0 }.count
      if callable > 1 {
        made.initializer =
          "init(\(labels.map { $0 + ":" }.joined())), the first with the fewest arguments of "
          + "\(callable) initializers"
      }
      return made
    }
    return nil
  }
}
