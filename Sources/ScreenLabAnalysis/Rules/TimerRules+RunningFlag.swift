#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension TimerRules {
    /// What one method of a type does, by itself: the stored timers it invalidates (and
    /// where), the stored `Bool` flags it sets to `true` or `false`, the members of the
    /// type's views it sets, whether it makes a timer or leaves the screen, and the type's own
    /// methods it calls.
    struct StopFacts {
      var stops: [Syntax] = []
      var setTrue: Set<String> = []
      var setFalse: Set<String> = []
      /// The views' members it sets (`playItem.image`, `startButton.setTitle`).
      var shown: Set<String> = []
      var starts = false
      /// Whether it leaves the screen (a segue, a dismissal, a pop).
      var leaves = false
      var callees: Set<String> = []

      /// Adds what `other` does, except where it stops a timer.
      mutating func merge(_ other: StopFacts) {
        setTrue.formUnion(other.setTrue)
        setFalse.formUnion(other.setFalse)
        shown.formUnion(other.shown)
        starts = starts || other.starts
        leaves = leaves || other.leaves
      }
    }

    /// SL314, a stop that leaves the running flag set: a type keeps a `Bool` flag that a
    /// method starting a timer sets to `true` and that a stopping method sets back to `false`
    /// together with a view member the start sets too (`timerStarted = false;
    /// playButton.image = play` beside `pauseTimer()`). Another method of the type that
    /// stops the same kind of timer (`timer?.invalidate()` in `cancelTimer()`) without setting
    /// the flag, itself or through the methods it calls, and is not one of the resetting
    /// method's helpers, leaves the flag `true` and the control showing the running state
    /// after the timer is gone: the screen says a timer runs, and the next tap toggles the
    /// wrong way. Not reported: a method that starts a timer again (a restart), one that a
    /// method setting the flag calls, one that leaves the screen (`viewWillDisappear(_:)`,
    /// `viewDidDisappear(_:)`, or a segue, dismissal or pop it makes). Reported at its
    /// `invalidate()`. A flag named for the stopped state (`timerStopped`, `isPaused`) is the
    /// other way round and is not followed.
    func runningFlagsLeftSet() -> [Finding] {
      var findings: [Finding] = []
      for type in project.index.ordered where type.isClass {
        let flags = Set(
          type.properties.values.filter { property in
            !property.isLet && !property.isStatic && !property.isComputed
              && !Self.stoppedWords.contains(where: property.name.lowercased().contains)
              && (property.typeName == "Bool"
                || property.binding?.as(PatternBindingSyntax.self)?.initializer?.value
                  .is(BooleanLiteralExprSyntax.self) == true)
          }.map(\.name))
        guard !flags.isEmpty else { continue }
        // Apps of one repository may declare the same type name in different files; the
        // index merges them. A flag is matched only with methods of the file declaring it.
        var flagFile: [String: SyntaxIdentifier] = [:]
        for flag in flags {
          if let declaration = type.properties[flag]?.declaration {
            flagFile[flag] = declaration.root.id
          }
        }
        var fileOf: [String: SyntaxIdentifier] = [:]
        var direct: [String: StopFacts] = [:]
        for (name, functions) in type.functions where name != "init" {
          fileOf[name] = functions.first?.root.id
          var facts = StopFacts()
          for function in functions {
            guard let body = function.body else { continue }
            let own = Self.stopFacts(in: Syntax(body), type: type, flags: flags)
            facts.merge(own)
            facts.stops += own.stops
            facts.callees.formUnion(own.callees)
          }
          facts.callees.remove(name)
          direct[name] = facts
        }
        guard direct.values.contains(where: { !$0.stops.isEmpty }) else { continue }
        func reach(_ name: String, depth: Int = 0) -> StopFacts {
          var facts = direct[name] ?? StopFacts()
          guard depth < 3 else { return facts }
          for callee in facts.callees where direct[callee] != nil {
            let called = reach(callee, depth: depth + 1)
            facts.merge(called)
            if facts.stops.isEmpty { facts.stops = called.stops }
          }
          return facts
        }
        func helpers(of name: String, depth: Int = 0) -> Set<String> {
          guard depth < 3, let callees = direct[name]?.callees else { return [] }
          var result = callees.filter { direct[$0] != nil }
          for callee in result { result.formUnion(helpers(of: callee, depth: depth + 1)) }
          return result
        }
        let names = direct.keys.sorted()
        let reached = Dictionary(uniqueKeysWithValues: names.map { ($0, reach($0)) })
        // Flags a start sets to true with the views it shows them in, and a stop sets back
        // to false with one of those views.
        var started: [String: Set<String>] = [:]
        for name in names {
          guard let facts = reached[name], facts.starts else { continue }
          for flag in facts.setTrue { started[flag, default: []].formUnion(facts.shown) }
        }
        var resetting: [String: String] = [:]
        for name in names {
          guard let facts = reached[name], !facts.stops.isEmpty,
            let flag = facts.setFalse.sorted().first(where: { flag in
              fileOf[name] == flagFile[flag]
                && !(started[flag] ?? []).isDisjoint(with: facts.shown)
            })
          else { continue }
          resetting[name] = flag
        }
        guard !resetting.isEmpty else { continue }
        var covered = Set(resetting.keys)
        for name in resetting.keys { covered.formUnion(helpers(of: name)) }
        for name in names where !covered.contains(name) && !Self.leavingMethods.contains(name) {
          guard let own = direct[name], let stop = own.stops.first, let facts = reached[name],
            !facts.starts, !facts.leaves
          else { continue }
          // A caller that sets the flag itself covers the stop.
          let callers = names.filter { direct[$0]?.callees.contains(name) == true }
          let flagsSet = callers.reduce(into: facts.setFalse.union(facts.setTrue)) {
            result, caller in
            if let facts = reached[caller] { result.formUnion(facts.setFalse.union(facts.setTrue)) }
          }
          guard
            let (resetter, flag) = resetting.sorted(by: { first, second in
              // The method that sets the flag back itself names the stop best.
              let ownFirst = direct[first.key]?.setFalse.contains(first.value) == true
              let ownSecond = direct[second.key]?.setFalse.contains(second.value) == true
              return ownFirst != ownSecond ? ownFirst : first.key < second.key
            }).first(where: {
              !flagsSet.contains($0.value) && fileOf[name] == flagFile[$0.value]
            })
          else { continue }
          findings += warning(
            .resetNotShown, at: stop,
            """
            '\(name)()' stops the timer but leaves '\(flag)' true, which '\(resetter)()' sets \
            back to false together with the view that shows it: after this stop the screen \
            still shows the running state and the next toggle goes the wrong way; reset \
            '\(flag)' and its view here, or stop through '\(resetter)()'
            """)
        }
      }
      return findings
    }

    /// Words of a flag that is `true` while nothing runs (`timerStopped`, `isPaused`): the
    /// other way round from a running flag.
    static let stoppedWords = [
      "stop", "pause", "end", "finish", "done", "idle", "complete", "hidden",
    ]

    /// Methods that run as the screen goes away: what they leave is not seen.
    static let leavingMethods: Set<String> = [
      "viewWillDisappear", "viewDidDisappear", "deinit", "removeFromSuperview",
      "applicationWillTerminate", "sceneDidDisconnect",
    ]

    /// Calls that leave the screen.
    static let leavingCalls: Set<String> = [
      "performSegue", "dismiss", "popViewController", "popToRootViewController",
      "removeFromSuperview",
    ]

    /// View members whose value the screen shows for a state.
    static let shownMembers: Set<String> = [
      "text", "image", "title", "isHidden", "isEnabled", "tintColor", "backgroundColor",
      "alpha", "isSelected", "attributedText", "textColor", "isOn",
    ]

    static func stopFacts(in body: Syntax, type: TypeInfo, flags: Set<String>) -> StopFacts {
      var facts = StopFacts()
      let collector = CallCollector()
      collector.walk(body)
      for call in collector.calls {
        guard let name = Expressions.calleeName(call) else { continue }
        let base = Expressions.calleeBase(call).map(Expressions.withoutSelf)
        if name == "invalidate", let base, type.properties[base] != nil {
          facts.stops.append(Syntax(call))
        } else if ["scheduledTimer", "Timer", "CADisplayLink"].contains(name) {
          facts.starts = true
        } else if ["setTitle", "setImage", "setBackgroundImage"].contains(name), let base,
          type.properties[String(base.split(separator: ".").first ?? "")] != nil
        {
          facts.shown.insert(base + "." + name)
        } else if Self.leavingCalls.contains(name) {
          facts.leaves = true
        } else if base == "self" || base == nil, type.functions[name] != nil {
          facts.callees.insert(name)
        }
      }
      for assignment in assignments(in: body) {
        let path = Expressions.withoutSelf(assignment.path)
        let value = assignment.value?.trimmedDescription
        if flags.contains(path), value == "true" {
          facts.setTrue.insert(path)
        } else if flags.contains(path), value == "false" {
          facts.setFalse.insert(path)
        }
        let parts = path.split(separator: ".").map(String.init)
        if parts.count >= 2, let last = parts.last, shownMembers.contains(last),
          type.properties[parts[0]] != nil
        {
          facts.shown.insert(path)
        }
      }
      return facts
    }
  }
#endif
