#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL412: a transition whose change no animation carries (Docs/Analyzer.md).
  extension SwiftUIFlowRules {
    /// Calls that make a change animate: any of them in a view leaves it to the view.
    static let animatingCalls: Set<String> = [
      "animation", "withAnimation", "withTransaction", "transaction",
    ]

    /// The calls in a type's declarations.
    static func calls(in type: TypeInfo) -> [FunctionCallExprSyntax] {
      type.declarations.flatMap { declaration -> [FunctionCallExprSyntax] in
        let collector = CallCollector()
        collector.walk(declaration)
        return collector.calls
      }
    }

    /// A view shows a transition — `.transition(…)` on content inside an `if` whose condition
    /// names the view's `@State` or `@Binding` property, or a view of the sources whose body
    /// has a transition and animates nothing itself, given such a property — and the view
    /// writes that property with no animation anywhere in it (no `withAnimation`,
    /// `.animation(_:value:)`, transaction). SwiftUI applies a transition when the view is
    /// inserted or removed in an animated transaction (Apple, `View.transition(_:)`; "Animating
    /// views and transitions"); without one the view appears and disappears at once. Reported
    /// at the property's first write.
    func transitionsWithoutAnimation() -> [Finding] {
      let views = project.index.ordered.filter(\.isSwiftUIView)
      // A view of the sources with a transition and no animation, and the inputs that drive
      // its transitions: the properties its `if`s around them name (nil when one is under no
      // `if`: what drives it is not known, so any input may).
      var bare: [String: Set<String>?] = [:]
      var viewCalls: [String: [FunctionCallExprSyntax]] = [:]
      for view in views {
        let calls = Self.calls(in: view)
        viewCalls[view.name] = calls
        let names = Set(calls.compactMap(Expressions.calleeName))
        if names.contains("transition"), names.isDisjoint(with: Self.animatingCalls) {
          bare[view.name] = Self.transitionDrivers(
            calls.filter { Expressions.calleeName($0) == "transition" }, of: view)
        }
      }
      var findings: [Finding] = []
      for view in views {
        let calls = viewCalls[view.name] ?? []
        let names = Set(calls.compactMap(Expressions.calleeName))
        guard names.isDisjoint(with: Self.animatingCalls) else { continue }
        let state = Set(
          view.propertyOrder.filter { name in
            guard let property = view.properties[name], !property.isStatic else { return false }
            return property.attributes.contains("State") || property.attributes.contains("Binding")
          })
        guard !state.isEmpty else { continue }
        var drivers: [String] = []
        func add(_ node: some SyntaxProtocol) {
          for token in node.tokens(viewMode: .sourceAccurate)
          where state.contains(token.text) && !drivers.contains(token.text) {
            drivers.append(token.text)
          }
        }
        for call in calls {
          let callee = Expressions.calleeName(call)
          if callee == "transition" {
            var current = call.parent
            while let step = current, !step.is(MemberBlockItemSyntax.self) {
              if let condition = step.as(IfExprSyntax.self) { add(condition.conditions) }
              current = step.parent
            }
          } else if let callee, callee != view.name, let inputs = bare[callee] {
            // Only the arguments of the inputs that drive the child's transitions: a child
            // that shows one on its own state (`if showFilter { … }`) is not driven by what
            // the parent hands it.
            for argument in call.arguments
            where inputs.map({ $0.contains(argument.label?.text ?? "") }) ?? true {
              add(argument)
            }
          }
        }
        for driver in drivers {
          guard
            let write = Self.firstWrite(
              of: driver, in: view, skipping: { isUnusedBindingSetter($0) }),
            let file = project.fileIndex(of: write)
          else { continue }
          findings.append(
            warning(
              .transitionWithoutAnimation, at: write, file,
              """
              '\(driver)' of '\(view.name)' inserts or removes a view that has a \
              transition, and it changes here outside any animation: the transition never \
              runs and the view appears and disappears at once; wrap the change in \
              withAnimation { } or add .animation(_:value: \(driver))
              """))
        }
      }
      return findings
    }

    /// The properties of `view` named by the conditions of the `if`s around its
    /// `.transition(…)` calls; nil when a transition stands under no `if`.
    static func transitionDrivers(_ transitions: [FunctionCallExprSyntax], of view: TypeInfo)
      -> Set<String>?
    {
      var drivers: Set<String> = []
      for call in transitions {
        var conditioned = false
        var current = call.parent
        while let step = current, !step.is(MemberBlockItemSyntax.self) {
          if let condition = step.as(IfExprSyntax.self) {
            conditioned = true
            for token in condition.conditions.tokens(viewMode: .sourceAccurate)
            where view.properties[token.text] != nil {
              drivers.insert(token.text)
            }
          }
          current = step.parent
        }
        if !conditioned { return nil }
      }
      return drivers
    }

    /// The first write of the property `name` in a type's code outside initializers: an
    /// assignment, a compound assignment or a mutating call (`toggle()`).
    /// `skipping` leaves out writes that never run (since the eleventh SwiftUI sample, the
    /// setter of a binding that no view writes through, `isUnusedBindingSetter`).
    static func firstWrite(
      of name: String, in type: TypeInfo, skipping: (Syntax) -> Bool = { _ in false }
    ) -> Syntax? {
      for declaration in type.declarations {
        for token in declaration.tokens(viewMode: .sourceAccurate) where token.text == name {
          guard let node = ownReference(token), !isInInitializer(node) else { continue }
          if Self.isWrite(node), !skipping(node) { return node }
        }
      }
      return nil
    }

    /// What `token` names in a type's own code: the bare reference (`name`) or `self.name`;
    /// nil where it is no reference or the member of something other than `self`.
    static func ownReference(_ token: TokenSyntax) -> Syntax? {
      guard let node = token.parent?.as(DeclReferenceExprSyntax.self).map(Syntax.init) else {
        return nil
      }
      guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id
      else { return node }
      return member.base?.trimmedDescription == "self" ? Syntax(member) : nil
    }

    /// Whether `node` stands in an initializer of the type it is a member of (the walk up
    /// stops at the member: a closure stored by an initializer is not in it).
    static func isInInitializer(_ node: Syntax) -> Bool {
      var current = node.parent
      while let step = current {
        if step.is(InitializerDeclSyntax.self) { return true }
        if step.is(MemberBlockItemSyntax.self) { return false }
        current = step.parent
      }
      return false
    }

    /// Whether the expression `node` is assigned or is the receiver of a mutating call,
    /// through member and subscript steps.
    static func isWrite(_ node: Syntax) -> Bool {
      var current = node
      var steps = 0
      while let parent = current.parent, steps < Expressions.maximumPathLength {
        steps += 1
        guard ValueScan.continuesPath(parent, from: current) else { break }
        if ValueScan.callsMutatingMethod(parent) { return true }
        current = parent
      }
      return ValueScan.isAssigned(current)
    }
  }
#endif
