#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension UnitScanner {
    /// `values[i] = x`, `values[i] += 1`, `self.points[index].y = 3`: a write through a
    /// subscript changes the collection subscripted, so it is recorded as a write of the path
    /// before the first subscript (`values`, `self.points`), marked as through a subscript.
    /// The collection keeps its identity: the write gives it no new object.
    func recordSubscriptWrite(_ target: ExprSyntax, plain: Bool) {
      guard let base = Self.subscriptedBase(target), let parts = Self.parts(base),
        !parts.isEmpty, parts != ["self"], !unit.presentationLocals.contains(parts[0])
      else { return }
      unit.writes.append(
        CodeUnit.Write(
          parts: parts, node: Syntax(target), throughSubscript: true, plain: plain,
          subscriptMember: Self.membersBelowSubscript(target)))
      noteMemberWrites(parts)
    }

    /// The members a chain names after its first subscript, from the root outward: `["y"]`
    /// for `self.points[i].y`, `["value"]` for `grid[r][c].value`, `[]` for `values[i]`.
    static func membersBelowSubscript(_ expression: ExprSyntax) -> [String] {
      var current = expression
      var members: [String] = []
      var below: [String] = []
      for _ in 0..<Expressions.maximumPathLength {
        if let member = current.as(MemberAccessExprSyntax.self), let inner = member.base {
          members.insert(member.declName.baseName.text, at: 0)
          current = inner
        } else if let subscripted = current.as(SubscriptCallExprSyntax.self) {
          // The members seen so far are below this subscript; one nearer the root wins.
          below = members + below
          members = []
          current = subscripted.calledExpression
        } else if let inner = Expressions.unwrapped(current) {
          current = inner
        } else {
          break
        }
      }
      return below
    }

    /// The expression the first subscript of a chain subscripts, counted from the chain's
    /// root: `self.points` for `self.points[i].y`, `grid` for `grid[row][column]`; nil when
    /// the chain has no subscript or is longer than `Expressions.maximumPathLength`.
    static func subscriptedBase(_ expression: ExprSyntax) -> ExprSyntax? {
      var current = expression
      var base: ExprSyntax?
      for _ in 0..<Expressions.maximumPathLength {
        if let member = current.as(MemberAccessExprSyntax.self), let inner = member.base {
          current = inner
        } else if let subscripted = current.as(SubscriptCallExprSyntax.self) {
          base = subscripted.calledExpression
          current = subscripted.calledExpression
        } else if let inner = Expressions.unwrapped(current) {
          current = inner
        } else {
          return base
        }
      }
      return nil
    }

    func noteMemberWrites(_ parts: [String]) {
      var normalized = parts
      if normalized.count > 1, normalized[0] == "self" || unit.selfAliases.contains(normalized[0]) {
        normalized.removeFirst()
      }
      guard normalized.count >= 2 else {
        unit.memberWrites.insert(CodeUnit.memberKey("self", normalized[0]))
        return
      }
      for index in 1..<normalized.count {
        let base = normalized[0..<index].joined(separator: ".")
        unit.memberWrites.insert(CodeUnit.memberKey(base, normalized[index]))
      }
    }
  }
#endif
