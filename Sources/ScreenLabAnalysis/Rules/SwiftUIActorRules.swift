#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL410, and SL404 for models of types the analysis does not see (Docs/Analyzer.md,
  /// "SwiftUI values that are not observed").
  struct SwiftUIActorRules {
    let project: Project

    func findings() -> [Finding] {
      publishedOffMainActor() + unseenModelsInPlace()
    }

    func warning(_ rule: Rule, at node: some SyntaxProtocol, _ message: String) -> [Finding] {
      guard let file = project.fileIndex(of: Syntax(node)) else { return [] }
      return [
        project.warning(rule, at: node, file: file, Finding.Message(message))
      ]
    }

    // MARK: - SL410

    /// What an `ObservableObject` may inherit besides and still be judged by its own code.
    static let knownInheritance: Set<String> = ObservationRules.plainInheritance.union([
      "ObservableObject"
    ])

    /// An `ObservableObject` class that is not `@MainActor` (nor its superclass or the
    /// extension) starts a `Task { … }` in a method or initializer that is not `@MainActor`,
    /// and the task writes a `@Published` property outside `MainActor.run` and the main
    /// queue. A task runs on the actor of the code that starts it (Apple, `Task.init`: it
    /// runs "on behalf of the current actor"); from nonisolated code that is the global
    /// executor, so the object publishes from a background thread, which SwiftUI does not
    /// support ("Publishing changes from background threads is not allowed"). Reported at
    /// the task's first such write.
    func publishedOffMainActor() -> [Finding] {
      var findings: [Finding] = []
      for type in project.index.ordered
      where type.isClass
        && (type.inherited.contains("ObservableObject") || type.attributes.contains("Observable"))
        && !type.attributes.contains("MainActor")
        && type.inherited.isSubset(of: Self.knownInheritance)
      {
        let observable = type.attributes.contains("Observable")
        let published = Set(
          type.propertyOrder.filter { name in
            guard let property = type.properties[name], !property.isStatic,
              !property.attributes.contains("MainActor")
            else { return false }
            if observable {
              return !property.isLet && !property.isComputed
                && !property.attributes.contains("ObservationIgnored")
            }
            return property.attributes.contains("Published")
          })
        guard !published.isEmpty else { continue }
        for declaration in type.declarations {
          if declaration.is(ActorDeclSyntax.self) { continue }
          if let extensionDecl = declaration.as(ExtensionDeclSyntax.self),
            extensionDecl.attributes.names.contains("MainActor")
          {
            continue
          }
          let members =
            declaration.as(ClassDeclSyntax.self)?.memberBlock
            ?? declaration.as(ExtensionDeclSyntax.self)?.memberBlock
          for member in members?.members ?? [] {
            let body: CodeBlockSyntax?
            let isolated: Bool
            if let function = member.decl.as(FunctionDeclSyntax.self) {
              isolated = function.attributes.names.contains("MainActor")
              body = function.body
              // A nonisolated async method runs on the global executor (SE-0338).
              if !isolated, function.signature.effectSpecifiers?.asyncSpecifier != nil,
                let body, let write = Self.publishedWrite(in: Syntax(body), published: published)
              {
                findings += warning(
                  .publishedOffMainActor, at: write,
                  """
                  '\(write.trimmedDescription)' writes \(observable ? "an observed" : "a @Published") \
                  property of '\(type.name)' in the async method '\(function.name.text)', which \
                  is not isolated to the main actor: it runs on the global executor, and the \
                  view is told of the change off the main thread; mark '\(type.name)' (or the \
                  method) @MainActor or write it in MainActor.run { }
                  """)
                continue
              }
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
              isolated = initializer.attributes.names.contains("MainActor")
              body = initializer.body
            } else {
              continue
            }
            guard let body else { continue }
            let calls = CallCollector()
            calls.walk(body)
            for task in calls.calls {
              // `Task.detached` never inherits an actor; `Task { }` inherits the method's, or
              // (since the sixth SwiftUI sample) that of a closure started on the main queue or
              // the main actor around it: the compiler isolates a closure handed to
              // `DispatchQueue.main` to the main actor.
              let detached =
                Expressions.calleeName(task) == "detached" && Expressions.calleeBase(task) == "Task"
              guard
                detached
                  || (Expressions.calleeName(task) == "Task" && !isolated
                    && !Self.runsOnMain(Syntax(task), inside: Syntax(body))),
                let closure = task.trailingClosure
                  ?? task.arguments.first(where: { $0.label?.text == "operation" })?.expression
                  .as(ClosureExprSyntax.self),
                !(closure.signature?.attributes.names.contains("MainActor") ?? false),
                let write = Self.publishedWrite(in: closure, published: published)
              else { continue }
              let origin =
                detached
                ? "a detached Task"
                : "a Task started from code that is not isolated to the main actor"
              findings += warning(
                .publishedOffMainActor, at: write,
                """
                '\(write.trimmedDescription)' writes a @Published property of \
                '\(type.name)' in \(origin): the task runs on the global executor, and the \
                view is told of the \
                change off the main thread; mark '\(type.name)' @MainActor or write it in \
                MainActor.run { }
                """)
            }
          }
        }
      }
      return findings
    }

    /// The first write of a `@Published` property (`names.append(…)`, `self.items = …`) in
    /// `closure`, outside closures that run on the main actor or the main queue.
    static func publishedWrite(in closure: ClosureExprSyntax, published: Set<String>)
      -> Syntax?
    {
      publishedWrite(in: Syntax(closure), published: published)
    }

    /// The same, in a method's body: writes inside a nested closure are left out (a task
    /// started there is judged as a task; another closure may run anywhere).
    static func publishedWrite(in container: Syntax, published: Set<String>) -> Syntax? {
      let isBody = !container.is(ClosureExprSyntax.self)
      for token in container.tokens(viewMode: .sourceAccurate) where published.contains(token.text)
      {
        guard let node = SwiftUIFlowRules.ownReference(token) else { continue }
        if node.is(DeclReferenceExprSyntax.self),
          node.parent?.as(LabeledExprSyntax.self)?.label?.text == token.text
        {
          continue
        }
        guard SwiftUIFlowRules.isWrite(node), !runsOnMain(node, inside: container) else {
          continue
        }
        if isBody, AnimationRules.insideClosure(node) { continue }
        return node
      }
      return nil
    }

    /// Whether a closure between `node` and `outer` runs on the main actor or main queue:
    /// `MainActor.run { }`, `DispatchQueue.main.async { }`, `Task { @MainActor in }`.
    static func runsOnMain(_ node: Syntax, inside outer: Syntax) -> Bool {
      var current = node.parent
      while let step = current, step.id != outer.id {
        if let closure = step.as(ClosureExprSyntax.self) {
          if closure.signature?.attributes.names.contains("MainActor") == true { return true }
          var call = closure.parent?.as(FunctionCallExprSyntax.self)
          if call == nil {
            call = closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
          }
          if let call, let base = Expressions.calleeBase(call),
            base == "MainActor" || base.hasSuffix("main") || base.hasSuffix("main.async")
          {
            return true
          }
        }
        current = step.parent
      }
      return false
    }

    // MARK: - SL404 for types the analysis does not see

    /// Type-name prefixes of Apple's frameworks: such objects are not the app's models.
    static let frameworkPrefixes = [
      "UI", "NS", "AV", "CL", "MK", "CA", "CG", "CI", "SK", "SCN", "WK", "PH", "CN", "EK", "HK",
      "GK", "AR", "MP", "UN", "SF", "NW", "URL", "JSON", "Date", "Number", "Timer", "Notification",
      "Dispatch", "Operation", "PassthroughSubject", "CurrentValueSubject", "Any",
    ]

    /// A view's plain stored property (no wrapper) whose initial value constructs a type the
    /// analysis does not see (`private var timer = PomodoroTimer(…)`), when the view's body
    /// reads its properties (`timer.secondsLeft`) and its actions call its methods or write
    /// its properties (`timer.start()`): the object is a reference the view expects to
    /// observe, and a plain property does not own it — the view struct, and the object, are
    /// made again on every update of the parent (Apple, `State`: store an `@Observable` model
    /// in `@State`; `StateObject` for an `ObservableObject`). Reported at the declaration.
    func unseenModelsInPlace() -> [Finding] {
      var findings: [Finding] = []
      for view in project.index.ordered where view.isSwiftUIView {
        for name in view.propertyOrder {
          guard let property = view.properties[name], property.attributes.isEmpty,
            !property.isStatic, !property.isComputed,
            let binding = property.binding?.as(PatternBindingSyntax.self),
            let value = binding.initializer?.value,
            let made = ValueScan.constructedType(value), project.index.type(made) == nil,
            !Self.frameworkPrefixes.contains(where: { made.hasPrefix($0) }),
            let node = property.declaration ?? property.binding
          else { continue }
          var shown = false
          var driven = false
          for declaration in view.declarations {
            for token in declaration.tokens(viewMode: .sourceAccurate) where token.text == name {
              guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                let member = reference.parent?.as(MemberAccessExprSyntax.self),
                member.base?.id == reference.id
              else { continue }
              let called =
                Expressions.isCallee(member)
              if Self.isInAction(Syntax(member)) {
                if called || SwiftUIFlowRules.isWrite(Syntax(member)) { driven = true }
              } else if !called {
                shown = true
              }
            }
          }
          guard shown, driven else { continue }
          findings += warning(
            .modelCreatedInPlace, at: node,
            """
            '\(name)' of '\(view.name)' holds a '\(made)' made in a plain stored property, \
            which the body shows and the view's actions change: the view struct is made \
            again on every update of its parent, and so is the object, so its state is \
            lost; hold it with @State (an @Observable class) or @StateObject (an \
            ObservableObject)
            """)
        }
      }
      return findings
    }

    static func isInAction(_ node: Syntax) -> Bool {
      var current = node.parent
      while let step = current {
        if let closure = step.as(ClosureExprSyntax.self), ValueScan.isAction(closure) {
          return true
        }
        if step.is(MemberBlockItemSyntax.self) { return false }
        current = step.parent
      }
      return false
    }
  }
#endif
