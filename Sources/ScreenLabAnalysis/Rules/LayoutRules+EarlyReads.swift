#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension LayoutRules {
    // MARK: - SL206, where an early size taken into a local is reported

    /// Where SL206 reports a write fed by an early read: at the write, or, when the write
    /// takes the size through local constants (`let side = view.frame.width / 5` a few lines
    /// above `UIButton(frame: CGRect(… width: side …))`), at the declaration of the constant
    /// that reads the view's geometry. That statement takes the size before Auto Layout has
    /// given it, and is the one to move into the layout pass; the writes only pass it on.
    func earlyReadNode(for write: Syntax, in unit: CodeUnit, _ context: EarlyContext) -> Syntax {
      var statement = write
      while let parent = statement.parent, !statement.is(CodeBlockItemSyntax.self) {
        statement = parent
      }
      var text = statement.trimmedDescription
      // A statement that reads the geometry itself is where the size is taken.
      if directEarlySource(text, unit, context) != nil { return write }
      var reader: String?
      // Follow the constants back, three steps at most, to the one whose value reads the
      // geometry itself.
      for _ in 0..<3 {
        let fed = unit.constants.keys.sorted().first { name in
          Self.mentions(name, in: text)
            && unit.constants[name].flatMap { earlySource($0, unit, context) } != nil
        }
        guard let fed, let value = unit.constants[fed] else { break }
        reader = fed
        text = value
      }
      var root = write
      while let parent = root.parent, !root.is(FunctionDeclSyntax.self),
        !root.is(InitializerDeclSyntax.self), !root.is(AccessorDeclSyntax.self)
      {
        root = parent
      }
      guard let reader, let declaration = Self.constantDeclaration(reader, in: root),
        declaration.position < write.position
      else { return write }
      return declaration
    }

    /// The `let` or `var` statement that declares `name` in `root`, outside closures.
    static func constantDeclaration(_ name: String, in root: Syntax) -> Syntax? {
      for node in root.children(viewMode: .sourceAccurate) {
        if node.is(ClosureExprSyntax.self) { continue }
        if let variable = node.as(VariableDeclSyntax.self),
          variable.bindings.contains(where: {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
          })
        {
          return Syntax(variable)
        }
        if let found = constantDeclaration(name, in: node) { return found }
      }
      return nil
    }
  }
#endif
