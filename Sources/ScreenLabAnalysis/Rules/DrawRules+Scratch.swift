#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension DrawRules {
    /// Whether `write` gives a stored property that only the draw path mentions a value the
    /// unit computes afresh before any use: a plain `=` at the top level of the unit's body,
    /// with no mention of the property in the statements before it or in the value, and read
    /// again on the path. Such a property is the pass's scratch space, used as a local
    /// (`startX = rect.minX + inset`, then read): every pass sets it before it reads it,
    /// nothing outside the pass sees it, and the screen does not depend on how many passes
    /// ran. A value stored and never read is kept for later (state, still reported), and a
    /// write that reads the old value (`phase += 0.1`, `angle = angle + step`) or follows a
    /// read carries state from one pass to the next: both stay SL105's.
    func isScratchWrite(
      _ write: CodeUnit.Write, property name: String, in unit: CodeUnit,
      drawn: DrawnType
    ) -> Bool {
      guard drawn.drawOnlyProperties.contains(name), case .function = unit.kind,
        let list = write.node.parent?.as(ExprListSyntax.self), list.count >= 3,
        list.first?.id == write.node.id,
        list.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
        let item = list.parent?.as(SequenceExprSyntax.self)?.parent?.as(CodeBlockItemSyntax.self),
        let body = item.parent?.parent?.as(CodeBlockSyntax.self),
        body.parent?.is(FunctionDeclSyntax.self) == true
      else { return false }
      func mentions(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
      }
      // The value: every element after the `=` of the unfolded sequence.
      let before = body.statements.prefix { $0.id != item.id }
      guard !list.dropFirst(2).contains(where: mentions), !before.contains(where: mentions)
      else { return false }
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
