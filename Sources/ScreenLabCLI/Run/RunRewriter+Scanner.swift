import Foundation

#if canImport(SwiftParser)
  import SwiftParser
  import SwiftSyntax
#endif

extension RunRewriter {
  #if canImport(SwiftParser)
    final class Scanner: SyntaxVisitor {
      var edits: [Edit] = []
      var selectorSites: [SelectorSite] = []
      var types: [RunType] = []
      var allMethods: [(type: String, method: RunMethod)] = []
      /// How many `#Preview`s the file has had so far.
      var previews = 0
      /// Makes the preview types of different files different (a hash of the path).
      var previewPrefix = ""
      /// Line numbers of the original text, for the previews' bodies.
      var converter: SourceLocationConverter?
      /// The previews (type names) whose bodies the copy empties (``previewBody(_:_:empty:)``).
      var emptying: Set<String> = []
      /// The `#Preview`s (type names) whose bodies make a UIKit view controller or view.
      var uiKitPreviews: [String: RunHostable.Kind] = [:]
      /// ``RunSource/previewableNotes``.
      var previewableNotes: [Int: String] = [:]
      /// The spans of the emptied bodies: no other edit applies inside them.
      var emptied: [Range<Int>] = []
      /// The enclosing type declarations: index in `types`, name, file-private, local.
      private var stack: [(index: Int, name: String, filePrivate: Bool, isLocal: Bool)] = []
      /// The nested types whose `private` the copy turns into `fileprivate`.
      var widened: [String] = []

      /// Attributes blanked in the copy. Interface Builder's connections need Objective-C
      /// classes ("'@IBOutlet' property cannot have non-'@objc' class type"); headless, the
      /// outlets are made and connected as a nib would (Docs/Run.md §3).
      static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "main", "UIApplicationMain", "NSApplicationMain",
        "IBOutlet", "IBAction", "IBSegueAction",
      ]

