#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// What the scan reads off a declaration or a closure without its state: whether a stored
  /// property holds a shown value, what type a value constructs, and whether a closure runs
  /// on an event rather than while a body is computed.
  extension ValueScan {
    /// Value types a screen shows as they are: numbers, text, flags, dates.
    static let shownValueTypes: Set<String> = [
      "Int", "Int64", "Int32", "UInt", "Double", "Float", "CGFloat", "Decimal", "Bool", "String",
      "Character", "Date", "TimeInterval",
    ]

    /// Whether a stored property holds a value a screen shows: a number, text, a flag, a date,
    /// an array or a dictionary (by its declared type or a literal initial value), or a value
    /// given as an implicit member (`var mode: TimerMode = .initial`, an enum case).
    static func holdsValue(_ binding: PatternBindingSyntax) -> Bool {
      var type = binding.typeAnnotation?.type
      if let optional = type?.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
      if let type {
        if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return true }
        if let name = type.simpleName, shownValueTypes.contains(name) { return true }
      }
      guard var value = binding.initializer?.value else { return false }
      if let prefix = value.as(PrefixOperatorExprSyntax.self) { value = prefix.expression }
      if let member = value.as(MemberAccessExprSyntax.self) {
        return member.base == nil && type != nil
      }
      return value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
        || value.is(StringLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
        || value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self)
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

    /// `.init(…)` given to a property declared with its type (`var model: Model = .init()`)
    /// gives that type.
    static func implicitlyConstructed(_ value: ExprSyntax, _ binding: PatternBindingSyntax)
      -> String?
    {
      guard let call = value.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
        member.declName.baseName.text == "init",
        let name = binding.typeAnnotation?.type.simpleName, name.first?.isUppercase == true
      else { return nil }
      return name
    }

    /// Calls whose trailing closure is an action, run on an event rather than shown.
    static let actionCalls: Set<String> = [
      "onAppear", "onDisappear", "onTapGesture", "onLongPressGesture", "onChange", "onReceive",
      "task", "onSubmit", "onEnded", "onChanged", "onDelete", "onMove", "refreshable",
      "onHover", "onCommit", "simultaneousGesture", "updating", "onOpenURL",
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

    /// Whether a closure runs when something happens, not while a body is computed: an
    /// action (`isAction(_:)`), or a closure handed to a call under a label that names an
    /// event by Swift's naming conventions (`onSave:`, `routeButtonTapped:`,
    /// `deleteAction:`, `completionHandler:`, `completion:`), which a child view keeps and
    /// calls from its own action. Reads in it show nothing.
    static func runsOnEvent(_ closure: ClosureExprSyntax) -> Bool {
      if isAction(closure) { return true }
      guard let label = closure.parent?.as(LabeledExprSyntax.self)?.label?.text else {
        return false
      }
      if label == "completion" { return true }
      if label.hasPrefix("on"), label.dropFirst(2).first?.isUppercase == true { return true }
      return ["Action", "Handler", "Tapped", "Pressed", "Selected"].contains {
        label.hasSuffix($0)
      }
    }
  }
#endif
