#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension DrawRules {
    /// Marks as requesting a redraw every unit that writes a property of the type whose
    /// observer or setter requests one, transitively: `equation`'s `didSet` writes `line`,
    /// whose `didSet` calls `setNeedsDisplay()`, so a write to `equation` redraws too.
    /// Initializers are left out (Swift runs no observer for a write in the declaring type's
    /// initializer), and so is an observer's write to its own property (Swift does not call
    /// the observer again).
    ///
    /// - Complexity: at most one pass over the units' writes per property that gains a
    ///   redrawing accessor.
    static func propagateThroughObservers(
      units: [CodeUnit], drawn: DrawnType, propagate: ([CodeUnit]) -> Void
    ) {
      var accessorsOf: [String: [CodeUnit]] = [:]
      for unit in units {
        switch unit.kind {
        case .observer(let name), .setter(let name): accessorsOf[name, default: []].append(unit)
        default: break
        }
      }
      var redrawing = Set<String>()
      while true {
        let found = Set(
          accessorsOf.compactMap { name, accessors in
            !redrawing.contains(name)
              && accessors.contains { drawn.requestingUnits.contains(ObjectIdentifier($0)) }
              ? name : nil
          })
        if found.isEmpty { return }
        redrawing.formUnion(found)
        propagate(
          units.filter { unit in
            if unit.kind == .initializer { return false }
            return unit.writes.contains { write in
              guard let name = ownProperty(write, in: unit), found.contains(name) else {
                return false
              }
              switch unit.kind {
              case .observer(let owner), .setter(let owner): return owner != name
              default: return true
              }
            }
          })
      }
    }

    /// The property of the unit's own object a write changes (`line = …`, `self.line = …`,
    /// `lines.append(…)`), or nil for a local or another object's member.
    static func ownProperty(_ write: CodeUnit.Write, in unit: CodeUnit) -> String? {
      if write.parts.count == 1, !unit.isLocal(write.parts[0]) { return write.parts[0] }
      if write.parts.count == 2, write.parts[0] == "self" { return write.parts[1] }
      return nil
    }

    /// Whether a write in `touchesBegan(_:with:)` only starts a stroke that a
    /// `touchesMoved(_:with:)` of the type redraws: the write appends an element that holds
    /// nothing to draw yet — an empty literal (`lines.append([])`), or a value made with no
    /// arguments or with an empty collection among them (`Line(color: c, points: [])`,
    /// `UIBezierPath()`), directly or through a local not changed afterwards — and a
    /// `touchesMoved(_:with:)` of the type writes the same property and requests a redraw.
    /// Appending an element that draws nothing changes nothing on screen; the first move
    /// adds its points and redraws. A stroke that starts with a point, or a value replaced
    /// rather than appended, is not covered.
    func startsEmptyStroke(
      _ write: CodeUnit.Write, property: String, in unit: CodeUnit, drawn: DrawnType
    ) -> Bool {
      guard unit.kind == .function("touchesBegan"),
        let member = write.node.parent?.as(MemberAccessExprSyntax.self),
        ["append", "insert"].contains(member.declName.baseName.text),
        let call = member.parent?.as(FunctionCallExprSyntax.self),
        let element = call.arguments.first?.expression
      else { return false }
      guard Self.drawsNothing(element, in: unit) else { return false }
      return units(of: drawn.chain).contains { mover in
        mover.kind == .function("touchesMoved")
          && mover.writes.contains { Self.ownProperty($0, in: mover) == property }
          && Self.requestsDisplay(mover, on: "self", in: drawn)
      }
    }

    /// The touch phases of a view that draws what the finger traces.
    static let touchPhases: Set<String> = [
      "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled",
    ]

    /// The drawn properties `unit` copies into another drawn property it appends to
    /// (`lines.append(line)`, `colors.append(lineColor.cgColor)`): the stroke kept.
    func keptIntoStrokes(by unit: CodeUnit, drawn: DrawnType) -> Set<String> {
      var kept = Set<String>()
      for call in unit.calls where ["append", "insert"].contains(call.name) {
        guard var base = call.base else { continue }
        if base.hasPrefix("self.") { base.removeFirst(5) }
        guard drawn.drawn.contains(base) else { continue }
        for argument in call.node.arguments {
          for token in argument.expression.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind, name != base,
              drawn.drawn.contains(name)
            {
              kept.insert(name)
            }
          }
        }
      }
      return kept
    }

    /// A stroke committed when the touch ends: `touchesEnded`/`touchesCancelled` of a view
    /// whose `touchesMoved` requests display keeps the stroke being drawn among the finished
    /// ones (`lines.append(line)`) and may clear it. The last move's redraw already shows the
    /// stroke, and the finished list with the cleared stroke draws the same picture.
    func commitsStroke(in unit: CodeUnit, drawn: DrawnType) -> Bool {
      guard unit.kind == .function("touchesEnded") || unit.kind == .function("touchesCancelled"),
        !keptIntoStrokes(by: unit, drawn: drawn).isEmpty
      else { return false }
      return units(of: drawn.chain).contains { mover in
        mover.kind == .function("touchesMoved")
          && Self.requestsDisplay(mover, on: "self", in: drawn)
      }
    }

    /// A brush setting: a drawn property the view's touch handlers copy into each kept stroke
    /// (`colors.append(lineColor.cgColor)`). A new value applies to the next stroke; the
    /// strokes on screen keep theirs, so no redraw is owed.
    ///
    /// - Complexity: the chain's units are scanned once per drawn type; later questions are a
    ///   set look-up.
    func isBrushSetting(_ property: String, drawn: DrawnType) -> Bool {
      if let settings = drawn.brushSettings { return settings.contains(property) }
      var settings = Set<String>()
      for handler in units(of: drawn.chain) {
        guard case .function(let name) = handler.kind, Self.touchPhases.contains(name) else {
          continue
        }
        settings.formUnion(keptIntoStrokes(by: handler, drawn: drawn))
      }
      drawn.brushSettings = settings
      return settings.contains(property)
    }

    /// Whether `expression` is a value with nothing to draw: an empty array literal or an
    /// empty collection made by its type (`[CGPoint]()`), a call of a type (a capitalised
    /// name, or `T.init`) with no arguments or with an empty array literal among them, or a
    /// local bound to one and not changed afterwards.
    static func drawsNothing(_ expression: ExprSyntax, in unit: CodeUnit, depth: Int = 0) -> Bool {
      if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
      if let call = expression.as(FunctionCallExprSyntax.self) {
        // An empty collection made by its type: `[CGPoint]()`, `[String: Int]()`.
        if call.arguments.isEmpty, call.trailingClosure == nil,
          call.calledExpression.is(ArrayExprSyntax.self)
            || call.calledExpression.is(DictionaryExprSyntax.self)
        {
          return true
        }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "init", let base = member.base
        {
          callee = base
        }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text,
          name.first?.isUppercase == true, call.trailingClosure == nil
        else { return false }
        return call.arguments.isEmpty
          || call.arguments.contains { argument in
            argument.expression.as(ArrayExprSyntax.self)?.elements.isEmpty == true
          }
      }
      guard depth == 0, let reference = expression.as(DeclReferenceExprSyntax.self) else {
        return false
      }
      let name = reference.baseName.text
      guard unit.isLocal(name), !unit.writes.contains(where: { $0.parts.first == name }),
        let value = localValue(name, near: reference)
      else { return false }
      return drawsNothing(value, in: unit, depth: 1)
    }

    /// The initial value of the local `name` declared in the code block that holds `node`
    /// (or one enclosing it).
    static func localValue(_ name: String, near node: some SyntaxProtocol) -> ExprSyntax? {
      var current: Syntax? = Syntax(node)
      while let here = current {
        if let block = here.as(CodeBlockItemListSyntax.self) {
          for item in block {
            guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
              return binding.initializer?.value
            }
          }
        }
        current = here.parent
      }
      return nil
    }

    /// Whether `unit` is the setter of a computed property `name` whose getter reads
    /// `property` (its backing field, `_count` behind `count`), and no code of the analysis
    /// writes `name`: the setter only stores (and may validate) what Interface Builder or a
    /// client gives before the first display, which draws it. A computed property that code
    /// of the analysis writes keeps the finding at the setter, where the redraw belongs.
    func backingStoreOfUnwritten(
      _ name: String, _ property: String, in unit: CodeUnit, drawn: DrawnType
    ) -> Bool {
      guard case .setter = unit.kind, !writtenNames.contains(name),
        let computed = project.property(name, of: drawn.type.name), computed.isComputed,
        let getter = computed.getterBody
      else { return false }
      return getter.tokens(viewMode: .sourceAccurate).contains {
        $0.tokenKind == .identifier(property)
      }
    }
  }
#endif