      func blank(_ node: some SyntaxProtocol) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(range: start..<end, replacement: ""))
      }

      func range(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia
          .utf8Offset..<node.endPositionBeforeTrailingTrivia
          .utf8Offset
      }

      override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if Self.removedAttributes.contains(name) { blank(node) } else { managed(node, name) }
        return .visitChildren
      }

      override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "dynamic" { blank(node) }
        return .visitChildren
      }

      /// `#Preview("Title") { body }` becomes, on the same lines,
      /// `enum __ScreenLabPreviewN { @ViewBuilder static var previews: some View { body } }`,
      /// hosted as a preview provider's `previews` is (no macro plugin is needed). The macro's
      /// other arguments (traits, layout) are dropped.
      override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview", stack.isEmpty,
          let closure = node.trailingClosure, node.additionalTrailingClosures.isEmpty
        else { return .visitChildren }
        preview(node, arguments: node.arguments, closure: closure)
        return .visitChildren
      }

      override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        let macro = node.macroName.text
        if macro == "Preview", stack.isEmpty, let closure = node.trailingClosure,
          node.additionalTrailingClosures.isEmpty,
          node.parent?.is(CodeBlockItemSyntax.self) == true
        {
          preview(node, arguments: node.arguments, closure: closure)
          return .visitChildren
        }
        if macro == "selector", let argument = node.arguments.first {
          var accessor: String?
          if let label = argument.label?.text, label == "getter" || label == "setter" {
            accessor = label
          }
          var expression = ExprSyntax(argument.expression)
          // `Type.method(_:)` and `self.method`: the method is the last member.
          var base = ""
          var labels: [String]?
          if let member = expression.as(MemberAccessExprSyntax.self) {
            base = member.declName.baseName.text
            labels = member.declName.argumentNames.map { $0.arguments.map { $0.name.text } }
          } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            base = reference.baseName.text
            labels = reference.argumentNames.map { $0.arguments.map { $0.name.text } }
          } else {
            expression = expression.trimmed
            base = expression.description
          }
          selectorSites.append(
            SelectorSite(
              range: range(node), base: base, labels: labels, accessor: accessor,
              enclosingType: stack.last?.name))
          return .skipChildren
        }
        if macro == "keyPath", let argument = node.arguments.first {
          let path = argument.expression.trimmedDescription.split(separator: ".")
          // `#keyPath(Type.a.b)` names `a.b`; a lower-case first part is already a property.
          let parts =
            path.first.map { $0.first?.isUppercase == true } == true ? path.dropFirst() : path[...]
          edits.append(
            Edit(range: range(node), replacement: "\"\(parts.joined(separator: "."))\""))
          return .skipChildren
        }
        return .visitChildren
      }

      /// Foundation's timers and run-loop scheduling keep their real-time meaning when called
      /// by their own names (Docs/Semantics/RunLoop.md RL-11); in the copy, the three spellings
      /// that have a virtual-clock stand-in on the runtime are turned into it, on the same
      /// line: `Timer.scheduledTimer(withTimeInterval:repeats:block:)`,
      /// `Timer(timeInterval:repeats:block:)` and `RunLoop.main.add(_:forMode:)`
      /// (`RunLoop.current` too).
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        let first = node.arguments.first?.label?.text
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        if callee == "Timer.scheduledTimer", first == "withTimeInterval" {
          edits.append(
            Edit(range: range(node.calledExpression), replacement: "Runtime.current.scheduledTimer")
          )
        } else if callee == "Timer", first == "timeInterval",
          labels == ["timeInterval", "repeats", "block"]
            || (labels == ["timeInterval", "repeats"] && node.trailingClosure != nil),
          let label = node.arguments.first?.label
        {
          edits.append(
            Edit(range: range(node.calledExpression), replacement: "Runtime.current.timer"))
          edits.append(Edit(range: range(label), replacement: "withTimeInterval"))
        } else if callee == "RunLoop.main.add" || callee == "RunLoop.current.add",
          labels == ["_", "forMode"]
        {
          edits.append(
            Edit(range: range(node.calledExpression), replacement: "Runtime.current.add"))
        }
        return .visitChildren
      }

      // MARK: Conditional compilation

      /// The clauses of `#if` blocks that are inactive on iOS, not scanned.
      private var inactiveClauses: Set<SyntaxIdentifier> = []

      /// `#if os(iOS)` is compiled as on iOS, which the program stands for: in each
      /// condition, `os(iOS)` becomes `true` and `os(X)` of any other platform `false`, on the
      /// same line (Docs/Run.md §2). The clauses that are then inactive (their condition
      /// false, or an earlier one true) are not scanned, so nothing of a macOS-only block is
      /// offered for hosting.
      override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        var decided = false
        var undetermined = false
        for clause in node.clauses {
          if let condition = clause.condition {
            let tokens = Array(condition.tokens(viewMode: .sourceAccurate))
            for index in tokens.indices where index + 3 < tokens.count {
              guard tokens[index].text == "os", tokens[index + 1].tokenKind == .leftParen,
                tokens[index + 3].tokenKind == .rightParen
              else { continue }
              let start = tokens[index].positionAfterSkippingLeadingTrivia.utf8Offset
              let end = tokens[index + 3].endPositionBeforeTrailingTrivia.utf8Offset
              edits.append(
                Edit(
                  range: start..<end,
                  replacement: tokens[index + 2].text == "iOS" ? "true" : "false"))
            }
          }
          if decided {
            inactiveClauses.insert(clause.id)
            continue
          }
          guard let condition = clause.condition else { continue }
          switch Self.iOSValue(condition) {
          case true?: decided = !undetermined
          case false?: if !undetermined { inactiveClauses.insert(clause.id) }
          case nil: undetermined = true
          }
        }
        return .visitChildren
      }

      override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard inactiveClauses.contains(node.id) else { return .visitChildren }
        // The types a clause inactive on iOS declares, for the "nothing to host" error.
        let condition = node.condition.map { " " + $0.trimmedDescription } ?? ""
        var declarations: [Syntax] = []
        if case .decls(let members) = node.elements {
          declarations = members.map { Syntax($0.decl) }
        } else if case .statements(let items) = node.elements {
          declarations = items.map { Syntax($0.item) }
        }
        for declaration in declarations {
          let name =
            declaration.as(StructDeclSyntax.self)?.name.text
            ?? declaration.as(ClassDeclSyntax.self)?.name.text
            ?? declaration.as(EnumDeclSyntax.self)?.name.text
          if let name { inactiveTypes.append("\(name) (\(node.poundKeyword.text)\(condition))") }
        }
        return .skipChildren
      }

      /// The types declared in clauses inactive on iOS (`BlendedWindowView (#if os(macOS))`).
      var inactiveTypes: [String] = []

      // MARK: Types

      /// Opens a type declaration: records it (qualified by the enclosing type, unless it is
      /// an extension) and makes it the innermost type until its `visitPost`.
      private func enter(
        _ node: some DeclGroupSyntax, name: String, kind: RunType.Kind, generic: Bool
      ) -> SyntaxVisitorContinueKind {
        let isPrivate = node.modifiers.contains {
          ["private", "fileprivate"].contains($0.name.text)
        }
        let outer = stack.last
        let isLocal = (outer?.isLocal ?? false) || Self.isLocal(node)
        let qualified =
          kind == .extensionBlock || outer == nil || Self.isLocal(node)
          ? name : outer.map { $0.name + "." + name } ?? name
        if kind != .extensionBlock, outer != nil, !isLocal, widenPrivate(node.modifiers) {
          widened.append(qualified)
        }
        let inherits =
          node.inheritanceClause?.inheritedTypes.map {
            String($0.type.trimmedDescription.split(separator: ".").last ?? "")
          } ?? []
        var type = RunType(
          name: qualified, kind: kind, inherits: inherits, isGeneric: generic,
          isFilePrivate: isPrivate || (outer?.filePrivate ?? false))
        type.identifiers = Self.identifiers(node.memberBlock)
        type.isLocal = isLocal
        types.append(type)
        stack.append((types.count - 1, qualified, type.isFilePrivate, isLocal))
        return .visitChildren
      }

      /// A `private` type nested in another (`struct Screen { private struct Row: View }`) is
      /// out of reach of the generated code after the type; in the copy it is `fileprivate`,
      /// which reaches the whole file and nothing more (at file scope the two are the same).
      /// The replacement is longer: what follows on that line moves four columns.
      @discardableResult
      private func widenPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        guard let modifier = modifiers.first(where: { $0.name.text == "private" }),
          modifier.detail == nil
        else { return false }
        edits.append(Edit(range: range(modifier), replacement: "fileprivate"))
        return true
      }

      override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if !stack.isEmpty, stack.last?.isLocal == false, !Self.isLocal(node) {
          widenPrivate(node.modifiers)
        }
        return .visitChildren
      }

      /// A named type declaration (struct, class, enum, actor).
      private func enter(
        _ node: some DeclGroupSyntax & NamedDeclSyntax & WithGenericParametersSyntax,
        kind: RunType.Kind
      ) -> SyntaxVisitorContinueKind {
        enter(node, name: node.name.text, kind: kind, generic: node.genericParameterClause != nil)
      }

      override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let next = enter(node, kind: .structure)
        types[types.count - 1].genericParameters = Self.genericParameters(
          of: node.genericParameterClause, where: node.genericWhereClause)
        return next
      }
      // A generic UIKit class gets simple type arguments as a generic view (Docs/Run.md §3).
      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let next = enter(node, kind: .classType)
        types[types.count - 1].genericParameters = Self.genericParameters(
          of: node.genericParameterClause, where: node.genericWhereClause)
        return next
      }
      override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, kind: .enumeration)
      }
      override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, kind: .actor)
      }
      override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
          node, name: node.extendedType.trimmedDescription, kind: .extensionBlock,
          generic: node.genericWhereClause != nil)
      }
      override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
      override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }
      override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
      override func visitPost(_ node: ActorDeclSyntax) { stack.removeLast() }
      override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }

      /// Whether `node` is directly in the member block of the innermost type.
      private func isMember(_ node: some SyntaxProtocol) -> Bool {
        node.parent?.is(MemberBlockItemSyntax.self) == true
      }

      override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let top = stack.last, isMember(node) else { return .visitChildren }
        let failable = node.optionalMark != nil
        let throwing = node.signature.effectSpecifiers?.throwsClause != nil
        let required = node.signature.parameterClause.parameters.filter { $0.defaultValue == nil }
        types[top.index].initializers.append(
          failable || throwing ? nil : required.map { $0.firstName.text })
        types[top.index].initializerParameters.append(
          failable || throwing
            ? nil
            : required.map {
              RunParameter(
                label: $0.firstName.text, shape: Self.shape($0.type),
                type: ($0.type.as(AttributedTypeSyntax.self)?.baseType ?? $0.type)
                  .trimmedDescription)
            })
        types[top.index].initializerGenerics.append(
          node.genericParameterClause.map { clause in
            Self.genericParameters(
              clause, requirements: node.genericWhereClause?.requirements.map { $0 } ?? [])
          } ?? [])
        if !node.modifiers.contains(where: { $0.name.text == "convenience" }) {
          types[top.index].declaresDesignatedInitializer = true
        }
        types[top.index].coderInitializer =
          RunRewriter.coderInitializer(node) ?? types[top.index].coderInitializer
        return .visitChildren
      }

      override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let top = stack.last, isMember(node) else { return .visitChildren }
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        guard !isStatic, case .identifier(let base) = node.name.tokenKind else {
          return .visitChildren
        }
        let parameters = node.signature.parameterClause.parameters
        if base == "loadView", parameters.isEmpty { types[top.index].declaresLoadView = true }
        let method = RunMethod(
          base: base, labels: parameters.map { $0.firstName.text },
          parameterTypes: parameters.map { $0.type.trimmedDescription },
          throwsError: node.signature.effectSpecifiers?.throwsClause != nil,
          isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil)
        let generic = node.genericParameterClause != nil
        if !generic, !parameters.contains(where: { $0.ellipsis != nil }) {
          types[top.index].methods.append(method)
          allMethods.append((top.name, method))
        }
        return .visitChildren
      }

      /// `view as! SKView`, `self.view as? MKMapView` in a type: the class its code expects its
      /// root view to be, which Interface Builder sets (Docs/Run.md §3, "Interface Builder").
      override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let top = stack.last, types[top.index].rootViewClass == nil else {
          return .visitChildren
        }
        let elements = Array(node.elements)
        for index in elements.indices.dropFirst().dropLast()
        where elements[index].is(UnresolvedAsExprSyntax.self) {
          let subject = elements[index - 1].trimmedDescription
          guard subject == "view" || subject == "self.view",
            let type = elements[index + 1].as(TypeExprSyntax.self)
          else { continue }
          var name = type.type.trimmedDescription
          while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
          types[top.index].rootViewClass = name
          break
        }
        return .visitChildren
      }

      override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let top = stack.last, isMember(node) else { return .visitChildren }
        let isStatic = node.modifiers.contains {
          ["static", "class", "lazy"].contains($0.name.text)
        }
        if isStatic, types[top.index].inherits.contains("PreviewProvider"),
          let binding = node.bindings.first, binding.pattern.trimmedDescription == "previews",
          case .getter(let statements)? = binding.accessorBlock?.accessors
        {
          previewBody(&types[top.index], statements)
        }
        guard !isStatic else { return .visitChildren }
        let wrappers = node.attributes.compactMap {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        }
        if wrappers.contains("IBOutlet") {
          let isWeak = node.modifiers.contains { ["weak", "unowned"].contains($0.name.text) }
          let isPrivate = node.modifiers.contains {
            ["private", "fileprivate"].contains($0.name.text)
          }
          for binding in node.bindings {
            guard let written = binding.typeAnnotation?.type,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            var inner = written
            if let wrapped = inner.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
              inner = wrapped.wrappedType
            } else if let wrapped = inner.as(OptionalTypeSyntax.self) {
              inner = wrapped.wrappedType
            }
            var isCollection = false
            if let array = inner.as(ArrayTypeSyntax.self) {
              inner = array.element
              isCollection = true
            }
            types[top.index].outlets.append(
              RunOutlet(
                name: name, typeName: inner.trimmedDescription, isCollection: isCollection,
                isWeak: isWeak, isPrivate: isPrivate))
          }
        }
        if wrappers.contains("EnvironmentObject") {
          types[top.index].needsEnvironmentObject = true
          for binding in node.bindings {
            if let type = binding.typeAnnotation?.type.trimmedDescription {
              types[top.index].environmentObjectTypes.append(type)
            }
          }
        }
        if types[top.index].inherits.contains("App"),
          node.bindings.contains(where: {
            $0.pattern.trimmedDescription == "body"
          })
        {
          types[top.index].hasWindowGroup = node.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .identifier("WindowGroup")
          }
        }
        let initializedByAttribute = node.attributes.contains {
          guard let attribute = $0.as(AttributeSyntax.self), attribute.arguments != nil else {
            return false
          }
          return attribute.attributeName.trimmedDescription.first?.isUppercase == true
        }
        for binding in node.bindings {
          if let accessors = binding.accessorBlock {
            // Computed unless its accessors are only observers.
            if case .accessors(let list) = accessors.accessors,
              list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) })
            {
            } else {
              continue
            }
          }
          if binding.initializer != nil { continue }
          let isOptional =
            binding.typeAnnotation.map {
              $0.type.is(OptionalTypeSyntax.self)
                || $0.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            } ?? false
          let needsNoValue: Set<String> = [
            "Environment", "Namespace", "FocusState", "AccessibilityFocusState",
            "EnvironmentObject", "GestureState",
          ]
          if wrappers.contains(where: needsNoValue.contains) { continue }
          // `@FocusedValue(Item.self) var item: Item?`, `@AppStorage("key") var key: String?`:
          // a wrapper whose attribute has arguments is made by them, and the memberwise
          // initializer takes nothing for it (Docs/Run.md §3).
          if initializedByAttribute { continue }
          if node.bindingSpecifier.text == "var", isOptional, wrappers.isEmpty { continue }
          // `@State var toast: Toast?` starts as nil: `State.init()` where the value is
          // optional (SwiftUI's `State` declares it), so the memberwise `init()` needs nothing.
          if isOptional, wrappers == ["State"] { continue }
          types[top.index].storedPropertiesDefaulted = false
          types[top.index].requiredProperties.append(binding.pattern.trimmedDescription)
          // The memberwise parameter of a `@Binding` is the binding; of another wrapper (or
          // none), the wrapped value.
          let written = binding.typeAnnotation.map { Self.shape($0.type) } ?? .other("")
          types[top.index].requiredShapes.append(
            wrappers.contains("Binding")
              ? .binding(written, text: binding.typeAnnotation?.type.trimmedDescription ?? "")
              : written)
        }
        return .visitChildren
      }

      override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let top = stack.last, isMember(node), types[top.index].kind == .enumeration,
          types[top.index].firstCase == nil, let first = node.elements.first
        else { return .visitChildren }
        types[top.index].firstCase = first.parameterClause == nil ? first.name.text : ""
        return .visitChildren
      }
    }
  #endif
}
