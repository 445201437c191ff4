#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// One pass over the files for the rules about values the screen is not told about: SwiftUI
  /// models (SL401–SL406), constraint animations (SL204) and UIKit work on background queues
  /// (SL304). It records facts; `ObservationRules` and `ThreadRules` judge them.
  final class ValueScan: SyntaxVisitor {

    static let mutatingCalls: Set<String> = [
      "toggle", "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "sort",
      "shuffle", "reverse", "formUnion", "subtract", "contentsOf",
    ]

    static let resyncCalls: Set<String> = ["onChange", "task", "onReceive"]

    var file = 0
    private(set) var types: [String: TypeFacts] = [:]
    private(set) var writes: [Write] = []
    /// Per type, `root.member` pairs its code reads (outside initializers and actions). The
    /// reads of a method count once `finish()` has found that something shown reaches it.
    var memberReads: [String: Set<String>] = [:]
    /// Per type and method, the `root.member` pairs the method reads, kept apart until
    /// `finish()` knows whether a body reaches the method (`MethodReach`).
    var methodReads: [String: [String: Set<String>]] = [:]
    var methodReach: [String: MethodReach] = [:]
    /// The names of the methods being read, innermost last.
    var functionStack: [String] = []
    private(set) var stateInitializations: [StateInitialization] = []
    var lostCopies: [LostCopy] = []
    var backgroundWork: [BackgroundWork] = []
    private(set) var injections: [Injection] = []
    var unlaidConstraints: [UnlaidConstraint] = []
    /// `Type.label` for every `Type(label: …)` call (any case) whose argument is not a literal
    /// (`ValueScan.isLiteral(_:)`), and for every one whose argument is: a caller that passes
    /// `"Day 1"` or `true` gives the same value on every run, a state seeded so cannot go stale.
    private(set) var constructedLabels: Set<String> = [], literalLabels: Set<String> = []
    /// The same for the calls in previews, kept apart: a preview's value is a sample, which
    /// stands for the callers only when no call outside previews is seen.
    private(set) var previewConstructedLabels: Set<String> = []
    private(set) var previewLiteralLabels: Set<String> = []
    /// Members bound with `$model.member` anywhere: controls write them.
    private(set) var boundMembers: Set<String> = []
    /// `Type.name` for every projected value `$name` the code of `Type` names (`$draft`
    /// handed to a `TextField`): a control may write the storage.
    private(set) var projectedNames: Set<String> = []
    /// Whether a file configures a URLSession to call back on the main queue.
    var mainQueueSessions = false
    /// Whether any file of the analysis makes a session with the main delegate queue.
    var mainQueueDelegates = false
    /// Names the file binds only to background dispatch queues (`let queue =
    /// DispatchQueue(label: "io")`), and only to `OperationQueue()`s.
    var backgroundQueues: Set<String> = []
    var backgroundOperationQueues: Set<String> = []

    var typeStack: [String] = []
    var initializerDepth = 0
    var initializerParameters: Set<String> = []
    var resyncDepth = 0
    var functionDepth = 0

    func facts(_ name: String) -> TypeFacts {
      if let existing = types[name] { return existing }
      let created = TypeFacts(name: name)
      types[name] = created
      return created
    }

    // MARK: Types

    func enter(
      _ name: String, _ clause: InheritanceClauseSyntax?, _ attributes: AttributeListSyntax?,
      isClass: Bool, isStruct: Bool, isDeclaration: Bool = true
    ) -> SyntaxVisitorContinueKind {
      typeStack.append(name)
      let type = facts(name)
      type.isDeclared = type.isDeclared || isDeclaration
      type.isClass = type.isClass || isClass
      type.isStruct = type.isStruct || isStruct
      for inherited in clause?.inheritedTypes ?? [] {
        // `BindableObject`: the first SwiftUI betas' name for `ObservableObject`.
        if let simple = inherited.type.simpleName {
          type.inherited.insert(simple == "BindableObject" ? "ObservableObject" : simple)
        }
      }
      for attribute in attributes?.names ?? [] { type.attributes.insert(attribute) }
      return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.name.text, node.inheritanceClause, node.attributes, isClass: true, isStruct: false)
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      let type = facts(node.name.text)
      for parameter in node.genericParameterClause?.parameters ?? [] {
        if let constraint = parameter.inheritedType?.simpleName {
          type.genericConstraints[parameter.name.text] = constraint
        }
      }
      for requirement in node.genericWhereClause?.requirements ?? [] {
        if case .conformanceRequirement(let conformance) = requirement.requirement,
          let left = conformance.leftType.simpleName, let right = conformance.rightType.simpleName
        {
          type.genericConstraints[left] = right
        }
      }
      return enter(
        node.name.text, node.inheritanceClause, node.attributes, isClass: false, isStruct: true)
    }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.name.text, node.inheritanceClause, nil, isClass: false, isStruct: false)
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.name.text, node.inheritanceClause, nil, isClass: false, isStruct: false)
    }
    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      let name = node.extendedType.simpleName ?? node.extendedType.trimmedDescription
      return enter(
        name, node.inheritanceClause, nil, isClass: false, isStruct: false, isDeclaration: false)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }
    /// A protocol's inherited protocols are recorded (`protocol Store: ObservableObject`), so
    /// that a model reached through the protocol is judged like the classes adopting it.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      let type = facts(node.name.text)
      type.isProtocol = true
      type.isDeclared = true
      for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
        if let simple = inherited.type.simpleName { type.inherited.insert(simple) }
      }
      return .skipChildren
    }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      guard functionDepth == 0, let typeName = typeStack.last else { return .visitChildren }
      let type = facts(typeName)
      let attributes = node.attributes.names
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { continue }
        // Computed properties are not storage.
        if let accessors = binding.accessorBlock, !Self.isObserverBlock(accessors) { continue }
        let constructed = binding.initializer.flatMap {
          Self.constructedType($0.value) ?? Self.implicitlyConstructed($0.value, binding)
            ?? Self.observedObjectCall($0.value, attributes)
        }
        type.properties[name] = Property(
          name: name, attributes: attributes, isLet: node.bindingSpecifier.text == "let",
          isStatic: node.modifiers.has("static") || node.modifiers.has("class"),
          // `private(set)` limits the setter only: the property is read outside.
          isPrivate: node.modifiers.contains {
            ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil
          },
          needsValue: binding.initializer == nil
            && !(binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) ?? false)
            && !(binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
              ?? false),
          typeName: binding.typeAnnotation?.type.simpleName ?? constructed,
          constructed: constructed, holdsValue: Self.holdsValue(binding),
          hasInitialValue: binding.initializer != nil,
          initialPath: binding.initializer.flatMap {
            $0.value.is(MemberAccessExprSyntax.self) ? Expressions.path($0.value) : nil
          }, node: Syntax(node), file: file)
        type.order.append(name)
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      checkSessionDelegate(node)
      functionDepth += 1
      functionStack.append(node.name.text)
      return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
      functionDepth -= 1
      functionStack.removeLast()
    }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
      functionDepth += 1
      return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { functionDepth -= 1 }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      if let typeName = typeStack.last { facts(typeName).hasInitializer = true }
      functionDepth += 1
      initializerDepth += 1
      // A parameter with a default value is a starting value the caller may leave out
      // (`init(selection: Tab = .home)`): the state takes it once, as intended.
      initializerParameters = Set(
        node.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.map {
          ($0.secondName ?? $0.firstName).text
        })
      return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) {
      functionDepth -= 1
      initializerDepth -= 1
      initializerParameters = []
    }

    // MARK: Code

    var actionStack: [Bool] = []

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      // In a view, a closure handed on under an event's label runs later too; elsewhere
      // (a model's completion handler) its reads stay the type's.
      let inView = typeStack.last.map { facts($0).isView } ?? false
      let action = inView ? Self.runsOnEvent(node) : Self.isAction(node)
      actionStack.append(action)
      if action { actionDepth += 1 }
      // A closure made in an initializer (a query's results handler, an observer's block)
      // runs later, after the initializer: its writes are not the initializer's.
      initializerStack.append(initializerDepth)
      initializerDepth = 0
      return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
      if actionStack.popLast() == true { actionDepth -= 1 }
      initializerDepth = initializerStack.popLast() ?? 0
    }

    var initializerStack: [Int] = []

    var actionDepth = 0

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      guard let typeName = typeStack.last else { return .visitChildren }
      // `self.addContact()`: a use of the type's own method.
      if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
        noteUse(node.declName.baseName.text, in: typeName)
      }
      // `didChange`: the publisher of the first SwiftUI betas' `BindableObject`.
      if ["objectWillChange", "didChange"].contains(node.declName.baseName.text) {
        // Forwarding is often set up in an initializer: `child.objectWillChange.sink { … }`.
        let type = facts(typeName)
        type.mentionsObjectWillChange = true
        if initializerDepth == 0 { type.announces = true }
        if let base = node.base, var path = Expressions.path(base), path != "self" {
          if path.hasPrefix("self.") { path.removeFirst(5) }
          type.forwardedChildren.insert(path)
        }
      }
      guard initializerDepth == 0 else { return .visitChildren }
      // `counter.taps`, `store.profile.displayName`: each `parent.member` step, outside
      // actions and writes.
      if actionDepth == 0, let base = node.base, !Self.isWriteTarget(node),
        let path = Expressions.path(DelegateScan.stripSubscripts(base))
      {
        let parts = path.split(separator: ".")
        if let last = parts.last {
          let read = "\(last).\(node.declName.baseName.text)"
          if let function = functionStack.last {
            methodReads[typeName, default: [:]][function, default: []].insert(read)
          } else {
            memberReads[typeName, default: []].insert(read)
          }
          // `$model.name` passed to a control: the control writes `name`.
          if last.hasPrefix("$") { boundMembers.insert(node.declName.baseName.text) }
        }
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      for index in elements.indices.dropFirst() where index + 1 < elements.count {
        let element = elements[index]
        let isAssignment =
          element.is(AssignmentExprSyntax.self)
          || element.as(BinaryOperatorExprSyntax.self).map {
            let text = $0.operator.text
            return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(text)
          } == true
        if isAssignment {
          record(
            elements[index - 1], value: elements[index + 1],
            isPlain: element.is(AssignmentExprSyntax.self)
              || element.as(BinaryOperatorExprSyntax.self)?.operator.text == "=")
        }
      }
      return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
      if node.operator.is(AssignmentExprSyntax.self) {
        record(node.leftOperand, value: node.rightOperand)
      }
      return .visitChildren
    }

    func record(_ target: ExprSyntax, value: ExprSyntax, isPlain: Bool = true) {
      checkHealthKitHandler(target, value: value)
      checkPathMonitorHandler(target, value: value)
      guard let path = Expressions.path(DelegateScan.stripSubscripts(target)) else { return }
      var parts = path.split(separator: ".").map(String.init)
      let rootIsLocal =
        typeStack.last != nil && !target.trimmedDescription.hasPrefix("self.")
        && Self.isDeclaredLocally(parts[0], at: Syntax(target))
      if parts.first == "self", parts.count > 1 { parts.removeFirst() }
      var constructed = Self.constructedType(value)
      if let call = value.as(FunctionCallExprSyntax.self),
        ["ObservedObject", "StateObject"].contains(Expressions.calleeName(call)),
        let wrapped = call.arguments.first?.expression
      {
        constructed = Self.constructedType(wrapped)
      }
      writes.append(
        Write(
          parts: parts, node: Syntax(target), file: file, type: typeStack.last,
          inInitializer: initializerDepth > 0, inResync: resyncDepth > 0,
          constructed: constructed, rootIsLocal: rootIsLocal, value: isPlain ? value : nil))
      // `_celsius = State(initialValue: celsius)`, and `self.celsius = celsius` (which
      // initializes the storage of a wrapped property that has no initial value).
      guard initializerDepth > 0, parts.count == 1, let typeName = typeStack.last else {
        return
      }
      if parts[0].hasPrefix("_"), let call = value.as(FunctionCallExprSyntax.self),
        let callee = Expressions.calleeName(call),
        ["State", "StateObject", "init"].contains(callee)
      {
        stateInitializations.append(
          StateInitialization(
            type: typeName, name: String(parts[0].dropFirst()),
            usesParameter: call.arguments.contains { usesParameter($0.expression) },
            node: Syntax(target), file: file,
            constructed: call.arguments.first.flatMap { Self.constructedType($0.expression) }))
      } else if !parts[0].hasPrefix("_") {
        stateInitializations.append(
          StateInitialization(
            type: typeName, name: parts[0], usesParameter: usesParameter(value),
            node: Syntax(target), file: file, isPlainWrite: true,
            constructed: Self.constructedType(value)))
      }
    }

    /// Whether `value` names a parameter of the initializer being read. A parameter named as
    /// a starting value (`initialCount`, `start`) says the copy is meant: the state takes it
    /// once.
    func usesParameter(_ value: ExprSyntax) -> Bool {
      value.tokens(viewMode: .sourceAccurate).contains { token in
        initializerParameters.contains(token.text)
          && !["initial", "start", "default", "seed"].contains { token.text.hasPrefix($0) }
      }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.baseName.text
      guard let typeName = typeStack.last else { return .visitChildren }
      noteUse(name, in: typeName)
      if name.hasPrefix("$"), name.count > 1 {
        projectedNames.insert("\(typeName).\(name.dropFirst())")
      }
      // A bare `objectWillChange.send()` (in a `willSet`, after a delay) announces by hand, as
      // `self.objectWillChange.send()` does.
      // `didChange.send(self)`: the same, under the first betas' name (`BindableObject`).
      if name == "objectWillChange" || name == "didChange" {
        let type = facts(typeName)
        type.mentionsObjectWillChange = true
        if initializerDepth == 0 { type.announces = true }
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = Expressions.calleeName(node)
      // Any case: a view type may be named in lower case (`subContentView(item: …)`); the
      // label counts only where a view of that name declares the property.
      if let callee, !callee.contains("."), node.arguments.contains(where: { $0.label != nil }) {
        let inPreview = InputIdentityRules.isInPreview(Syntax(node))
        for argument in node.arguments {
          guard let label = argument.label?.text else { continue }
          let key = "\(callee).\(label)"
          switch (Self.isLiteral(argument.expression), inPreview) {
          case (true, false): literalLabels.insert(key)
          case (false, false): constructedLabels.insert(key)
          case (true, true): previewLiteralLabels.insert(key)
          case (false, true): previewConstructedLabels.insert(key)
          }
        }
      }
      if let callee, Self.resyncCalls.contains(callee) { resyncDepth += 1 }
      if let callee, ["environmentObject", "environment"].contains(callee),
        initializerDepth == 0, let typeName = typeStack.last, node.arguments.count == 1,
        // A view a preview declares (`struct Preview: View` inside a `PreviewProvider`).
        !InputIdentityRules.isInPreview(Syntax(node)),
        node.arguments.first?.label == nil,
        let made = node.arguments.first?.expression.as(FunctionCallExprSyntax.self),
        let constructed = Expressions.calleeName(made), constructed.first?.isUppercase == true,
        !constructed.contains(".")
      {
        injections.append(
          Injection(
            type: typeName, constructed: constructed, modifier: callee,
            node: node.calledExpression.as(MemberAccessExprSyntax.self).map {
              Syntax($0.declName)
            } ?? Syntax(node), file: file))
      }
      // `x.isDone.toggle()`, `items.append(…)`: a mutating call writes its receiver; so does
      // `items.move(fromOffsets:toOffset:)`, SwiftUI's reordering of a collection.
      if let callee,
        Self.mutatingCalls.contains(callee)
          || (callee == "move" && node.arguments.first?.label?.text == "fromOffsets"),
        let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
        let path = Expressions.path(DelegateScan.stripSubscripts(base))
      {
        var parts = path.split(separator: ".").map(String.init)
        let rootIsLocal =
          typeStack.last != nil && !base.trimmedDescription.hasPrefix("self.")
          && Self.isDeclaredLocally(parts[0], at: Syntax(node))
        if parts.first == "self", parts.count > 1 { parts.removeFirst() }
        writes.append(
          Write(
            parts: parts, node: Syntax(node), file: file, type: typeStack.last,
            inInitializer: initializerDepth > 0, inResync: resyncDepth > 0,
            rootIsLocal: rootIsLocal))
      }
      if let closure = Self.animationsClosure(node, callee: callee) {
        checkAnimationBlock(closure)
      }
      if let closure = backgroundClosure(node, callee: callee) {
        recordBackgroundWork(in: closure)
      }
      return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
      if let callee = Expressions.calleeName(node), Self.resyncCalls.contains(callee) {
        resyncDepth -= 1
      }
    }

    // MARK: Lost copies (SL406)

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
      let items = Array(node)
      for (position, item) in items.enumerated() {
        recordLocalState(item)
        guard let declaration = item.item.as(VariableDeclSyntax.self),
          declaration.bindingSpecifier.text == "var", declaration.bindings.count == 1,
          let binding = declaration.bindings.first, binding.accessorBlock == nil,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = binding.initializer?.value, !value.is(FunctionCallExprSyntax.self),
          let source = Expressions.path(DelegateScan.stripSubscripts(value))
        else { continue }
        let rest = items[(position + 1)...].map { Syntax($0) }
        checkCopy(
          name, annotation: binding.typeAnnotation?.type.simpleName,
          sourceRoot: source.split(separator: ".").first.map(String.init), in: rest)
      }
      return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
      if let pattern = node.pattern.as(ValueBindingPatternSyntax.self),
        pattern.bindingSpecifier.text == "var",
        let name = pattern.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      {
        let source = Expressions.path(DelegateScan.stripSubscripts(node.sequence))
        checkCopy(
          name, annotation: node.typeAnnotation?.type.simpleName,
          sourceRoot: source?.split(separator: ".").first.map(String.init),
          in: [Syntax(node.body)])
      }
      return .visitChildren
    }
  }
#endif
