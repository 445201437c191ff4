#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL321: an observation registered on the object a stored property holds (a key-value
  /// observation, a notification observer filtered to that object, a player's time observer)
  /// whose handler updates the screen, while another method puts a new object in the property
  /// and does not observe it. A key-value observation and a notification's `object` filter
  /// name one instance, so the handler stops running for the new object and the view keeps
  /// showing what the old one last said (Docs/Analyzer.md, SL321).
  struct ObserverTargetRules {
    let project: Project

    struct Registration {
      let property: String
      let what: String
      let node: Syntax
      let file: Int
      let method: String
    }

    func findings() -> [Finding] {
      var findings: [Finding] = []
      let declarations = TypeFunctions.collect(project)
      // Only files that register an observation are read for one: most types have none.
      let observing = Set(
        project.files.indices.filter { file in
          let text = project.files[file].text
          return text.contains("observe") || text.contains("Observer")
        })
      for type in declarations.keys.sorted() {
        let methods = declarations[type] ?? []
        guard methods.contains(where: { observing.contains($0.1) }) else { continue }
        let paths = ShownPaths(project: project, type: type)
        var byName: [String: FunctionDeclSyntax] = [:]
        for (method, _) in methods { byName[method.name.text] = method }
        var registrations: [Registration] = []
        for (method, file) in methods {
          let finder = RegistrationFinder(paths: paths, methods: byName)
          finder.walk(method)
          registrations += finder.found.map {
            Registration(
              property: $0.property, what: $0.what, node: $0.node, file: file,
              method: method.name.text)
          }
        }
        guard !registrations.isEmpty else { continue }
        var callers: [String: Set<String>] = [:]
        for (method, _) in methods {
          for callee in Self.ownCalls(in: Syntax(method)) where callee != method.name.text {
            callers[callee, default: []].insert(method.name.text)
          }
        }
        for registration in registrations {
          for (method, _) in methods where method.name.text != registration.method {
            let name = method.name.text
            guard Self.replacement(of: registration.property, in: method) != nil,
              Self.runsLater(method, callers: callers[name] ?? [])
            else { continue }
            // The replacing method (or a method it calls) observes the new object again.
            let reach = Self.reach(from: method, in: byName)
            guard
              !registrations.contains(where: {
                $0.property == registration.property && reach.contains($0.method)
              })
            else { continue }
            findings.append(
              project.warning(
                .observerOnReplacedObject, at: registration.node, file: registration.file,
                """
                \(registration.what) is registered on the object in '\(registration.property)' \
                when '\(registration.method)()' runs, and its handler updates the screen, but \
                '\(name)()' puts a new object in '\(registration.property)' without observing \
                it: the handler no longer runs and the screen keeps the old object's last \
                value; observe each new object where it is made (and stop observing the old)
                """))
            break
          }
        }
      }
      return findings
    }

    /// The names of the type's methods a node calls, bare or through `self`.
    static func ownCalls(in node: Syntax) -> Set<String> {
      var result = Set<String>()
      var pending = [node]
      while let current = pending.popLast() {
        if let call = current.as(FunctionCallExprSyntax.self),
          let name = Expressions.calleeName(call)
        {
          if call.calledExpression.is(DeclReferenceExprSyntax.self)
            || call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
              == "self"
          {
            result.insert(name)
          }
        }
        pending += current.children(viewMode: .sourceAccurate)
      }
      return result
    }

    /// The methods reached from `method` through the type's own calls, three deep.
    static func reach(from method: FunctionDeclSyntax, in byName: [String: FunctionDeclSyntax])
      -> Set<String>
    {
      var seen: Set<String> = [method.name.text]
      var frontier = [method]
      for _ in 0..<3 {
        var next: [FunctionDeclSyntax] = []
        for current in frontier {
          for name in ownCalls(in: Syntax(current)) where seen.insert(name).inserted {
            if let callee = byName[name] { next.append(callee) }
          }
        }
        frontier = next
      }
      return seen
    }

    /// Whether a method runs after the screen is set up: UIKit or a user calls it
    /// (`override`, `@objc`, `@IBAction`), or a method other than a set-up callback calls it.
    static func runsLater(_ method: FunctionDeclSyntax, callers: Set<String>) -> Bool {
      let entry =
        method.modifiers.has("override")
        || method.attributes.contains {
          ["objc", "IBAction"].contains(
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "")
        }
      if entry { return !DelegateRules.setUpMethods.contains(method.name.text) }
      return callers.contains { !DelegateRules.setUpMethods.contains($0) }
    }

    /// A statement of `method` that puts a new object in `property`: an initializer's result
    /// (`playerItem = AVPlayerItem(url: url)`), or `replaceCurrentItem(with:)` for
    /// `player.currentItem`.
    static func replacement(of property: String, in method: FunctionDeclSyntax) -> Syntax? {
      guard let body = method.body else { return nil }
      var pending = [Syntax(body)]
      while let node = pending.popLast() {
        if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { continue }
        if let sequence = node.as(SequenceExprSyntax.self) {
          let elements = Array(sequence.elements)
          if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            SummaryScan.parts(elements[0])?.joined(separator: ".") == property,
            let made = elements[2].as(FunctionCallExprSyntax.self),
            let callee = Expressions.calleeName(made), callee.first?.isUppercase == true
          {
            return Syntax(sequence)
          }
        }
        if property.hasSuffix(".currentItem"), let call = node.as(FunctionCallExprSyntax.self),
          Expressions.calleeName(call) == "replaceCurrentItem",
          let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
          let parts = SummaryScan.parts(base),
          parts.joined(separator: ".") + ".currentItem" == property
        {
          return Syntax(call)
        }
        pending += node.children(viewMode: .sourceAccurate)
      }
      return nil
    }
  }

  /// The observations a method registers on stored properties whose handlers write a view
  /// of the type (in the closure, or in the selector's method or a method it calls).
  final class RegistrationFinder: SyntaxVisitor {
    let paths: ShownPaths
    let methods: [String: FunctionDeclSyntax]
    /// Locals bound to a stored property (`if let item = self.playerItem`).
    private var aliases: [String: String] = [:]
    private(set) var found: [(property: String, what: String, node: Syntax)] = []

    init(paths: ShownPaths, methods: [String: FunctionDeclSyntax]) {
      self.paths = paths
      self.methods = methods
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        if let value = node.initializer?.value, let parts = SummaryScan.parts(value),
          paths.isMember(parts[0])
        {
          aliases[name] = parts.joined(separator: ".")
        } else if node.initializer == nil, paths.isMember(name) {
          aliases[name] = name
        }
      }
      return .visitChildren
    }

    private func property(_ expression: ExprSyntax) -> String? {
      guard let parts = SummaryScan.parts(expression) else { return nil }
      if let alias = aliases[parts[0]] {
        return ([alias] + parts.dropFirst()).joined(separator: ".")
      }
      return paths.isMember(parts[0]) && !paths.isView(parts[0])
        ? parts.joined(separator: ".") : nil
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let name = Expressions.calleeName(node) else { return .visitChildren }
      let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
      let closure =
        node.trailingClosure
        ?? node.arguments.last { $0.expression.is(ClosureExprSyntax.self) }?.expression.as(
          ClosureExprSyntax.self)
      switch name {
      case "observe", "addPeriodicTimeObserver", "addBoundaryTimeObserver":
        guard let base, let property = property(base), let closure, showsInClosure(closure)
        else { break }
        let what =
          name == "observe"
          ? "A key-value observation" : "A time observer"
        found.append((property, what, Syntax(node)))
      case "addObserver":
        guard let object = Expressions.argument(node, "object"),
          let property = property(object)
        else { break }
        if let closure, showsInClosure(closure) {
          found.append((property, "A notification observer", Syntax(node)))
        } else if let selector = Expressions.argument(node, "selector"),
          let method = Self.selectorName(selector), let declaration = methods[method],
          shows(in: Syntax(declaration), depth: 1)
        {
          found.append((property, "A notification observer", Syntax(node)))
        }
      default: break
      }
      return .visitChildren
    }

    static func selectorName(_ expression: ExprSyntax) -> String? {
      guard let macro = expression.as(MacroExpansionExprSyntax.self),
        macro.macroName.text == "selector", let argument = macro.arguments.first
      else { return nil }
      var named = argument.expression
      if let call = named.as(FunctionCallExprSyntax.self) { named = call.calledExpression }
      let last = Expressions.lastName(named)
      return last.isEmpty ? nil : last
    }

    private func showsInClosure(_ closure: ClosureExprSyntax) -> Bool {
      shows(in: Syntax(closure), depth: 1)
    }

    /// Whether code writes a shown property of a stored view, itself or through the type's
    /// methods it calls.
    private func shows(in node: Syntax, depth: Int) -> Bool {
      var pending = [node]
      while let current = pending.popLast() {
        if let sequence = current.as(SequenceExprSyntax.self) {
          let elements = Array(sequence.elements)
          for index in elements.indices.dropFirst()
          where elements[index].is(AssignmentExprSyntax.self) {
            if let parts = SummaryScan.parts(elements[index - 1]), parts.count >= 2,
              paths.isView(parts[0]), ShownPaths.shownProperties.contains(parts.last ?? "")
            {
              return true
            }
          }
        }
        if depth > 0, let call = current.as(FunctionCallExprSyntax.self),
          let name = Expressions.calleeName(call), let callee = methods[name],
          call.calledExpression.is(DeclReferenceExprSyntax.self)
            || call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
              == "self",
          shows(in: Syntax(callee), depth: depth - 1)
        {
          return true
        }
        pending += current.children(viewMode: .sourceAccurate)
      }
      return false
    }
  }
#endif
