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
      for (file, tree) in project.trees.enumerated() {
        scan.file = file
        let text = project.files[file].text
        scan.mainQueueSessions =
          text.contains("delegateQueue: .main")
          || text.contains("delegateQueue: OperationQueue.main")
        scan.walk(tree)
      }
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
      constraintFindings() + backgroundFindings() + plainClassFindings() + unpublishedFindings()
        + ignoredPropertyFindings()
        + stateFindings() + inPlaceFindings() + nestedObjectFindings() + lostCopyFindings()
    }

    // MARK: Type questions

    /// Whether `name` is a class declared in the sources, following its superclasses there.
    private func isClass(_ name: String?) -> Bool {
      guard let name, let type = scan.types[name] else { return false }
      return type.isClass
    }

    /// Whether a class announces changes: `ObservableObject`, `@Observable`, SwiftData's
    /// `@Model`, or a superclass in the sources that does.
    private func isObservable(_ name: String, depth: Int = 0) -> Bool {
      guard let type = scan.types[name], depth < 16 else { return false }
      if type.attributes.contains("Observable") || type.attributes.contains("Model") { return true }
      if type.inherited.contains("ObservableObject") { return true }
      return type.inherited.contains { isObservable($0, depth: depth + 1) }
    }

    private func isObservableObject(_ name: String, depth: Int = 0) -> Bool {
      guard let type = scan.types[name], depth < 16 else { return false }
      if type.inherited.contains("ObservableObject") { return true }
      return type.inherited.contains { isObservableObject($0, depth: depth + 1) }
    }

    /// Whether a class is plain: declared in the sources, not observable, and inheriting
    /// nothing the analysis cannot see (an unknown superclass might announce changes).
    private func isPlainClass(_ name: String?) -> Bool {
      guard let name, let type = scan.types[name], type.isClass, !isObservable(name) else {
        return false
      }
      return type.inherited.allSatisfy { inherited in
        Self.plainInheritance.contains(inherited)
          || (scan.types[inherited].map { !$0.isClass || isPlainClass(inherited) } ?? false)
      }
    }

    /// The type of a property of `typeName`.
    private func propertyType(_ name: String, of typeName: String?) -> String? {
      guard let typeName else { return nil }
      return scan.types[typeName]?.properties[name]?.typeName
    }

    /// The class a write's path goes through just before `member`: `counter.taps` in a type
    /// whose `counter` is a `TapCounter` gives `TapCounter`; `taps` written inside
    /// `TapCounter` gives `TapCounter`.
    private func owner(of write: ValueScan.Write, at index: Int) -> String? {
      if index == 0 { return write.type }
      if index == 1 { return propertyType(write.parts[0], of: write.type) }
      var current = propertyType(write.parts[0], of: write.type)
      for part in write.parts[1..<index] { current = propertyType(part, of: current) }
      return current
    }

    /// The classes of the sources a view's property may hold: its declared class, or, for a
    /// protocol (`any Store`) or a generic parameter constrained to one (`Model: Store`), the
    /// classes that adopt that protocol, directly or through other protocols.
    private func modelClasses(_ typeName: String, in view: ValueScan.TypeFacts) -> [String] {
      let named = view.genericConstraints[typeName] ?? typeName
      guard let type = scan.types[named] else { return [] }
      if !type.isProtocol { return [named] }
      // A protocol that many classes adopt is an abstraction over many things, not one
      // model: it is not followed (and the rules stay linear in the views).
      guard let classes = adopters[named], classes.count <= Self.maximumAdopters else { return [] }
      return classes
    }

    private var views: [ValueScan.TypeFacts] {
      scan.types.values.filter(\.isView).sorted { $0.name < $1.name }
    }

    private func location(_ node: Syntax, _ file: Int) -> SourceLocation {
      project.location(of: node, file: file)
    }

    // MARK: SL204

    private func constraintFindings() -> [Finding] {
      scan.unlaidConstraints.map { change in
        if let moving = change.movingView {
          return Finding(
            rule: .constraintChangeNotLaidOut, severity: .warning,
            location: location(change.node, change.file),
            message: """
              layoutIfNeeded() is sent to '\(moving)', the view '\(change.what)' moves: it lays \
              out that view's subviews, not its own frame, which its superview's layout pass \
              sets, so the view jumps; call layoutIfNeeded() on the superview (the controller's \
              view) inside the block
              """)
        }
        return Finding(
          rule: .constraintChangeNotLaidOut, severity: .warning,
          location: location(change.node, change.file),
          message: """
            '\(change.what)' changes inside an animation block that never calls \
            layoutIfNeeded(): the constraint is applied at the next layout pass, after the \
            animation, and the view jumps; change it before the block and call \
            layoutIfNeeded() on the superview inside it
            """)
      }
    }

    // MARK: SL304

    /// Names of properties that hold views: the declared type starts with `UI` or the name
    /// ends like a view's.
    private func isView(_ receiver: String, in type: String?) -> Bool {
      if let declared = propertyType(receiver, of: type) {
        return declared.hasPrefix("UI") || declared.hasPrefix("NS")
          || (scan.types[declared]?.inherited.contains { $0.hasPrefix("UI") } ?? false)
      }
      let suffixes = ["Label", "label", "View", "view", "Button", "button", "Field", "field"]
      return suffixes.contains { receiver.hasSuffix($0) }
    }

    private func backgroundFindings() -> [Finding] {
      scan.backgroundWork.compactMap { work in
        if let receiver = work.receiver, !isView(receiver, in: work.type) { return nil }
        return Finding(
          rule: .uiWorkOffMainThread, severity: .warning,
          location: location(work.node, work.file),
          message: """
            '\(work.what)' runs in a closure on a background queue (a URLSession completion \
            handler or DispatchQueue.global()): UIKit may be used only from the main thread, \
            and the screen may not update; wrap it in DispatchQueue.main.async { }
            """)
      }
    }

    // MARK: SL401

    private func plainClassFindings() -> [Finding] {
      // `Class.member` pairs some view shows, with the view's name.
      var shown: [String: String] = [:]
      for view in views {
        let reads = scan.memberReads[view.name] ?? []
        for name in view.order {
          guard let property = view.properties[name], !property.isStatic,
            let declared = property.typeName
          else { continue }
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
            let view = shown["\(owner).\(write.parts[index])"]
          else { continue }
          findings.append(
            Finding(
              rule: .unobservedClassModel, severity: .warning,
              location: location(write.node, write.file),
              message: """
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

    private func unpublishedFindings() -> [Finding] {
      var findings: [Finding] = []
      var reported: Set<String> = []
      for view in views {
        let reads = scan.memberReads[view.name] ?? []
        for name in view.order {
          guard let property = view.properties[name],
            property.attributes.contains(where: Self.observingWrappers.contains),
            let declared = property.typeName
          else { continue }
          for typeName in modelClasses(declared, in: view) {
            guard let model = scan.types[typeName], model.isClass, isObservableObject(typeName),
              !model.announces
            else { continue }
            for member in model.order {
              guard let stored = model.properties[member], !stored.isLet, !stored.isStatic,
                !stored.isPrivate, !stored.attributes.contains("Published"),
                reads.contains("\(name).\(member)"), !reported.contains("\(typeName).\(member)")
              else { continue }
              let written = scan.writes.contains { write in
                !write.inInitializer
                  && write.parts.indices.contains { index in
                    write.parts[index] == member && owner(of: write, at: index) == typeName
                  }
              }
              guard written else { continue }
              reported.insert("\(typeName).\(member)")
              findings.append(
                Finding(
                  rule: .unpublishedProperty, severity: .warning,
                  location: location(stored.node, stored.file),
                  message: """
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
    private func ignoredPropertyFindings() -> [Finding] {
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
              reads.contains("\(name).\(member)"), !reported.contains("\(typeName).\(member)")
            else { continue }
            let written =
              scan.boundMembers.contains(member)
              || scan.writes.contains { write in
                !write.inInitializer
                  && write.parts.indices.contains { index in
                    write.parts[index] == member && owner(of: write, at: index) == typeName
                  }
              }
            guard written else { continue }
            reported.insert("\(typeName).\(member)")
            findings.append(
              Finding(
                rule: .unpublishedProperty, severity: .warning,
                location: location(stored.node, stored.file),
                message: """
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

    private func stateFindings() -> [Finding] {
      var findings: [Finding] = []
      for view in views {
        let resynced = Set(
          scan.writes.filter { $0.type == view.name && $0.inResync }.compactMap(\.parts.first))
        for name in view.order {
          // Only when the analysis sees a caller pass it (`ListView(list: …)`): a view seeded
          // once by a caller the analysis does not see owns the value from then on.
          guard let property = view.properties[name], property.attributes.contains("State"),
            property.needsValue, !property.isPrivate, !view.hasInitializer,
            !resynced.contains(name), scan.constructedLabels.contains("\(view.name).\(name)")
          else { continue }
          findings.append(
            Finding(
              rule: .stateCopiesInput, severity: .warning,
              location: location(property.node, property.file),
              message: """
                '@State var \(name)' of '\(view.name)' has no initial value, so the caller \
                gives it one: SwiftUI keeps the first value and ignores every later one, and \
                the view stays stale; make it a plain property (let) or a @Binding
                """))
        }
      }
      for initialization in scan.stateInitializations where initialization.usesParameter {
        guard let view = scan.types[initialization.type], view.isView,
          view.properties[initialization.name]?.attributes.contains("State") == true
        else { continue }
        let resynced = scan.writes.contains {
          $0.type == view.name && $0.inResync && $0.parts.first == initialization.name
        }
        guard !resynced else { continue }
        findings.append(
          Finding(
            rule: .stateCopiesInput, severity: .warning,
            location: location(initialization.node, initialization.file),
            message: """
              '\(initialization.name)' of '\(view.name)' is @State initialized from an \
              initializer parameter: SwiftUI uses the initial value once and ignores the \
              parameter's later values; take it as a plain property (let) or a @Binding, or \
              resync it with .onChange(of:)
              """))
      }
      for write in scan.writes where write.inInitializer && write.parts.count == 1 {
        guard let typeName = write.type, let view = scan.types[typeName], view.isView,
          view.properties[write.parts[0]]?.attributes.contains("State") == true
        else { continue }
        findings.append(
          Finding(
            rule: .stateCopiesInput, severity: .warning,
            location: location(write.node, write.file),
            message: """
              '@State var \(write.parts[0])' of '\(typeName)' is written in init, before \
              SwiftUI installs its storage: the write is lost and the view shows the initial \
              value; assign '_\(write.parts[0]) = State(initialValue:)' or take the value as \
              a plain property
              """))
      }
      return findings
    }

    // MARK: SL404

    private func inPlaceFindings() -> [Finding] {
      var findings: [Finding] = []
      for view in views {
        for name in view.order {
          // `@ObservedObject` says the type is an `ObservableObject`, declared in the
          // sources or not.
          guard let property = view.properties[name], !property.isStatic,
            let constructed = property.constructed,
            (isClass(constructed) && isObservable(constructed))
              || (property.attributes.contains("ObservedObject")
                && scan.types[constructed] == nil)
          else { continue }
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
          findings.append(
            Finding(
              rule: .modelCreatedInPlace, severity: .warning,
              location: location(property.node, property.file),
              message: """
                '\(name)' of '\(view.name)' creates a '\(constructed)' in place and \(how): \
                every update of the parent view makes a new model, and what it held is lost; \
                declare '\(fix)', or pass the model in
                """))
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
        guard observable else { continue }
        let wrapper =
          injection.modifier == "environmentObject" ? "@StateObject" : "@State"
        findings.append(
          Finding(
            rule: .modelCreatedInPlace, severity: .warning,
            location: location(injection.node, injection.file),
            message: """
              '\(view.name)' creates a '\(injection.constructed)' in its body and injects it \
              with .\(injection.modifier)(_:): every run of the body makes a new model, and \
              what the views below held in it is lost; keep it in \
              '\(wrapper) private var model = \(injection.constructed)()' and inject that
              """))
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
          property.attributes.contains("ObservedObject")
        else { continue }
        findings.append(
          Finding(
            rule: .modelCreatedInPlace, severity: .warning,
            location: location(write.node, write.file),
            message: """
              '\(name)' of '\(view.name)' is an @ObservedObject that the initializer fills \
              with a new '\(constructed)': SwiftUI calls the initializer on every update of \
              the parent, so a new model replaces the old one and what it held is lost; \
              declare '@StateObject private var \(name)' and assign \
              '_\(name) = StateObject(wrappedValue: \(constructed)(…))', or pass the model in
              """))
      }
      return findings
    }

    // MARK: SL405

    private func nestedObjectFindings() -> [Finding] {
      // `Parent.child` pairs: @Published properties of observable objects that hold a class.
      var nested: [String: String] = [:]
      for (typeName, type) in scan.types where type.isClass && isObservableObject(typeName) {
        for (name, property) in type.properties where property.attributes.contains("Published") {
          guard let held = property.typeName, isClass(held),
            !type.forwardedChildren.contains(name)
          else { continue }
          nested["\(typeName).\(name)"] = held
        }
      }
      guard !nested.isEmpty else { return [] }
      var findings: [Finding] = []
      for write in scan.writes where write.parts.count >= 2 {
        for index in write.parts.indices.dropLast() {
          guard let owner = owner(of: write, at: index),
            let held = nested["\(owner).\(write.parts[index])"]
          else { continue }
          let child = write.parts[index]
          // `store.profile.name = …; store.objectWillChange.send()`: announced by hand.
          let outer = write.parts[..<index].joined(separator: ".")
          if Self.announcesNearby(write.node, object: outer) { break }
          findings.append(
            Finding(
              rule: .nestedObjectMutation, severity: .warning,
              location: location(write.node, write.file),
              message: """
                '\(write.parts[index...].joined(separator: "."))' changes the '\(held)' \
                object that '\(owner).\(child)' holds, but @Published publishes only when \
                '\(child)' itself is assigned: views observing '\(owner)' keep the old value; \
                make '\(held)' a struct, or observe the '\(held)' object directly
                """))
          break
        }
      }
      return findings
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

    private func lostCopyFindings() -> [Finding] {
      scan.lostCopies.compactMap { copy in
        if isClass(copy.annotation) { return nil }
        if let root = copy.sourceRoot, isClass(propertyType(root, of: copy.type)) { return nil }
        return Finding(
          rule: .lostValueCopy, severity: .warning,
          location: location(copy.node, copy.file),
          message: """
            '\(copy.name)' is a var copy that is changed and then dropped: changing a copy of \
            a value does not change the original, so the stored value and the screen stay \
            as they were; write through the original (or assign '\(copy.name)' back)
            """)
      }
    }
  }
#endif
