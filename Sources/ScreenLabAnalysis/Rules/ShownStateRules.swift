#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL305–SL307, SL310, SL312, SL315–SL320 and SL418: UIKit views whose shown state is set once and
  /// never follows the app: an activity indicator started and never stopped, a reused view
  /// configured only when it is new, a page control that does not follow the pages, a
  /// button's title written on its label, a reused cell's image set on some paths only
  /// (Docs/Analyzer.md).
  struct ShownStateRules {
    let project: Project

    func findings() -> [Finding] {
      spinnersNeverStopped() + reusedViewsConfiguredWhenNew() + pageControlsThatDoNotFollow()
        + statesOnlyTheirSetterShows() + refreshControlsNeverEnded()
        + valuesReadBeforeTheirCompletion() + propertiesShownBeforeTheirCompletion()
        + TimerRules(project: project).findings()
        + cellStatesNotReset() + controlsNotMovedWithTheirValue() + buttonTitlesSetOnLabel()
        + cellContentsNotReset() + cellContentShownByFetchedCellsOnly()
        + destinationOutletsWrittenEarly()
        + representableEditsNotWrittenBack() + viewsUpdatedInBlockingLoops()
        + representableInputsNotUpdated() + representableEditedValuesNotWrittenBack()
        + valuesAppliedOnlyInSetUp()
    }

    // MARK: - Mentions of a property by name

    /// How a mention of a view property uses it.
    enum Use {
      /// `name.member(…)` called, or `name.member = …` written, or `name.member` read.
      case member(String, written: Bool, call: Bool)
      /// Handed to a call that puts it in the tree (`addSubview(name)`).
      case added
      /// Given a new value (`name = UIActivityIndicatorView()`).
      case assigned
      /// Anything else: passed on, stored elsewhere, returned.
      case escapes
    }

    /// Calls that put a view in the tree without giving it to other code.
    static let treeCalls: Set<String> = [
      "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview",
      "bringSubviewToFront", "sendSubviewToBack",
    ]

    /// Every mention of a member or identifier called `name` in the analysis (a property of
    /// that name on any receiver: names are matched, not resolved), with its use.
    func mentions(of names: Set<String>) -> [String: [(node: ExprSyntax, file: Int, use: Use)]] {
      var result: [String: [(node: ExprSyntax, file: Int, use: Use)]] = [:]
      for (file, tree) in project.trees.enumerated() {
        let collector = MentionCollector(names: names)
        collector.walk(tree)
        for node in collector.found {
          let name = Self.referencedName(node) ?? ""
          result[name, default: []].append((node, file, Self.use(of: node)))
        }
      }
      return result
    }

    static func referencedName(_ node: ExprSyntax) -> String? {
      if let reference = node.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
      return node.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The use a mention makes of the property, looking through `?`, `!` and `self.`.
    static func use(of node: ExprSyntax) -> Use {
      let current = Expressions.unwrapping(Syntax(node))
      guard let parent = current.parent else { return .escapes }
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
        let name = member.declName.baseName.text
        let outer = Expressions.unwrapping(Syntax(member))
        let call = Expressions.isCallee(outer)
        return .member(name, written: isAssignmentTarget(outer), call: call)
      }
      if isAssignmentTarget(current) { return .assigned }
      if let argument = parent.as(LabeledExprSyntax.self),
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        let callee = Expressions.calleeName(call), treeCalls.contains(callee)
      {
        return .added
      }
      return .escapes
    }

    /// Whether `node` is the left side of `=` (or of a compound assignment).
    static func isAssignmentTarget(_ node: Syntax) -> Bool {
      guard let list = node.parent?.as(ExprListSyntax.self) else {
        if let infix = node.parent?.as(InfixOperatorExprSyntax.self),
          infix.leftOperand.id == node.id
        {
          return infix.operator.is(AssignmentExprSyntax.self)
            || infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=")
              == true
        }
        return false
      }
      let items = Array(list)
      guard let position = items.firstIndex(where: { $0.id == node.id }),
        position + 1 < items.count
      else { return false }
      let next = items[position + 1]
      return next.is(AssignmentExprSyntax.self)
    }

    /// The type and function that hold `node`: the nearest function, initializer or accessor,
    /// and the type or extension around it.
    static func enclosing(_ node: some SyntaxProtocol) -> (type: String?, function: Syntax?) {
      var function: Syntax?
      var current: Syntax? = Syntax(node)
      while let here = current {
        if function == nil,
          here.is(FunctionDeclSyntax.self) || here.is(InitializerDeclSyntax.self)
            || here.is(AccessorDeclSyntax.self)
        {
          function = here
        }
        if let type = here.as(ClassDeclSyntax.self) { return (type.name.text, function) }
        if let type = here.as(StructDeclSyntax.self) { return (type.name.text, function) }
        if let type = here.as(ExtensionDeclSyntax.self) {
          return (type.extendedType.simpleName, function)
        }
        current = here.parent
      }
      return (nil, function)
    }

    static func functionName(_ function: Syntax?) -> String? {
      if let declaration = function?.as(FunctionDeclSyntax.self) { return declaration.name.text }
      if function?.is(InitializerDeclSyntax.self) == true { return "init" }
      return nil
    }

    static func displayName(_ function: Syntax?) -> String {
      if let declaration = function?.as(FunctionDeclSyntax.self) { return declaration.displayName }
      if let declaration = function?.as(InitializerDeclSyntax.self) {
        return declaration.displayName
      }
      return "an accessor"
    }

    /// The stored properties, in every type of the analysis, whose type is `typeName` (a
    /// computed one, `view.subviews.first { $0 is UIPageControl }`, finds a view it does not
    /// own).
    func properties(ofType typeName: String) -> [(type: TypeInfo, property: PropertyInfo)] {
      project.index.ordered.flatMap { type in
        type.propertyOrder.compactMap { name in
          guard let property = type.properties[name], property.typeName == typeName,
            !property.isStatic, !property.isComputed
          else { return nil }
          return (type, property)
        }
      }
    }
  }

  /// Collects the identifiers and member accesses named one of `names`.
  final class MentionCollector: SyntaxVisitor {
    let names: Set<String>
    var found: [ExprSyntax] = []

    init(names: Set<String>) {
      self.names = names
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      // The member name of `x.name` is visited as part of the member access.
      if names.contains(node.baseName.text),
        node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id
      {
        found.append(ExprSyntax(node))
      }
      return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      if names.contains(node.declName.baseName.text), node.base != nil {
        found.append(ExprSyntax(node))
      }
      return .visitChildren
    }
  }
#endif
