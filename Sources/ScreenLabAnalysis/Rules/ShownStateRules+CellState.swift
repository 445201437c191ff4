#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension ShownStateRules {
    // MARK: - SL315

    /// Methods of a cell that UIKit calls to set it up or to follow its own state, not to
    /// change what one item shows.
    static let cellLifecycleMethods: Set<String> = [
      "awakeFromNib", "layoutSubviews", "prepareForReuse", "setSelected", "setHighlighted",
      "setEditing", "didMoveToSuperview", "didMoveToWindow", "updateConfiguration",
      "updateConstraints", "traitCollectionDidChange", "apply",
    ]

    /// Properties that a configuring method sets to show an item.
    static let contentMembers: Set<String> = ["image", "text", "attributedText"]
    static let contentCalls: Set<String> = ["setImage", "setTitle", "setAttributedTitle"]

    /// SL315: a reusable cell (a subclass of a class whose name ends in `Cell`) with no
    /// `prepareForReuse()` in the analysis, a method that changes which of its subviews it
    /// shows — `UIView.transition(from:to:…)` between two of them, `isHidden` or
    /// `removeFromSuperview()` on one — on its own (no parameter but completion handlers, so
    /// not from an item, and no list's cell provider calls it), and a configuring method (one with parameters that sets an image or
    /// a text of a subview) that neither calls that method nor sets those subviews' presence.
    /// A table or collection view hands back a cell that showed another item (Apple,
    /// `UITableView.dequeueReusableCell(withIdentifier:for:)`; `prepareForReuse()`: "performs
    /// any clean up necessary to prepare the view for use again"), so a reused cell keeps the
    /// other item's flipped or hidden state while it shows the new item's content. Reported at
    /// the configuring method.
    func cellStatesNotReset() -> [Finding] {
      var findings: [Finding] = []
      let unitsByType = project.unitsByType
      // Methods a list's cell provider calls on a cell: the list configures the cell with
      // them, row by row.
      var configuredByLists = Set<String>()
      for unit in project.units {
        guard case .function(let name) = unit.kind, ["tableView", "collectionView"].contains(name),
          unit.displayName.contains(":cellFor")
        else { continue }
        for call in unit.calls where call.base != nil && call.base != "self" {
          configuredByLists.insert(call.name)
        }
      }
      for type in project.index.ordered where type.isClass && Self.isCell(type, project.index) {
        let chain = DrawRules.chain(of: type, in: project.index)
        guard !chain.contains(where: { $0.functions["prepareForReuse"] != nil }) else { continue }
        let subviews = Set(
          type.properties.values.filter { Self.isSubview($0) }.map(\.name))
        guard !subviews.isEmpty else { continue }
        let units = unitsByType[type.name] ?? []
        let setUpCalls = Set(
          units.filter { unit in
            if unit.kind == .initializer { return true }
            if case .function(let name) = unit.kind { return name == "awakeFromNib" }
            return false
          }.flatMap { $0.calls.filter { $0.base == "self" }.map(\.name) })
        var toggled = Set<String>()
        var togglers = Set<String>()
        for unit in units {
          guard case .function(let name) = unit.kind, !Self.cellLifecycleMethods.contains(name),
            !setUpCalls.contains(name),
            type.functions[name]?.allSatisfy({ Self.takesOnlyHandlers($0) }) == true
          else { continue }
          let changed = Self.presenceChanges(unit, subviews: subviews, adding: false)
          guard !changed.isEmpty, !configuredByLists.contains(name) else { continue }
          toggled.formUnion(changed)
          togglers.insert(name)
        }
        guard !toggled.isEmpty else { continue }
        for unit in units {
          guard case .function(let name) = unit.kind, !unit.parameters.isEmpty,
            !togglers.contains(name), Self.setsContent(unit, subviews: subviews),
            Self.presenceChanges(unit, subviews: subviews, adding: true).isDisjoint(with: toggled),
            !unit.calls.contains(where: { $0.base == "self" && togglers.contains($0.name) }),
            let declaration = type.functions[name]?.first
          else { continue }
          findings.append(
            project.warning(
              .cellStateNotReset, at: declaration, file: unit.file,
              .cellStateNotReset(
                type.name, configuring: unit.displayName, togglers: togglers.sorted(),
                views: toggled.sorted())))
        }
      }
      return findings
    }

    /// Whether `type` or a superclass of the analysis inherits a class named `…Cell`.
    static func isCell(_ type: TypeInfo, _ index: TypeIndex) -> Bool {
      DrawRules.chain(of: type, in: index).contains { link in
        link.inheritedOrder.first.map { $0.hasSuffix("Cell") } ?? false
      }
    }

    /// A stored subview: an outlet, or a UIKit view by its type.
    static func isSubview(_ property: PropertyInfo) -> Bool {
      if property.isStatic || property.isComputed { return false }
      if property.attributes.contains("IBOutlet") { return true }
      guard let type = property.typeName, type.hasPrefix("UI") else { return false }
      return ["View", "Label", "Button"].contains { type.hasSuffix($0) }
    }

    /// Whether every parameter of `function` is a closure (a completion handler).
    static func takesOnlyHandlers(_ function: FunctionDeclSyntax) -> Bool {
      function.signature.parameterClause.parameters.allSatisfy { parameter in
        var type = parameter.type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
          let only = tuple.elements.first
        {
          type = only.type
        }
        return type.is(FunctionTypeSyntax.self)
      }
    }

    /// The subviews whose presence `unit` changes: `UIView.transition(from:to:…)` between
    /// them, `isHidden` written, `removeFromSuperview()`, and with `adding`, `addSubview(_:)`
    /// (which builds a cell as often as it toggles one, so it only counts as putting back).
    static func presenceChanges(_ unit: CodeUnit, subviews: Set<String>, adding: Bool)
      -> Set<String>
    {
      var changed = Set<String>()
      func plain(_ path: String?) -> String? {
        guard var path else { return nil }
        if path.hasPrefix("self.") { path.removeFirst(5) }
        return subviews.contains(path) ? path : nil
      }
      for call in unit.calls {
        if call.name == "transition", call.base == "UIView" {
          for argument in call.node.arguments where ["from", "to"].contains(argument.label?.text) {
            if let name = plain(Expressions.path(argument.expression)) { changed.insert(name) }
          }
        } else if call.name == "removeFromSuperview", let name = plain(call.base) {
          changed.insert(name)
        } else if adding, ShownStateRules.treeCalls.contains(call.name),
          let argument = call.node.arguments.first?.expression,
          let name = plain(Expressions.path(argument))
        {
          changed.insert(name)
        }
      }
      for write in unit.writes {
        var parts = write.parts
        if parts.first == "self" { parts.removeFirst() }
        if parts.count == 2, parts[1] == "isHidden", subviews.contains(parts[0]) {
          changed.insert(parts[0])
        }
      }
      return changed
    }

    /// Whether `unit` shows an item's content in a subview (`imageView.image = …`,
    /// `titleLabel.text = …`, `button.setImage(…)`).
    static func setsContent(_ unit: CodeUnit, subviews: Set<String>) -> Bool {
      let writes = unit.writes.contains { write in
        var parts = write.parts
        if parts.first == "self" { parts.removeFirst() }
        return parts.count == 2 && subviews.contains(parts[0])
          && contentMembers.contains(parts[1])
      }
      return writes
        || unit.calls.contains { call in
          guard contentCalls.contains(call.name), var base = call.base else { return false }
          if base.hasPrefix("self.") { base.removeFirst(5) }
          return subviews.contains(base)
        }
    }
  }

  extension Finding.Message {
    fileprivate static func cellStateNotReset(
      _ type: String, configuring: String, togglers: [String], views: [String]
    ) -> Finding.Message {
      let changers = togglers.map { "\($0)()" }.joined(separator: ", ")
      let shown = quoted(views)
      return Finding.Message(
        "'\(type)' is a reusable cell: \(changers) changes which of \(shown) it shows, and "
          + "neither \(configuring) nor a prepareForReuse() puts them back, so a reused cell "
          + "keeps the previous item's state under the new item's content; override "
          + "prepareForReuse() (calling super) and restore them there, or set them in "
          + "\(configuring)")
    }
  }
#endif
