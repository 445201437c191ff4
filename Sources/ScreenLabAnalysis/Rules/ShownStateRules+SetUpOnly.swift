#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL323: a view's value that only its set-up applies to the screen. A view builds or fills
  /// its subviews and layers from a stored property while it is made (`init`, `awakeFromNib()`,
  /// `prepareForInterfaceBuilder()` and the helpers only they call), and nothing else of the
  /// view reads the property: no observer, no layout or draw pass, no update method. Setting
  /// the property later — from a method of the view or from its owner (`card.title = …` after
  /// the card was made, or after `awakeFromNib()` for a view from a storyboard) — changes a
  /// value the screen never reads again (Docs/Analyzer.md, SL323).
  extension ShownStateRules {
    /// The methods UIKit calls once while a view is made, besides its initializers.
    static let setUpHooks: Set<String> = ["awakeFromNib", "prepareForInterfaceBuilder"]

    /// A view controller's set-up: its view is loaded once, and `viewDidLoad()` runs once.
    /// Its owner hands it values before that (`prepare(for:sender:)`, after instantiating
    /// it), so only the controller's own later writes count.
    static let controllerSetUpHooks: Set<String> = ["viewDidLoad", "loadView"]

    /// Calls that take the screen away or show another one.
    static let leavingCalls: Set<String> = [
      "dismiss", "popViewController", "popToRootViewController", "performSegue", "present",
      "show", "pushViewController", "unwind", "removeFromSuperview",
    ]

    /// Whether `unit` leaves the screen (dismisses it, shows another): what it writes is for
    /// the next screen or the next appearance.
    static func leavesScreen(_ unit: CodeUnit, methods: [String: [CodeUnit]]) -> Bool {
      reach(from: unit, in: methods).contains { reached in
        reached.calls.contains { leavingCalls.contains($0.name) }
      }
    }

    /// Names of what a control shows of its own (`sender.isOn`, `field.text`): a value
    /// copied from one is already on screen where the user set it.
    static let controlStates: Set<String> = [
      "isOn", "value", "text", "date", "selectedSegmentIndex", "isSelected", "progress",
      "countDownDuration", "currentPage",
    ]

    /// Whether the value `write` assigns is read from a control (`sender.isOn`,
    /// `slider.value`, `sender`).
    static func copiesControlState(_ write: CodeUnit.Write) -> Bool {
      guard let value = assignedValue(write.node) else { return false }
      return value.tokens(viewMode: .sourceAccurate).contains { token in
        guard case .identifier(let text) = token.tokenKind else { return false }
        if text == "sender" { return true }
        return controlStates.contains(text)
          && token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
      }
    }

    /// The right side of the assignment whose left side is `target`.
    static func assignedValue(_ target: Syntax) -> Syntax? {
      if let infix = target.parent?.as(InfixOperatorExprSyntax.self),
        infix.leftOperand.id == target.id
      {
        return Syntax(infix.rightOperand)
      }
      guard let list = target.parent?.as(ExprListSyntax.self) else { return nil }
      let items = Array(list)
      guard let position = items.firstIndex(where: { $0.id == target.id }),
        position + 2 < items.count
      else { return nil }
      return Syntax(items[position + 2])
    }

    /// Calls that show a value on a subview (beside writes through a subview or layer).
    static let showingCalls: Set<String> = [
      "setTitle", "setImage", "setAttributedTitle", "setBackgroundImage", "setTitleColor",
    ]

    /// Words of properties that hold code or collaborators, not a shown value.
    static let collaboratorWords = [
      "delegate", "datasource", "handler", "action", "callback", "completion", "closure",
      "block", "observer", "timer", "task", "constraint",
    ]

    func valuesAppliedOnlyInSetUp() -> [Finding] {
      var findings: [Finding] = []
      let calledOnOthers = Self.namesCalledOnOtherReceivers(project.units)
      for type in project.index.ordered where type.isClass {
        let controller = DelegateRules.isViewController(
          DrawRules.chain(of: type, in: project.index))
        guard controller || isView(type), let units = project.unitsByType[type.name] else {
          continue
        }
        let setUp =
          controller
          ? Self.setUpUnits(
            units, calledOnOthers: calledOnOthers, hooks: Self.controllerSetUpHooks,
            initializers: false)
          : Self.setUpUnits(units, calledOnOthers: calledOnOthers)
        guard !setUp.isEmpty else { continue }
        for name in type.propertyOrder {
          guard let property = type.properties[name], Self.mayHoldShownValue(property, name)
          else { continue }
          let readers = units.filter { Self.reads(name, in: $0) }
          guard !readers.isEmpty,
            readers.allSatisfy({ setUp.contains(ObjectIdentifier($0)) }),
            let applier = Self.firstShowing(
              name, in: units.filter { setUp.contains(ObjectIdentifier($0)) })
          else { continue }
          guard
            let write = laterWrite(
              of: name, in: type, units: units, setUp: setUp, byOthers: !controller)
          else { continue }
          findings.append(
            project.warning(
              .valueAppliedOnlyInSetUp, at: write.node, file: write.file,
              .valueAppliedOnlyInSetUp(name, view: type.name, applier: applier.displayName)))
        }
      }
      return findings
    }

    /// Whether a stored property may hold a value the view shows: a `var` without observers
    /// or accessors, neither a subview, a layer nor a collaborator (a delegate, a closure).
    static func mayHoldShownValue(_ property: PropertyInfo, _ name: String) -> Bool {
      guard !property.isLet, !property.isStatic, !property.isComputed, property.setter == nil,
        property.observers.isEmpty, !property.attributes.contains("IBOutlet"),
        !property.attributes.contains("IBOutletCollection")
      else { return false }
      let lowered = name.lowercased()
      if collaboratorWords.contains(where: lowered.contains) { return false }
      guard let typeName = property.typeName else { return true }
      if typeName.contains("->") { return false }
      let objectSuffixes = [
        "View", "Layer", "Label", "Button", "Control", "Recognizer", "Constraint", "Controller",
        "Field", "Switch", "Slider", "Bar", "Link", "Player", "Timer",
      ]
      return !objectSuffixes.contains(where: typeName.hasSuffix)
    }

    /// The units of a view that run only while it is made: its initializers and set-up hooks,
    /// and the methods of the view only they call (on `self`), never called on another
    /// receiver anywhere in the analysis.
    static func setUpUnits(
      _ units: [CodeUnit], calledOnOthers: Set<String>, hooks: Set<String> = setUpHooks,
      initializers: Bool = true
    ) -> Set<ObjectIdentifier> {
      var methods: [String: [CodeUnit]] = [:]
      var set = Set<ObjectIdentifier>()
      for unit in units {
        switch unit.kind {
        case .initializer: if initializers { set.insert(ObjectIdentifier(unit)) }
        case .function(let name):
          methods[name, default: []].append(unit)
          if hooks.contains(name) { set.insert(ObjectIdentifier(unit)) }
        default: break
        }
      }
      guard !set.isEmpty else { return [] }
      // The helpers the entries reach, then those that something else also calls removed,
      // until nothing changes.
      var helpers = Set<String>()
      var pending = units.filter { set.contains(ObjectIdentifier($0)) }
      while let unit = pending.popLast() {
        for call in unit.calls where call.isOnSelf {
          guard !hooks.contains(call.name), methods[call.name] != nil,
            !Self.runsLater(call.node),
            helpers.insert(call.name).inserted
          else { continue }
          pending += methods[call.name] ?? []
        }
      }
      helpers.subtract(calledOnOthers)
      var changed = true
      while changed {
        changed = false
        for unit in units {
          if case .function(let name) = unit.kind,
            helpers.contains(name) || hooks.contains(name)
          {
            continue
          }
          if unit.kind == .initializer, initializers { continue }
          for call in unit.calls where call.isOnSelf {
            if helpers.remove(call.name) != nil { changed = true }
          }
        }
      }
      for name in helpers {
        for unit in methods[name] ?? [] { set.insert(ObjectIdentifier(unit)) }
      }
      return set
    }

    /// Whether `call` sits in a closure that may run after the method returns (an action's
    /// handler, a completion, an animation's block): not one that runs before the call that
    /// takes it returns (`map`, `forEach`, `filter`…).
    static func runsLater(_ call: FunctionCallExprSyntax) -> Bool {
      LayoutRules.runsLater(Syntax(call), atOnce: runAtOnce)
    }

    /// Whether `unit` is a function or initializer with a parameter called `name`.
    static func declaresParameter(_ name: String, _ unit: CodeUnit) -> Bool {
      if unit.parameters.contains(name) { return true }
      for node in unit.scanned {
        guard let signature = node.as(FunctionSignatureSyntax.self) else { continue }
        if signature.parameterClause.parameters.contains(where: {
          ($0.secondName ?? $0.firstName).text == name
        }) {
          return true
        }
      }
      return false
    }

    /// Method names some unit calls on a receiver other than `self`.
    static func namesCalledOnOtherReceivers(_ units: [CodeUnit]) -> Set<String> {
      var names = Set<String>()
      for unit in units {
        for call in unit.calls where call.base != nil && call.base != "self" {
          names.insert(call.name)
        }
      }
      return names
    }

    /// Whether `node` is the left side of a compound assignment (`count += 1`): the value
    /// changes, nothing is shown from it.
    static func isCompoundTarget(_ node: ExprSyntax) -> Bool {
      guard let list = node.parent?.as(ExprListSyntax.self) else { return false }
      let items = Array(list)
      guard let position = items.firstIndex(where: { $0.id == node.id }),
        position + 1 < items.count,
        let text = items[position + 1].as(BinaryOperatorExprSyntax.self)?.operator.text
      else { return false }
      return text.count >= 2 && text.hasSuffix("=")
        && !["==", "!=", "<=", ">=", "==="].contains(text)
    }

    /// Whether `unit` reads its type's stored property `name` (a bare name that is not a local,
    /// or `self.name`), other than as the target of an assignment.
    static func reads(_ name: String, in unit: CodeUnit) -> Bool {
      let bareIsProperty = !unit.isLocal(name) && !Self.declaresParameter(name, unit)
      for token in unit.scanned.lazy.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
        guard case .identifier(let text) = token.tokenKind, text == name,
          let parent = token.parent
        else { continue }
        let expression: ExprSyntax
        if let reference = parent.as(DeclReferenceExprSyntax.self) {
          if let member = reference.parent?.as(MemberAccessExprSyntax.self),
            member.declName.id == reference.id
          {
            guard let base = member.base?.as(DeclReferenceExprSyntax.self),
              base.baseName.tokenKind == .keyword(.self)
            else { continue }
            expression = ExprSyntax(member)
          } else {
            guard bareIsProperty else { continue }
            expression = ExprSyntax(reference)
          }
        } else {
          continue
        }
        if case .assigned = use(of: expression) { continue }
        if isCompoundTarget(expression) { continue }
        return true
      }
      return false
    }

    /// The first set-up unit that shows `name` on the screen: a statement that writes through a
    /// subview or layer (`label.text = title`), or hands a value to a call that shows it or
    /// puts a view in the tree (`setTitle(_:for:)`, `addArrangedSubview(_:)`), where the value
    /// is the property or something made from it — a local, a loop variable or another
    /// stored property given a value that names it (`rows = names.map { … }` and later
    /// `addSubview(rows[0])`).
    static func firstShowing(_ name: String, in units: [CodeUnit]) -> CodeUnit? {
      var carriers: Set<String> = [name]
      for _ in 0..<4 {
        let before = carriers.count
        for unit in units {
          let walker = CarrierWalker(carriers: carriers)
          for node in unit.scanned { walker.walk(node) }
          if walker.shows { return unit }
          carriers = walker.carriers
        }
        if carriers.count == before { break }
      }
      return nil
    }

    /// A write of the view's property `name` after set-up: in a method of the view that is not
    /// set-up, or through a reference of the view's type in another type's method
    /// (`card.title = …`), the first in the sources' order.
    private func laterWrite(
      of name: String, in type: TypeInfo, units: [CodeUnit], setUp: Set<ObjectIdentifier>,
      byOthers: Bool
    ) -> (node: Syntax, file: Int)? {
      var methods: [String: [CodeUnit]] = [:]
      for unit in units {
        if case .function(let name) = unit.kind { methods[name, default: []].append(unit) }
      }
      for unit in units
      where !setUp.contains(ObjectIdentifier(unit)) && unit.kind != .initializer
        && !Self.updatesScreen(unit) && !Self.leavesScreen(unit, methods: methods)
      {
        if let write = unit.writes.first(where: { write in
          ((write.parts == [name] && !unit.isLocal(name)) || write.parts == ["self", name])
            && !Self.copiesControlState(write)
        }) {
          return (write.node, unit.file)
        }
      }
      guard byOthers else { return nil }
      for unit in project.units where unit.typeName != type.name {
        let owner = unit.typeName.flatMap { project.index.type($0) }
        for write in unit.writes {
          var parts = write.parts
          if parts.first == "self" { parts.removeFirst() }
          guard parts.count == 2, parts[1] == name else { continue }
          let base = parts[0]
          let baseType =
            unit.locals[base]
            ?? (unit.isLocal(base) ? nil : owner?.properties[base]?.typeName)
          if baseType == type.name { return (write.node, unit.file) }
        }
      }
      return nil
    }
  }

  extension ShownStateRules {
    /// Calls that bring the screen up to date some other way.
    static let refreshCalls: Set<String> = [
      "reloadData", "reloadRows", "reloadSections", "reloadItems", "setNeedsDisplay",
      "setNeedsLayout", "layoutIfNeeded", "invalidateIntrinsicContentSize",
    ]

    /// Whether `unit` updates the screen itself: it writes through a subview or layer, puts a
    /// view in the tree, or asks for a reload, a redraw or a layout. Its write of the value is
    /// taken as bookkeeping beside what it shows.
    static func updatesScreen(_ unit: CodeUnit) -> Bool {
      changesTree(unit)
        || unit.calls.contains {
          treeCalls.contains($0.name) || showingCalls.contains($0.name)
            || refreshCalls.contains($0.name)
        }
    }

    /// Follows a value through the statements of one unit: what is made from a carrier
    /// carries it (`let t = title`, `for n in names`, `rows = names.map { … }`), and a
    /// statement that shows a carrier on a subview or puts it in the tree ends the walk.
    final class CarrierWalker: SyntaxVisitor {
      private(set) var carriers: Set<String>
      private(set) var shows = false

      init(carriers: Set<String>) {
        self.carriers = carriers
        super.init(viewMode: .sourceAccurate)
      }

      private func carries(_ node: some SyntaxProtocol) -> Bool {
        DelegateRules.mentions(carriers, node)
      }

      override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value, carries(value),
          let local = node.pattern.as(IdentifierPatternSyntax.self)
        {
          carriers.insert(local.identifier.text)
        }
        return .visitChildren
      }

      override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value, carries(value),
          let local = node.pattern.as(IdentifierPatternSyntax.self)
        {
          carriers.insert(local.identifier.text)
        }
        return .visitChildren
      }

      override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if carries(node.sequence) {
          for token in node.pattern.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let text) = token.tokenKind { carriers.insert(text) }
          }
        }
        return .visitChildren
      }

      override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self) {
          assign(node.leftOperand, node.rightOperand)
        }
        return .visitChildren
      }

      override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let items = Array(node.elements)
        if items.count >= 3, items[1].is(AssignmentExprSyntax.self) {
          assign(items[0], items[2])
        }
        return .visitChildren
      }

      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = Expressions.calleeName(node),
          treeCalls.contains(callee) || showingCalls.contains(callee),
          node.arguments.contains(where: { carries($0.expression) })
        {
          shows = true
        }
        return shows ? .skipChildren : .visitChildren
      }

      private func assign(_ target: ExprSyntax, _ value: ExprSyntax) {
        guard carries(value) else { return }
        var parts = target.trimmedDescription.replacingOccurrences(of: "?", with: "")
          .replacingOccurrences(of: "!", with: "").split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        if parts.count == 1 {
          carriers.insert(parts[0])
        } else if parts.count >= 2 {
          shows = true
        }
      }
    }
  }

  extension Finding.Message {
    fileprivate static func valueAppliedOnlyInSetUp(
      _ name: String, view: String, applier: String
    ) -> Finding.Message {
      Finding.Message(
        "'\(name)' is written here, but '\(view)' shows it only while it is set up (in "
          + "\(applier)) and reads it nowhere else: the screen keeps the first value; apply it "
          + "in a didSet of '\(name)', or call the method that applies it after the write")
    }
  }
#endif
