import Foundation

#if canImport(SwiftParser)
  import SwiftParser
  import SwiftSyntax
#endif

/// A user's source file as `screenlab run` compiles it: the rewritten copy and what the scan
/// found in it (Docs/Run.md §2, §3).
struct RunSource: Hashable {
  /// The path as given on the command line.
  let path: String
  /// The rewritten text: the same lines, `@objc` and friends blanked, `#selector` turned into
  /// `Selector("…")`, then the generated tail after the last line.
  var text: String
  /// The types found, in source order.
  var types: [RunType] = []
  /// The selector names (Objective-C form) that `#selector` expressions produced.
  var selectors: [String] = []
}

/// A type declared in the sources, as far as hosting and the selector table need to know.
struct RunType: Hashable {
  enum Kind: Hashable { case structure, classType, enumeration, actor, extensionBlock }
  /// The qualified name (`Outer.Inner`).
  let name: String
  let kind: Kind
  /// The inherited types' last name components (`View`, `UIView`, `PreviewProvider`).
  let inherits: [String]
  let isGeneric: Bool
  /// Whether it is declared `private` or `fileprivate`, or nested in such a type.
  let isFilePrivate: Bool
  /// The parameter labels of each initializer declared in the type's body (`[]` for
  /// `init()`; a defaulted parameter counts as absent); nil entries are failable or
  /// throwing initializers.
  var initializers: [[String]?] = []
  /// Whether the body declares a designated initializer (one not marked `convenience`): a
  /// class without one inherits its superclass's, `init(frame:)` among them (The Swift
  /// Programming Language, Initialization, "Automatic Initializer Inheritance").
  var declaresDesignatedInitializer = false
  /// Whether every stored property can be left out of a memberwise `init()`.
  var storedPropertiesDefaulted = true
  /// The stored properties a memberwise initializer needs a value for, in source order.
  var requiredProperties: [String] = []
  /// Whether a property needs an environment object (`@EnvironmentObject`).
  var needsEnvironmentObject = false
  /// Instance methods: name, labels, parameter types, effects.
  var methods: [RunMethod] = []
  /// Every identifier used in the type's body.
  var identifiers: Set<String> = []
  /// For a `#Preview` turned into a view type: the name it is hosted under (its title, else
  /// `Preview`, `Preview2`, …).
  var previewName: String?
  /// The shapes of ``requiredProperties``' memberwise parameters, in the same order.
  var requiredShapes: [RunShape] = []
  /// The required parameters of each initializer of ``initializers``, in the same order (nil
  /// where that entry is nil).
  var initializerParameters: [[RunParameter]?] = []
  /// The generic parameters of each initializer of ``initializers`` (`init<A: View>`), in the
  /// same order.
  var initializerGenerics: [[RunGenericParameter]] = []
  /// The types of the `@EnvironmentObject` properties, in source order.
  var environmentObjectTypes: [String] = []
  /// An enumeration's first case, when it has no associated values.
  var firstCase: String?
  /// For a type conforming to `App`: whether its `body` has a `WindowGroup`.
  var hasWindowGroup = false
  /// The generic parameters of a generic type, each with the protocols it is constrained to
  /// (in its clause or the `where` clause).
  var genericParameters: [RunGenericParameter] = []
  /// The `@IBOutlet` properties, in declaration order (Docs/Run.md §3, "Interface Builder").
  var outlets: [RunOutlet] = []
  /// Whether the body declares `loadView()`.
  var declaresLoadView = false
}

/// An `@IBOutlet` property: its name, the class named by its type (`UILabel` for `UILabel!`),
/// whether it is an outlet collection (`[UIButton]!`), `weak`, or `private`.
struct RunOutlet: Hashable {
  let name: String
  let typeName: String
  let isCollection: Bool
  let isWeak: Bool
  let isPrivate: Bool
}

struct RunGenericParameter: Hashable {
  let name: String
  var constraints: [String]
}

/// The shape of a parameter's type, as far as an argument can be synthesized for it
/// (Docs/Run.md §3).
indirect enum RunShape: Hashable {
  /// `T?`, `Optional<T>`: `nil`.
  case optional
  /// A function type with this many parameters; `returnsVoid` when its result is `Void`.
  case function(parameters: Int, returnsVoid: Bool)
  /// A function whose result is a named type (`() -> Content`, `(Item) -> Row`).
  case producing(parameters: Int, result: String)
  case array
  case dictionary
  /// `Binding<T>`, with the shape and text of `T`.
  case binding(RunShape, text: String)
  /// A named type without generic arguments (`Bool`, `String`, a type of the sources).
  case named(String)
  /// Anything else, as written.
  case other(String)
}

