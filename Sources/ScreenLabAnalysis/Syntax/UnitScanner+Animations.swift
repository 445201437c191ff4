#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// How an animation is configured, and the values it is given.
  extension UnitScanner {
    /// A key path written as a string literal or `#keyPath(CALayer.opacity)`.
    static func keyPath(_ expression: ExprSyntax?) -> String? {
      if let literal = Expressions.stringLiteral(expression) { return literal }
      guard let macro = expression?.as(MacroExpansionExprSyntax.self),
        macro.macroName.text == "keyPath", let argument = macro.arguments.first?.expression,
        let path = Expressions.path(argument)
      else { return nil }
      let parts = path.split(separator: ".")
      // `#keyPath(CALayer.opacity)` names the type first.
      if parts.count > 1, parts[0].first?.isUppercase == true {
        return parts.dropFirst().joined(separator: ".")
      }
      return path
    }

    /// The text of the right-hand side an assignment's value starts (`-1.01 * .pi`, not
    /// `-1.01`): in an unfolded sequence, the value and the elements after it.
    static func operandText(_ value: ExprSyntax) -> String {
      guard let list = value.parent?.as(ExprListSyntax.self) else {
        return value.trimmedDescription
      }
      let elements = Array(list)
      guard let start = elements.firstIndex(where: { $0.id == value.id }) else {
        return value.trimmedDescription
      }
      return elements[start...].map(\.trimmedDescription).joined(separator: " ")
    }

    /// Whether a repeat count (its last name, or the text of an argument) repeats for ever.
    static func isEndless(_ text: String) -> Bool {
      ["infinity", "greatestFiniteMagnitude", "HUGE", "MAXFLOAT", "max"].contains(text)
        || text.contains("infinity") || text.contains("greatestFiniteMagnitude")
    }

    /// `Float(times)` gives `times`: the value inside a numeric conversion.
    static func unwrappedNumber(_ text: String) -> String {
      for wrapper in ["Float(", "Double(", "CGFloat(", "Int("]
      where text.hasPrefix(wrapper) && text.hasSuffix(")") {
        return String(text.dropFirst(wrapper.count).dropLast())
          .trimmingCharacters(in: .whitespaces)
      }
      return text
    }

    func configure(animation name: String, property: String, value: ExprSyntax?) {
      guard var animation = unit.animations[name] else { return }
      let text = value.map { Expressions.lastName($0) } ?? ""
      switch property {
      case "keyPath":
        if let keyPath = resolvedKeyPath(value) { animation.keyPaths.append(keyPath) }
      case "toValue", "byValue", "values", "path":
        animation.setsTarget = true
        if property == "path" { animation.setsPath = true }
        if property == "toValue", let value {
          animation.finalValue = Self.operandText(value)
        } else if property == "values", let array = value?.as(ArrayExprSyntax.self),
          let first = array.elements.first, let last = array.elements.last
        {
          let lastText = last.expression.trimmedDescription
          animation.finalValue = lastText
          animation.returnsToStart =
            array.elements.count > 1 && first.expression.trimmedDescription == lastText
        }
      case "repeatCount", "repeatDuration":
        let converted = value.map { Self.unwrappedNumber($0.trimmedDescription) } ?? ""
        if Self.isEndless(text) || Self.isEndless(converted) || converted.hasSuffix(".max") {
          animation.infinite = true
        } else if let value, case let given = Self.unwrappedNumber(value.trimmedDescription),
          unit.parameters.contains(given)
        {
          animation.repeatParameter = given
        }
      case "autoreverses":
        animation.autoreverses = text == "true"
      case "isAdditive":
        animation.additive = text == "true"
      case "isRemovedOnCompletion":
        if text == "false", let value {
          animation.keepsOnCompletion = Syntax(value.parent ?? Syntax(value))
        }
      case "fillMode":
        animation.fillsForwards = ["forwards", "both", "kCAFillModeForwards", "kCAFillModeBoth"]
          .contains(text)
      case "delegate":
        animation.hasDelegate = text != "nil"
      case "animations":
        if let array = value?.as(ArrayExprSyntax.self) {
          for element in array.elements {
            if let reference = element.expression.as(DeclReferenceExprSyntax.self) {
              animation.members.append(reference.baseName.text)
            }
          }
        }
      default:
        break
      }
      unit.animations[name] = animation
    }

    /// Whether `value` is a presentation layer itself (`layer.presentation()`, `…!`, `… as?`).
    static func isPresentationCall(_ value: ExprSyntax) -> Bool {
      var current = value
      while true {
        if let inner = Expressions.unwrapped(current) {
          current = inner
        } else if let cast = current.as(AsExprSyntax.self) {
          current = cast.expression
        } else {
          break
        }
      }
      guard let call = current.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      else { return false }
      return member.declName.baseName.text == "presentation"
    }
  }
#endif
