#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL422: a presentation driven by an item whose content is handed another flag to close
  /// it (Docs/Analyzer.md, "SwiftUI values that are not observed", SL422).
  extension SwiftUIFlowRules {
    /// The modifiers that present content for as long as an item binding holds a value.
    static let itemPresentations: Set<String> = ["sheet", "fullScreenCover", "popover"]

    /// SL422: a view's `@State` `Bool` flag set to `true` where the view presents, handed as
    /// `$flag` only to the content of a `.sheet(item:)` (or `fullScreenCover(item:)`,
    /// `popover(item:)`), and otherwise neither read nor handed on: the flag drives nothing.
    /// The presentation lasts while the item binding holds a value (Apple,
    /// `View.sheet(item:onDismiss:content:)`), so when the presented view sets the flag to
    /// `false` to close itself the item stays set and the sheet stays on screen. Reported at
    /// the `$flag` argument.
    func presentationFlagsNotDriving(_ type: TypeInfo) -> [Finding] {
      guard type.isSwiftUIView else { return [] }
      var findings: [Finding] = []
      for name in type.propertyOrder {
        guard let property = type.properties[name], property.attributes == ["State"],
          !property.isComputed, Self.isFlag(property)
        else { continue }
        var handed: [Syntax] = []
        var setToTrue = false
        var drives = false
        for declaration in type.declarations {
          for token in declaration.tokens(viewMode: .sourceAccurate) {
            if token.text == "$" + name, let node = Self.ownReference(token) {
              if Self.itemPresentationContent(around: node) != nil {
                if closesThrough(node) { handed.append(node) }
              } else {
                drives = true
              }
            } else if token.text == name, let node = Self.ownReference(token),
              !Self.isInInitializer(node)
            {
              if !Self.isWrite(node) {
                drives = true
              } else if let assigned = Self.assignedValue(node),
                assigned.trimmedDescription == "true"
              {
                setToTrue = true
              }
            }
          }
        }
        guard setToTrue, !drives, let first = handed.first,
          let call = Self.itemPresentationContent(around: first),
          let argument = call.arguments.first?.expression.trimmedDescription
        else { continue }
        let item = argument.replacingOccurrences(of: "self.", with: "")
          .replacingOccurrences(of: "$", with: "")
        findings += SwiftUIActorRules(project: project).warning(
          .presentationFlagNotDriving, at: first,
          """
          '$\(name)' is handed to the content of .\(Self.presentationName(call))(item: \
          \(argument)), but that presentation lasts while '\(item)' holds a value and \
          nothing in '\(type.name)' reads '\(name)': when the presented view sets it to false \
          to close itself, the item stays set and the \(Self.presentationName(call)) stays on \
          screen; hand the content a way to clear '\(item)' (or let it call dismiss)
          """)
      }
      return findings
    }

    /// Whether the presented view handed `$flag` may close itself through it: it writes the
    /// parameter (`isPresented = false`) and calls no `dismiss`, or the analysis does not see
    /// it. A view of the sources that only reads the flag uses it for something else.
    func closesThrough(_ node: Syntax) -> Bool {
      guard let argument = node.parent?.as(LabeledExprSyntax.self),
        let label = argument.label?.text,
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
        let child = project.index.type(callee.baseName.text)
      else { return true }
      // A view that also calls its environment's dismiss action closes the sheet that way,
      // and the flag it clears is a leftover.
      let dismisses = child.declarations.contains { declaration in
        declaration.tokens(viewMode: .sourceAccurate).contains { $0.text == "dismiss" }
      }
      return !dismisses && Self.firstWrite(of: label, in: child) != nil
    }

    /// Whether a property is a `Bool`: declared so, or given `true` or `false`.
    static func isFlag(_ property: PropertyInfo) -> Bool {
      if property.typeName == "Bool" { return true }
      guard let binding = property.binding?.as(PatternBindingSyntax.self),
        let value = binding.initializer?.value.trimmedDescription
      else { return false }
      return binding.typeAnnotation == nil && (value == "true" || value == "false")
    }

    /// The value assigned to `node` (`flag = true` gives `true`), if it is assigned.
    static func assignedValue(_ node: Syntax) -> Syntax? {
      guard let list = node.parent?.as(ExprListSyntax.self) else { return nil }
      let elements = Array(list)
      guard let index = elements.firstIndex(where: { Syntax($0).id == node.id }),
        index + 2 < elements.count, elements[index + 1].is(AssignmentExprSyntax.self)
      else { return nil }
      return Syntax(elements[index + 2])
    }

    /// The `.sheet(item:)` (or `fullScreenCover`, `popover`) call whose content closure holds
    /// `node`.
    static func itemPresentationContent(around node: Syntax) -> FunctionCallExprSyntax? {
      var current = node.parent
      while let step = current, !step.is(MemberBlockItemSyntax.self) {
        if let closure = step.as(ClosureExprSyntax.self) {
          let call =
            closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
          if let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            itemPresentations.contains(member.declName.baseName.text),
            call.arguments.first?.label?.text == "item"
          {
            return call
          }
        }
        current = step.parent
      }
      return nil
    }

    static func presentationName(_ call: FunctionCallExprSyntax) -> String {
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "sheet"
    }
  }
#endif
