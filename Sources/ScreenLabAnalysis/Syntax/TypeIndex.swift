#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// The types of every analyzed file, merged by name.
  final class TypeIndex {
    private(set) var types: [String: TypeInfo] = [:]

    func type(_ name: String) -> TypeInfo? { types[name] }

    /// The types in declaration order: sorted once by ``seal()`` after the last file is added
    /// (the rules ask for it over and over), else on each call.
    var ordered: [TypeInfo] { sealed ?? types.values.sorted { $0.order < $1.order } }
    private var sealed: [TypeInfo]?
    func seal() {
      sealed = nil
      sealed = ordered
    }

    /// Whether `function` is `UIView.draw(_ rect: CGRect)` or `CALayer.draw(in: CGContext)`:
    /// the display pass, as opposed to another method named `draw` (a `draw()` helper).
    static func isDrawPass(_ function: FunctionDeclSyntax) -> Bool {
      let parameters = function.signature.parameterClause.parameters
      let name = function.name.text
      guard name == "draw" || name == "drawRect" || name == "drawInContext",
        parameters.count == 1, let parameter = parameters.first,
        !function.modifiers.has("static"), !function.modifiers.has("class")
      else { return false }
      let label = parameter.firstName.text
      let typeName = parameter.type.simpleName
      // Swift 2 spelled them `drawRect(_:)` and `drawInContext(_:)`.
      if name == "drawRect" { return typeName == "CGRect" || typeName == "NSRect" }
      if name == "drawInContext" { return typeName == "CGContext" }
      return (label == "_" && (typeName == "CGRect" || typeName == "NSRect"))
        || (label == "in" && typeName == "CGContext")
    }

    /// Adds the declarations of one file.
    func add(_ file: SourceFileSyntax, index: Int) {
      sealed = nil
      addGlobalConstants(file)
      for item in file.statements {
        if let decl = item.item.as(DeclSyntax.self) { addDeclaration(decl, file: index) }
        // Types declared in a `#Preview { … }` body (a wrapper that owns the preview's state).
        var preview = item.item.as(MacroExpansionDeclSyntax.self)?.trailingClosure
        if preview == nil, let expression = item.item.as(MacroExpansionExprSyntax.self) {
          preview = expression.trailingClosure
        }
        for statement in preview?.statements ?? [] {
          if let decl = statement.item.as(DeclSyntax.self) { addDeclaration(decl, file: index) }
        }
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
        if let simple = inherited.type.simpleName, type.inherited.insert(simple).inserted {
          type.inheritedOrder.append(simple)
        }
      }
      if isPrimary, let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers {
        type.access = modifiers.accessLevel
      }
      if let enumeration = decl.as(EnumDeclSyntax.self) {
        let isString = type.inherited.contains("String")
        var names: [String]? = []
        for member in enumeration.memberBlock.members {
          guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
          for element in cases.elements {
            names = element.parameterClause == nil ? names.map { $0 + [element.name.text] } : nil
            if let raw = Expressions.stringLiteral(element.rawValue?.value) {
              type.stringConstants[element.name.text] = raw
            } else if isString {
              type.stringConstants[element.name.text] = element.name.text
            }
          }
        }
        type.enumCases = names
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
      if Self.isDrawPass(function) { type.drawMethods.append(function) }
      if name == "needsDisplay", parameters.first?.firstName.text == "forKey",
        function.modifiers.has("class") || function.modifiers.has("static")
      {
        var keys = type.needsDisplayKeys ?? []
        let mentions = function.body.map { Self.displayKeyMentions(in: Syntax($0)) }
        let found = mentions?.found ?? []
        keys.formUnion(found)
        type.needsDisplayNames.formUnion(mentions?.names ?? [])
        if found.isEmpty { type.needsDisplayForAll = true }
        type.needsDisplayKeys = keys
      }
    }

    /// The string keys a body names (literals, `#keyPath`, key paths) and the identifiers it
    /// mentions, which may name string constants, lists of them or helper methods.
    static func displayKeyMentions(in body: Syntax) -> (found: Set<String>, names: Set<String>) {
      final class Literals: SyntaxVisitor {
        var found: Set<String> = []
        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
          if let text = Expressions.stringLiteral(ExprSyntax(node)) { found.insert(text) }
          return .skipChildren
        }
        var names: Set<String> = []
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
          // `#keyPath(progress)`, `#keyPath(RingLayer.progress)`: the last component.
          if node.macroName.text == "keyPath", let argument = node.arguments.first?.expression,
            let path = Expressions.path(argument), let last = path.split(separator: ".").last
          {
            found.insert(String(last))
            return .skipChildren
          }
          return .visitChildren
        }
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
          names.insert(node.baseName.text)
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
      literals.walk(body)
      return (literals.found, literals.names)
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
      let access = variable.modifiers.accessLevel
      let setterAccess = variable.modifiers.setterAccessLevel
      var invalidating: [String] = []
      if let attribute = variable.attributes.attribute("Invalidating"),
        case .argumentList(let arguments)? = attribute.arguments
      {
        invalidating = arguments.map { Expressions.lastName($0.expression) }
      }
      for binding in variable.bindings {
        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
        let name = identifier.identifier.text
        if isLet, let text = Expressions.stringLiteral(binding.initializer?.value) {
          type.stringConstants[name] = text
        }
        if isLet, let array = binding.initializer?.value.as(ArrayExprSyntax.self) {
          let texts = array.elements.compactMap { Expressions.stringLiteral($0.expression) }
          if !texts.isEmpty && texts.count == array.elements.count {
            type.stringListConstants[name] = texts
          }
        }
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
        var property = PropertyInfo(
          name: name, isLet: isLet, isStatic: isStatic, isComputed: isComputed,
          attributes: attributes, environmentKey: environmentKey, typeName: typeName,
          observers: observers, setter: setter, getterBody: getterBody,
          order: (file, binding.positionAfterSkippingLeadingTrivia.utf8Offset),
          access: access, setterAccess: setterAccess, declaration: Syntax(identifier),
          binding: Syntax(binding), invalidating: invalidating)
        if type.properties[name] == nil { type.propertyOrder.append(name) }
        // A second declaration of the same name (under another `#if` branch) keeps the
        // first one's place.
        if let existing = type.properties[name] { property.declaration = existing.declaration }
        type.properties[name] = property
      }
    }

    /// Top-level `let name = "literal"` constants of a file.
    func addGlobalConstants(_ file: SourceFileSyntax) {
      for item in file.statements {
        guard let variable = item.item.as(VariableDeclSyntax.self),
          variable.bindingSpecifier.text == "let"
        else { continue }
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let text = Expressions.stringLiteral(binding.initializer?.value)
          {
            globalConstants[name] = text
          }
        }
      }
    }

    /// Top-level string constants, by name.
    private(set) var globalConstants: [String: String] = [:]

    /// The value of the string constant `name` when exactly one type declares one so named.
    func uniqueConstant(_ name: String) -> String? {
      var found: String?
      for type in types.values {
        guard let value = type.stringConstants[name] else { continue }
        if found != nil, found != value { return nil }
        found = value
      }
      return found
    }

    /// The string a constant expression names: `Self.key`, `Keys.rotation`,
    /// `Keys.rotation.rawValue`, `.rotation.rawValue`, a bare `progressKey`, a literal, or
    /// `#keyPath(CALayer.opacity)` / `\CALayer.position`; nil when it is none of these.
    func constantString(_ expression: ExprSyntax?, in typeName: String?) -> String? {
      guard var expression else { return nil }
      if let literal = Expressions.stringLiteral(expression) { return literal }
      if let keyPath = expression.as(KeyPathExprSyntax.self) {
        let names = keyPath.components.compactMap {
          $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
      }
      if let member = expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "rawValue"
          || member.declName.baseName.text == "_kvcKeyPathString",
        let base = member.base
      {
        expression = base
      }
      if let member = expression.as(MemberAccessExprSyntax.self) {
        let name = member.declName.baseName.text
        guard let base = member.base else {
          // `.rotation`: an enum case of unknown type; unique among enums.
          let owners = types.values.filter { $0.stringConstants[name] != nil }
          return owners.count == 1 ? owners[0].stringConstants[name] : nil
        }
        if let keyPath = base.as(KeyPathExprSyntax.self) {
          return constantString(ExprSyntax(keyPath), in: typeName)
        }
        guard let path = Expressions.path(base) else { return nil }
        let owner =
          path == "Self" || path == "self"
          ? typeName : String(path.split(separator: ".").last ?? "")
        if let owner, let value = types[owner]?.stringConstants[name] { return value }
        return nil
      }
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        if let typeName, let value = types[typeName]?.stringConstants[name] { return value }
        return globalConstants[name]
      }
      return nil
    }
  }

  extension DeclModifierListSyntax {
    /// The access level written (`public`, `private`, …), ignoring `private(set)` forms.
    var accessLevel: String? {
      for modifier in self where modifier.detail == nil {
        let text = modifier.name.text
        if ["public", "open", "internal", "private", "fileprivate", "package"].contains(text) {
          return text
        }
      }
      return nil
    }

    /// The setter's access level of `private(set)` and similar forms.
    var setterAccessLevel: String? {
      for modifier in self where modifier.detail?.detail.text == "set" {
        return modifier.name.text
      }
      return nil
    }
  }
#endif
