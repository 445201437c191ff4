#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL413: a view's `body`, or a method or computed property it calls while it is computed,
  /// writes the view's `@State`, directly or in a block queued on the main queue.
  extension SwiftUIFlowRules {
    /// SwiftUI's containers, whose content closure runs while the body is computed (a view
    /// of the sources may take a closure it calls later, from an action).
    static let containers: Set<String> = [
      "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid",
      "GridRow", "ForEach", "Group", "List", "ScrollView", "ScrollViewReader", "NavigationView",
      "NavigationStack", "Form", "Section", "GeometryReader", "ViewThatFits", "TabView",
      "GroupBox", "TimelineView",
    ]

    /// Labels of closure arguments that build a view's content.
    static let contentLabels: Set<String> = ["content", "label", "header", "footer"]

    /// Modifiers whose closure builds content while the body is computed.
    static let contentModifiers: Set<String> = [
      "background", "overlay", "mask", "toolbar", "safeAreaInset", "clipShape",
    ]

    /// The view's body, a method or a computed property runs while SwiftUI computes the
    /// body (the body itself, a helper it calls outside actions and deferred closures, and
    /// those helpers' helpers); a write there to the view's `@State` — or a block queued on
    /// the main queue or in a task that writes it — changes the state the body was computed
    /// from: SwiftUI warns "Modifying state during view update" and computes the body again,
    /// so what the screen shows trails the state by one update or loops (Apple, `State`:
    /// change state from actions and tasks, not from the body). A write in the body is
    /// reported where it stands; one in a helper at the body's call of the helper (or its
    /// read of the computed property), the statement to change: the same helper may also run
    /// from an action, where its write is right.
    func stateWritesDuringBody() -> [Finding] {
      var findings: [Finding] = []
      for type in project.index.ordered where type.isSwiftUIView {
        let states = Set(
          type.propertyOrder.filter { type.properties[$0]?.attributes.contains("State") == true })
        guard !states.isEmpty else { continue }
        let walk = Self.computedWithBody(type)
        let guards = Self.statesNamedTwice(states, in: walk)
        var calls: Set<SyntaxIdentifier> = []
        for name in walk.names {
          guard let code = walk.code[name],
            let write = Self.stateWrite(in: code, states: states, oneShot: guards)
          else { continue }
          let written = write.trimmedDescription
          guard name != "body", let (call, entry) = Self.bodyReference(reaching: name, in: walk)
          else {
            findings.append(
              warning(
                .stateWrittenDuringBody, at: write, project.fileIndex(of: write) ?? 0,
                """
                '\(written)' writes @State of '\(type.name)' while SwiftUI computes the body: \
                the change makes SwiftUI compute the body again, so the screen trails the \
                state by one update or loops; derive the value in body, or write it from an \
                action or .onChange(of:)
                """))
            continue
          }
          // One finding for a body's call, however many helpers behind it write.
          guard calls.insert(call.id).inserted else { continue }
          let line =
            project.fileIndex(of: write).map {
              " (line \(project.location(of: write, file: $0).line))"
            } ?? ""
          findings.append(
            warning(
              .stateWrittenDuringBody, at: call, project.fileIndex(of: call) ?? 0,
              """
              body runs '\(entry)'\(entry == name ? "" : ", which runs '\(name)',") while \
              SwiftUI computes it, and '\(name)' writes \
              '\(written)'\(line), @State of '\(type.name)': the change makes SwiftUI compute \
              the body again, so the screen trails the state by one update or loops; derive \
              the value in body without writing state, or run '\(name)' from an action or \
              .onChange(of:)
              """))
        }
      }
      return findings
    }

    /// The reference in `body` through which the walk reached `name` (the first call of the
    /// helper, or of the helper that calls it, in the body), and the member it names.
    static func bodyReference(
      reaching name: String, in walk: BodyWalk
    ) -> (node: Syntax, member: String)? {
      var current = name
      var steps = 0
      while let step = walk.via[current], steps < 32 {
        if step.from == "body" { return (step.node, current) }
        current = step.from
        steps += 1
      }
      return nil
    }

    /// The members of a view that run while SwiftUI computes its body, in the order they are
    /// reached (the body first), with their code: the body itself, and the methods and
    /// computed properties it calls outside actions and deferred closures, and theirs (at
    /// most 32). A method passed by name (`.onAppear(perform: load)`) runs later and is left
    /// out.
    /// The members that run while the body is computed (`names`, the body first), their code,
    /// and for each one but the body the member and the reference that reached it.
    struct BodyWalk {
      var names: [String]
      var code: [String: Syntax]
      var via: [String: (from: String, node: Syntax)] = [:]
    }

    static func computedWithBody(_ type: TypeInfo) -> BodyWalk {
      var members: [String: Syntax] = [:]
      var functions: Set<String> = []
      for member in type.members(declaredIn: StructDeclSyntax.self) {
        // An async method cannot be called while the body is computed.
        if let function = member.as(FunctionDeclSyntax.self), let body = function.body,
          function.signature.effectSpecifiers?.asyncSpecifier == nil
        {
          if members[function.name.text] == nil { members[function.name.text] = Syntax(body) }
          functions.insert(function.name.text)
        } else if let variable = member.as(VariableDeclSyntax.self),
          let binding = variable.bindings.first, variable.bindings.count == 1,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          binding.initializer == nil, let accessors = binding.accessorBlock,
          Self.isComputed(accessors)
        {
          members[name] = Syntax(accessors)
        }
      }
      guard members["body"] != nil else { return BodyWalk(names: [], code: members) }
      var walk = BodyWalk(names: ["body"], code: members)
      var seen: Set<String> = ["body"]
      var position = 0
      while position < walk.names.count, position < 32 {
        let from = walk.names[position]
        guard let code = members[from] else { break }
        position += 1
        for token in code.tokens(viewMode: .sourceAccurate)
        where members[token.text] != nil && !seen.contains(token.text) {
          // A method passed by name (`.onSubmit(addWord)`) runs later; one called runs now.
          guard let node = Self.ownReference(token), Self.runsWhileComputed(node, in: code),
            !functions.contains(token.text)
              || Expressions.isCallee(node)
          else { continue }
          seen.insert(token.text)
          walk.names.append(token.text)
          walk.via[token.text] = (from, node)
        }
      }
      return walk
    }

    /// Whether an accessor block computes a value (`{ … }` or `get { … }`), not observes it.
    static func isComputed(_ block: AccessorBlockSyntax) -> Bool {
      if case .accessors(let list) = block.accessors {
        return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
      }
      return true
    }

    /// Whether `node` runs when `code` runs: every closure between them builds content
    /// (a view's content closure, a content modifier's), none is an action or runs later.
    static func runsWhileComputed(_ node: Syntax, in code: Syntax) -> Bool {
      var current = node.parent
      while let step = current, step.id != code.id {
        if let closure = step.as(ClosureExprSyntax.self) {
          if ValueScan.isAction(closure) { return false }
          var call = closure.parent?.as(FunctionCallExprSyntax.self)
          // A labelled closure of a view (`payAction: { … }`) is content only by its label.
          if call == nil, let label = closure.parent?.as(LabeledExprSyntax.self)?.label?.text,
            contentLabels.contains(label) || label.hasSuffix("Content")
          {
            call = closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
          }
          guard let call, let callee = Expressions.calleeName(call),
            containers.contains(callee) || contentModifiers.contains(callee)
          else { return false }
        }
        current = step.parent
      }
      return true
    }

    /// The states of `states` that the members the body runs name exactly twice (a guard and
    /// its write, at most).
    static func statesNamedTwice(_ states: Set<String>, in walk: BodyWalk) -> Set<String> {
      var counts: [String: Int] = [:]
      for name in walk.names {
        guard let code = walk.code[name] else { continue }
        for token in code.tokens(viewMode: .sourceAccurate)
        where states.contains(token.text) && ownReference(token) != nil {
          counts[token.text, default: 0] += 1
        }
      }
      return Set(counts.filter { $0.value == 2 }.keys)
    }

    /// Whether the write `node` of the flag `state` sets it to the value that ends the `if`
    /// that holds it (`if !registered { … registered = true }`): the write runs once.
    static func endsItsGuard(_ node: Syntax, state: String) -> Bool {
      guard let value = assignedValue(node)?.trimmedDescription, ["true", "false"].contains(value)
      else { return false }
      var current = node.parent
      while let step = current, !step.is(MemberBlockItemSyntax.self) {
        if let branch = step.as(CodeBlockSyntax.self),
          let test = branch.parent?.as(IfExprSyntax.self),
          test.body.id == branch.id
        {
          let names = [state, "self.\(state)"]
          return test.conditions.contains { element in
            guard case .expression(let condition) = element.condition else { return false }
            if let negation = condition.as(PrefixOperatorExprSyntax.self),
              negation.operator.text == "!"
            {
              return value == "true" && names.contains(negation.expression.trimmedDescription)
            }
            return value == "false" && names.contains(condition.trimmedDescription)
          }
        }
        current = step.parent
      }
      return false
    }

    /// The first write of a state in `code` that runs while it runs, or in a block it queues
    /// on the main queue (`DispatchQueue.main.async { }`). A queued write of a flag in
    /// `oneShot` (named by the body only there and in its guard) that ends the `if` guarding
    /// it is left out: it runs once, after the body, and changes nothing else the body shows
    /// (a view that registers itself with a manager on its first body).
    static func stateWrite(
      in code: Syntax, states: Set<String>, oneShot: Set<String> = []
    ) -> Syntax? {
      for token in code.tokens(viewMode: .sourceAccurate) where states.contains(token.text) {
        guard let node = ownReference(token), isWrite(node) else { continue }
        var current = node.parent
        var runs = true
        var queued = false
        while let step = current, step.id != code.id {
          if let closure = step.as(ClosureExprSyntax.self) {
            var call = closure.parent?.as(FunctionCallExprSyntax.self)
            if call == nil {
              call = closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            }
            guard let call, Expressions.calleeBase(call)?.hasSuffix("DispatchQueue.main") == true,
              ["async", "asyncAfter"].contains(Expressions.calleeName(call) ?? "")
            else {
              runs = false
              break
            }
            queued = true
          }
          current = step.parent
        }
        if runs, !(queued && oneShot.contains(token.text) && endsItsGuard(node, state: token.text))
        {
          return node
        }
      }
      return nil
    }
  }
#endif
