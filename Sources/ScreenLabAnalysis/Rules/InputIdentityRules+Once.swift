#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension InputIdentityRules {
    // MARK: - SL419

    /// SL419: an `.onAppear { … }` or `.task { … }` (without `id:`) whose load — a
    /// `URLSession`, `Data(contentsOf:)`, a call named `load…`, `fetch…`, `download…` or
    /// `request…` — a `@State` flag of the view lets run only once (`if !hasLoaded { fetch();
    /// hasLoaded = true }`, or `guard !hasLoaded else { return }` before it), when the load
    /// writes another `@State` of the view (in the closure or in a method of the view it
    /// calls) and nothing resets the flag (no `= false`, `toggle()` or `$flag`). SwiftUI runs
    /// `onAppear` each time the view appears (Apple, `View.onAppear(perform:)`: "Adds an
    /// action to perform before this view appears") and keeps `@State` for the view's life, so
    /// the flag
    /// turns every later appearance into nothing: the copy the view shows stays the first
    /// one loaded while the data it came from moves on. Reported at the flag's check.
    func flaggedLoadsOnAppear(_ type: TypeInfo) -> [Finding] {
      let states = Set(
        type.propertyOrder.filter { type.properties[$0]?.attributes.contains("State") == true })
      guard states.count >= 2 else { return [] }
      let text = type.declarations.map(\.description).joined(separator: "\n")
      var findings: [Finding] = []
      for (call, file) in calls(in: type) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          ["onAppear", "task"].contains(member.declName.baseName.text),
          Expressions.argument(call, "id") == nil,
          let closure = call.trailingClosure
            ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
        else { continue }
        for statement in closure.statements {
          guard let (check, flag, guarded) = Self.onceCheck(statement, rest: closure.statements),
            states.contains(flag), !Self.resets(flag, in: text),
            Self.setsTrue(flag, in: guarded)
          else { continue }
          let loaded = guarded + Self.calledBodies(guarded, in: type)
          let shown = states.subtracting([flag])
          guard Self.callsLoad(loaded), !Self.registers(guarded),
            shown.contains(where: { Self.writes($0, in: loaded) })
          else { continue }
          findings.append(
            project.warning(
              .loadedOnceOnAppear, at: check, file: file,
              Finding.Message(
                "'\(flag)' lets the load in \(member.declName.baseName.text) run only the "
                  + "first time the view appears and nothing resets it: later appearances "
                  + "load nothing, so the view keeps showing the first result while the data "
                  + "moves on; load on each appearance (or reset '\(flag)' when the data "
                  + "changes)")))
        }
      }
      return findings
    }

    /// A check that the flag is not set yet: `if !flag { … }` (with the text of its body) or
    /// `guard !flag else { return }` (with the text of the statements after it).
    static func onceCheck(_ item: CodeBlockItemSyntax, rest: CodeBlockItemListSyntax)
      -> (Syntax, String, String)?
    {
      if let expression = item.item.as(ExpressionStmtSyntax.self)?.expression
        ?? item.item.as(ExprSyntax.self),
        let branch = expression.as(IfExprSyntax.self), branch.conditions.count == 1,
        let flag = negatedFlag(branch.conditions.first?.condition)
      {
        return (Syntax(branch), flag, branch.body.statements.description)
      }
      if let guardStatement = item.item.as(GuardStmtSyntax.self),
        guardStatement.conditions.count == 1,
        let flag = negatedFlag(guardStatement.conditions.first?.condition)
      {
        let after = rest.filter { $0.position > item.position }.map(\.description).joined()
        return (Syntax(guardStatement), flag, after)
      }
      return nil
    }

    /// The flag of `!flag`, `!self.flag` or `flag == false`.
    static func negatedFlag(_ condition: ConditionElementSyntax.Condition?) -> String? {
      guard let expression = condition?.as(ExprSyntax.self) else { return nil }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!",
        let path = Expressions.path(prefix.expression)
      {
        let name = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
        return name.contains(".") ? nil : name
      }
      let words = expression.trimmedDescription.split(separator: " ").map(String.init)
      if words.count == 3, words[1] == "==", words[2] == "false" {
        let name = words[0].hasPrefix("self.") ? String(words[0].dropFirst(5)) : words[0]
        return name.contains(".") ? nil : name
      }
      return nil
    }

    /// Whether `text` calls a load: `URLSession`, `Data(contentsOf:)`, or a call whose name
    /// starts with `load`, `fetch`, `download` or `request` (`manager.fetchAverage(…)`).
    static func callsLoad(_ text: String) -> Bool {
      text.contains("URLSession") || text.contains("Data(contentsOf")
        || text.range(
          of: "(^|[^A-Za-z0-9_])(load|fetch|download|request)[A-Za-z0-9_]*\\s*\\(",
          options: .regularExpression) != nil
    }

    /// Whether the checked code registers an observer or a subscription: a flag that keeps it
    /// from registering twice is right, not stale.
    static func registers(_ text: String) -> Bool {
      ["addObserver", "addPeriodicTimeObserver", "addBoundaryTimeObserver", ".sink", ".observe("]
        .contains(where: text.contains)
    }

    /// Whether code of the view sets the flag back: `flag = false`, `flag.toggle()`, or hands
    /// `$flag` to a control.
    static func resets(_ flag: String, in text: String) -> Bool {
      // Not the declaration's own initial value (`var hasLoaded = false`).
      text.range(of: "(?<!var )\\b\(flag)\\s*=\\s*false", options: .regularExpression) != nil
        || text.contains(flag + ".toggle()") || text.contains("$" + flag)
    }

    static func setsTrue(_ flag: String, in text: String) -> Bool {
      text.range(of: "\\b\(flag)\\s*=\\s*true", options: .regularExpression) != nil
    }

    /// Whether `text` assigns the property `name` (`name = …`, `self.name = …`).
    static func writes(_ name: String, in text: String) -> Bool {
      text.range(
        of: "(^|[^.\\w])(self\\.)?\(name)\\s*(=[^=]|\\+=|-=|\\.append)", options: .regularExpression
      )
        != nil
    }

    /// The bodies of the view's methods that `text` calls (`fetchAverage(…)`), one level deep.
    static func calledBodies(_ text: String, in type: TypeInfo) -> String {
      type.functions.filter { name, _ in
        text.range(of: "\\b\(name)\\(", options: .regularExpression) != nil
      }.values.flatMap { $0 }.compactMap { $0.body?.description }.joined(separator: "\n")
    }
  }
#endif
