#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL204, SL304 and SL401–SL406: values whose change the screen is not told about
  /// (Docs/Analyzer.md, SL204, SL304 and "SwiftUI values that are not observed").
  struct ObservationRules {
    let project: Project
    let scan: ValueScan

    /// Names a class may inherit and still be a plain (unobserved) class.
    static let plainInheritance: Set<String> = [
      "NSObject", "Identifiable", "Hashable", "Equatable", "Codable", "Decodable", "Encodable",
      "Sendable", "CustomStringConvertible", "AnyObject",
    ]

    /// The wrappers through which a view observes an `ObservableObject`.
    static let observingWrappers: Set<String> = [
      "ObservedObject", "StateObject", "EnvironmentObject",
    ]

    /// The most classes a protocol may have for a view's property of that protocol to stand
    /// for them.
    static let maximumAdopters = 8

    /// Per protocol of the sources, the classes that adopt it, directly or through protocols
    /// that refine it (computed once: each class walks its protocols, at most 16 deep).
    let adopters: [String: [String]]

    init(project: Project) {
      self.project = project
      let scan = ValueScan(viewMode: .sourceAccurate)
      scan.mainQueueDelegates = project.files.contains { file in
        file.text.contains("delegateQueue: .main")
          || file.text.contains("delegateQueue: OperationQueue.main")
      }
      for (file, tree) in project.trees.enumerated() {
        scan.file = file
        let text = project.files[file].text
        scan.mainQueueSessions =
          text.contains("delegateQueue: .main")
          || text.contains("delegateQueue: OperationQueue.main")
        let queues = BackgroundQueueNames.collect(tree)
        scan.backgroundQueues = queues.dispatch
        scan.backgroundOperationQueues = queues.operations
        scan.walk(tree)
      }
      scan.addBackgroundCallbackWork(project)
      scan.finish()
      self.scan = scan
      var adopters: [String: [String]] = [:]
      for (name, type) in scan.types.sorted(by: { $0.key < $1.key }) where type.isClass {
        var seen = Set<String>()
        var pending = Array(type.inherited)
        while let inherited = pending.popLast(), seen.count < 64 {
          guard let facts = scan.types[inherited], facts.isProtocol,
            seen.insert(inherited).inserted
          else { continue }
          adopters[inherited, default: []].append(name)
          pending += facts.inherited
        }
      }
      self.adopters = adopters
    }

    func findings() -> [Finding] {
      let unpublished = unpublishedFindings()
      let silent = silentObjectFindings().filter { finding in
        !unpublished.contains { $0.location == finding.location }
      }
      return constraintFindings() + backgroundFindings() + plainClassFindings() + unpublished
        + silent + ignoredPropertyFindings()
        + stateFindings() + stateObjectsFromParameters() + separateStateObjects()
        + handedStateObjectFindings()
        + inPlaceFindings()
        + nestedObjectFindings() + lostCopyFindings()
        + unsubscribedObjectFindings() + defaultsReadInBodyFindings()
        + stateWrittenOffMainFindings() + committedAdjustmentFindings()
        + systemValueReadInBodyFindings()
    }

    // MARK: Type questions

    /// Whether `name` is a class declared in the sources, following its superclasses there.
    func isClass(_ name: String?) -> Bool {
      guard let name, let type = scan.types[name] else { return false }
      return type.isClass
    }

    /// Whether a class announces changes: `ObservableObject`, `@Observable`, SwiftData's
    /// `@Model`, or a superclass in the sources that does.
    func isObservable(_ name: String, depth: Int = 0) -> Bool {
      guard let type = scan.types[name], depth < 16 else { return false }
      if type.attributes.contains("Observable") || type.attributes.contains("Model") { return true }
      if type.inherited.contains("ObservableObject") { return true }
      return type.inherited.contains { isObservable($0, depth: depth + 1) }
    }

    func isObservableObject(_ name: String, depth: Int = 0) -> Bool {
      guard let type = scan.types[name], depth < 16 else { return false }
      if type.inherited.contains("ObservableObject") { return true }
      return type.inherited.contains { isObservableObject($0, depth: depth + 1) }
    }

    /// Whether a class is plain: declared in the sources, not observable, and inheriting
    /// nothing the analysis cannot see (an unknown superclass might announce changes).
    func isPlainClass(_ name: String?) -> Bool {
      guard let name, let type = scan.types[name], type.isClass, !isObservable(name) else {
        return false
      }
      // A delegate or data source protocol (`CLLocationManagerDelegate`) announces nothing.
      // A type the sources only extend (`extension NSManagedObject`) is the framework's: its
      // conformances are not in view, as for a type the sources never name.
      return type.inherited.allSatisfy { inherited in
        Self.plainInheritance.contains(inherited) || inherited.hasSuffix("Delegate")
          || inherited.hasSuffix("DataSource")
          || (scan.types[inherited].map {
            $0.isDeclared && (!$0.isClass || isPlainClass(inherited))
          } ?? false)
      }
    }

    /// The type of a property of `typeName`.
    func propertyType(_ name: String, of typeName: String?) -> String? {
      guard let typeName else { return nil }
      return scan.types[typeName]?.properties[name]?.typeName
    }

    /// The class whose shared instance `Type.member` is: a static property of a class of the
    /// sources that holds an instance of that class (`static let shared = Manager()`).
    func sharedInstance(_ path: String) -> String? {
      let parts = path.split(separator: ".").map(String.init)
      guard parts.count == 2, let type = scan.types[parts[0]], type.isClass,
        let stored = type.properties[parts[1]], stored.isStatic, stored.typeName == parts[0]
      else { return nil }
      return parts[0]
    }

    /// The models a view reads, by the name its code reads them through: its properties with
    /// a declared or constructed type, a property initialized to a shared instance
    /// (`let manager = Manager.shared`), and a shared instance read in place
    /// (`Manager.shared.isConnected`, read as `shared`).
    func heldModels(_ view: ValueScan.TypeFacts) -> [(name: String, type: String)] {
      var result: [(name: String, type: String)] = []
      for name in view.order {
        guard let property = view.properties[name], !property.isStatic else { continue }
        if let declared = property.typeName {
          result.append((name, declared))
        } else if let path = property.initialPath, let shared = sharedInstance(path) {
          result.append((name, shared))
        }
      }
      for read in (scan.memberReads[view.name] ?? []).sorted() {
        guard let shared = sharedInstance(read) else { continue }
        result.append((String(read.split(separator: ".")[1]), shared))
      }
      return result
    }

    /// The class a write's path goes through just before `member`: `counter.taps` in a type
    /// whose `counter` is a `TapCounter` gives `TapCounter`; `taps` written inside
    /// `TapCounter` gives `TapCounter`.
    func owner(of write: ValueScan.Write, at index: Int) -> String? {
      if index == 0 { return write.type }
      if index == 1 { return propertyType(write.parts[0], of: write.type) }
      // `Manager.shared.isConnected = true`: the path starts at a shared instance, whose
      // static property's type the loop reads next.
      let isShared = sharedInstance("\(write.parts[0]).\(write.parts[1])") != nil
      var current = isShared ? write.parts[0] : propertyType(write.parts[0], of: write.type)
      for part in write.parts[1..<index] { current = propertyType(part, of: current) }
      return current
    }

    /// Whether code outside an initializer writes `member` of `typeName` (directly, or
    /// through a path whose step before `member` is a `typeName`), counting only the writes
    /// `counts` accepts (all of them by default).
    func isWrittenOutsideInitializer(
      _ member: String, of typeName: String,
      counting counts: (ValueScan.Write) -> Bool = { _ in true }
    ) -> Bool {
      scan.writes.contains { write in
        !write.inInitializer
          && write.parts.indices.contains { index in
            write.parts[index] == member && owner(of: write, at: index) == typeName
              && changesProperty(write, at: index)
          } && counts(write)
      }
    }

    /// Whether `write` changes the property at `index` of its path: the path's last step, or
    /// a step whose property holds a value (a struct, an enum, a type the sources do not
    /// declare). Writing a member of an object that a property holds (`uptime.text = …`, where
    /// `uptime` holds a class) changes that object and leaves the property holding the same
    /// reference: the property's `@Published` wrapper sees no assignment and sends nothing
    /// (Apple, `Published`: the publisher emits when the property's value is set), so making
    /// it `@Published` would not show the change either.
    func changesProperty(_ write: ValueScan.Write, at index: Int) -> Bool {
      // `var layer = store.layer(for: id); layer.ids = []`: the path's first step is a local
      // or a parameter of the writing code, not the type's property of that name.
      if index == 0 && write.rootIsLocal { return false }
      return index == write.parts.count - 1
        || !isClass(propertyType(write.parts[index], of: owner(of: write, at: index)))
    }

    /// The classes of the sources a view's property may hold: its declared class, or, for a
    /// protocol (`any Store`) or a generic parameter constrained to one (`Model: Store`), the
    /// classes that adopt that protocol, directly or through other protocols.
    func modelClasses(_ typeName: String, in view: ValueScan.TypeFacts) -> [String] {
      let named = view.genericConstraints[typeName] ?? typeName
      guard let type = scan.types[named] else { return [] }
      if !type.isProtocol { return [named] }
      // A protocol that many classes adopt is an abstraction over many things, not one
      // model: it is not followed (and the rules stay linear in the views).
      guard let classes = adopters[named], classes.count <= Self.maximumAdopters else { return [] }
      return classes
    }

    var views: [ValueScan.TypeFacts] {
      scan.types.values.filter(\.isView).sorted { $0.name < $1.name }
    }

    func location(_ node: Syntax, _ file: Int) -> SourceLocation {
      project.location(of: node, file: file)
    }

    /// A warning of `rule` at `node` of `file`.
    func warning(_ rule: Rule, at node: Syntax, _ file: Int, _ message: Finding.Message)
      -> Finding
    {
      project.warning(rule, at: node, file: file, message)
    }

    // MARK: SL401

    func plainClassFindings() -> [Finding] {
      // `Class.member` pairs some view shows, with the view's name.
      var shown: [String: String] = [:]
      for view in views {
        let reads = scan.memberReads[view.name] ?? []
        for (name, declared) in heldModels(view) {
          for typeName in modelClasses(declared, in: view) {
            guard isPlainClass(typeName), let model = scan.types[typeName] else { continue }
            for (member, stored) in model.properties where !stored.isLet && !stored.isStatic {
              if reads.contains("\(name).\(member)") {
                shown["\(typeName).\(member)"] = shown["\(typeName).\(member)"] ?? view.name
              }
            }
          }
        }
      }
      var findings: [Finding] = []
      for write in scan.writes where !write.inInitializer {
        for index in write.parts.indices {
          guard let owner = owner(of: write, at: index),
            let view = shown["\(owner).\(write.parts[index])"], changesProperty(write, at: index),
            !Self.followsAnnouncement(write.node)
          else { continue }
          findings.append(
            warning(
              .unobservedClassModel, at: write.node, write.file,
              """
              '\(owner).\(write.parts[index])' is written, and '\(view)' shows it, but \
              '\(owner)' is a plain class: SwiftUI is not told of the change and the view \
              keeps the old value; mark the class @Observable (or make it an \
              ObservableObject with @Published properties)
              """))
          break
        }
      }
      return findings
    }

    // MARK: SL402

    func unpublishedFindings() -> [Finding] {
      var findings: [Finding] = []
      var reported: Set<String> = []
      for view in views {
        let reads = scan.memberReads[view.name] ?? []
        var shown: Set<String>?
        for (name, declared) in heldModels(view) {
          // Observed through a wrapper, or a shared instance read in place or held.
          if let property = view.properties[name],
            !property.attributes.contains(where: Self.observingWrappers.contains),
            property.initialPath == nil
          {
            continue
          }
          for typeName in modelClasses(declared, in: view) {
            guard let model = scan.types[typeName], model.isClass, isObservableObject(typeName),
              !model.announces
            else { continue }
            for member in model.order {
              guard let stored = model.properties[member], !stored.isLet, !stored.isStatic,
                !stored.isPrivate, !stored.attributes.contains("Published"),
                !Self.bookkeepingTypes.contains(stored.typeName ?? ""),
                reads.contains("\(name).\(member)"), !reported.contains("\(typeName).\(member)"),
                isWrittenWhereSeen(member, of: typeName),
                !isAlwaysWrittenWithPublished(member, of: model)
              else { continue }
              let bodyShows = shown ?? readsTheBodyShows(view.name)
              shown = bodyShows
              guard bodyShows.contains("\(name).\(member)") else { continue }
              reported.insert("\(typeName).\(member)")
              findings.append(
                warning(
                  .unpublishedProperty, at: stored.node, stored.file,
                  """
                  '\(typeName).\(member)' is written and '\(view.name)' shows it, but it is \
                  not @Published: the ObservableObject sends no objectWillChange and the view \
                  keeps the old value; mark it @Published
                  """))
            }
          }
        }
      }
      return findings
    }

    /// SL402 for `@Observable` models: an `@ObservationIgnored` property a view shows and
    /// code changes (a write outside an initializer, or a `$model.member` binding).
    func ignoredPropertyFindings() -> [Finding] {
      var findings: [Finding] = []
      var reported: Set<String> = []
      for view in views {
        let reads = scan.memberReads[view.name] ?? []
        for name in view.order {
          guard let property = view.properties[name], let typeName = property.typeName,
            let model = scan.types[typeName], model.isClass,
            model.attributes.contains("Observable")
          else { continue }
          for member in model.order {
            guard let stored = model.properties[member], !stored.isLet, !stored.isStatic,
              stored.attributes.contains("ObservationIgnored"),
              reads.contains("\(name).\(member)"), !reported.contains("\(typeName).\(member)"),
              scan.boundMembers.contains(member)
                || isWrittenOutsideInitializer(member, of: typeName)
            else { continue }
            reported.insert("\(typeName).\(member)")
            findings.append(
              warning(
                .unpublishedProperty, at: stored.node, stored.file,
                """
                '\(typeName).\(member)' is changed and '\(view.name)' shows it, but it is \
                @ObservationIgnored: Observation does not track it and the view keeps the \
                old value; remove @ObservationIgnored
                """))
          }
        }
      }
      return findings
    }

    // MARK: SL403

    /// Whether a type the analysis does not declare is named as a model object
    /// (`ContentViewModel`, `ProfileStore`, `HealthManager`): a class, whose reference a
    /// `@State` keeps while the view observes the object's own changes.
    func isNamedAsModelObject(_ name: String?) -> Bool {
      guard let name, scan.types[name] == nil else { return false }
      return ["ViewModel", "Model", "Store", "Manager", "Service"].contains { name.hasSuffix($0) }
    }

    /// Whether code of the view outside its initializers names its property `name`
    /// (`name`, `self.name`, `$name`, `_name`): a `@State` only an initializer touches shows
    /// nothing, so no value of it can be stale.
    func isUsedOutsideInitializers(_ name: String, of viewName: String) -> Bool {
      guard let view = project.index.type(viewName) else { return true }
      let names: Set<String> = [name, "$" + name, "_" + name]
      return view.declarations.contains { declaration in
        declaration.tokens(viewMode: .sourceAccurate).contains { token in
          guard names.contains(token.text), let node = SwiftUIFlowRules.ownReference(token)
          else { return false }
          // `let cards = board.cards` in the body: the local of that name shadows the state.
          if node.is(DeclReferenceExprSyntax.self),
            ValueScan.isDeclaredLocally(token.text, at: node)
          {
            return false
          }
          return !SwiftUIFlowRules.isInInitializer(node)
        }
      }
    }

    func stateFindings() -> [Finding] {
      // Views that change a state themselves (a write outside the initializer, `$name`
      // handed to a control): the state is a draft the caller seeds, which is its
      // documented use (Docs/Analyzer.md, SL403).
      let changed = changedProperties()
      var findings: [Finding] = []
      var facts: SeedFacts?
      // The first parts written in a resync (`.onChange(of:)`), per type: one pass over the
      // writes, not one per view (a filter per view grew with views × writes).
      var resyncedByType: [String: Set<String>] = [:]
      for write in scan.writes where write.inResync {
        guard let type = write.type, let first = write.parts.first else { continue }
        resyncedByType[type, default: []].insert(first)
      }
      for view in views {
        let resynced = resyncedByType[view.name] ?? []
        for name in view.order {
          // When the analysis sees a caller pass it a value that may change
          // (`ListView(list: …)`), or the view only shows it and no caller in view passes
          // only literals: a state the view changes is a draft seeded once by a caller the
          // analysis does not see, and the view owns the value from then on.
          let key = "\(view.name).\(name)"
          // A preview's value stands for the callers only when no other call is seen: when
          // the app's own calls all pass constants, a preview's sample does not count.
          let calledOutside =
            scan.constructedLabels.contains(key) || scan.literalLabels.contains(key)
          let constructed =
            scan.constructedLabels.contains(key)
            || (!calledOutside && scan.previewConstructedLabels.contains(key))
          let literal =
            scan.literalLabels.contains(key)
            || (!calledOutside && scan.previewLiteralLabels.contains(key))
          guard let property = view.properties[name], property.attributes.contains("State"),
            property.needsValue, !property.isPrivate, !view.hasInitializer,
            // A model object the caller hands over: the view observes the object itself.
            !isClass(property.typeName), !isNamedAsModelObject(property.typeName),
            !resynced.contains(name),
            constructed || (!literal && !changed.contains(key)),
            isUsedOutsideInitializers(name, of: view.name),
            !everyCallerGivesAFixedValue(view.name, label: name, changed: changed)
          else { continue }
          let finding = warning(
            .stateCopiesInput, at: property.node, property.file,
            """
            '@State var \(name)' of '\(view.name)' has no initial value, so the caller \
            gives it one: SwiftUI keeps the first value and ignores every later one, and \
            the view stays stale; make it a plain property (let) or a @Binding
            """)
          if let kept = seededFinding(
            finding, view: view.name, arguments: [(name, 0)], ownCopy: changed.contains(key),
            changed: changed, facts: &facts, seedType: property.typeName, state: name)
          {
            findings.append(kept)
          }
        }
      }
      for initialization in scan.stateInitializations where initialization.usesParameter {
        guard let view = scan.types[initialization.type], view.isView,
          let property = view.properties[initialization.name],
          property.attributes.contains("State"),
          !initialization.isPlainWrite || property.needsValue,
          !changed.contains("\(view.name).\(initialization.name)"),
          // A model object made from the parameter: the view owns the object, whose own
          // changes it observes (`_library = State(initialValue: Library(owner))`).
          !isClass(initialization.constructed), !isClass(property.typeName),
          isUsedOutsideInitializers(initialization.name, of: view.name),
          // Every caller hands the parameter of the state's name a value it never changes.
          !(Self.enclosingInitializer(initialization.node)?.signature.parameterClause.parameters
            .contains { $0.firstName.text == initialization.name } == true
            && everyCallerGivesAFixedValue(
              view.name, label: initialization.name, changed: changed))
        else { continue }
        let finding = warning(
          .stateCopiesInput, at: initialization.node, initialization.file,
          """
          '\(initialization.name)' of '\(view.name)' is @State initialized from an \
          initializer parameter and the view never changes it: SwiftUI uses the initial \
          value once and ignores the parameter's later values; take it as a plain \
          property (let) or a @Binding, or resync it with .onChange(of:)
          """)
        if let kept = seededFinding(
          finding, view: view.name, arguments: seedArguments(of: initialization),
          ownCopy: false, changed: changed, facts: &facts, seedType: property.typeName,
          state: initialization.name)
        {
          findings.append(kept)
        }
      }
      for write in scan.writes where write.inInitializer && write.parts.count == 1 {
        // A property without an initial value is initialized by the write (judged above).
        guard let typeName = write.type, let view = scan.types[typeName], view.isView,
          let property = view.properties[write.parts[0]], property.attributes.contains("State"),
          !property.needsValue, isUsedOutsideInitializers(write.parts[0], of: typeName),
          !lostWriteChangesNothing(write, in: typeName)
        else { continue }
        findings.append(
          warning(
            .stateCopiesInput, at: write.node, write.file,
            """
            '@State var \(write.parts[0])' of '\(typeName)' is written in init, before \
            SwiftUI installs its storage: the write is lost and the view shows the initial \
            value; assign '_\(write.parts[0]) = State(initialValue:)' or take the value as \
            a plain property
            """))
      }
      return findings
    }
  }
#endif
