#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL421: a list loaded again before the change request it follows has completed
  /// (Docs/Analyzer.md, "SwiftUI values that are not observed", SL421).
  extension SwiftUIFlowRules {
    /// HTTP methods that change what the server holds.
    static let changingMethods: Set<String> = ["DELETE", "POST", "PUT", "PATCH"]

    /// `URLSession` methods that start a request and return at once, with the request as
    /// their first argument; the completion handler runs when the response arrives (Apple,
    /// `URLSession.dataTask(with:completionHandler:)`).
    static let startingCalls: Set<String> = ["dataTask", "uploadTask"]

    /// `URLSession`'s `async` methods taking a request; they wait inside their own task only.
    static let awaitedCalls: Set<String> = ["data", "upload"]

    /// The methods of a type that start a change and return at once (`changers`), and those
    /// that load with `URLSession` and store what they load (`loaders`).
    struct RefetchRoles {
      var changers: Set<String> = []
      var loaders: Set<String> = []
    }

    /// The roles of the methods of every type whose code names `URLSession`.
    func refetchRoles() -> [String: RefetchRoles] {
      var result: [String: RefetchRoles] = [:]
      for type in project.index.ordered
      where type.declarations.contains(where: { $0.description.contains("URLSession") }) {
        let stored = Set(type.properties.filter { !$0.value.isComputed }.keys)
        var roles = RefetchRoles()
        for (name, functions) in type.functions where functions.count == 1 {
          guard let body = functions[0].body else { continue }
          let changing = Self.changingRequestNames(in: Syntax(body))
          // A data task's handler runs after the method returns (a call that awaits the
          // method is left alone where it is read).
          if Self.startsChange(in: Syntax(body), changing: changing, waits: false) {
            roles.changers.insert(name)
          } else if changing.isEmpty, Self.loads(Syntax(body)),
            Self.writesStored(Syntax(body), stored: stored)
          {
            roles.loaders.insert(name)
          }
        }
        if !roles.changers.isEmpty || !roles.loaders.isEmpty { result[type.name] = roles }
      }
      return result
    }

    /// SL421 over a SwiftUI view or an observable model: a statement starts a request that
    /// changes the server's data (a `URLRequest` whose `httpMethod` is `DELETE`, `POST`, `PUT`
    /// or `PATCH`, given to `dataTask`/`uploadTask`, or awaited inside a `Task { }` of its
    /// own), directly or through a method (of the type, or of a model it holds) that does so
    /// and returns at once; and a later statement of the same block calls a method of the
    /// type, or of an observable model it holds, that loads with `URLSession` and stores what
    /// it loads. The load is sent while the change is still on its way, so it can return the
    /// data from before the change, and the screen keeps the deleted row (or lacks the added
    /// one). Reported at the load's call. Not reported when the change's own code calls the
    /// load (its completion shows the result).
    func refetchesBeforeChangeCompletes(_ type: TypeInfo, roles: [String: RefetchRoles])
      -> [Finding]
    {
      guard type.isSwiftUIView || (type.isClass && type.isObservable) else { return [] }
      var findings: [Finding] = []
      for declaration in type.declarations {
        let changing = Self.changingRequestNames(in: declaration)
        for list in declaration.descendants(CodeBlockItemListSyntax.self) {
          let items = Array(list)
          for (index, item) in items.enumerated() {
            guard
              let change = changeStarted(
                by: Syntax(item), changing: changing, roles: roles, in: type)
            else { continue }
            for later in items[(index + 1)...] {
              guard let call = Self.ownCall(in: Syntax(later)),
                let owner = receiverType(call.receiver, in: type),
                owner.name == type.name || owner.isObservable,
                roles[owner.name]?.loaders.contains(call.name) == true,
                !Self.changeCallsLoader(change, loader: call.name, in: owner)
              else { continue }
              findings += SwiftUIActorRules(project: project).warning(
                .reloadBeforeChangeCompletes, at: call.node,
                """
                '\(call.name)()' loads the data again right after \(Self.describe(change)), \
                without waiting for its response: the load can reach the server first and \
                bring back the data from before the change, so '\(type.name)' keeps showing \
                it; call '\(call.name)()' from the change's completion handler (or await the \
                change before loading)
                """)
              break
            }
          }
        }
      }
      return findings
    }

    /// The type a call's receiver holds: the type itself for `load()` and `self.load()`, the
    /// declared (or constructed) type of a stored property for `model.load()`.
    func receiverType(_ receiver: String?, in type: TypeInfo) -> TypeInfo? {
      guard let receiver, receiver != "self" else { return type }
      guard let property = type.properties[receiver], !property.isComputed,
        let name = property.typeName
      else { return nil }
      return project.index.type(name)
    }

    /// The code that starts a change for `item`: the statement itself (a `dataTask` of a
    /// changing request, or a `Task { }` that awaits one or calls a method that starts one),
    /// or the body of a method (of the type or of a model it holds) it calls without `await`.
    func changeStarted(
      by item: Syntax, changing: Set<String>, roles: [String: RefetchRoles], in type: TypeInfo
    ) -> Syntax? {
      // Without a changing request in the declaration only a method's change is looked for
      // (the walk below an item is skipped: nested blocks would repeat it at each depth).
      if !changing.isEmpty {
        if Self.startsChange(in: item, changing: changing, waits: false) { return item }
        for task in item.descendants(FunctionCallExprSyntax.self)
        where task.calledExpression.trimmedDescription == "Task" {
          if Self.startsChange(in: Syntax(task), changing: changing, waits: true) {
            return Syntax(task)
          }
        }
      }
      guard let call = Self.ownCall(in: item),
        let owner = receiverType(call.receiver, in: type),
        roles[owner.name]?.changers.contains(call.name) == true,
        !item.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "await" }),
        let body = owner.functions[call.name]?.first?.body
      else { return nil }
      return Syntax(body)
    }

    /// Whether the change's code, or a method of the type it names, calls `loader`.
    static func changeCallsLoader(_ change: Syntax, loader: String, in type: TypeInfo) -> Bool {
      var names = Set(change.tokens(viewMode: .sourceAccurate).map(\.text))
      if names.contains(loader) { return true }
      for name in names.intersection(type.functions.keys) {
        guard let body = type.functions[name]?.first?.body else { continue }
        names = Set(body.tokens(viewMode: .sourceAccurate).map(\.text))
        if names.contains(loader) { return true }
      }
      return false
    }

    /// Names of the requests in `code` given a changing method
    /// (`request.httpMethod = "DELETE"`).
    static func changingRequestNames(in code: Syntax) -> Set<String> {
      var names: Set<String> = []
      for assignment in TimerRules.assignments(in: code) {
        guard assignment.path.hasSuffix(".httpMethod"),
          let literal = assignment.value?.as(StringLiteralExprSyntax.self),
          changingMethods.contains(literal.segments.trimmedDescription.uppercased())
        else { continue }
        names.insert(String(assignment.path.dropLast(".httpMethod".count)))
      }
      return names
    }

    /// Whether `code` starts a request named in `changing`: `dataTask(with: request)` (or
    /// `uploadTask`), and, when `waits` (inside a task of its own), `data(for: request)`.
    static func startsChange(in code: Syntax, changing: Set<String>, waits: Bool) -> Bool {
      guard !changing.isEmpty else { return false }
      return code.descendants(FunctionCallExprSyntax.self).contains { call in
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          let first = call.arguments.first,
          changing.contains(first.expression.trimmedDescription)
        else { return false }
        let name = member.declName.baseName.text
        if startingCalls.contains(name) { return first.label?.text == "with" }
        return waits && awaitedCalls.contains(name) && first.label?.text == "for"
      }
    }

    /// Whether `code` starts a `URLSession` request (any method).
    static func loads(_ code: Syntax) -> Bool {
      code.descendants(FunctionCallExprSyntax.self).contains { call in
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
          return false
        }
        let name = member.declName.baseName.text
        return (startingCalls.contains(name) || awaitedCalls.contains(name) || name == "download")
          && (member.base?.trimmedDescription.contains("session") == true
            || member.base?.trimmedDescription.contains("URLSession") == true)
      }
    }

    /// Whether `code` assigns a stored property of the type (`self.notes = notes`,
    /// `notes = decoded`) or appends to one.
    static func writesStored(_ code: Syntax, stored: Set<String>) -> Bool {
      TimerRules.assignments(in: code).contains { assignment in
        stored.contains(String(assignment.path.prefix { $0 != "." }))
      }
    }

    /// The call a statement is, with its receiver's name (nil for none): `load()`,
    /// `self.load()`, `model.load()`, `await load()`, `try await self.load()`.
    static func ownCall(in item: Syntax) -> (receiver: String?, name: String, node: Syntax)? {
      var expression = item.as(CodeBlockItemSyntax.self)?.item.as(ExprSyntax.self)
      while let current = expression {
        if let awaited = current.as(AwaitExprSyntax.self) {
          expression = awaited.expression
        } else if let tried = current.as(TryExprSyntax.self) {
          expression = tried.expression
        } else {
          break
        }
      }
      guard let call = expression?.as(FunctionCallExprSyntax.self) else { return nil }
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        return (nil, reference.baseName.text, Syntax(call))
      }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base?.as(DeclReferenceExprSyntax.self)
      {
        return (base.baseName.text, member.declName.baseName.text, Syntax(call))
      }
      return nil
    }

    /// How a finding names the change: through the method called, or in place.
    static func describe(_ change: Syntax) -> String {
      if let function = change.parent?.as(FunctionDeclSyntax.self) {
        return "'\(function.name.text)()' starts a request that changes it"
      }
      return "a request that changes it is started"
    }
  }

  extension SyntaxProtocol {
    /// Every node of `kind` below this one, in source order.
    func descendants<Kind: SyntaxProtocol>(_ kind: Kind.Type) -> [Kind] {
      let collector = RefetchNodeCollector(viewMode: .sourceAccurate)
      collector.walk(self)
      return collector.found.compactMap { $0.as(Kind.self) }
    }
  }

  /// Collects every node below the one walked.
  private final class RefetchNodeCollector: SyntaxAnyVisitor {
    var found: [Syntax] = []
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
      found.append(node)
      return .visitChildren
    }
  }
#endif
