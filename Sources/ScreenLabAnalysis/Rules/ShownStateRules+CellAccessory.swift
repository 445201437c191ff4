#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension ShownStateRules {
    /// The cell properties a list's `cellForRowAt`/`cellForItemAt` sets from an item's state
    /// that a reused cell keeps: its accessory. A background colour is left out: a theme
    /// colour made in an `if let` from a constant (`UIColor(hexString:)`) is set on every
    /// row in practice (a seen list judged correct had exactly that).
    static let cellShownProperties: Set<String> = ["accessoryType", "accessoryView"]

    /// SL318, a cell's own shown property set only in an `if` with no `else` (since the
    /// twenty-first round): in a list's `cellForRowAt`/`cellForItemAt`, `cell.accessoryType =
    /// .checkmark` (or `accessoryView`) written only inside such an `if`,
    /// while the same method sets it nowhere at once and no `prepareForReuse()` of the
    /// analysis names it. The data source "should always reset all content when reusing a
    /// cell" (Apple, `UITableViewCell.prepareForReuse()`): a dequeued cell that showed a
    /// checked row keeps its check mark on a row that is not. A cell of a class the analysis
    /// does not see is left alone (its own `prepareForReuse()` may reset it), and so is a
    /// method that dequeues nothing (a cell made there is new).
    func conditionalCellProperties(in unit: CodeUnit, reset: Set<String>) -> [Finding] {
      guard unit.calls.contains(where: { $0.name.hasPrefix("dequeueReusable") }) else {
        return []
      }
      var conditional: [(path: String, member: String, statement: Syntax)] = []
      var covered = Set<String>()
      for write in unit.writes {
        let parts = Expressions.withoutSelf(write.parts)
        guard parts.count == 2, Self.cellShownProperties.contains(parts[1]),
          unit.isLocal(parts[0])
        else { continue }
        if let cellType = unit.locals[parts[0]], !cellType.hasPrefix("UI"),
          project.index.type(cellType) == nil
        {
          continue
        }
        let path = parts.joined(separator: ".")
        let place = Self.placement(of: write.node)
        // A value chosen for both states (`selected ? .checkmark : .none`): the `if` around it
        // only unwraps what the choice needs, and the write resets the accessory itself.
        // The same for an `if`/`else` that sets both (`if item.checked { … } else { … }`).
        let choosesBoth =
          DrawRules.assignedValue(write.node)?.contains {
            $0.is(UnresolvedTernaryExprSyntax.self) || $0.is(TernaryExprSyntax.self)
          } ?? false || Self.innermostIfHasElse(write.node)
        if place.scope != nil, !place.deferred, !choosesBoth, let statement = place.statement {
          conditional.append((path, parts[1], statement))
        } else {
          covered.insert(path)
        }
      }
      var findings: [Finding] = []
      var reported = Set<String>()
      for (path, member, statement) in conditional
      where !covered.contains(path) && !reset.contains(member) {
        guard reported.insert(path).inserted else { continue }
        findings.append(
          project.warning(
            .cellContentNotReset, at: statement, file: unit.file, .cellPropertyOnSomePaths(path)))
      }
      return findings
    }
  }

  extension ShownStateRules {
    /// Whether the innermost `if` around `node` (in its function) has an `else`.
    static func innermostIfHasElse(_ node: Syntax) -> Bool {
      var current = node.parent
      while let step = current, !step.is(FunctionDeclSyntax.self) {
        if let branch = step.as(IfExprSyntax.self) { return branch.elseBody != nil }
        current = step.parent
      }
      return false
    }
  }

  extension Finding.Message {
    fileprivate static func cellPropertyOnSomePaths(_ path: String) -> Finding.Message {
      Finding.Message(
        "'\(path)' is set only in an 'if' with no 'else', and nothing resets it here or in "
          + "prepareForReuse(): a reused cell keeps the value it showed for another row; set "
          + "it on every path (an 'else', or a default before the 'if')")
    }
  }
#endif
