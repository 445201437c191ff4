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

    func checkAnimationBlock(_ closure: ClosureExprSyntax) {
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

    /// Methods that submit a closure to a dispatch queue; `sync` runs it on a thread of the
    /// queue's choosing too (the caller's only as an optimisation Dispatch does not promise).
    static let queueSubmissions: Set<String> = ["async", "asyncAfter", "sync", "asyncAndWait"]

    /// The closure a call runs on a background queue: `async`, `asyncAfter` or `sync` on
    /// `DispatchQueue.global()`, on a `DispatchQueue(label:)` queue that does not target the
    /// main queue, or on a name the file binds to one; `addOperation` on an `OperationQueue()`;
    /// a URLSession task's completion handler.
    func backgroundClosure(_ call: FunctionCallExprSyntax, callee: String?)
      -> ClosureExprSyntax?
    {
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
      if ["dataTask", "uploadTask", "downloadTask"].contains(callee) {
        let path = Expressions.path(base)
        guard path == "URLSession.shared" || !mainQueueSessions else { return nil }
        return Expressions.argument(call, "completionHandler")?.as(ClosureExprSyntax.self)
          ?? call.trailingClosure
      }
      return nil
    }

    /// A URLSession delegate method (`urlSession(_:…)` whose first parameter is the
    /// `URLSession`): URLSession calls it on the session's delegate queue, a serial background
    /// operation queue unless the session was made with the main queue (Apple,
    /// `URLSession.init(configuration:delegate:delegateQueue:)`: with `nil`, "the session
    /// creates a serial operation queue for performing all delegate method calls"). Its UI
    /// work is one finding, as a background closure's is. Not read when any file of the
    /// analysis makes a session with the main delegate queue.
    func checkSessionDelegate(_ node: FunctionDeclSyntax) {
      guard node.name.text == "urlSession", !mainQueueDelegates, let body = node.body,
        let first = node.signature.parameterClause.parameters.first,
        first.type.simpleName == "URLSession"
      else { return }
      let walker = BackgroundWalker(viewMode: .sourceAccurate)
      let locals = LocalFunctions(viewMode: .sourceAccurate)
      locals.walk(body.statements)
      walker.localFunctions = locals.functions
      walker.isNestedBackground = { call in
        self.backgroundClosure(call, callee: Expressions.calleeName(call)) != nil
      }
      walker.walk(body)
      guard !walker.found.isEmpty else { return }
      backgroundWork.append(
        BackgroundWork(
          type: typeStack.last, works: walker.found.map { ($0.receiver, $0.what, $0.node) },
          file: file, callback: node.displayName))
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
