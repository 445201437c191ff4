#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL403 for a `@State` seeded from an input when the view appears (Docs/Analyzer.md).
  extension InputIdentityRules {
    /// A `@State` property that `.onAppear` (or a `.task` without `id:`) sets from an input —
    /// a stored property without a wrapper or initial value, which the parent sets — when
    /// nothing else in the view writes the state (no other assignment, no `$state` handed to
    /// a control, no `toggle()`, no second write in the closure), the closure changes nothing
    /// but the view's states, and nothing resyncs it for a new value (`onChange(of:)`,
    /// `task(id:)`, `id(_:)` or `onReceive` naming the input). SwiftUI keeps the state when
    /// the parent passes a new value and runs `onAppear` once per appearance, so the view
    /// goes on showing the first value. A state the view changes itself is a draft the input
    /// seeds, which is its documented use. Reported at the assignment.
    func stateSeededOnAppear(_ type: TypeInfo) -> [(finding: Finding, input: String)] {
      let inputs = self.inputs(of: type)
      let states = Set(
        type.propertyOrder.filter { type.properties[$0]?.attributes.contains("State") == true })
      guard !inputs.isEmpty, !states.isEmpty else { return [] }
      let all = calls(in: type)
      var restarted = Set<String>()
      var seeds: [(target: String, input: String, node: Syntax, file: Int)] = []
      var seedRanges: [Range<AbsolutePosition>] = []
      for (call, file) in all {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
        let name = member.declName.baseName.text
        if (name == "task" && Expressions.argument(call, "id") != nil)
          || (name == "onChange" && Expressions.argument(call, "of") != nil)
          || name == "onReceive" || (name == "id" && call.arguments.count == 1)
        {
          for argument in call.arguments where argument.label?.text != "perform" {
            restarted.formUnion(ShownStateRules.identifiers(in: argument.expression))
          }
          continue
        }
        guard name == "onAppear" || name == "task", Expressions.argument(call, "id") == nil,
          let closure = call.trailingClosure
        else { continue }
        seedRanges.append(closure.position..<closure.endPosition)
        let assignments = AssignmentCollector()
        assignments.walk(closure)
        // A closure that also changes something else (a model, a score) is a one-time action
        // on appearance, not a copy of the input.
        guard assignments.pairs.allSatisfy({ states.contains($0.0) }) else { continue }
        for (target, value) in assignments.pairs where states.contains(target) {
          let read = Self.ownNames(in: value).intersection(inputs)
          if let input = read.sorted().first {
            seeds.append((target, input, Syntax(value), file))
          }
        }
      }
      guard !seeds.isEmpty else { return [] }
      // An input every call of the view gives a constant (`Gauge(percentage: 0.7)`,
      // `Badge(tint: Color.accent)`) never changes: the first value is the only one.
      let constantInputs = constantLabels(of: type.name)
      // Writes anywhere else: another assignment, a compound one, `$state`, `toggle()`.
      // A state written twice (a highlight cleared after a delay) is the view's own.
      var changedElsewhere = Set<String>()
      var writeCounts: [String: Int] = [:]
      for declaration in type.declarations {
        let writes = WriteCollector()
        writes.walk(declaration)
        for (target, position) in writes.writes {
          writeCounts[target, default: 0] += 1
          if !seedRanges.contains(where: { $0.contains(position) }) {
            changedElsewhere.insert(target)
          }
        }
        for token in declaration.tokens(viewMode: .sourceAccurate) where token.text.hasPrefix("$") {
          changedElsewhere.insert(String(token.text.dropFirst()))
        }
      }
      return seeds.compactMap { seed in
        // A state named as a snapshot (`initialItem`, `originalName`) keeps the first value
        // on purpose, to compare or restore.
        let snapshot = ["initial", "original", "start", "default", "seed", "saved"].contains {
          seed.target.lowercased().hasPrefix($0)
        }
        guard !restarted.contains(seed.input), !changedElsewhere.contains(seed.target),
          !constantInputs.contains(seed.input), writeCounts[seed.target] == 1, !snapshot,
          // A state nothing reads shows nothing: nothing on screen goes stale.
          ObservationRules.isRead(seed.target, in: type)
        else {
          return nil
        }
        return (
          project.warning(
            .stateCopiesInput, at: seed.node, file: seed.file,
            Finding.Message(
              "'@State var \(seed.target)' is set from the input '\(seed.input)' only when the "
                + "view appears: SwiftUI keeps the state when the parent passes a new "
                + "\(seed.input), so the view goes on showing the first one; derive it from "
                + "'\(seed.input)' in body or resync it with .onChange(of: \(seed.input))")),
          seed.input
        )
      }
    }

    /// The argument labels of `typeName(…)` that every call of the sources outside previews
    /// gives a constant (`ValueScan.isLiteral(_:)`); none when no such call is seen. A
    /// preview shows the view with a sample value, not what the app passes.
    func constantLabels(of typeName: String) -> Set<String> {
      var constant = Set<String>()
      var other = Set<String>()
      for (position, tree) in project.trees.enumerated()
      where project.files[position].text.contains("\(typeName)(") {
        let calls = CallCollector()
        calls.walk(tree)
        for call in calls.calls
        where Expressions.calleeName(call) == typeName && !Self.isInPreview(Syntax(call)) {
          for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            if ValueScan.isLiteral(argument.expression) {
              constant.insert(label)
            } else {
              other.insert(label)
            }
          }
        }
      }
      return constant.subtracting(other)
    }

    /// The names an expression reads on the view: `name` and `self.name`, not `other.name`.
    static func ownNames(in expression: ExprSyntax) -> Set<String> {
      var names = ShownStateRules.identifiers(in: expression)
      for token in expression.tokens(viewMode: .sourceAccurate) {
        guard let dot = token.previousToken(viewMode: .sourceAccurate), dot.text == ".",
          dot.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.self)
        else { continue }
        names.insert(token.text)
      }
      return names
    }

    /// The view's inputs: stored properties without a wrapper or initial value, which the
    /// parent sets (through the memberwise initializer, or an initializer's parameters).
    func inputs(of type: TypeInfo) -> Set<String> {
      let initializers = type.declarations.flatMap { declaration -> [InitializerDeclSyntax] in
        let collector = InitializerCollector()
        collector.walk(declaration)
        return collector.initializers
      }
      var inputs = Set<String>()
      for name in type.propertyOrder {
        guard let property = type.properties[name], !property.isStatic, !property.isComputed,
          property.attributes.isEmpty, Self.binding(property)?.initializer == nil,
          initializers.isEmpty
            ? property.access != "private" : Self.fills(name, fromParametersOf: initializers)
        else { continue }
        inputs.insert(name)
      }
      return inputs
    }
  }

  /// The writes of a declaration: the target's last name and where it is, for plain and
  /// compound assignments and `toggle()`.
  final class WriteCollector: SyntaxVisitor {
    var writes: [(String, AbsolutePosition)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let items = Array(node.elements)
      if items.count >= 3, let target = Expressions.path(items[0]) {
        let isWrite =
          items[1].is(AssignmentExprSyntax.self)
          || items[1].as(BinaryOperatorExprSyntax.self).map { operation in
            let text = operation.operator.text
            return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(text)
          } == true
        if isWrite {
          writes.append((String(target.split(separator: ".").last ?? ""), node.position))
        }
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if Expressions.calleeName(node) == "toggle", let base = Expressions.calleeBase(node) {
        writes.append((String(base.split(separator: ".").last ?? ""), node.position))
      }
      return .visitChildren
    }
  }
#endif
