#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// One pass over the files for the rules about values the screen is not told about: SwiftUI
  /// models (SL401–SL406), constraint animations (SL204) and UIKit work on background queues
  /// (SL304). It records facts; `ObservationRules` and `ThreadRules` judge them.
  final class ValueScan: SyntaxVisitor {
    /// A stored property of a type.
    struct Property {
      let name: String
      let attributes: [String]
      let isLet: Bool
      let isStatic: Bool
      let isPrivate: Bool
      /// No initial value written, and not an optional (which starts as nil).
      let needsValue: Bool
      /// The declared type, or the type its initial value constructs.
      let typeName: String?
      /// The type the initial value constructs (`Model()` gives `Model`).
      let constructed: String?
      let node: Syntax
      let file: Int
    }

    final class TypeFacts {
      let name: String
      var isClass = false
      var isStruct = false
      var inherited: Set<String> = []
      var attributes: Set<String> = []
      var properties: [String: Property] = [:]
      var order: [String] = []
      var hasInitializer = false
      /// Calls `objectWillChange.send()` or reads a member's `objectWillChange`.
      var announces = false
      var forwardedChildren: Set<String> = []
      /// Generic parameters and the protocol each is constrained to (`Model: CounterModel`).
      var genericConstraints: [String: String] = [:]
      var isProtocol = false

      init(name: String) { self.name = name }

      var isView: Bool { isStruct && inherited.contains("View") }
    }

    /// A write: an assignment, a compound assignment or a mutating call.
    struct Write {
      /// The target's path, subscripts removed: `store.items.isDone`.
      let parts: [String]
      let node: Syntax
      let file: Int
      /// The type whose code writes.
      let type: String?
      let inInitializer: Bool
      /// Inside the closure of `.onChange(of:)`, `.task(id:)` or `.onReceive(_:)`.
      let inResync: Bool
      /// The type an assigned value constructs (`loader = ImageLoader(url)` gives
      /// `ImageLoader`; `_loader = ObservedObject(wrappedValue: ImageLoader(url))` too).
      var constructed: String? = nil
    }

    /// `_x = State(initialValue: e)` in an initializer, with whether `e` uses a parameter.
    struct StateInitialization {
      let type: String
      let name: String
      let usesParameter: Bool
      let node: Syntax
      let file: Int
    }

    /// A `var` copy changed through its members only.
    struct LostCopy {
      let name: String
      let type: String?
      let annotation: String?
      let sourceRoot: String?
      let node: Syntax
      let file: Int
    }

    /// A piece of UI work in a closure that runs on a background queue.
    struct BackgroundWork {
      let type: String?
      /// The receiver of a written property (`caption` in `caption.text = …`), nil for a call.
      let receiver: String?
      let what: String
      let node: Syntax
      let file: Int
    }

    /// A model object created where a view's body injects it into the environment
    /// (`.environmentObject(Settings())`, `.environment(Library())`).
    struct Injection {
      let type: String
      let constructed: String
      let modifier: String
      let node: Syntax
      let file: Int
    }

    /// A constraint write in an animation block that does not lay out.
    struct UnlaidConstraint {
      let what: String
      let node: Syntax
      let file: Int
      /// When the block lays out, but only the view the constraint moves (`banner` for
      /// `bannerTop`): that view's name; nil when the block never lays out.
      var movingView: String? = nil
    }

    static let mutatingCalls: Set<String> = [
      "toggle", "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "sort",
      "shuffle", "reverse", "formUnion", "subtract", "contentsOf",
    ]

    static let resyncCalls: Set<String> = ["onChange", "task", "onReceive"]

    var file = 0
    private(set) var types: [String: TypeFacts] = [:]
    private(set) var writes: [Write] = []
    /// Per type, `root.member` pairs its code reads (outside initializers).
    private(set) var memberReads: [String: Set<String>] = [:]
    private(set) var stateInitializations: [StateInitialization] = []
    private(set) var lostCopies: [LostCopy] = []
    private(set) var backgroundWork: [BackgroundWork] = []
    private(set) var injections: [Injection] = []
    private(set) var unlaidConstraints: [UnlaidConstraint] = []
    /// `Type.label` for every `Type(label: …)` call with an upper-case callee: which views
    /// the sources construct with which arguments.
    private(set) var constructedLabels: Set<String> = []
    /// Members bound with `$model.member` anywhere: controls write them.
    private(set) var boundMembers: Set<String> = []
    /// Whether a file configures a URLSession to call back on the main queue.
    var mainQueueSessions = false

    private var typeStack: [String] = []
    private var initializerDepth = 0
    private var initializerParameters: Set<String> = []
    private var resyncDepth = 0
    private var functionDepth = 0

    func facts(_ name: String) -> TypeFacts {
      if let existing = types[name] { return existing }
      let created = TypeFacts(name: name)
      types[name] = created
      return created
    }

    // MARK: Types

    private func enter(
      _ name: String, _ clause: InheritanceClauseSyntax?, _ attributes: AttributeListSyntax?,
      isClass: Bool, isStruct: Bool
    ) -> SyntaxVisitorContinueKind {
      typeStack.append(name)
      let type = facts(name)
      type.isClass = type.isClass || isClass
      type.isStruct = type.isStruct || isStruct
      for inherited in clause?.inheritedTypes ?? [] {
        if let simple = inherited.type.simpleName { type.inherited.insert(simple) }
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
      return enter(name, node.inheritanceClause, nil, isClass: false, isStruct: false)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }
    /// A protocol's inherited protocols are recorded (`protocol Store: ObservableObject`), so
    /// that a model reached through the protocol is judged like the classes adopting it.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      let type = facts(node.name.text)
      type.isProtocol = true
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
        let constructed = binding.initializer.flatMap { Self.constructedType($0.value) }
        type.properties[name] = Property(
          name: name, attributes: attributes, isLet: node.bindingSpecifier.text == "let",
          isStatic: node.modifiers.has("static") || node.modifiers.has("class"),
          isPrivate: node.modifiers.has("private") || node.modifiers.has("fileprivate"),
          needsValue: binding.initializer == nil
            && !(binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) ?? false)
            && !(binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
              ?? false),
          typeName: binding.typeAnnotation?.type.simpleName ?? constructed,
          constructed: constructed, node: Syntax(node), file: file)
        type.order.append(name)
      }
      return .visitChildren
    }

    static func isObserverBlock(_ block: AccessorBlockSyntax) -> Bool {
      guard case .accessors(let list) = block.accessors else { return false }
      return list.allSatisfy { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
    }

    /// `Type(…)` or `Type.init(…)` gives `Type` (an upper-case first letter).
    static func constructedType(_ expression: ExprSyntax) -> String? {
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let name = Expressions.calleeName(call), let first = name.first, first.isUppercase,
        !name.contains(".")
      else { return nil }
      return name
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      functionDepth += 1
      return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { functionDepth -= 1 }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
      functionDepth += 1
      return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { functionDepth -= 1 }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      if let typeName = typeStack.last { facts(typeName).hasInitializer = true }
      functionDepth += 1
      initializerDepth += 1
      initializerParameters = Set(
        node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
      return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) {
      functionDepth -= 1
      initializerDepth -= 1
      initializerParameters = []
    }

    // MARK: Code

    /// Calls whose trailing closure is an action, run on an event rather than shown.
    static let actionCalls: Set<String> = [
      "onAppear", "onDisappear", "onTapGesture", "onLongPressGesture", "onChange", "onReceive",
      "task", "onSubmit", "onEnded", "onChanged", "onDelete", "onMove", "refreshable",
      "onHover", "onCommit", "simultaneousGesture", "updating",
    ]

    /// Whether a closure is an action: an `action:` argument, the trailing closure of an
    /// event modifier, or a `Button`'s trailing closure when no `action:` is given.
    static func isAction(_ closure: ClosureExprSyntax) -> Bool {
      if let argument = closure.parent?.as(LabeledExprSyntax.self) {
        return ["action", "perform", "onCommit", "onEditingChanged"].contains(
          argument.label?.text ?? "")
      }
      guard let call = closure.parent?.as(FunctionCallExprSyntax.self),
        call.trailingClosure?.id == closure.id, let callee = Expressions.calleeName(call)
      else { return false }
      if actionCalls.contains(callee) { return true }
      return callee == "Button" && !call.arguments.contains { $0.label?.text == "action" }
    }

    private var actionStack: [Bool] = []

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      let action = Self.isAction(node)
      actionStack.append(action)
      if action { actionDepth += 1 }
      return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
      if actionStack.popLast() == true { actionDepth -= 1 }
    }

    private var actionDepth = 0

    /// Whether a member access is written: assigned, or the receiver of a mutating call.
    static func isWriteTarget(_ node: MemberAccessExprSyntax) -> Bool {
      var current = Syntax(node)
      var steps = 0
      while let parent = current.parent {
        // Deeper than any tracked path: not read as shown (O(1) per node on a long chain).
        steps += 1
        if steps > Expressions.maximumPathLength { return true }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
          if ValueScan.mutatingCalls.contains(member.declName.baseName.text),
            let call = member.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == member.id
          {
            return true
          }
          current = parent
          continue
        }
        if let subscripted = parent.as(SubscriptCallExprSyntax.self),
          subscripted.calledExpression.id == current.id
        {
          current = parent
          continue
        }
        break
      }
      guard let list = current.parent?.as(ExprListSyntax.self) else { return false }
      let elements = Array(list)
      guard let index = elements.firstIndex(where: { $0.id == current.id }),
        index + 1 < elements.count
      else { return false }
      let next = elements[index + 1]
      if next.is(AssignmentExprSyntax.self) { return true }
      if let op = next.as(BinaryOperatorExprSyntax.self) {
        let text = op.operator.text
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(text)
      }
      return false
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      guard initializerDepth == 0, let typeName = typeStack.last else { return .visitChildren }
      if node.declName.baseName.text == "objectWillChange" {
        let type = facts(typeName)
        type.announces = true
        if let base = node.base, let path = Expressions.path(base), path != "self" {
          type.forwardedChildren.insert(path)
        }
      }
      // `counter.taps`, `store.profile.displayName`: each `parent.member` step, outside
      // actions and writes.
      if actionDepth == 0, let base = node.base, !Self.isWriteTarget(node),
        let path = Expressions.path(DelegateScan.stripSubscripts(base))
      {
        let parts = path.split(separator: ".")
        if let last = parts.last {
          memberReads[typeName, default: []].insert("\(last).\(node.declName.baseName.text)")
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
        if isAssignment { record(elements[index - 1], value: elements[index + 1]) }
      }
      return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
      if node.operator.is(AssignmentExprSyntax.self) {
        record(node.leftOperand, value: node.rightOperand)
      }
      return .visitChildren
    }

    private func record(_ target: ExprSyntax, value: ExprSyntax) {
      guard let path = Expressions.path(DelegateScan.stripSubscripts(target)) else { return }
      var parts = path.split(separator: ".").map(String.init)
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
          constructed: constructed))
      // `_celsius = State(initialValue: celsius)`.
      if initializerDepth > 0, parts.count == 1, let typeName = typeStack.last,
        parts[0].hasPrefix("_"), let call = value.as(FunctionCallExprSyntax.self),
        let callee = Expressions.calleeName(call), ["State", "init"].contains(callee)
      {
        // A parameter named as a starting value (`initialCount`, `start`) says the copy is
        // meant: the state takes it once.
        let uses = call.arguments.contains { argument in
          argument.expression.tokens(viewMode: .sourceAccurate).contains { token in
            initializerParameters.contains(token.text)
              && !["initial", "start", "default", "seed"].contains { token.text.hasPrefix($0) }
          }
        }
        stateInitializations.append(
          StateInitialization(
            type: typeName, name: String(parts[0].dropFirst()), usesParameter: uses,
            node: Syntax(target), file: file))
      }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = Expressions.calleeName(node)
      if let callee, callee.first?.isUppercase == true, !callee.contains(".") {
        for argument in node.arguments {
          if let label = argument.label?.text { constructedLabels.insert("\(callee).\(label)") }
        }
      }
      if let callee, Self.resyncCalls.contains(callee) { resyncDepth += 1 }
      if let callee, ["environmentObject", "environment"].contains(callee),
        initializerDepth == 0, let typeName = typeStack.last, node.arguments.count == 1,
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
      // `x.isDone.toggle()`, `items.append(…)`: a mutating call writes its receiver.
      if let callee, Self.mutatingCalls.contains(callee),
        let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
        let path = Expressions.path(DelegateScan.stripSubscripts(base))
      {
        var parts = path.split(separator: ".").map(String.init)
        if parts.first == "self", parts.count > 1 { parts.removeFirst() }
        writes.append(
          Write(
            parts: parts, node: Syntax(node), file: file, type: typeStack.last,
            inInitializer: initializerDepth > 0, inResync: resyncDepth > 0))
      }
      if let closure = Self.animationsClosure(node, callee: callee) {
        checkAnimationBlock(closure)
      }
      if let closure = backgroundClosure(node, callee: callee) {
        let walker = BackgroundWalker(viewMode: .sourceAccurate)
        walker.localFunctions = LocalFunctions.collect(closure)
        walker.walk(closure)
        for (receiver, what, found) in walker.found {
          backgroundWork.append(
            BackgroundWork(
              type: typeStack.last, receiver: receiver, what: what, node: found, file: file))
        }
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

    private func checkCopy(
      _ name: String, annotation: String?, sourceRoot: String?, in scope: [Syntax]
    ) {
      let walker = CopyUseWalker(name: name)
      for node in scope { walker.walk(node) }
      guard walker.plainUses == 0, let first = walker.mutations.first else { return }
      lostCopies.append(
        LostCopy(
          name: name, type: typeStack.last, annotation: annotation, sourceRoot: sourceRoot,
          node: first, file: file))
    }

    // MARK: Animation blocks (SL204)

    /// The closure of `UIView.animate(…)`, `UIView.transition(…)`, a property animator's
    /// initializer or `addAnimations(_:)` that holds the animations.
    static func animationsClosure(_ call: FunctionCallExprSyntax, callee: String?)
      -> ClosureExprSyntax?
    {
      guard let callee else { return nil }
      let base = Expressions.calleeBase(call)
      let animates =
        (["animate", "transition", "animateKeyframes"].contains(callee) && base == "UIView")
        || callee == "UIViewPropertyAnimator" || callee == "runningPropertyAnimator"
        || callee == "addAnimations"
      guard animates else { return nil }
      if let labelled = call.arguments.first(where: { $0.label?.text == "animations" }) {
        return labelled.expression.as(ClosureExprSyntax.self)
      }
      if callee == "addAnimations", let first = call.arguments.first {
        return first.expression.as(ClosureExprSyntax.self) ?? call.trailingClosure
      }
      return call.trailingClosure
    }

    private func checkAnimationBlock(_ closure: ClosureExprSyntax) {
      let walker = ConstraintWalker(viewMode: .sourceAccurate)
      walker.walk(closure.statements)
      if !walker.laysOut, let change = walker.changes.first {
        unlaidConstraints.append(
          UnlaidConstraint(what: change.what, node: change.node, file: file))
        return
      }
      // The constraint changed before the block, and the block only defers layout
      // (`setNeedsLayout()`): the pass runs after the block returns, unanimated.
      if !walker.laysOut, let deferral = walker.deferrals.first {
        if let change = Self.enclosingFunction(of: closure).flatMap({ function in
          let outer = ConstraintWalker(viewMode: .sourceAccurate)
          if let body = function.body { outer.walk(body.statements) }
          return outer.changes.first
        }) {
          unlaidConstraints.append(UnlaidConstraint(what: change.what, node: deferral, file: file))
        }
        return
      }
      // `layoutIfNeeded()` sent only to the view a constraint moves (`banner` for
      // `bannerTop`), which lays out that view's subviews, not its own frame: the frame is
      // set by its superview's layout pass.
      guard !walker.layoutReceivers.isEmpty, !walker.laysOutOtherwise else { return }
      var constraints = walker.changes.map(\.what)
      if let body = Self.enclosingFunction(of: closure)?.body {
        let outer = ConstraintWalker(viewMode: .sourceAccurate)
        outer.walk(body.statements)
        constraints += outer.changes.map(\.what)
      }
      for (receiver, node) in walker.layoutReceivers {
        let name = receiver.lowercased()
        guard name.count >= 3, !["view", "superview", "window", "self"].contains(name) else {
          return
        }
        let moved = constraints.first { path in
          let parts = path.split(separator: ".")
          guard parts.count >= 2 else { return false }
          let owner = parts[parts.count - 2].lowercased()
          return owner.count > name.count && owner.hasPrefix(name)
        }
        guard let moved else { return }
        unlaidConstraints.append(
          UnlaidConstraint(what: moved, node: node, file: file, movingView: receiver))
        return
      }
    }

    /// The function a closure is written in (at most 64 levels up).
    static func enclosingFunction(of closure: ClosureExprSyntax) -> FunctionDeclSyntax? {
      var scope = closure.parent
      var steps = 0
      while let node = scope, steps < 64 {
        if let function = node.as(FunctionDeclSyntax.self) { return function }
        scope = node.parent
        steps += 1
      }
      return nil
    }

    // MARK: Background queues (SL304)

    /// The closure a call runs on a background queue: `DispatchQueue.global().async { }`, a
    /// URLSession task's completion handler.
    private func backgroundClosure(_ call: FunctionCallExprSyntax, callee: String?)
      -> ClosureExprSyntax?
    {
      guard let callee, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base
      else { return nil }
      if ["async", "asyncAfter"].contains(callee), let queue = base.as(FunctionCallExprSyntax.self),
        Expressions.calleeName(queue) == "global", Expressions.calleeBase(queue) == "DispatchQueue"
      {
        return Expressions.argument(call, "execute")?.as(ClosureExprSyntax.self)
          ?? call.trailingClosure
      }
      if ["dataTask", "uploadTask", "downloadTask"].contains(callee) {
        let path = Expressions.path(base)
        guard path == "URLSession.shared" || !mainQueueSessions else { return nil }
        return Expressions.argument(call, "completionHandler")?.as(ClosureExprSyntax.self)
          ?? call.trailingClosure
      }
      return nil
    }
  }

  /// Reads how a local `var` is used: plain uses, and writes through its members.
  final class CopyUseWalker: SyntaxVisitor {
    let name: String
    private(set) var plainUses = 0
    private(set) var mutations: [Syntax] = []

    init(name: String) {
      self.name = name
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      guard node.baseName.text == name else { return .visitChildren }
      if let write = Self.memberWrite(of: Syntax(node)) {
        mutations.append(write)
      } else {
        plainUses += 1
      }
      return .visitChildren
    }

    /// The write when `reference` is the root of a member path that is assigned
    /// (`item.isDone = true`, `item.count += 1`) or mutated (`item.isDone.toggle()`).
    static func memberWrite(of reference: Syntax) -> Syntax? {
      var current = reference
      var sawMember = false
      var steps = 0
      while let parent = current.parent {
        // Deeper than any tracked path: a plain use (O(1) per reference on a long chain).
        steps += 1
        if steps > Expressions.maximumPathLength { return nil }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
          sawMember = true
          current = parent
          continue
        }
        if let subscripted = parent.as(SubscriptCallExprSyntax.self),
          subscripted.calledExpression.id == current.id
        {
          current = parent
          continue
        }
        break
      }
      guard sawMember, let parent = current.parent else { return nil }
      // `item.isDone.toggle()`: the path ends in a mutating method that is called.
      if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id,
        let member = current.as(MemberAccessExprSyntax.self), member.base?.id != reference.id,
        ValueScan.mutatingCalls.contains(member.declName.baseName.text)
      {
        return Syntax(call)
      }
      // `item.isDone = true` in an unfolded sequence: the next element assigns.
      if let list = parent.as(ExprListSyntax.self) {
        let elements = Array(list)
        if let index = elements.firstIndex(where: { $0.id == current.id }),
          index + 1 < elements.count
        {
          let next = elements[index + 1]
          if next.is(AssignmentExprSyntax.self) { return current }
          if let op = next.as(BinaryOperatorExprSyntax.self), op.operator.text.hasSuffix("="),
            !["==", "!=", "<=", ">=", "==="].contains(op.operator.text)
          {
            return current
          }
        }
      }
      return nil
    }
  }

  /// Reads an animation block: constraint changes, and whether it lays out.
  final class ConstraintWalker: SyntaxVisitor {
    private(set) var changes: [(what: String, node: Syntax)] = []
    private(set) var laysOut = false
    /// The receivers of `layoutIfNeeded()` (last path component), in order.
    private(set) var layoutReceivers: [(String, Syntax)] = []
    /// Whether the block lays out `self` (a bare `layoutIfNeeded()`) or calls `layoutSubviews`.
    private(set) var laysOutOtherwise = false
    /// `setNeedsLayout()` calls: they defer the layout pass past the block.
    private(set) var deferrals: [Syntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = Expressions.calleeName(node)
      if callee == "layoutIfNeeded" || callee == "layoutSubviews" { laysOut = true }
      if callee == "setNeedsLayout" || callee == "setNeedsUpdateConstraints" {
        deferrals.append(Syntax(node))
      }
      if callee == "layoutIfNeeded", let base = Expressions.calleeBase(node) {
        let last = String(base.split(separator: ".").last ?? "")
        layoutReceivers.append((last, Syntax(node)))
      } else if callee == "layoutIfNeeded" || callee == "layoutSubviews" {
        laysOutOtherwise = true
      }
      if ["activate", "deactivate"].contains(callee),
        Expressions.calleeBase(node) == "NSLayoutConstraint"
      {
        changes.append(("NSLayoutConstraint.\(callee ?? "")", Syntax(node)))
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      for index in elements.indices.dropFirst() where elements[index].is(AssignmentExprSyntax.self)
      {
        let target = elements[index - 1]
        guard let path = Expressions.path(target) else { continue }
        let parts = path.split(separator: ".")
        if parts.count >= 2, let last = parts.last, ["constant", "isActive"].contains(last) {
          changes.append((path, Syntax(target)))
        }
      }
      return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }

  /// The functions declared in a closure, outside the closures nested in it.
  final class LocalFunctions: SyntaxVisitor {
    private(set) var functions: [String: FunctionDeclSyntax] = [:]

    static func collect(_ closure: ClosureExprSyntax) -> [String: FunctionDeclSyntax] {
      let collector = LocalFunctions(viewMode: .sourceAccurate)
      collector.walk(closure.statements)
      return collector.functions
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      functions[node.name.text] = node
      return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }

  /// Reads a closure that runs on a background queue for UIKit work, skipping the closures it
  /// sends back to the main queue.
  final class BackgroundWalker: SyntaxVisitor {
    /// View properties whose writes change what is on screen.
    static let viewProperties: Set<String> = [
      "text", "attributedText", "image", "isHidden", "alpha", "textColor", "backgroundColor",
      "title", "isEnabled", "tintColor", "progress", "isOn", "placeholder", "contentOffset",
      "frame", "center", "transform", "isSelected", "numberOfLines", "font",
    ]

    /// Calls that change views or ask UIKit to redraw, reload or present.
    static let uiCalls: Set<String> = [
      "reloadData", "reloadRows", "reloadSections", "insertRows", "deleteRows", "reloadItems",
      "insertItems", "deleteItems", "performBatchUpdates", "setNeedsDisplay", "setNeedsLayout",
      "layoutIfNeeded", "addSubview", "removeFromSuperview", "setTitle", "setImage",
      "startAnimating", "stopAnimating", "pushViewController", "setProgress",
    ]

    private(set) var found: [(receiver: String?, what: String, node: Syntax)] = []

    /// The functions declared inside the closure, by name. A local function runs where it
    /// is called: its body is read at a direct call on the background queue, not where it is
    /// declared, and not when it is handed to the main queue
    /// (`DispatchQueue.main.async(execute: update)`).
    var localFunctions: [String: FunctionDeclSyntax] = [:]
    private var readFunctions = Set<String>()

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = Expressions.calleeName(node)
      if Self.hopsToMain(node, callee: callee) { return .skipChildren }
      if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
        let function = localFunctions[reference.baseName.text], let body = function.body,
        readFunctions.insert(reference.baseName.text).inserted
      {
        walk(body)
      }
      if let callee, Self.uiCalls.contains(callee) {
        found.append((nil, "\(callee)()", Syntax(node)))
      }
      if callee == "present", Expressions.calleeBase(node) != nil, node.arguments.count >= 2 {
        found.append((nil, "present(_:animated:)", Syntax(node)))
      }
      return .visitChildren
    }

    /// `DispatchQueue.main.async { }`, `MainActor.run { }`, `OperationQueue.main.addOperation`,
    /// `Task { @MainActor in }`, and a nested background closure (reported on its own).
    static func hopsToMain(_ call: FunctionCallExprSyntax, callee: String?) -> Bool {
      let base = Expressions.calleeBase(call)
      if ["async", "asyncAfter", "sync"].contains(callee), base == "DispatchQueue.main" {
        return true
      }
      if callee == "run", base == "MainActor" { return true }
      if callee == "addOperation", base == "OperationQueue.main" { return true }
      if ["async", "asyncAfter"].contains(callee),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.base?.is(FunctionCallExprSyntax.self) == true
      {
        return true
      }
      if callee == "Task", let closure = call.trailingClosure,
        closure.signature?.attributes.names.contains("MainActor") == true
      {
        return true
      }
      if callee?.hasPrefix("performSelector") == true { return true }
      return false
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      for index in elements.indices.dropFirst() where elements[index].is(AssignmentExprSyntax.self)
      {
        let target = elements[index - 1]
        guard let path = Expressions.path(target) else { continue }
        var parts = path.split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        guard parts.count >= 2, let last = parts.last, Self.viewProperties.contains(last) else {
          continue
        }
        found.append((parts[parts.count - 2], parts.joined(separator: "."), Syntax(target)))
      }
      return .visitChildren
    }
  }
#endif
