#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension LayoutRules {
    // MARK: - SL208

    /// The layout passes UIKit runs again whenever the view's size or content changes.
    static let relaidPasses: Set<String> = [
      "layoutSubviews", "layoutSublayers", "viewDidLayoutSubviews", "viewWillLayoutSubviews",
    ]

    /// SL208: a layout pass (`layoutSubviews()`, `layoutSublayers(of:)`,
    /// `viewDidLayoutSubviews()`) that makes a new layer or view in a local (`let border =
    /// CAShapeLayer()`) and adds it (`layer.addSublayer(border)`, `addSubview(…)`,
    /// `insertSublayer(…)`) unconditionally, while the class removes nothing anywhere
    /// (`removeFromSuperlayer()`, `removeFromSuperview()`, `sublayers = nil`, in the pass or a
    /// helper). UIKit runs a layout pass again on every size change (a rotation, a parent's
    /// new layout), so each run adds one more: the old one stays drawn, at the old size,
    /// beside the new one. Left alone: an add inside an `if`, `guard` or loop of the pass (a
    /// set-up guarded by a flag or by the layers present), and an add to a layer also new in
    /// the pass (a mask made again, which replaces the last). Reported at the add.
    func layersAddedOnEveryLayout() -> [Finding] {
      var findings: [Finding] = []
      for type in project.index.ordered where type.isClass {
        guard !type.declarations.contains(where: { Self.removesLayers($0.description) }) else {
          continue
        }
        for (name, functions) in type.functions where Self.relaidPasses.contains(name) {
          for function in functions {
            guard let body = function.body, let file = file(of: function) else { continue }
            findings += Self.unconditionalAdds(in: body).map { add, object in
              project.warning(
                .layerAddedOnEveryLayout, at: add, file: file,
                Finding.Message(
                  "\(name)() makes '\(object)' anew and adds it on every layout pass, and "
                    + "nothing removes the last one: after a size change the old one stays "
                    + "on screen beside the new one; make it once and only size it here"))
            }
          }
        }
      }
      return findings
    }

    /// Whether code removes layers or views.
    static func removesLayers(_ text: String) -> Bool {
      text.contains("removeFromSuperlayer") || text.contains("removeFromSuperview")
        || text.contains("sublayers = nil") || text.contains("sublayers?.removeAll")
    }

    /// The adds of new local layers and views in `body`'s own statements, with the local's
    /// name.
    static func unconditionalAdds(in body: CodeBlockSyntax) -> [(FunctionCallExprSyntax, String)] {
      var made = Set<String>()
      var adds: [(FunctionCallExprSyntax, String)] = []
      for item in body.statements {
        if let variable = item.item.as(VariableDeclSyntax.self) {
          for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              call.arguments.isEmpty || call.arguments.first?.label?.text == "frame",
              let callee = Expressions.calleeName(call), Self.isNewLayerOrView(callee)
            else { continue }
            made.insert(name)
          }
          continue
        }
        guard let call = Self.topLevelCall(item.item),
          let callee = Expressions.calleeName(call),
          ["addSublayer", "insertSublayer", "addSubview", "insertSubview"].contains(callee),
          let argument = call.arguments.first?.expression,
          let object = Expressions.path(argument), made.contains(object),
          // Added to another layer new in this pass (a mask made again): it replaces the last.
          !made.contains(
            String((Expressions.calleeBase(call) ?? "").split(separator: ".").first ?? ""))
        else { continue }
        adds.append((call, object))
      }
      return adds
    }

    /// A call that is a statement of its own (`layer.addSublayer(border)`).
    static func topLevelCall(_ item: CodeBlockItemSyntax.Item) -> FunctionCallExprSyntax? {
      if let call = item.as(FunctionCallExprSyntax.self) { return call }
      return item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
    }

    /// Core Animation layers and UIKit views by their class names.
    static func isNewLayerOrView(_ name: String) -> Bool {
      (name.hasPrefix("CA") && name.hasSuffix("Layer"))
        || ["UIView", "UILabel", "UIImageView", "UIButton"].contains(name)
    }
  }
#endif
