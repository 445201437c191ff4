#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// One pass over the files for SL309: per method, the data it changes, the labels it writes
  /// and what their text is computed from, and the methods it calls.
  final class SummaryScan: TypeStackVisitor {
    /// A write to a stored value: `items.append(…)`, `cart.items[id] = nil`.
    struct DataWrite {
      /// The first two components of the path (`cart.items`), subscripts left out.
      let key: String
      let root: String
      let node: Syntax
      /// Every component of the path (`player.currentTime`), subscripts left out.
      var path = ""
    }

    /// A label's text written: `totalLabel.text = "\(cart.total())"`.
    struct LabelWrite {
      /// The label's path (`totalLabel`, `checkout.totalLabel`).
      let target: String
      /// The names the new text is computed from.
      let mentions: Set<String>
      /// The member paths the new value reads (`player.currentTime`).
      var paths: Set<String> = []
      /// A text (`text`, `attributedText`, a title); false for a control's `value` or
      /// `progress`, which only the refresh check reads.
      var isText = true
      /// The member paths the new value calls (`cart.total` of `cart.total()`).
      var called: Set<String> = []
    }

    final class Method {
      let type: String
      /// The method's name, or `property.didSet` for an observer.
      let name: String
      let signature: String
      let file: Int
      var calls: Set<String> = []
      /// An override, `@objc` or `@IBAction` method: UIKit may call it at any time.
      var isEntryPoint = false
      var reloads = false
      /// The method leaves the screen (`dismiss`, `popViewController`, `performSegue`): what
      /// it leaves stale is not on screen, and the next appearance sets it up again.
      var leavesScreen = false
      var dataWrites: [DataWrite] = []
      /// Calls on stored data whose result is not used (`game.chooseCard(at: index)`): the
      /// method changes the data through the data's own method. They make a label a summary
      /// of the data, and are never reported themselves.
      var modelCalls: [DataWrite] = []
      var labels: [LabelWrite] = []
      /// Timers and display links the method starts, by the property that holds them, with
      /// the method their selector names (`timer = Timer.scheduledTimer(…
      /// selector: #selector(tick)…)`).
      var startedTimers: [String: String] = [:]
      /// The properties whose timer or display link the method invalidates.
      var invalidated: Set<String> = []
      /// The method's parameter names, in order.
      var parameters: [String] = []
      /// Writes through a parameter (`sender.balance -= amount`): the parameter's index, the
      /// member path after it (`balance`) and the write.
      var parameterWrites: [(parameter: Int, member: String, node: Syntax)] = []
      /// Calls of the type's own methods with the stored paths passed to them
      /// (`transfer(from: account, …)` gives `["account", nil]`), and the call.
      var passed: [(name: String, arguments: [String?], node: Syntax)] = []

      init(type: String, name: String, signature: String, file: Int) {
        self.type = type
        self.name = name
        self.signature = signature
        self.file = file
      }
    }

    var file = 0
    private(set) var methods: [Method] = []
    private var method: Method?
    private var localNames: Set<String> = []
    private var nestedFunctions = 0

    /// The text properties of labels, fields and buttons.
    static let textProperties: Set<String> = ["text", "attributedText"]
    /// Calls that take the user to another screen or back.
    static let leavingCalls: Set<String> = [
      "dismiss", "popViewController", "popViewControllerAnimated", "popToRootViewController",
      "popToViewController", "performSegue", "performSegueWithIdentifier", "pushViewController",
      "dismissViewControllerAnimated",
    ]
    /// The value properties of sliders, progress views and steppers.
    static let valueProperties: Set<String> = ["value", "progress"]
    /// Calls that change a collection in place.
    static let mutatingCalls: Set<String> = UnitScanner.mutatingMethods.union([
      "removeValue", "updateValue", "merge",
    ])

    init() { super.init(viewMode: .sourceAccurate) }

    // MARK: Types (classes, structs and extensions: ``TypeStackVisitor``)

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      method == nil ? .skipChildren : .visitChildren
    }

    // MARK: Methods and observers

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      guard let type = types.last, node.body != nil else { return .skipChildren }
      if method != nil {
        nestedFunctions += 1
        return .visitChildren
      }
      let started = Method(
        type: type, name: node.name.text, signature: node.displayName, file: file)
      started.isEntryPoint =
        node.modifiers.has("override")
        || node.attributes.contains {
          ["objc", "IBAction"].contains(
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "")
        }
      start(started)
      return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
      guard node.body != nil, !types.isEmpty else { return }
      if nestedFunctions > 0 {
        nestedFunctions -= 1
      } else {
        method = nil
      }
    }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
      let specifier = node.accessorSpecifier.text
      guard method == nil, let type = types.last, specifier == "didSet" || specifier == "willSet",
        let binding = node.parent?.parent?.parent?.as(PatternBindingSyntax.self),
        let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { return method == nil ? .skipChildren : .visitChildren }
      start(
        Method(
          type: type, name: "\(property).\(specifier)",
          signature: "the \(specifier) of '\(property)'",
          file: file))
      return .visitChildren
    }

    override func visitPost(_ node: AccessorDeclSyntax) {
      if nestedFunctions == 0, method?.name.hasSuffix("." + node.accessorSpecifier.text) == true {
        method = nil
      }
    }

    private func start(_ method: Method) {
      methods.append(method)
      self.method = method
      localNames = ["self", "super", "newValue", "oldValue"]
    }

    // MARK: Locals

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
      if nestedFunctions == 0,
        node.parent?.parent?.parent?.parent?.is(FunctionDeclSyntax.self) == true
      {
        method?.parameters.append((node.secondName ?? node.firstName).text)
      }
      localNames.insert((node.secondName ?? node.firstName).text)
      return .visitChildren
    }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
      if method != nil { localNames.insert(node.identifier.text) }
      return .visitChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
      localNames.insert((node.secondName ?? node.firstName).text)
      return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
      localNames.insert(node.name.text)
      return .visitChildren
    }

    // MARK: Code

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let method, let name = Expressions.calleeName(node) else { return .visitChildren }
      if DelegateRules.refreshCalls.contains(name) { method.reloads = true }
      if Self.leavingCalls.contains(name) { method.leavesScreen = true }
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
        if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
          method.calls.insert(name)
        } else if Self.mutatingCalls.contains(name), let base = member.base,
          let parts = Self.parts(base)
        {
          recordData(parts, node: Syntax(node))
        } else if name == "invalidate", node.arguments.isEmpty, let base = member.base,
          let parts = Self.parts(base), !localNames.contains(parts[0])
        {
          method.invalidated.insert(parts.joined(separator: "."))
        } else if let base = member.base, let parts = Self.parts(base),
          !localNames.contains(parts[0]), parts[0].first?.isLowercase == true,
          Self.resultIsUnused(node)
        {
          method.modelCalls.append(
            DataWrite(
              key: parts.prefix(2).joined(separator: "."), root: parts[0], node: Syntax(node),
              path: parts.joined(separator: ".")))
        }
        if name == "setTitle", let base = member.base, let parts = Self.parts(base),
          !localNames.contains(parts[0]), let first = node.arguments.first
        {
          method.labels.append(
            LabelWrite(
              target: parts.joined(separator: "."), mentions: Self.names(in: first.expression)))
        }
      } else if node.calledExpression.is(DeclReferenceExprSyntax.self) {
        method.calls.insert(name)
      }
      if node.calledExpression.is(DeclReferenceExprSyntax.self)
        || node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
          == "self"
      {
        method.passed.append(
          (
            name,
            node.arguments.map { argument in
              var expression = argument.expression
              if let passed = expression.as(InOutExprSyntax.self) { expression = passed.expression }
              guard let parts = Self.parts(expression), !localNames.contains(parts[0]) else {
                return nil
              }
              return parts.joined(separator: ".")
            },
            Syntax(node)
          ))
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      for index in elements.indices.dropFirst() where Self.isAssignment(elements[index]) {
        record(elements[index - 1], value: index + 1 < elements.count ? elements[index + 1] : nil)
      }
      return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
      if Self.isAssignment(node.operator) { record(node.leftOperand, value: node.rightOperand) }
      return .visitChildren
    }

    static func isAssignment(_ element: ExprSyntax) -> Bool {
      if element.is(AssignmentExprSyntax.self) { return true }
      guard let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text else {
        return false
      }
      return ["+=", "-=", "*=", "/="].contains(text)
    }

    private func record(_ target: ExprSyntax, value: ExprSyntax?) {
      guard let method, let parts = Self.parts(target) else { return }
      if nestedFunctions == 0, parts.count >= 2,
        let index = method.parameters.firstIndex(of: parts[0])
      {
        method.parameterWrites.append(
          (index, parts.dropFirst().joined(separator: "."), Syntax(target)))
      }
      guard !localNames.contains(parts[0]) else { return }
      if let value, let selector = Self.timerSelector(value) {
        method.startedTimers[parts.joined(separator: ".")] = selector
      }
      if parts.count >= 2, let last = parts.last, Self.textProperties.contains(last) {
        method.labels.append(
          LabelWrite(
            target: parts.dropLast().joined(separator: "."),
            mentions: value.map(Self.names(in:)) ?? [], paths: value.map(Self.paths(in:)) ?? [],
            called: value.map(Self.calledPaths(in:)) ?? []))
        return
      }
      if parts.count >= 2, let last = parts.last, Self.valueProperties.contains(last) {
        method.labels.append(
          LabelWrite(
            target: parts.dropLast().joined(separator: "."),
            mentions: value.map(Self.names(in:)) ?? [], paths: value.map(Self.paths(in:)) ?? [],
            isText: false))
      }
      recordData(parts, node: Syntax(target))
    }

    /// The method a timer or display link made in `value` runs: the `#selector` among the
    /// arguments of `Timer.scheduledTimer(…)`, `Timer(…)` or `CADisplayLink(target:selector:)`.
    static func timerSelector(_ value: ExprSyntax) -> String? {
      var current = value
      if let tried = current.as(TryExprSyntax.self) { current = tried.expression }
      guard let call = current.as(FunctionCallExprSyntax.self),
        let callee = Expressions.calleeName(call),
        ["scheduledTimer", "Timer", "CADisplayLink"].contains(callee),
        let argument = Expressions.argument(call, "selector"),
        let expression = Expressions.selectorTarget(argument)
      else { return nil }
      let name = Expressions.lastName(expression)
      return name.isEmpty ? nil : name
    }

    /// Whether a call's result is dropped: the call is a statement of its own (after `try`
    /// or `await`, or behind `_ =`), made for what it changes.
    static func resultIsUnused(_ call: FunctionCallExprSyntax) -> Bool {
      var current = Syntax(call)
      while let parent = current.parent,
        parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
          || parent.is(OptionalChainingExprSyntax.self)
      {
        current = parent
      }
      return current.parent?.is(CodeBlockItemSyntax.self) == true
    }

    /// The member paths an expression reads (`Float(player.currentTime)` gives
    /// `player.currentTime`), each without `self`.
    static func paths(in expression: ExprSyntax) -> Set<String> {
      memberPaths(in: expression) { node in
        guard let member = node.as(MemberAccessExprSyntax.self),
          !(node.parent?.is(MemberAccessExprSyntax.self) ?? false)
        else { return nil }
        return member
      }
    }

    /// The member paths an expression calls (`cart.total()` gives `cart.total`).
    static func calledPaths(in expression: ExprSyntax) -> Set<String> {
      memberPaths(in: expression) {
        $0.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
      }
    }

    /// The paths of the member accesses `select` picks among the expression's nodes (at most
    /// 2,000 nodes visited), each of two parts or more and without `self`.
    private static func memberPaths(
      in expression: ExprSyntax, _ select: (Syntax) -> MemberAccessExprSyntax?
    ) -> Set<String> {
      var result = Set<String>()
      var pending = [Syntax(expression)]
      var steps = 0
      while let node = pending.popLast(), steps < 2_000 {
        steps += 1
        if let member = select(node), member.base != nil,
          let parts = parts(ExprSyntax(member)), parts.count >= 2
        {
          result.insert(parts.joined(separator: "."))
        }
        pending += node.children(viewMode: .sourceAccurate)
      }
      return result
    }

    private func recordData(_ parts: [String], node: Syntax) {
      guard let method, !localNames.contains(parts[0]), let last = parts.last,
        !BackgroundWalker.viewProperties.contains(last)
      else { return }
      method.dataWrites.append(
        DataWrite(
          key: parts.prefix(2).joined(separator: "."), root: parts[0], node: node,
          path: parts.joined(separator: ".")))
    }

    /// The components of a path through members, subscripts, `?` and `!`, without `self`:
    /// `self.cart.items[id]!` gives `["cart", "items"]`.
    static func parts(_ expression: ExprSyntax) -> [String]? {
      var parts: [String] = []
      var current = expression
      for _ in 0..<Expressions.maximumPathLength {
        if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
          parts.append(member.declName.baseName.text)
          current = base
        } else if let subscripted = current.as(SubscriptCallExprSyntax.self) {
          current = subscripted.calledExpression
        } else if let inner = Expressions.unwrapped(current) {
          current = inner
        } else if let reference = current.as(DeclReferenceExprSyntax.self) {
          parts.append(reference.baseName.text)
          parts.reverse()
          if parts.first == "self" { parts.removeFirst() }
          return parts.isEmpty ? nil : parts
        } else {
          return nil
        }
      }
      return nil
    }

    /// The names a text is computed from as a whole: identifiers, and members read through
    /// `self`, that are not read through a subscript. `items[row].name` shows one element
    /// (a selection), not a summary of `items`; `items.count`, `cart.total()` and
    /// `items.reduce(…)` are summaries.
    static func names(in expression: ExprSyntax) -> Set<String> {
      var result = Set<String>()
      for token in expression.tokens(viewMode: .sourceAccurate)
      where token.tokenKind.isIdentifier {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          !readsAnElement(ExprSyntax(reference))
        else { continue }
        result.insert(token.text)
      }
      return result
    }

    /// Whether the member chain that starts at `node` goes through a subscript
    /// (`items[row].name`, `self.cart.items[id]`).
    static func readsAnElement(_ node: ExprSyntax) -> Bool {
      var current = Syntax(node)
      for _ in 0..<Expressions.maximumPathLength {
        guard let parent = current.parent else { return false }
        if let subscripted = parent.as(SubscriptCallExprSyntax.self) {
          return subscripted.calledExpression.id == current.id
        }
        if let member = parent.as(MemberAccessExprSyntax.self) {
          // The member name of a chain whose base is elsewhere is not a start of its own.
          if member.declName.id == current.id, member.base != nil {
            return readsAnElement(ExprSyntax(member))
          }
          current = parent
          continue
        }
        guard parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
        else { return false }
        current = parent
      }
      return false
    }
  }

  extension TokenKind {
    fileprivate var isIdentifier: Bool {
      if case .identifier = self { return true }
      return false
    }
  }
#endif
