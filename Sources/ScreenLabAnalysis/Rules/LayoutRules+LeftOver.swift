#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension LayoutRules {
    // MARK: - SL322

    /// The appearance callbacks UIKit runs each time a screen comes back into view.
    static let appearanceEntries: Set<String> = ["viewWillAppear", "viewDidAppear"]

    /// The calls that put a view or layer into another.
    static let addingCalls: Set<String> = [
      "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview",
      "addSublayer", "insertSublayer",
    ]

    /// Words of a condition that make an add a one-time set-up: a check for a view or layer
    /// already there (`nil`, `superview`, `subviews`, `isEmpty`, a count) or for a loaded view.
    static let onceWords = [
      "nil", "superview", "subviews", "sublayers", "isEmpty", "count", "contains", "first",
      "isViewLoaded", "window",
    ]

    /// SL322: a method UIKit or the user runs again and again — `viewWillAppear(_:)`,
    /// `viewDidAppear(_:)`, an `@IBAction`, a method a `#selector` names (a button's target, a
    /// refresh control's action) — makes new views or layers and adds them to a view that
    /// stays (`view`, a stored container, the view itself), directly, in the completion
    /// handler of a fetch it starts or in a method of the class it calls (four calls deep) —
    /// for an action, in a loop (`for`, `forEach`, `map`), since an action's single add is
    /// mostly an overlay that takes itself away — while nothing on the way removes any (`removeFromSuperview()`,
    /// `removeFromSuperlayer()`, `removeArrangedSubview`, `sublayers = nil`), the disappearance
    /// callbacks remove none, and the class never reads the container's `subviews`,
    /// `arrangedSubviews` or `sublayers` nor removes the stored view it replaces. Each run adds
    /// one more set, drawn over (or under) the last: a refresh shows new cards on top of the
    /// old deck, a screen shown again doubles its grid. Left alone: an add under a condition
    /// that checks what is there (`nil`, `superview`, `isEmpty`, a count) or a `Bool` flag of
    /// the class, an add into a view also made in the run, an activity indicator. Reported at
    /// the statement of the repeated method through which the add is reached.
    func viewsLeftOverFindings() -> [Finding] {
      var findings: [Finding] = []
      for type in project.index.ordered where type.isClass {
        guard let base = uiKitBase(of: type), base.hasPrefix("UI") else { continue }
        let text = type.declarations.map(\.description).joined(separator: "\n")
        let selectors = Self.selectorNames(in: text)
        let teardown = ["viewWillDisappear", "viewDidDisappear"].flatMap {
          type.functions[$0] ?? []
        }
        if teardown.contains(where: { Self.removesAny(reached(from: $0, in: type)) }) {
          continue
        }
        for (name, functions) in type.functions.sorted(by: { $0.key < $1.key }) {
          for function in functions {
            guard let reason = Self.repeatReason(function, name: name, selectors: selectors),
              let body = function.body, let file = file(of: function)
            else { continue }
            let chain = reached(from: function, in: type)
            guard !Self.removesAny(chain),
              let (statement, object, container) = leftOverAdd(
                from: body, chain: chain, in: type, text: text)
            else { continue }
            findings.append(
              project.warning(
                .viewsLeftOver, at: statement, file: file,
                Finding.Message(
                  "\(name)() runs again \(reason) and each run adds a new '\(object)' to "
                    + "'\(container)' without removing the ones the last run added: the old "
                    + "views stay on screen with the new ones; remove the earlier ones first "
                    + "(or make them once and update them)")))
          }
        }
      }
      return findings
    }

    /// Why `function` runs again, or nil when it is not a repeated entry.
    static func repeatReason(
      _ function: FunctionDeclSyntax, name: String, selectors: Set<String>
    ) -> String? {
      if appearanceEntries.contains(name) { return "each time the screen appears" }
      let attributes = function.attributes.map { $0.trimmedDescription }
      if attributes.contains(where: { $0.hasPrefix("@IBAction") }) { return "on each tap" }
      if selectors.contains(name) { return "on each action" }
      return nil
    }

    /// The method names `#selector(…)` names in `text`.
    static func selectorNames(in text: String) -> Set<String> {
      guard
        let pattern = try? NSRegularExpression(
          pattern: "#selector\\(\\s*(?:[A-Za-z_.]*\\.)?([A-Za-z_][A-Za-z0-9_]*)")
      else { return [] }
      let range = NSRange(text.startIndex..., in: text)
      return Set(
        pattern.matches(in: text, range: range).compactMap { match in
          Range(match.range(at: 1), in: text).map { String(text[$0]) }
        })
    }

    /// Whether any of `functions` removes a view or layer.
    static func removesAny(_ functions: [FunctionDeclSyntax]) -> Bool {
      functions.contains { function in
        let text = function.body?.description ?? ""
        return removesLayers(text) || text.contains("removeArrangedSubview")
      }
    }

    /// `function` and the methods of `type` it calls, four calls deep.
    func reached(from function: FunctionDeclSyntax, in type: TypeInfo) -> [FunctionDeclSyntax] {
      var seen: [FunctionDeclSyntax] = [function]
      var frontier = [function]
      for _ in 0..<4 {
        var next: [FunctionDeclSyntax] = []
        for current in frontier {
          for callee in Self.ownCalls(in: Syntax(current)) {
            for candidate in type.functions[callee] ?? []
            where !seen.contains(where: { $0.id == candidate.id }) {
              seen.append(candidate)
              next.append(candidate)
            }
          }
        }
        frontier = next
      }
      return seen
    }

    /// The names of the calls in `node` made on the instance itself (`load()`,
    /// `self.load()`).
    static func ownCalls(in node: Syntax) -> [String] {
      node.descendants(of: FunctionCallExprSyntax.self).compactMap { call in
        guard let base = Expressions.calleeBase(call), base == "self" else { return nil }
        return Expressions.calleeName(call)
      }
    }

    /// The first add of a new view or layer to a lasting container that `body` reaches:
    /// the statement of `body` that leads to it, the object and the container.
    func leftOverAdd(
      from body: CodeBlockSyntax, chain: [FunctionDeclSyntax], in type: TypeInfo, text: String
    ) -> (Syntax, String, String)? {
      for function in chain {
        guard let functionBody = function.body else { continue }
        let made = Self.madeViews(in: Syntax(functionBody))
        for call in Syntax(functionBody).descendants(of: FunctionCallExprSyntax.self) {
          guard let callee = Expressions.calleeName(call), Self.addingCalls.contains(callee),
            let argument = call.arguments.last?.expression,
            let object = Expressions.path(argument).map(Expressions.withoutSelf),
            made.contains(object),
            let container = lastingContainer(of: call, made: made, in: type),
            !Self.managesChildren(of: container, object: object, in: type, text: text),
            !Self.underOnceCondition(Syntax(call), within: Syntax(functionBody), in: type),
            // An action's single add is mostly an overlay its own code takes away (a popup
            // that removes itself); the left-over sets are the ones made in a loop.
            Self.isAppearance(chain.first)
              || Self.isInLoop(Syntax(call), within: Syntax(functionBody))
              || Self.calledInLoop(function, from: chain)
          else { continue }
          let entryNode: Syntax? =
            function.id == chain.first?.id
            ? Syntax(call) : Self.callSite(of: function, from: chain, in: type)
          guard let entryNode, let statement = Self.statement(of: entryNode, in: body),
            !Self.underOnceCondition(entryNode, within: Syntax(body), in: type)
          else { continue }
          return (statement, object, container)
        }
      }
      return nil
    }

    static func isAppearance(_ function: FunctionDeclSyntax?) -> Bool {
      function.map { appearanceEntries.contains($0.name.text) } ?? false
    }

    /// Whether `node` runs in a loop of `scope`: a `for`, `while` or `repeat`, or a closure
    /// given to `forEach` or `map`.
    static func isInLoop(_ node: Syntax, within scope: Syntax) -> Bool {
      var current = node.parent
      while let candidate = current, candidate.id != scope.id {
        if candidate.is(ForStmtSyntax.self) || candidate.is(WhileStmtSyntax.self)
          || candidate.is(RepeatStmtSyntax.self)
        {
          return true
        }
        if candidate.is(ClosureExprSyntax.self),
          let call = candidate.parent?.as(FunctionCallExprSyntax.self)
            ?? candidate.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
          let name = Expressions.calleeName(call),
          ["forEach", "map", "compactMap", "enumerated"].contains(name)
        {
          return true
        }
        current = candidate.parent
      }
      return false
    }

    /// Whether a method of `chain` calls `function` in a loop.
    static func calledInLoop(_ function: FunctionDeclSyntax, from chain: [FunctionDeclSyntax])
      -> Bool
    {
      chain.contains { caller in
        Syntax(caller).descendants(of: FunctionCallExprSyntax.self).contains { call in
          Expressions.calleeBase(call) == "self"
            && Expressions.calleeName(call) == function.name.text
            && isInLoop(Syntax(call), within: Syntax(caller))
        }
      }
    }

    /// The first call in the entry (the first of `chain`) that leads to `function` through
    /// the methods of `chain`.
    static func callSite(
      of function: FunctionDeclSyntax, from chain: [FunctionDeclSyntax], in type: TypeInfo
    ) -> Syntax? {
      guard let entry = chain.first else { return nil }
      var targets: Set<String> = [function.name.text]
      for _ in 0..<4 {
        for call in Syntax(entry).descendants(of: FunctionCallExprSyntax.self) {
          if Expressions.calleeBase(call) == "self", let name = Expressions.calleeName(call),
            targets.contains(name)
          {
            return Syntax(call)
          }
        }
        for candidate in chain.dropFirst() {
          if Set(ownCalls(in: Syntax(candidate))).isDisjoint(with: targets) == false {
            targets.insert(candidate.name.text)
          }
        }
      }
      return nil
    }

    /// The statement of `body` that holds `node`.
    static func statement(of node: Syntax, in body: CodeBlockSyntax) -> Syntax? {
      var current: Syntax? = node
      while let candidate = current {
        if candidate.parent?.parent?.id == body.id, candidate.is(CodeBlockItemSyntax.self) {
          return candidate
        }
        current = candidate.parent
      }
      return nil
    }

    /// The names a function's code sets to a new view or layer (`let card = CardView()`,
    /// `collectionView = UICollectionView(frame: …)`).
    static func madeViews(in node: Syntax) -> Set<String> {
      var made = Set<String>()
      for binding in node.descendants(of: PatternBindingSyntax.self) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
          let callee = Expressions.calleeName(call), isViewMaker(callee)
        else { continue }
        made.insert(name)
      }
      for sequence in node.descendants(of: SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
          let target = Expressions.path(elements[0]).map(Expressions.withoutSelf),
          !target.contains("."),
          let call = elements[2].as(FunctionCallExprSyntax.self),
          let callee = Expressions.calleeName(call), isViewMaker(callee)
        else { continue }
        made.insert(target)
      }
      return made
    }

    /// A type name that makes a view or a layer: UIKit's views and Core Animation's layers,
    /// and names ending in `View`, `Label`, `Button` or `Layer` (an activity indicator left
    /// out: stopped, it hides).
    static func isViewMaker(_ name: String) -> Bool {
      guard let first = name.first, first.isUppercase, name != "UIActivityIndicatorView"
      else { return false }
      return isNewLayerOrView(name)
        || ["View", "Label", "Button", "Layer"].contains(where: { name.hasSuffix($0) })
    }

    /// The view an add puts its object into, when it lasts beyond the run: the instance
    /// itself, its `view` or `layer`, or a stored property of the class, not a view made in
    /// the same run nor a local or parameter.
    func lastingContainer(
      of call: FunctionCallExprSyntax, made: Set<String>, in type: TypeInfo
    ) -> String? {
      guard let base = Expressions.calleeBase(call) else { return nil }
      if base == "self" { return "self" }
      let path = Expressions.withoutSelf(base)
      let root = String(path.split(separator: ".").first ?? "")
      guard !made.contains(root) else { return nil }
      if ["view", "layer", "contentView"].contains(root) || type.properties[root] != nil {
        return path
      }
      return nil
    }

    /// Whether the class reads the container's children or removes the stored view it adds.
    static func managesChildren(
      of container: String, object: String, in type: TypeInfo, text: String
    ) -> Bool {
      let name = String(container.split(separator: ".").last ?? "")
      let prefix = container == "self" ? "" : name + "."
      for children in ["subviews", "arrangedSubviews", "sublayers", "layer.sublayers"]
      where text.contains(prefix + children) && (container != "self" || text.contains(children)) {
        return true
      }
      if type.properties[object] != nil,
        text.contains(object + ".removeFromSuperview")
          || text.contains(object + "?.removeFromSuperview")
          || text.contains(object + ".removeFromSuperlayer")
          || text.contains(object + "?.removeFromSuperlayer")
      {
        return true
      }
      return false
    }

    /// Whether `node` sits under an `if` or `while` of `scope` whose condition checks what is
    /// there or a `Bool` flag of the class, or `scope` has such a `guard`.
    static func underOnceCondition(_ node: Syntax, within scope: Syntax, in type: TypeInfo) -> Bool
    {
      var conditions: [String] = scope.descendants(of: GuardStmtSyntax.self).map {
        $0.conditions.trimmedDescription
      }
      var current = node.parent
      while let candidate = current, candidate.id != scope.id {
        if let branch = candidate.as(IfExprSyntax.self) {
          conditions.append(branch.conditions.trimmedDescription)
        } else if let loop = candidate.as(WhileStmtSyntax.self) {
          conditions.append(loop.conditions.trimmedDescription)
        }
        current = candidate.parent
      }
      let flags = type.properties.values.filter { property in
        guard property.typeName != "Bool" else { return true }
        let text = (property.binding ?? property.declaration)?.trimmedDescription ?? ""
        return text.hasSuffix("= false") || text.hasSuffix("= true")
      }.map(\.name)
      return conditions.contains { condition in
        let words = Set(
          condition.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            .map(String.init))
        // `nil` only as a check of a stored property (`if grid == nil`), not of an error.
        let stored = words.contains { type.properties[$0] != nil }
        return onceWords.contains { $0 != "nil" && words.contains($0) }
          || (stored && words.contains("nil")) || flags.contains(where: words.contains)
      }
    }
  }

  extension SyntaxProtocol {
    /// The nodes of type `kind` under this node, in source order.
    func descendants<Node: SyntaxProtocol>(of kind: Node.Type) -> [Node] {
      var found: [Node] = []
      var stack: [Syntax] = Array(children(viewMode: .sourceAccurate).reversed())
      while let node = stack.popLast() {
        if let match = node.as(Node.self) { found.append(match) }
        stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
      }
      return found
    }
  }
#endif
