#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension ShownStateRules {
    // MARK: - SL317

    /// SL317: a write to a button's title through its label, `button.titleLabel?.text = …`
    /// (or `attributedText`), where the receiver is a `UIButton`: declared as one, a
    /// subclass of one in the analysis, the button itself (`titleLabel?.text` in a `UIButton`
    /// subclass), or, when no declaration tells, a name that says so (`lapButton`, `btnNext`).
    /// A button keeps a title for each control state and sets its label from it (Apple,
    /// `UIButton.titleLabel`: "To set the actual text of the label, use
    /// `setTitle(_:for:)`"), so the label's text is replaced by the stored title when the
    /// button lays out or changes state. A write that copies the stored title
    /// (`currentTitle`, `title(for:)`) is what the button does itself and is left alone.
    /// Reported at the write.
    func buttonTitlesSetOnLabel() -> [Finding] {
      var findings: [Finding] = []
      for unit in project.units {
        for write in unit.writes {
          let parts = Expressions.withoutSelf(write.parts)
          guard parts.count >= 2, ["text", "attributedText"].contains(parts[parts.count - 1]),
            parts[parts.count - 2] == "titleLabel"
          else { continue }
          let receiver = Array(parts.dropLast(2))
          guard isButton(receiver, in: unit), !Self.copiesStoredTitle(write, unit),
            !Self.repeatsGivenTitle(write, receiver: receiver, unit)
          else { continue }
          let name = receiver.last ?? "self"
          findings.append(
            project.warning(
              .buttonTitleSetOnLabel, at: write.node, file: unit.file,
              .buttonTitleSetOnLabel(name, member: parts[parts.count - 1])))
        }
      }
      return findings
    }

    /// Whether the write copies the button's own stored title to its label (`titleLabel?.text
    /// = currentTitle`, `title(for: state)`), as a button's own implementation does.
    static func copiesStoredTitle(_ write: CodeUnit.Write, _ unit: CodeUnit) -> Bool {
      guard let value = DrawRules.assignedValue(write.node) else { return false }
      // The value's text, with the local constants it names (`let title = currentTitle`).
      var texts = value.map(\.trimmedDescription)
      for expression in value {
        for token in expression.tokens(viewMode: .sourceAccurate) {
          if let constant = unit.constants[token.text] { texts.append(constant) }
        }
      }
      return texts.contains { text in
        text.range(
          of: #"\b(currentTitle|currentAttributedTitle)\b|\b(title|attributedTitle)\(for:"#,
          options: .regularExpression) != nil
      }
    }

    /// Whether the write shows, styled, the text the same code has just given the button
    /// for its normal state (`button.setTitle(name, for: .normal)`, then
    /// `button.titleLabel?.attributedText = NSAttributedString(string: name, …)`): the title
    /// the button puts back on its next layout is that same text, so nothing goes back.
    static func repeatsGivenTitle(_ write: CodeUnit.Write, receiver: [String], _ unit: CodeUnit)
      -> Bool
    {
      guard let value = DrawRules.assignedValue(write.node) else { return false }
      var texts = value.map(\.trimmedDescription)
      for expression in value {
        for token in expression.tokens(viewMode: .sourceAccurate) {
          if let constant = unit.constants[token.text] { texts.append(constant) }
        }
      }
      let base = receiver.isEmpty ? "self" : receiver.joined(separator: ".")
      let start = write.node.positionAfterSkippingLeadingTrivia
      return unit.calls.contains { call in
        guard call.name == "setTitle", (call.base ?? "self") == base,
          call.node.endPosition <= start
        else { return false }
        let arguments = Array(call.node.arguments)
        guard arguments.count == 2, arguments[1].label?.text == "for",
          arguments[1].expression.trimmedDescription == ".normal"
        else { return false }
        let title = arguments[0].expression.trimmedDescription
        guard !["nil", "\"\""].contains(title) else { return false }
        let pattern = #"(?<![\w.])"# + NSRegularExpression.escapedPattern(for: title) + #"(?!\w)"#
        return texts.contains { $0.range(of: pattern, options: .regularExpression) != nil }
      }
    }

    /// Whether the path names a `UIButton`: by its declared type, or by its name when no
    /// declaration tells.
    func isButton(_ receiver: [String], in unit: CodeUnit) -> Bool {
      let typeName: String?
      if receiver.isEmpty {
        typeName = unit.typeName
      } else {
        typeName = project.resolveName(receiver.joined(separator: "."), in: unit)
      }
      if let typeName {
        return Self.isButtonType(typeName, project.index)
      }
      guard let name = receiver.last?.lowercased() else { return false }
      return name.contains("button") || name.hasPrefix("btn") || name.hasSuffix("btn")
    }

    /// `UIButton`, or a class of the analysis that inherits from it.
    static func isButtonType(_ name: String, _ index: TypeIndex) -> Bool {
      let plain = name.hasSuffix("!") || name.hasSuffix("?") ? String(name.dropLast()) : name
      if plain == "UIButton" { return true }
      guard let type = index.type(plain) else { return false }
      return DrawRules.chain(of: type, in: index).contains { link in
        link.inheritedOrder.contains("UIButton")
      }
    }
  }

  extension Finding.Message {
    fileprivate static func buttonTitleSetOnLabel(_ button: String, member: String)
      -> Finding.Message
    {
      Finding.Message(
        "the title of '\(button)' is written through titleLabel?.\(member): UIButton keeps a "
          + "title for each state and sets its label from it on the next layout or state "
          + "change, so the button goes back to the old title; use setTitle(_:for:)")
    }
  }
#endif
