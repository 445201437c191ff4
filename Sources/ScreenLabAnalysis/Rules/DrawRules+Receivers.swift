#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL101's receivers: the (base, property) pairs a write may be, names resolved by the
  /// member alone, the element of a loop over the type's own subviews in set-up code, and a
  /// subview or layer written through the property that holds it (Docs/Analyzer.md, SL101,
  /// "Objects the type owns").
  extension DrawRules {
    /// The (base path, property) pairs a write may be, most specific first.
    func candidates(_ write: CodeUnit.Write, in unit: CodeUnit) -> [(String, String)] {
      let parts = write.parts
      var result: [(String, String)] = []
      // A member written through a subview or layer changes that object, not the property.
      func holdsRenderer(_ name: String) -> Bool {
        guard let typeName = unit.typeName, let property = project.property(name, of: typeName)
        else { return false }
        return Self.rendersItself(property)
      }
      if parts[0] == "self" {
        if parts.count == 2 || (parts.count > 2 && !holdsRenderer(parts[1])) {
          result.append(("self", parts[1]))
        }
      } else if !unit.isLocal(parts[0]), unit.typeName != nil,
        parts.count == 1 || !holdsRenderer(parts[0])
      {
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
      "shadowColor", "shadowOffset", "shadowOpacity", "shadowRadius", "shadowPath", "mask",
      "masksToBounds", "style", "borderStyle",
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

    /// Whether `root` is the element of a `for` loop or a `forEach` closure, around `node`,
    /// that goes over objects the type `typeName` holds in its own stored properties: an
    /// outlet collection (`for box in boxes`), or an array literal of its properties
    /// (`[self.first, self.second].forEach { $0.style = .circle }`). In set-up code such a
    /// write configures the type's own subviews before their first display.
    func iteratesOwnObjects(_ root: String, at node: Syntax, typeName: String) -> Bool {
      var current = node.parent
      while let parent = current {
        if let loop = parent.as(ForStmtSyntax.self),
          loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == root
        {
          return holdsOwnObjects(loop.sequence, typeName: typeName)
        }
        if let closure = parent.as(ClosureExprSyntax.self),
          Self.firstParameter(of: closure) == root
        {
          guard let call = Self.callTaking(closure),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "forEach", let base = callee.base
          else { return false }
          return holdsOwnObjects(base, typeName: typeName)
        }
        if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) {
          return false
        }
        current = parent.parent
      }
      return false
    }

    /// The name of a closure's first parameter, `$0` when it declares none.
    static func firstParameter(of closure: ClosureExprSyntax) -> String? {
      switch closure.signature?.parameterClause {
      case .simpleInput(let names)?: return names.first?.name.text
      case .parameterClause(let clause)?:
        return clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
      default: return "$0"
      }
    }

    /// The call a closure is given to, as its trailing closure or as an argument.
    static func callTaking(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
      if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
      return closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// Whether `expression` is a stored property of `typeName` or an array literal whose
    /// every element is one.
    func holdsOwnObjects(_ expression: ExprSyntax, typeName: String) -> Bool {
      var expression = expression
      while let inner = Expressions.unwrapped(expression) { expression = inner }
      if let array = expression.as(ArrayExprSyntax.self) {
        return !array.elements.isEmpty
          && array.elements.allSatisfy { isOwnProperty($0.expression, typeName: typeName) }
      }
      return isOwnProperty(expression, typeName: typeName)
    }

    private func isOwnProperty(_ expression: ExprSyntax, typeName: String) -> Bool {
      guard let path = Expressions.path(expression) else { return false }
      var parts = path.split(separator: ".").map(String.init)
      if parts.first == "self" { parts.removeFirst() }
      guard parts.count == 1, let property = project.property(parts[0], of: typeName) else {
        return false
      }
      return !property.isStatic && !property.isComputed
    }

    /// Whether a property holds an object that draws itself: a subview or a layer (an
    /// outlet, or a UIKit view or Core Animation layer type). Writing one of its members
    /// (`imageView.image = photo`, `track.strokeEnd = 1`) changes that object, which
    /// displays the change itself; the drawing view's own content is unchanged.
    static func rendersItself(_ property: PropertyInfo) -> Bool {
      if property.attributes.contains("IBOutlet") { return true }
      guard var declared = property.typeName else { return false }
      while declared.hasSuffix("!") || declared.hasSuffix("?") { declared.removeLast() }
      let framework = ["UI", "CA", "SK", "MK", "WK"].contains { declared.hasPrefix($0) }
      let renders = [
        "View", "Label", "Button", "Layer", "Field", "Control", "Switch", "Slider", "Bar",
        "Indicator",
      ]
      .contains { declared.hasSuffix($0) }
      return framework && renders
    }
  }
#endif