/// One required parameter of an initializer: its label (`_` when none) and type.
struct RunParameter: Hashable {
  let label: String
  let shape: RunShape
}

/// An instance method a selector may name.
struct RunMethod: Hashable {
  let base: String
  let labels: [String]
  let parameterTypes: [String]
  let throwsError: Bool
  let isAsync: Bool

  /// The Objective-C selector name (HeadlessUIKit's `Selector.objectiveCName`).
  var selectorName: String {
    guard let first = labels.first else { return base }
    var name = base
    if first != "_" { name += "With" + first.prefix(1).uppercased() + first.dropFirst() }
    name += ":"
    for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
    return name
  }
}

/// What can be hosted, found by the scan (Docs/Run.md §3).
struct RunHostable: Hashable {
  enum Kind: String, Hashable { case view, preview, uiView, viewController, app }
  let name: String
  let kind: Kind
  /// How the generated code makes it (`PanelScreen()`, `Card_Previews.previews`).
  var make: String
  var isScreen: Bool
  /// The index of the file that declares it (its generated function makes it).
  let file: Int
  /// What was synthesized to make it (arguments, an injected environment object), as the
  /// generated call (`LikeButton(isLiked: $isLiked)`, `@State isLiked = false`), or nil when
  /// it is made by the file's own code (Docs/Run.md §3).
  var synthesized: String? = nil
  /// The generated declarations it needs (the `@State` host of a synthesized binding).
  var declarations: [String] = []
}

enum RunRewriter {
  /// Whether this build can parse Swift (SwiftSyntax from the toolchain).
  static var isAvailable: Bool {
    #if canImport(SwiftParser)
      return true
    #else
      return false
    #endif
  }

  /// The UIKit classes a hosted view or controller may descend from.
  static let uiViewClasses: Set<String> = [
    "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView", "UIScrollView",
    "UITableView", "UITextField", "UICollectionView", "UITableViewCell", "UITextView",
    "UISlider", "UISwitch", "UISegmentedControl", "UIPageControl", "UIProgressView",
    "UIActivityIndicatorView", "UIVisualEffectView", "UICollectionViewCell",
    "UICollectionReusableView", "UITableViewHeaderFooterView", "UIDatePicker", "UIPickerView",
    "UISearchBar", "UINavigationBar", "UITabBar", "UIToolbar", "UIStepper",
  ]
  static let viewControllerClasses: Set<String> = [
    "UIViewController", "UITableViewController", "UINavigationController",
    "UICollectionViewController", "UITabBarController", "UIPageViewController",
    "UISplitViewController", "UIAlertController",
  ]

  /// The name of the generated code's file in compiler messages.
  static let generatedFile = "screenlab-run-generated.swift"

  #if canImport(SwiftParser)
    /// Scans and rewrites `text` (Docs/Run.md §2): the returned text has exactly the lines of
    /// `text`, with the rewritten spans replaced on the same lines.
    static func rewrite(path: String, text: String) -> RunSource {
      let tree = Parser.parse(source: text)
      let scanner = Scanner(viewMode: .sourceAccurate)
      scanner.previewPrefix = String(RunPackage.hash(path).prefix(8))
      scanner.walk(tree)
      let methodsByBase = Dictionary(grouping: scanner.allMethods, by: { $0.method.base })
      var edits: [Edit] = scanner.edits
      var selectors: [String] = []
      for site in scanner.selectorSites {
        let name = site.resolve(methodsByBase)
        selectors.append(name)
        edits.append(Edit(range: site.range, replacement: "Selector(\"\(name)\")"))
      }
      var source = RunSource(path: path, text: apply(edits, to: text))
      source.types = scanner.types
      source.selectors = selectors
      return source
    }

    /// A span of the source replaced by other text. A shorter replacement is padded with
    /// spaces, and every newline of the span is kept, so lines and, mostly, columns stay.
    struct Edit {
      let range: Range<Int>
      let replacement: String
    }

