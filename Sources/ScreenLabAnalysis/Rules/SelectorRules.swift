#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL313: a timer, display link, delayed `perform`, control action or gesture recognizer
  /// given `#selector(getter: property)`: when it fires it sends the getter's message, which
  /// only returns the property's value, so the work it was meant to start never runs
  /// (Docs/Analyzer.md, SL313). Only files that contain `getter:` are walked.
  struct SelectorRules {
    let project: Project

    /// The calls that send the message a selector names to a target later, with the label
    /// of the selector's argument (empty: the unlabelled one).
    static let actionCalls: [String: String] = [
      "scheduledTimer": "selector", "Timer": "selector", "CADisplayLink": "selector",
      "addTarget": "action", "UITapGestureRecognizer": "action",
      "UIPanGestureRecognizer": "action", "UILongPressGestureRecognizer": "action",
      "UISwipeGestureRecognizer": "action", "UIPinchGestureRecognizer": "action",
      "UIRotationGestureRecognizer": "action", "UIBarButtonItem": "action",
      "perform": "",
    ]

    func findings() -> [Finding] {
      var findings: [Finding] = []
      for (position, tree) in project.trees.enumerated()
      where project.files[position].text.contains("getter:") {
        let scan = GetterSelectorScan(viewMode: .sourceAccurate)
        scan.walk(tree)
        for (call, property, node) in scan.found {
          findings.append(
            project.warning(
              .actionNamesGetter, at: node, file: position,
              """
              \(call) is given #selector(getter: \(property)): each time it fires it only \
              reads '\(property)', so nothing it was meant to update changes and the screen \
              keeps its old value; name the method that does the work (an @objc method of \
              the target)
              """))
        }
      }
      return findings
    }
  }

  /// The `#selector(getter: …)` arguments of the calls ``SelectorRules/actionCalls`` names.
  final class GetterSelectorScan: SyntaxVisitor {
    var found: [(call: String, property: String, node: Syntax)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let name = Expressions.calleeName(node), let label = SelectorRules.actionCalls[name]
      else { return .visitChildren }
      // `perform(_:with:afterDelay:)` and the like run later; `perform(_:)` alone returns the
      // getter's value, which is what it is for.
      if name == "perform", !node.arguments.contains(where: { $0.label?.text == "afterDelay" }) {
        return .visitChildren
      }
      guard let argument = node.arguments.first(where: { ($0.label?.text ?? "") == label }),
        let macro = argument.expression.as(MacroExpansionExprSyntax.self),
        macro.macroName.text == "selector", let first = macro.arguments.first,
        first.label?.text == "getter"
      else { return .visitChildren }
      let property = Expressions.lastName(first.expression)
      let described: String
      switch name {
      case "scheduledTimer", "Timer": described = "The timer"
      case "CADisplayLink": described = "The display link"
      case "perform": described = "perform(_:with:afterDelay:)"
      case "addTarget": described = "The control's action"
      case "UIBarButtonItem": described = "The bar button item"
      default: described = "The gesture recognizer"
      }
      found.append((described, property.isEmpty ? "…" : property, Syntax(macro)))
      return .visitChildren
    }
  }
#endif
