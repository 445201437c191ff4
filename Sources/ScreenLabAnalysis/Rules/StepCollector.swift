#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// The steps of one statement for `ShownPaths`, in source order: view properties written
  /// from members, members changed, the type's methods called, reloads and moves away.
  final class StepCollector: SyntaxVisitor {
    var context: ShownPaths
    private(set) var steps: [ShownPaths.Step] = []
    private var closures = 0

    init(context: ShownPaths) {
      self.context = context
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      closures += 1
      return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { closures -= 1 }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = node.initializer?.value
      {
        context.locals[name] = context.reads(value)
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      // An unfolded sequence: the new value is everything after the operator
      // (`total.text = "Total: " + String(sum)`).
      for index in elements.indices.dropFirst() where SummaryScan.isAssignment(elements[index]) {
        record(
          elements[index - 1], values: Array(elements[(index + 1)...]),
          plain: elements[index].is(AssignmentExprSyntax.self))
      }
      return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
      if SummaryScan.isAssignment(node.operator) {
        record(
          node.leftOperand, values: [node.rightOperand],
          plain: node.operator.is(AssignmentExprSyntax.self))
      }
      return .visitChildren
    }

    private func record(_ target: ExprSyntax, values: [ExprSyntax], plain: Bool) {
      guard let parts = SummaryScan.parts(target) else { return }
      var reads = Set<String>()
      for value in values { reads.formUnion(context.reads(value)) }
      if let local = context.locals[parts[0]], parts.count == 1 {
        context.locals[parts[0]] = local.union(reads)
        return
      }
      if parts.count >= 2, let last = parts.last, ShownPaths.shownProperties.contains(last),
        context.isView(parts[0])
      {
        steps.append(
          .show(
            target: parts.dropLast().joined(separator: "."), sources: reads, node: Syntax(target)))
        return
      }
      guard closures == 0, context.isMember(parts[0]), !context.isView(parts[0]) else { return }
      let path = parts.joined(separator: ".")
      let advances = !plain || reads.contains { ShownPaths.overlaps($0, path) }
      if plain { context.derived[path, default: []].formUnion(reads) }
      steps.append(.change(member: path, advances: advances, reads: reads, node: Syntax(target)))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let name = Expressions.calleeName(node) else { return .visitChildren }
      if DelegateRules.refreshCalls.contains(name) || SummaryScan.leavingCalls.contains(name) {
        steps.append(.refresh)
        return .visitChildren
      }
      guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else {
        if node.calledExpression.is(DeclReferenceExprSyntax.self) {
          steps.append(.call(name, node: Syntax(node)))
        }
        return .visitChildren
      }
      guard let base = member.base else { return .visitChildren }
      if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
        steps.append(.call(name, node: Syntax(node)))
      } else if let parts = SummaryScan.parts(base) {
        if ShownPaths.showingCalls.contains(name), context.isView(parts[0]) {
          let sources = node.arguments.first.map { context.reads($0.expression) } ?? []
          steps.append(
            .show(target: parts.joined(separator: "."), sources: sources, node: Syntax(node)))
        } else if closures == 0, SummaryScan.mutatingCalls.contains(name),
          context.isMember(parts[0]), !context.isView(parts[0])
        {
          var reads = Set<String>()
          for argument in node.arguments { reads.formUnion(context.reads(argument.expression)) }
          steps.append(
            .change(
              member: parts.joined(separator: "."), advances: true, reads: reads,
              node: Syntax(node)))
        }
      }
      return .visitChildren
    }
  }
#endif
