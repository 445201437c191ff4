#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension DrawRules {
    /// Whether `write` gives a stored property that only the draw path mentions a value the
    /// pass computes afresh before any use: the first statement of the enclosing method's
    /// body that names the property is a plain `=` to it whose value does not read it (the
    /// reset), `write` is that reset or comes after it (a loop advancing it from there), and
    /// the path reads the property again. Such a property is the pass's scratch space, used
    /// as a local (`startX = rect.minX + inset`, then read and advanced): every pass sets it
    /// before it reads it, nothing outside the pass sees it, and the screen does not depend on
    /// how many passes ran. A value stored and never read is kept for later (state, still
    /// reported), and a write with no reset before it (`phase += 0.1`, `angle = angle +
    /// step`, or a reset inside a branch) carries state from one pass to the next: both stay
    /// SL105's.
    func isScratchWrite(
      _ write: CodeUnit.Write, property name: String, in unit: CodeUnit,
      drawn: DrawnType
    ) -> Bool {
      guard drawn.drawOnlyProperties.contains(name), case .function = unit.kind else {
        return false
      }
      var enclosing = write.node.parent
      while let node = enclosing, !node.is(FunctionDeclSyntax.self) { enclosing = node.parent }
      guard let body = enclosing?.as(FunctionDeclSyntax.self)?.body else { return false }
      func mentions(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
      }
      // The reset: the first statement naming the property, `name = value` (or `self.name`)
      // whose value (every element after the `=` of the unfolded sequence) does not read it.
      guard let reset = body.statements.first(where: mentions),
        let elements = reset.item.as(SequenceExprSyntax.self)?.elements, elements.count >= 3,
        let target = elements.first,
        [name, "self.\(name)"].contains(target.trimmedDescription),
        elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
        !elements.dropFirst(2).contains(where: mentions)
      else { return false }
      // `write` names the property, so it is the reset or comes after it.
      // Used as a local: read again on the path (after the write, or by `draw` after the
      // helper). A value stored and never read is kept for later (`lastPointCount =
      // points.count`): state, still reported.
      var seen = 0
      for other in drawn.drawPathUnits {
        for node in other.scanned {
          seen +=
            node.tokens(viewMode: .sourceAccurate).lazy.filter {
              $0.tokenKind == .identifier(name)
            }.count
          if seen >= 2 { return true }
        }
      }
      return false
    }
  }
#endif
