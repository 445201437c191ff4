#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL409, SL411, SL412, SL421 and SL422: SwiftUI changes that do not reach the screen the way the code
  /// means (Docs/Analyzer.md, "SwiftUI values that are not observed"): a binding never
  /// passed on, a list change applied after an `await`, a transition no animation carries.
  struct SwiftUIFlowRules {
    let project: Project

    func findings() -> [Finding] {
      var findings: [Finding] = []
      // A file whose text never names `Binding` (or `onMove`/`onDelete`) has no such parameter
      // (or call): its tree is not walked. The text holds every token, so nothing is missed.
      for (file, tree) in project.trees.enumerated() {
        let text = project.files[file].text
        if text.contains("Binding") { findings += unusedBindingParameters(tree, file: file) }
        if text.contains("onMove") || text.contains("onDelete") {
          findings += listChangesAfterAwait(tree, file: file)
        }
      }
      for type in project.index.ordered
      where type.isSwiftUIView
        || type.inherited.contains(
          "ViewModifier")
      {
        findings += unusedBindingProperties(type)
      }
      // Gate on the text: a presentation by item names `item:`.
      if project.files.contains(where: { $0.text.contains("(item:") }) {
        for type in project.index.ordered { findings += presentationFlagsNotDriving(type) }
      }
      // Gate on the text: a change request names its HTTP method.
      if project.files.contains(where: { $0.text.contains("httpMethod") }) {
        let roles = refetchRoles()
        for type in project.index.ordered {
          findings += refetchesBeforeChangeCompletes(type, roles: roles)
        }
      }
      if project.files.contains(where: { $0.text.contains("@State") }) {
        findings += stateWritesDuringBody()
      }
      findings += transitionsWithoutAnimation()
      findings += SwiftUIActorRules(project: project).findings()
      findings += PlaybackRules(project: project).findings()
      return findings
    }

    func warning(_ rule: Rule, at node: some SyntaxProtocol, _ file: Int, _ message: String)
      -> Finding
    {
      project.warning(rule, at: node, file: file, Finding.Message(message))
    }

    // MARK: - SL409

    /// Whether a type is `Binding<…>`.
    static func isBinding(_ type: TypeSyntax) -> Bool {
      var current = type
      if let attributed = current.as(AttributedTypeSyntax.self) { current = attributed.baseType }
      return current.as(IdentifierTypeSyntax.self)?.name.text == "Binding"
    }

    /// A `Binding<…>` parameter of a function or initializer with a body that never names it,
    /// when the view or modifier the body makes (or the function's own type) keeps a `@State`
    /// copy of the value: the caller hands over its storage and nothing writes it (Apple,
    /// `Binding`: a two-way connection between a property that stores data and a view that
    /// displays and changes it), while the copy changes. Reported at the parameter.
    func unusedBindingParameters(_ tree: SourceFileSyntax, file: Int) -> [Finding] {
      let collector = SignatureCollector()
      collector.walk(tree)
      var findings: [Finding] = []
      for (clause, body, display, owner) in collector.found {
        guard let body, !body.statements.isEmpty else { continue }
        let names = Set(body.tokens(viewMode: .sourceAccurate).map(\.text))
        for parameter in clause.parameters where Self.isBinding(parameter.type) {
          let name = (parameter.secondName ?? parameter.firstName).text
          guard name != "_", !names.contains(name),
            let copy = localCopy(of: name, madeIn: body, owner: owner)
          else { continue }
          findings.append(
            warning(
              .bindingNotPassedOn, at: parameter, file,
              """
              '\(name)' is a Binding parameter of '\(display)' that its body never uses, \
              while \(copy) keeps a @State copy of its own: nothing writes the caller's \
              value, so a view showing it keeps the old one; pass the binding on instead of \
              keeping a copy
              """))
        }
      }
      return findings
    }

    /// The type that keeps a `@State` copy of the value named `name` — a `@State` property
    /// whose name holds it — among the types of the sources `body` constructs and the type
    /// `owner` that declares the function; nil when there is none.
    func localCopy(of name: String, madeIn body: CodeBlockSyntax, owner: String?) -> String? {
      let calls = CallCollector()
      calls.walk(body)
      var candidates = calls.calls.compactMap(Expressions.calleeName)
      if let owner { candidates.insert(owner, at: 0) }
      for candidate in candidates {
        guard let type = project.index.type(candidate) else { continue }
        let keeps = type.propertyOrder.contains { other in
          type.properties[other]?.attributes.contains("State") == true
            && other.lowercased().contains(name.lowercased())
        }
        if keeps { return "'\(candidate)'" }
      }
      return nil
    }

    /// A view's or modifier's `@Binding` property that none of the type's code names (read,
    /// written or passed on as `$name`), in a type that keeps a `@State` copy of its own (a
    /// `@State` whose name holds the binding's): the view changes its copy, not the caller's
    /// value.
    func unusedBindingProperties(_ type: TypeInfo) -> [Finding] {
      var findings: [Finding] = []
      let tokens = type.declarations.flatMap { $0.tokens(viewMode: .sourceAccurate).map(\.text) }
      for name in type.propertyOrder {
        guard let property = type.properties[name], property.attributes.contains("Binding"),
          !property.isStatic, let node = property.declaration ?? property.binding,
          let file = project.fileIndex(of: node)
        else { continue }
        let uses = tokens.filter { [name, "$\(name)", "_\(name)"].contains($0) }.count
        // The view keeps a copy of its own: a `@State` whose name holds the binding's.
        let copy = type.propertyOrder.first { other in
          other != name && type.properties[other]?.attributes.contains("State") == true
            && other.lowercased().contains(name.lowercased())
        }
        guard uses <= 1, let copy else { continue }
        findings.append(
          warning(
            .bindingNotPassedOn, at: node, file,
            """
            '@Binding var \(name)' of '\(type.name)' is never read, written or passed on, \
            while the view keeps its own '@State var \(copy)': the caller's value does not \
            change with the view; use the binding where the view writes its copy
            """))
      }
      return findings
    }

    // MARK: - SL411

    /// In the action of `onMove(perform:)` or `onDelete(perform:)` (a closure, or a method of
    /// the same type it names), a `Task` whose change of the collection
    /// (`move(fromOffsets:toOffset:)`, `remove(atOffsets:)`) comes after an `await`: when the
    /// gesture ends SwiftUI lays the list out from data that has not changed yet, so the row
    /// returns to its old place, and jumps when the task resumes. Reported at the change.
    func listChangesAfterAwait(_ tree: SourceFileSyntax, file: Int) -> [Finding] {
      let calls = CallCollector()
      calls.walk(tree)
      var findings: [Finding] = []
      var reported = Set<SyntaxIdentifier>()
      for call in calls.calls {
        guard let callee = Expressions.calleeName(call), ["onMove", "onDelete"].contains(callee)
        else { continue }
        var actions: [Syntax] = []
        if let closure = call.trailingClosure { actions.append(Syntax(closure)) }
        for argument in call.arguments {
          if let closure = argument.expression.as(ClosureExprSyntax.self) {
            actions.append(Syntax(closure))
          } else if let reference = argument.expression.as(DeclReferenceExprSyntax.self) {
            actions += Self.functions(named: reference.baseName.text, around: Syntax(call))
          }
        }
        for action in actions {
          for change in Self.changesAfterAwait(in: action) where reported.insert(change.id).inserted
          {
            findings.append(
              warning(
                .listChangeAfterAwait, at: change, file,
                """
                the \(callee) action of the list changes its data here, after an await in a \
                Task: when the gesture ends the list still shows the old order, so the row \
                snaps back and moves later; change the data first, then await the request
                """))
          }
        }
      }
      return findings
    }

    /// The methods named `name` of the type declaration around `node`.
    static func functions(named name: String, around node: Syntax) -> [Syntax] {
      var current = node.parent
      while let step = current {
        if let members = step.as(MemberBlockSyntax.self) {
          return members.members.compactMap { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self),
              function.name.text == name, let body = function.body
            else { return nil }
            return Syntax(body)
          }
        }
        current = step.parent
      }
      return []
    }

    /// The collection changes inside `Task { … }` closures of `action` that follow an `await`
    /// of the same task.
    static func changesAfterAwait(in action: Syntax) -> [FunctionCallExprSyntax] {
      let calls = CallCollector()
      calls.walk(action)
      var changes: [FunctionCallExprSyntax] = []
      for task in calls.calls where Expressions.calleeName(task) == "Task" {
        guard let closure = task.trailingClosure else { continue }
        let inner = CallCollector()
        inner.walk(closure)
        let awaits = closure.tokens(viewMode: .sourceAccurate).filter { $0.text == "await" }
        for change in inner.calls {
          let labels = change.arguments.compactMap { $0.label?.text }
          let isChange =
            (Expressions.calleeName(change) == "move" && labels.contains("fromOffsets"))
            || (Expressions.calleeName(change) == "remove" && labels == ["atOffsets"])
          guard isChange,
            awaits.contains(where: {
              $0.position < change.positionAfterSkippingLeadingTrivia
                && !change.calledExpression.tokens(viewMode: .sourceAccurate).contains($0)
            })
          else { continue }
          changes.append(change)
        }
      }
      return changes
    }
  }

  /// The parameters, body, name and declaring type of every function and initializer,
  /// nested ones included.
  final class SignatureCollector: SyntaxVisitor {
    var found: [(FunctionParameterClauseSyntax, CodeBlockSyntax?, String, String?)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      found.append(
        (
          node.signature.parameterClause, node.body, node.displayName,
          ShownStateRules.enclosing(node).type
        ))
      return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      found.append(
        (
          node.signature.parameterClause, node.body, node.displayName,
          ShownStateRules.enclosing(node).type
        ))
      return .visitChildren
    }
  }
#endif
