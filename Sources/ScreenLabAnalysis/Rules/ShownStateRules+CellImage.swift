#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension ShownStateRules {
    // MARK: - SL318

    /// SL318: a reused cell whose content is set only on some paths, and that nothing resets
    /// for the next row. Two shapes:
    ///
    /// - An image view's `image` written, in a cell's configuring method, an observer of a
    ///   cell's property, or a list's `cellForRowAt`/`cellForItemAt`, only inside a closure (a download's completion, a
    ///   block on another queue) or only in an `if` with no `else`, while nothing sets it at
    ///   once (`imageView.image = nil`, a placeholder: in that method, or for a cell in any of
    ///   its methods and observers but set-up code) and no `prepareForReuse()` of the
    ///   analysis names it. A provider's cell of a class the analysis does not see is left
    ///   alone (its own `prepareForReuse()` may clear it). Calls on the image view
    ///   (`imageView.setImage(with:placeholder:)`, `imageView.kf…`) are left to the library.
    /// - A cell's `accessoryType` written on a cell got with `cellForRow(at:)` outside the
    ///   data source (in `didSelectRowAt`), while the type's `cellForRowAt` sets no accessory.
    ///
    /// A table or collection view hands back a cell that showed another row, as it was left
    /// (Apple, `UITableView.dequeueReusableCell(withIdentifier:for:)`; `prepareForReuse()`:
    /// "reset attributes of the cell that are not related to content"; the data source's
    /// `tableView(_:cellForRowAt:)` "should always reset all content when reusing a cell"), so
    /// until the download lands, or when the item has no image, the cell shows the previous
    /// row's picture; a checkmark set on a cell moves with the cell to another row. Reported
    /// at the statement that starts the late or conditional write, or at the accessory's write.
    func cellContentsNotReset() -> [Finding] {
      var reset = Set<String>()
      for type in project.index.ordered {
        for function in type.functions["prepareForReuse"] ?? [] {
          for token in function.tokens(viewMode: .sourceAccurate) { reset.insert(token.text) }
        }
      }
      // A cell's image views set at once by any of its methods or observers (a `didSet` of
      // the item that clears the image before the load), set-up code aside.
      var setAtOnce = Set<String>()
      for unit in project.units where unit.kind != .initializer {
        guard let typeName = unit.typeName, unit.kind != .function("awakeFromNib"),
          let type = project.index.type(typeName), Self.isCell(type, project.index)
        else { continue }
        for write in unit.writes {
          let parts = Expressions.withoutSelf(write.parts)
          guard parts.count == 2, parts[1] == "image",
            !Self.placement(of: write.node, alwaysTaken: unwrapsEveryCaseEntry).late
          else { continue }
          setAtOnce.insert(typeName + "." + parts[0])
        }
      }
      var findings: [Finding] = []
      var reusesCells: [String: Bool] = [:]
      for unit in project.units {
        // An observer of a cell's item (`var item: Item? { didSet { … } }`) configures the
        // cell as a method does.
        if case .observer = unit.kind, isInCell(unit) {
          findings += lateImages(in: unit, reset: reset.union(setAtOnce), provider: false)
        }
        guard case .function(let name) = unit.kind else { continue }
        let provider =
          ["tableView", "collectionView"].contains(name)
          && unit.displayName.contains(":cellFor")
        let inCell = isInCell(unit)
        if provider || (inCell && !Self.cellLifecycleMethods.contains(name)) {
          let late = lateImages(
            in: unit, reset: reset.union(provider ? [] : setAtOnce), provider: provider)
          findings += late
          // The late image's other half, when the image is reset: a cell since reused.
          if provider, late.isEmpty { findings += lateImagesIntoReusedCells(in: unit) }
        }
        if !provider { findings += accessoriesSetOnCells(in: unit, reusesCells: &reusesCells) }
        if provider {
          findings +=
            conditionalCellProperties(in: unit, reset: reset)
            + cellMembersSetInSomeBranches(in: unit)
        }
      }
      return findings + staleRequestTokens() + lateImagesThroughLoaders()
        + contentViewResetsNeverCalled()
    }

    /// Whether a unit belongs to a table or collection view cell.
    private func isInCell(_ unit: CodeUnit) -> Bool {
      unit.typeName.flatMap { project.index.type($0) }.map { Self.isCell($0, project.index) }
        ?? false
    }

    /// The image writes of one configuring unit that only some paths make.
    private func lateImages(in unit: CodeUnit, reset: Set<String>, provider: Bool) -> [Finding] {
      var partial: [(path: String, statement: Syntax, node: Syntax)] = []
      var scopes: [(path: String, scope: Syntax, node: Syntax)] = []
      var covered = Set<String>()
      var handled = Set<String>()
      for call in unit.calls {
        if let base = call.base { handled.insert(base) }
      }
      for write in unit.writes {
        let parts = Expressions.withoutSelf(write.parts)
        guard parts.count >= 2, parts[parts.count - 1] == "image" else { continue }
        let view = Array(parts.dropLast())
        // In a cell, its own image views; in a list's provider, a cell's (`cell.poster`).
        guard provider ? view.count >= 2 && unit.isLocal(view[0]) : isImageView(view, unit)
        else { continue }
        // A provider's cell of a class the analysis does not see may reset it in its own
        // prepareForReuse(); a stock cell (`UITableViewCell`) or a class of the sources is
        // checked.
        if provider, let cellType = unit.locals[view[0]], !cellType.hasPrefix("UI"),
          project.index.type(cellType) == nil
        {
          continue
        }
        let path = view.joined(separator: ".")
        if !provider, let typeName = unit.typeName, reset.contains(typeName + "." + path) {
          continue
        }
        let place = Self.placement(of: write.node, alwaysTaken: unwrapsEveryCaseEntry)
        if place.late, let statement = place.statement {
          partial.append((path, statement, write.node))
        } else {
          covered.insert(path)
        }
        // A write made at once within an `if` covers the writes inside that `if`
        // (`if let item { poster.image = placeholder; load { poster.image = $0 } }`).
        if !place.deferred, let scope = place.scope {
          scopes.append((path, scope, write.node))
        }
      }
      var findings: [Finding] = []
      var reported = Set<String>()
      for (path, statement, node) in partial where !covered.contains(path) {
        guard
          !scopes.contains(where: { entry in
            entry.path == path && entry.node.id != node.id
              && Self.isInside(node, entry.scope)
          })
        else { continue }
        let member = path.split(separator: ".").last.map(String.init) ?? path
        guard !reset.contains(member), !handled.contains(where: { $0.hasPrefix(path) }),
          reported.insert(path).inserted
        else { continue }
        findings.append(
          project.warning(
            .cellContentNotReset, at: statement, file: unit.file, .cellImageNotReset(path)))
      }
      return findings
    }

    /// A cell's image view: a property of the cell whose type is an image view.
    private func isImageView(_ view: [String], _ unit: CodeUnit) -> Bool {
      guard view.count == 1, let typeName = unit.typeName,
        let property = project.property(view[0], of: typeName), !property.isStatic,
        var declared = property.typeName
      else { return false }
      if declared.hasSuffix("!") || declared.hasSuffix("?") { declared.removeLast() }
      return declared.hasSuffix("ImageView")
    }

    /// Closures that run before the call returns: the block is not a later completion.
    static let immediateClosureCalls: Set<String> = [
      "autoreleasepool", "performWithoutAnimation", "forEach", "map", "compactMap", "filter",
      "sync", "performAndWait", "withExtendedLifetime", "animate", "transition",
    ]

    /// Where a write sits in its method: the statement of the method's body that holds it,
    /// whether it runs later (in a closure handed to a call that does not run it at once),
    /// and the innermost `if` with no `else` around it (its body), if any, unless that `if`
    /// sets a text too (it guards the item, not the image).
    struct Placement {
      var statement: Syntax?
      var deferred = false
      var scope: Syntax?
      /// Made only later or only on some paths.
      var late: Bool { deferred || scope != nil }
    }

    /// `alwaysTaken` names further `if`s taken for every row (``unwrapsEveryCaseEntry(_:)``).
    static func placement(
      of node: Syntax, alwaysTaken: (IfExprSyntax) -> Bool = { _ in false }
    ) -> Placement {
      var place = Placement()
      var current = node
      while let parent = current.parent {
        if let closure = parent.as(ClosureExprSyntax.self), !runsAtOnce(closure) {
          place.deferred = true
        }
        if let branch = parent.as(IfExprSyntax.self), branch.elseBody == nil,
          current.id == branch.body.id, place.scope == nil, !setsText(branch.body),
          !unwrapsLiteralImage(branch), !alwaysTaken(branch)
        {
          place.scope = current
        }
        if parent.is(CodeBlockItemSyntax.self),
          let block = parent.parent?.parent?.as(CodeBlockSyntax.self),
          block.parent?.is(FunctionDeclSyntax.self) == true
            || block.parent?.is(AccessorDeclSyntax.self) == true
        {
          place.statement = parent
          return place
        }
        if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) {
          return place
        }
        current = parent
      }
      return place
    }

    /// Whether a closure is handed to a call that runs it before returning.
    static func runsAtOnce(_ closure: ClosureExprSyntax) -> Bool {
      guard let call = Expressions.call(taking: closure), let name = Expressions.calleeName(call)
      else { return false }
      return immediateClosureCalls.contains(name)
    }

    /// Whether a block sets a text too (`titleLabel.text = item.title`): its `if` guards the
    /// whole item (`if let item = items[row]`), not the image alone.
    static func setsText(_ block: CodeBlockSyntax) -> Bool {
      block.description.range(
        of: #"\.(text|attributedText)\s*=[^=]"#, options: .regularExpression) != nil
    }

    /// Whether `node` lies inside `scope`.
    static func isInside(_ node: Syntax, _ scope: Syntax) -> Bool {
      var current: Syntax? = node
      while let step = current {
        if step.id == scope.id { return true }
        current = step.parent
      }
      return false
    }

    /// `cell.accessoryType = …` on a cell got with `cellForRow(at:)`, in a type whose
    /// `cellForRowAt` sets no accessory. Only a unit with such a write asks about its type,
    /// and each type is asked once (`reusesCells`), so the rule stays linear in a type's
    /// methods.
    private func accessoriesSetOnCells(in unit: CodeUnit, reusesCells: inout [String: Bool])
      -> [Finding]
    {
      guard let typeName = unit.typeName else { return [] }
      let onFetched = unit.writes.filter { write in
        write.parts.count == 2 && write.parts[1] == "accessoryType"
          && unit.calledLocals[write.parts[0]] == "cellForRow"
      }
      let onCalls = Self.accessoriesOnFetchedCells(unit.declaration?.parent)
      guard !onFetched.isEmpty || !onCalls.isEmpty else { return [] }
      if reusesCells[typeName] == nil {
        reusesCells[typeName] = typeReusesCellsWithoutAccessories(typeName)
      }
      guard reusesCells[typeName] == true else { return [] }
      var findings: [Finding] = []
      for write in onFetched {
        findings.append(
          project.warning(
            .cellContentNotReset, at: write.node, file: unit.file,
            .accessorySetOnCell(write.parts[0])))
      }
      // The same write on the call itself: `tableView.cellForRow(at: path)?.accessoryType = …`.
      for target in onCalls {
        findings.append(
          project.warning(
            .cellContentNotReset, at: target, file: unit.file,
            .accessorySetOnCell("cellForRow(at:)")))
      }
      return findings
    }

    /// Whether `typeName`'s data source dequeues its cells and no code of the type but the
    /// writes on `cellForRow(at:)` cells sets an accessory.
    private func typeReusesCellsWithoutAccessories(_ typeName: String) -> Bool {
      let units = project.unitsByType[typeName] ?? []
      let providers = units.filter { other in
        other.kind == .function("tableView") && other.displayName.contains(":cellFor")
      }
      // The data source reuses cells (it dequeues them), and no code of the type but the
      // writes on `cellForRow(at:)` cells sets an accessory (cells made once and kept, their
      // accessory set where they are made, are not reused).
      guard !providers.isEmpty,
        providers.contains(where: { other in
          other.calls.contains { $0.name.hasPrefix("dequeueReusable") }
        }),
        !units.contains(where: { other in
          other.writes.contains { write in
            write.parts.last == "accessoryType"
              && !(write.parts.count == 2 && other.calledLocals[write.parts[0]] == "cellForRow")
          }
        })
      else { return false }
      return true
    }

    /// The targets `….cellForRow(at: …)?.accessoryType` of assignments in `declaration`.
    static func accessoriesOnFetchedCells(_ declaration: Syntax?) -> [Syntax] {
      guard let declaration else { return [] }
      return declaration.tokens(viewMode: .sourceAccurate).compactMap { token in
        guard token.text == "accessoryType",
          let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          member.declName.baseName.id == token.id, let base = member.base,
          DrawRules.assignedValue(Syntax(member)) != nil
        else { return nil }
        var inner = ExprSyntax(base)
        if let chained = inner.as(OptionalChainingExprSyntax.self) { inner = chained.expression }
        if let forced = inner.as(ForceUnwrapExprSyntax.self) { inner = forced.expression }
        guard let call = inner.as(FunctionCallExprSyntax.self),
          Expressions.calleeName(call) == "cellForRow"
        else { return nil }
        return Syntax(member)
      }
    }
  }

  extension Finding.Message {
    fileprivate static func cellImageNotReset(_ path: String) -> Finding.Message {
      Finding.Message(
        "'\(path).image' is set only later (when a download ends) or only on some paths, and "
          + "nothing clears it first or in prepareForReuse(): a reused cell shows the previous "
          + "row's image until then, or for good; set it to nil or a placeholder before the "
          + "load and in every branch")
    }

    fileprivate static func accessorySetOnCell(_ cell: String) -> Finding.Message {
      Finding.Message(
        "the accessory is set on '\(cell)' itself, and cellForRowAt never sets one: the cell "
          + "keeps it when it is reused for another row, and the row loses it; keep the state "
          + "in the model, set accessoryType from it in cellForRowAt and reload the row")
    }
  }
#endif
