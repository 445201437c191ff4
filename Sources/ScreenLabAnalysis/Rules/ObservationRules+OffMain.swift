#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL410 through the closures SL304 knows run off the main thread (Docs/Analyzer.md, SL410,
  /// "State written in a background closure"): a SwiftUI view's `@State` or `@Binding`, an
  /// `ObservableObject`'s `@Published` property, or an `@Observable` model's stored `var`,
  /// written in a URLSession completion handler, a global or private queue's closure, a
  /// permission request's reply and the like, without going back to the main queue.
  extension ObservationRules {
    /// What a type declares that SwiftUI shows and the main actor must write: the view's
    /// `@State` and `@Binding` properties, a model's `@Published` (or, for an `@Observable`
    /// class, tracked stored) properties; empty for anything else, or a type isolated to the
    /// main actor as a whole (whose closures the compiler already checks).
    func mainActorState(of typeName: String) -> (names: Set<String>, kind: String) {
      guard let type = project.index.type(typeName), !type.attributes.contains("MainActor")
      else { return ([], "") }
      var names = Set<String>()
      let kind: String
      if type.isSwiftUIView {
        kind = "the @State of the view"
        for (name, property) in type.properties
        where !property.isStatic
          && (property.attributes.contains("State") || property.attributes.contains("Binding"))
        {
          names.insert(name)
        }
      } else if type.isClass, type.inherited.contains("ObservableObject") {
        kind = "a @Published property of the model"
        for (name, property) in type.properties
        where !property.isStatic && property.attributes.contains("Published") {
          names.insert(name)
        }
      } else if type.isClass, type.attributes.contains("Observable") {
        kind = "an observed property of the model"
        for (name, property) in type.properties
        where !property.isStatic && !property.isLet && !property.isComputed
          && property.attributes.isEmpty
        {
          names.insert(name)
        }
      } else {
        return ([], "")
      }
      return (names, kind)
    }

    /// One finding per background closure of a view or a model, at the first write of what
    /// SwiftUI shows (`self.notes = notes` in `dataTask`'s completion handler), outside the
    /// closures it sends back to the main queue or actor. Names the closure declares itself
    /// (its parameters, its locals) are not the type's.
    func stateWrittenOffMainFindings() -> [Finding] {
      var findings: [Finding] = []
      for work in scan.backgroundWork {
        guard let closure = work.closure, let typeName = work.type,
          !Self.isWaitedFor(closure)
        else { continue }
        let state = mainActorState(of: typeName)
        guard !state.names.isEmpty,
          let write = Self.stateWrite(
            in: closure, names: state.names, shadowed: Self.namesDeclared(in: closure))
        else { continue }
        let origin =
          work.calledBackBy.map {
            "the closure given to \($0), which calls it on a background queue"
          }
          ?? "a closure that runs on a background queue (a URLSession completion handler, a "
          + "global or private dispatch queue, a permission or a framework's handler)"
        findings.append(
          warning(
            .publishedOffMainActor, at: write, work.file,
            Finding.Message(
              """
              '\(write.trimmedDescription)' writes \(state.kind) '\(typeName)' in \(origin): \
              SwiftUI's state belongs to the main actor, and a change made off the main thread \
              may reach the screen late or not at all; write it in DispatchQueue.main.async { } \
              (or await MainActor.run { })
              """)))
      }
      return findings
    }

    /// The first write in `closure` of one of `names` (`self.notes = …`, `notes.append(…)`),
    /// outside the closures that run on the main actor or queue; a bare name the closure
    /// declares itself (`shadowed`) is its own, not the type's.
    static func stateWrite(in closure: ClosureExprSyntax, names: Set<String>, shadowed: Set<String>)
      -> Syntax?
    {
      for token in closure.tokens(viewMode: .sourceAccurate) where names.contains(token.text) {
        guard let node = SwiftUIFlowRules.ownReference(token) else { continue }
        if node.is(DeclReferenceExprSyntax.self), shadowed.contains(token.text) { continue }
        if Self.inClosureRunElsewhere(node, below: Syntax(closure)) { continue }
        guard SwiftUIFlowRules.isWrite(node),
          !SwiftUIActorRules.runsOnMain(node, inside: Syntax(closure))
        else { continue }
        return node
      }
      return nil
    }

    /// Whether `closure` is given to `sync` (or `asyncAndWait`): a queue used as a lock,
    /// whose closure in practice runs on the caller's thread, which the analysis does not know.
    static func isWaitedFor(_ closure: ClosureExprSyntax) -> Bool {
      guard let call = Expressions.call(taking: closure) else { return false }
      return ["sync", "asyncAndWait"].contains(Expressions.calleeName(call) ?? "")
    }

    /// Whether a closure between `node` and `top` runs somewhere the analysis does not know
    /// (a subscriber's `sink`, a handler of another framework): not one that runs at once
    /// (`forEach`, `map`) nor a `Task { }` without `@MainActor`, which from a background
    /// closure runs on the global executor too.
    static func inClosureRunElsewhere(_ node: Syntax, below top: Syntax) -> Bool {
      var current = node.parent
      while let step = current, step.id != top.id {
        if let closure = step.as(ClosureExprSyntax.self), !ShownStateRules.runsAtOnce(closure) {
          let call = closure.parent?.as(FunctionCallExprSyntax.self)
          let isTask =
            call.map { ["Task", "detached"].contains(Expressions.calleeName($0) ?? "") } ?? false
          if !isTask || closure.signature?.attributes.names.contains("MainActor") == true {
            return true
          }
        }
        current = step.parent
      }
      return false
    }

    /// The parameters of `closure` and of the closures in it, and the names its statements
    /// bind with `let` or `var` (`let notes = try decode(…)` shadows the view's `notes`).
    static func namesDeclared(in closure: ClosureExprSyntax) -> Set<String> {
      var names = Set<String>()
      for token in closure.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let text) = token.tokenKind else { continue }
        if token.parent?.is(IdentifierPatternSyntax.self) == true
          || token.parent?.is(ClosureShorthandParameterSyntax.self) == true
          || token.parent?.is(ClosureParameterSyntax.self) == true
        {
          names.insert(text)
        }
      }
      return names
    }
  }
#endif
