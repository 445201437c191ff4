#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL314: a stop that resets what a timer showed without showing the reset, in a UIKit
  /// screen a timer refreshes (Docs/Analyzer.md).
  struct TimerRules {
    let project: Project

    func findings() -> [Finding] {
      resetsNotShown() + pendingTimersNotStopped() + runningFlagsLeftSet()
    }

    func warning(_ rule: Rule, at node: some SyntaxProtocol, _ message: String) -> [Finding] {
      SwiftUIActorRules(project: project).warning(rule, at: node, message)
    }

    /// Calls that take a target and a selector to call later: timers, display links,
    /// delayed performs.
    static let selectorCalls: Set<String> = [
      "scheduledTimer", "Timer", "CADisplayLink", "perform",
    ]

    /// The selector argument of a timer, display link or delayed perform.
    static func selectorArgument(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
      guard let callee = Expressions.calleeName(call), selectorCalls.contains(callee) else {
        return nil
      }
      if callee == "perform" {
        guard call.arguments.contains(where: { $0.label?.text == "afterDelay" }) else {
          return nil
        }
        return call.arguments.first?.expression
      }
      return call.arguments.first { $0.label?.text == "selector" }?.expression
    }

    /// `#selector(name)`, `#selector(Type.name(_:))`, `#selector(self.name)`: the method's
    /// base name, or nil.
    static func methodName(_ selector: ExprSyntax) -> String? {
      guard let expression = Expressions.selectorTarget(selector) else { return nil }
      if let member = expression.as(MemberAccessExprSyntax.self) {
        return member.declName.baseName.text
      }
      return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    // MARK: - SL314

    /// A view's property a timer's method sets from a member of another object
    /// (`trackSeek.value = Float(player.currentTime)` in the method a repeating timer calls),
    /// and a method of the same type that stops that timer (`timer.invalidate()`) and sets
    /// the member the timer copied (`player.currentTime = 0`) without setting the view's
    /// property, calling the timer's method or starting a timer again. The timer was the
    /// only code that showed the member: stopped, it will not show the reset, and the slider
    /// or label keeps the old position. Reported at the reset.
    func resetsNotShown() -> [Finding] {
      // Gate on the text: only files that stop a timer and name a selector are looked at.
      let roots = Set(
        project.trees.indices.filter { file in
          let text = project.files[file].text
          return text.contains("invalidate()") && text.contains("#selector(")
        }.map { project.trees[$0].id })
      guard !roots.isEmpty else { return [] }
      var findings: [Finding] = []
      for type in project.index.ordered where type.isClass {
        guard type.declarations.contains(where: { roots.contains($0.root.id) }) else { continue }
        // The methods timers call.
        var handlers: Set<String> = []
        for declaration in type.declarations {
          let collector = CallCollector()
          collector.walk(declaration)
          for call in collector.calls {
            guard let callee = Expressions.calleeName(call), callee != "perform",
              let selector = Self.selectorArgument(call), let name = Self.methodName(selector)
            else { continue }
            handlers.insert(name)
          }
        }
        // What each handler shows: `view.property` set from `object.member` paths.
        var shows: [(target: String, sources: Set<String>)] = []
        for handler in handlers.sorted() {
          for function in type.functions[handler] ?? [] {
            guard let body = function.body else { continue }
            shows += Self.copies(in: Syntax(body), type: type)
          }
        }
        guard !shows.isEmpty else { continue }
        for (name, functions) in type.functions.sorted(by: { $0.key < $1.key })
        where !handlers.contains(name) {
          for function in functions {
            guard let body = function.body else { continue }
            let text = body.trimmedDescription
            guard text.contains(".invalidate()"), !text.contains("scheduledTimer"),
              !handlers.contains(where: { text.contains($0 + "(") })
            else { continue }
            let written = Self.assignments(in: Syntax(body))
            let targets = Set(written.map(\.path))
            for show in shows where !targets.contains(show.target) {
              guard let reset = written.first(where: { show.sources.contains($0.path) }) else {
                continue
              }
              findings += warning(
                .resetNotShown, at: reset.node,
                """
                '\(reset.path)' is reset where the timer that shows it in \
                '\(show.target)' is stopped, and '\(show.target)' is not set: the timer \
                will not run again, so the screen keeps the old value; set \
                '\(show.target)' here too
                """)
              break
            }
          }
        }
      }
      return findings
    }

    /// The assignments in `container`: each target's path (`self.` removed) and node.
    static func assignments(in container: Syntax) -> [(path: String, node: Syntax, value: Syntax?)]
    {
      var result: [(path: String, node: Syntax, value: Syntax?)] = []
      collectAssignments(in: container, into: &result)
      return result
    }

    /// ``assignments(in:)`` appended to one array, children first as before: a new array at
    /// every level of the tree, concatenated into its parent's, cost as much as the walk.
    private static func collectAssignments(
      in container: Syntax, into result: inout [(path: String, node: Syntax, value: Syntax?)]
    ) {
      for node in container.children(viewMode: .sourceAccurate) {
        collectAssignments(in: node, into: &result)
      }
      guard let list = container.as(ExprListSyntax.self) else { return }
      let elements = Array(list)
      for (index, element) in elements.enumerated()
      where index + 2 < elements.count && elements[index + 1].is(AssignmentExprSyntax.self) {
        guard let path = Expressions.path(element) else { continue }
        result.append((path, Syntax(element), Syntax(elements[index + 2])))
      }
    }

    /// `view.property = f(object.member)`: a view property set from members of stored
    /// properties of `type`.
    static func copies(in body: Syntax, type: TypeInfo) -> [(target: String, sources: Set<String>)]
    {
      var result: [(target: String, sources: Set<String>)] = []
      for assignment in assignments(in: body) {
        let parts = assignment.path.split(separator: ".")
        guard parts.count == 2, type.properties[String(parts[0])] != nil,
          let value = assignment.value
        else { continue }
        var sources: Set<String> = []
        for token in value.tokens(viewMode: .sourceAccurate) {
          guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
            member.declName.baseName.id == token.id,
            let path = Expressions.path(ExprSyntax(member))
          else { continue }
          let pieces = path.split(separator: ".")
          if pieces.count == 2, String(pieces[0]) != String(parts[0]),
            type.properties[String(pieces[0])] != nil
          {
            sources.insert(path)
          }
        }
        if !sources.isEmpty { result.append((assignment.path, sources)) }
      }
      return result
    }
  }
#endif
