#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension LayoutRules {
    // MARK: - SL208

    /// The layout passes UIKit runs again whenever the view's size or content changes.
    static let relaidPasses: Set<String> = [
      "layoutSubviews", "layoutSublayers", "viewDidLayoutSubviews", "viewWillLayoutSubviews",
    ]

    /// The hooks UIKit calls many times in a view's or controller's life: the layout passes,
    /// every appearance, every move into or out of a superview or window (with `nil` on the
    /// way out), every trait change and every constraint update pass.
    static let repeatedHooks: Set<String> = relaidPasses.union([
      "viewWillAppear", "viewDidAppear", "willMove", "didMoveToSuperview", "didMoveToWindow",
      "traitCollectionDidChange", "updateConstraints", "updateViewConstraints",
    ])

    /// One layer or view a hook makes and adds, with the hook's statement that calls the
    /// helper making it (nil when the hook adds it itself).
    struct FreshAdd {
      let add: FunctionCallExprSyntax
      let object: String
      let via: FunctionCallExprSyntax?
    }

    /// SL208: a hook UIKit runs many times (``repeatedHooks``) that makes a new layer or view
    /// and adds it to the tree unconditionally, itself or through a method of its type it
    /// calls (three calls deep), while the class removes nothing anywhere; or a layout pass
    /// that removes a view it keeps in a property and adds a newly made one in its place
    /// (itself or through its methods) while other code of the type writes into that view.
    /// Each run of the hook stacks one more view (the old ones stay drawn at their old size
    /// and state), or throws away what was written into the old one; in a layout pass the add
    /// asks for another layout, so the rebuild recurs. Left alone: an add inside an `if`,
    /// `guard` or loop, or after a `guard` or an early `return` (an idempotency guard: a nil
    /// check, a flag, `subviews.isEmpty`), and an add to a layer the same code made (a mask
    /// made again, which replaces the last). Reported once per hook: at the hook's statement
    /// that calls the helper doing it, at the add when the hook adds one object itself, and
    /// at the hook's declaration when it builds several.
    func layersAddedOnEveryLayout() -> [Finding] {
      var findings: [Finding] = []
      for type in project.index.ordered where type.isClass {
        let removes = type.declarations.contains { Self.removesLayers($0.description) }
        for (name, functions) in type.functions where Self.repeatedHooks.contains(name) {
          for function in functions {
            guard let body = function.body, let file = file(of: function) else { continue }
            let hook = "\(name)()"
            if Self.relaidPasses.contains(name),
              let (statement, object) = replacement(in: body.statements, type: type, depth: 0),
              writtenElsewhere(object, in: type, besides: function)
            {
              findings.append(
                project.warning(
                  .layerAddedOnEveryLayout, at: statement, file: file,
                  Finding.Message(
                    "\(hook) removes '\(object)' and adds a newly made one on every layout "
                      + "pass: what other code wrote into the old one is thrown away, and the "
                      + "add asks for another layout, so the rebuild recurs; make it once "
                      + "and only update or size it here")))
              continue
            }
            guard !removes else { continue }
            var visited: Set<String> = [name]
            let adds = freshAdds(
              in: body.statements, type: type, depth: 0, via: nil, visited: &visited)
            guard let first = adds.first else { continue }
            let every = Self.relaidPasses.contains(name) ? "layout pass" : "call"
            let node: Syntax
            let what: String
            if adds.count >= 2 {
              node = Syntax(function.name)
              what = adds.map { "'\($0.object)'" }.joined(separator: ", ")
            } else {
              node = Syntax(first.via ?? first.add)
              what = "'\(first.object)'"
            }
            // A move hook of a view nothing uses runs again only once a client moves it.
            let latent = isUnusedViewMoveHook(name, of: type)
            findings.append(
              project.finding(
                .layerAddedOnEveryLayout, latent ? .note : .warning, at: node, file: file,
                Finding.Message(
                  "\(hook) makes \(what) anew and adds \(adds.count >= 2 ? "them" : "it") on "
                    + "every \(every), and nothing removes the last: UIKit runs it many "
                    + "times, so the old ones stay on screen beside the new; make them once "
                    + "and only size or update them here"
                    + (latent
                      ? " (no code or interface file of the analysis uses this view yet: the "
                        + "second one appears once a client moves it)" : ""))))
          }
        }
      }
      return findings
    }

    /// Whether code removes layers or views.
    static func removesLayers(_ text: String) -> Bool {
      text.contains("removeFromSuperlayer") || text.contains("removeFromSuperview")
        || text.contains("sublayers = nil") || text.contains("sublayers?.removeAll")
    }

    /// The name a statement gives a new object (`let ring = CAShapeLayer()`, `ring =
    /// RingView(frame: …)`, `self.ring = …`): with `initializerOnly`, only from a type's
    /// initializer (a capitalised callee); otherwise from any call (a factory).
    static func madeName(_ item: CodeBlockItemSyntax.Item, initializerOnly: Bool) -> String? {
      func made(_ value: ExprSyntax?) -> Bool {
        guard let call = value?.as(FunctionCallExprSyntax.self) else { return false }
        guard initializerOnly else { return true }
        return Expressions.calleeName(call)?.first?.isUppercase == true
      }
      if let variable = item.as(VariableDeclSyntax.self) {
        for binding in variable.bindings where made(binding.initializer?.value) {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return name
          }
        }
        return nil
      }
      let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
      guard let sequence = expression?.as(SequenceExprSyntax.self) else { return nil }
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), made(elements[2]),
        let path = Expressions.path(elements[0])
      else { return nil }
      return Expressions.withoutSelf(path)
    }

    /// Whether a statement ends the unconditional part of a body: a `guard`, or an `if` that
    /// returns (an idempotency guard: `if container != nil { return }`).
    static func endsUnconditional(_ item: CodeBlockItemSyntax.Item) -> Bool {
      if item.is(GuardStmtSyntax.self) { return true }
      let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
      guard let ifExpression = expression?.as(IfExprSyntax.self) else { return false }
      return ifExpression.body.statements.contains { $0.item.is(ReturnStmtSyntax.self) }
    }

    /// The method of `type` a statement calls on the object itself (`setUp()`,
    /// `self.addLine()`), when it has a body.
    func ownHelper(_ call: FunctionCallExprSyntax, type: TypeInfo) -> FunctionDeclSyntax? {
      guard let callee = Expressions.calleeName(call),
        [nil, "self"].contains(Expressions.calleeBase(call))
      else { return nil }
      return type.functions[callee]?.first { $0.body != nil }
    }

    /// The new layers and views `statements` make and add unconditionally, themselves or
    /// through the type's methods they call, three calls deep.
    func freshAdds(
      in statements: CodeBlockItemListSyntax, type: TypeInfo, depth: Int,
      via: FunctionCallExprSyntax?, visited: inout Set<String>
    ) -> [FreshAdd] {
      var made = Set<String>()
      var adds: [FreshAdd] = []
      for item in statements {
        if Self.endsUnconditional(item.item) { break }
        if let name = Self.madeName(item.item, initializerOnly: true) {
          made.insert(name)
          continue
        }
        guard let call = Self.topLevelCall(item.item), let callee = Expressions.calleeName(call)
        else { continue }
        if ["addSublayer", "insertSublayer", "addSubview", "insertSubview"].contains(callee) {
          guard let argument = call.arguments.first?.expression,
            let object = Expressions.path(argument).map(Expressions.withoutSelf),
            made.contains(object),
            // Added to another layer new here (a mask made again): it replaces the last.
            !made.contains(
              String((Expressions.calleeBase(call) ?? "").split(separator: ".").first ?? ""))
          else { continue }
          adds.append(FreshAdd(add: call, object: object, via: via))
        } else if depth < 3, let helper = ownHelper(call, type: type), let body = helper.body,
          visited.insert(callee).inserted
        {
          adds += freshAdds(
            in: body.statements, type: type, depth: depth + 1, via: via ?? call,
            visited: &visited)
        }
      }
      return adds
    }

    /// The hook's statement under which a view kept in a property is removed and a newly
    /// made one added in its place (`if let old = … { old.removeFromSuperview();
    /// addClockView() }`), with the property; through the type's methods, three calls deep.
    func replacement(in statements: CodeBlockItemListSyntax, type: TypeInfo, depth: Int) -> (
      Syntax, String
    )? {
      for item in statements {
        if let object = replaced(in: item, type: type, depth: depth) {
          return (Syntax(item), object)
        }
      }
      return nil
    }

    /// The property a statement replaces (see ``replacement(in:type:depth:)``).
    private func replaced(in item: CodeBlockItemSyntax, type: TypeInfo, depth: Int) -> String? {
      let expression =
        item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
      if let ifExpression = expression?.as(IfExprSyntax.self) {
        return removesThenAdds(ifExpression.body.statements, type: type, depth: depth)
      }
      guard depth < 3, let call = Self.topLevelCall(item.item),
        let body = ownHelper(call, type: type)?.body
      else { return nil }
      return removesThenAdds(body.statements, type: type, depth: depth + 1)
        ?? replacement(in: body.statements, type: type, depth: depth + 1)?.1
    }

    /// The property a block adds anew after removing a view (itself or through a helper).
    private func removesThenAdds(
      _ statements: CodeBlockItemListSyntax, type: TypeInfo, depth: Int
    ) -> String? {
      var removed = false
      var made = Set<String>()
      for item in statements {
        // The property itself given a new view (a local of the same name is another view).
        if !item.item.is(VariableDeclSyntax.self),
          let name = Self.madeName(item.item, initializerOnly: false)
        {
          made.insert(name)
          continue
        }
        guard let call = Self.topLevelCall(item.item), let callee = Expressions.calleeName(call)
        else { continue }
        if ["removeFromSuperview", "removeFromSuperlayer"].contains(callee) {
          removed = true
        } else if removed {
          if ["addSubview", "insertSubview", "addSublayer", "insertSublayer"].contains(callee),
            let argument = call.arguments.first?.expression,
            let object = Expressions.path(argument).map(Expressions.withoutSelf),
            made.contains(object), type.properties[object] != nil
          {
            return object
          }
          if depth < 3, let body = ownHelper(call, type: type)?.body,
            let object = addsMade(body.statements, type: type)
          {
            return object
          }
        }
      }
      return nil
    }

    /// The stored property a block gives a newly made view and adds.
    private func addsMade(_ statements: CodeBlockItemListSyntax, type: TypeInfo) -> String? {
      var made = Set<String>()
      for item in statements {
        if !item.item.is(VariableDeclSyntax.self),
          let name = Self.madeName(item.item, initializerOnly: false)
        {
          made.insert(name)
        } else if let call = Self.topLevelCall(item.item),
          let callee = Expressions.calleeName(call),
          ["addSubview", "insertSubview", "addSublayer", "insertSublayer"].contains(callee),
          let argument = call.arguments.first?.expression,
          let object = Expressions.path(argument).map(Expressions.withoutSelf),
          made.contains(object), type.properties[object] != nil
        {
          return object
        }
      }
      return nil
    }

    /// Whether code of the type other than the hook and the methods that make the property
    /// mentions it (a method writing into the view, a computed property reaching into it):
    /// what that code gives the old view is lost when the hook replaces it.
    private func writtenElsewhere(
      _ object: String, in type: TypeInfo, besides hook: FunctionDeclSyntax
    ) -> Bool {
      let members = type.declarations.flatMap { group in
        group.asProtocol(DeclGroupSyntax.self)?.memberBlock.members.map { Syntax($0.decl) } ?? []
      }
      return members.contains { declaration in
        guard declaration.id != Syntax(hook).id else { return false }
        if let variable = declaration.as(VariableDeclSyntax.self),
          variable.bindings.contains(where: {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == object
              && $0.accessorBlock == nil
          })
        {
          return false
        }
        if let function = declaration.as(FunctionDeclSyntax.self),
          let body = function.body,
          Self.madeName(body.statements, object)
        {
          return false
        }
        // Reached into (`face.timeLabel.text = …`, `self.face.reset()`), not a local of the
        // same name.
        let tokens = Array(declaration.tokens(viewMode: .sourceAccurate))
        return tokens.indices.contains { index in
          tokens[index].text == object && index + 1 < tokens.count
            && tokens[index + 1].tokenKind == .period
        }
      }
    }

    /// Whether `statements` give `object` a new value.
    private static func madeName(_ statements: CodeBlockItemListSyntax, _ object: String) -> Bool {
      statements.contains { madeName($0.item, initializerOnly: false) == object }
    }

    /// A call that is a statement of its own (`layer.addSublayer(border)`).
    static func topLevelCall(_ item: CodeBlockItemSyntax.Item) -> FunctionCallExprSyntax? {
      if let call = item.as(FunctionCallExprSyntax.self) { return call }
      return item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
    }

    /// Core Animation layers and UIKit views by their class names.
    static func isNewLayerOrView(_ name: String) -> Bool {
      (name.hasPrefix("CA") && name.hasSuffix("Layer"))
        || ["UIView", "UILabel", "UIImageView", "UIButton"].contains(name)
    }
  }
#endif
