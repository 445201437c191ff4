#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL108: a property that `layoutSubviews()` reads, whose observer requests display only
  /// (Docs/Analyzer.md, SL108).
  extension LayoutRules {
    /// Calls and members whose presence in an observer's reach lays the view out again, or
    /// places what the layout pass places: the observer is not display-only.
    /// Adding a subview, or taking one out, lays the view that gains or loses it out again
    /// too (UIKit marks that view as needing layout).
    static let layingOut: Set<String> = [
      "setNeedsLayout", "layoutIfNeeded", "layoutSubviews", "layoutSublayers",
      "invalidateIntrinsicContentSize", "setNeedsUpdateConstraints", "updateConstraints",
      "sizeToFit", "frame", "center", "bounds", "constant", "transform", "position",
      "addSubview", "insertSubview", "removeFromSuperview",
    ]

    /// The geometry UIKit asks a control for when it lays the control out: a slider's track
    /// and thumb rects, a text field's text and view rects, a button's title, image and
    /// content rects (Apple, `UISlider.trackRect(forBounds:)`, `UITextField.textRect(forBounds:)`,
    /// `UIButton.titleRect(forContentRect:)`: override them to change where the parts go).
    static let layoutGeometry: Set<String> = [
      "trackRect", "thumbRect", "minimumValueImageRect", "maximumValueImageRect", "textRect",
      "editingRect", "placeholderRect", "borderRect", "clearButtonRect", "leftViewRect",
      "rightViewRect", "titleRect", "imageRect", "contentRect", "backgroundRect",
    ]

    /// A view whose `layoutSubviews()` (or a layer whose `layoutSublayers()`) reads a stored
    /// property, the property's observer requesting display and nothing that lays out: the
    /// frames the layout pass computes from the value stay where they were.
    ///
    /// A geometry override the type's own drawing calls (`drawText(in:)` asking
    /// `textRect(forBounds:limitedToNumberOfLines:)` where to draw, as label subclasses that
    /// align their text do) runs again in the display pass the observer requests: it is not
    /// counted as layout.
    func displayOnlyFindings() -> [Finding] {
      var findings: [Finding] = []
      for type in project.index.ordered where type.isClass {
        let redrawn = Self.geometryCalledWhileDrawing(in: type)
        let passes: [FunctionDeclSyntax] = ["layoutSubviews", "layoutSublayers"]
          .flatMap { type.functions[$0] ?? [] }
          .filter { $0.signature.parameterClause.parameters.isEmpty }
        let geometry: [FunctionDeclSyntax] = Self.layoutGeometry.subtracting(redrawn).sorted()
          .flatMap { type.functions[$0] ?? [] }
          .filter { $0.modifiers.contains { $0.name.text == "override" } }
        let layout = (passes + geometry).filter { $0.body != nil }
        guard !layout.isEmpty else { continue }
        let read = Self.reach(layout.compactMap(\.body).map(Syntax.init), in: type)
        for name in type.propertyOrder {
          guard let property = type.properties[name], !property.isComputed, !property.isLet,
            !property.isStatic, !property.observers.isEmpty,
            read.names.contains(name)
          else { continue }
          let observed = Self.reach(
            property.observers.compactMap { $0.body.map(Syntax.init) }, in: type)
          guard observed.all.contains("setNeedsDisplay"),
            observed.all.isDisjoint(with: Self.layingOut),
            let node = property.binding ?? property.declaration, let file = file(of: node)
          else { continue }
          findings.append(
            project.warning(
              .displayRequestedForLayoutState, at: node, file: file,
              """
              '\(type.name).\(name)' is read by \(layout[0].displayName), but its observer \
              requests display only: setNeedsDisplay() does not run the layout pass, so the \
              frames computed from '\(name)' stay stale; call setNeedsLayout() in the observer
              """))
        }
      }
      return findings
    }

    /// The geometry methods of `layoutGeometry` that the type's drawing overrides
    /// (`draw(_:)`, `drawText(in:)`, `drawPlaceholder(in:)`) call on `self`.
    static func geometryCalledWhileDrawing(in type: TypeInfo) -> Set<String> {
      var called = Set<String>()
      for name in ["draw", "drawText", "drawPlaceholder"] {
        for function in type.functions[name] ?? [] {
          guard let body = function.body else { continue }
          for token in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let identifier) = token.tokenKind,
              layoutGeometry.contains(identifier),
              token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen,
              token.previousToken(viewMode: .sourceAccurate)?.previousToken(
                viewMode: .sourceAccurate)?.tokenKind != .keyword(.super)
            else { continue }
            called.insert(identifier)
          }
        }
      }
      return called
    }

    /// The identifiers of `bodies` and of the methods and computed properties of `type` they
    /// use, two steps deep:
    /// `names` holds the stored properties of `type` they name (bare, or after `self.`),
    /// `all` every identifier.
    static func reach(_ bodies: [Syntax], in type: TypeInfo) -> (
      names: Set<String>, all: Set<String>
    ) {
      var names = Set<String>()
      var all = Set<String>()
      eachToken(of: bodies) { token, next in
        guard case .identifier(let name) = token.tokenKind else { return }
        all.insert(name)
        let previous = token.previousToken(viewMode: .sourceAccurate)
        let onSelf =
          previous?.tokenKind != .period
          || previous?.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.self)
        guard onSelf else { return }
        if let property = type.properties[name] {
          names.insert(name)
          // A computed property (`var trackFrame: CGRect { … thickness … }`) reads on.
          if property.isComputed, let getter = property.getterBody { next.append(getter) }
        }
        // Not the draw pass: a `draw()` helper of the same base name is another method.
        for function in type.functions[name] ?? []
        where !type.drawMethods.contains(where: { $0.id == function.id }) {
          if let inner = function.body { next.append(Syntax(inner)) }
        }
      }
      return (names, all)
    }

    /// Calls `visit` with every token of `bodies`, then of the bodies `visit` adds to its
    /// second argument, and so on: three levels (a body and what it calls, two calls deep),
    /// each body once.
    static func eachToken(of bodies: [Syntax], _ visit: (TokenSyntax, inout [Syntax]) -> Void) {
      var pending = bodies
      var seen = Set<SyntaxIdentifier>()
      for _ in 0..<3 {
        var next: [Syntax] = []
        for body in pending where seen.insert(body.id).inserted {
          for token in body.tokens(viewMode: .sourceAccurate) { visit(token, &next) }
        }
        pending = next
      }
    }
  }
#endif
