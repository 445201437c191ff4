#if SCREENLAB_SWIFTSYNTAX
  @_implementationOnly import SwiftSyntax

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

  /// What the rules know about one type that draws itself.
  struct DrawnType {
    let type: TypeInfo
    /// `draw(_:)` or `draw(in:)`, as findings name it.
    let drawName: String
    /// The stored, writable properties `draw` reads, directly or through helpers.
    let drawn: Set<String>
    /// The drawn properties whose observer or setter requests a redraw (or that a layer's
    /// `needsDisplay(forKey:)` names).
    let automatic: Set<String>
    /// The methods that request a redraw, directly or through other methods.
    let requesting: Set<String>
    /// Methods run while the view is set up (called from an initializer, `awakeFromNib` or
    /// `prepareForInterfaceBuilder`, directly or through other methods): before the first draw.
    let setup: Set<String>
    /// Methods whose every caller in the type requests a redraw.
    let coveredByCallers: Set<String>
  }

  /// SL101–SL105: views that draw themselves.
  struct DrawRules {
    let project: Project
    private var drawnTypes: [String: DrawnType] = [:]
    private var unitsByType: [String: [CodeUnit]] = [:]

    init(project: Project) {
      self.project = project
      for unit in project.units {
        if let name = unit.typeName { unitsByType[name, default: []].append(unit) }
      }
      for type in project.index.ordered where type.draws && Self.isDrawingClass(type) {
        drawnTypes[type.name] = describe(type)
      }
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

    /// The drawing description of `type` or of its nearest drawing superclass.
    private func drawnType(_ type: TypeInfo) -> DrawnType? {
      var current: TypeInfo? = type
      var seen = Set<String>()
      while let candidate = current, seen.insert(candidate.name).inserted {
        if let drawn = drawnTypes[candidate.name] { return drawn }
        current = candidate.inherited.lazy.compactMap { self.project.index.type($0) }
          .first { $0.isClass }
      }
      return nil
    }

    static let displayRequests: Set<String> = ["setNeedsDisplay"]
    static let layoutRequests: Set<String> = ["setNeedsLayout", "layoutIfNeeded"]

    private func describe(_ type: TypeInfo) -> DrawnType {
      let units = unitsByType[type.name] ?? []
      // Methods that request a redraw, to a fixed point.
      var requesting = Set<String>()
      var changed = true
      while changed {
        changed = false
        for unit in units {
          guard case .function(let name) = unit.kind, !requesting.contains(name) else { continue }
          if Self.requestsDisplay(unit, on: "self", requesting: requesting) {
            requesting.insert(name)
            changed = true
          }
        }
      }
      // Properties draw reads, through computed properties and methods of the type.
      var drawn = Set<String>()
      var visited = Set<String>()
      var pending: [Syntax] = type.drawMethods.compactMap { $0.body.map(Syntax.init) }
      while let body = pending.popLast() {
        let collector = ReferenceCollector()
        collector.walk(body)
        for name in collector.references where visited.insert(name).inserted {
          if let property = type.properties[name] {
            if property.isComputed {
              if let getter = property.getterBody { pending.append(getter) }
            } else if !property.isLet && !property.isStatic {
              drawn.insert(name)
            }
          } else if let functions = type.functions[name] {
            pending += functions.compactMap { $0.body.map(Syntax.init) }
          }
        }
      }
      var automatic = Set<String>()
      for name in drawn {
        guard let property = type.properties[name] else { continue }
        if property.attributes.contains("Invalidating") || type.needsDisplayForAll
          || type.needsDisplayKeys?.contains(name) == true
        {
          automatic.insert(name)
          continue
        }
        let accessors = units.filter {
          $0.kind == .observer(property: name) || $0.kind == .setter(property: name)
        }
        if accessors.contains(where: {
          Self.requestsDisplay($0, on: "self", requesting: requesting)
        }) {
          automatic.insert(name)
        }
      }
      let drawName =
        type.drawMethods.first?.signature.parameterClause.parameters.first?.firstName.text == "in"
        ? "draw(in:)" : "draw(_:)"
      // Set-up methods: reachable from initializers and nib loading.
      var setup = Set<String>()
      var frontier = units.filter { unit in
        if unit.kind == .initializer { return true }
        if case .function(let name) = unit.kind {
          return ["awakeFromNib", "prepareForInterfaceBuilder"].contains(name)
        }
        return false
      }
      while let unit = frontier.popLast() {
        for call in unit.calls where call.base == "self" && type.functions[call.name] != nil {
          guard setup.insert(call.name).inserted else { continue }
          frontier += units.filter { $0.kind == .function(call.name) }
        }
      }
      // Methods whose callers (in the type) all request a redraw themselves.
      var coveredByCallers = Set<String>()
      for name in type.functions.keys {
        let callers = units.filter { unit in
          unit.calls.contains { $0.name == name && $0.base == "self" }
            && unit.kind != .function(name)
        }
        if !callers.isEmpty,
          callers.allSatisfy({ Self.requestsDisplay($0, on: "self", requesting: requesting) })
        {
          coveredByCallers.insert(name)
        }
      }
      return DrawnType(
        type: type, drawName: drawName, drawn: drawn, automatic: automatic, requesting: requesting,
        setup: setup, coveredByCallers: coveredByCallers)
    }

    /// Whether `base` matches the base a request was made on (`layer` stands for its view).
    private static func sameObject(_ requested: String?, _ base: String) -> Bool {
      guard let requested else { return false }
      if requested == base || requested == base + ".layer" { return true }
      return base == "self" && requested == "layer"
    }

    static func requestsDisplay(_ unit: CodeUnit, on base: String, requesting: Set<String>) -> Bool
    {
      unit.calls.contains { call in
        guard sameObject(call.base, base) else { return false }
        return displayRequests.contains(call.name)
          || (requesting.contains(call.name) && (call.base == base || call.base == "self"))
      }
    }

    private static func requestsLayout(_ unit: CodeUnit, on base: String) -> Bool {
      unit.calls.contains { layoutRequests.contains($0.name) && sameObject($0.base, base) }
    }

    // MARK: - SL101, SL102

    func staleWrites() -> [Finding] {
      var findings: [Finding] = []
      for unit in project.units {
        var reported = Set<SyntaxIdentifier>()
        for write in unit.writes where !reported.contains(write.node.id) {
          guard let finding = check(write, in: unit) else { continue }
          reported.insert(write.node.id)
          findings.append(finding)
        }
      }
      return findings
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

    private func check(_ write: CodeUnit.Write, in unit: CodeUnit) -> Finding? {
      for (base, property) in candidates(write, in: unit) {
        guard
          let type = base == "self"
            ? unit.typeName.flatMap(project.index.type) : project.resolve(base, in: unit),
          let drawn = drawnType(type), drawn.drawn.contains(property),
          !drawn.automatic.contains(property)
        else { continue }
        if base == "self" {
          switch unit.kind {
          case .initializer, .deinitializer, .propertyValue: return nil
          case .observer(let name), .setter(let name), .getter(let name):
            if name == property { return nil }
            // A `.redraw` view redraws when its bounds or frame change.
            if ["bounds", "frame"].contains(name),
              (unitsByType[drawn.type.name] ?? []).contains(where: \.setsRedrawContentMode)
            {
              return nil
            }
          case .function(let name):
            // draw itself is SL105's business; set-up runs before the first draw.
            if name == "draw" || drawn.setup.contains(name) || drawn.coveredByCallers.contains(name)
            {
              return nil
            }
            // A `.redraw` view redraws after its bounds change, so layout may write.
            if name == "layoutSubviews",
              (unitsByType[drawn.type.name] ?? []).contains(where: \.setsRedrawContentMode)
            {
              return nil
            }
          case .topLevel: break
          }
        }
        if Self.requestsDisplay(unit, on: base, requesting: drawn.requesting) { return nil }
        let location = project.location(of: write.node, file: unit.file)
        let request = base == "self" ? "setNeedsDisplay()" : "\(base).setNeedsDisplay()"
        if Self.requestsLayout(unit, on: base) {
          return Finding(
            rule: .layoutRequestedForDrawnProperty, severity: .warning, location: location,
            message: .layoutInsteadOfDisplay(
              property, drawName: drawn.drawName, writer: unit.displayName, request: request))
        }
        return Finding(
          rule: .drawnPropertyWithoutRedraw, severity: .warning, location: location,
          message: .missingRedraw(
            property, owner: base == "self" ? nil : type.name, drawName: drawn.drawName,
            writer: unit.displayName, request: request))
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

    static let allocatedTypes: Set<String> = [
      "UIBezierPath", "NSBezierPath", "CGMutablePath", "UIColor", "NSColor", "CGColor", "UIFont",
      "NSFont", "CALayer", "CAShapeLayer", "CATextLayer", "CAGradientLayer", "CAReplicatorLayer",
      "UIView", "UILabel", "UIImageView", "UIButton", "UIGraphicsImageRenderer",
      "UIGraphicsPDFRenderer", "NSAttributedString", "NSMutableAttributedString", "NSShadow",
      "NSMutableParagraphStyle", "NSParagraphStyle", "CGGradient", "DateFormatter",
      "NumberFormatter", "CIContext", "CGPath",
    ]
    static let allocatingFactories: Set<String> = [
      "systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont",
      "monospacedSystemFont", "preferredFont", "CGColorSpaceCreateDeviceRGB",
      "CGGradientCreateWithColors",
      "CGPathCreateMutable",
    ]
    static let treeMutations: Set<String> = [
      "addSubview", "insertSubview", "removeFromSuperview", "addSublayer", "insertSublayer",
      "removeFromSuperlayer", "bringSubviewToFront", "sendSubviewToBack", "addConstraint",
      "addConstraints", "addGestureRecognizer",
    ]
    static let viewProperties: Set<String> = [
      "backgroundColor", "alpha", "frame", "bounds", "center", "isHidden", "transform", "layer",
      "tintColor", "contentMode", "isOpaque", "clipsToBounds",
    ]

    func drawBodies() -> [Finding] {
      var findings: [Finding] = []
      for unit in project.units {
        guard case .function("draw") = unit.kind, let typeName = unit.typeName,
          let drawn = drawnTypes[typeName]
        else { continue }
        let type = drawn.type
        for call in unit.calls {
          let location = project.location(of: call.node, file: unit.file)
          let isFactory =
            Self.allocatingFactories.contains(call.name)
            && (call.base == nil || call.base == "self" || call.base?.hasPrefix("UIFont") == true
              || call.base?.hasPrefix("NSFont") == true)
          if Self.allocatedTypes.contains(call.name) || isFactory {
            findings.append(
              Finding(
                rule: .allocationInDraw, severity: .note, location: location,
                message: .allocation(call.name, drawName: drawn.drawName)))
          } else if Self.treeMutations.contains(call.name)
            || Self.displayRequests.contains(call.name)
            || Self.layoutRequests.contains(call.name)
          {
            guard let base = call.base, base == "self" || base == "layer" else { continue }
            findings.append(
              Finding(
                rule: .mutationInDraw, severity: .warning, location: location,
                message: .mutationCall(call.name, drawName: drawn.drawName)))
          }
        }
        var reported = Set<SyntaxIdentifier>()
        for write in unit.writes where !reported.contains(write.node.id) {
          var parts = write.parts
          if parts[0] == "self" { parts.removeFirst() }
          guard let property = parts.first, write.parts[0] == "self" || !unit.isLocal(property)
          else { continue }
          let declared = type.properties[property]
          // The property itself, a view property, or anything on the layer.
          let isState = parts.count == 1 && declared != nil && declared?.isStatic == false
          let isView =
            Self.viewProperties.contains(property) && (parts.count == 1 || property == "layer")
          guard isState || isView else { continue }
          reported.insert(write.node.id)
          findings.append(
            Finding(
              rule: .mutationInDraw, severity: .warning,
              location: project.location(of: write.node, file: unit.file),
              message: .mutationWrite(parts.joined(separator: "."), drawName: drawn.drawName)))
        }
      }
      return findings
    }
  }

  extension Finding.Message {
    fileprivate static func missingRedraw(
      _ property: String, owner: String?, drawName: String, writer: String, request: String
    ) -> Finding.Message {
      let subject = owner.map { "'\(property)' of \($0)" } ?? "'\(property)'"
      return Finding.Message(
        "\(subject) is read by \(drawName) but written in \(writer) without \(request); add "
          + "`didSet { setNeedsDisplay() }` or call \(request) after the write")
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

    fileprivate static func allocation(_ name: String, drawName: String) -> Finding.Message {
      Finding.Message(
        "'\(name)' is allocated on every \(drawName); create it once outside \(drawName) "
          + "(when the value or the bounds change) and reuse it")
    }

    fileprivate static func mutationCall(_ name: String, drawName: String) -> Finding.Message {
      "\(drawName) calls '\(name)'; drawing must only read: move the call out of \(drawName)"
    }

    fileprivate static func mutationWrite(_ name: String, drawName: String) -> Finding.Message {
      "\(drawName) writes '\(name)'; drawing must only read: move the write out of \(drawName)"
    }
  }
#endif
