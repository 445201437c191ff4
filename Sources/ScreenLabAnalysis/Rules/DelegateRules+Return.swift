#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension DelegateRules {
    // MARK: - SL303, a list read once from storage other screens write

    /// What marks storage that outlives one screen: the user defaults, a shared instance, a
    /// keyed archive, a Core Data fetch.
    static let sharedStorage =
      #"\bUserDefaults\b|\.shared\b|\.default\b|NSKeyedUnarchiver|\.fetch\(|\bcontext\.fetch"#

    /// SL303 for a list screen that reads its rows once: a view controller whose data source
    /// (`numberOfRowsInSection`, `cellForRowAt`, the collection view's) shows a value that
    /// `viewDidLoad()` reads from shared storage (`UserDefaults`, a `.shared` instance, a
    /// Core Data fetch), which no other method of the controller writes or changes — so only
    /// other screens change it — while the controller has no `viewWillAppear(_:)` or
    /// `viewDidAppear(_:)` (in its class or a superclass of the analysis), observes no
    /// notification, has no unwind action, and reloads the list nowhere but in
    /// `viewDidLoad()`. `viewDidLoad()` runs once, when the view is loaded (Apple,
    /// `UIViewController.viewDidLoad()`); coming back from a pushed or presented editor runs
    /// `viewWillAppear(_:)` (Apple: it "notifies the view controller that its view is about
    /// to be added to a view hierarchy"), and nothing there reads the storage again: the
    /// items added on the other screen are missing until the app restarts. Reported at the read in `viewDidLoad()`.
    /// Left alone: a controller only ever closed, never left for another screen
    /// (`closesWithoutLeadingAway(_:_:)`), to which the user does not come back.
    /// The tokens of a list's data-source methods (`tableView(_:…)`, `collectionView(_:…)`,
    /// read from the whole declaration), each with the unit it belongs to: what the list
    /// shows.
    static func dataSourceTokens(of units: [CodeUnit]) -> [(unit: CodeUnit, token: TokenSyntax)] {
      units.flatMap { unit -> [(unit: CodeUnit, token: TokenSyntax)] in
        guard case .function(let name) = unit.kind,
          ["tableView", "collectionView"].contains(name),
          let declaration = unit.declaration?.parent
        else { return [] }
        return declaration.tokens(viewMode: .sourceAccurate).map { (unit, $0) }
      }
    }

    /// Whether a class's chain (its own link and its superclasses') inherits from a view
    /// controller.
    static func isViewController(_ chain: [TypeInfo]) -> Bool {
      chain.contains { link in link.inheritedOrder.contains { $0.hasSuffix("ViewController") } }
    }

    func listsReadOnceFromStorage() -> [Finding] {
      var findings: [Finding] = []
      for type in project.index.ordered where type.isClass {
        let chain = DrawRules.chain(of: type, in: project.index)
        guard
          Self.isViewController(chain),
          !chain.contains(where: { link in
            ["viewWillAppear", "viewDidAppear"].contains { link.functions[$0] != nil }
          }),
          let units = project.unitsByType[type.name]
        else { continue }
        let text = type.declarations.map(\.description).joined(separator: "\n")
        guard !text.contains("NotificationCenter"), !text.contains("UIStoryboardSegue"),
          !text.contains("addObserver"), !closesWithoutLeadingAway(type, units)
        else { continue }
        let shown = Set(Self.dataSourceTokens(of: units).map(\.token.text))
        guard !shown.isEmpty else { continue }
        let loads = units.filter { $0.kind == .function("viewDidLoad") }
        let others = units.filter { $0.kind != .function("viewDidLoad") }
        guard
          !others.contains(where: { unit in
            unit.calls.contains { DelegateRules.refreshCalls.contains($0.name) }
          })
        else { continue }
        for unit in loads {
          for write in unit.writes {
            let parts = Expressions.withoutSelf(write.parts)
            guard parts.count == 1, shown.contains(parts[0]),
              let value = DrawRules.assignedValue(write.node),
              value.contains(where: { expression in
                expression.trimmedDescription.range(
                  of: Self.sharedStorage, options: .regularExpression) != nil
              }),
              !others.contains(where: { other in
                other.writes.contains { Expressions.withoutSelf($0.parts).first == parts[0] }
                  || other.calls.contains { call in
                    call.base.map { Expressions.withoutSelf([$0]).first == parts[0] } == true
                      || call.base == "self." + parts[0]
                  }
              })
            else { continue }
            findings.append(
              project.warning(
                .listDataWithoutReload, at: write.node, file: unit.file,
                .listReadOnceFromStorage(parts[0])))
          }
        }
      }
      return findings
    }
  }

  extension DelegateRules {
    /// The calls that show another screen over or beside a controller.
    static let screenShowingCalls: Set<String> = [
      "present", "pushViewController", "show", "showDetailViewController", "performSegue",
      "performSegueWithIdentifier", "presentViewController",
    ]

    /// Whether a controller is only ever left by closing it: its code dismisses it
    /// (`dismiss(animated:completion:)` on itself or its navigation controller) and shows no
    /// other screen (no `present`, `show`, `pushViewController`, `performSegue` call), and no
    /// storyboard or nib given beside the files holds a segue from its scene to another one
    /// (``InterfaceSizes``). Such a controller is presented, a new one each time a segue
    /// presents it, and nothing is shown over it while it is up: the user never comes back to
    /// it, so a list it reads once in `viewDidLoad()` is read again on its next showing (Apple,
    /// `UIViewController.dismiss(animated:completion:)`: the presenting controller removes
    /// the presented one).
    func closesWithoutLeadingAway(_ type: TypeInfo, _ units: [CodeUnit]) -> Bool {
      let calls = units.flatMap(\.calls)
      let closes = calls.contains { call in
        guard call.name == "dismiss" else { return false }
        guard var base = call.base else { return true }
        if base.hasPrefix("self.") { base.removeFirst(5) }
        base = base.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
        return base == "self" || base == "navigationController"
      }
      return closes && !calls.contains { Self.screenShowingCalls.contains($0.name) }
        && !project.interface.leadingElsewhere.contains(type.name)
    }
  }

  extension DelegateRules {
    // MARK: - SL303, a list of a module-level array not reloaded on return

    /// SL303 for a list screen whose rows are a module-level `var` (declared outside any
    /// type, so every screen can change it): a view controller's data source shows it, the
    /// controller has a `viewWillAppear(_:)` or `viewDidAppear(_:)` — the hook that runs when
    /// the user comes back (Apple, `UIViewController.viewWillAppear(_:)`) — and no method of the
    /// controller reloads the list or observes a notification. The items another screen adds
    /// are missing when the user returns. Reported at the appearance method.
    func globalListsNotReloadedOnReturn() -> [Finding] {
      var globals = Set<String>()
      for tree in project.trees {
        for item in tree.statements {
          guard let variable = item.item.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var)
          else { continue }
          for binding in variable.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
              globals.insert(name)
            }
          }
        }
      }
      guard !globals.isEmpty else { return [] }
      var findings: [Finding] = []
      for type in project.index.ordered where type.isClass {
        let chain = DrawRules.chain(of: type, in: project.index)
        guard
          Self.isViewController(chain),
          let units = project.unitsByType[type.name]
        else { continue }
        let text = type.declarations.map(\.description).joined(separator: "\n")
        guard !text.contains("NotificationCenter"), !text.contains("addObserver"),
          !units.contains(where: { unit in
            unit.calls.contains { DelegateRules.refreshCalls.contains($0.name) }
          })
        else { continue }
        var shown = Set<String>()
        for (unit, token) in Self.dataSourceTokens(of: units)
        where globals.contains(token.text) && !unit.isLocal(token.text)
          && Self.isPlainReference(token)
          && project.property(token.text, of: type.name) == nil
        {
          shown.insert(token.text)
        }
        guard let name = shown.sorted().first,
          let appear = units.first(where: { unit in
            unit.kind == .function("viewWillAppear") || unit.kind == .function("viewDidAppear")
          }),
          let node = appear.declaration
        else { continue }
        findings.append(
          project.warning(
            .listDataWithoutReload, at: node, file: appear.file,
            .globalListNotReloadedOnReturn(name, appear.displayName)))
      }
      return findings
    }
  }

  extension DelegateRules {
    /// Whether `token` names a value itself (`items`), not a member of another
    /// (`villains.count`).
    static func isPlainReference(_ token: TokenSyntax) -> Bool {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id
      {
        return false
      }
      return true
    }
  }

  extension Finding.Message {
    fileprivate static func globalListNotReloadedOnReturn(_ name: String, _ method: String)
      -> Finding.Message
    {
      Finding.Message(
        "'\(name)', which the list shows, is a module-level variable other screens can change, "
          + "and \(method) reloads nothing (nor does any method of the controller): when the "
          + "user comes back, the items added elsewhere are missing; call reloadData() in "
          + "viewWillAppear(_:)")
    }

    fileprivate static func listReadOnceFromStorage(_ name: String) -> Finding.Message {
      Finding.Message(
        "'\(name)', which the list shows, is read from shared storage only in viewDidLoad(), "
          + "which runs once: when another screen adds to it and the user comes back, "
          + "nothing reads it again or reloads the list; read it and call reloadData() in "
          + "viewWillAppear(_:), or have the other screen tell this one")
    }
  }
#endif
