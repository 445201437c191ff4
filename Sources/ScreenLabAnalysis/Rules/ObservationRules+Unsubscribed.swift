#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL417: an `ObservableObject` a view holds without a wrapper that subscribes it.
  extension ObservationRules {
    /// A view's stored property that holds an `ObservableObject` class of the sources in
    /// `@State`, a `let` or a plain `var` (declared, constructed, or a shared instance), whose
    /// `@Published` property the view reads and code changes (a write outside an initializer,
    /// or a `$model.member` binding given to a control). Only `@StateObject`,
    /// `@ObservedObject` and `@EnvironmentObject` subscribe a view to the object's
    /// `objectWillChange` (Apple, "Monitoring data changes in your app"); `@State` keeps the
    /// object alive and tracks only the reference, and a plain property is compared by
    /// reference when the parent runs again. The view keeps showing the old values. Reported
    /// at the property, once per property. An `@Observable` class is left alone: Observation
    /// tracks what a body reads, whatever holds the object.
    func unsubscribedObjectFindings() -> [Finding] {
      var findings: [Finding] = []
      for view in views {
        let reads = scan.memberReads[view.name] ?? []
        for name in view.order {
          guard let property = view.properties[name], !property.isStatic,
            property.attributes.allSatisfy({ $0 == "State" })
          else { continue }
          let held =
            property.typeName
            ?? property.initialPath.flatMap { sharedInstance($0) }
          guard let held, let model = scan.types[held], model.isClass,
            isObservableObject(held), !isObservationModel(held)
          else { continue }
          // The code of the declaration that holds the property: two views of one name
          // (`Dice3DView` and a namespace's `Old.Dice3DView`) share their facts by name.
          let reached = codeTheBodyReaches(view.name, declaring: property.node)
          let shownNames = Set(
            reached.flatMap { $0.tokens(viewMode: .sourceAccurate).map(\.text) })
          guard shownNames.contains(name) || shownNames.contains("$" + name) else { continue }
          // An initializer of that declaration may build what the body shows (a `Binding`
          // whose `get:` reads `model.key`, handed to a control).
          let initializers = Self.declaredInitializers(of: property.node)
          let shown = model.order.filter { member in
            guard let stored = model.properties[member], !stored.isLet, !stored.isStatic,
              stored.attributes.contains("Published"),
              reads.contains("\(name).\(member)") || reads.contains("$\(name).\(member)"),
              Self.readsMember(member, of: name, in: reached + initializers)
            else { return false }
            return scan.boundMembers.contains(member)
              || isWrittenOutsideInitializer(member, of: held)
          }
          guard let first = shown.first,
            !Self.onlyReadThroughAnObserver(name, members: Set(shown), in: reached)
          else { continue }
          let holder = property.attributes.isEmpty ? "a plain property" : "@State"
          let wrapper = property.hasInitialValue ? "@StateObject" : "@ObservedObject"
          findings.append(
            warning(
              .observableObjectNotObserved, at: property.node, property.file,
              """
              '\(name)' holds '\(held)', an ObservableObject, in \(holder): the view is not \
              subscribed to its objectWillChange, so when '\(first)' changes '\(view.name)' \
              keeps showing the old value; hold it with \(wrapper)
              """))
        }
      }
      return findings
    }

    /// Whether every read of `name.member` (for the members given) in the code sits in a
    /// closure handed to a call that takes the object itself too (`ItemList(model: model) {
    /// ForEach(model.items) … }`): the callee, which may observe the object, runs the closure.
    static func onlyReadThroughAnObserver(
      _ name: String, members: Set<String>, in code: [Syntax]
    ) -> Bool {
      var reads = 0
      for root in code {
        for token in root.tokens(viewMode: .sourceAccurate) where members.contains(token.text) {
          guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
            access.base?.trimmedDescription == name
          else { continue }
          reads += 1
          var node: Syntax? = Syntax(access)
          var handed = false
          while let current = node, !handed {
            if current.is(ClosureExprSyntax.self),
              let call = current.parent?.as(FunctionCallExprSyntax.self)
                ?? current.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              call.arguments.contains(where: { $0.expression.trimmedDescription == name })
            {
              handed = true
            }
            node = current.parent
          }
          if !handed { return false }
        }
      }
      return reads > 0
    }

    /// Whether `code` reads `name.member` or `$name.member` (a member access whose base is the
    /// property, written as it is or as its binding).
    static func readsMember(_ member: String, of name: String, in code: [Syntax]) -> Bool {
      code.contains { root in
        root.tokens(viewMode: .sourceAccurate).contains { token in
          guard token.text == member,
            let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
            let base = access.base?.trimmedDescription
          else { return false }
          return base == name || base == "$" + name || base == "self." + name
        }
      }
    }

    /// The code of the view's `body` with that of the computed properties and methods of the
    /// view it reaches (at most 32): what the screen can show. With `declaring`, a stored
    /// property's node, the walk starts at the `body` of the struct that declares it, so that
    /// of two views of one name (one nested in a namespace) each reads its own body.
    func codeTheBodyReaches(_ viewName: String, declaring node: Syntax? = nil) -> [Syntax] {
      guard let type = project.index.type(viewName) else { return [] }
      var members: [String: Syntax] = [:]
      for member in type.members(declaredIn: StructDeclSyntax.self) {
        if let function = member.as(FunctionDeclSyntax.self), let body = function.body {
          members[function.name.text] = members[function.name.text] ?? Syntax(body)
        } else if let variable = member.as(VariableDeclSyntax.self),
          let binding = variable.bindings.first,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          binding.initializer == nil, let accessors = binding.accessorBlock
        {
          members[name] = Syntax(accessors)
        }
      }
      if let own = node.flatMap({ Self.declaredBody(of: $0) }) { members["body"] = own }
      var reached: [Syntax] = []
      var pending = ["body"]
      var visited: Set<String> = []
      while let next = pending.popLast(), visited.count < 32 {
        guard visited.insert(next).inserted, let code = members[next] else { continue }
        reached.append(code)
        for token in code.tokens(viewMode: .sourceAccurate) where members[token.text] != nil {
          pending.append(token.text)
        }
      }
      return reached
    }

    /// The bodies of the initializers the struct that encloses `node` declares.
    static func declaredInitializers(of node: Syntax) -> [Syntax] {
      var current = node.parent
      while let next = current, !next.is(StructDeclSyntax.self) { current = next.parent }
      guard let owner = current?.as(StructDeclSyntax.self) else { return [] }
      return owner.memberBlock.members.compactMap {
        $0.decl.as(InitializerDeclSyntax.self)?.body.map(Syntax.init)
      }
    }

    /// The accessors of the `body` of the struct that encloses `node`, if it declares one.
    static func declaredBody(of node: Syntax) -> Syntax? {
      var current = node.parent
      while let next = current, !next.is(StructDeclSyntax.self) { current = next.parent }
      guard let owner = current?.as(StructDeclSyntax.self) else { return nil }
      for item in owner.memberBlock.members {
        guard let variable = item.decl.as(VariableDeclSyntax.self),
          let binding = variable.bindings.first,
          binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
          let accessors = binding.accessorBlock
        else { continue }
        return Syntax(accessors)
      }
      return nil
    }

    /// Whether a class of the sources is `@Observable` (or SwiftData's `@Model`), itself or
    /// through a superclass of the sources.
    func isObservationModel(_ name: String, depth: Int = 0) -> Bool {
      guard let type = scan.types[name], depth < 16 else { return false }
      if type.attributes.contains("Observable") || type.attributes.contains("Model") { return true }
      return type.inherited.contains {
        isObservationModel($0, depth: depth + 1)
      }
    }
  }
#endif
