#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension DrawRules {
    // MARK: - SL101: a public computed value stored into a drawn backing field

    /// The finding for a write to `backing` in the setter of the computed property `front`
    /// that no code of the analysis writes (`backingStoreOfUnwritten`), or nil when the write
    /// is left alone.
    ///
    /// Such a setter usually stores a setting that Interface Builder or the code making the
    /// view gives before the first display. It is reported, at the computed property's
    /// declaration, when clients outside the module may set it (`public`, `open`,
    /// `@IBInspectable`) and its backing field is the one changing value the view draws: a
    /// number or a collection whose name is not a style's nor a count of drawn elements
    /// (`lineCount` sets up a grid), in a type whose other drawn,
    /// changing properties are all styles (colours, fonts, widths, flags). A client that sets
    /// that value on screen, which is what the view is for, sees nothing change.
    func unwrittenBackedValue(
      _ front: String, _ backing: String, in unit: CodeUnit, drawn: DrawnType
    ) -> Finding? {
      guard let computed = project.property(front, of: drawn.type.name),
        computed.isExternallyWritable(typeUsedElsewhere: false),
        let declaration = computed.declaration,
        Self.holdsNumberOrCollection(computed), !Self.isDefiniteStyle(computed),
        !Self.countsDrawnElements(front),
        let stored = drawn.chain.lazy.compactMap({ $0.properties[backing] }).first,
        !Self.isDefiniteStyle(stored), !Self.requestsDisplay(unit, on: "self", in: drawn)
      else { return nil }
      let others = drawn.drawn.filter { name in
        guard name != backing, name != front, !drawn.automatic.contains(name),
          !drawn.writtenWhileDrawing.contains(name),
          let property = drawn.chain.lazy.compactMap({ $0.properties[name] }).first
        else { return false }
        if property.isLet || property.isStatic || (property.isComputed && property.setter == nil) {
          return false
        }
        return !Self.isDefiniteStyle(property)
      }
      guard others.isEmpty else { return nil }
      return Finding(
        rule: .drawnPropertyWithoutRedraw, severity: .warning,
        location: project.location(of: declaration, file: computed.order.file),
        message: .unredrawnSetter(
          front, backing: backing, drawName: drawn.drawName,
          how: computed.attributes.contains("IBInspectable")
            ? "@IBInspectable" : (computed.setterAccess ?? computed.access ?? "internal")))
    }

    /// `lineCount`, `numberOfSegments`: how many elements the view draws, the structure it
    /// is set up with rather than the value it shows.
    static func countsDrawnElements(_ name: String) -> Bool {
      name.lowercased().contains("count") || name.hasPrefix("numberOf")
    }

    /// What a property's name and type say: a style for a colour or font type or a name with
    /// a style word that never names a view's value (`lineWidth`, `fillColor`), not a style
    /// for a property that holds model values, nil when neither says.
    static func namedOrTypedStyle(_ property: PropertyInfo) -> Bool? {
      if holdsModelValues(property) { return false }
      let lowered = property.name.lowercased()
      if styleWords.contains(where: { !valueLikeStyleWords.contains($0) && lowered.contains($0) }) {
        return true
      }
      if let type = property.typeName, styleTypes.contains(type) { return true }
      return nil
    }

    /// A style whatever the view: a colour or font type, a name with a style word that never
    /// names a view's value (`lineWidth`, `fillColor`; not `angle`, `count`, `offset`), a bound
    /// of the drawn range, or an `@IBInspectable` setting that is not a number or a collection
    /// (a flag, a text).
    static func isDefiniteStyle(_ property: PropertyInfo) -> Bool {
      if let known = namedOrTypedStyle(property) { return known }
      if isRangeBound(property.name) { return true }
      return property.attributes.contains("IBInspectable") && !holdsNumberOrCollection(property)
    }

    /// Whether a property's declared type (or its initial value) is a number or a collection.
    static func holdsNumberOrCollection(_ property: PropertyInfo) -> Bool {
      if holdsModelValues(property) { return true }
      guard let binding = property.binding?.as(PatternBindingSyntax.self) else { return false }
      if var type = binding.typeAnnotation?.type {
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return true }
        guard let name = type.simpleName else { return false }
        return numberTypes.contains(name) || collectionTypes.contains(name)
      }
      guard let value = binding.initializer?.value else { return false }
      if let name = value.as(FunctionCallExprSyntax.self).flatMap(Expressions.calleeName) {
        return numberTypes.contains(name) || collectionTypes.contains(name)
      }
      return value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self)
        || value.is(FloatLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
    }
  }

  extension Finding.Message {
    fileprivate static func unredrawnSetter(
      _ property: String, backing: String, drawName: String, how: String
    ) -> Finding.Message {
      Finding.Message(
        "'\(property)' can be set from outside the type (\(how)) and its setter stores '\(backing)', "
          + "which \(drawName) reads, without a redraw: the view keeps showing the old value; "
          + "call setNeedsDisplay() in its setter")
    }
  }
#endif
