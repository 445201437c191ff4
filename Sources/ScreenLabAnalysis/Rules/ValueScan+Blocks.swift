#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// Copies, animation blocks and background closures: what the visits hand on.
  extension ValueScan {
    func checkCopy(
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

    /// A `@State` or `@StateObject` declared as a local (`@State var flag = model.flags[i]`
    /// inside a `body` closure): SwiftUI installs state only in a view's stored properties,
    /// so the local is a plain copy made again on every run of the closure.
    func recordLocalState(_ item: CodeBlockItemSyntax) {
      guard let declaration = item.item.as(VariableDeclSyntax.self),
        declaration.attributes.contains(where: { attribute in
          guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription
          else { return false }
          return name == "State" || name == "StateObject"
        }),
        !declaration.attributes.contains(where: {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
        }),
        !Self.isInPreview(Syntax(declaration)),
        let name = declaration.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?
          .identifier.text
      else { return }
      lostCopies.append(
        LostCopy(
          name: name, type: typeStack.last, annotation: nil, sourceRoot: nil,
          node: Syntax(declaration), file: file, isLocalState: true))
    }

    /// Whether `node` is inside a `#Preview` or a `PreviewProvider`: a preview is made once
    /// for the canvas, where a local state only seeds a binding.
    static func isInPreview(_ node: Syntax) -> Bool {
      var current = node.parent
      while let candidate = current {
        if let macro = candidate.as(MacroExpansionExprSyntax.self),
          macro.macroName.text == "Preview"
        {
          return true
        }
        if let macro = candidate.as(MacroExpansionDeclSyntax.self),
          macro.macroName.text == "Preview"
        {
          return true
        }
        if let type = candidate.asProtocol(DeclGroupSyntax.self),
          type.inheritanceClause?.trimmedDescription.contains("PreviewProvider") == true
        {
          return true
        }
        current = candidate.parent
      }
      return false
    }

    // MARK: Animation blocks (SL204)

    /// `UIView`'s class methods that run an animations closure, with their Swift 2 spellings
    /// (`animateWithDuration(_:animations:)`, the same method before the Swift 3 renaming).
    static let viewAnimationCalls: Set<String> = [
      "animate", "transition", "animateKeyframes", "animateWithDuration", "transitionWithView",
      "transitionFromView", "animateKeyframesWithDuration",
    ]

    /// The closure of `UIView.animate(…)`, `UIView.transition(…)`, a property animator's
    /// initializer or `addAnimations(_:)` that holds the animations.
    static func animationsClosure(_ call: FunctionCallExprSyntax, callee: String?)
      -> ClosureExprSyntax?
    {
      guard let callee else { return nil }
      let base = Expressions.calleeBase(call)
      let animates =
        (Self.viewAnimationCalls.contains(callee) && base == "UIView")
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

    func checkAnimationBlock(_ closure: ClosureExprSyntax) {
      if let framed = Self.frameUnderConstraints(in: closure) {
        unlaidConstraints.append(
          UnlaidConstraint(
            what: framed.what, node: framed.node, file: file, framedView: framed.view))
        return
      }
      let walker = ConstraintWalker(viewMode: .sourceAccurate)
      walker.walk(closure.statements)
      if !walker.laysOut, let change = walker.changes.first {
        unlaidConstraints.append(
          UnlaidConstraint(what: change.what, node: change.node, file: file))
        return
      }
      // A method of the type that the block calls changes the constraint, and neither lays
      // out: reported at the call.
      if !walker.laysOut, walker.changes.isEmpty, walker.deferrals.isEmpty,
        let (call, helper, change) = Self.helperConstraintChange(in: closure)
      {
        unlaidConstraints.append(
          UnlaidConstraint(what: "\(change) (in \(helper)())", node: Syntax(call), file: file))
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
      // The constraint changed before a block that is empty: nothing animates, and the
      // change lands at the next layout pass (or a completion's `layoutIfNeeded()`) at once.
      if closure.statements.isEmpty,
        let change = Self.enclosingFunction(of: closure).flatMap({ function in
          let outer = ConstraintWalker(viewMode: .sourceAccurate)
          if let body = function.body { outer.walk(body.statements) }
          return outer.changes.first { $0.node.position < closure.position }
        })
      {
        unlaidConstraints.append(
          UnlaidConstraint(what: change.what, node: Syntax(closure), file: file, emptyBlock: true))
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
      var anchored: [String: String]?
      for (receiver, node) in walker.layoutReceivers {
        let name = receiver.lowercased()
        guard name.count >= 3, !["view", "superview", "window", "self"].contains(name) else {
          return
        }
        var moved = constraints.first { path in
          let parts = path.split(separator: ".")
          guard parts.count >= 2 else { return false }
          let owner = parts[parts.count - 2].lowercased()
          return owner.count > name.count && owner.hasPrefix(name)
        }
        // The constraint made from the receiver's own anchor, to a constant or to its
        // superview (`panelHeight = panel.heightAnchor.constraint(equalToConstant: 80)`).
        if moved == nil {
          let owners = anchored ?? ConstraintOwners.collect(Syntax(closure).root)
          anchored = owners
          moved = constraints.first { path in
            let parts = path.split(separator: ".")
            guard parts.count >= 2 else { return false }
            return owners[String(parts[parts.count - 2])] == receiver
          }
        }
        guard let moved else { return }
        unlaidConstraints.append(
          UnlaidConstraint(what: moved, node: node, file: file, movingView: receiver))
        return
      }
    }

    /// The first call in an animation block of a method declared in the block's type in the
    /// same file (`self.placeKnob()`, `placeKnob()`) that changes a constraint and lays
    /// nothing out, with the method's name and the change.
    static func helperConstraintChange(in closure: ClosureExprSyntax)
      -> (FunctionCallExprSyntax, String, String)?
    {
      var owner = closure.parent
      var steps = 0
      while let node = owner, steps < 64,
        !node.is(ClassDeclSyntax.self) && !node.is(StructDeclSyntax.self)
          && !node.is(ExtensionDeclSyntax.self)
      {
        owner = node.parent
        steps += 1
      }
      guard let owner, let members = owner.asProtocol(DeclGroupSyntax.self)?.memberBlock.members
      else { return nil }
      var methods: [String: FunctionDeclSyntax] = [:]
      for member in members {
        if let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil,
          function.signature.parameterClause.parameters.isEmpty
        {
          methods[function.name.text] = function
        }
      }
      guard !methods.isEmpty else { return nil }
      for statement in closure.statements {
        var expression = statement.item.as(ExprSyntax.self)
        if let tried = expression?.as(TryExprSyntax.self) { expression = tried.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty
        else { continue }
        let called = call.calledExpression
        let name: String?
        if let reference = called.as(DeclReferenceExprSyntax.self) {
          name = reference.baseName.text
        } else if let member = called.as(MemberAccessExprSyntax.self),
          member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
          name = member.declName.baseName.text
        } else {
          name = nil
        }
        guard let name, let method = methods[name], let body = method.body else { continue }
        let inner = ConstraintWalker(viewMode: .sourceAccurate)
        inner.walk(body.statements)
        if !inner.laysOut, inner.deferrals.isEmpty, let change = inner.changes.first {
          return (call, name, change.what)
        }
      }
      return nil
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

    /// Methods that submit a closure to a dispatch queue; `sync` runs it on a thread of the
    /// queue's choosing too (the caller's only as an optimisation Dispatch does not promise).
    static let queueSubmissions: Set<String> = ["async", "asyncAfter", "sync", "asyncAndWait"]

    /// The closure a call runs on a background queue: `async`, `asyncAfter` or `sync` on
    /// `DispatchQueue.global()`, on a `DispatchQueue(label:)` queue that does not target the
    /// main queue, or on a name the file binds to one; `addOperation` on an `OperationQueue()`;
    /// a URLSession task's completion handler; a HealthKit query's handler.
    func backgroundClosure(_ call: FunctionCallExprSyntax, callee: String?)
      -> ClosureExprSyntax?
    {
      if let callee, let closure = Self.healthKitQueryClosure(call, callee: callee) {
        return closure
      }
      if let callee, let closure = frameworkBackgroundClosure(call, callee: callee) {
        return closure
      }
      guard let callee, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base
      else { return nil }
      if Self.queueSubmissions.contains(callee), isBackgroundQueue(base, operations: false) {
        return Expressions.argument(call, "execute")?.as(ClosureExprSyntax.self)
          ?? call.trailingClosure
      }
      if ["addOperation", "addBarrierBlock"].contains(callee),
        isBackgroundQueue(base, operations: true)
      {
        return call.arguments.first?.expression.as(ClosureExprSyntax.self) ?? call.trailingClosure
      }
      if Self.isPermissionRequest(callee, base: base) {
        return call.trailingClosure
          ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
      }
      if ["dataTask", "uploadTask", "downloadTask"].contains(callee) {
        let path = Expressions.path(base)
        guard path == "URLSession.shared" || !mainQueueSessions else { return nil }
        return Expressions.argument(call, "completionHandler")?.as(ClosureExprSyntax.self)
          ?? call.trailingClosure
      }
      return nil
    }

    /// A delegate method a framework calls off the main thread (a URLSession delegate
    /// method, a Watch Connectivity one, a photo library change message;
    /// `backgroundDelegateReason(_:)`): its UI work is one finding, as a background
    /// closure's is.
    func checkSessionDelegate(_ node: FunctionDeclSyntax) {
      guard let body = node.body, let reason = backgroundDelegateReason(node) else { return }
      var works = backgroundWorks(in: body, statements: body.statements)
      // Outside URLSession, only what the method does before it returns: a closure it hands
      // to a helper (`delay(0.1) { … }`) may run on the main queue.
      if node.name.text != "urlSession" {
        works = works.filter { !Self.inLaterClosure($0.node, below: Syntax(body)) }
      }
      guard !works.isEmpty else { return }
      backgroundWork.append(
        BackgroundWork(
          type: typeStack.last, works: works, file: file, callback: node.displayName,
          callbackReason: reason))
    }

    /// Whether an expression is a background queue: made in place, or a name (`queue`,
    /// `self.queue`) that every binding of the file gives such a queue.
    func isBackgroundQueue(_ base: ExprSyntax, operations: Bool) -> Bool {
      if let made = Self.backgroundQueueKind(base) { return made == operations }
      guard var path = Expressions.path(base) else { return false }
      if path.hasPrefix("self.") { path.removeFirst(5) }
      return (operations ? backgroundOperationQueues : backgroundQueues).contains(path)
    }

    /// `false` for a background dispatch queue made in place (`DispatchQueue.global(qos:)`,
    /// `DispatchQueue(label:)` without a main `target:`), `true` for `OperationQueue()`, nil
    /// for anything else.
    static func backgroundQueueKind(_ expression: ExprSyntax) -> Bool? {
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let name = Expressions.calleeName(call)
      else { return nil }
      let base = Expressions.calleeBase(call)
      if name == "global", base == "DispatchQueue" || base == nil { return false }
      if name == "DispatchQueue", Expressions.argument(call, "label") != nil {
        let target = Expressions.argument(call, "target")?.trimmedDescription ?? ""
        return target.contains("main") ? nil : false
      }
      if name == "OperationQueue", call.arguments.isEmpty { return true }
      return nil
    }
  }
#endif
#if SCREENLAB_SWIFTSYNTAX
  /// The names a file binds to background queues (`let queue = DispatchQueue(label: "io")`,
  /// `var work = OperationQueue()`): a name is kept only when every binding of it with a
  /// value gives a queue of the same kind.
  final class BackgroundQueueNames: SyntaxVisitor {
    private var kinds: [String: Set<Int>] = [:]

    static func collect(_ tree: some SyntaxProtocol) -> (
      dispatch: Set<String>, operations: Set<String>
    ) {
      let collector = BackgroundQueueNames(viewMode: .sourceAccurate)
      collector.walk(tree)
      var dispatch = Set<String>()
      var operations = Set<String>()
      for (name, kinds) in collector.kinds where kinds.count == 1 {
        if kinds.contains(0) { dispatch.insert(name) }
        if kinds.contains(1) { operations.insert(name) }
      }
      return (dispatch, operations)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = node.initializer?.value
      else { return .visitChildren }
      let kind = ValueScan.backgroundQueueKind(value).map { $0 ? 1 : 0 } ?? 2
      kinds[name, default: []].insert(kind)
      return .visitChildren
    }
  }
#endif
#if SCREENLAB_SWIFTSYNTAX
  /// The view each constraint property of a file is made from, when the constraint ties it to
  /// a constant or to its superview: `height = panel.heightAnchor.constraint(equalToConstant:
  /// 80)`, `top = panel.topAnchor.constraint(equalTo: view.topAnchor)`,
  /// `NSLayoutConstraint(item: panel, …, toItem: view, …)`. Such a constraint sets the view's
  /// own frame, which its superview's layout pass applies. A name bound to two views is left
  /// out.
  final class ConstraintOwners: SyntaxVisitor {
    private var owners: [String: Set<String>] = [:]

    /// The names that stand for a view's superview where a constraint is made.
    static let superviewNames: Set<String> = [
      "view", "superview", "self", "safeAreaLayoutGuide", "layoutMarginsGuide", "contentView",
    ]

    static func collect(_ root: Syntax) -> [String: String] {
      let collector = ConstraintOwners(viewMode: .sourceAccurate)
      collector.walk(root)
      return collector.owners.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      for index in elements.indices.dropFirst()
      where elements[index].is(AssignmentExprSyntax.self) && index + 1 < elements.count {
        guard let path = Expressions.path(elements[index - 1]),
          let name = path.split(separator: ".").last,
          let view = Self.owner(of: elements[index + 1])
        else { continue }
        owners[String(name), default: []].insert(view)
      }
      return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = node.initializer?.value, let view = Self.owner(of: value)
      {
        owners[name, default: []].insert(view)
      }
      return .visitChildren
    }

    /// The last name of the view a constraint expression is made from, when its other end is
    /// a constant or a superview.
    static func owner(of value: ExprSyntax) -> String? {
      guard let call = value.as(FunctionCallExprSyntax.self),
        let callee = Expressions.calleeName(call)
      else { return nil }
      if callee == "NSLayoutConstraint" {
        guard let item = Expressions.argument(call, "item"),
          let other = Expressions.argument(call, "toItem")
        else { return nil }
        let view = Expressions.lastName(item)
        let target = Expressions.lastName(other)
        guard target == "nil" || superviewNames.contains(target) else { return nil }
        return view.isEmpty || superviewNames.contains(view) ? nil : view
      }
      guard callee == "constraint",
        let anchor = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(
          MemberAccessExprSyntax.self),
        anchor.declName.baseName.text.hasSuffix("Anchor"), let base = anchor.base
      else { return nil }
      let view = Expressions.lastName(base)
      guard !view.isEmpty, !superviewNames.contains(view) else { return nil }
      if call.arguments.first?.label?.text == "equalToConstant" { return view }
      guard let other = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.base
      else { return nil }
      return superviewNames.contains(Expressions.lastName(other)) ? view : nil
    }
  }
#endif
