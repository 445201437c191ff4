#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// A stored or computed property of a type, as far as the rules need it.
  struct PropertyInfo {
    let name: String
    let isLet: Bool
    let isStatic: Bool
    /// Has a getter of its own (a computed property), as opposed to storage.
    let isComputed: Bool
    /// The property wrappers and attributes: `State`, `Binding`, `NSManaged`, ….
    let attributes: [String]
    /// The key path of `@Environment(\.key)`, or the type of `@Environment(Model.self)`.
    let environmentKey: String?
    /// The declared type, or the type an initializer call or `T.member` names.
    let typeName: String?
    /// The `didSet`/`willSet` observers, the setter, and the getter of a computed property.
    let observers: [AccessorDeclSyntax]
    let setter: AccessorDeclSyntax?
    let getterBody: Syntax?
    /// Where it is declared (file index, offset), for declaration order.
    let order: (file: Int, offset: Int)
    /// The access level written on the declaration (`public`, `open`, `internal`, `private`,
    /// `fileprivate`), nil when none is written (internal).
    var access: String? = nil
    /// The setter's access level when written apart (`private(set)`), else nil.
    var setterAccess: String? = nil
    /// The binding's pattern, where a finding about the declaration is reported.
    var declaration: Syntax? = nil
    /// The whole binding, whose end is where a `didSet` is inserted.
    var binding: Syntax? = nil
    /// The arguments of `@Invalidating(...)`, e.g. `display`, `layout`.
    var invalidating: [String] = []

    /// Whether code outside the type may write it, given whether the type is used elsewhere.
    func isExternallyWritable(typeUsedElsewhere: Bool) -> Bool {
      if isLet || isStatic || (isComputed && setter == nil) { return false }
      if attributes.contains("NSManaged") { return false }
      if attributes.contains("IBInspectable") && setterAccess == nil { return true }
      let level = setterAccess ?? access ?? "internal"
      switch level {
      case "public", "open": return true
      case "internal", "package": return typeUsedElsewhere
      default: return false
      }
    }
  }

  /// Everything declared for one type name, across its declaration and extensions.
  final class TypeInfo {
    let name: String
    var isClass = false
    /// Attributes on any declaration of the type, e.g. `Observable`, `MainActor`.
    var attributes: Set<String> = []
    var inherited: Set<String> = []
    var properties: [String: PropertyInfo] = [:]
    var propertyOrder: [String] = []
    /// Methods and initializers by base name (`update`, `init`).
    var functions: [String: [FunctionDeclSyntax]] = [:]
    /// `draw(_:)` of a view (takes a rect) or `draw(in:)` of a layer.
    var drawMethods: [FunctionDeclSyntax] = []
    /// The keys `needsDisplay(forKey:)` names; `nil` when it does not exist.
    var needsDisplayKeys: Set<String>?
    /// Whether `needsDisplay(forKey:)` returns true without naming keys.
    var needsDisplayForAll = false
    /// The identifiers `needsDisplay(forKey:)` mentions, which may name string constants.
    var needsDisplayNames: Set<String> = []
    /// An enum's cases, when none has associated values; nil for another type.
    var enumCases: [String]?

    /// The keys `needsDisplay(forKey:)` names, string constants resolved; nil when the
    /// method exists but names none it can tell (then every key redraws, as far as the rules
    /// can tell).
    func displayKeys(in index: TypeIndex) -> Set<String>? {
      var keys = needsDisplayKeys ?? []
      var names = needsDisplayNames
      var helpers: Set<String> = []
      while let name = names.popFirst() {
        if let value = stringConstants[name] ?? index.globalConstants[name] {
          keys.insert(value)
        } else if let list = stringListConstants[name] {
          // `return animatableKeys.contains(key)`: a list of the keys.
          keys.formUnion(list)
        } else if let methods = functions[name], helpers.insert(name).inserted {
          // `key == "value" || isAnimatable(key)`: the helper's keys count as the method's.
          for helper in methods {
            guard let body = helper.body else { continue }
            let mentions = TypeIndex.displayKeyMentions(in: Syntax(body))
            keys.formUnion(mentions.found)
            names.formUnion(mentions.names.subtracting(helpers))
          }
        } else if let value = index.uniqueConstant(name) {
          // `Constants.startAngle` of a nested or helper type.
          keys.insert(value)
        }
      }
      if keys.isEmpty && needsDisplayForAll { return nil }
      return keys
    }
    /// Where the first declaration of the type is, for a stable order.
    var order: (file: Int, offset: Int) = (Int.max, 0)
    /// The file of the primary declaration.
    var primaryFile: Int?
    /// The primary declaration's syntax (struct, class, …).
    var declarations: [Syntax] = []
    /// String constants declared in the type (`static let key = "progress"`, enum raw values).
    var stringConstants: [String: String] = [:]
    /// Lists of string constants declared in the type (`static let keys = ["a", "b"]`).
    var stringListConstants: [String: [String]] = [:]
    /// The access written on the primary declaration, nil for internal.
    var access: String?
    /// The superclass or first inherited type that is a class in the index, if any.
    func superclass(in index: TypeIndex) -> TypeInfo? {
      inheritedOrder.lazy.compactMap { index.type($0) }.first { $0.isClass && $0 !== self }
    }
    /// Inherited types in the order written.
    var inheritedOrder: [String] = []
    /// Whether a method of the type mentions `objectWillChange` (calls its `send()`).
    var sendsObjectWillChange: Bool {
      functions.values.joined().contains { function in
        function.body?.tokens(viewMode: .sourceAccurate).contains {
          $0.tokenKind == .identifier("objectWillChange")
        } ?? false
      }
    }

    init(name: String) { self.name = name }

    /// Whether this type overrides `draw(_:)` or `draw(in:)`.
    var draws: Bool { !drawMethods.isEmpty }

    /// Whether the type is (a `View`-conforming) SwiftUI view.
    var isSwiftUIView: Bool { inherited.contains("View") && !isClass }

    /// Whether the type is an observed model (`@Observable` or `ObservableObject`).
    var isObservable: Bool {
      attributes.contains("Observable") || inherited.contains("ObservableObject")
    }
  }
#endif
