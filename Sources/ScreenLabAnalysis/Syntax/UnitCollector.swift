#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// Splits a file into ``CodeUnit``s, each scanned by a ``UnitScanner``.
  final class UnitCollector {
    private(set) var units: [CodeUnit] = []
    /// The types of top-level variables (`let view = UIView()`), visible in every unit.
    private(set) var globals: [String: String] = [:]
    let file: Int
    let index: TypeIndex?

    init(file: Int, index: TypeIndex? = nil) {
      self.file = file
      self.index = index
    }

    func collect(_ tree: SourceFileSyntax) {
      let topLevel = CodeUnit(
        file: file, typeName: nil, kind: .topLevel, displayName: "top-level code")
      var hasTopLevel = false
      for item in tree.statements {
        if let decl = item.item.as(DeclSyntax.self), !decl.is(VariableDeclSyntax.self) {
          collect(decl, typeName: nil)
        } else {
          hasTopLevel = true
          scan(Syntax(item), into: topLevel)
        }
      }
      if hasTopLevel {
        units.append(topLevel)
        for (name, type) in topLevel.locals { globals[name] = type }
      }
    }

    private func scan(_ node: Syntax, into unit: CodeUnit) {
      UnitScanner(unit: unit, index: index).walk(node)
    }

    /// Adds the unit `kind` of `typeName` (`displayName` in messages): `prepare` fills what the
    /// scan reads (parameters, implicit names), then `nodes` are scanned into it in order.
    private func addUnit(
      _ kind: CodeUnit.Kind, typeName: String?, displayName: String, scanning nodes: Syntax...,
      prepare: (CodeUnit) -> Void = { _ in }
    ) {
      let unit = CodeUnit(file: file, typeName: typeName, kind: kind, displayName: displayName)
      prepare(unit)
      unit.scanned = nodes
      for node in nodes { scan(node, into: unit) }
      units.append(unit)
    }

    private func collect(_ decl: DeclSyntax, typeName: String?) {
      if let type = decl.as(ClassDeclSyntax.self) {
        members(type.memberBlock, typeName: type.name.text)
      } else if let type = decl.as(StructDeclSyntax.self) {
        members(type.memberBlock, typeName: type.name.text)
      } else if let type = decl.as(EnumDeclSyntax.self) {
        members(type.memberBlock, typeName: type.name.text)
      } else if let type = decl.as(ActorDeclSyntax.self) {
        members(type.memberBlock, typeName: type.name.text)
      } else if let type = decl.as(ExtensionDeclSyntax.self) {
        members(type.memberBlock, typeName: type.extendedType.simpleName)
      } else if let function = decl.as(FunctionDeclSyntax.self) {
        guard let body = function.body else { return }
        addUnit(
          .function(function.name.text), typeName: typeName, displayName: function.displayName,
          scanning: Syntax(function.signature), Syntax(body)
        ) { unit in
          unit.isDrawPass = TypeIndex.isDrawPass(function)
          unit.declaration = Syntax(function.name)
          unit.parameters = function.signature.parameterClause.parameters.map {
            ($0.secondName ?? $0.firstName).text
          }
        }
      } else if let initializer = decl.as(InitializerDeclSyntax.self) {
        guard let body = initializer.body else { return }
        addUnit(
          .initializer, typeName: typeName, displayName: initializer.displayName,
          scanning: Syntax(initializer.signature), Syntax(body))
      } else if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
        guard let body = deinitializer.body else { return }
        addUnit(.deinitializer, typeName: typeName, displayName: "deinit", scanning: Syntax(body))
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        property(variable, typeName: typeName)
      } else if let clause = decl.as(IfConfigDeclSyntax.self) {
        for item in clause.clauses {
          switch item.elements {
          case .decls(let decls)?:
            for member in decls { collect(member.decl, typeName: typeName) }
          case .statements(let statements)?:
            for statement in statements {
              if let inner = statement.item.as(DeclSyntax.self) {
                collect(inner, typeName: typeName)
              }
            }
          default: break
          }
        }
      }
    }

    private func members(_ block: MemberBlockSyntax, typeName: String?) {
      for member in block.members { collect(member.decl, typeName: typeName) }
    }

    private func property(_ variable: VariableDeclSyntax, typeName: String?) {
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          continue
        }
        if let value = binding.initializer?.value,
          value.is(FunctionCallExprSyntax.self)
            || value.is(ClosureExprSyntax.self)
        {
          addUnit(
            .propertyValue(property: name), typeName: typeName,
            displayName: "the initial value of '\(name)'", scanning: Syntax(value))
        }
        switch binding.accessorBlock?.accessors {
        case .getter(let items)?:
          addUnit(
            .getter(property: name), typeName: typeName, displayName: "the getter of '\(name)'",
            scanning: Syntax(items))
        case .accessors(let accessors)?:
          for accessor in accessors {
            guard let body = accessor.body else { continue }
            let specifier = accessor.accessorSpecifier.text
            let kind: CodeUnit.Kind
            switch specifier {
            case "didSet", "willSet": kind = .observer(property: name)
            case "set": kind = .setter(property: name)
            default: kind = .getter(property: name)
            }
            addUnit(
              kind, typeName: typeName,
              displayName: "the \(specifier == "set" ? "setter" : specifier) of '\(name)'",
              scanning: Syntax(body)
            ) { unit in
              if let parameter = accessor.parameters?.name.text {
                unit.declare(parameter, type: nil)
              } else if specifier == "set" || specifier == "willSet" {
                unit.declare("newValue", type: nil)
              } else if specifier == "didSet" {
                unit.declare("oldValue", type: nil)
              }
            }
          }
        case nil:
          break
        @unknown default:
          break
        }
      }
    }
  }
#endif
