#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension LayoutRules {
    // MARK: - SL206, geometry read before layout

    /// SL206 for geometry read before Auto Layout has run, in a view or view controller with
    /// no layout pass: a view's set-up code (`awakeFromNib()`, `init(coder:)`, and the
    /// methods only they call) computes an outlet's corner radius from the outlet's own
    /// `frame` or `bounds` (`avatar.layer.cornerRadius = avatar.frame.height / 2`), or a view
    /// controller's `viewDidLoad()` sizes a Core Animation layer from its view's `bounds` or
    /// `frame` (`gradient.frame = view.bounds`), and no `layoutSubviews()`,
    /// `viewDidLayoutSubviews()` or `viewWillLayoutSubviews()` computes it again. A
    /// controller's outlets are left alone: they are mostly controls of a fixed size, which
    /// the analysis cannot tell from the storyboard's constraints unless the storyboard is
    /// given beside the files (an outlet it fixes in size is left out, ``InterfaceSizes``,
    /// as is any outlet the rule reads a size from). At that
    /// point the views have the frames archived in the storyboard or nib, not the device's
    /// (Apple, `awakeFromNib()`; `viewDidLayoutSubviews()`: "called to notify the view
    /// controller that its view has just laid out its subviews"), and neither a layer's frame
    /// nor a corner radius follows a later size. Reported at the first such write, once per
    /// type.
    func geometryReadBeforeLayout() -> [Finding] {
      var findings: [Finding] = []
      let unitsByType = project.unitsByType
      for type in project.index.ordered where type.isClass {
        guard let base = uiKitBase(of: type), let units = unitsByType[type.name] else {
          continue
        }
        let controller = base.hasSuffix("Controller")
        let chain = DrawRules.chain(of: type, in: project.index)
        let passes =
          controller
          ? ["viewDidLayoutSubviews", "viewWillLayoutSubviews"]
          : ["layoutSubviews", "layoutSublayers", "draw"]
        guard !chain.contains(where: { link in passes.contains { link.functions[$0] != nil } }),
          controller || !units.contains(where: Self.followsSize)
        else { continue }
        let roots = units.filter { unit in
          if controller { return unit.kind == .function("viewDidLoad") }
          return unit.kind == .function("awakeFromNib") || unit.kind == .initializer
        }
        guard !roots.isEmpty else { continue }
        let hit = reachedSetUp(from: roots, units: units, type: type).lazy
          .flatMap { unit in unit.writes.map { (unit, $0) } }
          .first { unit, write in
            self.readsGeometryEarly(write, in: unit, of: type, controller: controller)
          }
        guard let (unit, write) = hit else { continue }
        let target = Expressions.withoutSelf(write.parts)
        findings.append(
          project.finding(
            .layerSizedOnce, Self.earlySeverity(target.joined(separator: "."), in: type),
            at: write.node,
            file: unit.file,
            .geometryReadBeforeLayout(
              target.joined(separator: "."), source: target[0], controller: controller)))
      }
      return findings
    }

    /// The units set-up code reaches from `roots` through calls on `self` to methods that
    /// only set-up code calls; with `atOnce`, only through calls made at once (not from a
    /// closure that runs later).
    func reachedSetUp(
      from roots: [CodeUnit], units: [CodeUnit], type: TypeInfo, atOnce: Bool = false
    ) -> [CodeUnit] {
      let setup = SetupAnalysis(units: units, externalCalls: [:], functions: type.functions)
      var byName: [String: [CodeUnit]] = [:]
      for unit in units {
        if case .function(let name) = unit.kind { byName[name, default: []].append(unit) }
      }
      var reached = Set<ObjectIdentifier>()
      var pending = roots
      while let unit = pending.popLast() {
        guard reached.insert(ObjectIdentifier(unit)).inserted else { continue }
        for call in unit.calls
        where call.base == "self" && !(atOnce && Self.runsLater(Syntax(call.node))) {
          let callees = byName[call.name] ?? []
          if callees.allSatisfy(setup.contains) { pending += callees }
        }
      }
      return units.filter { reached.contains(ObjectIdentifier($0)) }
    }

    /// An outlet's corner radius from the outlet's own size; in a controller, a layer's frame
    /// from the root view's size.
    private func readsGeometryEarly(
      _ write: CodeUnit.Write, in unit: CodeUnit, of type: TypeInfo, controller: Bool
    ) -> Bool {
      let parts = Expressions.withoutSelf(write.parts)
      guard let value = DrawRules.assignedValue(write.node) else { return false }
      let text = value.map(\.trimmedDescription).joined(separator: " ")
      if !controller, parts.count == 3, parts[1] == "layer", parts[2] == "cornerRadius",
        project.property(parts[0], of: type.name)?.attributes.contains("IBOutlet") == true,
        // A cell's avatar whose nib fixes its width and height has its final size already.
        project.interface.hasFixedSize(parts[0], of: type.name) == false,
        // A circle or capsule (half a size) shows a wrong size; a smaller share of it (`width
        // / 8`) barely does, as the class-wide shape holds.
        Self.halves(text),
        !readsOnlyFixedDimensions(of: parts[0], in: text, type: type.name)
      {
        let name = NSRegularExpression.escapedPattern(for: parts[0])
        return text.range(
          of: "(?<![\\w.])(self\\.)?\(name)\\.(frame|bounds)\\b", options: .regularExpression)
          != nil
      }
      if controller, parts.count == 3, parts[1] == "layer", parts[2] == "cornerRadius",
        let outlet = project.property(parts[0], of: type.name),
        outlet.attributes.contains("IBOutlet"), outlet.typeName == "UIImageView",
        !project.interface.hasFixedSize(parts[0], of: type.name),
        !readsOnlyFixedDimensions(of: parts[0], in: text, type: type.name)
      {
        // A controller's image view made a circle from its storyboard size (an avatar); the
        // fixed-size buttons and panels rounded the same way are left alone.
        let name = NSRegularExpression.escapedPattern(for: parts[0])
        return text.range(
          of: "^(self\\.)?\(name)\\.(frame|bounds)(\\.size)?\\.(width|height) / 2(\\.0)?$",
          options: .regularExpression) != nil
      }
      if controller, parts.count == 2, parts[1] == "center", !unit.isLocal("view") {
        // A subview centred on the root view's storyboard centre, with no autoresizing mask
        // or constraint to follow the final size.
        let body = type.declarations.map(\.description).joined(separator: "\n")
        return text.range(
          of: #"^(self\.)?view\.center$"#, options: .regularExpression) != nil
          && body.range(
            of:
              #"autoresizingMask|translatesAutoresizingMaskIntoConstraints|NSLayoutConstraint|Anchor\b|\.snp\."#,
            options: .regularExpression) == nil
      }
      if controller, !unit.isLocal("view"), !parts.isEmpty,
        parts.count == 1 || (parts.count == 2 && parts[1] == "frame"),
        !unit.isLocal(parts[0]), project.property(parts[0], of: type.name) != nil,
        !isLayer(parts[0], in: unit, of: type)
      {
        // A stored subview made or placed with the root view's storyboard size, directly or through
        // the unit's constants (`canvas = Canvas(frame: view.bounds)`, `panel.frame =
        // view.bounds`, `let width = view.frame.width` then `CGRect(… width: width …)`), added
        // to the view, with no autoresizing mask or constraint to follow the final size.
        let body = type.declarations.map(\.description).joined(separator: "\n")
        let name = NSRegularExpression.escapedPattern(for: parts[0])
        let made =
          parts.count == 2
          || text.range(of: #"^[A-Z][\w.]*\(frame: "#, options: .regularExpression) != nil
        let follows =
          body.range(
            of:
              #"autoresizingMask|translatesAutoresizingMaskIntoConstraints|NSLayoutConstraint|Anchor\b|\.snp\.|\bsizeToFit\b"#,
            options: .regularExpression) != nil
        return made && Self.readsRootSize(text, constants: unit.constants) && !follows
          && body.range(
            of: "addSubview\\(\\s*(self\\.)?\(name)\\b", options: .regularExpression) != nil
      }
      // `view` of the controller, not a parameter or local of that name.
      guard controller, parts.count == 2, parts[1] == "frame" || parts[1] == "path",
        !unit.isLocal("view"), isLayer(parts[0], in: unit, of: type)
      else { return false }
      if Self.readsRootSize(text, constants: unit.constants) { return true }
      // Since the twenty-first round: a layer's frame or path from an outlet's storyboard
      // size (`track.path = UIBezierPath(ovalIn: ring.bounds).cgPath`), which Auto Layout
      // changes after viewDidLoad() as it does the root view's.
      return outletSizeRead(in: text, of: type, unit: unit)
    }

    /// Whether every read of the outlet `name`'s `frame` or `bounds` in `text` takes one
    /// dimension (`avatar.frame.width`, `avatar.bounds.size.height`) that the storyboard or
    /// nib given beside the files fixes with a constraint of the outlet's own
    /// (``InterfaceSizes``): that dimension is already the final one.
    func readsOnlyFixedDimensions(of name: String, in text: String, type: String) -> Bool {
      let escaped = NSRegularExpression.escapedPattern(for: name)
      guard
        let pattern = try? NSRegularExpression(
          pattern:
            "(?<![\\w.])(?:self\\.)?\(escaped)[!?]?\\.(?:layer\\.)?(?:frame|bounds)(?:\\.size)?(?:\\.(width|height)\\b)?"
        )
      else { return false }
      let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
      return !matches.isEmpty
        && matches.allSatisfy { match in
          guard let range = Range(match.range(at: 1), in: text) else { return false }
          return project.interface.hasFixed(String(text[range]), name, of: type)
        }
    }

    /// Whether `text` reads the `frame` or `bounds` of an outlet of the type (a stored
    /// `@IBOutlet` view, not a local of that name).
    private func outletSizeRead(in text: String, of type: TypeInfo, unit: CodeUnit) -> Bool {
      for name in type.propertyOrder where !unit.isLocal(name) {
        guard project.property(name, of: type.name)?.attributes.contains("IBOutlet") == true,
          !project.interface.hasFixedSize(name, of: type.name)
        else { continue }
        let escaped = NSRegularExpression.escapedPattern(for: name)
        if text.range(
          of: "(?<![\\w.])(self\\.)?\(escaped)\\.(frame|bounds)\\b",
          options: .regularExpression) != nil
        {
          return true
        }
      }
      return false
    }

    /// Whether a value reads the root view's size (`view.bounds`, `self.view.frame.width`),
    /// directly or through one of the unit's local constants (`let width = view.frame.width`);
    /// a constant made from such a constant is followed by SL206's class
    /// (`LayoutRules+EarlySources.swift`).
    static func readsRootSize(_ text: String, constants: [String: String]) -> Bool {
      let root = #"(?<![\w.])(self\.)?view\.(frame|bounds)\b"#
      if text.range(of: root, options: .regularExpression) != nil { return true }
      var derived: Set<String> = []
      for (name, value) in constants where value.range(of: root, options: .regularExpression) != nil
      {
        derived.insert(name)
      }
      return derived.contains { mentions(text, $0) }
    }

    /// Whether `text` names the identifier `name` (not a member of that name).
    private static func mentions(_ text: String, _ name: String) -> Bool {
      let escaped = NSRegularExpression.escapedPattern(for: name)
      return text.range(of: "(?<![\\w.])\(escaped)\\b", options: .regularExpression) != nil
    }
  }

  extension Finding.Message {
    fileprivate static func geometryReadBeforeLayout(
      _ target: String, source: String, controller: Bool
    ) -> Finding.Message {
      let place = controller ? "viewDidLoad()" : "set-up (awakeFromNib(), init)"
      let pass = controller ? "viewDidLayoutSubviews()" : "layoutSubviews()"
      return Finding.Message(
        "'\(target)' is computed in \(place) from a size Auto Layout has not given yet (the "
          + "storyboard's frame), and no layout pass computes it again: when the final size "
          + "differs, '\(source)' keeps the wrong geometry; set it in \(pass)")
    }
  }
#endif
