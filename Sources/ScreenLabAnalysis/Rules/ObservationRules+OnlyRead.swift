#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL404: a model injected in a body into a subtree that only reads it (the eleventh SwiftUI
  /// sample; Docs/Analyzer.md, SL404).
  extension ObservationRules {
    /// Whether the model `.environmentObject(Model(…))` injects at `injection` holds, for as
    /// long as it lives, only what it was made with: no code that can reach this object
    /// writes its state. A new one made the same way on the next run of the body then holds
    /// what the old one held, and the views below lose nothing.
    ///
    /// The object made in the argument is reached only through the environment of the
    /// modified view: by the views of that subtree that declare an `@EnvironmentObject` of
    /// the type (SwiftUI looks an environment object up by its type), and by the class's own
    /// code. So it holds:
    /// - the class is declared, is not a SwiftData `@Model`, does not name
    ///   `objectWillChange` or announce by hand, inherits no declared class, and its own code
    ///   writes its properties only in an initializer's body (not in a closure there) and
    ///   never names `self` but as the base of a member (it does not hand itself out);
    /// - the subtree is what the modified expression names, closed over the declarations of
    ///   every type it names (a type named anywhere in a reached declaration counts as made
    ///   there); a call of a function declared outside the reached types gives up;
    /// - in every reached type, each property of the class's type is used only as the base
    ///   of a read (`model.position`, `model.location(for:)`): no write or mutating call
    ///   through it, no binding (`$model`), no `inout`, no key path, no hand-over (`Chart(
    ///   model: model)`), and no call on a member of a member (`model.list.reset()`).
    func injectedModelIsOnlyRead(_ injection: ValueScan.Injection) -> Bool {
      guard injection.modifier == "environmentObject",
        let member = injection.node.parent?.as(MemberAccessExprSyntax.self),
        let base = member.base,
        let type = scan.types[injection.constructed], type.isClass, type.isDeclared,
        !type.attributes.contains("Model"), !type.announces, !type.mentionsObjectWillChange,
        !type.inherited.contains(where: { scan.types[$0]?.isClass == true }),
        ownCodeWritesOnlyWhenMade(injection.constructed)
      else { return false }
      guard let reached = typesReached(from: Syntax(base), in: injection.type) else {
        return false
      }
      return reached.allSatisfy { onlyReads(injection.constructed, in: $0) }
    }

    /// Whether the code of the class `typeName` writes its properties only in the body of an
    /// initializer (not in a closure there, which may run later) and names `self` only as
    /// the base of a member. A local of its code (`var value = graph[position]`) is not a
    /// property.
    func ownCodeWritesOnlyWhenMade(_ typeName: String) -> Bool {
      guard let facts = scan.types[typeName] else { return false }
      for write in scan.writes where write.type == typeName && !write.rootIsLocal {
        guard let first = write.parts.first,
          facts.properties[first] != nil || facts.properties[String(first.dropFirst())] != nil
        else { continue }
        guard write.inInitializer else { return false }
        var node = write.node.parent
        while let current = node, !current.is(InitializerDeclSyntax.self) {
          if current.is(ClosureExprSyntax.self) { return false }
          node = current.parent
        }
      }
      guard let declared = project.index.type(typeName) else { return false }
      return declared.declarations.allSatisfy { declaration in
        declaration.tokens(viewMode: .sourceAccurate).allSatisfy { token in
          guard token.tokenKind == .keyword(.self) else { return true }
          guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            let member = reference.parent?.as(MemberAccessExprSyntax.self),
            member.base?.id == reference.id
          else { return false }
          return true
        }
      }
    }

    /// The declared types `root` names, closed over the declarations of the types reached;
    /// nil when reached code calls a function declared outside the reached types.
    /// A value `root` takes from the code of `enclosing` (its property, or a local that
    /// unwraps it: `if let data = data`) brings in the type the property declares; any other
    /// value handed in (a parameter, a local, a property of no declared type such as a
    /// stored `AnyView`) gives up, since it may hold a view made elsewhere.
    func typesReached(from root: Syntax, in enclosing: String) -> Set<String>? {
      var reached = Set<String>()
      var queue: [(node: Syntax, owner: String?)] = [(root, nil)]
      while let (node, owner) = queue.popLast() {
        for token in node.tokens(viewMode: .sourceAccurate) {
          guard case .identifier(let name) = token.tokenKind else { continue }
          if owner == nil, scan.types[name] == nil, project.index.type(name) == nil,
            SwiftUIFlowRules.ownReference(token) != nil
          {
            // A value `root` takes from outside it.
            guard let declared = handedValueType(name, in: enclosing) else { return nil }
            if let declared, reached.insert(declared).inserted,
              let facts = project.index.type(declared)
            {
              queue.append(contentsOf: facts.declarations.map { (Syntax($0), declared) })
            }
            continue
          }
          if scan.types[name] != nil || project.index.type(name) != nil {
            guard reached.insert(name).inserted,
              let declared = project.index.type(name)
            else { continue }
            queue.append(contentsOf: declared.declarations.map { (Syntax($0), name) })
          } else if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            let call = reference.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == reference.id, declaresFunction(name),
            owner.map({ !declaresFunction(name, in: $0) }) ?? true
          {
            return nil
          }
        }
      }
      return reached
    }

    /// For a value named `name` in the body of `typeName`: `.some(nil)` for a property that
    /// holds a plain value (a number, a text, a flag, a collection), `.some(type)` for one of
    /// a type the sources declare; nil when `name` is no property of the type, or a binding
    /// of the type's code gives the name another value than the property's
    /// (`if let name`, `if let name = name` and `self.name` unwrap the property).
    func handedValueType(_ name: String, in typeName: String) -> String?? {
      guard let property = scan.types[typeName]?.properties[name], !property.isStatic,
        let declared = project.index.type(typeName)
      else { return nil }
      let rebinds = declared.declarations.contains { declaration in
        declaration.tokens(viewMode: .sourceAccurate).contains { token in
          guard token.text == name else { return false }
          if let pattern = token.parent?.as(IdentifierPatternSyntax.self) {
            if let binding = pattern.parent?.as(OptionalBindingConditionSyntax.self) {
              guard let value = binding.initializer?.value.trimmedDescription else {
                return false
              }
              return value != name && value != "self." + name
            }
            // A `let`/`var` of the code that shadows the property (not its declaration).
            let declaration = pattern.parent?.parent?.parent
            return declaration?.is(VariableDeclSyntax.self) != true
              || declaration?.parent?.is(MemberBlockItemSyntax.self) != true
          }
          // A parameter (of a closure or a function) of the same name.
          return token.parent?.is(ClosureShorthandParameterSyntax.self) == true
            || token.parent?.is(ClosureParameterSyntax.self) == true
            || token.parent?.is(FunctionParameterSyntax.self) == true
        }
      }
      if rebinds { return nil }
      if property.holdsValue { return .some(nil) }
      guard let typeName = property.typeName, project.index.type(typeName) != nil else {
        return nil
      }
      return .some(typeName)
    }

    /// Whether a declaration of `typeName` declares a function called `name`.
    func declaresFunction(_ name: String, in typeName: String) -> Bool {
      guard let declared = project.index.type(typeName) else { return false }
      return declared.declarations.contains { declaration in
        declaration.tokens(viewMode: .sourceAccurate).contains { token in
          token.text == name && token.parent?.is(FunctionDeclSyntax.self) == true
        }
      }
    }

    /// Whether the code of `typeName` uses each of its properties of type `model` only as
    /// the base of a read.
    func onlyReads(_ model: String, in typeName: String) -> Bool {
      guard let facts = scan.types[typeName] else { return true }
      let names = Set(
        facts.properties.values.filter { $0.typeName == model || $0.constructed == model }
          .map(\.name))
      if names.isEmpty { return true }
      if scan.writes.contains(where: { write in
        write.type == typeName && !write.rootIsLocal
          && write.parts.first.map { names.contains($0) || names.contains("_" + $0) } == true
      }) {
        return false
      }
      guard let declared = project.index.type(typeName) else { return false }
      let projected = Set(names.map { "$" + $0 } + names.map { "_" + $0 })
      return declared.declarations.allSatisfy { declaration in
        declaration.tokens(viewMode: .sourceAccurate).allSatisfy { token in
          if projected.contains(token.text) { return false }
          guard names.contains(token.text), let node = SwiftUIFlowRules.ownReference(token)
          else { return true }
          return Self.isRead(node)
        }
      }
    }

    /// Whether the reference `node` (`model` or `self.model`) is the base of a member access
    /// that reads: no key path or `inout` around it, and no call on a member of that member.
    static func isRead(_ node: Syntax) -> Bool {
      guard let access = node.parent?.as(MemberAccessExprSyntax.self),
        access.base?.id == node.id
      else { return false }
      var current = Syntax(access)
      while let parent = current.parent {
        if parent.is(InOutExprSyntax.self) || parent.is(KeyPathExprSyntax.self) {
          return false
        }
        if let next = parent.as(MemberAccessExprSyntax.self), next.base?.id == current.id {
          if next.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == next.id {
            return false
          }
          current = parent
          continue
        }
        break
      }
      return true
    }
  }
#endif
