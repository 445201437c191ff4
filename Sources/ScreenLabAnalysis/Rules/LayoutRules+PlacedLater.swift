#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension LayoutRules {
    // MARK: - SL207, a subview's frame read before the same pass places it

    /// The layout passes whose own statements place subviews.
    static let placingPasses: Set<String> = [
      "viewDidLayoutSubviews", "viewWillLayoutSubviews", "layoutSubviews",
    ]

    /// SL207 for a layout pass that reads a subview's frame or bounds before one of its later
    /// statements places that subview (`textView.frame = view.bounds`): a value written in
    /// the pass, or in a method of the type the pass calls first (`updateBadge()`), is
    /// computed from the frame the subview had before this pass (at first, the storyboard's;
    /// after a rotation, the previous size's), and nothing computes it again once the subview
    /// has its new frame until the next pass. Reported once per pass, at the statement that
    /// reads (or calls the method that reads).
    func geometryReadBeforePlacedFindings() -> [Finding] {
      var findings: [Finding] = []
      let unitsByType = project.unitsByType
      for unit in project.units {
        guard case .function(let name) = unit.kind, Self.placingPasses.contains(name),
          let typeName = unit.typeName, let type = project.index.type(typeName),
          let body = unit.declaration?.parent?.as(FunctionDeclSyntax.self)?.body
        else { continue }
        let statements = Array(body.statements)
        // The statement that first places each subview.
        var placedAt: [String: Int] = [:]
        for write in unit.writes {
          let parts = Expressions.withoutSelf(write.parts)
          // A `center` alone moves the subview without resizing it: its size read earlier
          // stays right.
          guard parts.count == 2, ["frame", "bounds"].contains(parts[1]),
            parts[0] != "view", isSubview(parts[0], of: type),
            let index = statements.firstIndex(where: { $0.range.contains(write.node.position) })
          else { continue }
          placedAt[parts[0]] = min(placedAt[parts[0]] ?? index, index)
        }
        guard !placedAt.isEmpty else { continue }
        let helpers = unitsByType[typeName] ?? []
        var hit: (node: Syntax, view: String, via: String?)?
        for write in unit.writes where hit == nil {
          guard
            let index = statements.firstIndex(where: { $0.range.contains(write.node.position) }),
            let value = DrawRules.assignedValue(write.node),
            let view = value.flatMap(Self.subviewGeometryReads).first(where: { name in
              (placedAt[name].map { index < $0 } ?? false) && !unit.isLocal(name)
            })
          else { continue }
          hit = (write.node, view, nil)
        }
        for call in unit.calls where hit == nil && call.isOnSelf {
          guard
            let index = statements.firstIndex(where: { $0.range.contains(call.node.position) }),
            let helper = helpers.first(where: { $0.kind == .function(call.name) }),
            !helper.calls.contains(where: { $0.name == "layoutIfNeeded" })
          else { continue }
          let view = helper.writes.lazy.compactMap { write -> String? in
            guard let value = DrawRules.assignedValue(write.node) else { return nil }
            return value.flatMap(Self.subviewGeometryReads).first { name in
              (placedAt[name].map { index < $0 } ?? false) && !helper.isLocal(name)
            }
          }.first
          if let view { hit = (Syntax(call.node), view, call.name) }
        }
        guard let hit else { continue }
        findings.append(
          project.warning(
            .geometryBeforeLayout, at: hit.node, file: unit.file,
            .geometryReadBeforePlaced(pass: name, view: hit.view, via: hit.via)))
      }
      return findings
    }
  }

  extension Finding.Message {
    fileprivate static func geometryReadBeforePlaced(pass: String, view: String, via: String?)
      -> Finding.Message
    {
      let reader = via.map { " (through '\($0)()')" } ?? ""
      return Finding.Message(
        "\(pass)() reads '\(view)''s frame\(reader) before it places '\(view)': that frame is "
          + "the one before this pass (the storyboard's at first, the previous size's after "
          + "a rotation), and nothing computes the value again until the next pass; place "
          + "'\(view)' first")
    }
  }
#endif
