#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL414 for timers: a running flag a timer that stops itself never resets.
  extension PlaybackRules {
    /// The flags a type shows: a SwiftUI view's `@State` `Bool`s its body reads, a model's
    /// observed, non-private `Bool`s (`@Published`, or stored in an `@Observable` class).
    static func shownFlags(_ type: TypeInfo) -> [(name: String, node: Syntax)] {
      var result: [(name: String, node: Syntax)] = []
      let observable = type.attributes.contains("Observable")
      for name in type.propertyOrder {
        guard let property = type.properties[name], !property.isStatic, !property.isLet,
          !property.isComputed, isFlag(property),
          let node = property.declaration ?? property.binding
        else { continue }
        if type.isSwiftUIView {
          guard property.attributes.contains("State"),
            references(to: name, in: type).contains(where: { reference in
              !SwiftUIFlowRules.isWrite(reference) && !SwiftUIActorRules.isInAction(reference)
                && isInComputedProperty(reference)
            })
          else { continue }
        } else {
          guard type.isClass, type.isObservable,
            !["private", "fileprivate"].contains(property.access ?? ""),
            property.attributes.contains("Published")
              || (observable && !property.attributes.contains("ObservationIgnored"))
          else { continue }
        }
        result.append((name, node))
      }
      return result
    }

    /// A shown flag set (`= true`, `toggle()`) where a timer is started with a closure
    /// (`Timer.scheduledTimer(withTimeInterval:repeats:block:)`) that stops the timer itself
    /// (`invalidate()`, when the countdown or the progress is done), when neither the
    /// closure nor a method of the type it calls writes the flag. The timer ends, and the
    /// screen keeps showing it running (a stop button, a running indicator). Reported at the
    /// flag's declaration.
    func timerFlagsNeverReset(_ type: TypeInfo) -> [Finding] {
      var findings: [Finding] = []
      for flag in Self.shownFlags(type) {
        let references = Self.references(to: flag.name, in: type)
        let writers = Set(
          references.filter(SwiftUIFlowRules.isWrite).compactMap(Self.enclosingFunctionName))
        var reported = false
        for reference in references where !reported && Self.setsOn(reference) {
          for closure in Self.timerClosures(beside: reference) {
            guard Self.stopsItself(closure), !Self.writes(flag.name, in: closure),
              !Self.calls(writers, in: closure)
            else { continue }
            findings += warning(
              .playbackStateNotReset, at: flag.node,
              """
              '\(flag.name)' of '\(type.name)' is set when a timer starts and shown, but the \
              timer's closure stops the timer (invalidate()) without resetting it: when the \
              timer ends the screen keeps showing it running; reset '\(flag.name)' where the \
              timer is invalidated
              """)
            reported = true
            break
          }
        }
      }
      return findings
    }

    /// The closures of `Timer.scheduledTimer(…) { … }` calls in the closure or function
    /// around `node`.
    static func timerClosures(beside node: Syntax) -> [ClosureExprSyntax] {
      guard let scope = Expressions.closureOrFunction(around: node) else { return [] }
      let collector = CallCollector()
      collector.walk(scope)
      return collector.calls.compactMap { call in
        guard Expressions.calleeName(call) == "scheduledTimer" else { return nil }
        return call.trailingClosure
          ?? call.arguments.first { $0.label?.text == "block" }?.expression
          .as(ClosureExprSyntax.self)
      }
    }

    static func stopsItself(_ closure: ClosureExprSyntax) -> Bool {
      closure.tokens(viewMode: .sourceAccurate).contains { token in
        token.text == "invalidate"
          && token.parent?.parent?.as(MemberAccessExprSyntax.self)?.parent?.is(
            FunctionCallExprSyntax.self) == true
      }
    }

    static func writes(_ name: String, in closure: ClosureExprSyntax) -> Bool {
      closure.tokens(viewMode: .sourceAccurate).contains { token in
        guard token.text == name, let reference = SwiftUIFlowRules.ownReference(token) else {
          return false
        }
        return SwiftUIFlowRules.isWrite(reference)
      }
    }

    static func calls(_ functions: Set<String>, in closure: ClosureExprSyntax) -> Bool {
      guard !functions.isEmpty else { return false }
      return closure.tokens(viewMode: .sourceAccurate).contains { functions.contains($0.text) }
    }

    static func enclosingFunctionName(_ node: Syntax) -> String? {
      var current = node.parent
      while let step = current {
        if let function = step.as(FunctionDeclSyntax.self) { return function.name.text }
        if step.is(MemberBlockItemSyntax.self) { return nil }
        current = step.parent
      }
      return nil
    }
  }
#endif
