#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension DrawRules {
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
          // A stored closure named `draw` (`var draw: (CGRect) -> CGPath`) is what the call
          // runs, not the view's `draw(_:)`.
          let owner = base == "self" ? unit.typeName : target?.name
          if let owner, project.property("draw", of: owner) != nil { continue }
          findings.append(
            project.warning(.drawCalledDirectly, at: call.node, file: unit.file, .directDraw(base)))
        }
      }
      return findings
    }

    static let offscreenContexts: Set<String> = [
      "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions",
      "UIGraphicsPushContext", "image", "pngData", "jpegData", "pdfData", "UIGraphicsBeginPDFPage",
    ]

    static func isViewDraw(_ function: FunctionDeclSyntax) -> Bool {
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

    /// The first argument of a tree addition as a path (`track`, `self.track`), for the
    /// addition's form with the object first (`addSublayer(_:)`, `insertSublayer(_:at:)`).
    static func argumentPath(_ call: FunctionCallExprSyntax) -> String? {
      guard var expression = call.arguments.first?.expression else { return nil }
      if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
      return Expressions.path(expression)
    }

    /// The path a call's value is assigned to (`gradient` in `gradient = CAGradientLayer()`).
    static func assignedPath(_ call: FunctionCallExprSyntax) -> String? {
      guard let sequence = call.parent?.parent?.as(SequenceExprSyntax.self) else { return nil }
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        elements[2].id == ExprSyntax(call).id
      else { return nil }
      return Expressions.path(elements[0])
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
    func storedTreeObject(
      _ base: String, in unit: CodeUnit, property: (String) -> PropertyInfo?
    ) -> Bool {
      let plain = base.hasPrefix("self.") ? String(base.dropFirst(5)) : base
      guard !plain.contains("."), !unit.isLocal(plain), let stored = property(plain),
        !stored.isComputed, !stored.isStatic
      else { return false }
      return Self.isTreeObject(stored.typeName, in: project.index)
    }

    /// The SL104 notes of one unit on the draw path, and its SL105 changes (grouped into
    /// findings by ``drawBodies(ignoring:)``).
    func drawBody(_ unit: CodeUnit, drawn: DrawnType) -> (
      notes: [Finding], mutations: [DrawMutation]
    ) {
      var findings: [Finding] = []
      var mutations: [DrawMutation] = []
      let place: String? = unit.isDrawPass ? nil : unit.displayName
      func property(_ name: String) -> PropertyInfo? {
        for type in drawn.chain { if let found = type.properties[name] { return found } }
        return nil
      }
      // Layers and views the pass creates and adds to the tree (`let ring = CAShapeLayer()` …
      // `layer.addSublayer(ring)`): one defect, reported at the add (SL105), whatever the
      // receiver; the creation is not noted again.
      // The same holds for a stored property the pass gives a new layer and adds
      // (`gradient = CAGradientLayer()` … `layer.insertSublayer(gradient, at: 0)`).
      var addedFresh = Set<String>()
      var addedStored = Set<String>()
      for call in unit.calls where Self.treeAdditions.contains(call.name) {
        let receiverRoot = call.base.map { String($0.split(separator: ".").first ?? "") }
        if let receiverRoot, unit.isLocal(receiverRoot),
          Self.isTreeObject(unit.locals[receiverRoot], in: project.index)
        {
          continue
        }
        if let path = Self.argumentPath(call.node).map(Expressions.withoutSelf),
          !unit.isLocal(path),
          property(path) != nil
        {
          addedStored.insert(path)
        }
        if let name = Self.firstArgumentName(call.node), unit.isLocal(name),
          Self.isTreeObject(unit.locals[name], in: project.index)
        {
          addedFresh.insert(name)
        }
      }
      // Stored objects the unit gives a new layer or view before adding them.
      let renewed = Set(
        unit.calls.compactMap { call -> String? in
          guard call.name.first?.isUppercase == true,
            let path = Self.assignedPath(call.node).map(Expressions.withoutSelf),
            addedStored.contains(path)
          else { return nil }
          return path
        })
      for call in unit.calls {
        let location = project.location(of: call.node, file: unit.file)
        let isFactory =
          Self.allocatingFactories.contains(call.name)
          && (call.isOnSelf || call.base?.hasPrefix("UIFont") == true
            || call.base?.hasPrefix("NSFont") == true)
        let isTreeType =
          call.name.first?.isUppercase == true && !call.name.contains(".")
          && (Self.createdViews.contains(call.name)
            || (project.index.type(call.name).map { Self.isDrawingClass($0) } ?? false))
        if Self.allocatedTypes.contains(call.name) || isFactory || isTreeType {
          if let local = Self.boundName(call.node), addedFresh.contains(local) { continue }
          // A local given another new layer before its next add (`shapeLayer =
          // CAShapeLayer()` … `layer.addSublayer(shapeLayer)`): the same defect, at the add.
          if let local = Self.assignedPath(call.node), unit.isLocal(local),
            addedFresh.contains(local)
          {
            continue
          }
          if let stored = Self.assignedPath(call.node).map(Expressions.withoutSelf),
            addedStored.contains(stored)
          {
            continue
          }
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
          // The stored layer or view an addition adds (`layer.addSublayer(track)`).
          var added: String?
          if Self.treeAdditions.contains(call.name),
            let argument = Self.argumentPath(call.node).map(Expressions.withoutSelf),
            addedStored.contains(argument)
          {
            added = argument
          }
          mutations.append(
            DrawMutation(
              location: location, name: call.name, isCall: true, object: nil,
              isTreeChange: Self.treeMutations.contains(call.name), added: added,
              addsNew: addsFresh && added == nil,
              renews: added.map { renewed.contains($0) } ?? false))
        }
      }
      var reported = Set<SyntaxIdentifier>()
      let measuring = Self.measuringWrites(unit)
      for write in unit.writes where !reported.contains(write.node.id) {
        var parts = write.parts
        if parts[0] == "self" { parts.removeFirst() }
        guard let name = parts.first, write.parts[0] == "self" || !unit.isLocal(name)
        else { continue }
        let declared = property(name)
        // The property itself, a view property, or anything on the layer. A property that
        // only the draw path reads and writes is the pass's own cache (a path built once and
        // kept, a dictionary filled through its subscript: `images[key] = image`) or its
        // scratch space, set before it is read (``isScratchWrite``): writing it changes
        // nothing anyone else sees.
        let isCache =
          drawn.drawOnlyProperties.contains(name)
          && (unit.freshPaths.contains(name)
            || (parts.count == 1 && write.throughSubscript && write.plain)
            || (parts.count == 1 && isScratchWrite(write, property: name, in: unit, drawn: drawn)))
        let isState =
          parts.count == 1 && declared != nil && declared?.isStatic == false && !isCache
          && !measuring.contains(write.node.id)
        let isView =
          Self.viewProperties.contains(name) && (parts.count == 1 || name == "layer")
        // A property of a stored sublayer or subview: `track.strokeColor = …`.
        let isSubtree =
          parts.count >= 2 && name != "layer" && !unit.isLocal(name)
          && storedTreeObject(name, in: unit, property: property)
        guard isState || isView || isSubtree else { continue }
        reported.insert(write.node.id)
        // The object a write configures: the view itself (its view properties and its
        // layer's), or the stored sublayer or subview. State is reported write by write.
        let object: String? = isView ? "self" : isSubtree ? name : nil
        mutations.append(
          DrawMutation(
            location: project.location(of: write.node, file: unit.file),
            name: parts.joined(separator: "."), isCall: false, object: object,
            isTreeChange: false,
            isConstantStyle: isView && !isState
              && isConstantOwnStyle(write, path: parts, in: unit, drawn: drawn)))
      }
      mutations += subviewChanges(unit)
      return (findings, mutations)
    }
  }

  extension Finding.Message {
    fileprivate static func directDraw(_ base: String) -> Finding.Message {
      let receiver = base == "self" ? "" : "\(base)."
      return Finding.Message(
        "draw(_:) is called directly; there is no current graphics context outside a display "
          + "pass: call \(receiver)setNeedsDisplay() and let UIKit call draw(_:)")
    }

    static func within(_ drawName: String, _ helper: String?) -> String {
      helper.map { "\(drawName) (through \($0))" } ?? drawName
    }

    fileprivate static func allocation(_ name: String, drawName: String, helper: String?)
      -> Finding.Message
    {
      Finding.Message(
        "'\(name)' is allocated on every \(within(drawName, helper)); create it once outside "
          + "\(drawName) (when the value or the bounds change) and reuse it")
    }
  }
#endif
