#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension DrawRules {
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
    func declarations() -> [Finding] {
      var findings: [Finding] = []
      for drawn in drawnTypes.values
      where !imageViewDrawers.contains(drawn.type.name) && !drawn.redrawsContinuously {
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
          // A view that draws no number or collection shows its one flag (`var forAngle:
          // Bool` that `draw(_:)` branches on): that flag is then what clients change.
          let unseenClients =
            !used && !typeIsPrivate && !writtenNames.contains(name)
            && unseenClientValue(name, property: property, drawn: drawn)
          guard !drawn.writtenWhileDrawing.contains(name),
            property.isExternallyWritable(typeUsedElsewhere: used || unseenClients),
            !typeIsPrivate || used
          else { continue }
          // An internal property is set only by the module's own code: when the analysis sees
          // writers outside the type and every one requests the redraw, nothing is stale. A
          // style (not the value the view draws) that they only set up on objects not yet on
          // screen is not changed after the first display either.
          let key = "\(drawn.type.name).\(name)"
          let level = property.setterAccess ?? property.access ?? "internal"
          let internalOnly =
            ["internal", "package"].contains(level)
            && !property.attributes.contains("IBInspectable")
          // The type's own state: its code changes it, always with a redraw, and none of the
          // clients the analysis sees writes it. Left to the checks at the writes, as for a
          // view no analyzed code uses.
          // A style (not the value the view draws) that no code of the analysis changes
          // after the first display stays as it was drawn.
          let noOutsideWrites =
            !coveredOutsideWrites.contains(key) && !setUpOutsideWrites.contains(key)
            && !staleOutsideWrites.contains(key)
          // Own writes made only while the view is set up (or with a redraw) make the value
          // the view's own too: it computes it, no client gives it.
          if internalOnly, used, noOutsideWrites, !staleOwnWrites.contains(key),
            redrawnOwnWrites.contains(key) || setUpOwnWrites.contains(key)
              || !Self.holdsDrawnValue(property)
          {
            continue
          }
          // An Interface Builder setting that the view's own methods change only with a redraw
          // (a `set(…)` that ends with `setNeedsDisplay()`), and that no other code of the
          // analysis writes: Interface Builder sets it while the view is decoded, before its
          // first display, and later changes go through the redrawing method. A public view
          // has clients the analysis does not see.
          if property.attributes.contains("IBInspectable"),
            ["internal", "package"].contains(level),
            !["public", "open"].contains(owner.access ?? "internal"), noOutsideWrites,
            !staleOwnWrites.contains(key), redrawnOwnWrites.contains(key)
          {
            continue
          }
          // A style (a colour, a font, a width, an Interface Builder setting) with no observer,
          // which no code of the analysis changes after the first display, in a type none of
          // whose styles redraws when changed: it is set before the view is first shown, and
          // that first display draws it. A type that redraws for some of its styles means them
          // to change on screen, and the one without an observer is a forgotten one.
          let changedAfterDisplay =
            coveredOutsideWrites.contains(key) || staleOutsideWrites.contains(key)
            || staleOwnWrites.contains(key) || redrawnOwnWrites.contains(key)
          if Self.isStyle(property), property.observers.isEmpty, property.setter == nil,
            !changedAfterDisplay, !stylesRedraw(drawn)
          {
            continue
          }
          if internalOnly,
            coveredOutsideWrites.contains(key)
              || (setUpOutsideWrites.contains(key) && !Self.holdsDrawnValue(property)),
            !staleOutsideWrites.contains(key)
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

    /// Whether some style of a drawing type redraws when it changes (its observer or setter
    /// requests display, `needsDisplay(forKey:)` names it, or `@Invalidating(.display)`).
    func stylesRedraw(_ drawn: DrawnType) -> Bool {
      drawn.automatic.contains { name in
        guard !drawn.appliedDirectly.contains(name),
          let owner = drawn.chain.first(where: { $0.properties[name] != nil }),
          let property = owner.properties[name]
        else { return false }
        return Self.isStyle(property)
      }
    }

    /// Types of style values: colours, fonts, line caps and joins, insets.
    static let styleTypes: Set<String> = [
      "UIColor", "CGColor", "NSColor", "Color", "UIFont", "NSFont", "Font", "CGLineCap",
      "CGLineJoin", "UIEdgeInsets", "NSTextAlignment",
    ]
    /// Style words that also name a view's changing value (`count` of a badge, `image` of an
    /// avatar, `angle` of a knob, `scale` of a zoom): not enough to make a style.
    static let valueLikeStyleWords: Set<String> = ["count", "image", "angle", "offset", "scale"]

    /// Whether a property is a style, a setting rather than the value a view shows: a colour
    /// or a font (by its declared type, or the type its initial value names), a property named
    /// after a style (`lineWidth`, `cornerRadius`, `fillColor`), or an `@IBInspectable`
    /// property that is not the changing value the view draws (a colour, a flag, a range bound
    /// such as `maximumValue`). `@IBInspectable var progress: CGFloat` is the view's value.
    static func isStyle(_ property: PropertyInfo) -> Bool {
      if let known = namedOrTypedStyle(property) { return known }
      guard property.attributes.contains("IBInspectable") else { return false }
      return isRangeBound(property.name) || !holdsDrawnValue(property)
    }

    /// `minimumValue`, `maxGaugeValue`, `valueMin`: a bound of the range a value is drawn in.
    static func isRangeBound(_ name: String) -> Bool {
      let lowered = name.lowercased()
      if lowered.contains("minimum") || lowered.contains("maximum") { return true }
      if name.hasSuffix("Min") || name.hasSuffix("Max") { return true }
      return ["min", "max"].contains { prefix in
        name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
      }
    }

    /// Whether a property holds a changing value a view draws: a number or a collection
    /// (`var value: CGFloat`, `var points: [CGPoint]`), whose name is not a style's.
    static func holdsDrawnValue(_ property: PropertyInfo) -> Bool {
      if holdsModelValues(property) { return true }
      let lowered = property.name.lowercased()
      guard !styleWords.contains(where: { lowered.contains($0) }) else { return false }
      guard let binding = property.binding?.as(PatternBindingSyntax.self) else { return false }
      if let type = binding.typeAnnotation?.type {
        var inner = type
        if let optional = inner.as(OptionalTypeSyntax.self) { inner = optional.wrappedType }
        if inner.is(ArrayTypeSyntax.self) || inner.is(DictionaryTypeSyntax.self) { return true }
        if let name = inner.simpleName {
          return numberTypes.contains(name) || collectionTypes.contains(name)
        }
        return false
      }
      guard let value = binding.initializer?.value else { return false }
      // An empty collection or a number made by its type's initializer: `[CGPoint]()`,
      // `Array<Double>()`, `[String: Int]()`, `CGFloat(0)`.
      if let call = value.as(FunctionCallExprSyntax.self) {
        let callee = call.calledExpression
        if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) { return true }
        guard let name = Expressions.calleeName(call) else { return false }
        return collectionTypes.contains(name) || numberTypes.contains(name)
      }
      return value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self)
        || value.is(FloatLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
    }
    static let collectionTypes: Set<String> = ["Array", "Dictionary", "Set", "ContiguousArray"]

    /// Whether a property is a collection of the app's own model values (`[Piece]`,
    /// `Set<TrickPiece>()`, `[String: Stroke]`): the data a view draws, whatever its name
    /// (`pieceShadow` is a copy of the board, not a shadow style). An element type of the
    /// frameworks or the standard library (`[UIColor]`, `[CGFloat]`, `[NSNumber]`) decides
    /// nothing: such collections are styles as often as values (`dashPattern`, `colors`).
    static func holdsModelValues(_ property: PropertyInfo) -> Bool {
      guard let binding = property.binding?.as(PatternBindingSyntax.self) else { return false }
      var element: TypeSyntax?
      if var type = binding.typeAnnotation?.type {
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        element = collectionElement(type)
      } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
        call.arguments.isEmpty
      {
        // `[Piece]()`, `Set<Piece>()`, `[String: Piece]()`.
        let callee = call.calledExpression
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1 {
          return isModelTypeName(array.elements.first?.expression.trimmedDescription)
        }
        if let dictionary = callee.as(DictionaryExprSyntax.self),
          case .elements(let pairs) = dictionary.content, pairs.count == 1
        {
          return isModelTypeName(pairs.first?.value.trimmedDescription)
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self),
          let name = Expressions.path(generic.expression), collectionTypes.contains(name)
        {
          return isModelTypeName(
            generic.genericArgumentClause.arguments.last?.argument.trimmedDescription)
        }
      }
      return isModelTypeName(element?.trimmedDescription)
    }

    /// The element of `[T]`, `[K: T]`, `Set<T>`, `Array<T>`, `Dictionary<K, T>`.
    static func collectionElement(_ type: TypeSyntax) -> TypeSyntax? {
      if let array = type.as(ArrayTypeSyntax.self) { return array.element }
      if let dictionary = type.as(DictionaryTypeSyntax.self) { return dictionary.value }
      if let named = type.as(IdentifierTypeSyntax.self),
        collectionTypes.contains(named.name.text),
        let last = named.genericArgumentClause?.arguments.last
      {
        return TypeSyntax(last.argument)
      }
      return nil
    }

    /// A plain upper-case type name that is neither the standard library's nor a framework
    /// type (`UI…`, `CG…`, `NS…`, `CA…`, …): a type the app declares.
    static func isModelTypeName(_ name: String?) -> Bool {
      guard let name, let first = name.first, first.isUppercase,
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else { return false }
      if standardTypes.contains(name) || numberTypes.contains(name) || styleTypes.contains(name) {
        return false
      }
      let prefixes = ["UI", "CG", "NS", "CA", "CI", "CL", "MK", "SK", "SCN", "AV", "SF", "GL"]
      return !prefixes.contains { prefix in
        name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
      }
    }
    static let standardTypes: Set<String> = [
      "String", "Bool", "Character", "Substring", "Any", "AnyObject", "AnyHashable", "Date",
      "Data", "URL", "UUID", "Decimal", "Angle", "Color", "Image", "Path", "CGPoint", "Int8",
      "Int16", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// `didSet { setNeedsDisplay() }` added to a declaration, or the call added to a `didSet`.
    func fix(for property: PropertyInfo, file: Int) -> Finding.Fix? {
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

    mutating func target(of base: String, property: String, in unit: CodeUnit)
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

    mutating func check(_ write: CodeUnit.Write, in unit: CodeUnit) -> Finding? {
      // The write's path without `self`, to find the member written through a property.
      let path = write.parts.first == "self" ? Array(write.parts.dropFirst()) : write.parts
      for (base, property) in candidates(write, in: unit) {
        // `treeView.xTree.nImages -= 1` writes a member of the drawn object `xTree`: the
        // screen changes only when the draw path reads that member.
        // So does `points[i].label = …`, a member of an element, through a subscript.
        let depth = base == "self" ? 0 : base.split(separator: ".").count
        let member =
          depth + 1 < path.count
          ? path[depth + 1]
          : write.throughSubscript && depth + 1 == path.count ? write.subscriptMember.first : nil
        guard let (drawn, inferred) = target(of: base, property: property, in: unit),
          member.map({ drawn.drawPathNames.contains($0) }) ?? true,
          !imageViewDrawers.contains(drawn.type.name), !drawn.redrawsContinuously,
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
        let key = "\(drawn.type.name).\(property)"
        // A new object is not on screen yet: its first draw reads the value. The same holds
        // for a property the unit has just given a new object (`ring = RingLayer()`).
        let plainBase = base.hasPrefix("self.") ? String(base.dropFirst(5)) : base
        if unit.freshLocals.contains(root)
          || (base != "self" && unit.freshPaths.contains(plainBase))
          || configuresNewObjects(root, in: unit)
        {
          setUpOutsideWrites.insert(key)
          return nil
        }
        let owned =
          base == "self" || root == "self"
          || (!unit.isLocal(root)
            && unit.typeName.flatMap { project.property(root, of: $0) } != nil)
          || (unit.typeName.map { iteratesOwnObjects(root, at: write.node, typeName: $0) }
            ?? false)
        if owned, let typeName = unit.typeName, setupAnalysis(typeName).contains(unit) {
          if base != "self" { setUpOutsideWrites.insert(key) } else { setUpOwnWrites.insert(key) }
          return nil
        }
        // A brush setting applies to the next stroke; the strokes on screen keep theirs.
        if isBrushSetting(property, drawn: drawn) { return nil }
        if base == "self" {
          switch unit.kind {
          case .initializer, .deinitializer, .propertyValue: return nil
          case .observer(let name), .setter(let name), .getter(let name):
            if name == property { return nil }
            if backingStoreOfUnwritten(name, property, in: unit, drawn: drawn) {
              return unwrittenBackedValue(name, property, in: unit, drawn: drawn)
            }
            // A `.redraw` view redraws when its bounds or frame change.
            if ["bounds", "frame"].contains(name), drawn.redrawContentMode { return nil }
          case .function(let name):
            if drawn.coveredByCallers.contains(name) {
              redrawnOwnWrites.insert(key)
              return nil
            }
            // A `.redraw` view redraws after its bounds change, so layout may write.
            if name == "layoutSubviews", drawn.redrawContentMode { return nil }
            // An empty stroke started on touch-down, drawn by the first move's redraw.
            if startsEmptyStroke(write, property: property, in: unit, drawn: drawn)
              || (name == "touchesBegan" && touchPhasesRedraw(drawn))
              || commitsStroke(in: unit, drawn: drawn)
            {
              redrawnOwnWrites.insert(key)
              return nil
            }
          case .topLevel: break
          }
        }
        if Self.requestsDisplay(unit, on: base, in: drawn) {
          if base != "self" {
            coveredOutsideWrites.insert(key)
          } else {
            redrawnOwnWrites.insert(key)
          }
          return nil
        }
        if base != "self" { staleOutsideWrites.insert(key) } else { staleOwnWrites.insert(key) }
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
  }
#endif
