#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension ShownStateRules {
    // MARK: - SL320

    /// What a loop shows its progress with.
    static let progressProperties: Set<String> = ["progress", "text", "attributedText"]

    /// SL320: a method's `for`, `while` or `repeat` loop, outside any closure and with no
    /// `await` in it, that does work on each pass (a call made as a statement) and writes the
    /// progress to a view the type keeps (`progressView.progress = Float(index) / 100`,
    /// `statusLabel.text = "\(index) of \(count)"`). The main
    /// thread renders only when the run loop turns, after the method returns (Apple, Core
    /// Animation commits the changes of a run-loop pass at its end: `CATransaction`; the
    /// main thread is the one that updates the screen), so the view shows nothing of the
    /// loop and jumps to the last value when it ends, while the screen is frozen. A loop
    /// whose work runs on a background queue, or that awaits, lets the screen update. The
    /// receiver must be a stored property of the type, not the loop's own element (`for label
    /// in labels { label.text = … }` sets up several views, once each). Reported at the
    /// write, once per loop.
    func viewsUpdatedInBlockingLoops() -> [Finding] {
      var findings: [Finding] = []
      for unit in project.units {
        guard case .function = unit.kind, let typeName = unit.typeName else { continue }
        var reported = Set<SyntaxIdentifier>()
        for write in unit.writes {
          let parts = Expressions.withoutSelf(write.parts)
          guard parts.count == 2, Self.progressProperties.contains(parts[1]),
            !unit.isLocal(parts[0]), project.property(parts[0], of: typeName) != nil,
            let loop = Self.enclosingLoop(of: write.node),
            Self.valueFollowsLoop(write.node, loop), reported.insert(loop.id).inserted,
            Self.loopDoesWork(loop, besides: write.node)
          else { continue }
          findings.append(
            project.warning(
              .viewUpdatedInBlockingLoop, at: write.node, file: unit.file,
              .viewUpdatedInBlockingLoop(parts.joined(separator: "."))))
        }
      }
      return findings
    }

    /// The loop statement around `node` within its method, when no closure is in between.
    static func enclosingLoop(of node: Syntax) -> Syntax? {
      var current = node
      while let parent = current.parent {
        if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) { return nil }
        if parent.is(ForStmtSyntax.self) || parent.is(WhileStmtSyntax.self)
          || parent.is(RepeatStmtSyntax.self)
        {
          return parent
        }
        current = parent
      }
      return nil
    }

    /// Whether the written value names what the loop steps through: a name of a `for` loop's
    /// pattern (`index`, `row`), or a name in a `while` or `repeat` loop's condition. A loop
    /// that copies one found item's fields to the screen (`nameField.text = title` for the
    /// match of a fetch) shows no progress.
    static func valueFollowsLoop(_ write: Syntax, _ loop: Syntax) -> Bool {
      guard let value = DrawRules.assignedValue(write) else { return false }
      let text = value.map(\.trimmedDescription).joined(separator: " ")
      let stepped: Syntax?
      if let forLoop = loop.as(ForStmtSyntax.self) {
        stepped = Syntax(forLoop.pattern)
      } else if let whileLoop = loop.as(WhileStmtSyntax.self) {
        stepped = Syntax(whileLoop.conditions)
      } else {
        stepped = loop.as(RepeatStmtSyntax.self).map { Syntax($0.condition) }
      }
      guard let stepped else { return false }
      return stepped.tokens(viewMode: .sourceAccurate).contains { token in
        if case .identifier(let name) = token.tokenKind {
          return LayoutRules.mentions(name, in: text)
        }
        return false
      }
    }

    /// Whether a loop's body makes a call as a statement (its work) other than the write,
    /// and awaits nothing.
    static func loopDoesWork(_ loop: Syntax, besides write: Syntax) -> Bool {
      guard
        !loop.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.await) }
        )
      else { return false }
      let body: CodeBlockSyntax? =
        loop.as(ForStmtSyntax.self)?.body ?? loop.as(WhileStmtSyntax.self)?.body
        ?? loop.as(RepeatStmtSyntax.self)?.body
      guard let body else { return false }
      return body.statements.contains { item in
        guard !(write.position >= item.position && write.endPosition <= item.endPosition) else {
          return false
        }
        var expression =
          item.item.as(ExpressionStmtSyntax.self)?.expression
          ?? item.item.as(ExprSyntax.self)
        if let tried = expression?.as(TryExprSyntax.self) { expression = tried.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return false }
        let name = Expressions.calleeName(call) ?? ""
        return !["setProgress", "print", "append", "insert"].contains(name)
      }
    }
  }

  extension Finding.Message {
    fileprivate static func viewUpdatedInBlockingLoop(_ path: String) -> Finding.Message {
      Finding.Message(
        "'\(path)' is written on each pass of a loop that does its work on the main thread: "
          + "the screen is drawn only after the method returns, so it shows none of the steps "
          + "and jumps to the last value; do the work on a background queue and send each "
          + "update to the main queue (DispatchQueue.main.async)")
    }
  }
#endif
