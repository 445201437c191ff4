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
    /// pushes a view for that row, and another row pushes another view. False when the
    /// sources make the view nowhere (its callers are not in view).
    func isFixedByEveryCaller(_ typeName: String, input: String) -> Bool {
      var found = false
      for tree in project.trees where tree.description.contains(typeName + "(") {
        let collector = CallCollector()
        collector.walk(tree)
        for call in collector.calls
        where Expressions.calleeName(call) == typeName && !Self.isInPreview(Syntax(call)) {
          found = true
          // An unlabelled argument may be the input (`init(_ site: Site)`).
          let passes = call.arguments.contains { $0.label == nil || $0.label?.text == input }
          if passes && !Self.isMadeForOneDestination(Syntax(call)) { return false }
        }
      }
      return found
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
