#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// One pass over the files: types, links, calls, writes.
  final class DelegateScan: SyntaxVisitor {
    struct Key: Hashable {
      let type: String
      let name: String
    }

    struct Link {
      let type: String
      let name: String
      let node: Syntax
      let file: Int
    }

    struct Assignment {
      /// The type whose property is assigned (nil: not known).
      let type: String?
      let name: String
    }

    struct Write {
      let name: String
      let node: Syntax
      /// The member written through the property (`items` of `viewModel.items = …`).
      var member: String? = nil
      /// A closure given to a member of the held object (`viewModel.onTotal = { … }`): a
      /// callback the object calls, not a value a cell shows.
      var isCallback = false
      /// `list.dataSource = self` (not `nil`) on a table or collection view: the list is given
      /// the rows to ask for.
      var givesDataSource = false

      /// Whether the write changes what the property's value shows: not the link of the object
      /// it holds (`document.delegate = nil`, `list.dataSource = self`), which no cell reads,
      /// nor a callback handed to it.
      var changesShownValue: Bool {
        !isCallback && !(member.map(DelegateRules.isLinkName) ?? false)
      }
    }

    final class Method {
      let type: String
      let name: String
      let file: Int
      var calls: Set<String> = []
      /// Every call, and every method handed on, with where it is written (SL308 reads when
      /// it runs).
      var callSites: [(name: String, node: Syntax)] = []
      /// Methods named as arguments, handed on to be called later (also in `calls`).
      var handedOn: Set<String> = []
      /// An override, `@objc` or `@IBAction` method: UIKit may call it at any time.
      var isEntryPoint = false
      var writes: [Write] = []
      var reads: Set<String> = []
      /// Whether the method writes a property of a cell or view it was handed or fetched
      /// (`imageView.image = image`, `cell.textLabel?.text = …`): the row on screen is
      /// updated in place.
      var updatesShownView = false
      /// `name(label:…)`, to tell `tableView(_:didSelectRowAt:)` from the other `tableView`s.
      var signature = ""

      init(type: String, name: String, file: Int) {
        self.type = type
        self.name = name
        self.file = file
      }
    }

    /// Mutating calls that change a stored collection or flag in place.
    static let mutatingCalls: Set<String> = [
      "append", "insert", "remove", "removeAll", "sort", "toggle", "removeLast", "removeFirst",
      "removeSubrange", "swapAt", "reverse", "shuffle",
    ]

    var file = 0
    private(set) var weakLinks: [Link] = []
    private(set) var calledLinks: Set<Key> = []
    private(set) var assignments: [Assignment] = []
    private(set) var methods: [Method] = []
    /// Stored properties whose observer reloads or redraws.
    private(set) var refreshingProperties: Set<Key> = []
    /// Per stored property with an observer that names no refresh call, the identifiers
    /// the observer names (the methods it may call: `didSet { regroup() }`).
    private(set) var observerNames: [Key: Set<String>] = [:]
    /// Stored properties that tell someone when they change: an observer (which may call
    /// back the screen that shows them), or `@Published`.
    private(set) var announcingProperties: Set<Key> = []

    /// Per type, the inherited names of its declaration and extensions.
    private(set) var inherited: [String: Set<String>] = [:]
    /// Per delegate protocol declared in the sources, its method names.
    private(set) var protocolMethods: [String: Set<String>] = [:]
    /// Per type, the stored properties' declared or initialized types.
    private(set) var propertyTypes: [String: [String: String]] = [:]
    /// Stored properties given their object where they are declared, not by an interface
    /// file (`lazy var grid = UICollectionView(…)`): no storyboard wires their data source.
    private(set) var madeInCode: Set<Key> = []
    private var types: [String] = []
    private var currentProtocol: String?
    private var method: Method?
    /// The local variables of the method being read, with their types.
    private var locals: [String: String] = [:]
    /// Every local and parameter name of the method being read.
    private var localNames: Set<String> = []
    /// How deep the scan is in functions declared inside the method being read.
    private var nestedFunctions = 0

    // MARK: Types

    private func enter(_ name: String, _ clause: InheritanceClauseSyntax?)
      -> SyntaxVisitorContinueKind
    {
      types.append(name)
      for type in clause?.inheritedTypes ?? [] {
        if let simple = type.type.simpleName { inherited[name, default: []].insert(simple) }
      }
      return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.name.text, node.inheritanceClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.name.text, node.inheritanceClause)
    }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.name.text, node.inheritanceClause)
    }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(
        node.extendedType.simpleName ?? node.extendedType.trimmedDescription, node.inheritanceClause
      )
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      let name = node.name.text
      guard name.hasSuffix("Delegate") else { return .skipChildren }
      var names: Set<String> = []
      for member in node.memberBlock.members {
        if let function = member.decl.as(FunctionDeclSyntax.self) {
          names.insert(function.displayName)
        }
      }
      protocolMethods[name, default: []].formUnion(names)
      return .skipChildren
    }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      guard let type = types.last else { return .visitChildren }
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          continue
        }
        let declared =
          binding.typeAnnotation?.type.simpleName
          ?? binding.initializer.flatMap {
            method != nil ? Self.localType($0.value) : Self.constructedType($0.value)
          }
        if method != nil {
          localNames.insert(name)
          if let declared { locals[name] = declared }
          continue
        }
        if let declared { propertyTypes[type, default: [:]][name] = declared }
        if binding.initializer != nil,
          !node.attributes.contains(where: {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet"
          })
        {
          madeInCode.insert(Key(type: type, name: name))
        }
        if node.attributes.contains(where: {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Published"
        })
          || binding.accessorBlock.map(ValueScan.isObserverBlock) == true
        {
          announcingProperties.insert(Key(type: type, name: name))
        }
        if let accessors = binding.accessorBlock, ValueScan.isObserverBlock(accessors) {
          var called = Set<String>()
          for token in accessors.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let text) = token.tokenKind { called.insert(text) }
          }
          if !called.isDisjoint(with: DelegateRules.refreshCalls) {
            refreshingProperties.insert(Key(type: type, name: name))
          } else {
            observerNames[Key(type: type, name: name)] = called
          }
        } else if let accessors = binding.accessorBlock,
          accessors.tokens(viewMode: .sourceAccurate).contains(where: {
            DelegateRules.refreshCalls.contains($0.text)
          })
        {
          refreshingProperties.insert(Key(type: type, name: name))
        }
        // A link declared `public` or `open` is there for clients: code outside the analysis
        // (another module, an app using the library) assigns it.
        if node.modifiers.has("weak"), DelegateRules.isLinkName(name),
          !node.modifiers.has("public"), !node.modifiers.has("open")
        {
          weakLinks.append(Link(type: type, name: name, node: Syntax(node), file: file))
        }
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      guard let type = types.last, node.body != nil else { return .skipChildren }
      if method != nil {
        // A function declared inside a method is part of it, as a closure is: it runs
        // where the method calls or hands it on, and sees the method's locals.
        nestedFunctions += 1
      } else {
        let method = Method(type: type, name: node.name.text, file: file)
        method.signature = node.displayName
        method.isEntryPoint =
          node.modifiers.has("override")
          || node.attributes.contains {
            ["objc", "IBAction", "IBSegueAction"].contains(
              $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "")
          }
        begin(method)
      }
      addParameters(node.signature.parameterClause)
      return .visitChildren
    }

    /// Starts reading `method`: the locals are its own from here.
    private func begin(_ method: Method) {
      methods.append(method)
      self.method = method
      locals = [:]
      localNames = []
    }

    /// The parameters of the function or initializer being read, locals of the method.
    private func addParameters(_ clause: FunctionParameterClauseSyntax) {
      for parameter in clause.parameters {
        let name = (parameter.secondName ?? parameter.firstName).text
        localNames.insert(name)
        if let declared = parameter.type.simpleName { locals[name] = declared }
      }
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
      guard nestedFunctions == 0 else {
        nestedFunctions -= 1
        return
      }
      method = nil
      locals = [:]
      localNames = []
    }

    /// An initializer is a method named `init`, a set-up method: what it calls
    /// (`self.initialize()` in a table view subclass's `init(coder:)`) runs before the table
    /// first asks for rows.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      guard let type = types.last, node.body != nil, method == nil else { return .skipChildren }
      let method = Method(type: type, name: "init", file: file)
      method.signature = node.displayName
      begin(method)
      addParameters(node.signature.parameterClause)
      return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) {
      guard method?.name == "init", nestedFunctions == 0 else { return }
      method = nil
      locals = [:]
      localNames = []
    }

    /// `if let cell = tableView.cellForRow(at: path) as? NoteCell`: a local, with its type.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
      guard method != nil, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { return .visitChildren }
      localNames.insert(name)
      if let declared = node.initializer.map({ Self.localType($0.value) }) ?? nil {
        locals[name] = declared
      }
      return .visitChildren
    }

    /// `for cell in tableView.visibleCells`, `for (index, row) in rows.enumerated()`: the
    /// loop's names are locals of the method, not the type's properties (a write through
    /// them, `cell.imageView?.alpha = …`, changes the value the loop visits).
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
      guard method != nil else { return .visitChildren }
      for token in node.pattern.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let name) = token.tokenKind { localNames.insert(name) }
      }
      return .visitChildren
    }

    // MARK: Code

    /// Whether a timer call says `repeats: true`.
    static func repeats(_ call: FunctionCallExprSyntax) -> Bool {
      call.arguments.contains {
        $0.label?.text == "repeats" && $0.expression.trimmedDescription == "true"
      }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let method else { return .visitChildren }
      if let name = Expressions.calleeName(node) {
        method.calls.insert(name)
        method.callSites.append((name, Syntax(node)))
      }
      // A method handed on to be called (`DispatchQueue.main.async(execute: reload)`).
      for argument in node.arguments {
        if let reference = argument.expression.as(DeclReferenceExprSyntax.self),
          !localNames.contains(reference.baseName.text)
        {
          method.calls.insert(reference.baseName.text)
          method.handedOn.insert(reference.baseName.text)
          method.callSites.append((reference.baseName.text, Syntax(reference)))
        } else if let member = argument.expression.as(MemberAccessExprSyntax.self),
          member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
          method.calls.insert(member.declName.baseName.text)
          method.handedOn.insert(member.declName.baseName.text)
          method.callSites.append((member.declName.baseName.text, Syntax(member)))
        } else if Expressions.calleeName(node)?.hasPrefix("performSelector") == true,
          let selected = RegistrationFinder.selectorName(argument.expression)
        {
          // `performSelector(onMainThread: #selector(reloadTable), …)` runs the method.
          method.calls.insert(selected)
          method.callSites.append((selected, Syntax(argument)))
        } else if argument.label?.text == "selector",
          ["scheduledTimer", "Timer"].contains(Expressions.calleeName(node) ?? ""),
          Self.repeats(node), let selected = RegistrationFinder.selectorName(argument.expression)
        {
          // A repeating timer started here runs the method from its first tick on
          // (`Timer.scheduledTimer(…, selector: #selector(refreshViews), …, repeats: true)`):
          // handed on, as a method given to be called later.
          method.calls.insert(selected)
          method.handedOn.insert(selected)
          method.callSites.append((selected, Syntax(argument)))
        }
      }
      // `delegate?.noteEditor(…)`, `self.delegate?.…`: a call through a link of this type.
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base, let path = Expressions.path(base)
      {
        let parts = path.split(separator: ".").map(String.init)
        if parts.count == 1, DelegateRules.isLinkName(parts[0]) {
          calledLinks.insert(Key(type: method.type, name: parts[0]))
        } else if parts.count == 2, DelegateRules.isLinkName(parts[1]),
          let owner = type(ofVariable: parts[0], in: method)
        {
          calledLinks.insert(Key(type: owner, name: parts[1]))
        }
        // `notes.append(…)`, `self.notes.remove(at:)`: a mutating call on a stored property
        // writes it.
        let stored = parts.count == 2 && parts[0] == "self" ? [parts[1]] : parts
        if stored.count == 1, !localNames.contains(stored[0]) || parts.count == 2,
          Self.mutatingCalls.contains(member.declName.baseName.text)
        {
          method.writes.append(Write(name: stored[0], node: Syntax(node)))
        }
      }
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      // The member of another value (`title` in `item?.title`) is not a read of the type's
      // own property; `self.title` is recorded by the member access.
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
        return .visitChildren
      }
      method?.reads.insert(node.baseName.text)
      return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      var base = node.base
      if let optional = base?.as(OptionalChainingExprSyntax.self) { base = optional.expression }
      if let forced = base?.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
      if base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
        method?.reads.insert(node.declName.baseName.text)
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      for index in elements.indices.dropFirst() where elements[index].is(AssignmentExprSyntax.self)
      {
        let value = index + 1 < elements.count ? elements[index + 1] : nil
        record(elements[index - 1], value: value)
      }
      return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
      if node.operator.is(AssignmentExprSyntax.self) {
        record(node.leftOperand, value: node.rightOperand)
      }
      return .visitChildren
    }

    /// Whether a property is a table or collection view, by its declared type or its name.
    static func isListName(_ name: String, type: String?) -> Bool {
      let text = (type ?? name).lowercased()
      return text.hasSuffix("tableview") || text.hasSuffix("collectionview")
    }

    /// The type of `name` in `method`: a local, `self`, or a stored property of its type.
    private func type(ofVariable name: String, in method: Method) -> String? {
      if name == "self" { return method.type }
      return locals[name] ?? propertyTypes[method.type]?[name]
    }

    private func record(_ target: ExprSyntax, value: ExprSyntax?) {
      guard let path = Expressions.path(Self.stripSubscripts(target)) else { return }
      let parts = path.split(separator: ".").map(String.init)
      guard let last = parts.last else { return }
      if DelegateRules.isLinkName(last), value?.is(NilLiteralExprSyntax.self) != true {
        if parts.count == 1 {
          assignments.append(Assignment(type: method?.type ?? types.last, name: last))
        } else if let method {
          let owner = parts.count == 2 ? type(ofVariable: parts[0], in: method) : nil
          assignments.append(Assignment(type: owner, name: last))
        } else {
          assignments.append(Assignment(type: nil, name: last))
        }
      }
      if let method, parts.count >= 2, let root = parts.first, localNames.contains(root),
        let declared = locals[root], Self.isRowView(declared)
      {
        method.updatesShownView = true
      }
      // A write to a stored property of the type: `notes[i].title = …`, `self.count = …`.
      if let method, let root = parts.first, root != "self", !localNames.contains(root) {
        let member = parts.count > 1 ? parts[1] : nil
        method.writes.append(
          Write(
            name: root, node: Syntax(target), member: member,
            isCallback: member != nil && value?.is(ClosureExprSyntax.self) == true,
            givesDataSource: parts.count == 2 && member == "dataSource"
              && Self.isListName(root, type: type(ofVariable: root, in: method))
              && value.map { !$0.is(NilLiteralExprSyntax.self) } == true))
      }
    }

  }
#endif
