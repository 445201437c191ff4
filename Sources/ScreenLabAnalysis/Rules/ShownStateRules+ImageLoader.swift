#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension ShownStateRules {
    // MARK: - SL318, a late image through the image view's own loader

    /// SL318 for an image view's own loading method: a method the sources add to
    /// `UIImageView` (an extension, or a subclass) sets the view's `image` inside a closure
    /// that runs later (a download's completion), with no check that the view still waits for
    /// that request (a URL, an identifier or a tag compared) and nothing cancelled; a cell (a
    /// configuring method of a cell's class, or a list's `cellForRowAt`/`cellForItemAt`) calls
    /// it on one of its image views, and the cell's `prepareForReuse()` cancels nothing. The
    /// table hands the same cell to another row while the download runs (Apple,
    /// `dequeueReusableCell(withIdentifier:for:)`), so every download started for the cell
    /// lands on it, the slowest last: a row shows another item's image, and until its own
    /// download lands the previous row's. Reported at the call, once per method.
    func lateImagesThroughLoaders() -> [Finding] {
      let loaders = unguardedImageLoaders()
      guard !loaders.isEmpty else { return [] }
      var findings: [Finding] = []
      for unit in project.units {
        guard case .function(let name) = unit.kind,
          let function = unit.declaration?.parent, !function.description.contains("cancel")
        else { continue }
        let provider =
          ["tableView", "collectionView"].contains(name) && unit.displayName.contains(":cellFor")
        let cellType = unit.typeName.flatMap { project.index.type($0) }
        let inCell =
          cellType.map { Self.isCell($0, project.index) } ?? false
          && !Self.cellLifecycleMethods.contains(name)
        guard provider || inCell else { continue }
        for call in unit.calls where loaders.contains(call.name) {
          guard let base = call.base else { continue }
          let parts = Expressions.withoutSelf(base.split(separator: ".").map(String.init))
          guard !parts.isEmpty, parts.count <= 2 else { continue }
          if provider {
            // `cell.poster.load(…)` on the dequeued cell.
            guard parts.count == 2, unit.isLocal(parts[0]),
              function.description.range(
                of:
                  "(let|var)\\s+\(NSRegularExpression.escapedPattern(for: parts[0]))\\b[^\\n]*dequeueReusable",
                options: .regularExpression) != nil,
              !cancelsInPrepareForReuse(unit.locals[parts[0]])
            else { continue }
          } else {
            guard parts.count == 1, !unit.isLocal(parts[0]),
              !cancelsInPrepareForReuse(unit.typeName)
            else { continue }
          }
          findings.append(
            project.warning(
              .cellContentNotReset, at: Syntax(call.node), file: unit.file,
              .lateImageThroughLoader(parts.joined(separator: "."), call.name)))
          break
        }
      }
      return findings
    }

    /// The names of the methods of `UIImageView` (an extension or a subclass) that set
    /// `image` in a late closure with no identity check and no cancellation.
    private func unguardedImageLoaders() -> Set<String> {
      var names = Set<String>()
      for unit in project.units {
        guard case .function(let name) = unit.kind, let typeName = unit.typeName,
          isImageView(typeName), let function = unit.declaration?.parent
        else { continue }
        let text = function.description
        guard !text.contains("cancel"),
          text.range(of: Self.identityCheck, options: .regularExpression) == nil
        else { continue }
        let late = unit.writes.contains { write in
          Expressions.withoutSelf(write.parts) == ["image"]
            && Self.outermostLateClosure(of: write.node) != nil
        }
        if late { names.insert(name) }
      }
      return names
    }

    private func isImageView(_ typeName: String) -> Bool {
      if typeName == "UIImageView" { return true }
      guard let type = project.index.type(typeName) else { return false }
      return DrawRules.chain(of: type, in: project.index).contains {
        $0.inheritedOrder.first == "UIImageView"
      }
    }

    /// Whether a cell's class (`as! PosterCell`; a trailing `?` or `!` is ignored) cancels a
    /// request in `prepareForReuse()`: both halves of SL318 leave such a cell alone.
    func cancelsInPrepareForReuse(_ cellType: String?) -> Bool {
      guard var name = cellType else { return false }
      if name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
      guard let type = project.index.type(name) else { return false }
      return DrawRules.chain(of: type, in: project.index).contains { link in
        (link.functions["prepareForReuse"] ?? []).contains { $0.description.contains("cancel") }
      }
    }
  }

  extension Finding.Message {
    fileprivate static func lateImageThroughLoader(_ view: String, _ loader: String)
      -> Finding.Message
    {
      Finding.Message(
        "'\(view)' is given its image by '\(loader)', which sets it when a download finishes "
          + "without checking that the view still waits for that request, and the cell "
          + "cancels nothing when it is reused: every download started for the cell lands on "
          + "it, so a reused cell shows the previous item's image and a slower earlier "
          + "download can replace the right one; cancel the request in prepareForReuse() or "
          + "compare the requested URL before setting the image")
    }
  }
#endif
