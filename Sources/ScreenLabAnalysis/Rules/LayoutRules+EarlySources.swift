#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension LayoutRules {
    // MARK: - SL206, the class: where an early size comes from and where it goes

    /// `frame`, `bounds` or `center` of a plain receiver: `frame`, `self.bounds`,
    /// `view.frame`, `self.view.layer.bounds`, `button!.frame`; not an argument label
    /// (`UIView(frame:)`), not a member of a longer path (`UIScreen.main.bounds`,
    /// `button.titleLabel.frame`), not an enum case (`.center`).
    private static let earlyRead = try? NSRegularExpression(
      pattern:
        #"(?<![\w.$])(?:self\.)?(?:([A-Za-z_]\w*)[!?]?\.)?(?:layer\.)?(frame|bounds|center)\b(?!\s*:)"#
    )

    /// The view whose size or position `text` reads early, directly or through the unit's
    /// local constants (three steps deep): `self` for the view's own geometry in its set-up,
    /// `view` for a controller's root view, or the name of an outlet or of a stored subview
    /// laid out by constraints.
    func earlySource(_ text: String, _ unit: CodeUnit, _ context: EarlyContext) -> String? {
      if let direct = directEarlySource(text, unit, context) { return direct }
      var derived: [String: String] = [:]
      let constants = unit.constants.sorted { $0.key < $1.key }
      for _ in 0..<3 {
        for (name, value) in constants where derived[name] == nil {
          if let source = directEarlySource(value, unit, context) {
            derived[name] = source
          } else if let (_, source) = derived.sorted(by: { $0.key < $1.key }).first(where: {
            Self.mentions($0.key, in: value)
          }) {
            derived[name] = source
          }
        }
      }
      return derived.sorted { $0.key < $1.key }.first { Self.mentions($0.key, in: text) }?.value
    }

    func directEarlySource(_ text: String, _ unit: CodeUnit, _ context: EarlyContext)
      -> String?
    {
      guard let pattern = Self.earlyRead else { return nil }
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        let base = Range(match.range(at: 1), in: text).map { String(text[$0]) }
        let member = Range(match.range(at: 2), in: text).map { String(text[$0]) } ?? ""
        switch base {
        case nil, "layer"?:
          // The view's own geometry, in a view's set-up; not a local named `frame`.
          if !context.controller, !unit.isLocal(base ?? member) { return "self" }
        case "view"? where context.controller && !unit.isLocal("view"):
          if context.rootViewEarly { return "view" }
        case let name?:
          guard !unit.isLocal(name), isSubview(name, of: context.type),
            let property = context.type.properties[name]
          else { continue }
          // An outlet comes from a storyboard laid out by Auto Layout; a subview made in
          // code has the frame its code gives, unless constraints place it. An outlet whose
          // storyboard or nib, given beside the files, fixes its width and height has its
          // final size already (``InterfaceSizes``).
          if property.attributes.contains("IBOutlet") {
            if project.interface.hasFixedSize(name, of: context.type.name) { continue }
            // Only its width (or height) read, and that one dimension fixed by the file:
            // `avatar.frame.width / 2` under an archived `width = 100`.
            if member != "center", let dimension = Self.dimensionRead(after: match, in: text),
              project.interface.hasFixed(dimension, name, of: context.type.name)
            {
              continue
            }
            return name
          }
          if Self.constrained(name, context.body) { return name }
        }
      }
      return nil
    }

    /// The one dimension a read of `frame` or `bounds` goes on to take (`.width`,
    /// `.size.height`), or nil when it takes the whole rectangle or anything else.
    static func dimensionRead(after match: NSTextCheckingResult, in text: String) -> String? {
      guard let end = Range(match.range, in: text)?.upperBound else { return nil }
      let rest = String(text[end...])
      guard
        let found = rest.range(
          of: #"^[!?]?\.(size\.)?(width|height)\b"#, options: .regularExpression)
      else { return nil }
      return rest[found].hasSuffix("width") ? "width" : "height"
    }

    /// Whether the type's code places `name` with constraints: it turns off its autoresizing
    /// constraints, makes a constraint from one of its own anchors, or uses SnapKit or an
    /// `anchor(…)` helper on it. Naming its anchors for another view's constraint (`top:
    /// panel.topAnchor`) does not place it.
    static func constrained(_ name: String, _ body: String) -> Bool {
      mentions(
        name,
        then:
          "[!?]?\\.(translatesAutoresizingMaskIntoConstraints|\\w*[aA]nchor\\.constraint|snp\\.|anchor\\()",
        in: body)
    }

    /// Whether `body` names `name` (alone or after `self.`, not as another value's member)
    /// followed by the regular expression `suffix`.
    static func mentions(_ name: String, then suffix: String, in body: String) -> Bool {
      let escaped = NSRegularExpression.escapedPattern(for: name)
      return body.range(
        of: "(?<![\\w.])(self\\.)?\(escaped)" + suffix, options: .regularExpression) != nil
    }

    /// Whether a write of `member` on `parts[0]` keeps an early value: the target is the
    /// view's own layer, the root view's layer, a stored property or a local view or layer
    /// added to the hierarchy; no relayout callback names it (or calls the method that writes
    /// it); and, for a frame, centre or position, it follows no autoresizing mask or
    /// constraint.
    func targetKept(
      _ parts: [String], member: String, in unit: CodeUnit, _ context: EarlyContext
    ) -> Bool {
      guard let target = parts.first else { return false }
      let placing = Self.placingMembers.contains(member)
      if !context.controller, ["layer", "frame", "bounds", "center"].contains(target),
        !unit.isLocal(target)
      {
        // The view's own layer rounded or given a path; its own frame is its superview's.
        guard target == "layer", !placing else { return false }
      } else if context.controller, target == "view", !unit.isLocal("view") {
        guard parts.count > 2, parts[1] == "layer", !placing else { return false }
      } else if unit.isLocal(target) {
        guard addedToHierarchy(target, unit: unit, context) else { return false }
        if context.passText.contains("subviews") || context.passText.contains("sublayers") {
          return false
        }
      } else {
        guard project.property(target, of: context.type.name) != nil else { return false }
      }
      if !unit.isLocal(target), Self.mentions(target, in: context.passText) { return false }
      if case .function(let name) = unit.kind, Self.mentions(name, in: context.passText) {
        return false
      }
      if placing {
        if context.body.contains("autoresizingMask") || Self.constrained(target, context.body) {
          return false
        }
        // A view loaded from a nib keeps the autoresizing mask archived with it, flexible
        // width and height for a nib's top-level view: it follows its superview's size.
        if unit.isLocal(target),
          let made = unit.constants[target],
          made.contains("loadNibNamed") || made.contains("instantiate(withOwner")
        {
          return false
        }
        // The same view bound or stored from any nib load, a project's own loader included
        // (`guard let view = loadViewFromNib() else { return }`, `content =
        // UINib(nibName: …).instantiate(withOwner: self).first as? UIView`).
        if Self.loadedFromNib(target, context.body) { return false }
      }
      return true
    }

    /// Whether the type's code binds or assigns `name` from a nib load on the same line: a
    /// call whose name mentions a nib (`loadNibNamed`, `loadViewFromNib()`, `fromNib()`) or
    /// an instantiation with an owner.
    static func loadedFromNib(_ name: String, _ body: String) -> Bool {
      mentions(
        name, then: "\\s*(:[^=\\n]*)?=(?!=)[^\\n]*([nN]ib\\w*\\(|instantiate\\(withOwner)",
        in: body)
    }

    /// Whether a view or layer named `name` is added to the hierarchy by the type's code.
    func addedToHierarchy(_ name: String, unit: CodeUnit, _ context: EarlyContext) -> Bool {
      let escaped = NSRegularExpression.escapedPattern(for: name)
      return context.body.range(
        of:
          "(add|insert)(Subview|Sublayer|ArrangedSubview)\\(\\s*(self\\.)?\(escaped)\\b|\\.mask\\s*=\\s*(self\\.)?\(escaped)\\b",
        options: .regularExpression) != nil
    }

    /// The local or stored property a view made by `call` is kept in: `button` in `let
    /// button = UIButton(frame: …)`, `canvas` in `canvas = Canvas(frame: …)`.
    static func madeName(_ call: FunctionCallExprSyntax) -> String? {
      if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(
        PatternBindingSyntax.self),
        let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
      {
        return identifier.identifier.text
      }
      var target: String?
      if let list = call.parent?.as(ExprListSyntax.self) {
        let elements = Array(list)
        if let index = elements.firstIndex(where: { Syntax($0).id == Syntax(call).id }),
          index >= 2, elements[index - 1].is(AssignmentExprSyntax.self)
        {
          target = elements[index - 2].trimmedDescription
        }
      } else if let infix = call.parent?.as(InfixOperatorExprSyntax.self),
        infix.operator.is(AssignmentExprSyntax.self)
      {
        target = infix.leftOperand.trimmedDescription
      }
      guard var name = target else { return nil }
      if name.hasPrefix("self.") { name.removeFirst(5) }
      return name.contains(".") ? nil : name
    }

    /// Whether `node` is inside a closure that runs after the method returns (an animation,
    /// a completion, a dispatch, an action), not one given to a call of `atOnce`, which runs
    /// it before returning (`forEach`).
    static func runsLater(_ node: Syntax, atOnce: Set<String> = immediateClosureCalls) -> Bool {
      var current = node.parent
      while let next = current {
        if next.is(FunctionDeclSyntax.self) || next.is(InitializerDeclSyntax.self)
          || next.is(AccessorDeclSyntax.self)
        {
          return false
        }
        if let closure = next.as(ClosureExprSyntax.self) {
          guard let call = Expressions.call(taking: closure),
            let name = Expressions.calleeName(call), atOnce.contains(name)
          else { return true }
        }
        current = next.parent
      }
      return false
    }
  }
#endif
