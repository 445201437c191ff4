// SwiftData's `@Model` for a user's own package on a platform without Apple's SwiftData: the
// expansions of the SwiftData facade's `Model`, `_PersistedProperty` and property-marker macros
// (Docs/Semantics/SwiftData.md §1).
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model class Name { … }`: a persistent model that is also `Observable`, as Apple documents
/// for `Model()`. Its stored `var`s, except `@Transient` ones, become `@_PersistedProperty`
/// properties (read and written through the class's observation registrar, a write also
/// reported to the model's context); the class gains its backing data, its schema metadata and
/// the registrar's `access`/`withMutation`, and conforms to `PersistentModel` and
/// `Observable`.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  struct Misuse: Error, CustomStringConvertible {
    let description: String
  }

  /// The persisted properties of a class: its stored instance `var`s with one named binding,
  /// no accessors and no `@Transient` attribute.
  static func persistedNames(of members: MemberBlockItemListSyntax) -> [String] {
    members.compactMap { item in
      item.decl.as(VariableDeclSyntax.self).flatMap(persistedName(of:))
    }
  }

  static func persistedName(of variable: VariableDeclSyntax) -> String? {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      binding.accessorBlock == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    else { return nil }
    let staticOrLazy = variable.modifiers.contains { modifier in
      [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains(modifier.name.tokenKind)
    }
    guard !staticOrLazy else { return nil }
    let transient = variable.attributes.contains { element in
      guard let attribute = element.as(AttributeSyntax.self) else { return false }
      let named = attribute.attributeName.trimmedDescription
      return named == "Transient" || named == "SwiftData.Transient"
        || named == "_PersistedProperty" || named == "SwiftData._PersistedProperty"
    }
    return transient ? nil : name
  }

  /// `public` when the class is public or open, so that the conformance's members are as
  /// visible as the conformance.
  static func access(of declaration: some DeclGroupSyntax) -> String {
    let visible = declaration.modifiers.contains {
      $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open)
    }
    return visible ? "public " : ""
  }

  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let type = declaration.as(ClassDeclSyntax.self)?.name.trimmedDescription else {
      throw Misuse(description: "@Model applies to a class")
    }
    let access = access(of: declaration)
    let metadata = persistedNames(of: declaration.memberBlock.members).map {
      "SwiftData.Schema.PropertyMetadata(name: \"\($0)\", keypath: \\\(type).\($0))"
    }
    return [
      """
      @Transient private var _$backingData = SwiftData._ModelBackingData<\(raw: type)>(for: \(raw: type).self)
      """,
      """
      \(raw: access)var persistentBackingData: any SwiftData.BackingData<\(raw: type)> {
        get { _$backingData }
        set {
          if let data = newValue as? SwiftData._ModelBackingData<\(raw: type)> { _$backingData = data }
        }
      }
      """,
      """
      \(raw: access)static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
        [\(raw: metadata.joined(separator: ", "))]
      }
      """,
      "@Transient private let _$observationRegistrar = Observation.ObservationRegistrar()",
      """
      internal nonisolated func access<_Member>(keyPath: KeyPath<\(raw: type), _Member>) {
        _$observationRegistrar.access(self, keyPath: keyPath)
      }
      """,
      """
      internal nonisolated func withMutation<_Member, _Result>(
        keyPath: KeyPath<\(raw: type), _Member>, _ mutation: () throws -> _Result
      ) rethrows -> _Result {
        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
      }
      """,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let variable = member.as(VariableDeclSyntax.self), persistedName(of: variable) != nil
    else { return [] }
    return ["@_PersistedProperty"]
  }

  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ClassDeclSyntax.self) else { return [] }
    let names = protocols.map(\.trimmedDescription)
    guard !names.isEmpty else { return [] }
    let decl: DeclSyntax = "extension \(type.trimmed): \(raw: names.joined(separator: ", ")) {}"
    return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }
}

/// `@_PersistedProperty var name: Type = value`: the property reads and writes a private
/// `_name` through the class's observation registrar, and a write tells the model's backing
/// data, which reports it to the context the model is in.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
  static func parts(of declaration: some DeclSyntaxProtocol) -> (
    name: String, binding: PatternBindingSyntax
  )? {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      binding.accessorBlock == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    else { return nil }
    return (name, binding)
  }

  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let (name, _) = parts(of: declaration) else { return [] }
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) { _\(raw: name) = initialValue }
      """,
      """
      get {
        access(keyPath: \\.\(raw: name))
        return _\(raw: name)
      }
      """,
      """
      set {
        withMutation(keyPath: \\.\(raw: name)) { _\(raw: name) = newValue }
        _$backingData.modelDidChange(self)
      }
      """,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let (name, binding) = parts(of: declaration) else { return [] }
    let type = binding.typeAnnotation.map { ": " + $0.type.trimmedDescription } ?? ""
    let value = binding.initializer.map { " = " + $0.value.trimmedDescription } ?? ""
    return ["@Transient private var _\(raw: name)\(raw: type)\(raw: value)"]
  }
}

/// `@Transient`, `@Attribute(…)` and `@Relationship(…)`: markers that `@Model` reads (a
/// transient property is not persisted); they add nothing themselves.
public struct PropertyMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@Query(…) var name: [Model]`: a private `_name`, the `Query` made with the same arguments,
/// and a getter that reads its `wrappedValue`, as Apple's `Query` macro expands.
public struct QueryMacro: AccessorMacro, PeerMacro {
  struct Misuse: Error, CustomStringConvertible {
    let description: String
  }

  static func parts(of declaration: some DeclSyntaxProtocol) throws -> (
    name: String, type: String, element: String
  ) {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription,
      let type = binding.typeAnnotation?.type
    else {
      throw Misuse(description: "@Query applies to one 'var' with a type, such as [Model]")
    }
    if let array = type.as(ArrayTypeSyntax.self) {
      return (name, type.trimmedDescription, array.element.trimmedDescription)
    }
    if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Array",
      let argument = generic.genericArgumentClause?.arguments.first
    {
      return (name, type.trimmedDescription, argument.argument.trimmedDescription)
    }
    throw Misuse(description: "@Query needs an array of models as the type of '\(name)'")
  }

  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let (name, _, _) = try parts(of: declaration)
    return ["get { _\(raw: name).wrappedValue }"]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let (name, type, element) = try parts(of: declaration)
    let arguments = node.arguments?.as(LabeledExprListSyntax.self)?.trimmedDescription ?? ""
    return [
      "private var _\(raw: name) = SwiftData.Query<\(raw: element), \(raw: type)>(\(raw: arguments))"
    ]
  }
}
