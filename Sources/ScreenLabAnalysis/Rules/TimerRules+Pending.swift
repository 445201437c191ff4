#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension TimerRules {
    /// A timer scheduled with a selector and stored in a property: the property, the
    /// method it calls, whether it repeats, and the method that schedules it.
    struct StoredTimer {
      let property: String
      let handler: String
      let repeats: Bool
      let scheduler: String
    }

    /// SL314, a pending timer left running by a stop: a repeating timer's method schedules a
    /// one-shot timer kept in a property (`flash = Timer.scheduledTimer(…selector:
    /// #selector(dim)…, repeats: false)` in the beat), and a method that stops the repeating
    /// timer (`beat.invalidate()`) sets a view's property that the one-shot's method sets too
    /// (`circle.alpha = 0` beside `circle.alpha = 0.25` in `dim()`) without invalidating the
    /// one-shot. A timer fires until it is invalidated (Apple, `Timer.invalidate()`), so a
    /// stop within the one-shot's delay is followed by its method, which puts the view back
    /// in the running state after the stop. Reported at the repeating timer's
    /// `invalidate()`.
    func pendingTimersNotStopped() -> [Finding] {
      var findings: [Finding] = []
      for type in project.index.ordered where type.isClass {
        let timers = Self.storedTimers(in: type)
        let beats = timers.filter(\.repeats)
        guard !beats.isEmpty else { continue }
        let beatHandlers = Set(beats.map(\.handler))
        let pending = timers.filter { !$0.repeats && beatHandlers.contains($0.scheduler) }
        guard !pending.isEmpty else { continue }
        for (name, functions) in type.functions.sorted(by: { $0.key < $1.key })
        where !beatHandlers.contains(name) {
          for function in functions {
            guard let body = function.body else { continue }
            let collector = CallCollector()
            collector.walk(body)
            let invalidated = collector.calls.compactMap { call -> (String, Syntax)? in
              guard Expressions.calleeName(call) == "invalidate",
                let base = Expressions.calleeBase(call)
              else { return nil }
              return (Expressions.withoutSelf(base), Syntax(call))
            }
            guard
              let stop = invalidated.first(where: { stopped in
                beats.contains { $0.property == stopped.0 }
              })
            else { continue }
            let written = Set(
              Self.assignments(in: Syntax(body)).map { Expressions.withoutSelf($0.path) })
            for timer in pending where !invalidated.contains(where: { $0.0 == timer.property }) {
              let shown = (type.functions[timer.handler] ?? []).flatMap { handler in
                handler.body.map {
                  Self.assignments(in: Syntax($0)).map { Expressions.withoutSelf($0.path) }
                }
                  ?? []
              }
              guard
                let overwritten = shown.first(where: {
                  $0.contains(".") && written.contains($0)
                })
              else { continue }
              findings += warning(
                .resetNotShown, at: stop.1,
                """
                this stop invalidates the repeating timer but not '\(timer.property)', which \
                its beat schedules to call '\(timer.handler)()': a stop within that delay is \
                followed by '\(timer.handler)()', which sets '\(overwritten)' back after the \
                stop; invalidate '\(timer.property)' here too
                """)
              break
            }
          }
        }
      }
      return findings
    }

    /// The timers `type` schedules with a selector into a stored property
    /// (`beat = Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`).
    static func storedTimers(in type: TypeInfo) -> [StoredTimer] {
      var timers: [StoredTimer] = []
      for (name, functions) in type.functions {
        for function in functions {
          guard let body = function.body else { continue }
          for assignment in assignments(in: Syntax(body)) {
            let property = Expressions.withoutSelf(assignment.path)
            guard type.properties[property] != nil,
              let call = assignment.value?.as(FunctionCallExprSyntax.self),
              Expressions.calleeName(call) == "scheduledTimer",
              let selector = selectorArgument(call), let handler = methodName(selector),
              let repeats = call.arguments.first(where: { $0.label?.text == "repeats" })
            else { continue }
            timers.append(
              StoredTimer(
                property: property, handler: handler,
                repeats: repeats.expression.trimmedDescription != "false", scheduler: name))
          }
        }
      }
      return timers
    }
  }
#endif
