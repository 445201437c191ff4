#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL403 for a state that adjusts a model value and is not reset when the adjusted value
  /// is committed (Docs/Analyzer.md, SL403, "An adjustment committed and kept").
  extension ObservationRules {
    /// The wrappers through which a view holds a value that others, or its actions, change
    /// and that it shows: an observed model or a binding.
    static let committedSources: Set<String> = [
      "ObservedObject", "StateObject", "EnvironmentObject", "Bindable", "Binding",
    ]

    /// A view's body shows `f(model.value, adjustment)` — a call given a value of an observed
    /// model (or a binding) and a `@State` of the view — and an action calls `f` with the same
    /// arguments and stores the result in the model (`model.update(result)`,
    /// `model.value = result`) without resetting the state. The view, run again with the
    /// committed value, applies the adjustment a second time: a brightness slider brightens
    /// the already brightened photo. Reported at the store.
    func committedAdjustmentFindings() -> [Finding] {
      var findings: [Finding] = []
      for view in project.index.ordered where view.isSwiftUIView {
        // A delta has a neutral starting value: a number (`0.0`, `1`) or `.zero`. A state
        // that starts elsewhere is a target (an aspect ratio to crop to), which applying
        // again leaves as it is.
        let states = Set(
          view.propertyOrder.filter { name in
            guard let property = view.properties[name], property.attributes.contains("State"),
              let value = property.binding?.as(PatternBindingSyntax.self)?.initializer?.value
            else { return false }
            let text = value.trimmedDescription
            return value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
              || text == ".zero" || text.hasSuffix(".zero")
          })
        let sources = Set(
          view.propertyOrder.filter { name in
            view.properties[name]?.attributes.contains(where: Self.committedSources.contains)
              == true
          })
        guard !states.isEmpty, !sources.isEmpty,
          let body = view.properties["body"]?.getterBody
        else { continue }
        // The shown calls: callee and arguments, with the state and the source they name.
        var shown: [String: (state: String, source: String)] = [:]
        for call in Self.calls(in: body) where !SwiftUIActorRules.isInAction(Syntax(call)) {
          guard let key = Self.adjustmentKey(call, states: states, sources: sources) else {
            continue
          }
          shown[key.text] = (key.state, key.source)
        }
        guard !shown.isEmpty else { continue }
        for declaration in view.declarations {
          for call in Self.calls(in: Syntax(declaration)) {
            guard let key = Self.adjustmentKey(call, states: states, sources: sources),
              let adjustment = shown[key.text],
              SwiftUIActorRules.isInAction(Syntax(call))
                || !ShownStateRules.isInside(Syntax(call), body),
              let scope = Self.actionScope(of: Syntax(call)),
              let store = Self.store(in: scope, source: adjustment.source, after: call),
              !Self.writes(adjustment.state, in: scope),
              !Self.resyncs(view, on: adjustment.source),
              let file = project.fileIndex(of: store)
            else { continue }
            findings.append(
              warning(
                .stateCopiesInput, at: store, file,
                Finding.Message(
                  """
                  '\(store.trimmedDescription)' stores in '\(adjustment.source)' the value \
                  the view shows adjusted by '@State var \(adjustment.state)', and the state \
                  keeps its value: the view, run again with the stored value, applies the \
                  adjustment a second time; reset '\(adjustment.state)' where the result is \
                  stored (or in .onChange(of:) of the adjusted value)
                  """)))
          }
        }
      }
      return findings
    }

    /// `callee(arguments)` as text, when the arguments name a state of the view and a member
    /// of a source (`viewModel.editedImage`) or the source itself.
    static func adjustmentKey(
      _ call: FunctionCallExprSyntax, states: Set<String>, sources: Set<String>
    ) -> (text: String, state: String, source: String)? {
      guard let callee = Expressions.calleeName(call), !call.arguments.isEmpty else { return nil }
      var state: String?
      var source: String?
      for argument in call.arguments {
        for token in argument.expression.tokens(viewMode: .sourceAccurate) {
          guard SwiftUIFlowRules.ownReference(token) != nil else { continue }
          if states.contains(token.text) { state = state ?? token.text }
          if sources.contains(token.text) { source = source ?? token.text }
        }
      }
      guard let state, let source else { return nil }
      let arguments = call.arguments.map {
        $0.trimmedDescription.filter { !$0.isWhitespace }.replacingOccurrences(
          of: "self.", with: "")
      }
      return ("\(callee)(\(arguments.joined(separator: ",")))", state, source)
    }

    /// The action closure around `node`, or else the function it stands in.
    static func actionScope(of node: Syntax) -> Syntax? {
      var current = node.parent
      while let step = current {
        if let closure = step.as(ClosureExprSyntax.self), ValueScan.isAction(closure) {
          return step
        }
        if step.is(FunctionDeclSyntax.self) { return step }
        if step.is(MemberBlockItemSyntax.self) { return nil }
        current = step.parent
      }
      return nil
    }

    /// In `scope`, outside `call`: a write of a member of `source` (`model.value = …`), a
    /// method of `source` called with arguments (`model.update(result)`), or a write of the
    /// source itself (a binding).
    static func store(in scope: Syntax, source: String, after call: FunctionCallExprSyntax)
      -> Syntax?
    {
      for token in scope.tokens(viewMode: .sourceAccurate)
      where token.text == source
        && (token.position < call.position || token.position >= call.endPosition)
      {
        guard let reference = SwiftUIFlowRules.ownReference(token) else { continue }
        if SwiftUIFlowRules.isWrite(reference) { return reference }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self),
          member.base?.id == reference.id,
          let invoked = member.parent?.as(FunctionCallExprSyntax.self),
          invoked.calledExpression.id == member.id, !invoked.arguments.isEmpty
        {
          return Syntax(invoked)
        }
      }
      return nil
    }

    /// Whether `scope` writes the state (`brightness = 0`).
    static func writes(_ state: String, in scope: Syntax) -> Bool {
      scope.tokens(viewMode: .sourceAccurate).contains { token in
        token.text == state
          && SwiftUIFlowRules.ownReference(token).map(SwiftUIFlowRules.isWrite) == true
      }
    }

    /// Whether the view resyncs on a change of the source (`.onChange(of: model.image)`,
    /// `.onReceive(model.$image)`, `.task(id:)`, `.id(…)` naming it).
    static func resyncs(_ view: TypeInfo, on source: String) -> Bool {
      view.declarations.contains { declaration in
        let text = declaration.description
        return ["onChange(of:", "onReceive(", "task(id:", ".id("].contains { marker in
          var rest = Substring(text)
          while let range = rest.range(of: marker) {
            let line = rest[range.upperBound...].prefix { $0 != "\n" }
            if line.contains(source) { return true }
            rest = rest[range.upperBound...]
          }
          return false
        }
      }
    }

    static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
      let collector = CallCollector()
      collector.walk(node)
      return collector.calls
    }
  }
#endif
