#if SCREENLAB_SWIFTSYNTAX
  @_implementationOnly import SwiftSyntax

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
    /// Where the first declaration of the type is, for a stable order.
    var order: (file: Int, offset: Int) = (Int.max, 0)
    /// The file of the primary declaration.
    var primaryFile: Int?
    /// The primary declaration's syntax (struct, class, …).
    var declarations: [Syntax] = []

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

  /// The types of every analyzed file, merged by name.
  final class TypeIndex {
    private(set) var types: [String: TypeInfo] = [:]

    func type(_ name: String) -> TypeInfo? { types[name] }

    /// The types in declaration order.
    var ordered: [TypeInfo] {
      types.values.sorted { ($0.order.file, $0.order.offset) < ($1.order.file, $1.order.offset) }
    }

    /// Adds the declarations of one file.
    func add(_ file: SourceFileSyntax, index: Int) {
      for item in file.statements {
        if let decl = item.item.as(DeclSyntax.self) { addDeclaration(decl, file: index) }
      }
    }

    private func info(_ name: String) -> TypeInfo {
      if let existing = types[name] { return existing }
      let created = TypeInfo(name: name)
      types[name] = created
      return created
    }

    private func addDeclaration(_ decl: DeclSyntax, file: Int) {
      let name: String
      let members: MemberBlockSyntax
      let inheritance: InheritanceClauseSyntax?
      var isClass = false
      var isPrimary = true
      if let type = decl.as(ClassDeclSyntax.self) {
        (name, members, inheritance, isClass) = (
          type.name.text, type.memberBlock, type.inheritanceClause, true
        )
      } else if let type = decl.as(StructDeclSyntax.self) {
        (name, members, inheritance) = (type.name.text, type.memberBlock, type.inheritanceClause)
      } else if let type = decl.as(EnumDeclSyntax.self) {
        (name, members, inheritance) = (type.name.text, type.memberBlock, type.inheritanceClause)
      } else if let type = decl.as(ActorDeclSyntax.self) {
        (name, members, inheritance, isClass) = (
          type.name.text, type.memberBlock, type.inheritanceClause, true
        )
      } else if let type = decl.as(ExtensionDeclSyntax.self) {
        guard let extended = type.extendedType.simpleName else { return }
        (name, members, inheritance, isPrimary) = (
          extended, type.memberBlock, type.inheritanceClause, false
        )
      } else if let clause = decl.as(IfConfigDeclSyntax.self) {
        for item in clause.clauses {
          if case .statements(let statements)? = item.elements {
            for statement in statements {
              if let inner = statement.item.as(DeclSyntax.self) {
                addDeclaration(inner, file: file)
              }
            }
          } else if case .decls(let decls)? = item.elements {
            for member in decls { addDeclaration(member.decl, file: file) }
          }
        }
        return
      } else {
        return
      }
      let type = info(name)
      type.isClass = type.isClass || isClass
      let offset = decl.positionAfterSkippingLeadingTrivia.utf8Offset
      if isPrimary {
        if type.primaryFile == nil { type.primaryFile = file }
        if (file, offset) < type.order { type.order = (file, offset) }
      } else if type.order.file == Int.max {
        type.order = (file, offset)
      }
      type.declarations.append(Syntax(decl))
      if let group = decl.asProtocol(WithAttributesSyntax.self) {
        type.attributes.formUnion(group.attributes.names)
      }
      for inherited in inheritance?.inheritedTypes ?? [] {
        if let simple = inherited.type.simpleName { type.inherited.insert(simple) }
      }
      addMembers(members.members, to: type, file: file)
    }

    private func addMembers(_ members: MemberBlockItemListSyntax, to type: TypeInfo, file: Int) {
      for member in members {
        let decl = member.decl
        if let variable = decl.as(VariableDeclSyntax.self) {
          addVariable(variable, to: type, file: file)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
          addFunction(function, to: type)
        } else if let clause = decl.as(IfConfigDeclSyntax.self) {
          for item in clause.clauses {
            if case .decls(let decls)? = item.elements { addMembers(decls, to: type, file: file) }
          }
        } else if decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self)
          || decl.is(EnumDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self)
          || decl.is(ActorDeclSyntax.self)
        {
          addDeclaration(decl, file: file)
        }
      }
    }

    private func addFunction(_ function: FunctionDeclSyntax, to type: TypeInfo) {
      let name = function.name.text
      type.functions[name, default: []].append(function)
      let parameters = function.signature.parameterClause.parameters
      if name == "draw", parameters.count == 1, let parameter = parameters.first,
        !function.modifiers.has("static"), !function.modifiers.has("class")
      {
        let label = parameter.firstName.text
        let typeName = parameter.type.simpleName
        if (label == "_" && (typeName == "CGRect" || typeName == "NSRect"))
          || (label == "in" && typeName == "CGContext")
        {
          type.drawMethods.append(function)
        }
      }
      if name == "needsDisplay", parameters.first?.firstName.text == "forKey",
        function.modifiers.has("class") || function.modifiers.has("static")
      {
        var keys = type.needsDisplayKeys ?? []
        final class Literals: SyntaxVisitor {
          var found: Set<String> = []
          override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            if let text = Expressions.stringLiteral(ExprSyntax(node)) { found.insert(text) }
            return .skipChildren
          }
          override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
            if let last = node.components.last?.component.as(KeyPathPropertyComponentSyntax.self) {
              found.insert(last.declName.baseName.text)
            }
            return .skipChildren
          }
        }
        let literals = Literals(viewMode: .sourceAccurate)
        if let body = function.body { literals.walk(body) }
        keys.formUnion(literals.found)
        if literals.found.isEmpty { type.needsDisplayForAll = true }
        type.needsDisplayKeys = keys
      }
    }

    private func addVariable(_ variable: VariableDeclSyntax, to type: TypeInfo, file: Int) {
      let isLet = variable.bindingSpecifier.text == "let"
      let isStatic = variable.modifiers.has("static") || variable.modifiers.has("class")
      let attributes = variable.attributes.names
      var environmentKey: String?
      if let environment = variable.attributes.attribute("Environment"),
        case .argumentList(let arguments)? = environment.arguments,
        let first = arguments.first?.expression
      {
        if let keyPath = first.as(KeyPathExprSyntax.self),
          let last = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
        {
          environmentKey = last.declName.baseName.text
        } else if let member = first.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "self", let base = member.base
        {
          environmentKey = Expressions.path(base).map { "type:" + $0 }
        }
      }
      for binding in variable.bindings {
        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
        let name = identifier.identifier.text
        var observers: [AccessorDeclSyntax] = []
        var setter: AccessorDeclSyntax?
        var getterBody: Syntax?
        var isComputed = false
        switch binding.accessorBlock?.accessors {
        case .getter(let items)?:
          isComputed = true
          getterBody = Syntax(items)
        case .accessors(let accessors)?:
          for accessor in accessors {
            switch accessor.accessorSpecifier.text {
            case "didSet", "willSet": observers.append(accessor)
            case "set": setter = accessor
            case "get", "_read", "unsafeAddress":
              isComputed = true
              if let body = accessor.body { getterBody = Syntax(body) }
            default: break
            }
          }
        case nil: break
        @unknown default: break
        }
        var typeName = binding.typeAnnotation?.type.simpleName
        if typeName == nil, let value = binding.initializer?.value {
          if let call = value.as(FunctionCallExprSyntax.self) {
            typeName = Expressions.calleeName(call)
          } else if let member = value.as(MemberAccessExprSyntax.self), let base = member.base {
            typeName = Expressions.path(base)
          }
        }
        let property = PropertyInfo(
          name: name, isLet: isLet, isStatic: isStatic, isComputed: isComputed,
          attributes: attributes, environmentKey: environmentKey, typeName: typeName,
          observers: observers, setter: setter, getterBody: getterBody,
          order: (file, binding.positionAfterSkippingLeadingTrivia.utf8Offset))
        if type.properties[name] == nil { type.propertyOrder.append(name) }
        type.properties[name] = property
      }
    }
  }
#endif
