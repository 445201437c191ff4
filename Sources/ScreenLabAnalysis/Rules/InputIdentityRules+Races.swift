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
            project.warning(
              .loadNotKeyedOnInput, at: write.node, file: file,
              .loadRacingItsInput(write.name, input: input.trimmedDescription)))
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

    /// The first write to a `@State` property (`image = …`, `self.image = …`) of an awaited
    /// value: one the assignment awaits, or one made from a name bound to an awaited value
    /// (`if let data = try? await item.load() { image = UIImage(data: data) }`); a value at
    /// hand before the `await` (after a `Task.yield()` or a sleep) is no load. The value the change is observed
    /// on is left out (`selection = nil` once its load is done clears the picker), and so is
    /// a constant, which shows no loaded value (a flag, a pulse after a sleep).
    static func writeAfterAwait(in body: ClosureExprSyntax, to states: Set<String>)
      -> (name: String, node: Syntax)?
    {
      let awaits = body.tokens(viewMode: .sourceAccurate).filter {
        $0.tokenKind == .keyword(.await)
      }
      guard !awaits.isEmpty else { return nil }
      // Names bound to an awaited value (`let data = try? await item.load()`, `if let …`).
      var loaded = Set<String>()
      for token in awaits {
        var current = token.parent
        while let step = current, !step.is(CodeBlockItemSyntax.self) {
          if let binding = step.as(PatternBindingSyntax.self) {
            loaded.formUnion(Self.boundNames(binding.pattern))
          } else if let condition = step.as(OptionalBindingConditionSyntax.self) {
            loaded.formUnion(Self.boundNames(condition.pattern))
          }
          current = step.parent
        }
      }
      for token in body.tokens(viewMode: .sourceAccurate) where states.contains(token.text) {
        guard let target = SwiftUIFlowRules.ownReference(token),
          let assigned = DrawRules.assignedValue(target)
        else { continue }
        // A constant (`isLoading = false`, `pulse = true`) shows no loaded value.
        if assigned.count == 1, let value = assigned.first, Self.isConstant(value) {
          continue
        }
        let awaited = assigned.contains { value in
          value.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .keyword(.await) || loaded.contains($0.text)
          }
        }
        if awaited {
          return (token.text, target)
        }
      }
      return nil
    }

    static func boundNames(_ pattern: some SyntaxProtocol) -> [String] {
      pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
        if case .identifier(let name) = token.tokenKind { return name }
        return nil
      }
    }

    static func isConstant(_ value: ExprSyntax) -> Bool {
      value.is(BooleanLiteralExprSyntax.self) || value.is(NilLiteralExprSyntax.self)
        || value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
        || value.is(StringLiteralExprSyntax.self)
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
