#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL404–SL406: models made in place, classes inside published values, changed copies.
  extension ObservationRules {
    // MARK: SL404

    func inPlaceFindings() -> [Finding] {
      var findings: [Finding] = []
      var pending: [(view: String, finding: Finding)] = []
      // A model that holds only what it was made with loses nothing when made again.
      let projected = projectedMemberNamesOnce()
      let setWhenMade = { (typeName: String) in isSetOnlyWhenMade(typeName, projected: projected) }
      for view in views {
        for name in view.order {
          // `@ObservedObject` says the type is an `ObservableObject`, declared in the
          // sources or not, and whatever the sources show of its conformance (a class that
          // inherits it from a base class the analysis does not see).
          guard let property = view.properties[name], !property.isStatic,
            let constructed = property.constructed,
            (isClass(constructed) && isObservable(constructed))
              || (property.attributes.contains("ObservedObject")
                && (scan.types[constructed] == nil || isClass(constructed)))
          else { continue }
          if restoresItsState(constructed) || !isUsed(name, of: view.name)
            || declaresFunction(constructed) || setWhenMade(constructed)
          {
            continue
          }
          let attributes = property.attributes
          let how: String
          if attributes.contains("ObservedObject") {
            how = "@ObservedObject does not own the object it is given"
          } else if attributes.isEmpty {
            how = "a plain stored property is made again with the view"
          } else {
            continue
          }
          let fix =
            isObservableObject(constructed) || attributes.contains("ObservedObject")
            ? "@StateObject private var \(name) = \(constructed)(…)"
            : "@State private var \(name) = \(constructed)(…)"
          pending.append(
            (
              view.name,
              warning(
                .modelCreatedInPlace, at: property.node, property.file,
                """
                '\(name)' of '\(view.name)' creates a '\(constructed)' in place and \(how): \
                every update of the parent view makes a new model, and what it held is lost; \
                declare '\(fix)', or pass the model in
                """)
            ))
        }
      }
      // `ContentView().environmentObject(Settings())` in a view's body: the body runs on
      // every update of the view, and each run injects a new model.
      for injection in scan.injections {
        guard let view = scan.types[injection.type], view.isView else { continue }
        let known = scan.types[injection.constructed]
        let observable =
          injection.modifier == "environmentObject"
          ? (known == nil || isObservableObject(injection.constructed))
          : (known != nil && isClass(injection.constructed)
            && isObservable(injection.constructed))
        // A model that only the views below read holds what it was made with, too.
        guard observable, !restoresItsState(injection.constructed),
          !setWhenMade(injection.constructed), !injectedModelIsOnlyRead(injection)
        else { continue }
        let wrapper =
          injection.modifier == "environmentObject" ? "@StateObject" : "@State"
        let finding = warning(
          .modelCreatedInPlace, at: injection.node, injection.file,
          """
          '\(view.name)' creates a '\(injection.constructed)' in its body and injects it \
          with .\(injection.modifier)(_:): every run of the body makes a new model, and \
          what the views below held in it is lost; keep it in \
          '\(wrapper) private var model = \(injection.constructed)()' and inject that
          """)
        // A body that runs once for the view's identity makes the model once: a latent bug.
        findings.append(bodyRunsOnce(injection.type) ? Self.runsOnceNote(finding) : finding)
      }
      // `init(url:) { self.loader = ImageLoader(url) }` for an `@ObservedObject var loader`:
      // the initializer runs on every update of the parent too.
      for write in scan.writes where write.inInitializer && write.parts.count == 1 {
        guard let typeName = write.type, let view = scan.types[typeName], view.isView,
          let constructed = write.constructed
        else { continue }
        let name =
          write.parts[0].hasPrefix("_") ? String(write.parts[0].dropFirst()) : write.parts[0]
        guard let property = view.properties[name],
          property.attributes.contains("ObservedObject"), !restoresItsState(constructed),
          !onlyReceivedFrom(name, of: typeName), !setWhenMade(constructed)
        else { continue }
        pending.append(
          (
            typeName,
            warning(
              .modelCreatedInPlace, at: write.node, write.file,
              """
              '\(name)' of '\(view.name)' is an @ObservedObject that the initializer fills \
              with a new '\(constructed)': SwiftUI calls the initializer on every update of \
              the parent, so a new model replaces the old one and what it held is lost; \
              declare '@StateObject private var \(name)' and assign \
              '_\(name) = StateObject(wrappedValue: \(constructed)(…))', or pass the model in
              """)
          ))
      }
      // A view every caller makes where a body runs once (an `App`'s `WindowGroup` root, in
      // an `App` that holds nothing) is made once, and so is the model it makes.
      let once = madeOnlyWhereBodiesRunOnce(Set(pending.map(\.view)))
      return findings
        + pending.map { once.contains($0.view) ? Self.runsOnceNote($0.finding) : $0.finding }
    }

    /// `finding` as a note: the code that makes the model runs once for the view's identity
    /// today (nothing in it could differ or change), so the screen keeps its model; it is
    /// made again as soon as the view, or the body that makes it, holds a state, an input or
    /// an environment value (Apple, `StateObject`: a view that creates its model must own it
    /// as a state object for it to survive the view's updates).
    /// `what` names the object in the note (a player made with the view, since the eighth
    /// SwiftUI sample).
    static func runsOnceNote(_ finding: Finding, what: String = "model") -> Finding {
      Finding(
        rule: finding.rule, severity: .note, location: finding.location,
        message: Finding.Message(
          finding.message.text
            + """
            ; the body that makes it runs once for the view's identity today (it holds no \
            state, input or environment value), so the \(what) survives until one is added
            """))
    }

    /// Whether the view's code reads or writes its property `name` (`name`, `self.name`,
    /// `$name`, `_name`): a model the view never uses loses nothing it shows when a new one
    /// replaces it.
    /// Whether a file of the analysis declares a function called `name` (a factory that may
    /// hand out a shared object), for a lower-case call given to an `@ObservedObject`.
    func declaresFunction(_ name: String) -> Bool {
      guard name.first?.isLowercase == true else { return false }
      return project.trees.contains { tree in
        tree.tokens(viewMode: .sourceAccurate).contains { token in
          token.text == name && token.parent?.is(FunctionDeclSyntax.self) == true
        }
      }
    }

    func isUsed(_ name: String, of viewName: String) -> Bool {
      guard let view = project.index.type(viewName) else { return true }
      let names: Set<String> = [name, "$" + name, "_" + name]
      return view.declarations.contains { declaration in
        declaration.tokens(viewMode: .sourceAccurate).contains { token in
          names.contains(token.text) && SwiftUIFlowRules.ownReference(token) != nil
        }
      }
    }

    // MARK: SL405

    func nestedObjectFindings() -> [Finding] {
      // `Parent.child` pairs: @Published properties of observable objects that hold a class.
      var nested: [String: String] = [:]
      for (typeName, type) in scan.types where type.isClass && isObservableObject(typeName) {
        for (name, property) in type.properties where property.attributes.contains("Published") {
          // An `@Observable` or SwiftData `@Model` child is tracked where a body reads its
          // members (`goal.progress`), whichever object holds it.
          guard let held = property.typeName, isClass(held), !isObservationModel(held),
            !type.forwardedChildren.contains(name)
          else { continue }
          nested["\(typeName).\(name)"] = held
        }
      }
      guard !nested.isEmpty else { return [] }
      var findings: [Finding] = []
      var written = Set<String>()
      let observedDirectly = directlyObservedTypes()
      // `let stream = Stream(); stream.name = …`: a path from a local or a parameter goes
      // through another object than the one the outer object's `stream` holds.
      for write in scan.writes where write.parts.count >= 2 && !write.rootIsLocal {
        for index in write.parts.indices.dropLast() {
          guard let owner = owner(of: write, at: index),
            let held = nested["\(owner).\(write.parts[index])"]
          else { continue }
          let child = write.parts[index]
          written.insert("\(owner).\(child)")
          // `store.profile.name = …; store.objectWillChange.send()`: announced by hand.
          let outer = write.parts[..<index].joined(separator: ".")
          if Self.announcesNearby(write.node, object: outer) { break }
          // `model.stream.isLive = true` where `isLive` is @Published in an ObservableObject
          // that a view observes itself (`@ObservedObject var stream: Stream`): the child
          // publishes, and the view that shows it is told.
          if write.parts.indices.contains(index + 1), observedDirectly.contains(held),
            isObservableObject(held),
            scan.types[held]?.properties[write.parts[index + 1]]?.attributes.contains("Published")
              == true
          {
            break
          }
          // `object.vertices = …` where a view observes the outer object and no view reads
          // `vertices` (a UIKit view that keeps the object draws it on its own clock):
          // nothing SwiftUI shows is stale.
          if write.parts.indices.contains(index + 1),
            !isShownByAView(write.parts[index + 1], observing: owner)
          {
            break
          }
          findings.append(
            warning(
              .nestedObjectMutation, at: write.node, write.file,
              """
              '\(write.parts[index...].joined(separator: "."))' changes the '\(held)' \
              object that '\(owner).\(child)' holds, but @Published publishes only when \
              '\(child)' itself is assigned: views observing '\(owner)' keep the old value; \
              make '\(held)' a struct, or observe the '\(held)' object directly
              """))
          break
        }
      }
      return findings + nestedObservableDeclarations(nested, written: written)
    }

    /// Whether a view reads `member` (`….member`, outside actions and writes), or no view of
    /// the analysis observes `owner` (the views that show it may be in files not analyzed).
    func isShownByAView(_ member: String, observing owner: String) -> Bool {
      let observers = views.filter { view in
        view.properties.values.contains { property in
          property.typeName == owner
            && Self.observingWrappers.contains { property.attributes.contains($0) }
        }
      }
      if observers.isEmpty { return true }
      return views.contains { view in
        (scan.memberReads[view.name] ?? []).contains { $0.hasSuffix(".\(member)") }
      }
    }

    /// A nested `ObservableObject` whose writes the analysis does not see, reported at the
    /// `@Published` declaration: its own `@Published` properties change, and nothing
    /// publishes the outer object, so views reading `outer.child.value` keep the old value.
    /// Not reported when the outer object names `objectWillChange` (it forwards the child's,
    /// `child.objectWillChange.sink { _ in self.objectWillChange.send() }`, or announces by
    /// hand), or when a view observes the child's type directly.
    func nestedObservableDeclarations(_ nested: [String: String], written: Set<String>)
      -> [Finding]
    {
      let observedDirectly = directlyObservedTypes()
      let projected = projectedMemberNamesOnce()
      var findings: [Finding] = []
      for key in nested.keys.sorted() where !written.contains(key) {
        guard let held = nested[key], isObservableObject(held), !observedDirectly.contains(held),
          let dot = key.firstIndex(of: "."), let outer = scan.types[String(key[..<dot])],
          outer.name != held, !outer.mentionsObjectWillChange,
          let child = scan.types[held],
          child.properties.values.contains(where: { $0.attributes.contains("Published") }),
          // A child that holds only what it was made with never changes to be forwarded.
          !isSetOnlyWhenMade(held, projected: projected),
          let property = outer.properties[String(key[key.index(after: dot)...])]
        else { continue }
        findings.append(
          warning(
            .nestedObjectMutation, at: property.node, property.file,
            """
            '\(key)' holds a '\(held)', itself an ObservableObject: changes to its \
            @Published properties do not publish '\(outer.name)', so views observing \
            '\(outer.name)' keep the old value; forward them \
            ('\(property.name).objectWillChange.sink { [weak self] _ in \
            self?.objectWillChange.send() }'), observe the '\(held)' object directly, or \
            make '\(held)' a struct
            """))
      }
      return findings
    }

    /// The types some view of the analysis holds in an observing wrapper (`@ObservedObject`,
    /// `@StateObject`, `@EnvironmentObject`).
    func directlyObservedTypes() -> Set<String> {
      Set(
        views.flatMap { view in
          view.properties.values.compactMap { property in
            Self.observingWrappers.contains { property.attributes.contains($0) }
              ? property.typeName : nil
          }
        })
    }

    /// Whether the statements around `node` (its code block) call
    /// `object.objectWillChange.send()` (`objectWillChange.send()` when `object` is empty).
    static func announcesNearby(_ node: Syntax, object: String) -> Bool {
      var current: Syntax? = node
      var steps = 0
      while let candidate = current, steps < 32 {
        if let block = candidate.as(CodeBlockItemListSyntax.self) {
          let call = (object.isEmpty ? "" : object + ".") + "objectWillChange.send()"
          return block.trimmedDescription.replacingOccurrences(of: "self.", with: "")
            .contains(call)
        }
        current = candidate.parent
        steps += 1
      }
      return false
    }

    // MARK: SL406

    func lostCopyFindings() -> [Finding] {
      scan.lostCopies.compactMap { copy in
        if copy.isLocalState {
          return warning(
            .lostValueCopy, at: copy.node, copy.file,
            """
            '\(copy.name)' is a @State declared inside a function or closure: SwiftUI keeps \
            state only in a view's stored properties, so this is a plain copy made again on \
            every run and a change to it (or through its binding) reaches neither the model \
            nor the screen; pass a binding to the model (or a stored @State)
            """)
        }
        if isClass(copy.annotation) { return nil }
        if let root = copy.sourceRoot, isClass(propertyType(root, of: copy.type)) { return nil }
        return warning(
          .lostValueCopy, at: copy.node, copy.file,
          """
          '\(copy.name)' is a var copy that is changed and then dropped: changing a copy of \
          a value does not change the original, so the stored value and the screen stay \
          as they were; write through the original (or assign '\(copy.name)' back)
          """)
      }
    }
  }
#endif
