#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL318, a reused cell's content set in some branches of an `if`/`else` only.
  extension ShownStateRules {
    /// In a list's `cellForRowAt`/`cellForItemAt` that dequeues its cell, an `if` with an
    /// `else` (or an `else if` chain ending in one) whose branches set a shown member of the
    /// cell (`cell.nameLabel.text`, `cell.photo.image`, `cell.badge.isHidden`) in some
    /// branches and not in others, while the method sets it nowhere outside the `if` and no
    /// `prepareForReuse()` of the analysis names the member. A dequeued cell comes back with
    /// what it showed for another row, and the data source "should always reset all content
    /// when reusing a cell" (Apple, `UITableViewCell.prepareForReuse()`): a row that takes the
    /// branch without the write shows another row's value. Unlike the accessory's shape (an
    /// `if` with no `else`), a cell class the analysis does not see is not left alone: an `else`
    /// that sets some members and not this one is the data source's own choice. Reported at the
    /// branch that does not set it, once per member path.
    func cellMembersSetInSomeBranches(in unit: CodeUnit) -> [Finding] {
      guard unit.calls.contains(where: { $0.name.hasPrefix("dequeueReusable") }),
        let declaration = unit.declaration?.parent
      else { return [] }
      let cells = Set(
        unit.calledLocals.filter { $0.value.hasPrefix("dequeueReusable") }.keys)
      guard !cells.isEmpty else { return [] }
      let reset = Self.namesResetForReuse(in: project)
      var findings: [Finding] = []
      var reported = Set<String>()
      for node in declaration.tokens(viewMode: .sourceAccurate)
      where node.tokenKind == .keyword(.if) {
        guard let statement = node.parent?.as(IfExprSyntax.self),
          statement.ifKeyword.id == node.id,
          statement.parent?.is(IfExprSyntax.self) != true,
          !AnimationRules.insideClosure(statement),
          // Branches that dequeue cells of their own show different cells.
          !statement.description.contains("dequeueReusable")
        else { continue }
        let branches = Self.branches(of: statement)
        guard branches.count >= 2 else { continue }
        let written = branches.map { Self.cellPaths(in: Syntax($0), cells: cells) }
        let all = written.reduce(into: Set<String>()) { $0.formUnion($1) }
        let outside = Self.cellPaths(
          in: declaration, cells: cells, excluding: Syntax(statement))
        for path in all.sorted() where !outside.contains(path) && !reported.contains(path) {
          let parts = path.split(separator: ".").map(String.init)
          guard let member = parts.last, Self.shownProperties.contains(member),
            parts.count >= 3, !reset.contains(parts[1])
          else { continue }
          // The branch that leaves it alone sets other members of the cell (an error path
          // that sets none, or that hands the cell to a helper, is another matter), and the
          // other branches give it something to keep (not only `nil` or "").
          guard
            let index = written.indices.first(where: { index in
              !written[index].contains(path) && !written[index].isEmpty
                && !Self.handsOn(cells, in: branches[index])
                && !cells.contains { written[index].contains($0 + ".isHidden") }
            }),
            !Self.onlyClears(path, in: statement, cells: cells)
          else { continue }
          let branch = branches[index]
          // A branch that hands the member's view to a call (a loader that sets it later)
          // does not leave it alone.
          let holder = parts.dropLast().joined(separator: ".")
          let code = branch.tokens(viewMode: .sourceAccurate).map(\.text).joined()
          if code.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            .contains(holder)
          {
            continue
          }
          let place = branch.statements.first.map(Syntax.init) ?? Syntax(branch)
          reported.insert(path)
          findings.append(
            project.warning(
              .cellContentNotReset, at: place, file: unit.file,
              Finding.Message(
                "'\(path)' is set in another branch of this if/else but not in this one, and "
                  + "nothing else in the data source or prepareForReuse() sets it: a reused "
                  + "cell keeps what it showed for another row; set it in every branch")))
        }
      }
      return findings
    }

    /// The bodies of an `if`, its `else if`s and its final `else`; empty when the chain has no
    /// final `else`.
    static func branches(of statement: IfExprSyntax) -> [CodeBlockSyntax] {
      var blocks: [CodeBlockSyntax] = [statement.body]
      var current = statement
      while let next = current.elseBody {
        switch next {
        case .ifExpr(let nested):
          blocks.append(nested.body)
          current = nested
        case .codeBlock(let block):
          blocks.append(block)
          return blocks
        @unknown default:
          return []
        }
      }
      return []
    }

    /// The cell member paths (`cell.name.text`) written in `code`, outside `excluding`.
    static func cellPaths(in code: Syntax, cells: Set<String>, excluding: Syntax? = nil)
      -> Set<String>
    {
      Set(cellWrites(in: code, cells: cells, excluding: excluding).map(\.path))
    }

    /// The assignments to a shown member of a cell in `code`, outside `excluding`: the path
    /// without `?` and `!`, and the assigned target.
    static func cellWrites(in code: Syntax, cells: Set<String>, excluding: Syntax? = nil)
      -> [(path: String, target: Syntax)]
    {
      var writes: [(path: String, target: Syntax)] = []
      for token in code.tokens(viewMode: .sourceAccurate) where shownProperties.contains(token.text)
      {
        if let excluding, isInside(Syntax(token), excluding) { continue }
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          member.declName.baseName.id == token.id
        else { continue }
        let target = Expressions.unwrapping(Syntax(member))
        guard ValueScan.isAssigned(target) else { continue }
        let path = member.trimmedDescription.replacingOccurrences(of: "?", with: "")
          .replacingOccurrences(of: "!", with: "")
        guard let first = path.split(separator: ".").first, cells.contains(String(first)) else {
          continue
        }
        writes.append((path, target))
      }
      return writes
    }

    /// Whether `block` uses a cell itself (not one of its members): hands it to a call.
    static func handsOn(_ cells: Set<String>, in block: CodeBlockSyntax) -> Bool {
      block.tokens(viewMode: .sourceAccurate).contains { token in
        cells.contains(token.text) && token.nextToken(viewMode: .sourceAccurate)?.text != "."
          && token.parent?.is(DeclReferenceExprSyntax.self) == true
      }
    }

    /// Whether every write of `path` in `statement` gives `nil` or an empty string.
    static func onlyClears(_ path: String, in statement: IfExprSyntax, cells: Set<String>)
      -> Bool
    {
      let values = cellWrites(in: Syntax(statement), cells: cells).filter { $0.path == path }
        .compactMap { DrawRules.assignedValue($0.target)?.map(\.trimmedDescription).joined() }
      return !values.isEmpty && values.allSatisfy { $0 == "nil" || $0 == "\"\"" }
    }

    /// The members any `prepareForReuse()` of the analysis names.
    static func namesResetForReuse(in project: Project) -> Set<String> {
      var names = Set<String>()
      for unit in project.units {
        guard case .function("prepareForReuse") = unit.kind,
          let declaration = unit.declaration?.parent
        else { continue }
        for token in declaration.tokens(viewMode: .sourceAccurate) { names.insert(token.text) }
      }
      return names
    }
  }
#endif
