#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension DrawRules {
    /// Calls that configure a view (its image, title, targets, recognizers, place in the tree).
    static let viewConfigurations: Set<String> = [
      "setImage", "setTitle", "setTitleColor", "setBackgroundImage", "setAttributedTitle",
      "addTarget", "removeTarget", "addGestureRecognizer", "removeGestureRecognizer",
      "addSubview", "removeFromSuperview", "addArrangedSubview", "removeArrangedSubview",
    ]

    /// The changes a draw-path unit makes to the view's own subviews in a loop over them
    /// (`for button in subviews.filter { $0 is UIButton }`, directly or through a local bound
    /// to such a sequence): a property written, or a configuring call, on the loop's element or
    /// a name bound from it (`if let button = view as? UIButton`). One object, `subviews`,
    /// reported at the loop, which is what moves out of the draw pass.
    func subviewChanges(_ unit: CodeUnit) -> [DrawMutation] {
      var result: [DrawMutation] = []
      var targets: [(root: String, name: String, node: Syntax)] = []
      for write in unit.writes where write.parts.count >= 2 && unit.isLocal(write.parts[0]) {
        targets.append((write.parts[0], write.parts.joined(separator: "."), write.node))
      }
      for call in unit.calls where Self.viewConfigurations.contains(call.name) {
        guard let base = call.base, !base.contains("."), unit.isLocal(base) else { continue }
        targets.append((base, "\(base).\(call.name)", Syntax(call.node)))
      }
      for target in targets {
        guard let loop = Self.subviewLoop(around: target.node, binding: target.root) else {
          continue
        }
        result.append(
          DrawMutation(
            location: project.location(of: loop.forKeyword, file: unit.file),
            name: target.name, isCall: false, object: "subviews", isTreeChange: false))
      }
      return result
    }

    /// The `for` loop around `node` (inside its function) over the view's own subviews whose
    /// element is `root`, or binds `root` in its body from the element.
    static func subviewLoop(around node: Syntax, binding root: String) -> ForStmtSyntax? {
      var current = node.parent
      var steps = 0
      while let here = current, steps < 48 {
        steps += 1
        if here.is(FunctionDeclSyntax.self) || here.is(ClosureExprSyntax.self) { return nil }
        guard let loop = here.as(ForStmtSyntax.self) else {
          current = here.parent
          continue
        }
        guard let element = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          isSubviewSequence(loop.sequence, in: loop)
        else { return nil }
        if element == root { return loop }
        // `if let button = element as? UIButton`, `let label = element as! UILabel`.
        let bindsFromElement = loop.body.tokens(viewMode: .sourceAccurate).contains { token in
          guard token.tokenKind == .identifier(root),
            let pattern = token.parent?.as(IdentifierPatternSyntax.self)
          else { return false }
          let initializer =
            pattern.parent?.as(OptionalBindingConditionSyntax.self)?.initializer
            ?? pattern.parent?.as(PatternBindingSyntax.self)?.initializer
          return initializer?.value.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .identifier(element)
          } ?? false
        }
        return bindsFromElement ? loop : nil
      }
      return nil
    }

    /// `subviews`, `self.subviews`, `arrangedSubviews` (filtered, mapped or enumerated), or a
    /// local bound to one before the loop in the same block.
    static func isSubviewSequence(_ sequence: ExprSyntax, in loop: ForStmtSyntax) -> Bool {
      let text = sequence.trimmedDescription
      if isOwnSubviews(text) { return true }
      guard let name = sequence.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let block = loop.parent?.parent?.as(CodeBlockItemListSyntax.self)
      else { return false }
      for item in block {
        guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
        for binding in declaration.bindings
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
          if let value = binding.initializer?.value, isOwnSubviews(value.trimmedDescription) {
            return true
          }
        }
      }
      return false
    }

    static func isOwnSubviews(_ text: String) -> Bool {
      let plain = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
      return ["subviews", "arrangedSubviews"].contains { name in
        plain == name || plain.hasPrefix(name + ".")
      }
    }
  }
#endif
