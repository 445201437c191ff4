#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL108, at a write: a property that `layoutSubviews()` reads, written by a method of the
  /// view that requests no layout (Docs/Analyzer.md, SL108).
  extension LayoutRules {
    /// A view whose `layoutSubviews()` (or a layer whose `layoutSublayers()`) reads a stored
    /// `var` without an observer, written by one of the type's methods (not set-up code, not
    /// the layout pass) when nothing in the method's reach, nor in that of a method of the type
    /// calling it, lays the view out again or places what the layout pass places: the frames
    /// and constraint constants the layout pass computes from the value stay as they were
    /// until something else lays the view out. Reported at the write.
    func unrequestedLayoutFindings() -> [Finding] {
      var findings: [Finding] = []
      for type in project.index.ordered where type.isClass {
        let layout = ["layoutSubviews", "layoutSublayers"].flatMap { type.functions[$0] ?? [] }
          .filter { $0.signature.parameterClause.parameters.isEmpty && $0.body != nil }
        guard !layout.isEmpty else { continue }
        let read = Self.reach(layout.compactMap(\.body).map(Syntax.init), in: type).names
        let candidates = read.filter { name in
          guard let property = type.properties[name] else { return false }
          return !property.isComputed && !property.isLet && !property.isStatic
            && property.observers.isEmpty
        }
        guard !candidates.isEmpty else { continue }
        let units = project.units.filter { $0.typeName == type.name }
        let setup = SetupAnalysis(units: units, externalCalls: [:], functions: type.functions)
        for unit in units where !setup.contains(unit) {
          guard case .function(let method) = unit.kind, !Self.layoutPasses.contains(method),
            !unit.isDrawPass
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
            Finding(
              rule: .displayRequestedForLayoutState, severity: .warning,
              location: project.location(of: first.node, file: unit.file),
              message: """
                '\(type.name).\(parts[0])' is read by \(layout[0].displayName), but \
                \(unit.displayName) writes it without setNeedsLayout(): the frames and \
                constraints computed from it keep the old value until something else lays \
                the view out; call setNeedsLayout() after the write
                """))
        }
      }
      return findings
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
        unit.calls.contains { $0.name == method && ($0.base == "self" || $0.base == nil) }
      }
      guard !callers.isEmpty else { return false }
      return callers.allSatisfy { unit in
        guard case .function(let name) = unit.kind else { return false }
        return lays(name)
      }
    }
  }
#endif
