#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL309, for typed text: a control's state derived from a text field's text where the user
  /// edits it, and the text set in code elsewhere (Docs/Analyzer.md, SL309).
  extension SummaryRules {
    /// The text inputs whose edits UIKit reports only for the user's own typing.
    static let textInputs: Set<String> = ["UITextField", "UITextView"]

    /// The control states a typing handler derives from the text (a send button enabled
    /// while the field holds text).
    static let derivedStates: Set<String> = [
      "isEnabled", "isHidden", "alpha", "isUserInteractionEnabled",
    ]

    /// Delegate methods UIKit calls only when the user edits the text.
    static let typingCallbacks: Set<String> = ["textViewDidChange", "textFieldDidChangeSelection"]

    /// A class with a stored text field (or text view) whose typing handler — an `@IBAction`
    /// or `@objc` method taking the field, or a delegate method UIKit calls as the user
    /// types — writes a state of another stored view (`sendButton.isEnabled`) and reads the
    /// text, while another method (not set-up code) sets the field's `text` in code without
    /// writing that state, calling the handler or sending the field's actions. Setting `text`
    /// sends no control event and calls no delegate method (UIKit reports only the user's
    /// edits: `UIControl.Event.editingChanged`, `UITextViewDelegate.textViewDidChange(_:)`), so
    /// the state keeps following the old text: a send button left enabled under an empty
    /// field. Reported at the write of `text`.
    func typedTextFindings() -> [Finding] {
      var findings: [Finding] = []
      for type in project.index.ordered where type.isClass {
        let fields = type.propertyOrder.filter { name in
          guard let property = type.properties[name], !property.isComputed, !property.isStatic
          else { return false }
          return Self.textInputs.contains(property.typeName ?? "")
        }
        guard !fields.isEmpty else { continue }
        let units = project.units.filter { $0.typeName == type.name }
        // (field, handler, view, state) of every typing handler.
        var derived:
          [(field: String, handler: String, display: String, view: String, state: String)] = []
        for unit in units {
          guard case .function(let name) = unit.kind,
            let declaration = type.functions[name]?.first,
            let field = typedField(declaration, name: name, fields: fields),
            let body = declaration.body, body.description.contains(".text")
          else { continue }
          for write in unit.writes {
            let parts = write.parts.first == "self" ? Array(write.parts.dropFirst()) : write.parts
            guard parts.count == 2, parts[0] != field, Self.derivedStates.contains(parts[1]),
              let view = type.properties[parts[0]], !view.isComputed
            else { continue }
            derived.append((field, name, unit.displayName, parts[0], parts[1]))
          }
        }
        guard !derived.isEmpty else { continue }
        let setup = SetupAnalysis(units: units, externalCalls: [:], functions: type.functions)
        for unit in units where !setup.contains(unit) {
          guard case .function(let name) = unit.kind,
            !derived.contains(where: { $0.handler == name })
          else { continue }
          let bodies = (type.functions[name] ?? []).compactMap { $0.body.map(Syntax.init) }
          let reached = LayoutRules.reach(bodies, in: type).all
          for write in unit.writes {
            let parts = write.parts.first == "self" ? Array(write.parts.dropFirst()) : write.parts
            guard parts.count == 2, parts[1] == "text",
              let state = derived.first(where: { entry in
                // A call of the handler reaches its write of the state.
                entry.field == parts[0] && !reached.contains("sendActions")
                  && !(reached.contains(entry.view) && reached.contains(entry.state))
              })
            else { continue }
            findings.append(
              project.warning(
                .summaryNotRefreshed, at: write.node, file: unit.file,
                Finding.Message(
                  "'\(parts[0]).text' is set in code here, which sends no editing event, while "
                    + "\(state.display) derives '\(state.view).\(state.state)' from the text "
                    + "only as the user types: '\(state.view)' keeps the state of the old text; "
                    + "set '\(state.view).\(state.state)' here too, or call the handler")))
            break
          }
        }
      }
      return findings
    }

    /// The stored field whose typing `declaration` handles: the field its `@IBAction`/`@objc`
    /// text-input parameter is (the type's only one, or the one the body names), or the field
    /// a typing delegate method names.
    func typedField(_ declaration: FunctionDeclSyntax, name: String, fields: [String])
      -> String?
    {
      let parameters = declaration.signature.parameterClause.parameters
      let attributes = declaration.attributes.names
      let isAction = attributes.contains("IBAction") || attributes.contains("objc")
      let takesInput = parameters.contains { Self.textInputs.contains($0.type.simpleName ?? "") }
      let isTyping =
        Self.typingCallbacks.contains(name)
        || (name == "textField"
          && parameters.contains { $0.firstName.text == "shouldChangeCharactersIn" })
      guard (isAction && takesInput) || isTyping else { return nil }
      let text = declaration.body?.description ?? ""
      let named = fields.filter { text.contains("\($0).text") }
      if named.count == 1 { return named[0] }
      return fields.count == 1 ? fields[0] : nil
    }
  }
#endif
