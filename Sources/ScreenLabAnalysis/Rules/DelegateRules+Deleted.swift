#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension DelegateRules {
    // MARK: - SL303, a swiped-away row removed from the data only

    /// The calls that take an element out of an array.
    static let removals: Set<String> = [
      "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue",
    ]

    /// SL303 for a table's delete action that changes only the data: the data source's
    /// `tableView(_:commit:forRowAt:)` takes the item out of an array the data source shows
    /// (`items.remove(at: indexPath.row)`) and neither deletes the row (`deleteRows(at:with:)`)
    /// nor reloads the table, and calls no method of its own type that might, and the array
    /// has no observer (`didSet`) that might. A table view
    /// asks its data source again only when told to (Apple, `UITableView.deleteRows(at:with:)`
    /// and `reloadData()`; the commit method's documentation: "the data source … should
    /// delete the row and its model object"), so the deleted row stays on screen showing an
    /// item that is gone, and the next reload or scroll moves every row below it. Reported at
    /// the removal.
    func rowsRemovedFromDataOnly() -> [Finding] {
      var findings: [Finding] = []
      for unit in project.units {
        guard unit.kind == .function("tableView"), unit.displayName.contains("commit"),
          let typeName = unit.typeName, let type = project.index.type(typeName)
        else { continue }
        let units = project.unitsByType[typeName] ?? []
        var shown = Set<String>()
        for other in units where other.kind == .function("tableView") {
          guard
            other.displayName.contains("numberOfRows")
              || other.displayName.contains("cellForRow"),
            let declaration = other.declaration?.parent
          else { continue }
          for token in declaration.tokens(viewMode: .sourceAccurate) { shown.insert(token.text) }
        }
        guard
          !unit.calls.contains(where: { call in
            DelegateRules.refreshCalls.contains(call.name) || call.name == "endUpdates"
              || (call.isOnSelf && type.functions[call.name] != nil)
          })
        else { continue }
        for call in unit.calls where Self.removals.contains(call.name) {
          guard let base = call.base,
            let root = Expressions.withoutSelf(base.split(separator: ".").map(String.init))
              .first,
            shown.contains(root), !unit.isLocal(root),
            // A property whose observer reloads (`didSet { tableView.reloadData() }`).
            project.property(root, of: typeName)?.observers.isEmpty ?? true
          else { continue }
          findings.append(
            project.warning(
              .listDataWithoutReload, at: Syntax(call.node), file: unit.file,
              .rowRemovedFromDataOnly(root)))
          break
        }
      }
      return findings
    }
  }

  extension Finding.Message {
    fileprivate static func rowRemovedFromDataOnly(_ name: String) -> Finding.Message {
      Finding.Message(
        "the deleted item is taken out of '\(name)', which the table shows, but the row is "
          + "neither deleted nor reloaded: the table keeps showing it until something reloads "
          + "the whole list; call tableView.deleteRows(at: [indexPath], with: .automatic) "
          + "after the removal")
    }
  }
#endif
