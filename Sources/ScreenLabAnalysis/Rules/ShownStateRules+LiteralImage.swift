#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension ShownStateRules {
    // MARK: - SL318, an `if` that only unwraps a literal image

    /// Whether every condition of `branch` unwraps an image the source names by a literal, so
    /// that the `if` is taken for every row: an asset named by a string literal
    /// (`if let icon = UIImage(named: "star")`, `#imageLiteral(…)`), or a dictionary entry
    /// (`if let image = item["image"] as? UIImage`) whose key the file fills, in every
    /// dictionary literal that names it, with such an image (`["name": "Ada", "image":
    /// #imageLiteral(resourceName: "ada")]`). The image never changes with the row and is
    /// never missing: a reused cell gets its row's image on every path, and nothing goes stale.
    static func unwrapsLiteralImage(_ branch: IfExprSyntax) -> Bool {
      guard !branch.conditions.isEmpty else { return false }
      for element in branch.conditions {
        guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
          let value = binding.initializer?.value
        else { return false }
        if isLiteralImage(value.trimmedDescription) { continue }
        guard let key = literalImageKey(value),
          keyAlwaysHoldsLiteralImage(key, in: branch.root.description)
        else { return false }
      }
      return true
    }

    /// `UIImage(named: "star")`, `UIImage(systemName: "star")!`, `#imageLiteral(…)`.
    static func isLiteralImage(_ text: String) -> Bool {
      let literal = #"(#imageLiteral\(resourceName:|UIImage\((named|systemName):)\s*"[^"\\]*"\)"#
      return text.range(
        of: "^" + literal + #"\s*(!|\?)?(\s*as[?!]?\s*\w+)?$"#, options: .regularExpression)
        != nil
    }

    /// The key text of `dictionary[key] as? UIImage` (`"image"`, `imageKey`), folded or not.
    static func literalImageKey(_ value: ExprSyntax) -> String? {
      var operand: ExprSyntax?
      if let cast = value.as(AsExprSyntax.self), cast.type.trimmedDescription == "UIImage" {
        operand = cast.expression
      } else if let sequence = value.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
          elements[2].trimmedDescription == "UIImage"
        {
          operand = elements[0]
        }
      }
      guard let subscripted = operand?.as(SubscriptCallExprSyntax.self),
        subscripted.arguments.count == 1,
        let key = subscripted.arguments.first?.expression.trimmedDescription
      else { return nil }
      return key
    }

    /// Whether `key` appears as a dictionary literal's key in `source`, and every such entry
    /// holds a literal image.
    static func keyAlwaysHoldsLiteralImage(_ key: String, in source: String) -> Bool {
      let escaped = NSRegularExpression.escapedPattern(for: key)
      guard
        let entry = try? NSRegularExpression(
          pattern: "[\\[,]\\s*\(escaped)\\s*:\\s*([^,\\]\\n]*)")
      else { return false }
      let text = source as NSString
      let matches = entry.matches(in: source, range: NSRange(location: 0, length: text.length))
      guard !matches.isEmpty else { return false }
      return matches.allSatisfy { match in
        let entryValue = text.substring(with: match.range(at: 1))
          .trimmingCharacters(in: .whitespaces)
        return isLiteralImage(entryValue)
      }
    }
  }
#endif
