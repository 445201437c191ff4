#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL312 for stored properties: a property that only an asynchronous completion sets, shown
  /// by the statement after the one that starts the load, and by nothing the completion runs.
  extension ShownStateRules {
    /// Argument labels and assigned members whose closure an API calls when its work ends.
    static let completionWords = [
      "completion", "handler", "callback", "reply", "success", "failure", "resultblock",
    ]

    /// Calls whose closure runs before they return.
    static let runAtOnce: Set<String> = [
      "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "first",
      "contains", "allSatisfy", "min", "max", "enumerateStatistics", "enumerateObjects",
      "animate", "performWithoutAnimation", "autoreleasepool", "sync", "withAnimation",
      "performAndWait",
    ]

    /// Calls and words in a completion that may update the screen some other way (a reload,
    /// a redraw, a delegate, a notification, a segue, the caller's own completion): the
    /// completion is taken to show the value.
    static let otherUpdates = [
      "reloadData", "reloadRows", "reloadSections", "reloadItems", "setNeedsDisplay",
      "setNeedsLayout", "delegate", "post", "performSegue", "present", "sendActions",
      "viewWillAppear", "viewDidLoad", "send",
    ]

    /// A class of the sources declares `var total: Double`, a method starts an asynchronous
    /// load whose completion sets it (`URLSession`'s `dataTask`, a HealthKit query's results
    /// handler, a method's `completion:` closure), and the statement after the start shows
    /// it (`totalLabel.text = "\(total)"`, directly or through a method of the class). The
    /// completion runs after the call returns (Apple, `URLSession.dataTask(with:
    /// completionHandler:)`: the handler is called when the load completes; HealthKit's
    /// query handlers: called on a background queue when the results are ready), so the
    /// statement shows the value from before, and when nothing the completion runs shows the
    /// property (no view written from it, no reload, no call of a method that shows it, no
    /// delegate or notification), the value it sets never reaches the screen. Left alone: a
    /// property written at once anywhere but its declaration and initializers, one with an
    /// observer or a property wrapper, a statement after a `wait()`. Reported at the showing
    /// statement's call or read, once per property.
    func propertiesShownBeforeTheirCompletion() -> [Finding] {
      var findings: [Finding] = []
      for type in project.index.ordered where type.isClass {
        findings += propertiesShownEarly(in: type)
      }
      return findings
    }

    private func propertiesShownEarly(in type: TypeInfo) -> [Finding] {
      var methods: [String: [CodeBlockSyntax]] = [:]
      for member in type.members(declaredIn: ClassDeclSyntax.self) {
        if let function = member.as(FunctionDeclSyntax.self), let body = function.body {
          methods[function.name.text, default: []].append(body)
        }
      }
      guard !methods.isEmpty else { return [] }
      let candidates = type.propertyOrder.filter { name in
        guard let property = type.properties[name] else { return false }
        return !property.isLet && !property.isStatic && !property.isComputed
          && property.observers.isEmpty && property.attributes.allSatisfy { $0 == "objc" }
      }
      var findings: [Finding] = []
      // Each method's calls of the class's methods, at any time and at once: made once per
      // type, and only for a type with a property set late.
      var calls: [String: (all: Set<String>, atOnce: Set<String>)]?
      for name in candidates {
        guard let late = lateWrites(of: name, in: methods), !late.closures.isEmpty else {
          continue
        }
        if calls == nil {
          calls = methods.mapValues { bodies in
            bodies.reduce(into: (all: Set<String>(), atOnce: Set<String>())) {
              $0.all.formUnion(Self.calledMethods(Syntax($1), atOnce: false))
              $0.atOnce.formUnion(Self.calledMethods(Syntax($1), atOnce: true))
            }
          }
        }
        if let finding = earlyShow(of: name, late: late, methods: methods, calls: calls ?? [:]) {
          findings.append(finding)
        }
      }
      return findings
    }

    /// The closures that run later and write `name`, and the methods holding them; nil when
    /// a method writes it at once or in a closure of unknown timing.
    private func lateWrites(of name: String, in methods: [String: [CodeBlockSyntax]])
      -> (closures: [ClosureExprSyntax], holders: Set<String>)?
    {
      var closures: [ClosureExprSyntax] = []
      var holders: Set<String> = []
      for (method, bodies) in methods {
        for body in bodies {
          for token in body.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let reference = Self.propertyReference(token), SwiftUIFlowRules.isWrite(reference)
            else { continue }
            switch Self.timing(of: reference, in: Syntax(body)) {
            case .atOnce, .unknown: return nil
            case .later(let closure):
              if !closures.contains(where: { $0.id == closure.id }) { closures.append(closure) }
              holders.insert(method)
            }
          }
        }
      }
      return (closures, holders)
    }

    private func earlyShow(
      of name: String, late: (closures: [ClosureExprSyntax], holders: Set<String>),
      methods: [String: [CodeBlockSyntax]],
      calls: [String: (all: Set<String>, atOnce: Set<String>)]
    ) -> Finding? {
      // The methods that start the load: those holding the closures, and their callers.
      var starts = late.holders
      // The methods that show the property at once, and those that call them at once.
      var shows = Set(
        methods.filter { _, bodies in bodies.contains { Self.showsAtOnce(name, Syntax($0)) } }.keys)
      // The methods that show it at any time (a block queued on the main queue included).
      var reaches = Set(
        methods.filter { _, bodies in bodies.contains { Self.shows(name, Syntax($0)) } }.keys)
      var changed = true
      var rounds = 0
      while changed, rounds < 16 {
        changed = false
        rounds += 1
        for (method, called) in calls {
          let (all, atOnce) = called
          if !starts.contains(method), !all.isDisjoint(with: starts) {
            starts.insert(method)
            changed = true
          }
          if !shows.contains(method), !atOnce.isDisjoint(with: shows) {
            shows.insert(method)
            changed = true
          }
          if !reaches.contains(method), !all.isDisjoint(with: reaches) {
            reaches.insert(method)
            changed = true
          }
        }
      }
      // The completion shows the value, or may update the screen another way.
      for closure in late.closures {
        let text = closure.description
        if Self.shows(name, Syntax(closure))
          || !Self.calledMethods(Syntax(closure), atOnce: false).isDisjoint(with: reaches)
          || Self.otherUpdates.contains(where: { text.contains($0) })
          || Self.callsAParameter(closure)
        {
          return nil
        }
      }
      for (_, bodies) in methods.sorted(by: { $0.key < $1.key }) {
        for body in bodies {
          let blocks = [body.statements] + Self.nestedBlocks(in: Syntax(body))
          for block in blocks {
            if let shown = Self.showAfterStart(
              in: Array(block), name: name, starts: starts, shows: shows, late: late.closures)
            {
              guard let file = project.fileIndex(of: shown) else { return nil }
              return project.warning(
                .valueReadBeforeCompletion, at: shown, file: file,
                Finding.Message(
                  "'\(shown.trimmedDescription)' shows '\(name)' right after the statement "
                    + "that starts the load whose completion sets it, and the completion runs "
                    + "later: the view gets the value from before, and nothing the "
                    + "completion runs shows the one it sets; update the view inside the "
                    + "completion (on the main queue)"))
            }
          }
        }
      }
      return nil
    }

    /// The first statement after one that starts the load that shows `name` at once: its
    /// call of a showing method, or its read of the property.
    static func showAfterStart(
      in items: [CodeBlockItemSyntax], name: String, starts: Set<String>, shows: Set<String>,
      late: [ClosureExprSyntax]
    ) -> Syntax? {
      guard
        let start = items.firstIndex(where: { item in
          late.contains { isInside(Syntax($0), Syntax(item)) }
            || !calledMethods(Syntax(item), atOnce: false).isDisjoint(with: starts)
        })
      else { return nil }
      for item in items[(start + 1)...] {
        if item.description.contains(".wait(") { return nil }
        if showsAtOnce(name, Syntax(item)) {
          return item.tokens(viewMode: .sourceAccurate).lazy.filter { $0.text == name }
            .compactMap { Self.propertyReference($0) }.first
        }
        if let call = calls(in: Syntax(item), atOnce: true).first(where: {
          shows.contains(Expressions.calleeName($0) ?? "")
        }) {
          return Syntax(call)
        }
      }
      return nil
    }

    /// When the code at `node` runs: at once, later (in the closure of an asynchronous
    /// call, the outermost such closure), or at a time the rule cannot tell.
    enum Timing {
      case atOnce
      case later(ClosureExprSyntax)
      case unknown
    }

    static func timing(of node: Syntax, in scope: Syntax) -> Timing {
      var result = Timing.atOnce
      var current = node.parent
      while let step = current, step.id != scope.id {
        if let closure = step.as(ClosureExprSyntax.self) {
          switch closureTiming(closure) {
          case .later: result = .later(closure)
          case .unknown: if case .atOnce = result { result = .unknown }
          case .atOnce: break
          }
        }
        current = step.parent
      }
      return result
    }

    private static func closureTiming(_ closure: ClosureExprSyntax) -> Timing {
      // `query.resultsHandler = { … }`: a handler the API calls when its work ends.
      if let assigned = assignedMember(closure) {
        return isCompletionWord(assigned) ? .later(closure) : .unknown
      }
      var label: String?
      var call = closure.parent?.as(FunctionCallExprSyntax.self)
      if call == nil, let argument = closure.parent?.as(LabeledExprSyntax.self) {
        label = argument.label?.text
        call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
      }
      if call == nil, let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
        label = element.label.text
        call = element.parent?.parent?.as(FunctionCallExprSyntax.self)
      }
      guard let call, let callee = Expressions.calleeName(call) else { return .unknown }
      if let label, isCompletionWord(label) { return .later(closure) }
      if asynchronousCalls.contains(callee)
        || ["requestAuthorization", "requestAccess"]
          .contains(callee)
      {
        return .later(closure)
      }
      if runAtOnce.contains(callee) || callee.hasPrefix("enumerate") { return .atOnce }
      return .unknown
    }

    private static func isCompletionWord(_ word: String) -> Bool {
      let lower = word.lowercased()
      return completionWords.contains { lower.hasSuffix($0) || lower.hasPrefix($0) }
    }

    /// The member a closure is assigned to (`resultsHandler` in `query.resultsHandler = {`).
    private static func assignedMember(_ closure: ClosureExprSyntax) -> String? {
      if let infix = closure.parent?.as(InfixOperatorExprSyntax.self),
        infix.operator.is(AssignmentExprSyntax.self), infix.rightOperand.id == closure.id
      {
        return infix.leftOperand.trimmedDescription.split(separator: ".").last.map(String.init)
      }
      if let list = closure.parent?.as(ExprListSyntax.self) {
        let elements = Array(list)
        if let index = elements.firstIndex(where: { $0.id == closure.id }), index >= 2,
          elements[index - 1].is(AssignmentExprSyntax.self)
        {
          return elements[index - 2].trimmedDescription.split(separator: ".").last.map(String.init)
        }
      }
      return nil
    }

    /// A reference to the class's own property: `total`, `self.total`, `self?.total`,
    /// `strongSelf.total`; not a member of another value.
    static func propertyReference(_ token: TokenSyntax) -> Syntax? {
      guard let node = token.parent?.as(DeclReferenceExprSyntax.self).map(Syntax.init) else {
        return nil
      }
      guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id
      else {
        // Not the argument label or the name of a declaration.
        return node.parent?.is(MemberAccessExprSyntax.self) == true ? nil : node
      }
      let base = member.base?.trimmedDescription ?? ""
      return ["self", "self?", "self!", "strongSelf", "weakSelf"].contains(base)
        ? Syntax(member) : nil
    }

    /// Whether `code` (anywhere in it) writes a shown property from `name`.
    static func shows(_ name: String, _ code: Syntax) -> Bool {
      showingStatements(code).contains { statement in
        statement.tokens(viewMode: .sourceAccurate).contains {
          $0.text == name && propertyReference($0) != nil
        }
      }
    }

    /// Whether `code` writes a shown property from `name` outside the closures that run later.
    static func showsAtOnce(_ name: String, _ code: Syntax) -> Bool {
      showingStatements(code).contains { statement in
        if case .atOnce = timing(of: Syntax(statement), in: code) {
          return statement.tokens(viewMode: .sourceAccurate).contains {
            $0.text == name && propertyReference($0) != nil
          }
        }
        return false
      }
    }

    /// The statements of `code` that write a shown property (`label.text = …`).
    static func showingStatements(_ code: Syntax) -> [CodeBlockItemSyntax] {
      var found: [CodeBlockItemSyntax] = []
      for token in code.tokens(viewMode: .sourceAccurate)
      where shownProperties.contains(token.text) {
        var node = Syntax(token)
        while let parent = node.parent, !node.is(CodeBlockItemSyntax.self) { node = parent }
        guard let item = node.as(CodeBlockItemSyntax.self),
          !found.contains(where: { $0.id == item.id }), showsSomething(item)
        else { continue }
        found.append(item)
      }
      return found
    }

    /// The calls in `code`; with `atOnce`, only those outside closures that run later or at
    /// a time the rule cannot tell.
    static func calls(in code: Syntax, atOnce: Bool) -> [FunctionCallExprSyntax] {
      code.tokens(viewMode: .sourceAccurate).compactMap { token in
        guard
          let call = token.parent?.parent?.as(FunctionCallExprSyntax.self)
            ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
          Expressions.calleeName(call) == token.text,
          call.calledExpression.lastToken(viewMode: .sourceAccurate)?.id == token.id
        else { return nil }
        if atOnce, case .atOnce = timing(of: Syntax(call), in: code) {
          return call
        }
        return atOnce ? nil : call
      }
    }

    /// The names of the class's own methods `code` calls (`load()`, `self.load()`).
    static func calledMethods(_ code: Syntax, atOnce: Bool) -> Set<String> {
      Set(
        calls(in: code, atOnce: atOnce).compactMap { call in
          let base = Expressions.calleeBase(call)
          guard base == nil || ["self", "self?", "self!", "strongSelf", "weakSelf"].contains(base)
          else { return nil }
          return Expressions.calleeName(call)
        })
    }

    /// Whether the closure calls a parameter of the method it is written in (the caller's
    /// own completion, which may show the value).
    private static func callsAParameter(_ closure: ClosureExprSyntax) -> Bool {
      var current = closure.parent
      while let step = current, !step.is(FunctionDeclSyntax.self) { current = step.parent }
      guard let function = current?.as(FunctionDeclSyntax.self) else { return false }
      let parameters = Set(
        function.signature.parameterClause.parameters.map {
          ($0.secondName ?? $0.firstName).text
        })
      return calls(in: Syntax(closure), atOnce: false).contains {
        $0.calledExpression.as(DeclReferenceExprSyntax.self).map {
          parameters.contains($0.baseName.text)
        } ?? false
      }
    }

    /// The statement lists of the blocks inside `code` (an `if`'s, a loop's), not those of
    /// closures.
    static func nestedBlocks(in code: Syntax) -> [CodeBlockItemListSyntax] {
      var lists: [CodeBlockItemListSyntax] = []
      for node in code.children(viewMode: .sourceAccurate) {
        if node.is(ClosureExprSyntax.self) { continue }
        if let list = node.as(CodeBlockItemListSyntax.self), node.parent?.id != code.id {
          lists.append(list)
        }
        lists += nestedBlocks(in: node)
      }
      return lists
    }
  }
#endif
