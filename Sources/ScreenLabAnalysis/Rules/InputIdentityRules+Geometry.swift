#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension InputIdentityRules {
    // MARK: - SL403, a container's size copied once

    /// SL403 for a size captured once: in a view (or a view modifier), a `GeometryReader`'s
    /// content has an `.onAppear { … }` (or a `.task` without `id:`) that copies a value read
    /// from the reader's proxy (`size = proxy.size`, `width = geo.frame(in: .local).width`)
    /// into a `@State`, a `@Binding` or a model member, and nothing else in the type keeps the
    /// copy in step: no `.onChange(of:)` naming the proxy or the copy, no
    /// `onGeometryChange(for:of:action:)`, no other write of the copy. The reader's content
    /// runs again whenever the container's size changes, but `onAppear` runs once per
    /// appearance (Apple, `View.onAppear(perform:)`), so after a rotation, a split-view or
    /// window resize the copy keeps the first size and what is laid out from it stays at the
    /// old size. Reported at the assignment.
    func sizeCapturedOnAppear(_ type: TypeInfo) -> [Finding] {
      let all = calls(in: type)
      var readers: [(range: Range<AbsolutePosition>, proxy: String)] = []
      var followed = Set<String>()
      for (call, _) in all {
        let name = Expressions.calleeName(call)
        if name == "GeometryReader",
          let closure = call.trailingClosure
            ?? call.arguments.lazy.compactMap({ $0.expression.as(ClosureExprSyntax.self) }).first
        {
          readers.append((closure.position..<closure.endPosition, Self.firstParameter(closure)))
        }
        if name == "onGeometryChange" { return [] }
        if name == "onChange" || name == "onPreferenceChange" || name == "onReceive" {
          for argument in call.arguments where argument.label?.text != "perform" {
            followed.formUnion(ShownStateRules.identifiers(in: argument.expression))
          }
        }
      }
      guard !readers.isEmpty else { return [] }
      var copies: [(root: String, last: String, proxy: String, node: Syntax, file: Int)] = []
      var copyRanges: [Range<AbsolutePosition>] = []
      for (call, file) in all {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          ["onAppear", "task"].contains(member.declName.baseName.text),
          Expressions.argument(call, "id") == nil,
          let closure = call.trailingClosure
            ?? Expressions.argument(call, "perform")?.as(ClosureExprSyntax.self),
          let reader = readers.last(where: { $0.range.contains(call.position) }),
          !followed.contains(reader.proxy)
        else { continue }
        copyRanges.append(closure.position..<closure.endPosition)
        for token in closure.tokens(viewMode: .sourceAccurate) where token.text == "=" {
          guard let sequence = token.parent?.parent?.parent?.as(SequenceExprSyntax.self) else {
            continue
          }
          let items = Array(sequence.elements)
          guard items.count >= 3, items[1].is(AssignmentExprSyntax.self),
            let path = Expressions.path(items[0]),
            items.dropFirst(2).contains(where: {
              ShownStateRules.identifiers(in: $0).contains(reader.proxy)
            })
          else { continue }
          var parts = path.split(separator: ".").map(String.init)
          if parts.first == "self" { parts.removeFirst() }
          guard let root = parts.first, let last = parts.last,
            let property = type.properties[root],
            property.attributes.contains(where: Self.changingWrappers.contains)
          else { continue }
          copies.append((root, last, reader.proxy, Syntax(sequence), file))
        }
      }
      guard !copies.isEmpty else { return [] }
      // Another write of the copy (a resize handler, a preference) keeps it in step.
      var writtenElsewhere = Set<String>()
      for declaration in type.declarations {
        let writes = WriteCollector()
        writes.walk(declaration)
        for (target, position) in writes.writes
        where !copyRanges.contains(where: { $0.contains(position) }) {
          writtenElsewhere.insert(target)
        }
      }
      return copies.compactMap { copy in
        guard !followed.contains(copy.root), !followed.contains(copy.last),
          !writtenElsewhere.contains(copy.last)
        else { return nil }
        return project.warning(
          .stateCopiesInput, at: copy.node, file: copy.file,
          Finding.Message(
            "'\(copy.last)' is copied from the GeometryReader's '\(copy.proxy)' only when the "
              + "view appears: the reader's size changes after a rotation or a resize, but "
              + "onAppear does not run again, so '\(copy.last)' keeps the first size; follow "
              + "it with .onChange(of: \(copy.proxy).size) or onGeometryChange(for:of:action:)"
          ))
      }
    }

    /// The name of a closure's first parameter (`proxy` in `{ proxy in … }`), `$0` without one.
    static func firstParameter(_ closure: ClosureExprSyntax) -> String {
      guard let clause = closure.signature?.parameterClause else { return "$0" }
      if let names = clause.as(ClosureShorthandParameterListSyntax.self) {
        return names.first?.name.text ?? "$0"
      }
      if let parameters = clause.as(ClosureParameterClauseSyntax.self) {
        return parameters.parameters.first?.firstName.text ?? "$0"
      }
      return "$0"
    }
  }
#endif
