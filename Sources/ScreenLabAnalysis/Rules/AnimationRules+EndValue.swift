#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension AnimationRules {
    // MARK: - SL205

    /// An animation added in a method that writes the animated property of the same layer
    /// from a parameter (`ring.strokeEnd = CGFloat(value)`) while the animation's `toValue`
    /// is a constant (`-1.0`): the value passed decides the model, not the animation, so the
    /// layer animates towards the constant and jumps to the model value when the animation is
    /// removed (Core Animation Programming Guide: the model layer holds the target values;
    /// the presentation layer shows the in-flight ones). Not reported for animations that
    /// repeat for ever, autoreverse or add to the model value, nor when the end value names
    /// anything but numbers and `pi`. Reported at the add.
    func endValuesIgnoringTheValueGiven() -> [Finding] {
      var findings: [Finding] = []
      for unit in project.units where !unit.parameters.isEmpty {
        for add in unit.adds {
          guard let animation = unit.animations[add.animation], animation.keyPaths.count == 1,
            let keyPath = animation.keyPaths.first, !keyPath.contains("."),
            let final = animation.finalValue, ConstantExpression.value(final) != nil,
            !animation.infinite, !animation.autoreverses, !animation.additive,
            animation.repeatParameter == nil
          else { continue }
          let base = add.base.hasPrefix("self.") ? String(add.base.dropFirst(5)) : add.base
          let given = unit.writes.lazy.compactMap { write -> String? in
            var parts = write.parts
            if parts.first == "self" { parts.removeFirst() }
            guard parts.joined(separator: ".") == "\(base).\(keyPath)",
              let value = Self.assignedValue(write.node)
            else { return nil }
            return Self.parameter(in: value, of: unit)
          }.first
          guard let given else { continue }
          findings.append(
            Finding(
              rule: .animationEndIgnoresValue, severity: .warning,
              location: project.location(of: add.node, file: unit.file),
              message: """
                the '\(keyPath)' animation added in \(unit.displayName) ends at \(final) \
                whatever '\(given)' is, while '\(base).\(keyPath)' is set from '\(given)': the \
                layer animates towards \(final) and jumps to the model value when the \
                animation ends; animate to the value given (toValue from '\(given)')
                """))
        }
      }
      return findings
    }

    /// The right side of the assignment whose target is `target`.
    static func assignedValue(_ target: Syntax) -> ExprSyntax? {
      var current = target
      while let parent = current.parent,
        parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
      {
        current = parent
      }
      if let infix = current.parent?.as(InfixOperatorExprSyntax.self),
        infix.leftOperand.id == current.id, infix.operator.is(AssignmentExprSyntax.self)
      {
        return infix.rightOperand
      }
      guard let list = current.parent?.as(ExprListSyntax.self) else { return nil }
      let items = Array(list)
      guard let position = items.firstIndex(where: { $0.id == current.id }),
        position + 2 < items.count, items[position + 1].is(AssignmentExprSyntax.self)
      else { return nil }
      return items[position + 2]
    }

    /// The first parameter of `unit` that `value` names, other than a duration or a delay.
    static func parameter(in value: ExprSyntax, of unit: CodeUnit) -> String? {
      let names = Set(
        value.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
          guard case .identifier(let name) = token.tokenKind,
            token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
          else { return nil }
          return name
        })
      return unit.parameters.first { parameter in
        let lowered = parameter.lowercased()
        return names.contains(parameter) && !lowered.contains("duration")
          && !lowered.contains("delay") && !lowered.contains("time")
      }
    }
  }
#endif
