#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// Where a member path ends: whether the code writes it (an assignment, a compound
  /// assignment or a mutating call) rather than reads it.
  extension ValueScan {
    /// Whether a member access is written: assigned, or the receiver of a mutating call.
    static func isWriteTarget(_ node: MemberAccessExprSyntax) -> Bool {
      var current = Syntax(node)
      var steps = 0
      while let parent = current.parent {
        // Deeper than any tracked path: not read as shown (O(1) per node on a long chain).
        steps += 1
        if steps > Expressions.maximumPathLength { return true }
        guard continuesPath(parent, from: current) else { break }
        if callsMutatingMethod(parent) { return true }
        current = parent
      }
      return isAssigned(current)
    }

    /// Whether `node` is a member access naming a mutating method (`toggle`, `append`) that is
    /// called: `node.parent` is the call and `node` its callee.
    static func callsMutatingMethod(_ node: Syntax) -> Bool {
      guard let member = node.as(MemberAccessExprSyntax.self),
        mutatingCalls.contains(member.declName.baseName.text),
        let call = member.parent?.as(FunctionCallExprSyntax.self)
      else { return false }
      return call.calledExpression.id == member.id
    }

    /// Whether `parent` takes a member path one step further from `node`: a member access on
    /// it (`node.member`) or a subscript of it (`node[i]`).
    static func continuesPath(_ parent: Syntax, from node: Syntax) -> Bool {
      if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == node.id }
      if let subscripted = parent.as(SubscriptCallExprSyntax.self) {
        return subscripted.calledExpression.id == node.id
      }
      return false
    }

    /// Whether `node` is assigned in its unfolded sequence: the next element is `=` or a
    /// compound assignment (`+=`, …), not a comparison.
    static func isAssigned(_ node: Syntax) -> Bool {
      guard let list = node.parent?.as(ExprListSyntax.self) else { return false }
      let elements = Array(list)
      guard let index = elements.firstIndex(where: { $0.id == node.id }),
        index + 1 < elements.count
      else { return false }
      let next = elements[index + 1]
      if next.is(AssignmentExprSyntax.self) { return true }
      if let op = next.as(BinaryOperatorExprSyntax.self) {
        let text = op.operator.text
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(text)
      }
      return false
    }
  }
#endif
