#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// The names a body refers to: bare identifiers and `self.` members, and locals it declares.
  final class ReferenceCollector: SyntaxVisitor {
    private(set) var bare: [String] = []
    private(set) var members: [String] = []
    private(set) var declared: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.baseName.text
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
        if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
          members.append(name)
        }
      } else if name != "self" {
        bare.append(name)
      }
      return .skipChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.identifier.text)
      return .skipChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      return .skipChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
      declared.insert((node.secondName ?? node.firstName).text)
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
    /// Drawn properties whose observer applies the value to layers or subviews directly.
    var appliedDirectly: Set<String> = []
    /// Stored properties that only the draw path mentions (caches it keeps for itself).
    var drawOnlyProperties: Set<String> = []

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

  /// SL101–SL105: views that draw themselves (Docs/Analyzer.md, SL101 to SL105: the draw
  /// path, drawn and automatic properties, set-up code, declarations settable from outside).
  struct DrawRules {
    let project: Project
    private var drawnTypes: [String: DrawnType] = [:]
    private var unitsByType: [String: [CodeUnit]] = [:]
    private var setup: [String: SetupAnalysis] = [:]
    /// Types used by code other than their own (and their subclasses').
    private var usedElsewhere: Set<String> = []
    /// `Type.property` keys of drawn properties written from outside the type with a redraw
    /// request, and without one (SL101 at the declaration of an internal property).
    private var redrawnOutsideWrites: Set<String> = []
    private var staleOutsideWrites: Set<String> = []
    /// Property names some code of the analysis writes (`value = …` in a method or an
    /// initializer, `gauge.value = …` anywhere).
    private var writtenNames: Set<String> = []
    /// Calls by method name made on a base other than `self`, by units anywhere.
    private var externalCalls: [String: Int] = [:]
    /// Drawing types that declare a drawn property, by property name, for receivers whose
    /// type is unknown.
    private var drawersByProperty: [String: [DrawnType]] = [:]

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
        for call in unit.calls where call.base != "self" && call.base != "super" {
          externalCalls[call.name, default: 0] += 1
        }
      }
      let cache = ReferenceCache()
      for type in project.index.ordered where type.isClass {
        let chain = Self.chain(of: type, in: project.index)
        guard let drawer = chain.first(where: { $0.draws && Self.isDrawingClass($0) }) else {
          continue
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

    private func units(of chain: [TypeInfo]) -> [CodeUnit] {
      chain.flatMap { unitsByType[$0.name] ?? [] }
    }

    private func functions(of chain: [TypeInfo]) -> [String: [FunctionDeclSyntax]] {
      var result: [String: [FunctionDeclSyntax]] = [:]
      for type in chain { result.merge(type.functions) { $0 + $1 } }
      return result
    }

    /// Set-up analysis of a type's units, computed once per type.
    private mutating func setupAnalysis(_ typeName: String) -> SetupAnalysis {
      if let done = setup[typeName] { return done }
      let chain = project.index.type(typeName).map { Self.chain(of: $0, in: project.index) } ?? []
      let analysis = SetupAnalysis(
        units: chain.isEmpty ? unitsByType[typeName] ?? [] : units(of: chain),
        externalCalls: externalCalls, functions: functions(of: chain))
      setup[typeName] = analysis
      return analysis
    }

    private func describe(_ drawn: DrawnType, drawer: TypeInfo, cache: ReferenceCache) {
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
        var pending: [CodeUnit] = units.filter { unit in
          unit.calls.contains { direct.contains($0.name) && Self.sameObject($0.base, "self") }
        }
        while let unit = pending.popLast() {
          guard drawn.requestingUnits.insert(ObjectIdentifier(unit)).inserted else { continue }
          guard case .function(let name) = unit.kind, drawn.requesting.insert(name).inserted else {
            continue
          }
          pending += callersOf[name] ?? []
        }
      }
      propagate(direct: Self.displayRequests)
      // A view whose layout pass requests display redraws on every layout request.
      if drawn.requesting.contains("layoutSubviews") || drawn.requesting.contains("layoutSublayers")
      {
        drawn.layoutRedraws = true
        propagate(direct: Self.layoutRequests)
      }
      if drawn.requesting.contains("updateProperties") {
        propagate(direct: ["setNeedsUpdateProperties"])
      }
      // The draw path: draw, the methods and getters it reaches, in the chain.
      var visited = Set<String>()
      var pending: [Syntax] = []
      for type in chain { pending += type.drawMethods.compactMap { $0.body.map(Syntax.init) } }
      drawn.drawPath = ["draw"]
      var getters = Set<String>()
      while let body = pending.popLast() {
        for name in cache.references(body) where visited.insert(name).inserted {
          if let found = property(name) {
            if found.isComputed {
              if let getter = found.getterBody {
                pending.append(getter)
                getters.insert(name)
              }
            } else if !found.isLet && !found.isStatic && !isObservedModel(found) {
              drawn.drawn.insert(name)
            }
          } else if let declarations = functions[name], name != "draw" {
            drawn.drawPath.insert(name)
            pending += declarations.compactMap { $0.body.map(Syntax.init) }
          }
        }
      }
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
      // Methods whose callers (in the chain) all request a redraw themselves.
      for (name, callers) in callersOf where byName[name] != nil {
        let outside = callers.filter { $0.kind != .function(name) }
        if !outside.isEmpty, externalCalls[name, default: 0] == 0,
          outside.allSatisfy({ drawn.requestingUnits.contains(ObjectIdentifier($0)) })
        {
          drawn.coveredByCallers.insert(name)
        } else if !outside.isEmpty, externalCalls[name, default: 0] == 0,
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
    private func appliesDirectly(
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
          if call.base == "self" || call.base == nil { pending += byName[call.name] ?? [] }
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
    private func isObservedModel(_ property: PropertyInfo) -> Bool {
      guard let name = property.typeName, let type = project.index.type(name) else { return false }
      return type.attributes.contains("Observable")
    }

    /// Which types code other than their own uses: as a property's, local's or parameter's
    /// type, or by creating one.
    private mutating func computeUsage() {
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

    private static func requestsLayout(_ unit: CodeUnit, on base: String) -> Bool {
      unit.calls.contains { layoutRequests.contains($0.name) && sameObject($0.base, base) }
    }

    // MARK: - SL101, SL102

    mutating func staleWrites() -> [Finding] {
      var findings: [Finding] = []
      for unit in project.units {
        var reported = Set<SyntaxIdentifier>()
        for write in unit.writes where !reported.contains(write.node.id) {
          guard let finding = check(write, in: unit) else { continue }
          reported.insert(write.node.id)
          findings.append(finding)
        }
      }
      return findings + declarations()
    }

    /// SL101 and SL102 at declarations: drawn properties that code outside the type can set
    /// without a redraw, and observers that request layout instead of display.
    private func declarations() -> [Finding] {
      var findings: [Finding] = []
      for drawn in drawnTypes.values {
        for name in drawn.drawn.sorted() where !drawn.automatic.contains(name) {
          guard let owner = drawn.chain.first(where: { $0.properties[name] != nil }),
            let property = owner.properties[name], let declaration = property.declaration,
            let file = owner.primaryFile ?? Optional(property.order.file)
          else { continue }
          let location = project.location(of: declaration, file: property.order.file)
          _ = file
          if drawn.layoutObserved.contains(name) {
            if drawn.layoutRedraws { continue }
            findings.append(
              Finding(
                rule: .layoutRequestedForDrawnProperty, severity: .warning, location: location,
                message: .observerRequestsLayout(name, drawName: drawn.drawName)))
            continue
          }
          let typeIsPrivate = owner.access == "private" || owner.access == "fileprivate"
          let used = usedElsewhere.contains(owner.name) || usedElsewhere.contains(drawn.type.name)
          // A view that no code of the analysis uses is set up by code the analysis does not
          // see (another file, a storyboard, a client module): its internal property that
          // holds the changing value it draws — a number or a collection, not a style — is
          // set from there.
          // Only the one such property the view draws: its value, not one of its settings.
          let unseenClients =
            !used && !typeIsPrivate && !writtenNames.contains(name)
            && Self.holdsDrawnValue(property)
            && drawn.drawn.filter { other in
              !drawn.automatic.contains(other)
                && drawn.chain.contains { $0.properties[other].map(Self.holdsDrawnValue) ?? false }
            }.count == 1
          guard !drawn.writtenWhileDrawing.contains(name),
            property.isExternallyWritable(typeUsedElsewhere: used || unseenClients),
            !typeIsPrivate || used
          else { continue }
          // An internal property is set only by the module's own code: when the analysis sees
          // writers outside the type and every one requests the redraw, nothing is stale.
          let key = "\(drawn.type.name).\(name)"
          let level = property.setterAccess ?? property.access ?? "internal"
          if ["internal", "package"].contains(level),
            !property.attributes.contains("IBInspectable"),
            redrawnOutsideWrites.contains(key), !staleOutsideWrites.contains(key)
          {
            continue
          }
          findings.append(
            Finding(
              rule: .drawnPropertyWithoutRedraw, severity: .warning, location: location,
              message: .unobservedDeclaration(
                name, drawName: drawn.drawName,
                how: property.attributes.contains("IBInspectable")
                  ? "@IBInspectable" : (property.setterAccess ?? property.access ?? "internal")),
              fix: fix(for: property, file: property.order.file)))
        }
      }
      return findings
    }

    /// Words of style properties (colours, widths, fonts): set once while setting up, not the
    /// value a view shows.
    static let styleWords = [
      "color", "colour", "width", "radius", "font", "inset", "padding", "margin", "spacing",
      "thickness", "alpha", "opacity", "image", "style", "size", "offset", "shadow", "dash",
      "scale", "duration", "count", "angle",
    ]
    static let numberTypes: Set<String> = [
      "CGFloat", "Double", "Float", "Int", "UInt", "Int32", "Int64", "NSInteger", "Float32",
      "Float64",
    ]

    /// Whether a property holds a changing value a view draws: a number or a collection
    /// (`var value: CGFloat`, `var points: [CGPoint]`), whose name is not a style's.
    static func holdsDrawnValue(_ property: PropertyInfo) -> Bool {
      let lowered = property.name.lowercased()
      guard !styleWords.contains(where: { lowered.contains($0) }) else { return false }
      guard let binding = property.binding?.as(PatternBindingSyntax.self) else { return false }
      if let type = binding.typeAnnotation?.type {
        var inner = type
        if let optional = inner.as(OptionalTypeSyntax.self) { inner = optional.wrappedType }
        if inner.is(ArrayTypeSyntax.self) || inner.is(DictionaryTypeSyntax.self) { return true }
        if let name = inner.simpleName { return numberTypes.contains(name) }
        return false
      }
      guard let value = binding.initializer?.value else { return false }
      return value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self)
        || value.is(FloatLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
    }

    /// `didSet { setNeedsDisplay() }` added to a declaration, or the call added to a `didSet`.
    private func fix(for property: PropertyInfo, file: Int) -> Finding.Fix? {
      guard let binding = property.binding?.as(PatternBindingSyntax.self) else { return nil }
      let indent = project.indentation(of: binding, file: file)
      switch binding.accessorBlock?.accessors {
      case nil:
        return Finding.Fix(
          description: "add didSet { setNeedsDisplay() }",
          location: project.endLocation(of: binding, file: file),
          insertion: " {\n\(indent)    didSet { setNeedsDisplay() }\n\(indent)}")
      case .accessors(let accessors)?:
        if let didSet = accessors.first(where: { $0.accessorSpecifier.text == "didSet" }),
          let body = didSet.body
        {
          return Finding.Fix(
            description: "call setNeedsDisplay() in didSet",
            location: project.endLocation(of: body.leftBrace, file: file),
            insertion: " setNeedsDisplay();")
        }
        return nil
      default:
        return nil
      }
    }

    /// The (base path, property) pairs a write may be, most specific first.
    private func candidates(_ write: CodeUnit.Write, in unit: CodeUnit) -> [(String, String)] {
      let parts = write.parts
      var result: [(String, String)] = []
      if parts[0] == "self" {
        if parts.count >= 2 { result.append(("self", parts[1])) }
      } else if !unit.isLocal(parts[0]), unit.typeName != nil {
        result.append(("self", parts[0]))
      }
      if parts.count >= 2 {
        let start = parts[0] == "self" ? 2 : 1
        if start < parts.count {
          for index in start..<parts.count {
            var base = Array(parts[0..<index])
            if base.count > 1, base[0] == "self" { base.removeFirst() }
            result.append((base.joined(separator: "."), parts[index]))
          }
        }
      }
      return result
    }

    /// UIKit and Core Animation property names: a receiver of unknown type that sets one is
    /// most likely a framework object, so these are never resolved by name.
    static let frameworkPropertyNames: Set<String> = [
      "text", "textColor", "font", "image", "title", "backgroundColor", "tintColor", "alpha",
      "frame", "bounds", "center", "isHidden", "transform", "color", "value", "progress",
      "isEnabled", "isSelected", "isHighlighted", "attributedText", "placeholder", "opacity",
      "position", "path", "strokeEnd", "strokeStart", "lineWidth", "fillColor", "strokeColor",
      "cornerRadius", "borderWidth", "borderColor", "contents", "isOn", "minimumValue",
      "maximumValue", "numberOfLines", "textAlignment", "contentMode", "delegate", "dataSource",
    ]

    /// Whether the last component of `base` names the type: `ring`, `progressRing`,
    /// `progressRingView` for `ProgressRingView` (at least four letters in common).
    static func receiver(_ base: String, isNamedAfter typeName: String) -> Bool {
      let last = String(base.split(separator: ".").last ?? "").lowercased()
      var stem = typeName.lowercased()
      for suffix in ["view", "layer", "control"] where stem.hasSuffix(suffix) && stem != suffix {
        stem.removeLast(suffix.count)
        break
      }
      guard last.count >= 4, stem.count >= 4 else { return false }
      return last.contains(stem) || stem.hasSuffix(last)
    }

    private mutating func target(of base: String, property: String, in unit: CodeUnit)
      -> (DrawnType, inferred: Bool)?
    {
      if base == "self" {
        return unit.typeName.flatMap { drawnTypes[$0] }.map { ($0, false) }
      }
      if let name = project.resolveName(base, in: unit) {
        return drawnTypes[name].map { ($0, false) }
      }
      // The receiver's type is unknown (a property of a type outside the analysis): resolve
      // by the member's name when exactly one drawing type declares it.
      let root = String(base.split(separator: ".").first ?? "")
      guard !unit.freshLocals.contains(root), let owners = drawersByProperty[property],
        owners.count == 1
      else { return nil }
      // A name UIKit uses itself (`progress`, `value`) resolves only when the receiver is
      // named after the type too (`ring` or `progressRing` for a `ProgressRingView`).
      if Self.frameworkPropertyNames.contains(property),
        !Self.receiver(base, isNamedAfter: owners[0].type.name)
      {
        return nil
      }
      return (owners[0], true)
    }

    private mutating func check(_ write: CodeUnit.Write, in unit: CodeUnit) -> Finding? {
      for (base, property) in candidates(write, in: unit) {
        guard let (drawn, inferred) = target(of: base, property: property, in: unit),
          drawn.drawn.contains(property), !drawn.automatic.contains(property),
          !drawn.layoutObserved.contains(property)
        else { continue }
        // A write on the draw path is SL105's business.
        if let typeName = unit.typeName, let own = drawnTypes[typeName],
          own.drawPathIDs.contains(ObjectIdentifier(unit))
        {
          return nil
        }
        let root = base.split(separator: ".").first.map(String.init) ?? base
        // A new object is not on screen yet: its first draw reads the value. The same holds
        // for a property the unit has just given a new object (`ring = RingLayer()`).
        if unit.freshLocals.contains(root) { return nil }
        let plainBase = base.hasPrefix("self.") ? String(base.dropFirst(5)) : base
        if base != "self", unit.freshPaths.contains(plainBase) { return nil }
        let owned =
          base == "self" || root == "self"
          || (!unit.isLocal(root)
            && unit.typeName.flatMap { project.property(root, of: $0) } != nil)
        if owned, let typeName = unit.typeName, setupAnalysis(typeName).contains(unit) {
          return nil
        }
        if base == "self" {
          switch unit.kind {
          case .initializer, .deinitializer, .propertyValue: return nil
          case .observer(let name), .setter(let name), .getter(let name):
            if name == property { return nil }
            // A `.redraw` view redraws when its bounds or frame change.
            if ["bounds", "frame"].contains(name), drawn.redrawContentMode { return nil }
          case .function(let name):
            if drawn.coveredByCallers.contains(name) { return nil }
            // A `.redraw` view redraws after its bounds change, so layout may write.
            if name == "layoutSubviews", drawn.redrawContentMode { return nil }
          case .topLevel: break
          }
        }
        let key = "\(drawn.type.name).\(property)"
        if Self.requestsDisplay(unit, on: base, in: drawn) {
          if base != "self" { redrawnOutsideWrites.insert(key) }
          return nil
        }
        if base != "self" { staleOutsideWrites.insert(key) }
        let location = project.location(of: write.node, file: unit.file)
        let request = base == "self" ? "setNeedsDisplay()" : "\(base).setNeedsDisplay()"
        var callerRequestsLayout = false
        if base == "self", case .function(let name) = unit.kind {
          callerRequestsLayout = drawn.layoutByCallers.contains(name)
        }
        if Self.requestsLayout(unit, on: base) || callerRequestsLayout {
          return Finding(
            rule: .layoutRequestedForDrawnProperty, severity: .warning, location: location,
            message: .layoutInsteadOfDisplay(
              property, drawName: drawn.drawName, writer: unit.displayName, request: request))
        }
        return Finding(
          rule: .drawnPropertyWithoutRedraw, severity: .warning, location: location,
          message: .missingRedraw(
            property, owner: base == "self" ? nil : drawn.type.name, drawName: drawn.drawName,
            writer: unit.displayName, request: request, inferred: inferred))
      }
      return nil
    }

    // MARK: - SL103

    func directDrawCalls() -> [Finding] {
      var findings: [Finding] = []
      for unit in project.units {
        // Drawing into an image or PDF context the code set up itself is legitimate.
        if unit.calls.contains(where: { Self.offscreenContexts.contains($0.name) }) { continue }
        for call in unit.calls where call.name == "draw" {
          let arguments = call.node.arguments
          guard arguments.count == 1, arguments.first?.label == nil,
            let base = call.base, base != "super"
          else { continue }
          let target: TypeInfo?
          if base == "self" {
            target = unit.typeName.flatMap(project.index.type)
          } else {
            target = project.resolve(base, in: unit)
          }
          let isView =
            target.map { $0.drawMethods.contains { Self.isViewDraw($0) } } ?? false
            || (target?.name.hasSuffix("View") ?? false)
            || (base != "self" && target == nil && base.lowercased().hasSuffix("view"))
          guard isView else { continue }
          findings.append(
            Finding(
              rule: .drawCalledDirectly, severity: .warning,
              location: project.location(of: call.node, file: unit.file),
              message: .directDraw(base)))
        }
      }
      return findings
    }

    static let offscreenContexts: Set<String> = [
      "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions",
      "UIGraphicsPushContext", "image", "pngData", "jpegData", "pdfData", "UIGraphicsBeginPDFPage",
    ]

    private static func isViewDraw(_ function: FunctionDeclSyntax) -> Bool {
      function.signature.parameterClause.parameters.first?.firstName.text == "_"
    }

    // MARK: - SL104, SL105

    /// Objects that are costly to create on every pass (formatters, image renderers, Core
    /// Image contexts) or that build part of the tree (layers, views). Paths, colours, fonts,
    /// gradients and attributed strings are what drawing code creates in `draw(_:)` itself.
    static let allocatedTypes: Set<String> = [
      "CALayer", "CAShapeLayer", "CATextLayer", "CAGradientLayer", "CAReplicatorLayer",
      "UIView", "UILabel", "UIImageView", "UIButton", "UIGraphicsImageRenderer",
      "UIGraphicsPDFRenderer", "DateFormatter", "NumberFormatter", "ISO8601DateFormatter",
      "DateComponentsFormatter", "MeasurementFormatter", "ByteCountFormatter", "CIContext",
    ]
    static let allocatingFactories: Set<String> = []
    static let treeMutations: Set<String> = [
      "addSubview", "insertSubview", "removeFromSuperview", "addSublayer", "insertSublayer",
      "removeFromSuperlayer", "bringSubviewToFront", "sendSubviewToBack", "addConstraint",
      "addConstraints", "addGestureRecognizer",
    ]
    static let viewProperties: Set<String> = [
      "backgroundColor", "alpha", "frame", "bounds", "center", "isHidden", "transform", "layer",
      "tintColor", "contentMode", "isOpaque", "clipsToBounds",
    ]

    static let treeRemovals: Set<String> = ["removeFromSuperview", "removeFromSuperlayer"]
    static let treeAdditions: Set<String> = [
      "addSubview", "insertSubview", "addSublayer", "insertSublayer",
    ]

    /// The plain name passed as a call's first argument (`ring` in `addSublayer(ring)`).
    static func firstArgumentName(_ call: FunctionCallExprSyntax) -> String? {
      guard var expression = call.arguments.first?.expression else { return nil }
      if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
      return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The local a call's value is bound to (`ring` in `let ring = CAShapeLayer()`).
    static func boundName(_ call: FunctionCallExprSyntax) -> String? {
      guard let initializer = call.parent?.as(InitializerClauseSyntax.self),
        let binding = initializer.parent?.as(PatternBindingSyntax.self)
      else { return nil }
      return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    /// View and layer classes whose creation on the draw path builds part of the tree.
    static let createdViews: Set<String> = [
      "UIStackView", "UITextField", "UITextView", "UISlider", "UISwitch", "UIProgressView",
      "UIActivityIndicatorView", "UIScrollView", "UIVisualEffectView", "CAEmitterLayer",
      "CAScrollLayer", "CATiledLayer", "CATransformLayer",
    ]

    /// Whether `base` (`track`, `self.track`) is a stored property of the drawing type that
    /// holds a layer or a view.
    private func storedTreeObject(
      _ base: String, in unit: CodeUnit, property: (String) -> PropertyInfo?
    ) -> Bool {
      let plain = base.hasPrefix("self.") ? String(base.dropFirst(5)) : base
      guard !plain.contains("."), !unit.isLocal(plain), let stored = property(plain),
        !stored.isComputed, !stored.isStatic
      else { return false }
      return Self.isTreeObject(stored.typeName, in: project.index)
    }

    func drawBodies() -> [Finding] {
      var findings: [Finding] = []
      var done = Set<ObjectIdentifier>()
      for drawn in drawnTypes.values {
        for unit in drawn.drawPathUnits where done.insert(ObjectIdentifier(unit)).inserted {
          findings += drawBody(unit, drawn: drawn)
        }
      }
      return findings
    }

    private func drawBody(_ unit: CodeUnit, drawn: DrawnType) -> [Finding] {
      var findings: [Finding] = []
      let place: String? = unit.isDrawPass ? nil : unit.displayName
      func property(_ name: String) -> PropertyInfo? {
        for type in drawn.chain { if let found = type.properties[name] { return found } }
        return nil
      }
      // Layers and views the pass creates and adds to the tree (`let ring = CAShapeLayer()` …
      // `layer.addSublayer(ring)`): one defect, reported at the add (SL105), whatever the
      // receiver; the creation is not noted again.
      var addedFresh = Set<String>()
      for call in unit.calls where Self.treeAdditions.contains(call.name) {
        let receiverRoot = call.base.map { String($0.split(separator: ".").first ?? "") }
        if let receiverRoot, unit.isLocal(receiverRoot),
          Self.isTreeObject(unit.locals[receiverRoot], in: project.index)
        {
          continue
        }
        if let name = Self.firstArgumentName(call.node), unit.isLocal(name),
          Self.isTreeObject(unit.locals[name], in: project.index)
        {
          addedFresh.insert(name)
        }
      }
      for call in unit.calls {
        let location = project.location(of: call.node, file: unit.file)
        let isFactory =
          Self.allocatingFactories.contains(call.name)
          && (call.base == nil || call.base == "self" || call.base?.hasPrefix("UIFont") == true
            || call.base?.hasPrefix("NSFont") == true)
        let isTreeType =
          call.name.first?.isUppercase == true && !call.name.contains(".")
          && (Self.createdViews.contains(call.name)
            || (project.index.type(call.name).map { Self.isDrawingClass($0) } ?? false))
        if Self.allocatedTypes.contains(call.name) || isFactory || isTreeType {
          if let local = Self.boundName(call.node), addedFresh.contains(local) { continue }
          findings.append(
            Finding(
              rule: .allocationInDraw, severity: .note, location: location,
              message: .allocation(call.name, drawName: drawn.drawName, helper: place)))
        } else if Self.treeMutations.contains(call.name)
          || Self.displayRequests.contains(call.name)
          || Self.layoutRequests.contains(call.name)
        {
          // On the view or its layer, on a stored layer or subview (`track.addSublayer`), and
          // any removal from the tree (`sublayers?.forEach { $0.removeFromSuperlayer() }`).
          // Added to a layer or view the pass made itself (`container.addSublayer(ring)`
          // before `container.render(in:)`) is not added to the tree.
          let receiverRoot = call.base.map { String($0.split(separator: ".").first ?? "") }
          let receiverIsFresh =
            receiverRoot.map {
              unit.isLocal($0) && Self.isTreeObject(unit.locals[$0], in: project.index)
            }
            ?? false
          let addsFresh =
            Self.treeAdditions.contains(call.name) && !receiverIsFresh
            && Self.firstArgumentName(call.node).map { addedFresh.contains($0) } == true
          let onTree = call.base.map { base in
            base == "self" || base == "layer" || base == "self.layer"
              || Self.treeRemovals.contains(call.name)
              || storedTreeObject(base, in: unit, property: property)
              || (base.hasSuffix(".layer")
                && storedTreeObject(String(base.dropLast(6)), in: unit, property: property))
          }
          guard addsFresh || onTree == true else { continue }
          findings.append(
            Finding(
              rule: .mutationInDraw, severity: .warning, location: location,
              message: .mutationCall(call.name, drawName: drawn.drawName, helper: place)))
        }
      }
      var reported = Set<SyntaxIdentifier>()
      for write in unit.writes where !reported.contains(write.node.id) {
        var parts = write.parts
        if parts[0] == "self" { parts.removeFirst() }
        guard let name = parts.first, write.parts[0] == "self" || !unit.isLocal(name)
        else { continue }
        let declared = property(name)
        // The property itself, a view property, or anything on the layer. A property that
        // only the draw path reads and writes is the pass's own cache (a path built once and
        // kept): writing it changes nothing anyone else sees.
        let isCache = drawn.drawOnlyProperties.contains(name) && unit.freshPaths.contains(name)
        let isState =
          parts.count == 1 && declared != nil && declared?.isStatic == false && !isCache
        let isView =
          Self.viewProperties.contains(name) && (parts.count == 1 || name == "layer")
        // A property of a stored sublayer or subview: `track.strokeColor = …`.
        let isSubtree =
          parts.count >= 2 && name != "layer" && !unit.isLocal(name)
          && storedTreeObject(name, in: unit, property: property)
        guard isState || isView || isSubtree else { continue }
        reported.insert(write.node.id)
        findings.append(
          Finding(
            rule: .mutationInDraw, severity: .warning,
            location: project.location(of: write.node, file: unit.file),
            message: .mutationWrite(
              parts.joined(separator: "."), drawName: drawn.drawName, helper: place)))
      }
      return findings
    }
  }

  /// The names each body refers to, collected once per body.
  final class ReferenceCache {
    private var done: [SyntaxIdentifier: [String]] = [:]

    func references(_ body: Syntax) -> [String] {
      if let found = done[body.id] { return found }
      let collector = ReferenceCollector()
      collector.walk(body)
      let references = collector.references
      done[body.id] = references
      return references
    }
  }

  extension Finding.Message {
    fileprivate static func missingRedraw(
      _ property: String, owner: String?, drawName: String, writer: String, request: String,
      inferred: Bool = false
    ) -> Finding.Message {
      var subject = owner.map { "'\(property)' of \($0)" } ?? "'\(property)'"
      if inferred, let owner {
        subject += " (type inferred by name: \(owner) is the only drawing type declaring it)"
      }
      return Finding.Message(
        "\(subject) is read by \(drawName) but written in \(writer) without \(request); add "
          + "`didSet { setNeedsDisplay() }` or call \(request) after the write")
    }

    fileprivate static func unobservedDeclaration(_ property: String, drawName: String, how: String)
      -> Finding.Message
    {
      Finding.Message(
        "'\(property)' is read by \(drawName) and can be set from outside the type (\(how)), but "
          + "setting it requests no redraw: the view keeps showing the old value; add "
          + "`didSet { setNeedsDisplay() }`")
    }

    fileprivate static func observerRequestsLayout(_ property: String, drawName: String)
      -> Finding.Message
    {
      Finding.Message(
        "'\(property)' feeds \(drawName) but its observer requests layout, not display; layout "
          + "does not redraw: call setNeedsDisplay() in its didSet")
    }

    fileprivate static func layoutInsteadOfDisplay(
      _ property: String, drawName: String, writer: String, request: String
    ) -> Finding.Message {
      Finding.Message(
        "'\(property)' is read by \(drawName) but \(writer) requests layout, not display, after "
          + "writing it; layout does not redraw: call \(request)")
    }

    fileprivate static func directDraw(_ base: String) -> Finding.Message {
      let receiver = base == "self" ? "" : "\(base)."
      return Finding.Message(
        "draw(_:) is called directly; there is no current graphics context outside a display "
          + "pass: call \(receiver)setNeedsDisplay() and let UIKit call draw(_:)")
    }

    private static func within(_ drawName: String, _ helper: String?) -> String {
      helper.map { "\(drawName) (through \($0))" } ?? drawName
    }

    fileprivate static func allocation(_ name: String, drawName: String, helper: String?)
      -> Finding.Message
    {
      Finding.Message(
        "'\(name)' is allocated on every \(within(drawName, helper)); create it once outside "
          + "\(drawName) (when the value or the bounds change) and reuse it")
    }

    fileprivate static func mutationCall(_ name: String, drawName: String, helper: String?)
      -> Finding.Message
    {
      Finding.Message(
        "\(within(drawName, helper)) calls '\(name)'; drawing must only read: move the call out "
          + "of \(drawName)")
    }

    fileprivate static func mutationWrite(_ name: String, drawName: String, helper: String?)
      -> Finding.Message
    {
      Finding.Message(
        "\(within(drawName, helper)) writes '\(name)'; drawing must only read: move the write "
          + "out of \(drawName)")
    }
  }
#endif
