#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL407's callers: an input that no caller of the view can change while the view lives.
  extension InputIdentityRules {
    /// The presentation modifiers whose content is made for one item (`.sheet(item:)`,
    /// `.navigationDestination(for:)`): a new item is a new presentation, and a new view.
    static let itemPresentations: Set<String> = [
      "sheet", "fullScreenCover", "popover", "navigationDestination",
    ]

    /// Whether every place the sources make the view `typeName` fixes its input `input` for
    /// the view's life: the call leaves the input out (it keeps its own starting value), or
    /// the view is the destination of a `NavigationLink` or the content of a presentation
    /// made for one item (`.sheet(item:)`, `.navigationDestination(for:)`) — a row's link
    /// pushes a view for that row, and another row pushes another view. Since the sixth
    /// SwiftUI sample, also a call that passes the input a literal (`accountantMode: true`),
    /// and a row of `ForEach(…, id: \.self)` or `List(…, id: \.self)` given its element
    /// (`ForEach(ingredients, id: \.self) { NutritionView(query: $0) }`): the element is the
    /// row's identity, so another value is another row, and another view. False when the
    /// sources make the view nowhere (its callers are not in view).
    func isFixedByEveryCaller(_ typeName: String, input: String, depth: Int = 0) -> Bool {
      var found = false
      for tree in project.trees where tree.description.contains(typeName + "(") {
        let collector = CallCollector()
        collector.walk(tree)
        for call in collector.calls
        where Expressions.calleeName(call) == typeName && !Self.isInPreview(Syntax(call)) {
          found = true
          // An unlabelled argument may be the input (`init(_ site: Site)`).
          let given = call.arguments.filter { $0.label == nil || $0.label?.text == input }
          let fixed = given.allSatisfy { argument in
            ValueScan.isLiteral(argument.expression) || Self.isSelfKeyedElement(argument.expression)
              || isFixedInput(argument.expression, of: Syntax(call), depth: depth)
          }
          if !given.isEmpty && !fixed && !Self.isMadeForOneDestination(Syntax(call)) {
            return false
          }
        }
      }
      return found
    }

    /// Whether `expression` is an input of the view whose code makes the call (`transaction`
    /// in `TransactionDetailSheet`, a plain stored property the parent sets) that every
    /// maker of that view fixes in turn (`.sheet(item:)`): the value the call passes cannot
    /// change while the calling view lives. Followed three views up.
    func isFixedInput(_ expression: ExprSyntax, of call: Syntax, depth: Int) -> Bool {
      guard depth < 3, let reference = expression.as(DeclReferenceExprSyntax.self) else {
        return false
      }
      let name = reference.baseName.text
      var current = call.parent
      while let step = current {
        if step.is(ClassDeclSyntax.self) { return false }
        if let closure = step.as(ClosureExprSyntax.self), Self.declaresParameter(name, closure) {
          return false
        }
        if let declaration = step.as(StructDeclSyntax.self) {
          guard let caller = project.index.type(declaration.name.text), caller.isSwiftUIView,
            let property = caller.properties[name], property.attributes.isEmpty,
            !property.isStatic, !property.isComputed, Self.binding(property)?.initializer == nil
          else { return false }
          return isFixedByEveryCaller(caller.name, input: name, depth: depth + 1)
        }
        current = step.parent
      }
      return false
    }

    /// Whether `closure` declares a parameter called `name`.
    static func declaresParameter(_ name: String, _ closure: ClosureExprSyntax) -> Bool {
      switch closure.signature?.parameterClause {
      case .simpleInput(let names)?: return names.contains { $0.name.text == name }
      case .parameterClause(let clause)?:
        return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
      default: return false
      }
    }

    /// Whether `expression` is the element of the rows closure it stands in, of a `ForEach`
    /// or `List` keyed by the element itself (`id: \.self`): `$0`, or the closure's one
    /// parameter.
    static func isSelfKeyedElement(_ expression: ExprSyntax) -> Bool {
      guard let call = Expressions.rowsCall(elementOf: expression),
        let id = call.arguments.first(where: { $0.label?.text == "id" })
      else { return false }
      return id.expression.trimmedDescription == "\\.self"
    }

    /// Whether `node` stands in a preview (`#Preview { … }`, or a `PreviewProvider`), which
    /// shows the view with sample values and never changes them.
    static func isInPreview(_ node: Syntax) -> Bool {
      var current = node.parent
      while let step = current {
        if let macro = step.as(MacroExpansionExprSyntax.self),
          macro.macroName.text == "Preview"
        {
          return true
        }
        if let macro = step.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
          return true
        }
        if let declaration = step.as(StructDeclSyntax.self),
          declaration.inheritanceClause?.inheritedTypes.contains(where: {
            $0.type.trimmedDescription == "PreviewProvider"
          }) == true
        {
          return true
        }
        current = step.parent
      }
      return false
    }

    /// Whether `node` stands in a `NavigationLink`'s destination or in the content of a
    /// presentation made for one item.
    static func isMadeForOneDestination(_ node: Syntax) -> Bool {
      var previous = node
      var current = node.parent
      var steps = 0
      while let step = current, steps < 64 {
        steps += 1
        defer {
          previous = step
          current = step.parent
        }
        if step.is(MemberBlockItemSyntax.self)
          || step.is(CodeBlockItemListSyntax.self)
            && step.parent?.is(SourceFileSyntax.self) == true
        {
          return false
        }
        // The view a modifier is called on is not its content.
        if let call = step.as(FunctionCallExprSyntax.self),
          call.calledExpression.id != previous.id
        {
          if Expressions.calleeName(call) == "NavigationLink" { return true }
          if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            itemPresentations.contains(member.declName.baseName.text),
            call.arguments.contains(where: { ["item", "for"].contains($0.label?.text ?? "") })
          {
            return true
          }
        }
      }
      return false
    }
  }
#endif
