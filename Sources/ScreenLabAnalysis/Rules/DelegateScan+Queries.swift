#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// What the rules ask of the scan once it has read every file.
  extension DelegateScan {
    /// Whether a write goes through a property to a member of another object of the sources
    /// that announces its changes (`viewModel.items = …` where `items` has a `didSet` that
    /// calls `onChange`): that object tells the screen, which the rule does not follow.
    func isAnnounced(_ write: Write, in type: String) -> Bool {
      guard let member = write.member, let owner = propertyTypes[type]?[write.name] else {
        return false
      }
      return announcingProperties.contains(Key(type: owner, name: member))
    }

    /// Per type, the names the cell providers and `draw` read, less the screen's own objects
    /// (`isScreenObject`): what the rows are made from.
    var readsInShowingMethods: [String: Set<String>] {
      var result: [String: Set<String>] = [:]
      for method in methods
      where DelegateRules.showingMethods.contains(method.name)
        && !Self.isEventCallback(method.signature)
      {
        result[method.type, default: []].formUnion(
          method.reads.lazy.filter { !self.isScreenObject($0, in: method.type) })
      }
      return result
    }

    /// Whether the property `name` of `type` holds a part of the screen rather than data the
    /// rows show: the list itself (`tableView.dequeueReusableCell(…)` in a cell provider is a
    /// read of the table, not of what the rows show), a view, a control or a view controller,
    /// by its declared type or its name, and the view controller's inherited links to its
    /// containers. Writing one (`tableView.delegate = self`,
    /// `navigationController?.isNavigationBarHidden = true`) configures the screen; no reload
    /// is owed for it.
    func isScreenObject(_ name: String, in type: String) -> Bool {
      if Self.inheritedScreenNames.contains(name) { return true }
      let lower = name.lowercased()
      if lower.hasSuffix("tableview") || lower.hasSuffix("collectionview") { return true }
      guard let declared = propertyTypes[type]?[name] else { return false }
      return Self.screenObjectSuffixes.contains { declared.hasSuffix($0) }
    }

    /// Whether a list delegate method answers an event rather than filling the screen:
    /// `tableView(_:didSelectRowAt:)` reads the item it pushes, `tableView(_:canEditRowAt:)`
    /// the rules of editing; neither shows what it reads in a row.
    static func isEventCallback(_ signature: String) -> Bool {
      let labels = signature.split(separator: ":")
      guard labels.count > 2 else { return false }
      let label = labels[1]
      return eventLabelPrefixes.contains { label.hasPrefix($0) }
    }

    static let eventLabelPrefixes = [
      "did", "should", "can", "commit", "move", "willSelect", "willDeselect", "willBegin",
      "accessoryButtonTapped", "perform", "contextMenu", "targetIndexPath",
    ]

    /// Whether `type` can reload the list it fills: it is a view or a view controller (a
    /// `UITableViewController` inherits its table), or it keeps the list in a property. A
    /// data source of its own (`final class RowsDataSource: NSObject,
    /// UITableViewDataSource` with `items` and `func add(_:)`) is told to change by the
    /// screen that owns the table, which reloads after the call: the reload is owed there.
    func ownsList(_ type: String) -> Bool {
      let screens = ["Controller", "VC", "View", "Cell"]
      if inherited[type]?.contains(where: { name in screens.contains { name.hasSuffix($0) } })
        == true
      {
        return true
      }
      return propertyTypes[type]?.contains { name, declared in
        let lower = name.lowercased()
        return lower.hasSuffix("tableview") || lower.hasSuffix("collectionview")
          || declared.hasSuffix("TableView") || declared.hasSuffix("CollectionView")
      } == true
    }

    /// The view controller's own view and its links to the controllers that contain it.
    static let inheritedScreenNames: Set<String> = [
      "view", "navigationController", "tabBarController", "splitViewController",
      "navigationItem", "refreshControl", "presentingViewController",
    ]

    /// Type names of views, controls and view controllers (`UITableView`, a `GraphView`,
    /// `UISearchController`, `UIActivityIndicatorView`).
    static let screenObjectSuffixes = [
      "View", "ViewController", "NavigationController", "SearchController", "Cell", "Layer",
      "Button", "Label", "TextField", "Bar", "Switch", "Slider", "Control", "Stepper",
    ]

    func superclasses(of type: String) -> [String] {
      Array(inherited[type] ?? [])
    }

    /// Whether `type` inherits from `ancestor` through the declarations the scan read, at
    /// any depth (a cycle in broken sources ends the walk).
    func inherits(_ type: String, from ancestor: String) -> Bool {
      var seen: Set<String> = [type]
      var next = Array(inherited[type] ?? [])
      while let name = next.popLast() {
        if name == ancestor { return true }
        if seen.insert(name).inserted { next.append(contentsOf: inherited[name] ?? []) }
      }
      return false
    }

    func isDelegateCallback(_ method: Method) -> Bool {
      if DelegateRules.uikitCallbacks.contains(method.name) { return true }
      for name in inherited[method.type] ?? [] {
        if protocolMethods[name]?.contains(method.signature) == true { return true }
      }
      return false
    }
  }
#endif
