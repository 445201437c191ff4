#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// One body of code the rules reason about as a whole: a method, an initializer, an
  /// accessor, a property's initial value, or a file's top-level statements.
  ///
  /// Nested functions and closures belong to the unit they are written in: a redraw request
  /// anywhere in the unit covers a write anywhere in it, since drawing happens later, at the
  /// next display pass.
  final class CodeUnit {
    /// What kind of body this is.
    enum Kind: Equatable {
      case function(String)
      case initializer
      case deinitializer
      case observer(property: String)
      case setter(property: String)
      case getter(property: String)
      case propertyValue(property: String)
      case topLevel
    }

    /// A write to a member path, e.g. `self.progress = 1` gives `["self", "progress"]`.
    struct Write {
      let parts: [String]
      let node: Syntax
      /// A write through a subscript (`values[i] = x`, `points[i].y += 1`): `parts` is the
      /// collection subscripted, whose element changes.
      var throughSubscript = false
      /// An assignment with `=`, not a compound operator (`+=`) or a mutating call.
      var plain = true
      /// Through a subscript, the members written below the element (`["y"]` for
      /// `points[i].y = 3`, `[]` for `values[i] = x`): the element's member path.
      var subscriptMember: [String] = []
    }

    /// A call: its base path (`self` for an unqualified call), its name, the node.
    struct Call {
      let base: String?
      let name: String
      let node: FunctionCallExprSyntax

      /// Whether the call goes to the unit's own instance: no receiver, or `self`.
      var isOnSelf: Bool { base == nil || base == "self" }
    }

    /// A `CAAnimation` built in a local variable, and how it is configured.
    struct Animation {
      var keyPaths: [String] = []
      var members: [String] = []
      var setsTarget = false
      /// The final value as written (`toValue`, or the last of `values`), when it is literal.
      var finalValue: String?
      /// Whether keyframe values end where they start (a shake, a wiggle).
      var returnsToStart = false
      var infinite = false
      /// The parameter of the unit that gives `repeatCount` (`animation.repeatCount =
      /// Float(times)`): the callers decide whether it repeats for ever.
      var repeatParameter: String?
      var autoreverses = false
      /// A keyframe animation given a `path`: it starts at the path's first point.
      var setsPath = false
      var additive = false
      var keepsOnCompletion: Syntax?
      var fillsForwards = false
      var hasDelegate = false
    }

    /// `base.add(animation, forKey:)`.
    struct Add {
      let base: String
      let animation: String
      let node: FunctionCallExprSyntax
    }

    let file: Int
    let typeName: String?
    let kind: Kind
    let displayName: String
    var locals: [String: String] = [:]
    var localNames: Set<String> = []
    /// The parameter names of a method, in order.
    var parameters: [String] = []
    /// Local `let` constants and the text of their values (`let angle = 2 * .pi`).
    var constants: [String: String] = [:]
    /// Locals initialized with a new object (`let ring = RingView()`): not yet on screen.
    var freshLocals: Set<String> = []
    /// Member paths (without `self.`) given a new object in the unit (`track = CAShapeLayer()`):
    /// the unit configures that object before it is on screen.
    var freshPaths: Set<String> = []
    /// Methods named by `#selector(…)` in a call that schedules them: a timer
    /// (`Timer.scheduledTimer(…selector:…)`), a display link, `perform(_:with:afterDelay:)`.
    var scheduledSelectors: Set<String> = []
    /// Methods a repeating timer (`repeats: true`) or a display link started here runs on
    /// every tick, named by `#selector(…)` or, in Swift before 2.2, by a string literal
    /// (`selector: "setNeedsDisplay"`).
    var repeatingSelectors: Set<String> = []
    /// Whether this is `UIView.draw(_:)` or `CALayer.draw(in:)` itself (not another method
    /// named `draw`).
    var isDrawPass = false
    /// The name of a method's declaration (`draw` in `override func draw(_ rect:)`).
    var declaration: Syntax?
    /// The syntax the unit was read from: a function's signature and body, an accessor's or
    /// an initial value's expression.
    var scanned: [Syntax] = []
    var writes: [Write] = []
    var calls: [Call] = []
    var animations: [String: Animation] = [:]
    var adds: [Add] = []
    /// Locals bound to the result of a method call (`let fade = makeFade()`), with the
    /// method's name: an animation factory's result when the method returns one.
    var calledLocals: [String: String] = [:]
    /// The animation local the unit returns (`return fade` in a factory method or in a
    /// property's initializer closure).
    var returnedAnimation: String?
    /// (base path, member) pairs written, e.g. `("ring.layer", "opacity")`.
    var memberWrites: Set<String> = []
    /// Locals bound to `self` (`guard let strongSelf = self` in a `[weak self]` closure): a
    /// member written through one is a member of `self`.
    var selfAliases: Set<String> = []
    var presentationLocals: Set<String> = []
    var presentationWrites: [(node: Syntax, property: String)] = []
    var hasCompletionBlock = false
    /// Whether the unit sets `contentMode = .redraw`.
    var setsRedrawContentMode = false

    init(file: Int, typeName: String?, kind: Kind, displayName: String) {
      self.file = file
      self.typeName = typeName
      self.kind = kind
      self.displayName = displayName
    }

    func declare(_ name: String, type: String?) {
      localNames.insert(name)
      if let type { locals[name] = type }
    }

    /// Whether `name` is a local or a parameter of this unit.
    func isLocal(_ name: String) -> Bool { localNames.contains(name) }

    static func memberKey(_ base: String, _ member: String) -> String { base + "\u{1}" + member }
  }

  /// Reads one unit's body: declarations, writes, calls, animations.
  final class UnitScanner: SyntaxVisitor {
    let unit: CodeUnit
    /// The project's types, for key paths named by constants; nil in isolation.
    let index: TypeIndex?

    static let animationTypes: Set<String> = [
      "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup",
      "CAPropertyAnimation",
    ]
    static let mutatingMethods: Set<String> = [
      "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast",
      "removeSubrange", "sort", "reverse", "shuffle", "formUnion", "subtract", "replaceSubrange",
    ]

    init(unit: CodeUnit, index: TypeIndex? = nil) {
      self.unit = unit
      self.index = index
      super.init(viewMode: .sourceAccurate)
    }

    /// A key path written as a literal, `#keyPath`, or a string constant of the project.
    func resolvedKeyPath(_ expression: ExprSyntax?) -> String? {
      if let direct = Self.keyPath(expression) { return direct }
      return index?.constantString(expression, in: unit.typeName)
    }

    // Nested types are units of their own.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
      let name = (node.secondName ?? node.firstName).text
      unit.declare(name, type: node.type.simpleName)
      return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
      unit.declare(node.name.text, type: nil)
      return .skipChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
      unit.declare((node.secondName ?? node.firstName).text, type: node.type?.simpleName)
      return .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
      unit.declare(node.identifier.text, type: nil)
      return .skipChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
      if let identifier = node.pattern.as(IdentifierPatternSyntax.self) {
        let name = identifier.identifier.text
        if let value = node.initializer?.value {
          bind(name, to: value, annotation: node.typeAnnotation?.type)
        } else {
          unit.declare(name, type: nil)
        }
      }
      return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if let identifier = node.pattern.as(IdentifierPatternSyntax.self) {
        bind(
          identifier.identifier.text, to: node.initializer?.value,
          annotation: node.typeAnnotation?.type)
        if let value = node.initializer?.value,
          node.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.text == "let"
        {
          unit.constants[identifier.identifier.text] = value.trimmedDescription
        }
      }
      return .visitChildren
    }

    func bind(_ name: String, to value: ExprSyntax?, annotation: TypeSyntax?) {
      var type = annotation?.simpleName
      if let value {
        if Self.isPresentationCall(value) { unit.presentationLocals.insert(name) }
        if Expressions.path(value) == "self" {
          unit.selfAliases.insert(name)
          if type == nil { type = unit.typeName }
        }
        var inner = value
        if let forced = inner.as(ForceUnwrapExprSyntax.self) { inner = forced.expression }
        if let cast = inner.as(AsExprSyntax.self) {
          inner = cast.expression
          type = type ?? cast.type.simpleName
        } else if let cast = Self.unfoldedCast(inner) {
          // `holder.subviews.first as? Gauge`, as the parser leaves it (not folded).
          inner = cast.value
          type = type ?? cast.type
        }
        if let tried = inner.as(TryExprSyntax.self) { inner = tried.expression }
        if let call = inner.as(FunctionCallExprSyntax.self),
          let callee = Expressions.calleeName(call)
        {
          if callee.first?.isLowercase == true { unit.calledLocals[name] = callee }
          if callee.first?.isUppercase == true {
            unit.freshLocals.insert(name)
            if type == nil { type = callee }
          }
          if Self.animationTypes.contains(callee) {
            var animation = CodeUnit.Animation()
            if let keyPath = resolvedKeyPath(Expressions.argument(call, "keyPath")) {
              animation.keyPaths.append(keyPath)
            }
            unit.animations[name] = animation
          }
        } else if type == nil, let member = inner.as(MemberAccessExprSyntax.self),
          let base = member.base, let path = Expressions.path(base),
          path.first?.isUppercase == true
        {
          type = path
        }
      }
      if let type, Self.animationTypes.contains(type), unit.animations[name] == nil {
        unit.animations[name] = CodeUnit.Animation()
      }
      unit.declare(name, type: type)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      for index in elements.indices.dropFirst() {
        let element = elements[index]
        let isAssignment: Bool
        if element.is(AssignmentExprSyntax.self) {
          isAssignment = true
        } else if let binary = element.as(BinaryOperatorExprSyntax.self) {
          let text = binary.operator.text
          isAssignment =
            text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
        } else {
          isAssignment = false
        }
        guard isAssignment else { continue }
        let value = index + 1 < elements.count ? elements[index + 1] : nil
        let target = elements[index - 1]
        // `(maxWidth, maxHeight) = sizes()`: each element of the tuple is written (with the
        // matching element of a tuple literal as its value).
        if element.is(AssignmentExprSyntax.self), let tuple = target.as(TupleExprSyntax.self),
          tuple.elements.count > 1
        {
          let values = value?.as(TupleExprSyntax.self).map { Array($0.elements) }
          for (offset, item) in tuple.elements.enumerated() {
            let itemValue =
              values.flatMap { $0.count == tuple.elements.count ? $0[offset].expression : nil }
            recordWrite(item.expression, value: itemValue, plain: true)
          }
          continue
        }
        recordWrite(target, value: value, plain: element.is(AssignmentExprSyntax.self))
      }
      return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
      if node.operator.is(AssignmentExprSyntax.self) {
        recordWrite(node.leftOperand, value: node.rightOperand, plain: true)
      }
      return .visitChildren
    }

    /// The components of a member path, `self` kept: `self.a.b` gives `["self", "a", "b"]`.
    static func parts(_ expression: ExprSyntax) -> [String]? {
      guard let path = rawPath(expression) else { return nil }
      return path.split(separator: ".").map(String.init)
    }

    static func rawPath(_ expression: ExprSyntax) -> String? {
      // `Expressions.path` drops a leading `self`; keep it by looking at the root.
      guard let path = Expressions.path(expression) else { return nil }
      var root = expression
      // `path` succeeded, so the chain is at most `maximumPathLength` long.
      while true {
        if let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
          root = base
        } else if let inner = Expressions.unwrapped(root) {
          root = inner
        } else {
          break
        }
      }
      if let reference = root.as(DeclReferenceExprSyntax.self), reference.baseName.text == "self",
        path != "self"
      {
        return "self." + path
      }
      return path
    }

    func recordWrite(_ target: ExprSyntax, value: ExprSyntax?, plain: Bool) {
      if Expressions.reachesPresentation(target) {
        unit.presentationWrites.append(
          (Syntax(target), Self.parts(target)?.last ?? Expressions.lastName(target)))
        return
      }
      guard let parts = Self.parts(target), !parts.isEmpty else {
        recordSubscriptWrite(target, plain: plain)
        return
      }
      if unit.presentationLocals.contains(parts[0]), parts.count >= 2 {
        unit.presentationWrites.append((Syntax(target), parts[parts.count - 1]))
        return
      }
      if parts.count == 2, unit.animations[parts[0]] != nil, plain {
        configure(animation: parts[0], property: parts[1], value: value)
        return
      }
      unit.writes.append(CodeUnit.Write(parts: parts, node: Syntax(target), plain: plain))
      noteMemberWrites(parts)
      if plain, let value, Self.constructsObject(value) {
        let plain = parts.first == "self" ? parts.dropFirst() : parts[...]
        unit.freshPaths.insert(plain.joined(separator: "."))
      }
      if parts.last == "contentMode", let value, Expressions.lastName(value) == "redraw" {
        unit.setsRedrawContentMode = true
      }
    }

    /// Whether `value` creates an object: `RingLayer()`, `CAShapeLayer.init()`, `.init(…)`,
    /// maybe forced or cast.
    static func constructsObject(_ value: ExprSyntax) -> Bool {
      var inner = value
      if let forced = inner.as(ForceUnwrapExprSyntax.self) { inner = forced.expression }
      if let cast = inner.as(AsExprSyntax.self) { inner = cast.expression }
      guard let call = inner.as(FunctionCallExprSyntax.self) else { return false }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "init"
      {
        return true
      }
      return Expressions.calleeName(call)?.first?.isUppercase == true
    }

    /// Calls that run a method named by `#selector` later: timers, display links, `perform`.
    static let schedulingCalls: Set<String> = [
      "scheduledTimer", "Timer", "CADisplayLink", "perform", "displayLink",
    ]

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
      guard node.macroName.text == "selector", let argument = node.arguments.first?.expression
      else { return .visitChildren }
      var current = node.parent
      var depth = 0
      while let parent = current, depth < 6 {
        if let call = parent.as(FunctionCallExprSyntax.self) {
          if let name = Expressions.calleeName(call), Self.schedulingCalls.contains(name) {
            var named = argument
            if let call = named.as(FunctionCallExprSyntax.self) { named = call.calledExpression }
            let name = Expressions.lastName(named)
            if !name.isEmpty { unit.scheduledSelectors.insert(name) }
          }
          break
        }
        current = parent.parent
        depth += 1
      }
      return .visitChildren
    }

    /// The value and the type of an unfolded cast (`x as? T`, `x as! T`): a sequence of the
    /// value, `as` and the type.
    static func unfoldedCast(_ expression: ExprSyntax) -> (value: ExprSyntax, type: String)? {
      guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
        let type = elements[2].as(TypeExprSyntax.self)?.type.simpleName
      else { return nil }
      return (elements[0], type)
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
      if let reference = node.expression?.as(DeclReferenceExprSyntax.self),
        unit.animations[reference.baseName.text] != nil
      {
        unit.returnedAnimation = reference.baseName.text
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let name = Expressions.calleeName(node) else { return .visitChildren }
      let base = Expressions.calleeBase(node)
      unit.calls.append(CodeUnit.Call(base: base, name: name, node: node))
      let arguments = Array(node.arguments)
      if let selector = Self.repeatingSelector(node, name: name, arguments) {
        unit.repeatingSelectors.insert(selector)
      }
      switch name {
      // `addAnimation(_:forKey:)` is Swift 2's spelling of the same call.
      case _
      where (name == "add" || name == "addAnimation") && arguments.count == 2
        && arguments[0].label == nil
        && arguments[1].label?.text == "forKey":
        if let base, let reference = arguments[0].expression.as(DeclReferenceExprSyntax.self) {
          unit.adds.append(
            CodeUnit.Add(base: base, animation: reference.baseName.text, node: node))
        } else if let base, let call = arguments[0].expression.as(FunctionCallExprSyntax.self),
          let callee = Expressions.calleeName(call), callee.first?.isLowercase == true
        {
          // A factory's result added at once: `layer.add(makeFade(), forKey: "fade")`.
          unit.adds.append(CodeUnit.Add(base: base, animation: callee + "()", node: node))
        } else if let base, let member = arguments[0].expression.as(MemberAccessExprSyntax.self),
          member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
          unit.adds.append(
            CodeUnit.Add(base: base, animation: member.declName.baseName.text, node: node))
        }
      case "setValue" where arguments.count == 2:
        let label = arguments[1].label?.text
        guard label == "forKeyPath" || label == "forKey" else { break }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
          let receiver = member.base,
          Expressions.reachesPresentation(receiver)
            || (Self.parts(receiver).map { unit.presentationLocals.contains($0[0]) } ?? false)
        {
          let key = Expressions.stringLiteral(arguments[1].expression) ?? "value"
          unit.presentationWrites.append((Syntax(node), key))
        } else if let key = resolvedKeyPath(arguments[1].expression),
          let root = key.split(separator: ".").first
        {
          unit.memberWrites.insert(CodeUnit.memberKey(base ?? "self", String(root)))
        } else {
          // A key that is not a literal (often `animation.keyPath!`) may be any key.
          unit.memberWrites.insert(CodeUnit.memberKey(base ?? "self", "*"))
        }
      case "setCompletionBlock":
        unit.hasCompletionBlock = true
      case "setAffineTransform":
        if let base { unit.memberWrites.insert(CodeUnit.memberKey(base, "transform")) }
      default:
        if Self.mutatingMethods.contains(name),
          let member = node.calledExpression.as(MemberAccessExprSyntax.self),
          let receiver = member.base
        {
          if let parts = Self.parts(receiver) {
            unit.writes.append(CodeUnit.Write(parts: parts, node: Syntax(receiver), plain: false))
            noteMemberWrites(parts)
          } else {
            // `sections[i].append(row)`: the element of a collection changes.
            recordSubscriptWrite(receiver, plain: false)
          }
        }
      }
      return .visitChildren
    }
  }
#endif
