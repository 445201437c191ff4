#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension DrawRules {
    // MARK: - SL105, the view's own constant style

    /// Whether `write`, a write on the draw path to one of the view's own view properties
    /// (`clipsToBounds`, `backgroundColor`, `layer.masksToBounds`), gives it the same value on
    /// every pass, and no other code of the type gives it another: a constant
    /// (`clipsToBounds = true`, `backgroundColor = .black`, `UIColor(white: 0, alpha: 1)`), or
    /// the property's own value read back through a computed property whose getter returns it
    /// (`layer.cornerRadius = cornerRadius` where `cornerRadius` returns
    /// `layer.cornerRadius`). The first pass runs before the view is first shown, and every
    /// later pass writes what is already there: nothing on screen is stale, and nothing
    /// outside the pass changes. The style belongs in set-up code, but it is not SL105's
    /// defect. A stored sublayer's or subview's property keeps the finding (a change of the
    /// tree from the draw pass), and so does a value of the data or one other code changes.
    func isConstantOwnStyle(
      _ write: CodeUnit.Write, path: [String], in unit: CodeUnit, drawn: DrawnType
    ) -> Bool {
      guard write.plain, !write.throughSubscript,
        let value = Self.assignedValue(write.node), value.count == 1, let expression = value.first
      else { return false }
      let joined = path.joined(separator: ".")
      let constant = Self.isConstantValue(expression)
      let readBack = !constant && readsBack(expression, path: joined, drawn: drawn)
      guard constant || readBack else { return false }
      // Another write of the same property elsewhere in the type, with another value: the
      // pass puts its own back over it.
      let text = expression.trimmedDescription
      for other in units(of: drawn.chain) {
        for candidate in other.writes {
          var parts = candidate.parts
          if parts.first == "self" { parts.removeFirst() }
          guard parts == path, candidate.node.id != write.node.id else { continue }
          guard let otherValue = Self.assignedValue(candidate.node), otherValue.count == 1,
            otherValue[0].trimmedDescription == text
          else { return false }
        }
      }
      return true
    }

    /// A value that is the same on every evaluation: literals, `true`, `false`, `nil`, type
    /// names and their static members (`UIColor.red.cgColor`, `.black`), and initializers of
    /// a type with such arguments (`UIColor(white: 0, alpha: 1)`). A variable, a property of
    /// the view or of the data, or a closure is not constant.
    static func isConstantValue(_ expression: ExprSyntax) -> Bool {
      for token in expression.tokens(viewMode: .sourceAccurate) {
        switch token.tokenKind {
        case .integerLiteral, .floatLiteral, .stringSegment, .stringQuote, .period, .comma,
          .colon, .leftParen, .rightParen, .prefixOperator, .binaryOperator:
          continue
        case .keyword(let keyword):
          guard keyword == .true || keyword == .false || keyword == .nil else { return false }
        case .identifier(let name):
          // A member after a dot (`.black`, `UIColor.red.cgColor`), an argument label, or a
          // type name.
          if token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period { continue }
          if token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .colon { continue }
          guard name.first?.isUppercase == true else { return false }
        default:
          return false
        }
      }
      return true
    }

    /// Whether `expression` names a computed property of the view (in the type, a superclass
    /// in the analysis, or an extension of `UIView`) whose getter only returns `path`: the
    /// write puts back the value the property already has.
    func readsBack(_ expression: ExprSyntax, path: String, drawn: DrawnType) -> Bool {
      var name = expression.trimmedDescription
      if name.hasPrefix("self.") { name.removeFirst(5) }
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        return false
      }
      let owners = drawn.chain + ["UIView"].compactMap { project.index.type($0) }
      guard
        let declared = owners.lazy.compactMap({ $0.properties[name] }).first,
        declared.isComputed, let getter = declared.getterBody
      else { return false }
      let statements = getter.tokens(viewMode: .sourceAccurate)
        .filter { $0.tokenKind != .leftBrace && $0.tokenKind != .rightBrace }
        .filter { $0.tokenKind != .keyword(.return) && $0.tokenKind != .keyword(.get) }
        .map(\.text).joined()
      return statements == path || statements == "self." + path
    }
  }
#endif
