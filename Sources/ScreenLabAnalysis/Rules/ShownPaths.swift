#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// The ways through one method, each as the steps that matter to what the screen shows:
  /// a view property written from members of the type, a member changed, a method of the
  /// type called, a reload or a move to another screen. `if`, `guard` and `switch` split a
  /// way; a loop's body and a `do` block are read once, in order; a closure adds only what
  /// it shows and the methods it calls (its changes may run later, or never).
  struct ShownPaths {
    enum Step {
      /// `target` (`totalLabel`) written from the member paths in `sources`.
      case show(target: String, sources: Set<String>, node: Syntax)
      /// A member path changed; `advances` when the new value is computed from the old
      /// (`index += 1`, `items.append(x)`), `reads` the member paths the new value reads.
      case change(member: String, advances: Bool, reads: Set<String>, node: Syntax)
      /// A method of the type called, by name.
      case call(String, node: Syntax)
      /// A reload, a redraw request or a move to another screen: everything shown is asked
      /// for again, or is off screen.
      case refresh
    }

    struct Way {
      var steps: [Step] = []
      var ended = false
    }

    /// The most ways kept for one method; a method with more is not judged.
    static let maximumWays = 64

    /// The view properties whose value the user reads.
    static let shownProperties: Set<String> = [
      "text", "attributedText", "font", "textColor", "image", "isOn", "value", "progress",
      "selectedSegmentIndex", "title", "placeholder",
    ]
    /// The calls on a view that set what it shows.
    static let showingCalls: Set<String> = [
      "setTitle", "setImage", "setOn", "setProgress", "setValue", "setAttributedTitle",
      "setBackgroundImage",
    ]
    /// The declared types of views whose properties are shown.
    static let viewSuffixes = [
      "Label", "Button", "Field", "View", "Switch", "Slider", "Control", "Stepper", "Bar",
    ]

    let project: Project
    let type: String
    /// Locals of the method and the member paths their values read.
    var locals: [String: Set<String>] = [:]
    /// Members the method assigns, and the member paths each new value reads.
    var derived: [String: Set<String>] = [:]

    init(project: Project, type: String) {
      self.project = project
      self.type = type
    }

    /// Whether `name` is a stored property of the type (or of a superclass it declares).
    func isMember(_ name: String) -> Bool {
      guard let property = project.property(name, of: type) else { return false }
      return !property.isComputed && !property.isStatic
    }

    /// Whether `name` is a stored view of the type: an outlet or a subview property.
    func isView(_ name: String) -> Bool {
      guard let property = project.property(name, of: type), !property.isStatic else {
        return false
      }
      guard let declared = property.typeName else { return false }
      return declared.hasPrefix("UI") && Self.viewSuffixes.contains { declared.hasSuffix($0) }
    }

    /// The ways through a method's body; nil when there are more than `maximumWays`.
    mutating func ways(through body: CodeBlockSyntax) -> [Way]? {
      locals = [:]
      derived = [:]
      return run(body.statements, from: [Way()])
    }

    private mutating func run(_ items: CodeBlockItemListSyntax, from start: [Way]) -> [Way]? {
      var current = start
      for item in items {
        let live = current.filter { !$0.ended }
        guard !live.isEmpty else { return current }
        var next = current.filter(\.ended)
        let node = Syntax(item.item)
        let expression = node.as(ExpressionStmtSyntax.self)?.expression ?? node.as(ExprSyntax.self)
        if let branch = expression?.as(IfExprSyntax.self) {
          guard let ways = runIf(branch, from: live) else { return nil }
          next += ways
        } else if let choice = expression?.as(SwitchExprSyntax.self) {
          var covered = false
          for case .switchCase(let switchCase) in choice.cases {
            guard let ways = run(switchCase.statements, from: live) else { return nil }
            next += ways
            if switchCase.label.is(SwitchDefaultLabelSyntax.self) { covered = true }
          }
          if !covered { next += live }
        } else if let guarded = node.as(GuardStmtSyntax.self) {
          bind(guarded.conditions)
          guard let left = run(guarded.body.statements, from: live) else { return nil }
          next += left.map { way in
            var way = way
            way.ended = true
            return way
          }
          next += live
        } else if let block = node.as(DoStmtSyntax.self) {
          guard let ways = run(block.body.statements, from: live) else { return nil }
          next += ways
        } else {
          let steps = collect(node)
          let ends =
            node.is(ReturnStmtSyntax.self) || node.is(ThrowStmtSyntax.self)
            || node.is(BreakStmtSyntax.self) || node.is(ContinueStmtSyntax.self)
          next += live.map { way in
            var way = way
            way.steps += steps
            way.ended = ends
            return way
          }
        }
        guard next.count <= Self.maximumWays else { return nil }
        current = next
      }
      return current
    }

    private mutating func runIf(_ branch: IfExprSyntax, from live: [Way]) -> [Way]? {
      bind(branch.conditions)
      guard let taken = run(branch.body.statements, from: live) else { return nil }
      switch branch.elseBody {
      case .ifExpr(let chained)?:
        guard let other = runIf(chained, from: live) else { return nil }
        return taken + other
      case .codeBlock(let block)?:
        guard let other = run(block.statements, from: live) else { return nil }
        return taken + other
      case nil:
        return taken + live
      @unknown default:
        return nil
      }
    }

    /// `if let x = member` and `guard let x = label.text` bind locals that read what their
    /// values read (`if let member` too).
    private mutating func bind(_ conditions: ConditionElementListSyntax) {
      for condition in conditions {
        guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { continue }
        if let value = binding.initializer?.value {
          locals[name] = reads(value)
        } else if isMember(name) {
          locals[name] = [name]
        }
      }
    }

    /// The steps of one statement, in source order.
    private mutating func collect(_ node: Syntax) -> [Step] {
      let collector = StepCollector(context: self)
      collector.walk(node)
      locals = collector.context.locals
      derived = collector.context.derived
      return collector.steps
    }

    /// The member paths an expression reads, through the locals read before it: each path
    /// without `self`, a bare member as its name.
    func reads(_ expression: ExprSyntax) -> Set<String> {
      var result = Set<String>()
      for path in SummaryScan.paths(in: expression) {
        let root = String(path.split(separator: ".")[0])
        if let local = locals[root] {
          result.formUnion(local)
        } else if isMember(root) {
          result.insert(path)
        }
      }
      for token in expression.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let name) = token.tokenKind,
          let reference = token.parent?.as(DeclReferenceExprSyntax.self)
        else { continue }
        // A member name after a base other than `self`, and a base with members after it,
        // are parts of a path read above.
        if let access = reference.parent?.as(MemberAccessExprSyntax.self) {
          if access.declName.id == reference.id,
            access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text != "self"
          {
            continue
          }
          if access.base?.id == reference.id, locals[name] == nil { continue }
        }
        if let local = locals[name] {
          result.formUnion(local)
        } else if isMember(name) {
          result.insert(name)
        }
      }
      return result
    }

    /// Whether two member paths name the same data or one holds the other.
    static func overlaps(_ first: String, _ second: String) -> Bool {
      first == second || first.hasPrefix(second + ".") || second.hasPrefix(first + ".")
    }
  }
#endif
