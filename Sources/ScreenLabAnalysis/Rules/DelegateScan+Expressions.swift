#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// The scan's expression helpers: the type a local is given, row views, constructed types,
  /// and paths read through subscripts.
  extension DelegateScan {
    /// The type a local's initial value gives: `Type(…)`, a cast's type, or `Cell` for a
    /// cell fetched from a table or collection (`cellForRow(at:)`, `cellForItem(at:)`).
    static func localType(_ value: ExprSyntax) -> String? {
      var inner = value
      if let forced = inner.as(ForceUnwrapExprSyntax.self) { inner = forced.expression }
      if let cast = inner.as(AsExprSyntax.self) { return cast.type.simpleName }
      if let call = inner.as(FunctionCallExprSyntax.self),
        ["cellForRow", "cellForItem"].contains(Expressions.calleeName(call))
      {
        return "Cell"
      }
      return constructedType(inner)
    }

    /// Whether a type is a view that shows one row's values (a cell, an image view, a
    /// label), not the list itself.
    static func isRowView(_ type: String) -> Bool {
      ["Cell", "View", "Label", "Button"].contains { type.hasSuffix($0) }
        && !["TableView", "CollectionView", "ScrollView"].contains { type.hasSuffix($0) }
    }

    /// `Type(…)` or `Type.init(…)` gives `Type` (an upper-case first letter).
    static func constructedType(_ expression: ExprSyntax) -> String? {
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let name = Expressions.calleeName(call), let first = name.first, first.isUppercase
      else { return nil }
      return name
    }

    /// `notes[i].title` read as the path `notes.title`.
    static func stripSubscripts(_ expression: ExprSyntax) -> ExprSyntax {
      // A chain longer than any path the rules track is returned as it is (`Expressions.path`
      // gives nil for it): rebuilding it would cost O(length) nodes per step of the walk.
      guard Expressions.isShortChain(expression) else { return expression }
      return stripShortChain(expression)
    }

    private static func stripShortChain(_ expression: ExprSyntax) -> ExprSyntax {
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
        // A chain without a subscript is the node itself: `with(\.base, …)` would build a
        // new tree of the same text (a new node for every step up to the root, made and
        // dropped for every write the scans read).
        let stripped = stripShortChain(base)
        if stripped.id == base.id { return expression }
        return ExprSyntax(member.with(\.base, stripped))
      }
      if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
        return stripShortChain(subscripted.calledExpression)
      }
      return expression
    }
  }
#endif
