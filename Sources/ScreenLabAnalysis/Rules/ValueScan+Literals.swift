#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension ValueScan {
    /// Whether `expression` is a literal that is the same on every run: a string without
    /// interpolation, a number (signed or not), a Boolean, `nil`, or an implicit member
    /// (`.red`, `.large`).
    static func isLiteral(_ expression: ExprSyntax) -> Bool {
      if let string = expression.as(StringLiteralExprSyntax.self) {
        return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
      }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
        return prefix.operator.text == "-" && isLiteral(prefix.expression)
      }
      if let member = expression.as(MemberAccessExprSyntax.self) {
        return member.base == nil && member.declName.argumentNames == nil
      }
      return expression.is(IntegerLiteralExprSyntax.self)
        || expression.is(FloatLiteralExprSyntax.self)
        || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
    }
  }
#endif
