#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension ShownStateRules {
    // MARK: - SL318, an `if` that unwraps an entry every case of an enum has

    /// Whether every condition of `branch` unwraps an entry of a constant dictionary whose
    /// literal names every case of its key's enum (`if let image =
    /// Configuration.paymentImages[cost.payment]` over `static let paymentImages: [Payment:
    /// UIImage] = [.card: …, .cash: …]`, `Payment` an enum of the analysis with those two
    /// cases): the lookup never fails, so the `if` is taken for every row and the image is set
    /// on every path. A dictionary declared with `var`, one that misses a case, a key type
    /// outside the analysis, or values that may be nil (`[Payment: UIImage?]`) keep the
    /// finding.
    func unwrapsEveryCaseEntry(_ branch: IfExprSyntax) -> Bool {
      guard !branch.conditions.isEmpty else { return false }
      for element in branch.conditions {
        guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
          let value = binding.initializer?.value.as(SubscriptCallExprSyntax.self),
          value.arguments.count == 1, value.arguments.first?.label == nil,
          let dictionary = constantDictionary(value.calledExpression),
          Self.namesEveryCase(dictionary, in: project.index)
        else { return false }
      }
      return true
    }

    /// The `let` binding a dictionary expression names: `Configuration.images` (a static
    /// constant of a type of the analysis) or `images` (a constant the analysis declares in
    /// one type only).
    private func constantDictionary(_ expression: ExprSyntax) -> PatternBindingSyntax? {
      var candidates: [PropertyInfo] = []
      if let member = expression.as(MemberAccessExprSyntax.self),
        let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
      {
        let name = member.declName.baseName.text
        if base == "self" {
          candidates = project.index.ordered.compactMap { $0.properties[name] }
        } else if let type = project.index.type(base), let found = type.properties[name],
          found.isStatic
        {
          candidates = [found]
        }
      } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
        candidates = project.index.ordered.compactMap { $0.properties[reference.baseName.text] }
      }
      guard candidates.count == 1, let property = candidates.first, property.isLet,
        !property.isComputed
      else { return nil }
      return property.binding?.as(PatternBindingSyntax.self)
    }

    /// Whether `binding` is `[E: V]` (written, not optional values) given a dictionary literal
    /// whose keys are `.case` names listing every case of the enum `E` of the analysis.
    static func namesEveryCase(_ binding: PatternBindingSyntax, in index: TypeIndex) -> Bool {
      guard let type = binding.typeAnnotation?.type.as(DictionaryTypeSyntax.self),
        !type.value.is(OptionalTypeSyntax.self),
        !type.value.is(ImplicitlyUnwrappedOptionalTypeSyntax.self),
        let keyType = type.key.as(IdentifierTypeSyntax.self)?.name.text,
        let cases = index.type(keyType)?.enumCases, !cases.isEmpty,
        let literal = binding.initializer?.value.as(DictionaryExprSyntax.self),
        case .elements(let elements) = literal.content
      else { return false }
      var keys = Set<String>()
      for element in elements {
        guard let key = element.key.as(MemberAccessExprSyntax.self),
          key.base == nil
            || key.base?.trimmedDescription == keyType
        else { return false }
        keys.insert(key.declName.baseName.text)
      }
      return Set(cases).isSubset(of: keys)
    }
  }
#endif
