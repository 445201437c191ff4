#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension InputIdentityRules {
    // MARK: - SL408, a range that changes

    /// The property wrappers through which a view's value changes while the view lives: the
    /// view's own state, the caller's (a binding), or a model. SL408's range bounds read them,
    /// and SL403 follows a size copied from a geometry proxy into them.
    static let changingWrappers: Set<String> = [
      "State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Bindable",
      "Environment",
    ]

    /// SL408 for rows over a range: `ForEach(0..<model.rows)` (or `a...b`) without `id:`,
    /// where a bound reads a value that changes while the view lives — a `@State` or
    /// `@Binding` of the view, or a member of an object it observes (`@ObservedObject`,
    /// `@StateObject`, `@EnvironmentObject`, `@Bindable`). SwiftUI reads such a range once
    /// (Apple, `ForEach.init(_:content:)` for a `Range<Int>`: "The instance only reads the
    /// initial value of the provided data and doesn't need to identify views across updates.
    /// To compute views on demand over a dynamic range, use `ForEach/init(_:id:content:)`."),
    /// so rows the model adds later are not shown. Reported at the range.
    func rangeRowsThatChange(_ type: TypeInfo) -> [Finding] {
      let changing = Set(
        type.properties.values.filter { property in
          property.attributes.contains(where: Self.changingWrappers.contains)
        }.map(\.name))
      guard !changing.isEmpty else { return [] }
      var findings: [Finding] = []
      for (call, file) in calls(in: type) {
        guard Expressions.calleeName(call) == "ForEach",
          call.calledExpression.is(DeclReferenceExprSyntax.self),
          let first = call.arguments.first, first.label == nil,
          !call.arguments.contains(where: { $0.label?.text == "id" }),
          let range = first.expression.as(SequenceExprSyntax.self),
          case let elements = Array(range.elements), elements.count == 3,
          let operation = elements[1].as(BinaryOperatorExprSyntax.self),
          ["..<", "..."].contains(operation.operator.text)
        else { continue }
        let bounds = [elements[0], elements[2]].compactMap { bound -> String? in
          guard let path = Expressions.path(bound) else { return nil }
          let parts = path.split(separator: ".").map(String.init)
          let trimmed = parts.first == "self" ? Array(parts.dropFirst()) : parts
          guard let root = trimmed.first else { return nil }
          if changing.contains(root), boundMayChange(trimmed, in: type) {
            return trimmed.joined(separator: ".")
          }
          // A computed property of the view over one that changes (`var currentRow:
          // [Stitch] { pattern.rows[rowIndex] }` with `@State var rowIndex`).
          guard let computed = type.properties[root], computed.isComputed,
            let getter = computed.getterBody?.description,
            changing.contains(where: {
              getter.range(of: "\\b\($0)\\b", options: .regularExpression) != nil
            })
          else { return nil }
          return trimmed.joined(separator: ".")
        }
        guard let bound = bounds.first else { continue }
        // `.id(count)` on the rows names the bound: a new value gives the ForEach a new
        // identity, and SwiftUI makes it again, reading the new range.
        if let identity = Self.identityArgument(appliedTo: call),
          let root = bound.split(separator: ".").first,
          identity.trimmedDescription.range(
            of: "\\b\(root)\\b", options: .regularExpression) != nil
        {
          continue
        }
        findings.append(
          project.warning(
            .freshIdentities, at: range, file: file,
            Finding.Message(
              "ForEach over the range '\(range.trimmedDescription)' reads '\(bound)', which "
                + "changes while the view lives, but SwiftUI reads a range given without id: "
                + "only once: rows added later are not shown; use ForEach(…, id: \\.self)")))
      }
      return findings
    }

    /// The argument of an `.id(_:)` modifier applied to `call`, directly or after other
    /// modifiers of the same chain (`ForEach(0..<n) { … }.id(n)`).
    static func identityArgument(appliedTo call: FunctionCallExprSyntax) -> ExprSyntax? {
      var current = Syntax(call)
      for _ in 0..<8 {
        guard let member = current.parent?.as(MemberAccessExprSyntax.self),
          let applied = member.parent?.as(FunctionCallExprSyntax.self)
        else { return nil }
        if member.declName.baseName.text == "id", applied.arguments.count == 1,
          let argument = applied.arguments.first, argument.label == nil
        {
          return argument.expression
        }
        current = Syntax(applied)
      }
      return nil
    }

    /// Whether the value a range's bound reads (`rows`, `items.count`, `model.items.count`)
    /// can change while the view lives. A `@Binding`, an environment value or a model the
    /// analysis does not declare may change from outside; the view's own `@State` changes only
    /// through a write the view makes (an assignment, `+=`, `append`/`insert`/`remove…`, or
    /// `$name` handed on whole: an element binding such as `$items[i]` edits an element, not
    /// the count); a model's member changes only if it is a `var` that code of the analysis
    /// writes in one of those ways (a `let`, or a `@Published var` nothing writes after its
    /// declaration, keeps its count).
    func boundMayChange(_ parts: [String], in type: TypeInfo) -> Bool {
      let holder =
        ["count", "endIndex", "indices"].contains(parts.last) ? parts.dropLast() : parts[...]
      guard let root = holder.first, let property = type.properties[root] else { return true }
      if holder.count == 1 {
        guard property.attributes.contains("State") else { return true }
        let text = type.declarations.map(\.description).joined(separator: "\n")
        return Self.writesWhole(root, in: text)
      }
      guard holder.count == 2, let modelName = property.typeName,
        let model = project.index.type(modelName), let memberName = holder.last,
        let member = model.properties[memberName],
        !member.isComputed
      else { return true }
      if member.isLet { return false }
      return project.files.contains { Self.writesWhole(member.name, in: $0.text) }
    }

    /// Whether `text` writes `name` as a whole: an assignment (not of an element), `+=`, `-=`,
    /// a call that adds or removes elements, `$name` handed on without a subscript, or
    /// `&name`. A declaration's initial value (`var name = …`) is not a write.
    static func writesWhole(_ name: String, in text: String) -> Bool {
      let pattern =
        "(?<!let )(?<!var )(?<![\\w$])\(name)\\s*(=[^=]|\\+=|-=)"
        + "|\\b\(name)\\s*\\??\\.(append|insert|remove\\w*|popLast|popFirst|replaceSubrange)\\b"
        + "|\\$\(name)\\b(?!\\s*\\[)|&\(name)\\b"
      return text.range(of: pattern, options: .regularExpression) != nil
    }

    // MARK: - SL406, rows over a state nothing fills

    /// SL406 for a list's own copy that nothing fills: a `private` `@State` that starts as an
    /// empty array (`@State private var messages: [String] = []`), which the view lists
    /// (`List(messages…)`, `ForEach(messages…)`) and no code of the view changes (no
    /// assignment, no `append`, `insert`, `remove…`, `+=`, subscript write or `$messages`).
    /// Private state belongs to the view alone, so nothing outside fills it either: the list
    /// stays empty while the data it should show lives elsewhere (a model the view sends new
    /// items to). Reported at the declaration.
    func rowsOverStateNothingFills(_ type: TypeInfo) -> [Finding] {
      // The items live elsewhere only when the view holds a model.
      let models: Set<String> = [
        "ObservedObject", "StateObject", "EnvironmentObject", "Environment", "Bindable",
      ]
      guard
        type.properties.values.contains(where: { $0.attributes.contains(where: models.contains) })
      else { return [] }
      let text = type.declarations.map(\.description).joined(separator: "\n")
      var findings: [Finding] = []
      for name in type.propertyOrder {
        guard let property = type.properties[name], property.attributes.contains("State"),
          ["private", "fileprivate"].contains(property.access ?? ""),
          let value = Self.binding(property)?.initializer?.value.as(ArrayExprSyntax.self),
          value.elements.isEmpty,
          text.range(
            of: "\\b(List|ForEach)\\(\\s*\(name)\\b", options: .regularExpression) != nil,
          text.range(
            of:
              "(\\$\(name)\\b|(?<!let )(?<!var )\\b\(name)\\s*(\\[[^\\]]*\\])?(\\??\\.\\w+)*\\s*(=[^=]|\\+=|-=)"
              + "|\\b\(name)\\s*\\??\\.(append|insert|remove|sort|shuffle|reverse|swapAt)"
              + "|inout|&\(name)\\b)",
            options: .regularExpression) == nil,
          let node = property.declaration.map(Self.variableDeclaration),
          let file = project.fileIndex(of: node)
        else { continue }
        findings.append(
          project.warning(
            .lostValueCopy, at: node, file: file,
            Finding.Message(
              "'\(name)' is the view's own empty @State that it lists, and no code of the "
                + "view fills it: the list stays empty while the items live elsewhere; show "
                + "the model's items (or write them into '\(name)')")))
      }
      return findings
    }

    /// The variable declaration that holds `node` (a binding), or `node` itself.
    static func variableDeclaration(_ node: Syntax) -> Syntax {
      var current: Syntax? = node
      while let candidate = current {
        if candidate.is(VariableDeclSyntax.self) { return candidate }
        current = candidate.parent
      }
      return node
    }
  }
#endif
