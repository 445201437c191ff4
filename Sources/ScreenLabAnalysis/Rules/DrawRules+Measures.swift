#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension DrawRules {
    // MARK: - SL105, a pass that measures the view

    /// Functions a measuring value may call besides the number and geometry types.
    static let measuringFunctions: Set<String> = [
      "min", "max", "floor", "ceil", "round", "abs", "sqrt", "hypot",
    ]

    /// The writes by which the draw pass only measures the view: each gives a property, by a plain
    /// assignment in the pass itself, a value that reads nothing but the view's size
    /// (`bounds`, `frame`, the rectangle drawn), literals, geometry types and properties the
    /// pass has measured before it (`cell = bounds.width / 9`, then
    /// `originX = (bounds.width - cell * 8) / 2`). Such a write gives the same value on every
    /// pass for the same size, and the pass recomputes it before it draws with it: it changes
    /// nothing the screen shows.
    /// Counting a pass or keeping a value of the data (`passes += 1`, `lastMax = bars.max()`)
    /// is not measuring.
    ///
    /// Gives the writes that measure.
    static func measuringWrites(_ unit: CodeUnit) -> Set<SyntaxIdentifier> {
      guard unit.isDrawPass else { return [] }
      var measured = Set<String>()
      var writes = Set<SyntaxIdentifier>()
      for write in unit.writes {
        var parts = write.parts
        if parts.first == "self" { parts.removeFirst() }
        guard parts.count == 1, !unit.isLocal(parts[0]) || write.parts[0] == "self",
          let value = assignedValue(write.node),
          measuresView(value, in: unit, measured: measured)
        else { continue }
        measured.insert(parts[0])
        writes.insert(write.node.id)
      }
      return writes
    }

    /// The value of a plain assignment (`=`, not `+=`) whose target is `target`: the
    /// elements after the `=` of an unfolded sequence (`bounds.width`, `/`, `9`).
    static func assignedValue(_ target: Syntax) -> [ExprSyntax]? {
      if let list = target.parent?.as(ExprListSyntax.self) {
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { Syntax($0).id == target.id }),
          index + 2 < elements.count, elements[index + 1].is(AssignmentExprSyntax.self)
        else { return nil }
        return Array(elements[(index + 2)...])
      }
      if let infix = target.parent?.as(InfixOperatorExprSyntax.self),
        infix.operator.is(AssignmentExprSyntax.self), Syntax(infix.leftOperand).id == target.id
      {
        return [infix.rightOperand]
      }
      return nil
    }

    /// Whether `value` reads the view's size and nothing else that changes.
    static func measuresView(_ value: [ExprSyntax], in unit: CodeUnit, measured: Set<String>)
      -> Bool
    {
      let size: Set<String> = Set(["bounds", "frame"] + unit.parameters)
      var readsSize = false
      for node in value.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
        guard let reference = node.parent?.as(DeclReferenceExprSyntax.self) else {
          // Closures and other statements inside the value: not a measure.
          if node.tokenKind == .leftBrace { return false }
          continue
        }
        let name = reference.baseName.text
        if let member = reference.parent?.as(MemberAccessExprSyntax.self),
          member.declName.id == reference.id
        {
          // `bounds.width`, `CGFloat.zero`, `.zero`: a member of an allowed root; a member of
          // `self` is judged as a plain name.
          guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else {
            continue
          }
        }
        if name == "self" {
          guard let member = reference.parent?.as(MemberAccessExprSyntax.self),
            member.base?.id == ExprSyntax(reference).id
          else { return false }
          continue
        }
        if size.contains(name) {
          readsSize = true
        } else if measured.contains(name) || measuringFunctions.contains(name)
          || numberTypes.contains(name) || name.hasPrefix("CG")
        {
          continue
        } else {
          return false
        }
      }
      return readsSize
    }

    // MARK: - SL101, state of a touch that the touch's next phases draw

    /// Whether the view's `touchesMoved(_:with:)` and `touchesEnded(_:with:)` both request
    /// display: what `touchesBegan(_:with:)` writes (the square a drag starts from, the piece
    /// it lifts) is drawn by the first move, or by the end of a touch that does not move.
    /// UIKit delivers the phases of one touch in order, so the state is shown as soon as the
    /// touch does anything the view draws.
    func touchPhasesRedraw(_ drawn: DrawnType) -> Bool {
      let handlers = units(of: drawn.chain)
      return ["touchesMoved", "touchesEnded"].allSatisfy { phase in
        handlers.contains { handler in
          handler.kind == .function(phase) && Self.requestsDisplay(handler, on: "self", in: drawn)
        }
      }
    }
  }
#endif
