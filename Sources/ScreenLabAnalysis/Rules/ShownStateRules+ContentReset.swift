#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension ShownStateRules {
    // MARK: - SL318, a content view's reset that no reuse calls

    /// SL318's third shape: a reusable cell (a subclass of a class named `…Cell`) holds, in a
    /// stored property or one level further down (a property of the view it holds), a view
    /// whose class declares its own `prepareForReuse()` (not an override: the view is no
    /// reusable view of UIKit, so UIKit never calls it), and nothing calls that method: no
    /// `prepareForReuse()` call in the analysis names the property (`content.prepareForReuse()`,
    /// `content.list.prepareForReuse()`, the held view forwarding `list.prepareForReuse()`),
    /// and no class of the cell's chain or its subclasses resets views generically (a call on
    /// a cast, a loop variable or another receiver that is not one of its properties). The
    /// view declares what an item leaves behind (an icon's pending load, its image); a table or
    /// collection view hands back the cell as the last row left it (Apple,
    /// `UICollectionReusableView.prepareForReuse()`, called only on the reusable view itself),
    /// so the reused cell shows the previous item's icon until, or unless, the new one lands.
    /// Reported at the cell's property that holds the view.
    func contentViewResetsNeverCalled() -> [Finding] {
      let index = project.index
      guard hasResettableView(index) else { return [] }
      var resetBases: [String] = []
      for unit in project.units {
        for call in unit.calls where call.name == "prepareForReuse" {
          if let base = call.base, base != "super", base != "self" { resetBases.append(base) }
        }
      }
      let unitsByType = project.unitsByType
      // The subclasses of each class, from one walk of every class's chain.
      var subclasses: [String: [TypeInfo]] = [:]
      for type in index.ordered where type.isClass {
        for link in DrawRules.chain(of: type, in: index).dropFirst() {
          subclasses[link.name, default: []].append(type)
        }
      }
      var findings: [Finding] = []
      for type in index.ordered where type.isClass && Self.isCell(type, index) {
        let related = DrawRules.chain(of: type, in: index) + (subclasses[type.name] ?? [])
        guard !resetsGenerically(related, unitsByType) else { continue }
        for name in type.propertyOrder {
          guard let property = type.properties[name], !property.isStatic, !property.isComputed,
            let held = property.typeName.flatMap({ index.type($0) }), held.isClass,
            !Self.isCell(held, index), let declaration = property.declaration
          else { continue }
          var missing: (path: String, type: String)?
          if Self.declaresOwnReset(held) {
            if !Self.isCalled(name, resetBases) { missing = (name, held.name) }
          } else {
            // One level down: a view of the held view, unless the held view forwards to it.
            let forwarded = Set(
              (unitsByType[held.name] ?? []).flatMap { unit in
                unit.calls.filter { $0.name == "prepareForReuse" }.compactMap(\.base)
              })
            for inner in held.propertyOrder {
              guard let innerProperty = held.properties[inner], !innerProperty.isStatic,
                !innerProperty.isComputed,
                let innerType = innerProperty.typeName.flatMap({ index.type($0) }),
                innerType.isClass, !Self.isCell(innerType, index),
                Self.declaresOwnReset(innerType), !forwarded.contains(inner),
                !Self.isCalled(name + "." + inner, resetBases)
              else { continue }
              missing = (name + "." + inner, innerType.name)
              break
            }
          }
          guard let missing else { continue }
          findings.append(
            project.warning(
              .cellContentNotReset, at: declaration, file: property.order.file,
              .contentViewResetNeverCalled(type.name, path: missing.path, view: missing.type)))
          break
        }
      }
      return findings
    }

    /// Whether any class of the analysis declares its own `prepareForReuse()`.
    private func hasResettableView(_ index: TypeIndex) -> Bool {
      index.ordered.contains { $0.isClass && Self.declaresOwnReset($0) }
    }

    /// A class that declares `prepareForReuse()` with no parameters and without `override`:
    /// a reset of its own that only its owner calls.
    static func declaresOwnReset(_ type: TypeInfo) -> Bool {
      (type.functions["prepareForReuse"] ?? []).contains { function in
        !function.modifiers.has("override") && !function.modifiers.has("static")
          && !function.modifiers.has("class")
          && function.signature.parameterClause.parameters.isEmpty
      }
    }

    /// Whether a `prepareForReuse()` call names `path`: the path itself, or a longer path
    /// ending in it (`cell.content.prepareForReuse()` in a list's provider).
    static func isCalled(_ path: String, _ bases: [String]) -> Bool {
      bases.contains { $0 == path || $0.hasSuffix("." + path) }
    }

    /// Whether a class of the cell's chain or its subclasses (`related`) calls `prepareForReuse()` on a
    /// receiver that is none of its stored properties (a cast, a loop over subviews): a reset
    /// the analysis cannot follow to one view.
    private func resetsGenerically(
      _ related: [TypeInfo], _ unitsByType: [String: [CodeUnit]]
    ) -> Bool {
      for member in related {
        for unit in unitsByType[member.name] ?? [] {
          for call in unit.calls where call.name == "prepareForReuse" {
            guard let base = call.base else { return true }
            if base == "super" || base == "self" { continue }
            let root = base.split(separator: ".").first.map(String.init) ?? base
            if project.property(root, of: member.name) == nil { return true }
          }
        }
      }
      return false
    }
  }

  extension Finding.Message {
    fileprivate static func contentViewResetNeverCalled(
      _ cell: String, path: String, view: String
    ) -> Finding.Message {
      Finding.Message(
        "'\(cell)' is a reusable cell, and '\(path)' is a '\(view)', which declares its own "
          + "prepareForReuse() to clear what an item left (UIKit calls it only on the cell); "
          + "nothing calls it, so a reused cell keeps the previous item's content there; "
          + "override prepareForReuse() in '\(cell)' (calling super) and call "
          + "'\(path).prepareForReuse()'")
    }
  }
#endif
