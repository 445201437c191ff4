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
        let unit = CodeUnit(
          file: file, typeName: typeName, kind: .function(function.name.text),
          displayName: function.displayName)
        unit.isDrawPass = TypeIndex.isDrawPass(function)
        unit.parameters = function.signature.parameterClause.parameters.map {
          ($0.secondName ?? $0.firstName).text
        }
        scan(Syntax(function.signature), into: unit)
        scan(Syntax(body), into: unit)
        units.append(unit)
      } else if let initializer = decl.as(InitializerDeclSyntax.self) {
        guard let body = initializer.body else { return }
        let unit = CodeUnit(
          file: file, typeName: typeName, kind: .initializer, displayName: initializer.displayName)
        scan(Syntax(initializer.signature), into: unit)
        scan(Syntax(body), into: unit)
        units.append(unit)
      } else if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
        guard let body = deinitializer.body else { return }
        let unit = CodeUnit(
          file: file, typeName: typeName, kind: .deinitializer, displayName: "deinit")
        scan(Syntax(body), into: unit)
        units.append(unit)
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
          let unit = CodeUnit(
            file: file, typeName: typeName, kind: .propertyValue(property: name),
            displayName: "the initial value of '\(name)'")
          scan(Syntax(value), into: unit)
          units.append(unit)
        }
        switch binding.accessorBlock?.accessors {
        case .getter(let items)?:
          let unit = CodeUnit(
            file: file, typeName: typeName, kind: .getter(property: name),
            displayName: "the getter of '\(name)'")
          scan(Syntax(items), into: unit)
          units.append(unit)
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
            let unit = CodeUnit(
              file: file, typeName: typeName, kind: kind,
              displayName: "the \(specifier == "set" ? "setter" : specifier) of '\(name)'")
            if let parameter = accessor.parameters?.name.text {
              unit.declare(parameter, type: nil)
            } else if specifier == "set" || specifier == "willSet" {
              unit.declare("newValue", type: nil)
            } else if specifier == "didSet" {
              unit.declare("oldValue", type: nil)
            }
            scan(Syntax(body), into: unit)
            units.append(unit)
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
