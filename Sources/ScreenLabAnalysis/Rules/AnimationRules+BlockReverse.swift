#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension AnimationRules {
    // MARK: - SL201: a view animation that autoreverses once

    /// The view block animations (`UIView.animate(withDuration:delay:options:animations:
    /// completion:)`, its keyframe form, and their Swift 2 spellings).
    static let blockAnimations: Set<String> = [
      "animate", "animateWithDuration", "animateKeyframes", "animateKeyframesWithDuration",
    ]

    /// The animatable view properties a block sets (`UIView`'s "Animations": `frame`,
    /// `bounds`, `center`, `transform`, `alpha`, `backgroundColor`).
    static let animatableViewProperties: Set<String> = [
      "frame", "bounds", "center", "transform", "alpha", "backgroundColor",
    ]

    /// A view block animation whose options autoreverse without repeating
    /// (`options: .autoreverse`), whose block sets an animatable view property and whose
    /// completion does not set it again. The block's values are the model: the animation plays
    /// forwards to them, backwards to where the view was, and when it ends the view jumps to
    /// the block's values (Apple, `UIView.AnimationOptions.autoreverse`: "must be combined with
    /// the repeat option"). Reported at the call.
    func blockReversalsToTheModel() -> [Finding] {
      var findings: [Finding] = []
      for unit in project.units {
        for call in unit.calls where Self.blockAnimations.contains(call.name) {
          guard call.base == "UIView" || call.base == "Self" || call.base == "self",
            let options = call.node.arguments.first(where: { $0.label?.text == "options" })
          else { continue }
          let optionText = options.expression.trimmedDescription.lowercased()
          guard optionText.contains("autoreverse"), !optionText.contains("repeat"),
            let block = Self.closureArgument(call.node, label: "animations", trailing: true)
          else { continue }
          let set = Self.animatedWrites(in: Syntax(block))
          guard let first = set.first else { continue }
          let completion = Self.closureArgument(call.node, label: "completion", trailing: false)
          let reset = completion.map { Self.animatedWrites(in: Syntax($0)) } ?? []
          guard !set.contains(where: { reset.contains($0) }) else { continue }
          findings.append(
            project.warning(
              .animationWithoutModelWrite, at: call.node, file: unit.file,
              Finding.Message(
                "the animation autoreverses without repeating: it plays back to where "
                  + "'\(first)' started, then the view jumps to the value the block set when "
                  + "it ends (.autoreverse must be combined with .repeat); set '\(first)' "
                  + "back to its start in the completion, or animate there and back in two "
                  + "steps")))
        }
      }
      return findings
    }

    /// The closure given as `label`, or the trailing closure when the call has no argument
    /// with that label and `trailing` is true (`animate(withDuration: 1) { … }`); the trailing
    /// closure is the completion when the block is passed by label.
    static func closureArgument(_ call: FunctionCallExprSyntax, label: String, trailing: Bool)
      -> ClosureExprSyntax?
    {
      if let argument = call.arguments.first(where: { $0.label?.text == label }) {
        return argument.expression.as(ClosureExprSyntax.self)
      }
      // `animate(withDuration: 1) { … } completion: { … }`.
      if let closure = call.additionalTrailingClosures.first(where: { $0.label.text == label }) {
        return closure.closure
      }
      let labelledBlock = call.arguments.contains { $0.label?.text == "animations" }
      guard trailing != labelledBlock else { return nil }
      return call.trailingClosure
    }

    /// The animatable view properties a closure assigns (`toast.alpha`, `alpha`), in order.
    static func animatedWrites(in closure: Syntax) -> [String] {
      var result: [String] = []
      for node in closure.tokens(viewMode: .sourceAccurate) {
        guard node.tokenKind == .equal, node.parent?.is(AssignmentExprSyntax.self) == true,
          let sequence = node.parent?.parent?.parent?.as(SequenceExprSyntax.self)
        else { continue }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
          let path = Expressions.path(elements[0]),
          let last = path.split(separator: ".").last,
          animatableViewProperties.contains(String(last)), !result.contains(path)
        else { continue }
        result.append(path)
      }
      return result
    }
  }
#endif
