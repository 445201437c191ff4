import Measure

#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// What a view's property is bound to: keys of the Invalidation model, or model objects.
  enum Symbol: Hashable {
    case key(String)
    case object(String)
  }

  /// A user-defined view built in a body: its type and its labelled arguments.
  struct ChildCall {
    let type: String
    let arguments: [(label: String, expression: ExprSyntax)]
  }

  /// A `View` extension method that applies a modifier or view of the sources:
  /// `func dimmed(_ on: Bool) -> some View { modifier(Dimmed(isDimmed: on)) }`.
  struct ExtensionModifier {
    let type: String
    /// The modifier's labelled arguments, as written in the extension.
    let arguments: [(label: String, expression: ExprSyntax)]
    /// The extension method's parameter names, in order.
    let parameters: [String]

    /// The modifier's arguments at a call site: a parameter of the extension method is
    /// replaced by the call's argument in its position; other expressions carry nothing.
    func arguments(at call: FunctionCallExprSyntax) -> [(label: String, expression: ExprSyntax)] {
      let given = Array(call.arguments)
      var result: [(label: String, expression: ExprSyntax)] = []
      for (label, expression) in arguments {
        guard let reference = expression.as(DeclReferenceExprSyntax.self),
          let position = parameters.firstIndex(of: reference.baseName.text),
          position < given.count
        else { continue }
        result.append((label, given[position].expression))
      }
      return result
    }
  }

  /// Reads a view body (and the helpers it uses): property references, member reads of
  /// properties, and the user-defined views it builds.
  final class BodyScanner: SyntaxVisitor {
    let viewTypes: Set<String>
    let properties: Set<String>
    /// The view's method names: a call to one is a helper even when a stored closure has
    /// the same name.
    let functions: Set<String>
    /// Whether writes (`x = …`, `x.toggle()`) and bindings (`$x`) count as reads; true when
    /// scanning an argument passed to a child, false for a body.
    let countsWrites: Bool
    /// `View` extension methods that apply a modifier of the sources, by name.
    let extensionModifiers: [String: ExtensionModifier]
    private(set) var declared: Set<String> = []
    /// Property names in first-mention order (`$x` and `_x` count as `x`).
    private(set) var mentions: [String] = []
    /// `property.member` reads, in order.
    private(set) var memberReads: [(property: String, member: String)] = []
    private(set) var children: [ChildCall] = []
    private(set) var helpers: [String] = []

    init(
      viewTypes: Set<String>, properties: Set<String>, functions: Set<String> = [],
      countsWrites: Bool = true, extensionModifiers: [String: ExtensionModifier] = [:]
    ) {
      self.extensionModifiers = extensionModifiers
      self.viewTypes = viewTypes
      self.properties = properties
      self.functions = functions
      self.countsWrites = countsWrites
      super.init(viewMode: .sourceAccurate)
    }

    static let mutatingMethods: Set<String> = [
      "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "sort",
    ]

    /// Whether the reference (or `self.reference`) `node` is written, not read: the target of
    /// an assignment, the receiver of a mutating method, or a `$` binding.
    private func isWrite(_ node: ExprSyntax, name: String) -> Bool {
      if name.hasPrefix("$") { return !Self.isPresentationBinding(node) }
      let target = node
      // `x.toggle()`
      if let member = target.parent?.as(MemberAccessExprSyntax.self), member.base?.id == target.id,
        Self.mutatingMethods.contains(member.declName.baseName.text),
        member.parent?.is(FunctionCallExprSyntax.self) == true
      {
        return true
      }
      // `x = …`, `x += …`
      if let list = target.parent?.as(ExprListSyntax.self) {
        let elements = Array(list)
        if let position = elements.firstIndex(where: { $0.id == target.id }),
          position + 1 < elements.count
        {
          let next = elements[position + 1]
          if next.is(AssignmentExprSyntax.self) { return true }
          if let binary = next.as(BinaryOperatorExprSyntax.self) {
            let text = binary.operator.text
            return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
          }
        }
      }
      if let infix = target.parent?.as(InfixOperatorExprSyntax.self),
        infix.leftOperand.id == target.id, infix.operator.is(AssignmentExprSyntax.self)
      {
        return true
      }
      return false
    }

    /// Presentation modifiers whose `isPresented:` binding the runtime reads on behalf of the
    /// view that applies them (`sheet`, and `alert`/`confirmationDialog`, presented as one).
    static let presentations: Set<String> = [
      "sheet", "fullScreenCover", "alert", "confirmationDialog",
    ]

    /// Whether `$flag` is the `isPresented:` argument of a presentation modifier: the headless
    /// runtime reads the binding for the view that applies the modifier, so a change re-runs
    /// that view (Docs/RealCode.md, "sheet"); passing it on elsewhere is not a read.
    static func isPresentationBinding(_ node: ExprSyntax) -> Bool {
      guard let argument = node.parent?.as(LabeledExprSyntax.self),
        argument.label?.text == "isPresented",
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      else { return false }
      return presentations.contains(member.declName.baseName.text)
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      return .skipChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
      declared.insert((node.secondName ?? node.firstName).text)
      return .skipChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.identifier.text)
      return .skipChildren
    }

    /// Modifiers and gesture callbacks whose closure SwiftUI calls on an event, not while it
    /// evaluates the body.
    static let actionCalls: Set<String> = [
      "onTapGesture", "onLongPressGesture", "onAppear", "onDisappear", "onChange", "onReceive",
      "task", "onSubmit", "onChanged", "onEnded", "updating", "refreshable", "onDelete",
      "onMove", "onOpenURL", "onCommit", "onHover", "onDrop", "onDrag", "onContinuousHover",
      "onKeyPress", "onScrollGeometryChange", "onGeometryChange", "onPreferenceChange",
      "fileImporter", "onInsert", "simultaneousGesture",
    ]

    /// Argument labels that take an action, not a view: `Button(action:)`,
    /// `TextField(onCommit:)`, `Toggle(isOn:)` takes a binding instead.
    static let actionLabels: Set<String> = [
      "action", "perform", "onCommit", "onEditingChanged", "onDismiss", "onCompletion",
      "primaryAction", "completion", "onTap",
    ]

    /// Whether SwiftUI runs `closure` on an event rather than while it evaluates the body:
    /// a `Button`'s action, `onTapGesture { }`, `onAppear { }`, a gesture's `onEnded { }`.
    /// Reads and helper calls there are not reads of the body (the runtime records reads made
    /// during `body` only).
    static func isAction(_ closure: ClosureExprSyntax) -> Bool {
      if let argument = closure.parent?.as(LabeledExprSyntax.self) {
        if let label = argument.label?.text { return actionLabels.contains(label) }
        guard let list = argument.parent?.as(LabeledExprListSyntax.self),
          let call = list.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return isActionCall(call, trailing: false)
      }
      if let call = closure.parent?.as(FunctionCallExprSyntax.self),
        call.trailingClosure?.id == closure.id
      {
        return isActionCall(call, trailing: true)
      }
      if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
        return actionLabels.contains(element.label.text)
      }
      return false
    }

    private static func isActionCall(_ call: FunctionCallExprSyntax, trailing: Bool) -> Bool {
      let name: String
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
        name = member.declName.baseName.text
      } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        name = reference.baseName.text
      } else {
        return false
      }
      if actionCalls.contains(name) { return true }
      // `Button("Save") { save() }` and `Button { save() } label: { … }`: the first
      // trailing closure is the action unless an `action:` argument is given.
      if name == "Button", trailing {
        return !call.arguments.contains { $0.label?.text == "action" }
      }
      return false
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      !countsWrites && Self.isAction(node) ? .skipChildren : .visitChildren
    }

    /// Modifier views already listed ahead of the content they modify.
    private var listedAhead: Set<SyntaxIdentifier> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      // `content.modifier(Glow(…))`: the modifier's body wraps the content, so SwiftUI
      // evaluates it first; list it before the views of the content.
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "modifier", let argument = node.arguments.first,
        let modifier = argument.expression.as(FunctionCallExprSyntax.self),
        let callee = modifier.calledExpression.as(DeclReferenceExprSyntax.self),
        viewTypes.contains(callee.baseName.text)
      {
        let arguments = modifier.arguments.compactMap { argument in
          argument.label.map { (label: $0.text, expression: argument.expression) }
        }
        children.append(ChildCall(type: callee.baseName.text, arguments: arguments))
        listedAhead.insert(modifier.id)
      }
      // `label.dimmed(isDimmed)`: an extension method that applies a modifier of the sources,
      // listed ahead of the content like `.modifier(…)`.
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
        let applied = extensionModifiers[member.declName.baseName.text]
      {
        children.append(ChildCall(type: applied.type, arguments: applied.arguments(at: node)))
      }
      if !listedAhead.contains(node.id),
        let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
        viewTypes.contains(callee.baseName.text)
      {
        let arguments = node.arguments.compactMap { argument in
          argument.label.map { (label: $0.text, expression: argument.expression) }
        }
        children.append(ChildCall(type: callee.baseName.text, arguments: arguments))
      }
      return .visitChildren
    }

    /// The property a name refers to, with `$` and `_` prefixes removed.
    func property(_ name: String) -> String? {
      if properties.contains(name) { return name }
      if name.hasPrefix("$") || name.hasPrefix("_") {
        let stripped = String(name.dropFirst())
        if properties.contains(stripped) { return stripped }
      }
      return nil
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.baseName.text
      let member = node.parent?.as(MemberAccessExprSyntax.self)
      if let member, member.declName.id == node.id {
        // `self.x` mentions x; `x.member` is recorded when x is visited.
        if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
          if functions.contains(name) { helpers.append(name) }
          if !countsWrites, isWrite(ExprSyntax(member), name: name) { return .skipChildren }
          if property(name) == nil {
            helpers.append(name)
          } else {
            mention(name, member: member)
          }
        }
        return .skipChildren
      }
      guard !declared.contains(name) else { return .skipChildren }
      if functions.contains(name) { helpers.append(name) }
      if !countsWrites, isWrite(ExprSyntax(node), name: name) { return .skipChildren }
      if let member, member.base?.id == Syntax(node).id {
        mention(name, member: member, direct: true)
      } else {
        mention(name, member: nil)
      }
      return .skipChildren
    }

    private func mention(_ name: String, member: MemberAccessExprSyntax?, direct: Bool = false) {
      guard let property = property(name) else {
        if member == nil || direct { helpers.append(name) }
        return
      }
      mentions.append(property)
      var access = member
      if !direct, let outer = member?.parent?.as(MemberAccessExprSyntax.self) {
        access = outer
      } else if !direct {
        access = nil
      }
      if let access {
        memberReads.append((property, access.declName.baseName.text))
      }
    }
  }

  /// Builds the view tree of a set of sources (Docs/Analyzer.md, "--tree": which views are
  /// nodes and what each reads; ObservableObject versus @Observable).
  enum TreeEngine {
    /// The most nodes one extraction lists; deeper or wider trees are cut.
    static let maximumNodes = 10_000

    static func extract(_ sources: [SourceFile], keepBroken: Bool) -> ViewTreeExtraction {
      let (files, trees, errors) = Engine.parse(sources, keepBroken: keepBroken)
      let index = TypeIndex()
      for (position, tree) in trees.enumerated() { index.add(tree, index: position) }
      _ = files
      return Builder(index: index).build(errors: errors)
    }

    /// The walk from the roots.
    final class Builder {
      let index: TypeIndex
      let views: [TypeInfo]
      let viewNames: Set<String>
      var storage: [(key: String, storage: Storage)] = []
      var storageKeys: [String: Storage] = [:]
      var nodes: [(name: String, parent: String?, reads: [String])] = []
      var usedNames: [String: Int] = [:]
      var scans: [String: BodyScanner] = [:]
      var extensionModifiers: [String: ExtensionModifier] = [:]

      init(index: TypeIndex) {
        self.index = index
        views = index.ordered.filter(Self.isNode)
        viewNames = Set(views.map(\.name))
        for (name, functions) in index.type("View")?.functions ?? [:] {
          for function in functions {
            guard let body = function.body else { continue }
            let finder = BodyScanner(viewTypes: viewNames, properties: [])
            finder.walk(body)
            guard let applied = finder.children.first else { continue }
            extensionModifiers[name] = ExtensionModifier(
              type: applied.type, arguments: applied.arguments,
              parameters: function.signature.parameterClause.parameters.map {
                ($0.secondName ?? $0.firstName).text
              })
          }
        }
      }

      /// Conformances whose types are nodes besides `View`: modifiers (their
      /// `body(content:)`) and UIKit representables (their make and update methods).
      static let nodeConformances: Set<String> = [
        "ViewModifier", "UIViewRepresentable", "UIViewControllerRepresentable",
        "NSViewRepresentable", "NSViewControllerRepresentable",
      ]
      static let representableMethods = [
        "makeUIView", "updateUIView", "makeUIViewController", "updateUIViewController",
        "makeNSView", "updateNSView", "makeNSViewController", "updateNSViewController",
      ]

      static func isNode(_ type: TypeInfo) -> Bool {
        type.isSwiftUIView || (!type.isClass && !type.inherited.isDisjoint(with: nodeConformances))
      }

      /// The bodies a node evaluates: `body`, a modifier's `body(content:)`, a
      /// representable's make and update methods.
      func bodies(of view: TypeInfo) -> [Syntax] {
        if let getter = view.properties["body"]?.getterBody { return [getter] }
        var result: [Syntax] = []
        for name in ["body"] + Self.representableMethods {
          result += (view.functions[name] ?? []).compactMap { $0.body.map(Syntax.init) }
        }
        return result
      }

      /// The keys an `ObservableObject` announces: its `@Published` properties, and
      /// `objectWillChange` when it sends it itself.
      func announcedKeys(of type: TypeInfo) -> [String] {
        var keys = type.propertyOrder.filter {
          type.properties[$0]?.attributes.contains("Published") == true
        }
        // Without @Published properties, the default `objectWillChange` is a new publisher
        // on every access: a manual send() reaches no one unless the type declares its own.
        if type.sendsObjectWillChange, !keys.isEmpty || type.properties["objectWillChange"] != nil {
          keys.append("objectWillChange")
        }
        return keys
      }

      func scan(_ view: TypeInfo) -> BodyScanner {
        if let done = scans[view.name] { return done }
        let properties = Set(
          view.propertyOrder.filter { name in
            guard let property = view.properties[name] else { return false }
            return !property.isComputed && !property.isStatic
          })
        let scanner = BodyScanner(
          viewTypes: viewNames, properties: properties, functions: Set(view.functions.keys),
          countsWrites: false, extensionModifiers: extensionModifiers)
        var visited: Set<String> = Set(["body"] + Self.representableMethods)
        var pending: [Syntax] = bodies(of: view)
        while let body = pending.popLast() {
          let before = scanner.helpers.count
          scanner.walk(body)
          for name in scanner.helpers[before...] where visited.insert(name).inserted {
            if let helper = view.properties[name], helper.isComputed, let getter = helper.getterBody
            {
              pending.insert(getter, at: 0)
            } else if let functions = view.functions[name] {
              pending.insert(contentsOf: functions.compactMap { $0.body.map(Syntax.init) }, at: 0)
            }
          }
        }
        scans[view.name] = scanner
        return scanner
      }

      func build(errors: [AnalysisError]) -> ViewTreeExtraction {
        var built = Set<String>()
        for view in views {
          for child in scan(view).children where child.type != view.name {
            built.insert(child.type)
          }
        }
        var roots = views.filter { !built.contains($0.name) }
        if roots.isEmpty, let first = views.first { roots = [first] }
        for root in roots {
          visit(root, parent: nil, arguments: [:], parentBindings: [:], path: [])
        }
        return ViewTreeExtraction(storage: storage, nodes: nodes, errors: errors)
      }

      private func record(_ key: String, _ value: Storage) -> String {
        if let existing = storageKeys[key] {
          if existing == value { return key }
          if case .state(let owner) = value {
            return record("\(owner).\(key)", value)
          }
          // Two model classes with a property of the same name: two keys, as the runtime
          // keeps one per object (`Profile.followers` beside the first class's `followers`).
          if case .model(let object) = value, !key.hasPrefix("\(object).") {
            return record("\(object).\(key)", value)
          }
          return key
        }
        storageKeys[key] = value
        storage.append((key, value))
        return key
      }

      private func uniqueName(_ name: String) -> String {
        let count = usedNames[name, default: 0] + 1
        usedNames[name] = count
        return count == 1 ? name : "\(name)#\(count)"
      }

      /// The symbols an argument expression carries from the parent's bindings.
      private func symbols(
        of expression: ExprSyntax, parent: TypeInfo?, bindings: [String: [Symbol]]
      ) -> [Symbol] {
        guard let parent else { return [] }
        let properties = Set(bindings.keys)
        let scanner = BodyScanner(viewTypes: [], properties: properties)
        scanner.walk(expression)
        _ = parent
        var result: [Symbol] = []
        var viaMember = Set<String>()
        for (property, member) in scanner.memberReads {
          for symbol in bindings[property] ?? [] {
            if case .object(let object) = symbol {
              viaMember.insert(property)
              let key = record(member, .model(object: object))
              if !result.contains(.key(key)) { result.append(.key(key)) }
            }
          }
        }
        for property in scanner.mentions where !viaMember.contains(property) {
          for symbol in bindings[property] ?? [] where !result.contains(symbol) {
            result.append(symbol)
          }
        }
        return result
      }

      private func visit(
        _ view: TypeInfo, parent: (name: String, type: TypeInfo)?, arguments: [String: ExprSyntax],
        parentBindings: [String: [Symbol]], path: [String]
      ) {
        guard nodes.count < TreeEngine.maximumNodes, !path.contains(view.name) else { return }
        let name = uniqueName(view.name)
        var bindings: [String: [Symbol]] = [:]
        var owned: [String] = []
        var observedObjects: [TypeInfo] = []
        for propertyName in view.propertyOrder {
          guard let property = view.properties[propertyName], !property.isComputed,
            !property.isStatic
          else { continue }
          let attributes = Set(property.attributes)
          let modelType = property.typeName.flatMap { index.type($0) }
          let isCombine = modelType?.inherited.contains("ObservableObject") == true
          let isObservation = modelType?.attributes.contains("Observable") == true
          if isCombine,
            !attributes.isDisjoint(with: ["StateObject", "ObservedObject", "EnvironmentObject"]),
            let modelType
          {
            // An ObservableObject re-runs every view that observes it, whichever published
            // property changed (Docs/Analyzer.md, "--tree").
            observedObjects.append(modelType)
            // Values read from it and passed to children make those children readers.
            bindings[propertyName] = [.object(modelType.name)]
          } else if isCombine {
            // Held without a wrapper that subscribes (or in @State): not observed.
            bindings[propertyName] = []
          } else if attributes.contains("StateObject")
            || (attributes.contains("State") && isObservation)
          {
            bindings[propertyName] = [.object(property.typeName ?? propertyName)]
          } else if !attributes.isDisjoint(with: [
            "State", "GestureState", "SceneStorage", "AppStorage", "FocusState",
          ]) {
            owned.append(propertyName)
            bindings[propertyName] = [.key(propertyName)]
          } else if attributes.contains("Environment") {
            if let key = property.environmentKey {
              if key.hasPrefix("type:") {
                bindings[propertyName] = [.object(String(key.dropFirst(5)))]
              } else {
                bindings[propertyName] = [.key(record(key, .environment))]
              }
            }
          } else if attributes.contains("EnvironmentObject") {
            bindings[propertyName] = [.object(property.typeName ?? propertyName)]
          } else if let argument = arguments[propertyName] {
            bindings[propertyName] = symbols(
              of: argument, parent: parent?.type, bindings: parentBindings)
          } else if isObservation {
            // An @Observable model, an input of the root included: its properties are keys.
            bindings[propertyName] = [.object(property.typeName ?? propertyName)]
          } else if parent == nil {
            bindings[propertyName] = [.key(propertyName)]
          } else {
            bindings[propertyName] = []
          }
        }
        for propertyName in owned {
          let key = record(propertyName, .state(owner: name))
          bindings[propertyName] = [.key(key)]
        }
        let scanner = scan(view)
        var reads: [String] = []
        let mentioned = Set(scanner.mentions)
        var objectMembers = Set<String>()
        for (property, member) in scanner.memberReads {
          for case .object(let object) in bindings[property] ?? [] {
            objectMembers.insert(property)
            let key = record(member, .model(object: object))
            if !reads.contains(key) { reads.append(key) }
          }
        }
        var ordered: [String] = []
        for propertyName in view.propertyOrder where mentioned.contains(propertyName) {
          for case .key(let key) in bindings[propertyName] ?? [] where !ordered.contains(key) {
            ordered.append(key)
          }
        }
        reads = ordered + reads.filter { !ordered.contains($0) }
        for object in observedObjects {
          for announced in announcedKeys(of: object) {
            let key = record(announced, .model(object: object.name))
            if !reads.contains(key) { reads.append(key) }
          }
        }
        nodes.append((name, parent?.name, reads))
        for child in scanner.children {
          guard let type = index.type(child.type) else { continue }
          var childArguments: [String: ExprSyntax] = [:]
          for (label, expression) in child.arguments { childArguments[label] = expression }
          visit(
            type, parent: (name, view), arguments: childArguments, parentBindings: bindings,
            path: path + [view.name])
        }
      }
    }
  }
#else
  enum TreeEngine {
    static func extract(_ sources: [SourceFile], keepBroken: Bool) -> ViewTreeExtraction {
      ViewTreeExtraction(storage: [], nodes: [])
    }
  }
#endif
