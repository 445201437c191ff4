#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension InputIdentityRules {
    /// SL407, a load restarted by hand: `.onChange(of: selection) { Task { image = try await
    /// load(selection) } }`. Each change starts another unstructured task and nothing cancels
    /// the one before (a `Task` is not cancelled when it is dropped; Apple, `Task`), so a slow
    /// load for an earlier value can finish after the load for a later one and leave the
    /// earlier result on screen. `.task(id:)` cancels the previous task when the id changes
    /// (Apple, `View.task(id:priority:_:)`). Reported at the first write to one of the view's
    /// `@State` properties that follows an `await` in the task. Left alone: a task kept in a
    /// variable (the code may cancel it), and a task that checks `Task.isCancelled`,
    /// `Task.checkCancellation()` or compares the value it loaded for with the current one.
    func loadsRacingTheirInput(_ type: TypeInfo) -> [Finding] {
      var states = Set<String>()
      for name in type.propertyOrder {
        guard let property = type.properties[name], !property.isStatic,
          property.attributes.contains("State")
        else { continue }
        states.insert(name)
      }
      guard !states.isEmpty else { return [] }
      var findings: [Finding] = []
      for (call, file) in calls(in: type) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "onChange",
          let input = Expressions.argument(call, "of"),
          let closure = call.trailingClosure
            ?? Expressions.argument(call, "perform")?.as(ClosureExprSyntax.self)
        else { continue }
        let collector = CallCollector()
        collector.walk(closure)
        for task in collector.calls where Self.isDroppedTask(task) {
          guard let body = task.trailingClosure,
            let write = Self.writeAfterAwait(
              in: body, to: states.subtracting(ShownStateRules.identifiers(in: input))),
            !Self.checksItsInput(body, input: input)
          else { continue }
          findings.append(
            Finding(
              rule: .loadNotKeyedOnInput, severity: .warning,
              location: project.location(of: write.node, file: file),
              message: .loadRacingItsInput(write.name, input: input.trimmedDescription)))
        }
      }
      return findings
    }

    /// `Task { … }` whose handle is not kept: a statement of its own, not assigned or bound.
    static func isDroppedTask(_ call: FunctionCallExprSyntax) -> Bool {
      guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task",
        call.trailingClosure != nil
      else { return false }
      var current = Syntax(call).parent
      while let step = current, !step.is(CodeBlockItemSyntax.self) {
        if step.is(InitializerClauseSyntax.self) || step.is(SequenceExprSyntax.self)
          || step.is(InfixOperatorExprSyntax.self) || step.is(LabeledExprSyntax.self)
        {
          return false
        }
        current = step.parent
      }
      return true
    }

    /// The first write to a `@State` property (`image = …`, `self.image = …`) that follows an
    /// `await` in the closure, or assigns an awaited value. The value the change is observed
    /// on is left out (`selection = nil` once its load is done clears the picker).
    static func writeAfterAwait(in body: ClosureExprSyntax, to states: Set<String>)
      -> (name: String, node: Syntax)?
    {
      let awaits = body.tokens(viewMode: .sourceAccurate).filter {
        $0.tokenKind == .keyword(.await)
      }
      guard let firstAwait = awaits.first?.positionAfterSkippingLeadingTrivia else { return nil }
      for token in body.tokens(viewMode: .sourceAccurate) where states.contains(token.text) {
        guard let target = SwiftUIFlowRules.ownReference(token),
          let assigned = DrawRules.assignedValue(target)
        else { continue }
        let awaited = assigned.contains { value in
          value.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) }
        }
        if awaited || token.positionAfterSkippingLeadingTrivia > firstAwait {
          return (token.text, target)
        }
      }
      return nil
    }

    /// Whether the task looks at cancellation or compares with the value it was started for.
    static func checksItsInput(_ body: ClosureExprSyntax, input: ExprSyntax) -> Bool {
      let names = ShownStateRules.identifiers(in: input)
      var comparing = false
      for token in body.tokens(viewMode: .sourceAccurate) {
        if ["isCancelled", "checkCancellation"].contains(token.text) { return true }
        if ["==", "!=", "==="].contains(token.text) { comparing = true }
      }
      guard comparing else { return false }
      return body.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
        && body.statements.contains { statement in
          statement.tokens(viewMode: .sourceAccurate).contains {
            ["guard", "if"].contains($0.text)
          }
        }
    }
  }

  extension Finding.Message {
    static func loadRacingItsInput(_ state: String, input: String) -> Finding.Message {
      Finding.Message(
        ".onChange(of: \(input)) starts a Task that writes '\(state)' after an await, and "
          + "nothing cancels the task of an earlier change: a slow load for an earlier value "
          + "can land last and stay on screen; use .task(id: \(input)), which cancels the "
          + "previous load")
    }
  }
#endif
