#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL106 and SL107: the last two items of the `draw(_:)` reference's list of mistakes, as
  /// notes (Docs/Analyzer.md): an override of `draw(_:)` that does not call `super.draw(rect)`
  /// where the superclass draws (a label, a drawing view of the project),
  /// and a view that is asked to redraw part of itself (`setNeedsDisplay(_:)` with a rect) but
  /// whose `draw(_:)` never reads the rect, so it draws everything every time
  /// (Docs/Semantics/UIKit.md §35 measures both). SL109, a warning: an override of
  /// `draw(_:)` in a `UIImageView` subclass, which UIKit never calls.
  struct DrawCostRules {
    let project: Project

    func findings() -> [Finding] {
      var findings: [Finding] = []
      let partial = partiallyRedrawnTypes()
      for (position, tree) in project.trees.enumerated() {
        let mentionsImageView = project.files[position].text.contains("UIImageView")
        for draw in Self.viewDrawOverrides(in: tree) {
          guard let body = draw.function.body else { continue }
          let location = project.location(of: draw.function.name, file: position)
          // An override that only calls `super.draw(rect)` (or is empty) draws nothing of
          // its own: nothing is lost when UIKit does not call it.
          if mentionsImageView, imageViewSuperclass(of: draw.type),
            !Self.drawsOnlySuper(body)
          {
            // Reported at the class, whose superclass is the mistake.
            var owner = Syntax(draw.function).parent
            while let node = owner, !node.is(ClassDeclSyntax.self), !node.is(SourceFileSyntax.self)
            {
              owner = node.parent
            }
            let place =
              owner?.as(ClassDeclSyntax.self).map { project.location(of: $0.name, file: position) }
              ?? location
            findings.append(
              Finding(
                rule: .drawNeverCalled, severity: .warning, location: place,
                message: .drawNeverCalled(draw.type)))
            continue
          }
          if let drawingSuperclass = drawingSuperclass(of: draw.type), !Self.callsSuperDraw(body) {
            findings.append(
              Finding(
                rule: .drawWithoutSuper, severity: .note, location: location,
                message: .drawWithoutSuper(draw.type, superclass: drawingSuperclass)))
          }
          if partial.contains(draw.type), !Self.reads(draw.rectName, in: body) {
            findings.append(
              Finding(
                rule: .drawIgnoresRect, severity: .note, location: location,
                message: .drawIgnoresRect(draw.type, rect: draw.rectName)))
          }
        }
      }
      return findings
    }

    /// Whether a `draw(_:)` body is empty or only calls `super.draw(…)`.
    static func drawsOnlySuper(_ body: CodeBlockSyntax) -> Bool {
      body.statements.allSatisfy { item in
        guard let call = item.item.as(FunctionCallExprSyntax.self),
          let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return member.base?.is(SuperExprSyntax.self) == true
          && member.declName.baseName.text == "draw"
      }
    }

    /// UIKit's classes whose own `draw(_:)` draws content (a label its text, a text field and a
    /// text view theirs): an override that leaves out `super.draw(rect)` loses it.
    static let drawingUIKitClasses: Set<String> = ["UILabel", "UITextField", "UITextView"]

    /// The superclass of `type` whose `draw(_:)` draws, if any: one of UIKit's drawing classes
    /// or a class of the project that has a `draw(_:)`, up the chain. A direct subclass of
    /// UIView has none: UIView's `draw(_:)` is empty and leaving it out costs nothing, as the
    /// draw-cost scenario measures (Docs/Analyzer.md, SL106).
    func drawingSuperclass(of type: String) -> String? {
      var current = project.index.type(type)
      var seen: Set<String> = [type]
      while let info = current {
        let parent = info.inherited.first {
          Self.drawingUIKitClasses.contains($0) || project.index.type($0)?.isClass == true
        }
        // UIView's own draw(_:) is empty, wherever it is declared.
        guard let parent, parent != "UIView" else { return nil }
        if Self.drawingUIKitClasses.contains(parent) { return parent }
        guard seen.insert(parent).inserted, let next = project.index.type(parent) else {
          return nil
        }
        if next.drawMethods.contains(where: { Self.isRectDraw($0) }) { return parent }
        current = next
      }
      return nil
    }

    /// Whether `type` inherits from `UIImageView`, directly or through classes of the
    /// project. UIImageView does not call `draw(_:)` of its subclasses (Apple, `UIImageView`:
    /// "does not call the draw(_:) method of its subclasses").
    func imageViewSuperclass(of type: String) -> Bool {
      var current = project.index.type(type)
      var seen: Set<String> = [type]
      while let info = current {
        if info.inherited.contains("UIImageView") { return true }
        guard let parent = info.inherited.first(where: { project.index.type($0)?.isClass == true }),
          seen.insert(parent).inserted
        else { return false }
        current = project.index.type(parent)
      }
      return false
    }

    static func isRectDraw(_ function: FunctionDeclSyntax) -> Bool {
      let parameters = function.signature.parameterClause.parameters
      return parameters.count == 1 && parameters.first?.firstName.text == "_"
    }

    /// An `override func draw(_ rect: CGRect)` of a class, with the class's name and the
    /// parameter's name inside the body (nil for `_`).
    struct DrawOverride {
      let type: String
      let function: FunctionDeclSyntax
      let rectName: String?
    }

    static func viewDrawOverrides(in tree: SourceFileSyntax) -> [DrawOverride] {
      var found: [DrawOverride] = []
      var pending: [(Syntax, String?)] = tree.statements.map { (Syntax($0.item), nil) }
      var steps = 0
      while let (node, owner) = pending.popLast(), steps < 200_000 {
        steps += 1
        if let type = node.as(ClassDeclSyntax.self) {
          pending += type.memberBlock.members.map { (Syntax($0.decl), type.name.text) }
        } else if let type = node.as(ExtensionDeclSyntax.self) {
          let name = type.extendedType.trimmedDescription
          pending += type.memberBlock.members.map { (Syntax($0.decl), name) }
        } else if let function = node.as(FunctionDeclSyntax.self), let owner,
          function.name.text == "draw",
          function.modifiers.contains(where: { $0.name.text == "override" })
        {
          let parameters = function.signature.parameterClause.parameters
          guard parameters.count == 1, let parameter = parameters.first,
            parameter.firstName.text == "_",
            parameter.type.trimmedDescription == "CGRect"
          else { continue }
          let inner = parameter.secondName?.text
          found.append(
            DrawOverride(
              type: owner, function: function, rectName: inner == "_" ? nil : inner))
        }
      }
      return found
    }

    /// Whether `body` calls `super.draw(…)`.
    static func callsSuperDraw(_ body: CodeBlockSyntax) -> Bool {
      for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.super)
      {
        if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "draw"
        {
          return true
        }
      }
      return false
    }

    /// Whether `body` mentions the parameter `name` other than to pass it to `super.draw`
    /// (never, for an unnamed parameter).
    static func reads(_ name: String?, in body: CodeBlockSyntax) -> Bool {
      guard let name else { return false }
      for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name)
      {
        var node = token.parent
        var passedToSuper = false
        var depth = 0
        while let current = node, depth < 8 {
          if let call = current.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.base?.is(SuperExprSyntax.self) == true, callee.declName.baseName.text == "draw"
          {
            passedToSuper = true
            break
          }
          node = current.parent
          depth += 1
        }
        if !passedToSuper { return true }
      }
      return false
    }

    /// The types that receive `setNeedsDisplay(_:)` with a rect: a call with one argument,
    /// unqualified or on `self` inside the type, or on a value the analysis knows the type of.
    func partiallyRedrawnTypes() -> Set<String> {
      var types: Set<String> = []
      for unit in project.units {
        for call in unit.calls where call.name == "setNeedsDisplay" {
          guard call.node.arguments.count == 1 else { continue }
          if call.isOnSelf {
            if let owner = unit.typeName { types.insert(owner) }
          } else if let base = call.base, let target = project.resolve(base, in: unit) {
            types.insert(target.name)
          }
        }
      }
      return types
    }
  }

  extension Finding.Message {
    fileprivate static func drawWithoutSuper(_ type: String, superclass: String)
      -> Finding.Message
    {
      Finding.Message(
        "draw(_:) of \(type) does not call super.draw(rect), so what \(superclass)'s draw(_:) "
          + "draws is lost; Apple recommends calling it: add super.draw(rect) first")
    }

    fileprivate static func drawNeverCalled(_ type: String) -> Finding.Message {
      Finding.Message(
        "\(type) overrides draw(_:) but is a UIImageView, which never calls the draw(_:) of its "
          + "subclasses: nothing it draws reaches the screen, and setNeedsDisplay() changes "
          + "nothing; subclass UIView instead, or render into an image and set 'image'")
    }

    fileprivate static func drawIgnoresRect(_ type: String, rect: String?) -> Finding.Message {
      let subject = rect.map { "'\($0)'" } ?? "its rect"
      return Finding.Message(
        "\(type) is asked to redraw part of itself (setNeedsDisplay(_:) with a rect) but its "
          + "draw(_:) never reads \(subject): it draws everything each time, and what falls "
          + "outside the rect is discarded; draw only what intersects the rect")
    }
  }
#endif
