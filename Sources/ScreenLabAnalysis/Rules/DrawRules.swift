#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL101–SL105: views that draw themselves (Docs/Analyzer.md, SL101 to SL105: the draw
  /// path, drawn and automatic properties, set-up code, declarations settable from outside).
  struct DrawRules {
    let project: Project
    var drawnTypes: [String: DrawnType] = [:]
    var unitsByType: [String: [CodeUnit]] = [:]
    var setup: [String: SetupAnalysis] = [:]
    /// Types used by code other than their own (and their subclasses').
    var usedElsewhere: Set<String> = []
    /// `Type.property` keys of drawn properties written from outside the type with a redraw
    /// request, on an object being set up (not yet on screen), and without either (SL101 at
    /// the declaration of an internal property).
    var coveredOutsideWrites: Set<String> = []
    var setUpOutsideWrites: Set<String> = []
    /// The same keys for the type's own writes (`progress = p` in a method), with a redraw
    /// request or covered by every caller, and without.
    var redrawnOwnWrites: Set<String> = []
    var staleOwnWrites: Set<String> = []
    /// Own writes (`self.value = …`) made by the type's set-up code, before its first display.
    var setUpOwnWrites: Set<String> = []
    var staleOutsideWrites: Set<String> = []
    /// Property names some code of the analysis writes (`value = …` in a method or an
    /// initializer, `gauge.value = …` anywhere).
    var writtenNames: Set<String> = []
    /// Calls by method name made on a base other than `self`, by units anywhere.
    var externalCalls: [String: Int] = [:]
    /// Of `externalCalls`, those the calling unit follows with a redraw request on the same
    /// object.
    var redrawnExternalCalls: [String: Int] = [:]
    /// Drawing types that declare a drawn property, by property name, for receivers whose
    /// type is unknown.
    var drawersByProperty: [String: [DrawnType]] = [:]
    /// Drawing types that subclass `UIImageView`, whose `draw(_:)` UIKit never calls.
    var imageViewDrawers: Set<String> = []

    init(project: Project) {
      self.project = project
      for unit in project.units {
        if let name = unit.typeName { unitsByType[name, default: []].append(unit) }
        var isInitialValue = false
        if case .propertyValue = unit.kind { isInitialValue = true }
        for write in unit.writes where !isInitialValue {
          if write.parts.count == 1, unit.isLocal(write.parts[0]) { continue }
          if let last = write.parts.last { writtenNames.insert(last) }
        }
        // Per object, where the unit last requests its redraw: a call on that object before
        // it is followed by the redraw (`treeView.updateRects(); treeView.setNeedsDisplay()`).
        var lastRedraw: [String: AbsolutePosition] = [:]
        for call in unit.calls where Self.displayRequests.contains(call.name) {
          guard let base = call.base else { continue }
          lastRedraw[base] = max(lastRedraw[base] ?? call.node.position, call.node.position)
        }
        for call in unit.calls where call.base != "self" && call.base != "super" {
          externalCalls[call.name, default: 0] += 1
          if let base = call.base, let redraw = lastRedraw[base], redraw > call.node.position {
            redrawnExternalCalls[call.name, default: 0] += 1
          }
        }
      }
      let cache = ReferenceCache()
      for type in project.index.ordered where type.isClass {
        let chain = Self.chain(of: type, in: project.index)
        guard let drawer = chain.first(where: { $0.draws && Self.isDrawingClass($0) }) else {
          continue
        }
        // UIImageView never calls its subclasses' draw(_:) (SL109): no redraw request would
        // show what it draws, so SL101 and SL102 leave the type alone (SL105 still reports
        // what its draw(_:) would change).
        if chain.contains(where: { $0.inherited.contains("UIImageView") }) {
          imageViewDrawers.insert(type.name)
        }
        let drawn = DrawnType(type: type, chain: chain)
        describe(drawn, drawer: drawer, cache: cache)
        drawnTypes[type.name] = drawn
      }
      for drawn in drawnTypes.values.sorted(by: { $0.type.name < $1.type.name }) {
        for name in drawn.drawn where drawn.type.properties[name] != nil {
          drawersByProperty[name, default: []].append(drawn)
        }
      }
      computeUsage()
    }

    /// The type and its superclasses in the analysis, nearest first.
    static func chain(of type: TypeInfo, in index: TypeIndex) -> [TypeInfo] {
      var chain: [TypeInfo] = []
      var current: TypeInfo? = type
      var seen = Set<String>()
      while let candidate = current, seen.insert(candidate.name).inserted, chain.count < 64 {
        chain.append(candidate)
        current = candidate.superclass(in: index)
      }
      return chain
    }

    /// Whether `type` is a view or layer class: `draw` overrides a superclass method, or the
    /// class inherits from a view, layer, control or cell.
    static func isDrawingClass(_ type: TypeInfo) -> Bool {
      guard type.isClass else { return false }
      if type.drawMethods.contains(where: { $0.modifiers.has("override") }) { return true }
      return type.inherited.contains { name in
        ["View", "Layer", "Control", "Cell"].contains { name.hasSuffix($0) }
      }
    }

    static let displayRequests: Set<String> = ["setNeedsDisplay", "setNeedsDisplayIn"]
    static let layoutRequests: Set<String> = ["setNeedsLayout", "layoutIfNeeded"]

    func units(of chain: [TypeInfo]) -> [CodeUnit] {
      chain.flatMap { unitsByType[$0.name] ?? [] }
    }

    func functions(of chain: [TypeInfo]) -> [String: [FunctionDeclSyntax]] {
      var result: [String: [FunctionDeclSyntax]] = [:]
      for type in chain { result.merge(type.functions) { $0 + $1 } }
      return result
    }

    /// Set-up analysis of a type's units, computed once per type.
    mutating func setupAnalysis(_ typeName: String) -> SetupAnalysis {
      if let done = setup[typeName] { return done }
      let chain = project.index.type(typeName).map { Self.chain(of: $0, in: project.index) } ?? []
      let analysis = SetupAnalysis(
        units: chain.isEmpty ? unitsByType[typeName] ?? [] : units(of: chain),
        externalCalls: externalCalls, functions: functions(of: chain))
      setup[typeName] = analysis
      return analysis
    }

    func describe(_ drawn: DrawnType, drawer: TypeInfo, cache: ReferenceCache) {
      let chain = drawn.chain
      let units = units(of: chain)
      let functions = functions(of: chain)
      func property(_ name: String) -> PropertyInfo? {
        for type in chain { if let property = type.properties[name] { return property } }
        return nil
      }
      drawn.redrawContentMode = units.contains(where: \.setsRedrawContentMode)
      // Methods that request a redraw: reverse reachability over self calls, linear.
      var callersOf: [String: [CodeUnit]] = [:]
      var byName: [String: [CodeUnit]] = [:]
      for unit in units {
        if case .function(let name) = unit.kind { byName[name, default: []].append(unit) }
        for call in unit.calls where call.base == "self" || call.base == "super" {
          callersOf[call.name, default: []].append(unit)
        }
      }
      func propagate(direct: Set<String>) {
        propagate(
          from: units.filter { unit in
            unit.calls.contains { direct.contains($0.name) && Self.sameObject($0.base, "self") }
          })
      }
      func propagate(from start: [CodeUnit]) {
        var pending = start
        while let unit = pending.popLast() {
          guard drawn.requestingUnits.insert(ObjectIdentifier(unit)).inserted else { continue }
          guard case .function(let name) = unit.kind, drawn.requesting.insert(name).inserted else {
            continue
          }
          pending += callersOf[name] ?? []
        }
      }
      propagate(direct: Self.displayRequests)
      // A method that starts a timer or display link whose handler redraws requests an
      // eventual redraw (`restart()` in an observer).
      propagate(from: units.filter { !$0.scheduledSelectors.isDisjoint(with: drawn.requesting) })
      // A view that starts, when it is made, a repeating timer or display link whose tick
      // redraws it (`selector: "setNeedsDisplay"`, or a method that requests display) shows
      // each drawn value at the next tick, whoever writes it: an eventual redraw for the
      // whole life of the view.
      let ticks = Self.displayRequests.union(drawn.requesting)
      drawn.redrawsContinuously = units.contains { unit in
        guard !unit.repeatingSelectors.isDisjoint(with: ticks) else { return false }
        switch unit.kind {
        case .initializer, .propertyValue: return true
        case .function(let name):
          if SetupAnalysis.roots.contains(name) || name == "didMoveToWindow" { return true }
          let modifiers = unit.declaration?.parent?.as(FunctionDeclSyntax.self)?.modifiers
          return modifiers?.has("static") == true || modifiers?.has("class") == true
        default: return false
        }
      }
      // A view whose layout pass requests display redraws on every layout request.
      if drawn.requesting.contains("layoutSubviews") || drawn.requesting.contains("layoutSublayers")
      {
        drawn.layoutRedraws = true
        propagate(direct: Self.layoutRequests)
      }
      if drawn.requesting.contains("updateProperties") {
        propagate(direct: ["setNeedsUpdateProperties"])
      }
      // A write to a property whose observer or setter requests a redraw requests it too
      // (`equation`'s didSet writes `line`, whose didSet redraws), followed transitively.
      Self.propagateThroughObservers(units: units, drawn: drawn, propagate: propagate(from:))
      // The draw path: draw, the methods and getters it reaches, in the chain.
      var visited = Set<String>()
      var pending: [Syntax] = []
      for type in chain { pending += type.drawMethods.compactMap { $0.body.map(Syntax.init) } }
      drawn.drawPath = ["draw"]
      var getters = Set<String>()
      // Stored properties the path mentions, and the names it mentions as values: a list the
      // path only keeps its added layers in (appends, empties, walks to remove them) is its
      // own bookkeeping, not something it draws.
      var stored = Set<String>()
      var valued = Set<String>()
      while let body = pending.popLast() {
        valued.formUnion(cache.valueReferences(body))
        for name in cache.references(body) where visited.insert(name).inserted {
          if let found = property(name) {
            if found.isComputed {
              if let getter = found.getterBody {
                pending.append(getter)
                getters.insert(name)
              }
            } else if !found.isLet && !found.isStatic && !isObservedModel(found) {
              stored.insert(name)
            }
          } else if let declarations = functions[name], name != "draw" {
            drawn.drawPath.insert(name)
            pending += declarations.compactMap { $0.body.map(Syntax.init) }
          }
        }
      }
      drawn.drawn.formUnion(stored.intersection(valued))
      drawn.drawPathUnits = units.filter { unit in
        switch unit.kind {
        // Only `draw(_:)`/`draw(in:)` itself: a `func draw()` animation helper is not drawing.
        case .function(let name):
          if unit.isDrawPass { return true }
          return name != "draw" && drawn.drawPath.contains(name)
        case .getter(let name): return getters.contains(name)
        default: return false
        }
      }
      drawn.drawPathIDs = Set(drawn.drawPathUnits.map(ObjectIdentifier.init))
      for unit in drawn.drawPathUnits {
        for node in unit.scanned {
          for token in node.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let text) = token.tokenKind { drawn.drawPathNames.insert(text) }
          }
        }
      }
      // Properties mentioned outside the draw path: in other methods, accessors, initial
      // values (each body read once, linear in the type's size).
      var mentionedElsewhere = Set<String>()
      for type in chain {
        for (name, declarations) in type.functions where !drawn.drawPath.contains(name) {
          for function in declarations where !TypeIndex.isDrawPass(function) {
            if let body = function.body {
              mentionedElsewhere.formUnion(cache.references(Syntax(body)))
            }
          }
        }
        for property in type.properties.values {
          for accessor in property.observers + (property.setter.map { [$0] } ?? []) {
            if let body = accessor.body {
              mentionedElsewhere.formUnion(cache.references(Syntax(body)))
            }
          }
          if let getter = property.getterBody, !getters.contains(property.name) {
            mentionedElsewhere.formUnion(cache.references(getter))
          }
        }
      }
      for type in chain {
        for name in type.propertyOrder where !mentionedElsewhere.contains(name) {
          // A property with an observer or a setter is no cache: writing it runs code.
          if let found = type.properties[name], !found.isComputed, found.observers.isEmpty,
            found.setter == nil
          {
            drawn.drawOnlyProperties.insert(name)
          }
        }
      }
      var accessorsOf: [String: [CodeUnit]] = [:]
      for unit in units {
        switch unit.kind {
        case .observer(let name), .setter(let name): accessorsOf[name, default: []].append(unit)
        default: break
        }
      }
      for unit in drawn.drawPathUnits {
        for write in unit.writes {
          if write.parts.count == 1, !unit.isLocal(write.parts[0]) {
            drawn.writtenWhileDrawing.insert(write.parts[0])
          } else if write.parts.count >= 2, write.parts[0] == "self" {
            drawn.writtenWhileDrawing.insert(write.parts[1])
          }
        }
      }
      for name in drawn.drawn {
        guard let found = property(name) else { continue }
        if found.invalidating.contains("display")
          || (found.attributes.contains("Invalidating") && found.invalidating.isEmpty)
          || chain.contains(where: { type in
            guard type.needsDisplayKeys != nil else { return false }
            return type.displayKeys(in: project.index)?.contains(name) ?? true
          })
        {
          drawn.automatic.insert(name)
          continue
        }
        let accessors = accessorsOf[name] ?? []
        if accessors.contains(where: { drawn.requestingUnits.contains(ObjectIdentifier($0)) }) {
          drawn.automatic.insert(name)
        } else if appliesDirectly(accessors, property: name, byName: byName, owns: property) {
          // The observer puts the new value on screen itself (a layer's property, a rebuilt
          // subview): what the user sees follows the value without a redraw.
          drawn.automatic.insert(name)
          drawn.appliedDirectly.insert(name)
        } else if found.invalidating.contains("layout")
          || accessors.contains(where: { Self.requestsLayout($0, on: "self") })
        {
          drawn.layoutObserved.insert(name)
        }
      }
      drawn.drawName =
        drawer.drawMethods.first?.signature.parameterClause.parameters.first?.firstName.text
          == "in" ? "draw(in:)" : "draw(_:)"
      // Methods whose callers (in the chain) all request a redraw themselves, or run while
      // the view is set up, before its first display (`setupDefaults()` from the initializer
      // and `reload(values:)`, which redraws, both calling `recomputeScale()`).
      // Covered too: a method whose callers are themselves covered (the helper of a helper
      // that a redrawing method calls), and calls from other objects that redraw the view
      // right after (`treeView.updateRects(); treeView.setNeedsDisplay()`), to a fixed point.
      let setUp = SetupAnalysis(units: units, externalCalls: externalCalls, functions: functions)
      func coveredCaller(_ unit: CodeUnit) -> Bool {
        if drawn.requestingUnits.contains(ObjectIdentifier(unit)) || setUp.contains(unit) {
          return true
        }
        if case .function(let caller) = unit.kind { return drawn.coveredByCallers.contains(caller) }
        return false
      }
      var changed = true
      var rounds = 0
      while changed, rounds < 8 {
        changed = false
        rounds += 1
        for (name, _) in byName where !drawn.coveredByCallers.contains(name) {
          let outside = (callersOf[name] ?? []).filter { $0.kind != .function(name) }
          let external = externalCalls[name, default: 0]
          guard !outside.isEmpty || external > 0,
            external == redrawnExternalCalls[name, default: 0],
            outside.allSatisfy(coveredCaller)
          else { continue }
          drawn.coveredByCallers.insert(name)
          changed = true
        }
      }
      for (name, callers) in callersOf where byName[name] != nil {
        let outside = callers.filter { $0.kind != .function(name) }
        if !drawn.coveredByCallers.contains(name), !outside.isEmpty,
          externalCalls[name, default: 0] == 0,
          outside.allSatisfy({ Self.requestsLayout($0, on: "self") })
        {
          drawn.layoutByCallers.insert(name)
        }
      }
    }

    /// Whether accessors of `property` (or the methods of the type they call, transitively)
    /// apply the value to the tree themselves: they write a property of a stored layer or
    /// subview (`track.strokeEnd = progress`, `valueLabel.text = …`) or add, insert or remove
    /// layers and views.
    ///
    /// - Complexity: linear in the calls and writes of the units reached (each unit once).
    func appliesDirectly(
      _ accessors: [CodeUnit], property: String, byName: [String: [CodeUnit]],
      owns: (String) -> PropertyInfo?
    ) -> Bool {
      var pending = accessors
      var seen = Set<ObjectIdentifier>()
      while let unit = pending.popLast() {
        guard seen.insert(ObjectIdentifier(unit)).inserted else { continue }
        for write in unit.writes {
          var parts = write.parts[...]
          if parts.first == "self" { parts = parts.dropFirst() }
          guard parts.count >= 2, let root = parts.first, root != property, !unit.isLocal(root)
          else { continue }
          if root == "layer" { return true }
          if let stored = owns(root), !stored.isComputed,
            Self.isTreeObject(stored.typeName, in: project.index)
          {
            return true
          }
        }
        for call in unit.calls {
          if Self.treeMutations.contains(call.name) { return true }
          if call.isOnSelf { pending += byName[call.name] ?? [] }
        }
      }
      return false
    }

    /// Whether a type name is a view or a layer: a UIKit or Core Animation class (`UILabel`,
    /// `CAShapeLayer`), a name ending in `View`, `Layer`, `Label`, `Button`, `Control`, or a
    /// class of the analysis that inherits from one.
    static func isTreeObject(_ typeName: String?, in index: TypeIndex) -> Bool {
      guard let typeName else { return false }
      var current: String? = typeName
      var steps = 0
      while let name = current, steps < 16 {
        if ["View", "Layer", "Label", "Button", "Control", "Field", "Slider", "Switch"].contains(
          where: { name.hasSuffix($0) })
        {
          return true
        }
        current = index.type(name)?.inheritedOrder.first
        steps += 1
      }
      return false
    }

    /// Whether a property holds an `@Observable` model: UIKit tracks reads of its properties
    /// in `draw(_:)` (automatic observation tracking) and redraws when they change.
    func isObservedModel(_ property: PropertyInfo) -> Bool {
      guard let name = property.typeName, let type = project.index.type(name) else { return false }
      return type.attributes.contains("Observable")
    }

    /// Which types code other than their own uses: as a property's, local's or parameter's
    /// type, or by creating one.
    mutating func computeUsage() {
      var owners: [String: Set<String>] = [:]
      for (name, drawn) in drawnTypes { owners[name] = Set(drawn.chain.map(\.name)) }
      func note(_ typeName: String?, from user: String?) {
        guard let typeName, drawnTypes[typeName] != nil else { return }
        if let user, let family = drawnTypes[user]?.chain.map(\.name), family.contains(typeName) {
          return
        }
        if user == typeName { return }
        usedElsewhere.insert(typeName)
      }
      for unit in project.units {
        for type in unit.locals.values { note(type, from: unit.typeName) }
        // A write through a receiver of unknown type that only one drawing type can take.
        for write in unit.writes where write.parts.count >= 2 && write.parts[0] != "self" {
          guard let property = write.parts.last, !Self.frameworkPropertyNames.contains(property),
            let owners = drawersByProperty[property], owners.count == 1,
            project.resolveName(write.parts.dropLast().joined(separator: "."), in: unit) == nil
          else { continue }
          note(owners[0].type.name, from: unit.typeName)
        }
        for call in unit.calls where call.name.first?.isUppercase == true {
          note(call.name, from: unit.typeName)
        }
      }
      for type in project.index.types.values {
        for property in type.properties.values { note(property.typeName, from: type.name) }
      }
      for type in project.globals.values { note(type, from: nil) }
    }

    /// Whether `base` matches the base a request was made on (`layer` stands for its view).
    static func sameObject(_ requested: String?, _ base: String) -> Bool {
      guard let requested else { return false }
      if requested == base || requested == base + ".layer" { return true }
      return base == "self" && (requested == "layer" || requested == "self.layer")
    }

    static func requestsDisplay(_ unit: CodeUnit, on base: String, in drawn: DrawnType) -> Bool {
      if base == "self", drawn.requestingUnits.contains(ObjectIdentifier(unit)) { return true }
      // A timer or display link started here whose handler redraws covers the write: the
      // screen shows the value at the handler's next run (an eventual redraw).
      if base == "self", !unit.scheduledSelectors.isDisjoint(with: drawn.requesting) {
        return true
      }
      return unit.calls.contains { call in
        guard sameObject(call.base, base) else { return false }
        return displayRequests.contains(call.name)
          || (drawn.layoutRedraws && layoutRequests.contains(call.name))
          || (drawn.requesting.contains(call.name) && (call.base == base || call.base == "self"))
      }
    }

    static func requestsLayout(_ unit: CodeUnit, on base: String) -> Bool {
      unit.calls.contains { layoutRequests.contains($0.name) && sameObject($0.base, base) }
    }
  }
#endif