    static func apply(_ edits: [Edit], to text: String) -> String {
      var bytes = Array(text.utf8)
      for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
        guard edit.range.upperBound <= bytes.count else { continue }
        let old = bytes[edit.range]
        let newlines = old.filter { $0 == UInt8(ascii: "\n") }.count
        var new = Array(edit.replacement.utf8)
        let oldWidth = old.count - newlines
        if new.count < oldWidth {
          new += Array(repeating: UInt8(ascii: " "), count: oldWidth - new.count)
        }
        new += Array(repeating: UInt8(ascii: "\n"), count: newlines)
        bytes.replaceSubrange(edit.range, with: new)
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    /// One `#selector(…)` expression.
    struct SelectorSite {
      let range: Range<Int>
      let base: String
      /// The labels written (`handleTap(_:)`), or nil (`handleTap`).
      let labels: [String]?
      /// `getter:` / `setter:`.
      let accessor: String?
      /// The enclosing type, to prefer its method when the labels are not written.
      let enclosingType: String?

      func resolve(_ methods: [String: [(type: String, method: RunMethod)]]) -> String {
        if accessor == "getter" { return base }
        if accessor == "setter" {
          return "set" + base.prefix(1).uppercased() + base.dropFirst() + ":"
        }
        if let labels {
          return RunMethod(
            base: base, labels: labels, parameterTypes: [], throwsError: false, isAsync: false
          ).selectorName
        }
        let candidates = methods[base] ?? []
        let own = candidates.first { $0.type == enclosingType } ?? candidates.first
        return own?.method.selectorName ?? base
      }
    }

    final class Scanner: SyntaxVisitor {
      var edits: [Edit] = []
      var selectorSites: [SelectorSite] = []
      var types: [RunType] = []
      var allMethods: [(type: String, method: RunMethod)] = []
      /// How many `#Preview`s the file has had so far.
      private var previews = 0
      /// Makes the preview types of different files different (a hash of the path).
      var previewPrefix = ""
      /// The enclosing type declarations: index in `types`, name, file-private.
      private var stack: [(index: Int, name: String, filePrivate: Bool)] = []

      /// Attributes blanked in the copy. The Interface Builder connections (`@IBOutlet`,
      /// `@IBAction`, `@IBSegueAction`) need Objective-C classes ("'@IBOutlet' property cannot
      /// have non-'@objc' class type"); with no storyboard headless, outlets stay nil.
      static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "main", "UIApplicationMain", "NSApplicationMain",
        "IBOutlet", "IBAction", "IBSegueAction",
      ]

      private func blank(_ node: some SyntaxProtocol) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(range: start..<end, replacement: ""))
      }

      private func range(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia
          .utf8Offset..<node.endPositionBeforeTrailingTrivia
          .utf8Offset
      }

      override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if Self.removedAttributes.contains(name) { blank(node) }
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

      /// At file scope the parser gives `#Preview { … }` as an expression statement.
      private func preview(
        _ node: some SyntaxProtocol, arguments: LabeledExprListSyntax, closure: ClosureExprSyntax
      ) {
        previews += 1
        let typeName = "__ScreenLabPreview\(previewPrefix)_\(previews)"
        var title: String?
        if let first = arguments.first, first.label == nil,
          let literal = first.expression.as(StringLiteralExprSyntax.self),
          literal.segments.count == 1,
          let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        {
          title = segment.content.text
        }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let open = closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(
          Edit(
            range: start..<open,
            replacement: "enum \(typeName) { @ViewBuilder static var previews: some View {"))
        edits.append(Edit(range: range(closure.rightBrace), replacement: "} }"))
        var type = RunType(
          name: typeName, kind: .enumeration, inherits: [], isGeneric: false,
          isFilePrivate: false)
        type.identifiers = Set(
          closure.statements.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let text) = token.tokenKind { return text }
            return nil
          })
        let unnamed = types.filter { $0.previewName?.hasPrefix("Preview") == true }.count
        type.previewName = title ?? (unnamed == 0 ? "Preview" : "Preview\(unnamed + 1)")
        types.append(type)
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

      /// The modules a `canImport` finds: ScreenLab's facades and the toolchain's own.
      static let importableModules = Set(
        RunPackage.facades + ["Foundation", "Observation", "Dispatch"])

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
        inactiveClauses.contains(node.id) ? .skipChildren : .visitChildren
      }

      /// The value of a `#if` condition on iOS, when it is known from `os(…)`, `canImport(…)`
      /// and literals alone; nil when it depends on anything else (`DEBUG`, `swift(>=5.9)`).
      static func iOSValue(_ expression: ExprSyntax) -> Bool? {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
          return literal.literal.tokenKind == .keyword(.true)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
          let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
          let argument = call.arguments.first?.expression.trimmedDescription
        {
          switch name {
          case "os": return argument == "iOS"
          case "canImport": return importableModules.contains(argument)
          default: return nil
          }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
          return iOSValue(prefix.expression).map { !$0 }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
          let only = tuple.elements.first
        {
          return iOSValue(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
          let elements = Array(sequence.elements)
          // `||` binds more loosely than `&&`: split on it first.
          for operatorText in ["||", "&&"] {
            var parts: [[ExprSyntax]] = [[]]
            for element in elements {
              if let op = element.as(BinaryOperatorExprSyntax.self),
                op.operator.text == operatorText
              {
                parts.append([])
              } else {
                parts[parts.count - 1].append(element)
              }
            }
            guard parts.count > 1 else { continue }
            let values = parts.map { part -> Bool? in
              part.count == 1
                ? iOSValue(part[0])
                : iOSValue(ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(part))))
            }
            if operatorText == "||" {
              if values.contains(true) { return true }
              return values.allSatisfy { $0 == false } ? false : nil
            }
            if values.contains(false) { return false }
            return values.allSatisfy { $0 == true } ? true : nil
          }
        }
        return nil
      }

      // MARK: Types

      private func enter(
        name: String, kind: RunType.Kind, inheritance: InheritanceClauseSyntax?,
        generic: Bool, modifiers: DeclModifierListSyntax, members: MemberBlockSyntax
      ) {
        let isPrivate = modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        let outer = stack.last
        let qualified =
          kind == .extensionBlock || outer == nil
          ? name : outer.map { $0.name + "." + name } ?? name
        let inherits =
          inheritance?.inheritedTypes.map {
            String($0.type.trimmedDescription.split(separator: ".").last ?? "")
          } ?? []
        var type = RunType(
          name: qualified, kind: kind, inherits: inherits, isGeneric: generic,
          isFilePrivate: isPrivate || (outer?.filePrivate ?? false))
        type.identifiers = Set(
          members.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let text) = token.tokenKind { return text }
            return nil
          })
        types.append(type)
        stack.append((types.count - 1, qualified, type.isFilePrivate))
      }

      override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
          name: node.name.text, kind: .structure, inheritance: node.inheritanceClause,
          generic: node.genericParameterClause != nil, modifiers: node.modifiers,
          members: node.memberBlock)
        if let clause = node.genericParameterClause, let top = stack.last {
          var parameters = clause.parameters.map { parameter in
            RunGenericParameter(
              name: parameter.name.text,
              constraints: parameter.inheritedType.map { Self.protocols($0) } ?? [])
          }
          let requirements =
            (clause.genericWhereClause?.requirements.map { $0 } ?? [])
            + (node.genericWhereClause?.requirements.map { $0 } ?? [])
          for requirement in requirements {
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
              let index = parameters.firstIndex(where: {
                $0.name == conformance.leftType.trimmedDescription
              })
            else { continue }
            parameters[index].constraints += Self.protocols(conformance.rightType)
          }
          types[top.index].genericParameters = parameters
        }
        return .visitChildren
      }

      /// The protocols of a constraint (`View`, `Hashable & Identifiable`), by their last name.
      static func protocols(_ type: TypeSyntax) -> [String] {
        if let composition = type.as(CompositionTypeSyntax.self) {
          return composition.elements.flatMap { protocols($0.type) }
        }
        return [String(type.trimmedDescription.split(separator: ".").last ?? "")]
      }
      override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }

      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
          name: node.name.text, kind: .classType, inheritance: node.inheritanceClause,
          generic: node.genericParameterClause != nil, modifiers: node.modifiers,
          members: node.memberBlock)
        return .visitChildren
      }
      override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }

      override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
          name: node.name.text, kind: .enumeration, inheritance: node.inheritanceClause,
          generic: node.genericParameterClause != nil, modifiers: node.modifiers,
          members: node.memberBlock)
        return .visitChildren
      }
      override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }

      override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
          name: node.name.text, kind: .actor, inheritance: node.inheritanceClause,
          generic: node.genericParameterClause != nil, modifiers: node.modifiers,
          members: node.memberBlock)
        return .visitChildren
      }
      override func visitPost(_ node: ActorDeclSyntax) { stack.removeLast() }

      override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
          name: node.extendedType.trimmedDescription, kind: .extensionBlock,
          inheritance: node.inheritanceClause, generic: node.genericWhereClause != nil,
          modifiers: node.modifiers, members: node.memberBlock)
        return .visitChildren
      }
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
            : required.map { RunParameter(label: $0.firstName.text, shape: Self.shape($0.type)) })
        types[top.index].initializerGenerics.append(
          node.genericParameterClause.map { clause in
            var parameters = clause.parameters.map { parameter in
              RunGenericParameter(
                name: parameter.name.text,
                constraints: parameter.inheritedType.map { Self.protocols($0) } ?? [])
            }
            for requirement in node.genericWhereClause?.requirements ?? [] {
              guard case .conformanceRequirement(let conformance) = requirement.requirement,
                let index = parameters.firstIndex(where: {
                  $0.name == conformance.leftType.trimmedDescription
                })
              else { continue }
              parameters[index].constraints += Self.protocols(conformance.rightType)
            }
            return parameters
          } ?? [])
        if !node.modifiers.contains(where: { $0.name.text == "convenience" }) {
          types[top.index].declaresDesignatedInitializer = true
        }
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

      override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let top = stack.last, isMember(node) else { return .visitChildren }
        let isStatic = node.modifiers.contains {
          ["static", "class", "lazy"].contains($0.name.text)
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
            "Environment", "Namespace", "FocusState", "EnvironmentObject", "GestureState",
          ]
          if wrappers.contains(where: needsNoValue.contains) { continue }
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

      /// The shape of a written type (``RunShape``).
      static func shape(_ type: TypeSyntax) -> RunShape {
        if let attributed = type.as(AttributedTypeSyntax.self) {
          return shape(attributed.baseType)
        }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
          return .optional
        }
        if let function = type.as(FunctionTypeSyntax.self) {
          let result = function.returnClause.type.trimmedDescription
          if result != "Void", result != "()",
            let name = function.returnClause.type.as(IdentifierTypeSyntax.self),
            name.genericArgumentClause == nil
          {
            return .producing(parameters: function.parameters.count, result: name.name.text)
          }
          return .function(
            parameters: function.parameters.count, returnsVoid: result == "Void" || result == "()")
        }
        if type.is(ArrayTypeSyntax.self) { return .array }
        if type.is(DictionaryTypeSyntax.self) { return .dictionary }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
          let only = tuple.elements.first
        {
          return shape(only.type)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
          let name = identifier.name.text
          guard let arguments = identifier.genericArgumentClause?.arguments else {
            return .named(name)
          }
          switch name {
          case "Optional": return .optional
          case "Array", "Set": return .array
          case "Dictionary": return .dictionary
          case "Binding":
            if arguments.count == 1, let argument = arguments.first,
              case .type(let inner) = argument.argument
            {
              return .binding(shape(inner), text: inner.trimmedDescription)
            }
          default: break
          }
        }
        if type.is(MemberTypeSyntax.self) { return .named(type.trimmedDescription) }
        return .other(type.trimmedDescription)
      }
    }
  #endif

  // MARK: - Hosting and the selector table

  /// The candidates of every source, in source order (Docs/Run.md §3).
  static func hostables(_ sources: [RunSource]) -> [RunHostable] {
    let all = sources.flatMap(\.types)
    // Class names that descend from a UIKit view or view controller, through the sources.
    func descends(_ name: String, from roots: Set<String>, seen: Set<String> = []) -> Bool {
      guard let type = all.first(where: { $0.name == name && $0.kind == .classType }),
        !seen.contains(name)
      else { return false }
      for parent in type.inherits {
        if roots.contains(parent) || descends(parent, from: roots, seen: seen.union([name])) {
          return true
        }
      }
      return false
    }
    var found: [(RunHostable, RunType)] = []
    for (file, source) in sources.enumerated() {
      // A generic view is made with simple type arguments (``typeArguments(_:)``); other
      // generic types are hosted only through a preview that makes them.
      for type in source.types
      where type.kind != .extensionBlock
        && (!type.isGeneric
          || (type.kind == .structure && type.inherits.contains("View")
            && !type.inherits.contains("PreviewProvider")))
      {
        let noArgument = type.initializers.contains { $0 == [] }
        // A class with only convenience initializers still inherits `init(frame:)`/`init()`.
        let noInitializers =
          type.kind == .classType
          ? !type.declaresDesignatedInitializer : type.initializers.isEmpty
        if let name = type.previewName {
          found.append(
            (
              RunHostable(
                name: name, kind: .preview, make: "\(type.name).previews", isScreen: true,
                file: file),
              type
            ))
        } else if type.inherits.contains("PreviewProvider") {
          found.append(
            (
              RunHostable(
                name: type.name, kind: .preview, make: "\(type.name).previews", isScreen: true,
                file: file), type
            ))
        } else if type.inherits.contains("App"), type.kind == .structure, type.hasWindowGroup {
          // An app's scene: its `WindowGroup`'s root view is hosted (Docs/Run.md §3).
          found.append(
            (
              RunHostable(
                name: type.name, kind: .app, make: "\(type.name)()", isScreen: true, file: file),
              type
            ))
        } else if type.inherits.contains("View"),
          type.kind == .structure || type.kind == .enumeration,
          let synthesis = viewSynthesis(type, in: all)
        {
          var hostable = RunHostable(
            name: type.name, kind: .view, make: synthesis.call(type.name), isScreen: true,
            file: file)
          if synthesis.arguments.count + synthesis.environmentObjects.count
            + synthesis.typeArguments.count > 0
          {
            hostable.synthesized = synthesis.note(type.name)
          }
          if synthesis.needsHost {
            let host = hostDeclaration(for: type.name, synthesis)
            hostable.make = host.name + "()"
            hostable.declarations = [host.text]
          }
          found.append((hostable, type))
        } else if type.kind == .classType, descends(type.name, from: uiViewClasses) {
          let frame = type.initializers.contains { $0 == ["frame"] }
          if frame || noInitializers {
            found.append(
              (
                RunHostable(
                  name: type.name, kind: .uiView,
                  make: "\(type.name)(frame: CGRect(x: 0, y: 0, width: 390, height: 844))",
                  isScreen: true, file: file), type
              ))
          } else if noArgument {
            found.append(
              (
                RunHostable(
                  name: type.name, kind: .uiView, make: "\(type.name)()", isScreen: true,
                  file: file), type
              ))
          } else if let synthesis = declaredSynthesis(type, in: all, live: false) {
            var hostable = RunHostable(
              name: type.name, kind: .uiView, make: synthesis.call(type.name), isScreen: true,
              file: file)
            hostable.synthesized = synthesis.note(type.name)
            found.append((hostable, type))
          }
        } else if type.kind == .classType, descends(type.name, from: viewControllerClasses) {
          if noArgument || noInitializers {
            found.append(
              (
                RunHostable(
                  name: type.name, kind: .viewController, make: "\(type.name)()",
                  isScreen: true, file: file), type
              ))
          } else if let synthesis = declaredSynthesis(type, in: all, live: false) {
            var hostable = RunHostable(
              name: type.name, kind: .viewController, make: synthesis.call(type.name),
              isScreen: true, file: file)
            hostable.synthesized = synthesis.note(type.name)
            found.append((hostable, type))
          }
        }
      }
    }
    // A screen is a candidate no other candidate, or other view type, uses.
    let users = all.filter {
      $0.inherits.contains("View") || $0.inherits.contains("PreviewProvider")
        || $0.inherits.contains("App") || $0.previewName != nil
        || descends($0.name, from: uiViewClasses.union(viewControllerClasses))
    }
    var result = found.map { hostable, type in
      var hostable = hostable
      hostable.isScreen = !users.contains {
        $0.name != type.name && $0.identifiers.contains(type.name)
      }
      return hostable
    }
    // The file's own entry points (a preview, an app, a view it can make) come first: a view
    // made with synthesized arguments is a screen only when the sources have no other.
    if result.contains(where: { $0.isScreen && $0.synthesized == nil }) {
      for index in result.indices where result[index].synthesized != nil {
        result[index].isScreen = false
      }
    }
    // A class written for Interface Builder gets its outlets connected as a nib would.
    return zip(result, found).map { hostable, entry in
      connectingOutlets(
        hostable, type: entry.1, in: all,
        isView: { uiViewClasses.contains($0) || descends($0, from: uiViewClasses) })
    }
  }

  /// The generated tail of source `file` (after its last line, so no user line moves): a
  /// function listing the file's candidates and one registering its selector-table entries,
  /// both in the file so that its `private` types and methods are reachable (Docs/Run.md §2).
  static func generatedTail(
    for source: RunSource, file: Int, hostables: [RunHostable], selectors: Set<String>
  ) -> String {
    var lines = [
      "", "#sourceLocation(file: \"\(generatedFile)\", line: 1)", "import ScreenLabRun",
    ]
    let mine = hostables.filter { $0.file == file }
    // `SelectorTable` and `CGRect` come with the UIKit facade, which the user's file may not
    // import itself.
    lines.append("import UIKit")
    lines.append("@MainActor func __screenlabCandidates\(file)() -> [RunCandidate] {")
    lines.append("  [")
    for hostable in mine {
      let factory: String
      switch hostable.kind {
      case .view: factory = "view"
      // `PreviewProvider` is main-actor isolated: `preview` makes it on the main actor.
      case .preview: factory = "preview"
      case .uiView: factory = "uiView"
      case .viewController: factory = "viewController"
      case .app: factory = "app"
      }
      let synthesized = hostable.synthesized.map { ", synthesized: \(literal($0))" } ?? ""
      lines.append(
        "    .\(factory)(\"\(hostable.name)\", isScreen: \(hostable.isScreen)\(synthesized)) { \(hostable.make) },"
      )
    }
    lines.append("  ]")
    lines.append("}")
    lines += mine.flatMap(\.declarations)
    var registrations: [String] = []
    for (index, type) in source.types.enumerated()
    where (type.kind == .classType || type.kind == .extensionBlock) && !type.isGeneric {
      let methods = type.methods.filter { selectors.contains($0.selectorName) && !$0.isAsync }
      guard !methods.isEmpty else { continue }
      let function = "__screenlabSelectors\(file)_\(index)"
      lines.append("extension \(type.name) {")
      lines.append("  static func \(function)() {")
      var seen = Set<String>()
      for method in methods where seen.insert(method.selectorName).inserted {
        lines.append(
          "    SelectorTable.register(\"\(method.selectorName)\", on: \(type.name).self) { target, arguments in"
        )
        lines.append("      guard let target = target as? \(type.name) else { return false }")
        var call: [String] = []
        for (position, parameterType) in method.parameterTypes.enumerated() {
          let cleaned = parameterType.replacingOccurrences(of: "inout ", with: "")
          lines.append(
            "      guard let a\(position) = SelectorTable.argument(arguments, \(position), as: (\(cleaned)).self) else { return false }"
          )
          let label = method.labels[position]
          call.append(label == "_" ? "a\(position)" : "\(label): a\(position)")
        }
        let attempt = method.throwsError ? "try? " : ""
        lines.append(
          "      _ = \(attempt)target.\(method.base)(\(call.joined(separator: ", ")))")
        lines.append("      return true")
        lines.append("    }")
      }
      lines.append("  }")
      lines.append("}")
      registrations.append("\(type.name).\(function)()")
    }
    lines.append("func __screenlabSelectors\(file)() {")
    lines += registrations.map { "  " + $0 }
    lines.append("}")
    lines.append("#sourceLocation()")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      default: escaped.append(character)
      }
    }
    return "\"" + escaped + "\""
  }

  /// The generated `main.swift`: every file's candidates, every file's selector entries.
  static func mainFile(fileCount: Int) -> String {
    let candidates = (0..<fileCount).map { "__screenlabCandidates\($0)()" }
    let selectors = (0..<fileCount).map { "  __screenlabSelectors\($0)()" }
    return """
      // Generated by `screenlab run` (Docs/Run.md §2); rewritten on every run.
      import ScreenLabRun

      // Views and UIKit are main-actor code: the driver runs on the main actor, which
      // top-level code that awaits is (SE-0343), in the Swift 5 and 6 language modes alike.
      @MainActor func __screenlabMain() -> Never {
        RunDriver.main(
          \(candidates.isEmpty ? "[]" : candidates.joined(separator: " + ")),
          registerSelectors: {
        \(selectors.joined(separator: "\n"))
          })
      }
      await __screenlabMain()

      """
  }
}
