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
            project.warning(
              .animationEndIgnoresValue, at: add.node, file: unit.file,
              """
              the '\(keyPath)' animation added in \(unit.displayName) ends at \(final) \
              whatever '\(given)' is, while '\(base).\(keyPath)' is set from '\(given)': the \
              layer animates towards \(final) and jumps to the model value when the \
              animation ends; animate to the value given (toValue from '\(given)')
              """))
        }
      }
      return findings
    }

    /// An animation whose end value is a number added in a method that also sets the animated
    /// property of the same layer, once and outside any closure, to another number
    /// (`toValue = 50` and `layer.cornerRadius = 20`): the layer animates to the animation's
    /// end and jumps to the model value when the animation is removed (Core Animation
    /// Programming Guide: the model layer holds the target values). Not reported for
    /// animations that repeat, autoreverse, add to the model value, stay on the layer, have a
    /// delegate, or run in a method with a completion block. Reported at the add.
    func endValuesOffAConstantModel() -> [Finding] {
      var findings: [Finding] = []
      for unit in project.units where !unit.hasCompletionBlock && !unit.adds.isEmpty {
        for add in unit.adds {
          guard let animation = unit.animations[add.animation], animation.keyPaths.count == 1,
            let keyPath = animation.keyPaths.first, !keyPath.contains("."),
            let final = animation.finalValue, let end = ConstantExpression.value(final),
            !animation.infinite, !animation.autoreverses, !animation.additive,
            animation.repeatParameter == nil, animation.keepsOnCompletion == nil,
            !animation.hasDelegate
          else { continue }
          let base = add.base.hasPrefix("self.") ? String(add.base.dropFirst(5)) : add.base
          let values = unit.writes.compactMap { write -> ExprSyntax? in
            var parts = write.parts
            if parts.first == "self" { parts.removeFirst() }
            guard parts.joined(separator: ".") == "\(base).\(keyPath)" else { return nil }
            return Self.assignedValue(write.node)
          }
          guard values.count == 1, let value = values.first,
            !Self.insideClosure(value),
            let model = ConstantExpression.value(value.trimmedDescription),
            abs(model - end) > 1e-9
          else { continue }
          findings.append(
            project.warning(
              .animationEndIgnoresValue, at: add.node, file: unit.file,
              """
              the '\(keyPath)' animation added in \(unit.displayName) ends at \(final) while \
              '\(base).\(keyPath)' is set to \(value.trimmedDescription): the layer animates \
              towards \(final) and jumps to \(value.trimmedDescription) when the animation is \
              removed; animate to the model value (toValue = \(value.trimmedDescription)) or set \
              the model to \(final)
              """))
        }
      }
      return findings
    }

    /// Whether `node` sits inside a closure (a completion, a deferred block).
    static func insideClosure(_ node: some SyntaxProtocol) -> Bool {
      var current = Syntax(node).parent
      while let step = current {
        if step.is(ClosureExprSyntax.self) { return true }
        if step.is(FunctionDeclSyntax.self) || step.is(InitializerDeclSyntax.self) { return false }
        current = step.parent
      }
      return false
    }

    /// The right side of the assignment whose target is `target`.
    static func assignedValue(_ target: Syntax) -> ExprSyntax? {
      let current = Expressions.unwrapping(target)
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
    /// Whether an animation autoreverses to the layer's model value. It ends where it
    /// starts; a keyframe animation along a `path` starts at the path's first point, which is
    /// the model value only when the method builds the path from the layer's place (it names
    /// `center` or `position`): otherwise the layer jumps from the path's start to its model
    /// position when the animation is removed.
    func reversesToModel(_ animation: CodeUnit.Animation, _ add: CodeUnit.Add) -> Bool {
      guard animation.autoreverses else { return false }
      guard animation.setsPath else { return true }
      var current = Syntax(add.node).parent
      var steps = 0
      while let node = current, steps < 256, !node.is(FunctionDeclSyntax.self) {
        current = node.parent
        steps += 1
      }
      // A key path (`#keyPath(CALayer.position)`, `\CALayer.position`) names no place.
      return (current ?? Syntax(add.node)).tokens(viewMode: .sourceAccurate).contains { token in
        guard token.tokenKind == .identifier("center") || token.tokenKind == .identifier("position")
        else { return false }
        var ancestor = token.parent
        for _ in 0..<6 {
          guard let node = ancestor else { break }
          if node.is(MacroExpansionExprSyntax.self) || node.is(KeyPathExprSyntax.self) {
            return false
          }
          ancestor = node.parent
        }
        return true
      }
    }

    // MARK: - SL201: an autoreversing animation whose model is moved

    /// A keyframe animation along a `path` that autoreverses (and does not repeat for ever)
    /// added in a method that writes its property on the same layer (`dot.position = end`):
    /// it starts at the path's first point, and an autoreversing animation ends where it starts (Apple, `CAMediaTiming.autoreverses`: the animation
    /// plays backwards after playing forwards), so when it is removed the layer jumps from the
    /// start to the model value just written. Reported at the add.
    func reversalsAwayFromTheModel() -> [Finding] {
      var findings: [Finding] = []
      for unit in project.units where !unit.hasCompletionBlock {
        for add in unit.adds {
          guard let animation = unit.animations[add.animation], animation.autoreverses,
            animation.setsPath, !animation.infinite, !animation.additive, !animation.hasDelegate,
            animation.setsTarget, animation.keepsOnCompletion == nil
          else { continue }
          let base = add.base.hasPrefix("self.") ? String(add.base.dropFirst(5)) : add.base
          let targets = Set(
            animation.keyPaths.flatMap { keyPath -> [String] in
              let root = String(keyPath.split(separator: ".").first ?? Substring(keyPath))
              var names = ([root] + (Self.layerAliases[root] ?? [])).map { "\(base).\($0)" }
              // `ball.layer` animated, `ball.center` written.
              if base == "layer" || base.hasSuffix(".layer") {
                let view = base == "layer" ? "" : String(base.dropLast("layer".count))
                names += (Self.viewAliases[root] ?? []).map { view + $0 }
              }
              return names
            })
          let written = unit.writes.first(where: { write in
            var parts = write.parts
            if parts.first == "self" { parts.removeFirst() }
            return targets.contains(parts.joined(separator: "."))
          })
          guard let written else {
            // Nothing here moves the model: the path must start where the layer is.
            if !reversesToModel(animation, add), let keyPath = animation.keyPaths.first {
              findings.append(
                project.warning(
                  .animationWithoutModelWrite, at: add.node, file: unit.file,
                  Finding.Message(
                    "'\(add.animation)' autoreverses along a path, so it ends at the path's "
                      + "start, which \(unit.displayName) does not build from the layer's place: "
                      + "the layer jumps from there to its model '\(keyPath)' when the animation "
                      + "is removed; start the path at the layer's position")))
            }
            continue
          }
          var parts = written.parts
          if parts.first == "self" { parts.removeFirst() }
          let target = parts.joined(separator: ".")
          findings.append(
            project.warning(
              .animationWithoutModelWrite, at: add.node, file: unit.file,
              Finding.Message(
                "'\(add.animation)' autoreverses, so it ends where it started, while "
                  + "\(unit.displayName) sets '\(target)' to a new value: the layer jumps to "
                  + "it when the animation is removed; drop autoreverses, or leave '\(target)' "
                  + "at the start")))
        }
      }
      return findings
    }
  }
#endif
