#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL415: a list that identifies its rows by their text while the view appends what the
  /// user types; SL416: a search field's text that nothing reads (Docs/Analyzer.md).
  extension InputIdentityRules {
    /// A view's own `@State` handed to `.searchable(text: $query)` once and named nowhere
    /// else in the view (not read, not handed on as `$query`): the search field edits the
    /// text, and nothing the view shows depends on it. Reported at the state's declaration.
    func searchTextNotRead(_ type: TypeInfo) -> [Finding] {
      var findings: [Finding] = []
      for (call, file) in calls(in: type) {
        guard Expressions.calleeName(call) == "searchable",
          let text = call.arguments.first(where: { $0.label?.text == "text" }),
          let token = text.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
          token.hasPrefix("$"), token.count > 1
        else { continue }
        let name = String(token.dropFirst())
        guard let property = type.properties[name], property.attributes.contains("State"),
          let declaration = property.declaration
        else { continue }
        var mentions = 0
        for declaration in type.declarations {
          for candidate in declaration.tokens(viewMode: .sourceAccurate)
          where [name, token, "_" + name].contains(candidate.text) {
            if let dot = candidate.previousToken(viewMode: .sourceAccurate), dot.text == ".",
              dot.previousToken(viewMode: .sourceAccurate)?.tokenKind != .keyword(.self)
            {
              continue
            }
            mentions += 1
          }
        }
        // The declaration's own name and the search field's binding.
        guard mentions <= 2 else { continue }
        findings.append(
          project.warning(
            .searchTextNotRead, at: declaration, file: project.fileIndex(of: declaration) ?? file,
            Finding.Message(
              "'\(name)' is bound to the search field and read nowhere else in the view: what "
                + "the user types filters nothing; filter what the view shows by '\(name)'")))
      }
      return findings
    }

    /// A `ForEach` or `List` over a view's `@State` array of strings with `id: \.self`, when
    /// the view appends (or inserts) a value made from a `@State` string bound to a text field
    /// (`TextField(…, text: $newItem)`) and checks nowhere whether the array already holds
    /// it (`contains`, `firstIndex`, `first(where:)`, a `Set`). SwiftUI requires the ids of a
    /// `ForEach` to be unique (Apple, `ForEach`: "the id … must be unique"); two equal entries
    /// share one identity, and the list can show, animate or delete the wrong row. Reported
    /// at the list's `id:` argument.
    func rowsIdentifiedByTypedText(_ type: TypeInfo) -> [Finding] {
      var textArrays = Set<String>()
      var typedTexts = Set<String>()
      for name in type.propertyOrder {
        guard let property = type.properties[name], property.attributes.contains("State"),
          let binding = Self.binding(property)
        else { continue }
        let annotation = binding.typeAnnotation?.type.trimmedDescription
        let initial = binding.initializer?.value
        if annotation == "[String]" || Self.isStringArrayLiteral(initial) {
          textArrays.insert(name)
        } else if annotation == "String" || initial?.is(StringLiteralExprSyntax.self) == true {
          typedTexts.insert(name)
        }
      }
      guard !textArrays.isEmpty, !typedTexts.isEmpty else { return [] }
      let all = calls(in: type)
      let fields: Set<String> = ["TextField", "SecureField", "TextEditor"]
      var bound = Set<String>()
      var locals: [String: Set<String>] = [:]
      for declaration in type.declarations {
        let collector = LocalValueCollector()
        collector.walk(declaration)
        for (name, value) in collector.values {
          locals[name, default: []].formUnion(ShownStateRules.identifiers(in: value))
        }
      }
      var checked = Set<String>()
      var appended: [String: String] = [:]
      let checks: Set<String> = ["contains", "firstIndex", "first", "lastIndex", "Set"]
      for (call, _) in all {
        guard let callee = Expressions.calleeName(call) else { continue }
        if fields.contains(callee) {
          for argument in call.arguments where argument.label?.text == "text" {
            let text = argument.expression.trimmedDescription
            if text.hasPrefix("$") { bound.insert(String(text.dropFirst())) }
          }
        }
        if callee == "Set", let first = call.arguments.first?.expression,
          let path = Expressions.path(first)
        {
          checked.insert(path)
        }
        guard let base = Expressions.calleeBase(call), textArrays.contains(base) else {
          continue
        }
        if checks.contains(callee) { checked.insert(base) }
        if callee == "append" || callee == "insert", let value = call.arguments.first {
          var names = ShownStateRules.identifiers(in: value.expression)
          for name in names { names.formUnion(locals[name] ?? []) }
          if let typed = names.first(where: { typedTexts.contains($0) }) {
            appended[base] = appended[base] ?? typed
          }
        }
      }
      var findings: [Finding] = []
      for (call, file) in all {
        guard let callee = Expressions.calleeName(call), callee == "ForEach" || callee == "List",
          let first = call.arguments.first?.expression, let array = Expressions.path(first),
          let typed = appended[array], bound.contains(typed), !checked.contains(array),
          let id = call.arguments.first(where: { $0.label?.text == "id" }),
          id.expression.trimmedDescription.replacingOccurrences(of: " ", with: "") == "\\.self"
        else { continue }
        findings.append(
          project.warning(
            .rowsIdentifiedByTypedText, at: id, file: file,
            .rowsIdentifiedByTypedText(array, typed: typed, list: callee)))
      }
      return findings
    }

    /// An array literal whose elements are all string literals (`["Milk", "Eggs"]`).
    static func isStringArrayLiteral(_ expression: ExprSyntax?) -> Bool {
      guard let array = expression?.as(ArrayExprSyntax.self), !array.elements.isEmpty else {
        return false
      }
      return array.elements.allSatisfy { $0.expression.is(StringLiteralExprSyntax.self) }
    }
  }

  /// The local constants and variables of a declaration with their initial values.
  final class LocalValueCollector: SyntaxVisitor {
    var values: [(String, ExprSyntax)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
      for item in node {
        guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value
          {
            values.append((name, value))
          }
        }
      }
      return .visitChildren
    }
  }

  extension Finding.Message {
    static func rowsIdentifiedByTypedText(_ array: String, typed: String, list: String)
      -> Finding.Message
    {
      Finding.Message(
        "\(list) identifies the rows of '\(array)' by their text (id: \\.self), and the view "
          + "appends '\(typed)', which the user types, without checking for a repeat: two "
          + "equal entries share one identity and SwiftUI can show or delete the wrong row; "
          + "give each row its own id")
    }
  }
#endif
