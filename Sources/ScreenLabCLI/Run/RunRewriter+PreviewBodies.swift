import Foundation

#if canImport(SwiftParser)
  import SwiftParser
  import SwiftSyntax

  extension RunRewriter.Scanner {
    /// At file scope the parser gives `#Preview { … }` as an expression statement.
    func preview(
      _ node: some SyntaxProtocol, arguments: LabeledExprListSyntax, closure: ClosureExprSyntax
    ) {
      previews += 1
      let typeName = "__ScreenLabPreview\(previewPrefix)_\(previews)"
      var title: String?
      if let first = arguments.first, first.label == nil,
        let literal = first.expression.as(StringLiteralExprSyntax.self),
        literal.segments.count == 1,
        let segment = literal.segments.first?.as(StringSegmentSyntax.self)
      {
        title = segment.content.text
      }
      let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      let open = closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
      let statements = Array(closure.statements)
      // `@Previewable` declarations (`@Previewable @State var isOn = false`) are the
      // preview's own state: the preview becomes a view whose stored properties they are
      // (as Apple documents `Previewable`), its body the statements after the last one. On
      // the same lines: the attribute is blanked and the body opens after that declaration.
      let lastPreviewable = statements.lastIndex {
        $0.item.as(VariableDeclSyntax.self).map(Self.isPreviewable) == true
      }
      let asView =
        lastPreviewable.map { last in
          statements[...last].allSatisfy { $0.item.is(VariableDeclSyntax.self) }
        } ?? false
      if asView, let lastPreviewable {
        edits.append(
          RunRewriter.Edit(
            range: start..<open,
            replacement: "struct \(typeName): View { static var previews: some View { Self() }"
          ))
        for statement in statements[...lastPreviewable] {
          guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
          for attribute in variable.attributes {
            if attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription
              == "Previewable"
            {
              blank(attribute)
            }
          }
        }
        // After a `;` the declaration already has its separator (a second one is an error).
        let last = statements[lastPreviewable]
        let end = last.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(
          RunRewriter.Edit(
            range: end..<end,
            replacement: (last.semicolon == nil ? " ;" : "") + " var body: some View {"))
      } else if let kind = uiKitPreviews[typeName] {
        // A UIKit preview (Apple's `#Preview { MyViewController() }`, iOS 17): its body
        // makes a view controller or a view, hosted as `--view` hosts one (Docs/Run.md §3).
        let result = kind == .uiView ? "UIView" : "UIViewController"
        edits.append(
          RunRewriter.Edit(
            range: start..<open,
            replacement: "enum \(typeName) { @MainActor static var previews: some \(result) {"))
      } else {
        edits.append(
          RunRewriter.Edit(
            range: start..<open,
            replacement: "enum \(typeName) { @ViewBuilder static var previews: some View {"))
      }
      edits.append(RunRewriter.Edit(range: range(closure.rightBrace), replacement: "} }"))
      var type = RunType(
        name: typeName, kind: asView ? .structure : .enumeration, inherits: [],
        isGeneric: false, isFilePrivate: false)
      type.identifiers = Self.identifiers(closure.statements)
      if !asView {
        let uiKit = uiKitPreviews[typeName].map {
          $0 == .uiView ? "UIView()" : "UIViewController()"
        }
        previewBody(&type, closure.statements, empty: uiKit ?? "EmptyView()")
        type.previewResult = Self.resultClass(closure.statements)
        if !type.isEmptied { type.previewKind = uiKitPreviews[typeName] }
      }
      let unnamed = types.filter { $0.previewName?.hasPrefix("Preview") == true }.count
      type.previewName = title ?? (unnamed == 0 ? "Preview" : "Preview\(unnamed + 1)")
      types.append(type)
      if asView, let lastPreviewable, let name = type.previewName {
        previewableDependencies(Array(statements[...lastPreviewable]), preview: name)
      }
    }

    /// Notes the declarations of a `@Previewable` preview, up to the last `@Previewable` one,
    /// whose initial value uses another of them: in the copy they are all stored properties of
    /// the preview's view, and a stored property's initial value cannot use another (Apple's
    /// preview moves a declaration without `@Previewable` into the body; the copy keeps every
    /// line where it is) (Docs/Run.md §2).
    func previewableDependencies(_ statements: [CodeBlockItemSyntax], preview: String) {
      guard let converter else { return }
      let variables = statements.compactMap { $0.item.as(VariableDeclSyntax.self) }
      let names = variables.map { variable in
        variable.bindings.compactMap {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
      }
      for (index, variable) in variables.enumerated() {
        let uses = Set(
          variable.bindings.compactMap(\.initializer).flatMap { Self.identifiers($0.value) })
        let others = names.enumerated().filter { $0.offset != index }.flatMap(\.element)
        guard let used = others.first(where: uses.contains), let own = names[index].first
        else { continue }
        let line = converter.location(for: variable.positionAfterSkippingLeadingTrivia).line
        let previewable = Self.isPreviewable(variable)
        previewableNotes[line] =
          "note: in the preview '\(preview)', `\(own)` uses `\(used)`: the declarations up "
          + "to the last @Previewable one are the preview view's stored properties, and a "
          + "stored property's initial value cannot use another; "
          + (previewable
            ? "give `\(own)` a value of its own"
            : "declare `\(own)` after the last @Previewable declaration, where it is part of "
              + "the body")
      }
    }

    /// The class a body's result is made as: the callee of its last expression or `return`
    /// (`MyViewController()`, `UINavigationController(rootViewController: …)`), or of the
    /// `let`/`var` that declares the local it returns; nil for anything else.
    static func resultClass(_ statements: CodeBlockItemListSyntax) -> String? {
      guard let last = statements.last?.item else { return nil }
      var result: ExprSyntax?
      if let statement = last.as(ReturnStmtSyntax.self) {
        result = statement.expression
      } else if let expression = last.as(ExprSyntax.self) {
        result = expression
      }
      guard var expression = result else { return nil }
      if let local = expression.as(DeclReferenceExprSyntax.self) {
        // The returned local's initial value, or its written type.
        let binding = statements.lazy.compactMap { $0.item.as(VariableDeclSyntax.self) }
          .flatMap(\.bindings).first {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
              == local.baseName.text
          }
        if let type = binding?.typeAnnotation?.type.as(IdentifierTypeSyntax.self) {
          return type.name.text
        }
        guard let value = binding?.initializer?.value else { return nil }
        expression = value
      }
      guard var callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression else {
        return nil
      }
      // `MyViewController.init(…)`.
      if let member = callee.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "init", let base = member.base
      {
        callee = base
      }
      return callee.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Records the lines of a preview's body (a `PreviewProvider`'s `previews`, a `#Preview`'s
    /// closure) on `type`; when the copy is to leave that preview out (a second build, after
    /// the first failed only inside preview bodies, Docs/Run.md §6), the body becomes `empty`
    /// (`EmptyView()`; `UIViewController()` for a UIKit preview) on the same lines and the
    /// preview is no candidate.
    func previewBody(
      _ type: inout RunType, _ statements: CodeBlockItemListSyntax, empty: String = "EmptyView()"
    ) {
      guard let first = statements.first, let last = statements.last, let converter else {
        return
      }
      let start = first.positionAfterSkippingLeadingTrivia
      let end = last.endPositionBeforeTrailingTrivia
      type.previewBodyLines =
        converter.location(for: start).line...converter.location(for: end).line
      guard emptying.contains(type.name) else { return }
      let span = start.utf8Offset..<end.utf8Offset
      emptied.append(span)
      edits.append(RunRewriter.Edit(range: span, replacement: empty))
      type.isEmptied = true
    }
  }

  extension RunRewriter {
    /// The previews of `sources` whose bodies hold every error of `diagnostics` (the user's
    /// `path:line:column: error: …` lines), by file index; empty when an error lies anywhere
    /// else, so that leaving those previews out can only remove what failed.
    static func failingPreviews(_ diagnostics: [String], _ sources: [RunSource]) -> [Int: Set<
      String
    >] {
      var found: [Int: Set<String>] = [:]
      for line in diagnostics where line.contains(": error: ") {
        guard
          let (index, number) = sources.indices.lazy.compactMap({ index -> (Int, Int)? in
            let prefix = sources[index].path + ":"
            guard line.hasPrefix(prefix) else { return nil }
            let rest = line.dropFirst(prefix.count).prefix { $0.isNumber }
            return Int(rest).map { (index, $0) }
          }).first,
          let preview = sources[index].types.first(where: {
            $0.previewBodyLines?.contains(number) == true
          })
        else { return [:] }
        found[index, default: []].insert(preview.name)
      }
      return found
    }
  }
#endif
