#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL108, at a write: a property that `layoutSubviews()` reads, written by a method of the
  /// view that requests no layout (Docs/Analyzer.md, SL108).
  extension LayoutRules {
    /// A view whose `layoutSubviews()` (or a layer whose `layoutSublayers()`) reads a stored
    /// `var` without an observer, written by one of the type's methods (not set-up code, not
    /// the layout pass nor a method it calls) when nothing in the method's reach, nor in that of a method of the type
    /// calling it, lays the view out again or places what the layout pass places: the frames
    /// and constraint constants the layout pass computes from the value stay as they were
    /// until something else lays the view out. Reported at the write.
    func unrequestedLayoutFindings() -> [Finding] {
      var findings: [Finding] = []
      for type in project.index.ordered where type.isClass {
        let layout = ["layoutSubviews", "layoutSublayers"].flatMap { type.functions[$0] ?? [] }
          .filter { $0.signature.parameterClause.parameters.isEmpty && $0.body != nil }
        guard !layout.isEmpty else { continue }
        let pass = Self.reach(layout.compactMap(\.body).map(Syntax.init), in: type)
        let read = Self.placedFrom(layout.compactMap(\.body).map(Syntax.init), in: type)
        let candidates = read.filter { name in
          guard let property = type.properties[name] else { return false }
          return !property.isComputed && !property.isLet && !property.isStatic
            && property.observers.isEmpty
        }
        guard !candidates.isEmpty else { continue }
        let units = project.units.filter { $0.typeName == type.name }
        let setup = SetupAnalysis(units: units, externalCalls: [:], functions: type.functions)
        for unit in units where !setup.contains(unit) {
          // A method the layout pass calls is part of it (`loadIfNeeded()` clearing the flag
          // `layoutSubviews()` reads).
          guard case .function(let method) = unit.kind, !Self.layoutPasses.contains(method),
            !pass.all.contains(method), !unit.isDrawPass
          else { continue }
          let written = unit.writes.filter { write in
            let parts = write.parts.first == "self" ? Array(write.parts.dropFirst()) : write.parts
            return parts.count == 1 && candidates.contains(parts[0])
              && (write.parts.first == "self" || !unit.isLocal(parts[0]))
          }
          guard let first = written.first, !requestsLayout(method, in: type, units: units)
          else { continue }
          let parts = first.parts.first == "self" ? Array(first.parts.dropFirst()) : first.parts
          findings.append(
            project.warning(
              .displayRequestedForLayoutState, at: first.node, file: unit.file,
              """
              '\(type.name).\(parts[0])' is read by \(layout[0].displayName), but \
              \(unit.displayName) writes it without setNeedsLayout(): the frames and \
              constraints computed from it keep the old value until something else lays \
              the view out; call setNeedsLayout() after the write
              """))
        }
      }
      return findings
    }

    /// The members whose assignment places a view or a layer (`fill.frame`, `top.constant`,
    /// `frame.origin.y`, `track.path`).
    static let placing: Set<String> = [
      "frame", "bounds", "center", "constant", "transform", "position", "origin", "size", "x",
      "y", "width", "height", "path",
    ]

    /// The stored properties of `type` that the values placed by `bodies` (and the methods of
    /// the type they call, two calls deep) are computed from: the right-hand sides of the
    /// assignments to ``placing`` members, followed through methods and computed properties.
    /// A property the pass reads for anything else (the order of the subviews, a cell's
    /// selection) is not laid out from.
    static func placedFrom(_ bodies: [Syntax], in type: TypeInfo) -> Set<String> {
      var values: [Syntax] = []
      eachToken(of: bodies) { token, next in
        if case .identifier(let name) = token.tokenKind {
          for function in type.functions[name] ?? [] {
            if let inner = function.body { next.append(Syntax(inner)) }
          }
          return
        }
        guard token.tokenKind == .equal, token.parent?.is(AssignmentExprSyntax.self) == true,
          let sequence = token.parent?.parent?.parent?.as(SequenceExprSyntax.self)
        else { return }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
          let target = Expressions.path(elements[0]),
          let member = target.split(separator: ".").last, placing.contains(String(member))
        else { return }
        values += elements.dropFirst(2).map { Syntax($0) }
      }
      return reach(values, in: type).names
    }

    /// The layout pass and the geometry UIKit asks for while laying out.
    static let layoutPasses: Set<String> = Set(["layoutSubviews", "layoutSublayers"])
      .union(layoutGeometry)

    /// Whether `method`, or every method of the type that calls it, lays the view out (two
    /// calls deep): a method no code of the type calls is judged by its own reach.
    func requestsLayout(_ method: String, in type: TypeInfo, units: [CodeUnit]) -> Bool {
      func lays(_ name: String) -> Bool {
        let bodies = (type.functions[name] ?? []).compactMap { $0.body.map(Syntax.init) }
        return !Self.reach(bodies, in: type).all.isDisjoint(with: Self.layingOut)
      }
      if lays(method) { return true }
      let callers = units.filter { unit in
        unit.calls.contains { $0.name == method && $0.isOnSelf }
      }
      guard !callers.isEmpty else { return false }
      return callers.allSatisfy { unit in
        guard case .function(let name) = unit.kind else { return false }
        return lays(name)
      }
    }
  }
#endif
