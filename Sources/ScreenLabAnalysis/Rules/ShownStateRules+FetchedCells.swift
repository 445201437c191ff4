#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  /// SL318, a cell's content shown by fetched cells only: the data source sets it to one
  /// constant for every item, while another method sets it from the model on the cells it
  /// gets from `cellForRow(at:)`/`cellForItem(at:)`.
  extension ShownStateRules {
    /// Values that name no item, row or model: literals, asset and system images named by a
    /// literal, colours and enum cases, `nil`.
    private static let constantValue = try? NSRegularExpression(
      pattern:
        #"^(nil|true|false|-?[0-9.]+|"[^"\\]*"|#imageLiteral\([^)]*\)|#colorLiteral\([^)]*\)|(UIImage|NSImage)\((named|systemName): *"[^"\\]*"\)[!?]?|(UIColor)?\.[A-Za-z]+(\([^()]*\))?)$"#
    )

    /// A list's `cellForRowAt`/`cellForItemAt` that dequeues its cells sets a member path of
    /// the cell (`cell.icon.image`, `cell.titleLabel.text`) to the same constant for every item,
    /// unconditionally; another method of the same type sets that path, at once and to another
    /// value, on cells it fetches with `cellForRow(at:)` or `cellForItem(at:)` (a tap revealing
    /// a square, marking a row). The fetched cell shows the change until the list asks its data
    /// source again — a reload, a scroll that reuses the cell (Apple,
    /// `UICollectionViewDataSource.collectionView(_:cellForItemAt:)`: the data source
    /// configures the cell's content for the item) — and then the constant is back while the
    /// model still holds the change. Reported at the data source's constant write, the
    /// statement to change, once per path. Not reported: a value that depends on anything (an
    /// index path, the model), a write under an `if`/`switch` in the data source, fetched writes
    /// in closures (an animation's transient state) or equal to the constant.
    func cellContentShownByFetchedCellsOnly() -> [Finding] {
      var findings: [Finding] = []
      for (typeName, units) in project.unitsByType.sorted(by: { $0.key < $1.key }) {
        let providers = units.filter { unit in
          guard case .function(let name) = unit.kind else { return false }
          return ["tableView", "collectionView"].contains(name)
            && unit.displayName.contains(":cellFor")
            && unit.calls.contains { $0.name.hasPrefix("dequeueReusable") }
        }
        guard !providers.isEmpty else { continue }
        // The paths written on fetched cells, with their values and methods.
        var fetched: [String: [(value: String, method: String)]] = [:]
        for unit in units where !providers.contains(where: { $0 === unit }) {
          let cells = Self.fetchedCellNames(in: unit)
          guard !cells.isEmpty else { continue }
          for write in unit.writes where write.parts.count >= 3 {
            guard cells.contains(write.parts[0]),
              !AnimationRules.insideClosure(write.node),
              let value = DrawRules.assignedValue(write.node)?.map(\.trimmedDescription)
                .joined(separator: " ")
            else { continue }
            let path = write.parts.dropFirst().joined(separator: ".")
            fetched[path, default: []].append((value, unit.displayName))
          }
        }
        guard !fetched.isEmpty else { continue }
        for provider in providers {
          findings += constantWrites(in: provider, fetched: fetched, typeName: typeName)
        }
      }
      return findings
    }

    private func constantWrites(
      in provider: CodeUnit, fetched: [String: [(value: String, method: String)]],
      typeName: String
    ) -> [Finding] {
      var writes: [String: [(node: Syntax, value: String)]] = [:]
      for write in provider.writes where write.parts.count >= 3 {
        guard provider.calledLocals[write.parts[0]]?.hasPrefix("dequeueReusable") == true
        else { continue }
        let path = write.parts.dropFirst().joined(separator: ".")
        guard fetched[path] != nil else { continue }
        let value =
          DrawRules.assignedValue(write.node)?.map(\.trimmedDescription).joined(separator: " ")
          ?? ""
        writes[path, default: []].append((write.node, value))
      }
      var findings: [Finding] = []
      for (path, list) in writes.sorted(by: { $0.key < $1.key }) {
        guard let first = list.first, list.allSatisfy({ $0.value == first.value }),
          Self.isConstant(first.value),
          list.allSatisfy({ !Self.isConditional($0.node) }),
          let other = fetched[path]?.first(where: { $0.value != first.value })
        else { continue }
        let method = other.method
        findings.append(
          project.warning(
            .cellContentNotReset, at: first.node, file: provider.file,
            Finding.Message(
              "'\(path)' is set to \(first.value) for every item here, while \(method) sets it "
                + "from the model on cells it gets with cellForRow(at:)/cellForItem(at:): a "
                + "reloaded or reused cell shows \(first.value) again while the model keeps "
                + "the change; set it from the item's state here")))
      }
      return findings
    }

    /// The names a unit gives the cells it fetches: `let cell = list.cellForRow(at: path)`,
    /// `if let cell = … as? Cell`, `cell = collectionView.cellForItem(at: path) as! Cell`.
    static func fetchedCellNames(in unit: CodeUnit) -> Set<String> {
      var names = Set(
        unit.calledLocals.filter { $0.value == "cellForRow" || $0.value == "cellForItem" }.keys)
      guard let declaration = unit.declaration?.parent else { return names }
      for token in declaration.tokens(viewMode: .sourceAccurate)
      where token.text == "cellForRow" || token.text == "cellForItem" {
        var node = Syntax(token)
        while let parent = node.parent,
          !parent.is(CodeBlockItemSyntax.self), !parent.is(InitializerClauseSyntax.self),
          !parent.is(ExprListSyntax.self), !parent.is(InfixOperatorExprSyntax.self)
        {
          node = parent
        }
        if let clause = node.parent?.as(InitializerClauseSyntax.self) {
          if let binding = clause.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          {
            names.insert(name)
          } else if let condition = clause.parent?.as(OptionalBindingConditionSyntax.self),
            let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          {
            names.insert(name)
          }
        } else if let list = node.parent?.as(ExprListSyntax.self) {
          let elements = Array(list)
          if let index = elements.firstIndex(where: { Syntax($0).id == node.id }), index >= 2,
            elements[index - 1].is(AssignmentExprSyntax.self),
            let name = elements[index - 2].as(DeclReferenceExprSyntax.self)?.baseName.text
          {
            names.insert(name)
          }
        }
      }
      return names
    }

    static func isConstant(_ value: String) -> Bool {
      guard let pattern = constantValue else { return false }
      return pattern.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) != nil
    }

    /// Whether the write is inside an `if`, a `switch`, a loop or a closure of its method.
    private static func isConditional(_ node: Syntax) -> Bool {
      var current = node.parent
      while let step = current, !step.is(FunctionDeclSyntax.self) {
        if step.is(IfExprSyntax.self) || step.is(SwitchExprSyntax.self)
          || step.is(ForStmtSyntax.self) || step.is(WhileStmtSyntax.self)
          || step.is(ClosureExprSyntax.self)
        {
          return true
        }
        current = step.parent
      }
      return false
    }
  }
#endif
