#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL301–SL302: weak delegate links and model writes that the list is not told about
  /// (Docs/Analyzer.md, SL301 and SL302).
  struct DelegateRules {
    let project: Project

    /// Calls that make a view show new model values: a table's or collection's reloads and
    /// updates, and a redraw request.
    static let refreshCalls: Set<String> = [
      "reloadData", "reloadRows", "reloadSections", "reconfigureRows", "insertRows",
      "deleteRows", "moveRow", "reloadItems", "reconfigureItems", "insertItems", "deleteItems",
      "performBatchUpdates", "setNeedsDisplay", "apply",
    ]

    /// UIKit delegate callbacks in which an edit ends (SL302 looks at them too).
    static let uikitCallbacks: Set<String> = ["textFieldDidEndEditing", "textViewDidEndEditing"]

    /// The methods that fill cells or draw: what reads a model property shows it.
    static let showingMethods: Set<String> = ["tableView", "collectionView", "draw"]

    /// Whether `name` is a delegate-link property name.
    static func isLinkName(_ name: String) -> Bool {
      name == "delegate" || name == "dataSource" || name.hasSuffix("Delegate")
        || name.hasSuffix("DataSource")
    }

    func findings() -> [Finding] {
      let scan = DelegateScan(viewMode: .sourceAccurate)
      for (file, tree) in project.trees.enumerated() {
        scan.file = file
        scan.walk(tree)
      }
      return unassignedLinks(scan) + unrefreshedCallbacks(scan) + unreloadedData(scan)
        + delayedReloads(scan) + staleDerivedCopies(scan) + listsReadOnceFromStorage()
        + rowsRemovedFromDataOnly() + globalListsNotReloadedOnReturn()
    }

    /// The data source methods that make a type a cell provider.
    static let cellProviderSignatures: Set<String> = [
      "tableView(_:cellForRowAt:)", "collectionView(_:cellForItemAt:)",
      "tableView(_:numberOfRowsInSection:)", "collectionView(_:numberOfItemsInSection:)",
    ]

    /// Methods that run before a table first asks for its rows: writes there are shown.
    static let setUpMethods: Set<String> = [
      "viewDidLoad", "loadView", "awakeFromNib", "init", "prepare", "setUp", "setup",
    ]

    /// Per type, what the reload rules look up in constant time, built in one pass over the
    /// methods: the types with a cell provider, the names of the methods that reload or
    /// redraw, and the names those methods call.
    struct RefreshIndex {
      private(set) var cellProviderTypes = Set<String>()
      private(set) var refreshingNames: [String: Set<String>] = [:]
      private(set) var calledByRefreshing: [String: Set<String>] = [:]

      init(_ methods: [DelegateScan.Method]) {
        for method in methods {
          if DelegateRules.cellProviderSignatures.contains(method.signature) {
            cellProviderTypes.insert(method.type)
          }
          if !method.calls.isDisjoint(with: DelegateRules.refreshCalls) {
            refreshingNames[method.type, default: []].insert(method.name)
            calledByRefreshing[method.type, default: []].formUnion(method.calls)
          }
        }
      }
    }

    /// Per method name, the methods that call it (a call through a closure handed on is not
    /// one, nor a method's call of its own name); per type, the names of the methods it
    /// declares.
    static func callersAndDeclared(_ methods: [DelegateScan.Method]) -> (
      callers: [String: [DelegateScan.Method]], declared: [String: Set<String>]
    ) {
      var callers: [String: [DelegateScan.Method]] = [:]
      var declared: [String: Set<String>] = [:]
      for method in methods { declared[method.type, default: []].insert(method.name) }
      for method in methods {
        for name in method.calls.subtracting(method.handedOn) where name != method.name {
          callers[name, default: []].append(method)
        }
      }
      return (callers, declared)
    }

    /// The methods that run only while the screen is set up: `viewDidLoad()` and the other
    /// set-up methods, and methods that only they call, directly (a private `loadItems()`
    /// called from `viewDidLoad()`), as set-up code is for SL101. Overrides, `@objc` and
    /// `@IBAction` methods are entry points UIKit may call at any time. A method that another
    /// screen calls only from its `prepare(for:sender:)` runs before this screen's view loads
    /// (Apple, `UIViewController.prepare(for:sender:)`: called before the segue's transition,
    /// on a destination the segue has just made), so before its table first asks for rows;
    /// so does a method that other code calls only on a controller it has just made and not
    /// yet handed on (`callsOnlyOnAFreshController`).
    ///
    /// - Complexity: linear in the calls, for each of at most 8 rounds.
    static func setUpOnly(_ methods: [DelegateScan.Method]) -> Set<ObjectIdentifier> {
      // A method of another type that declares a method of the same name calls its own
      // (every screen of an app may have its `fetchData()` called from its `viewDidLoad()`).
      let (callers, declared) = callersAndDeclared(methods)

      let seeds = Set(methods.filter { setUpMethods.contains($0.name) }.map(ObjectIdentifier.init))
      let candidates = methods.filter { !seeds.contains(ObjectIdentifier($0)) && !$0.isEntryPoint }
      let onlySetUpCalls = { (method: DelegateScan.Method, result: Set<ObjectIdentifier>) in
        let list = callers[method.name]?.filter {
          $0.type == method.type || declared[$0.type]?.contains(method.name) != true
        }
        guard let list, !list.isEmpty else { return false }
        return list.allSatisfy {
          ($0.type == method.type && result.contains(ObjectIdentifier($0)))
            || ($0.type != method.type && Self.isSeguePreparation($0.signature))
            || ($0.type != method.type
              && Self.callsOnlyOnAFreshController($0, name: method.name, type: method.type))
        }
      }
      let grown = growingSetUp(seeds, candidates: candidates, onlySetUpCalls: onlySetUpCalls)
      let parsed = parserCallbacksRunInSetUp(methods, setUp: grown)
      guard !parsed.isEmpty else { return grown }
      return growingSetUp(
        grown.union(parsed),
        candidates: candidates.filter { !parsed.contains(ObjectIdentifier($0)) },
        onlySetUpCalls: onlySetUpCalls)
    }

    /// The `XMLParserDelegate` methods of the types whose every `parse()` call is set-up
    /// code, outside any closure: `XMLParser.parse()` sends its delegate every message of
    /// the document before it returns, on the thread that called it (Apple,
    /// `XMLParser.parse()`: "Starts the event-driven parsing operation"; the delegate methods
    /// report each element while it runs, and `parse()` returns whether it succeeded), so
    /// what they write is in place before the table first asks for rows.
    static func parserCallbacksRunInSetUp(
      _ methods: [DelegateScan.Method], setUp: Set<ObjectIdentifier>
    ) -> Set<ObjectIdentifier> {
      var parsingOutsideSetUp = Set<String>()
      var parsingInSetUp = Set<String>()
      for method in methods where method.calls.contains("parse") {
        for site in method.callSites where site.name == "parse" {
          if setUp.contains(ObjectIdentifier(method)) && !isInClosure(site.node) {
            parsingInSetUp.insert(method.type)
          } else {
            parsingOutsideSetUp.insert(method.type)
          }
        }
      }
      let types = parsingInSetUp.subtracting(parsingOutsideSetUp)
      guard !types.isEmpty else { return [] }
      return Set(
        methods.lazy.filter { types.contains($0.type) && isParserCallback($0.signature) }
          .map(ObjectIdentifier.init))
    }

    /// `parser(_:didStartElement:…)` and the other `XMLParserDelegate` methods, in their
    /// Swift 3 and Swift 2 spellings (`parser(parser:…)`).
    static func isParserCallback(_ signature: String) -> Bool {
      signature.hasPrefix("parser(_:") || signature.hasPrefix("parser(parser:")
        || signature.hasPrefix("parserDidStartDocument(")
        || signature.hasPrefix("parserDidEndDocument(")
    }

    /// `prepare(for:sender:)`, or its Swift 2 spelling `prepareForSegue(_:sender:)`.
    static func isSeguePreparation(_ signature: String) -> Bool {
      signature.hasPrefix("prepare(for:") || signature.hasPrefix("prepareForSegue(")
    }

    /// The set-up methods `seeds` grown by the methods that only set-up code calls: in rounds
    /// (at most eight, ending early when one adds nothing), each of `candidates` not yet in
    /// the set joins when `onlySetUpCalls(method, set)` says its callers are all in it; a
    /// method that joins counts for the candidates after it in the same round.
    static func growingSetUp<Method: AnyObject>(
      _ seeds: Set<ObjectIdentifier>, candidates: [Method],
      onlySetUpCalls: (Method, Set<ObjectIdentifier>) -> Bool
    ) -> Set<ObjectIdentifier> {
      var result = seeds
      var pending = candidates
      for _ in 0..<8 {
        let before = result.count
        pending.removeAll { method in
          guard onlySetUpCalls(method, result) else { return false }
          result.insert(ObjectIdentifier(method))
          return true
        }
        if result.count == before { break }
      }
      return result
    }

    /// Whether a write sits in a closure of its method (a completion handler may run after
    /// the first display).
    static func isInClosure(_ node: Syntax) -> Bool {
      var current = node.parent
      var steps = 0
      while let parent = current, steps < 64 {
        if let closure = parent.as(ClosureExprSyntax.self), !isRunAtOnce(closure) { return true }
        if parent.is(FunctionDeclSyntax.self) { return false }
        current = parent.parent
        steps += 1
      }
      return false
    }

    /// Calls that run the closure they are given before they return (the standard library's
    /// sequence and collection methods): the closure is part of its method's run, not a
    /// completion handler.
    static let runAtOnce: Set<String> = [
      "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort", "first",
      "last", "contains", "allSatisfy", "firstIndex", "lastIndex", "removeAll", "min", "max",
      "partition", "enumerated", "grouping", "Dictionary", "mapValues", "drop", "prefix",
    ]

    /// Whether a closure is given to one of `runAtOnce` (as an argument or trailing closure).
    static func isRunAtOnce(_ closure: ClosureExprSyntax) -> Bool {
      guard let call = Expressions.call(taking: closure), let name = Expressions.calleeName(call)
      else { return false }
      return runAtOnce.contains(String(name.split(separator: ".").last ?? Substring(name)))
    }

    /// SL303: a method that is not a delegate callback writes a property the cell providers
    /// read, and neither it, a method of the type that calls it, nor the property's observer
    /// reloads.
    private func unreloadedData(_ scan: DelegateScan) -> [Finding] {
      var findings: [Finding] = []
      // Indexes built once, so that each method is looked at in constant time (a type with
      // thousands of methods stays linear).
      let readsInShowingMethods = scan.readsInShowingMethods
      var cellProviderTypes = Set<String>()
      // Per type, the names of the methods that refresh and the names they call.
      for method in scan.methods where Self.cellProviderSignatures.contains(method.signature) {
        cellProviderTypes.insert(method.type)
      }
      let refreshingNames = Self.refreshingMethods(scan)
      var calledByRefreshing: [String: Set<String>] = [:]
      for method in scan.methods where refreshingNames[method.type]?.contains(method.name) == true {
        calledByRefreshing[method.type, default: []].formUnion(method.calls)
      }
      // And what those call in turn (`sortedBy()` inside `setGroupLists()`, which each
      // reloading caller calls before its reload), through the type's own methods.
      for _ in 0..<8 {
        var grew = false
        for method in scan.methods
        where calledByRefreshing[method.type]?.contains(method.name) == true
          && !method.calls.isSubset(of: calledByRefreshing[method.type] ?? [])
        {
          calledByRefreshing[method.type, default: []].formUnion(method.calls)
          grew = true
        }
        if !grew { break }
      }
      let setUp = Self.setUpOnly(scan.methods)
      let calledBackAsACoverGoes = Self.calledBackOnlyAsACoverGoes(
        scan.methods, refreshing: refreshingNames)
      for method in scan.methods {
        guard !scan.isDelegateCallback(method), !Self.showingMethods.contains(method.name),
          !calledBackAsACoverGoes.contains(ObjectIdentifier(method)),
          method.calls.isDisjoint(with: Self.refreshCalls)
        else { continue }
        // A set-up callback's own writes come before the first display; a completion handler
        // it starts (a fetch made in `viewDidLoad()`) runs after the table has asked for rows.
        let runsBeforeDisplay =
          Self.setUpMethods.contains(method.name) || setUp.contains(ObjectIdentifier(method))
        let shown = readsInShowingMethods[method.type] ?? []
        guard cellProviderTypes.contains(method.type), !method.updatesShownView,
          scan.ownsList(method.type),
          let write = method.writes.first(where: {
            shown.contains($0.name) && $0.changesShownValue
              && !(runsBeforeDisplay && !Self.isInClosure($0.node))
              && !scan.isAnnounced($0, in: method.type)
              && !scan.refreshingProperties.contains(
                DelegateScan.Key(type: method.type, name: $0.name))
              && scan.observerNames[DelegateScan.Key(type: method.type, name: $0.name)].map {
                $0.isDisjoint(with: refreshingNames[method.type] ?? [])
              } != false
          })
        else { continue }
        let covered =
          calledByRefreshing[method.type]?.contains(method.name) == true
          || !method.calls.isDisjoint(with: refreshingNames[method.type] ?? [])
        guard !covered else { continue }
        findings.append(
          project.warning(
            .listDataWithoutReload, at: write.node, file: method.file,
            """
            '\(method.name)' writes '\(write.name)', which the cells of '\(method.type)' show, \
            and nothing reloads the table or collection: the rows keep the old values; call \
            reloadData() (or insertRows/reloadRows(at:with:)) after the write, or reload in \
            the property's didSet
            """))
      }
      return findings
    }

    /// Per type, the methods that make the list show new values: a method that calls one of
    /// `refreshCalls`, writes a property whose observer does (`sections = grouped(messages)`
    /// beside `sections { didSet { tableView.reloadData() } }`), or calls such a method of
    /// its type, or a refreshing method of an extension of a framework type
    /// (`tableView.reloadKeepingOffset()` declared in `extension UITableView`), transitively.
    ///
    /// - Complexity: linear in the calls, for each of at most 8 rounds.
    static func refreshingMethods(_ scan: DelegateScan) -> [String: Set<String>] {
      var result: [String: Set<String>] = [:]
      var shared = Set<String>()
      var pending: [DelegateScan.Method] = []
      for method in scan.methods {
        // Giving a list made in code its data source (`collectionView.dataSource = self` on a
        // `lazy var collectionView = UICollectionView(…)`, which no storyboard wires) is its
        // first load: it asks for its rows when it next lays out.
        if !method.calls.isDisjoint(with: refreshCalls)
          || method.writes.contains(where: {
            ($0.member == nil
              && scan.refreshingProperties.contains(
                DelegateScan.Key(type: method.type, name: $0.name)))
              || ($0.givesDataSource
                && scan.madeInCode.contains(DelegateScan.Key(type: method.type, name: $0.name)))
          })
        {
          result[method.type, default: []].insert(method.name)
          if method.type.hasPrefix("UI") { shared.insert(method.name) }
        } else {
          pending.append(method)
        }
      }
      for _ in 0..<8 {
        var changed = false
        pending.removeAll { method in
          let known = result[method.type] ?? []
          guard
            !method.calls.isDisjoint(with: known) || !method.calls.isDisjoint(with: shared)
              || method.writes.contains(where: { write in
                write.member == nil
                  && scan.observerNames[DelegateScan.Key(type: method.type, name: write.name)]
                    .map { !$0.isDisjoint(with: known) } == true
              })
          else { return false }
          result[method.type, default: []].insert(method.name)
          if method.type.hasPrefix("UI") { shared.insert(method.name) }
          changed = true
          return true
        }
        if !changed { break }
      }
      return result
    }

    /// SL301: a weak link property that is called through but never assigned.
    private func unassignedLinks(_ scan: DelegateScan) -> [Finding] {
      var findings: [Finding] = []
      // Types other code of the analysis uses (creates, or holds in a property, local or
      // parameter): a link of a type nobody here uses is assigned by the code that uses it,
      // which the analysis does not see.
      var used = Set<String>()
      for unit in project.units {
        for type in unit.locals.values where type != unit.typeName { used.insert(type) }
        for call in unit.calls
        where call.name != unit.typeName && call.name.first?.isUppercase == true {
          used.insert(call.name)
        }
      }
      for type in project.index.types.values {
        for property in type.properties.values {
          if let held = property.typeName, held != type.name { used.insert(held) }
        }
      }
      used.formUnion(project.globals.values)
      for link in scan.weakLinks {
        guard scan.calledLinks.contains(DelegateScan.Key(type: link.type, name: link.name)),
          used.contains(link.type)
        else { continue }
        // Assigned through the declaring type, a superclass of it, or a subclass (a
        // `GameScene` local given the link `Scene` declares).
        let assigned = scan.assignments.contains { assignment in
          guard assignment.name == link.name else { return false }
          guard let owner = assignment.type else { return true }
          return owner == link.type || scan.superclasses(of: link.type).contains(owner)
            || scan.inherits(owner, from: link.type)
        }
        guard !assigned else { continue }
        findings.append(
          project.warning(
            .unassignedWeakDelegate, at: link.node, file: link.file,
            """
            '\(link.type).\(link.name)' is weak and called through, but nothing in the \
            analyzed sources assigns it: every call does nothing and the screen that \
            waits for it stays stale; assign it (and keep the object alive elsewhere)
            """))
      }
      return findings
    }

    /// SL302: a delegate callback writes a model property that a cell provider or `draw`
    /// reads, with no reload or redraw request in the callback.
    private func unrefreshedCallbacks(_ scan: DelegateScan) -> [Finding] {
      var findings: [Finding] = []
      let readsInShowingMethods = scan.readsInShowingMethods
      // Per type, the names of the methods that refresh.
      let refreshingNames = Self.refreshingMethods(scan)
      for method in scan.methods {
        guard scan.isDelegateCallback(method) else { continue }
        let shown = readsInShowingMethods[method.type] ?? []
        let changed = method.writes.first { shown.contains($0.name) && $0.changesShownValue }
        guard let write = changed else { continue }
        // The callback refreshes when it calls a refresh, calls a method that does, or is
        // itself such a method (it writes a property whose `didSet` reloads).
        let refreshing = refreshingNames[method.type] ?? []
        let refreshes =
          !method.calls.isDisjoint(with: Self.refreshCalls)
          || !method.calls.isDisjoint(with: refreshing) || refreshing.contains(method.name)
        guard !refreshes else { continue }
        findings.append(
          project.warning(
            .delegateCallbackWithoutReload, at: write.node, file: method.file,
            """
            delegate callback '\(method.name)' writes '\(write.name)', which the cells \
            or draw(_:) of '\(method.type)' show, but requests no reload: the row keeps \
            showing the old value; call reloadRows(at:with:) (or reloadData(), \
            setNeedsDisplay()) after the write
            """))
      }
      return findings
    }
  }
#endif
