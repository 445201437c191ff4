#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL204 and SL304: the UIKit values the scan records.
  extension ObservationRules {
    // MARK: SL204

    func constraintFindings() -> [Finding] {
      // One finding per view whose frame animation blocks move under constraints, at the
      // first write, naming the methods of the others.
      var framedWrites: [String: [ValueScan.UnlaidConstraint]] = [:]
      for change in scan.unlaidConstraints {
        guard let framed = change.framedView else { continue }
        framedWrites["\(change.file) \(framed)", default: []].append(change)
      }
      return scan.unlaidConstraints.compactMap { change in
        if let framed = change.framedView {
          let writes = framedWrites["\(change.file) \(framed)"] ?? []
          guard writes.first?.node == change.node else { return nil }
          var others: [String] = []
          for other in writes.dropFirst() {
            let name = Self.methodName(around: other.node).map { "\($0)()" } ?? "another block"
            if !others.contains(name) { others.append(name) }
          }
          let also =
            others.isEmpty
            ? ""
            : " (animation blocks in \(others.joined(separator: ", ")) move it the same way)"
          return warning(
            .constraintChangeNotLaidOut, at: change.node, change.file,
            """
            '\(change.what)' is written inside an animation block\(also), but '\(framed)' is \
            placed by Auto Layout constraints (translatesAutoresizingMaskIntoConstraints = \
            false): the next layout pass puts it back where the constraints say; change its \
            constraint instead and call layoutIfNeeded() on the superview inside the block
            """)
        }
        if let moving = change.movingView {
          return warning(
            .constraintChangeNotLaidOut, at: change.node, change.file,
            """
            layoutIfNeeded() is sent to '\(moving)', the view '\(change.what)' moves: it lays \
            out that view's subviews, not its own frame, which its superview's layout pass \
            sets, so the view jumps; call layoutIfNeeded() on the superview (the controller's \
            view) inside the block
            """)
        }
        if change.emptyBlock {
          return warning(
            .constraintChangeNotLaidOut, at: change.node, change.file,
            """
            '\(change.what)' changes before an animation block that is empty: nothing is \
            animated, and the next layout pass (or a layoutIfNeeded() in the completion) \
            moves the view at once; call layoutIfNeeded() on the superview inside the block
            """)
        }
        return warning(
          .constraintChangeNotLaidOut, at: change.node, change.file,
          """
          '\(change.what)' changes inside an animation block that never calls \
          layoutIfNeeded(): the constraint is applied at the next layout pass, after the \
          animation, and the view jumps; change it before the block and call \
          layoutIfNeeded() on the superview inside it
          """)
      }
    }

    /// The name of the function a node is written in.
    static func methodName(around node: Syntax) -> String? {
      var current = node.parent
      while let syntax = current {
        if let function = syntax.as(FunctionDeclSyntax.self) { return function.name.text }
        current = syntax.parent
      }
      return nil
    }

    // MARK: SL304

    /// Names of properties that hold views: the declared type starts with `UI` or the name
    /// ends like a view's (a label, a view, a button, a field, a cell, a spinner).
    func isView(_ receiver: String, in type: String?) -> Bool {
      if let declared = propertyType(receiver, of: type) {
        return declared.hasPrefix("UI") || declared.hasPrefix("NS")
          || (scan.types[declared]?.inherited.contains { $0.hasPrefix("UI") } ?? false)
      }
      let suffixes = [
        "Label", "label", "View", "view", "Button", "button", "Field", "field", "Cell", "cell",
        "Indicator", "indicator", "Spinner", "spinner",
      ]
      return suffixes.contains { receiver.hasSuffix($0) }
    }

    /// One finding per background closure, at its first piece of UI work, naming the others.
    func backgroundFindings() -> [Finding] {
      scan.backgroundWork.compactMap { closure in
        let works = closure.works.filter { work in
          work.receiver.map { isView($0, in: closure.type) } ?? true
        }
        guard let first = works.first else { return nil }
        var names: [String] = []
        for work in works where !names.contains(work.what) { names.append(work.what) }
        let quoted = names.map { "'\($0)'" }
        let what =
          quoted.count == 1
          ? "\(quoted[0]) runs"
          : "\(quoted.dropLast().joined(separator: ", ")) and \(quoted[quoted.count - 1]) run"
        if let method = closure.calledBackBy {
          return warning(
            .uiWorkOffMainThread, at: first.node, closure.file,
            """
            \(what) in the closure given to \(method), which calls it inside a URLSession \
            completion handler or a background queue's closure, without going back to the main \
            queue: UIKit may be used only from the main thread, and the screen may not update; \
            wrap it in DispatchQueue.main.async { }, or call the completion on the main queue
            """)
        }
        if let callback = closure.callback {
          return warning(
            .uiWorkOffMainThread, at: first.node, closure.file,
            """
            \(what) in \(callback), \(closure.callbackReason ?? "a delegate method called off the main thread"): \
            UIKit may be used only from the main thread, and the screen may not update; wrap \
            it in DispatchQueue.main.async { }
            """)
        }
        return warning(
          .uiWorkOffMainThread, at: first.node, closure.file,
          """
          \(what) in a closure on a background queue (a URLSession completion \
          handler, a permission request's or a HealthKit query's handler, a motion update \
          handler given a background queue, a notification center's or an authentication \
          reply, a new thread, a global or private dispatch queue, or an operation queue): \
          UIKit may be \
          used only from the main thread, and the screen may not update; wrap it in \
          DispatchQueue.main.async { }
          """)
      }
    }
  }
#endif
