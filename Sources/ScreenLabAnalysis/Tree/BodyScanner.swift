#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// What a view's property is bound to: keys of the Invalidation model, or model objects.
  enum Symbol: Hashable {
    case key(String)
    case object(String)
  }

  /// A user-defined view built in a body: its type and its labelled arguments.
  struct ChildCall {
    let type: String
    let arguments: [(label: String, expression: ExprSyntax)]
    /// The closures given to a view that calls a stored closure with arguments in its body
    /// (`content($value)`), with their labels (nil for the trailing closure): the views they
    /// build are that view's children, not the caller's.
    var closures: [(label: String?, closure: ClosureExprSyntax)] = []
  }

  /// A `View` extension method that applies a modifier or view of the sources:
  /// `func dimmed(_ on: Bool) -> some View { modifier(Dimmed(isDimmed: on)) }`.
  struct ExtensionModifier {
    let type: String
    /// The modifier's labelled arguments, as written in the extension.
    let arguments: [(label: String, expression: ExprSyntax)]
    /// The extension method's parameter names, in order.
    let parameters: [String]

    /// The modifier's arguments at a call site: a parameter of the extension method is
    /// replaced by the call's argument in its position; other expressions carry nothing.
    func arguments(at call: FunctionCallExprSyntax) -> [(label: String, expression: ExprSyntax)] {
      let given = Array(call.arguments)
      var result: [(label: String, expression: ExprSyntax)] = []
      for (label, expression) in arguments {
        guard let reference = expression.as(DeclReferenceExprSyntax.self),
          let position = parameters.firstIndex(of: reference.baseName.text),
          position < given.count
        else { continue }
        result.append((label, given[position].expression))
      }
      return result
    }
  }

  /// Reads a view body (and the helpers it uses): property references, member reads of
  /// properties, and the user-defined views it builds.
  final class BodyScanner: LocalNameVisitor {
    let viewTypes: Set<String>
    let properties: Set<String>
    /// The view's method names: a call to one is a helper even when a stored closure has
    /// the same name.
    let functions: Set<String>
    /// Whether writes (`x = …`, `x.toggle()`) and bindings (`$x`) count as reads; true when
    /// scanning an argument passed to a child, false for a body.
    let countsWrites: Bool
    /// `View` extension methods that apply a modifier of the sources, by name.
    let extensionModifiers: [String: ExtensionModifier]
    /// The views that call a stored closure with arguments in their body: the closures given
    /// to them run there, so the views those closures build are theirs.
    let closureHosts: Set<String>
    /// Closures handed to a closure host: not read as part of this body.
    private var hostedClosures: Set<SyntaxIdentifier> = []
    /// Property names in first-mention order (`$x` and `_x` count as `x`).
    private(set) var mentions: [String] = []
    /// `property.member` reads, in order.
    private(set) var memberReads: [(property: String, member: String)] = []
    private(set) var children: [ChildCall] = []
    private(set) var helpers: [String] = []

    init(
      viewTypes: Set<String>, properties: Set<String>, functions: Set<String> = [],
      countsWrites: Bool = true, extensionModifiers: [String: ExtensionModifier] = [:],
      closureHosts: Set<String> = []
    ) {
      self.extensionModifiers = extensionModifiers
      self.closureHosts = closureHosts
      self.viewTypes = viewTypes
      self.properties = properties
      self.functions = functions
      self.countsWrites = countsWrites
      super.init()
    }

    static let mutatingMethods: Set<String> = [
      "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "sort",
    ]

    /// Whether the reference (or `self.reference`) `node` is written, not read: the target of
    /// an assignment, the receiver of a mutating method, or a `$` binding.
    private func isWrite(_ node: ExprSyntax, name: String) -> Bool {
      if name.hasPrefix("$") { return !Self.isPresentationBinding(node) }
      let target = node
      // `x.toggle()`
      if let member = target.parent?.as(MemberAccessExprSyntax.self), member.base?.id == target.id,
        Self.mutatingMethods.contains(member.declName.baseName.text),
        member.parent?.is(FunctionCallExprSyntax.self) == true
      {
        return true
      }
      // `x = …`, `x += …`
      if let list = target.parent?.as(ExprListSyntax.self) {
        let elements = Array(list)
        if let position = elements.firstIndex(where: { $0.id == target.id }),
          position + 1 < elements.count
        {
          let next = elements[position + 1]
          if next.is(AssignmentExprSyntax.self) { return true }
          if let binary = next.as(BinaryOperatorExprSyntax.self) {
            let text = binary.operator.text
            return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
          }
        }
      }
      if let infix = target.parent?.as(InfixOperatorExprSyntax.self),
        infix.leftOperand.id == target.id, infix.operator.is(AssignmentExprSyntax.self)
      {
        return true
      }
      return false
    }

    /// Presentation modifiers whose `isPresented:` binding the runtime reads on behalf of the
    /// view that applies them (`sheet`, and what is presented as one: `alert`,
    /// `confirmationDialog`, the older `actionSheet`, and `popover` in a compact width).
    static let presentations: Set<String> = [
      "sheet", "fullScreenCover", "alert", "confirmationDialog", "actionSheet", "popover",
    ]

    /// Whether `$flag` is the `isPresented:` argument of a presentation modifier: the headless
    /// runtime reads the binding for the view that applies the modifier, so a change re-runs
    /// that view (Docs/RealCode.md, "sheet"); passing it on elsewhere is not a read.
    static func isPresentationBinding(_ node: ExprSyntax) -> Bool {
      guard let argument = node.parent?.as(LabeledExprSyntax.self),
        argument.label?.text == "isPresented",
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      else { return false }
      return presentations.contains(member.declName.baseName.text)
    }

    /// Modifiers and gesture callbacks whose closure SwiftUI calls on an event, not while it
    /// evaluates the body.
    static let actionCalls: Set<String> = [
      "onTapGesture", "onLongPressGesture", "onAppear", "onDisappear", "onChange", "onReceive",
      "task", "onSubmit", "onChanged", "onEnded", "updating", "refreshable", "onDelete",
      "onMove", "onOpenURL", "onCommit", "onHover", "onDrop", "onDrag", "onContinuousHover",
      "onKeyPress", "onScrollGeometryChange", "onGeometryChange", "onPreferenceChange",
      "fileImporter", "onInsert", "simultaneousGesture",
    ]

    /// Argument labels that take an action, not a view: `Button(action:)`,
    /// `TextField(onCommit:)`, `Toggle(isOn:)` takes a binding instead.
    static let actionLabels: Set<String> = [
      "action", "perform", "onCommit", "onEditingChanged", "onDismiss", "onCompletion",
      "primaryAction", "completion", "onTap",
    ]

    /// Whether SwiftUI runs `closure` on an event rather than while it evaluates the body:
    /// a `Button`'s action, `onTapGesture { }`, `onAppear { }`, a gesture's `onEnded { }`.
    /// Reads and helper calls there are not reads of the body (the runtime records reads made
    /// during `body` only).
    static func isAction(_ closure: ClosureExprSyntax) -> Bool {
      if let argument = closure.parent?.as(LabeledExprSyntax.self) {
        if let label = argument.label?.text { return isActionLabel(label) }
        guard let list = argument.parent?.as(LabeledExprListSyntax.self),
          let call = list.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return isActionCall(call, trailing: false)
      }
      if let call = closure.parent?.as(FunctionCallExprSyntax.self),
        call.trailingClosure?.id == closure.id
      {
        return isActionCall(call, trailing: true)
      }
      if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
        return isActionLabel(element.label.text)
      }
      return false
    }

    /// Whether an argument labelled `label` takes an action: one of `actionLabels`, or a
    /// label of the event-callback form `onSomething` (`onOffsetChange:`, `onSelect:`), the
    /// naming SwiftUI's own callbacks and the views written after them use for a closure
    /// called when something happens, not while the receiving view builds its body.
    static func isActionLabel(_ label: String) -> Bool {
      if actionLabels.contains(label) { return true }
      guard label.hasPrefix("on"), let third = label.dropFirst(2).first else { return false }
      return third.isUppercase
    }

    private static func isActionCall(_ call: FunctionCallExprSyntax, trailing: Bool) -> Bool {
      let name: String
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
        name = member.declName.baseName.text
      } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        name = reference.baseName.text
      } else {
        return false
      }
      if actionCalls.contains(name) { return true }
      // `Button("Save") { save() }` and `Button { save() } label: { … }`: the first
      // trailing closure is the action unless an `action:` argument is given.
      if name == "Button", trailing {
        return !call.arguments.contains { $0.label?.text == "action" }
      }
      return false
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      if hostedClosures.contains(node.id) { return .skipChildren }
      if !countsWrites && Self.isAction(node) { return .skipChildren }
      if !countsWrites && Self.isContentClosure(node) { contentClosures.append(node.id) }
      return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
      if contentClosures.last == node.id { contentClosures.removeLast() }
    }

    /// The content closures the scan is inside (outermost first).
    private var contentClosures: [SyntaxIdentifier] = []

    /// Primitives that build their content with a closure while they update, after the
    /// enclosing body returned: what the closure reads is the primitive's dependency, not the
    /// body's (Docs/Semantics/SwiftUI.md §2.2.6).
    static let contentClosureViews: Set<String> = ["ForEach", "GeometryReader"]

    /// Whether `closure` is the content of `ForEach` or `GeometryReader` (trailing, or
    /// labelled `content:`).
    static func isContentClosure(_ closure: ClosureExprSyntax) -> Bool {
      let call: FunctionCallExprSyntax?
      if let argument = closure.parent?.as(LabeledExprSyntax.self) {
        guard argument.label?.text == "content" else { return false }
        call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
      } else if let trailing = closure.parent?.as(FunctionCallExprSyntax.self),
        trailing.trailingClosure?.id == closure.id
      {
        call = trailing
      } else {
        return false
      }
      var callee = call?.calledExpression
      if let generic = callee?.as(GenericSpecializationExprSyntax.self) {
        callee = generic.expression
      }
      guard let name = callee?.as(DeclReferenceExprSyntax.self)?.baseName.text else {
        return false
      }
      return contentClosureViews.contains(name)
    }

    /// Modifier views already listed ahead of the content they modify.
    private var listedAhead: Set<SyntaxIdentifier> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      // `content.modifier(Glow(…))`: the modifier's body wraps the content, so SwiftUI
      // evaluates it first; list it before the views of the content.
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "modifier", let argument = node.arguments.first,
        let modifier = argument.expression.as(FunctionCallExprSyntax.self),
        let callee = modifier.calledExpression.as(DeclReferenceExprSyntax.self),
        viewTypes.contains(callee.baseName.text)
      {
        let arguments = modifier.arguments.compactMap { argument in
          argument.label.map { (label: $0.text, expression: argument.expression) }
        }
        children.append(ChildCall(type: callee.baseName.text, arguments: arguments))
        listedAhead.insert(modifier.id)
      }
      // `label.dimmed(isDimmed)`: an extension method that applies a modifier of the sources,
      // listed ahead of the content like `.modifier(…)`.
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
        let applied = extensionModifiers[member.declName.baseName.text]
      {
        children.append(ChildCall(type: applied.type, arguments: applied.arguments(at: node)))
      }
      if !listedAhead.contains(node.id),
        let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
        viewTypes.contains(callee.baseName.text)
      {
        let arguments = node.arguments.compactMap { argument in
          argument.label.map { (label: $0.text, expression: argument.expression) }
        }
        var child = ChildCall(type: callee.baseName.text, arguments: arguments)
        if closureHosts.contains(child.type) {
          child.closures = Self.closures(of: node)
          for (_, closure) in child.closures { hostedClosures.insert(closure.id) }
        }
        children.append(child)
      }
      return .visitChildren
    }

    /// The closures a call is given, labelled (`content: { … }`), trailing (no label) or as
    /// further trailing closures (their labels).
    static func closures(of call: FunctionCallExprSyntax) -> [(
      label: String?, closure: ClosureExprSyntax
    )] {
      var result: [(label: String?, closure: ClosureExprSyntax)] = []
      for argument in call.arguments {
        if let closure = argument.expression.as(ClosureExprSyntax.self) {
          result.append((argument.label?.text, closure))
        }
      }
      if let trailing = call.trailingClosure { result.append((nil, trailing)) }
      for element in call.additionalTrailingClosures {
        result.append((element.label.text, element.closure))
      }
      return result
    }

    /// The property a name refers to, with `$` and `_` prefixes removed.
    func property(_ name: String) -> String? {
      if properties.contains(name) { return name }
      if name.hasPrefix("$") || name.hasPrefix("_") {
        let stripped = String(name.dropFirst())
        if properties.contains(stripped) { return stripped }
      }
      return nil
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.baseName.text
      let member = node.parent?.as(MemberAccessExprSyntax.self)
      if let member, member.declName.id == node.id {
        // `self.x` mentions x; `x.member` is recorded when x is visited.
        if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
          if functions.contains(name) { helpers.append(name) }
          if !countsWrites, isWrite(ExprSyntax(member), name: name) { return .skipChildren }
          if property(name) == nil {
            helpers.append(name)
          } else {
            mention(name, member: member)
          }
        }
        return .skipChildren
      }
      guard !declared.contains(name) else { return .skipChildren }
      if functions.contains(name) { helpers.append(name) }
      if !countsWrites, isWrite(ExprSyntax(node), name: name) { return .skipChildren }
      if let member, member.base?.id == Syntax(node).id {
        mention(name, member: member, direct: true)
      } else {
        mention(name, member: nil)
      }
      return .skipChildren
    }

    private func mention(_ name: String, member: MemberAccessExprSyntax?, direct: Bool = false) {
      guard let property = property(name) else {
        if member == nil || direct { helpers.append(name) }
        return
      }
      // Read inside `ForEach`'s or `GeometryReader`'s content: the primitive's read. The views
      // the closure builds still read what their arguments carry.
      guard contentClosures.isEmpty else { return }
      mentions.append(property)
      var access = member
      if !direct, let outer = member?.parent?.as(MemberAccessExprSyntax.self) {
        access = outer
      } else if !direct {
        access = nil
      }
      if let access {
        memberReads.append((property, access.declName.baseName.text))
      }
    }
  }
#endif
