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

    /// The closure a call runs on a background queue: `DispatchQueue.global().async { }`, a
    /// URLSession task's completion handler.
    func backgroundClosure(_ call: FunctionCallExprSyntax, callee: String?)
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
#endif
