#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension ShownStateRules {
    // MARK: - SL418

    /// What reports an edit of a wrapped text view or field back to the representable: a
    /// coordinator, a delegate, a target of `.editingChanged`, a notification of the change.
    static let writeBackMarks = [
      "makeCoordinator", "delegate", "addTarget", "textDidChange", "publisher(for:", "sink",
      "onChange", "onEditingChanged",
    ]

    /// SL418: a `UIViewRepresentable` whose `makeUIView` makes a `UITextView` or a
    /// `UITextField` and whose `updateUIView` writes a `@Binding` into its `text`
    /// (`uiView.text = text`), while nothing in the type — no coordinator (`makeCoordinator`),
    /// no delegate, no target, no notification — writes the user's edits back to the binding
    /// (`text = …`). SwiftUI calls `updateUIView(_:context:)` whenever the state it reads
    /// changes (Apple, `UIViewRepresentable`: the coordinator is how "changes from your view
    /// are communicated to other parts of your SwiftUI interface"), so the binding never sees
    /// what was typed, the rest of the screen shows the old text, and the next update puts
    /// it back in the field. Reported at the text view's creation in `makeUIView`.
    func representableEditsNotWrittenBack() -> [Finding] {
      var findings: [Finding] = []
      for type in project.index.ordered
      where !type.isClass && type.inheritedOrder.contains("UIViewRepresentable") {
        guard let make = type.functions["makeUIView"]?.first,
          let update = type.functions["updateUIView"]?.first,
          let file = LayoutRules(project: project).file(of: make)
        else { continue }
        let bindings = type.properties.values.filter { $0.attributes.contains("Binding") }
          .map(\.name)
        let updateText = update.description
        guard
          let binding = bindings.first(where: { name in
            let escaped = NSRegularExpression.escapedPattern(for: name)
            return updateText.range(
              of: "\\.text\\s*=\\s*(self\\.)?\(escaped)\\s*(\\n|;|$|\\})",
              options: .regularExpression) != nil
          }),
          let creation = Self.textViewCreation(in: make)
        else { continue }
        let whole = type.declarations.map(\.description).joined(separator: "\n")
        let escaped = NSRegularExpression.escapedPattern(for: binding)
        guard !Self.writeBackMarks.contains(where: whole.contains),
          whole.range(
            of: "(?<![.\\w])(self\\.|parent\\.)?\(escaped)\\s*=[^=]", options: .regularExpression)
            == nil,
          !whole.contains("$\(binding)")
        else { continue }
        findings.append(
          project.warning(
            .representableEditsNotWrittenBack, at: creation, file: file,
            .representableEditsNotWrittenBack(binding, view: type.name)))
      }
      return findings
    }

    /// The `UITextView(…)` or `UITextField(…)` that `makeUIView` makes.
    static func textViewCreation(in make: FunctionDeclSyntax) -> Syntax? {
      for token in make.tokens(viewMode: .sourceAccurate)
      where token.text == "UITextView" || token.text == "UITextField" {
        if let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) {
          return Syntax(call)
        }
      }
      return nil
    }
  }

  extension Finding.Message {
    fileprivate static func representableEditsNotWrittenBack(_ binding: String, view: String)
      -> Finding.Message
    {
      Finding.Message(
        "'\(view)' shows the binding '\(binding)' in a text view that nothing writes back to "
          + "it: what the user types never reaches '\(binding)', and the next updateUIView puts "
          + "the old text back; add a Coordinator that is the text view's delegate and sets "
          + "'\(binding)' in textViewDidChange(_:)")
    }
  }
#endif
