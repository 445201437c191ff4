#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension ValueScan {
    /// Whether `expression`, an argument of a call, is the same on every run: a literal
    /// (`isPlainLiteral(_:)`) or, outside previews, a constant built of literals
    /// (`isConstant(_:)`); a preview's sample value counts only when it is a literal.
    static func isLiteral(_ expression: ExprSyntax) -> Bool {
      isPlainLiteral(expression)
        || (isConstant(expression) && !InputIdentityRules.isInPreview(Syntax(expression)))
    }

    /// Whether `expression` is a literal that is the same on every run: a string without
    /// interpolation, a number (signed or not), a Boolean, `nil`, or an implicit member
    /// (`.red`, `.large`).
    static func isPlainLiteral(_ expression: ExprSyntax) -> Bool {
      if let string = expression.as(StringLiteralExprSyntax.self) {
        return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
      }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
        return prefix.operator.text == "-" && isPlainLiteral(prefix.expression)
      }
      if let member = expression.as(MemberAccessExprSyntax.self) {
        return member.base == nil && member.declName.argumentNames == nil
      }
      return expression.is(IntegerLiteralExprSyntax.self)
        || expression.is(FloatLiteralExprSyntax.self)
        || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
    }

    /// Whether `expression` is a literal or, since the fourth SwiftUI sample, a constant built
    /// of literals: a type's static member (`Color.accent`, `Font.title`), a type's
    /// initializer or static factory given only constants (`Color("Sand")`,
    /// `Font.system(size: 12)`, `Gradient(colors: [Color("Sand"), Color("Dune")])`), and an
    /// array of constants. The same value on every run of the code that makes it.
    static func isConstant(_ expression: ExprSyntax) -> Bool {
      if isPlainLiteral(expression) { return true }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
        return prefix.operator.text == "-" && isConstant(prefix.expression)
      }
      if let member = expression.as(MemberAccessExprSyntax.self) {
        guard member.declName.argumentNames == nil, let base = member.base else { return false }
        return isTypeName(base) && !sharedInstanceNames.contains(member.declName.baseName.text)
      }
      if let array = expression.as(ArrayExprSyntax.self) {
        return array.elements.allSatisfy { isConstant($0.expression) }
      }
      if let call = expression.as(FunctionCallExprSyntax.self) {
        return isConstantConstruction(call)
      }
      return false
    }

    /// Static members that name an instance the program changes (`Settings.shared`,
    /// `Theme.current`) or a value new on each read (`Date.now`, `Int.random(in:)`).
    static let sharedInstanceNames: Set<String> = [
      "shared", "current", "standard", "main", "default", "now", "random",
    ]

    /// Types whose values differ on every construction (`Date()`, `UUID()`).
    static let freshValueTypes: Set<String> = ["Date", "UUID", "NSDate", "NSUUID"]

    /// A type named by itself (`Color`, `SwiftUI.Color`): upper case, as Swift's types are.
    static func isTypeName(_ expression: ExprSyntax) -> Bool {
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text.first?.isUppercase == true
      }
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
        return isTypeName(base) && member.declName.baseName.text.first?.isUppercase == true
      }
      return false
    }

    /// `Color("Sand")`, `Font.system(size: 12)`: a type's initializer or static factory whose
    /// arguments are all constants, with no closure: the same value on every run.
    static func isConstantConstruction(_ call: FunctionCallExprSyntax) -> Bool {
      // `Model()` makes a new object, `Date()` a new time: only given constants is it one.
      guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
        !call.arguments.isEmpty
      else { return false }
      let callee = call.calledExpression
      if let member = callee.as(MemberAccessExprSyntax.self) {
        // An implicit member (`.system(size: 12)`) or a type's (`Font.system(size: 12)`).
        guard !sharedInstanceNames.contains(member.declName.baseName.text) else { return false }
        if let base = member.base,
          !isTypeName(base) || freshValueTypes.contains(base.trimmedDescription)
        {
          return false
        }
      } else if !isTypeName(callee) || freshValueTypes.contains(callee.trimmedDescription) {
        return false
      }
      return call.arguments.allSatisfy { isConstant($0.expression) }
    }
  }
#endif
