#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// The names a body refers to: bare identifiers and `self.` members, and locals it declares.
  /// A property only reset (`cachedPath = nil`, or given a new empty object: `cachedPath =
  /// UIBezierPath()`, `points = []`) is not referred to: resetting a cache neither reads it nor
  /// gives it a value anyone sees.
  final class ReferenceCollector: LocalNameVisitor {
    private(set) var bare: [String] = []
    private(set) var members: [String] = []
    private var resetTargets: Set<SyntaxIdentifier> = []
    /// Mentions that keep a list of what the body adds, not a value it shows: the list
    /// appended to or emptied (`layerStore.append(line)`, `layerStore.removeAll()`), or walked
    /// only to take each element out of the tree (`for layer in layerStore {
    /// layer.removeFromSuperlayer() }`, `layerStore.forEach { $0.removeFromSuperlayer() }`).
    private var bookkeeping: Set<SyntaxIdentifier> = []
    /// The names mentioned other than as bookkeeping.
    private var valued: Set<String> = []

    /// The property a mention names, bare or through `self.`.
    private static func mentioned(_ expression: ExprSyntax?) -> DeclReferenceExprSyntax? {
      if let reference = expression?.as(DeclReferenceExprSyntax.self) { return reference }
      if let member = expression?.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
      {
        return member.declName
      }
      return nil
    }

    /// Whether every statement of `statements` takes `element` (the loop's variable, or `$0`)
    /// out of the tree and does nothing else.
    private static func onlyRemoves(
      _ statements: CodeBlockItemListSyntax, element: String
    ) -> Bool {
      !statements.isEmpty
        && statements.allSatisfy { item in
          guard let call = item.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["removeFromSuperlayer", "removeFromSuperview"].contains(
              member.declName.baseName.text),
            member.base?.trimmedDescription == element
          else { return false }
          return true
        }
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
      if let element = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        Self.onlyRemoves(node.body.statements, element: element),
        let list = Self.mentioned(node.sequence)
      {
        bookkeeping.insert(list.id)
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        let list = Self.mentioned(member.base)
      else { return .visitChildren }
      switch member.declName.baseName.text {
      case "append", "removeAll":
        bookkeeping.insert(list.id)
      case "forEach":
        if let closure = node.trailingClosure
          ?? node.arguments.first?.expression.as(
            ClosureExprSyntax.self),
          closure.signature == nil, Self.onlyRemoves(closure.statements, element: "$0")
        {
          bookkeeping.insert(list.id)
        }
      default: break
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        Self.isReset(elements[2])
      {
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
          resetTargets.insert(reference.id)
        } else if let member = elements[0].as(MemberAccessExprSyntax.self),
          member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
          resetTargets.insert(member.declName.id)
        }
      }
      return .visitChildren
    }

    /// `nil`, an empty collection literal, or a new object made without arguments
    /// (`UIBezierPath()`).
    static func isReset(_ value: ExprSyntax) -> Bool {
      if value.is(NilLiteralExprSyntax.self) { return true }
      if let array = value.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
      if let dictionary = value.as(DictionaryExprSyntax.self) {
        return dictionary.content.is(TokenSyntax.self)
      }
      guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
        call.trailingClosure == nil,
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
      else { return false }
      return callee.baseName.text.first?.isUppercase == true
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      guard !resetTargets.contains(node.id) else { return .skipChildren }
      let name = node.baseName.text
      let kept = bookkeeping.contains(node.id)
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
        if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
          members.append(name)
          if !kept { valued.insert(name) }
        }
      } else if name != "self" {
        bare.append(name)
        if !kept { valued.insert(name) }
      }
      return .skipChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
      declared.insert((node.secondName ?? node.firstName).text)
      return .skipChildren
    }

    /// The referenced names that are not locals, in first-mention order.
    var references: [String] {
      var seen = Set<String>()
      var result: [String] = []
      for name in bare where !declared.contains(name) && seen.insert(name).inserted {
        result.append(name)
      }
      for name in members where seen.insert(name).inserted { result.append(name) }
      return result
    }

    /// The referenced names mentioned at least once other than as bookkeeping.
    var valueReferences: Set<String> {
      let memberNames = Set(members)
      return valued.filter { !declared.contains($0) || memberNames.contains($0) }
    }
  }

  /// What the rules know about one type that draws itself, or inherits a `draw` method.
  final class DrawnType {
    let type: TypeInfo
    /// The type and its superclasses in the analysis, nearest first.
    let chain: [TypeInfo]
    /// `draw(_:)` or `draw(in:)`, as findings name it.
    var drawName = "draw(_:)"
    /// The stored, writable properties the draw path reads.
    var drawn: Set<String> = []
    /// The drawn properties whose observer or setter requests a redraw (or that a layer's
    /// `needsDisplay(forKey:)` names, or `@Invalidating(.display)` marks).
    var automatic: Set<String> = []
    /// Drawn properties whose observer requests layout and not display (SL102 at the
    /// declaration).
    var layoutObserved: Set<String> = []
    /// The methods that request a redraw, directly or through other methods.
    var requesting: Set<String> = []
    /// The units that request a redraw.
    var requestingUnits: Set<ObjectIdentifier> = []
    /// The methods called from `draw` (transitively), the draw path.
    var drawPath: Set<String> = []
    /// The units of the draw path: `draw` itself, its helpers, the getters it reads.
    var drawPathUnits: [CodeUnit] = []
    /// The same units, by identity.
    var drawPathIDs: Set<ObjectIdentifier> = []
    /// Every identifier the draw path's units mention: the members of a drawn object that the
    /// pass reads are among them.
    var drawPathNames: Set<String> = []
    /// Properties written on the draw path.
    var writtenWhileDrawing: Set<String> = []
    /// Methods whose every caller requests a redraw.
    var coveredByCallers: Set<String> = []
    /// Methods whose every caller requests layout (and not display) after calling them.
    var layoutByCallers: Set<String> = []
    /// Whether layout requests redraw too (`layoutSubviews` requests display).
    var layoutRedraws = false
    /// Whether the view sets `contentMode = .redraw`.
    var redrawContentMode = false
    /// Whether the view redraws on every tick of a repeating timer or display link it starts
    /// when it is made: no write to a drawn property leaves it stale for longer than a tick.
    var redrawsContinuously = false
    /// Drawn properties whose observer applies the value to layers or subviews directly.
    var appliedDirectly: Set<String> = []
    /// Stored properties that only the draw path mentions (caches it keeps for itself).
    var drawOnlyProperties: Set<String> = []
    /// The brush settings (`DrawRules.isBrushSetting(_:drawn:)`), found once on first use:
    /// asked for every write of a drawn property, they would otherwise rescan the touch
    /// handlers of the whole chain each time.
    var brushSettings: Set<String>?

    init(type: TypeInfo, chain: [TypeInfo]) {
      self.type = type
      self.chain = chain
    }
  }

  /// Which units run while an object is set up, before it is first displayed.
  struct SetupAnalysis {
    /// Methods that start set-up: UIKit calls them once, before the first display.
    static let roots: Set<String> = [
      "awakeFromNib", "prepareForInterfaceBuilder", "viewDidLoad", "loadView", "makeUIView",
      "makeUIViewController", "makeNSView", "commonInit",
    ]

    /// The set-up units, by identity.
    private(set) var units: Set<ObjectIdentifier> = []

    /// Computes the set-up units of `type` (with its superclasses' units).
    ///
    /// A method is set-up when it is called, and every call to it is in set-up code: an
    /// initializer, a root, or another set-up method. Overrides and `@objc` methods are never
    /// set-up (UIKit may call them at any time).
    ///
    /// - Complexity: linear in the number of calls of the units.
    init(
      units chainUnits: [CodeUnit], externalCalls: [String: Int],
      functions: [String: [FunctionDeclSyntax]]
    ) {
      var byName: [String: [CodeUnit]] = [:]
      for unit in chainUnits {
        if case .function(let name) = unit.kind { byName[name, default: []].append(unit) }
      }
      // Callers per method: how many distinct units call it on self, plus outside calls.
      var callers: [String: Int] = [:]
      var callees: [ObjectIdentifier: [String]] = [:]
      for unit in chainUnits {
        var seen = Set<String>()
        for call in unit.calls where call.base == "self" || call.base == "super" {
          guard byName[call.name] != nil, seen.insert(call.name).inserted else { continue }
          callers[call.name, default: 0] += 1
          callees[ObjectIdentifier(unit), default: []].append(call.name)
        }
      }
      func eligible(_ name: String) -> Bool {
        guard let declarations = functions[name] else { return false }
        for function in declarations {
          if function.modifiers.has("override") || function.attributes.names.contains("objc")
            || function.attributes.names.contains("IBAction")
          {
            return false
          }
          let access = function.modifiers.accessLevel
          if access != "private" && access != "fileprivate" && externalCalls[name, default: 0] > 0 {
            return false
          }
        }
        return true
      }
      var pending: [CodeUnit] = chainUnits.filter { unit in
        switch unit.kind {
        case .initializer, .propertyValue: return true
        case .function(let name): return Self.roots.contains(name)
        default: return false
        }
      }
      var setupMethods = Set<String>()
      while let unit = pending.popLast() {
        guard units.insert(ObjectIdentifier(unit)).inserted else { continue }
        for name in callees[ObjectIdentifier(unit)] ?? [] {
          callers[name, default: 0] -= 1
          guard callers[name] == 0, eligible(name), setupMethods.insert(name).inserted else {
            continue
          }
          pending += byName[name] ?? []
        }
      }
    }

    func contains(_ unit: CodeUnit) -> Bool { units.contains(ObjectIdentifier(unit)) }
  }

  /// The names each body refers to, collected once per body.
  final class ReferenceCache {
    var done: [SyntaxIdentifier: [String]] = [:]
    var values: [SyntaxIdentifier: Set<String>] = [:]

    func references(_ body: Syntax) -> [String] {
      if let found = done[body.id] { return found }
      let collector = ReferenceCollector()
      collector.walk(body)
      let references = collector.references
      done[body.id] = references
      values[body.id] = collector.valueReferences
      return references
    }

    /// The names `body` mentions other than as the bookkeeping of what it adds to the tree
    /// (`ReferenceCollector`).
    func valueReferences(_ body: Syntax) -> Set<String> {
      if values[body.id] == nil { _ = references(body) }
      return values[body.id] ?? []
    }
  }
#endif
