#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension LayoutRules {
    // MARK: - SL206, the class: a size read before Auto Layout has run

    /// The methods that compute geometry again once the sizes are known (or change): the
    /// layout passes, the size and trait callbacks, and a controller's `viewDidAppear(_:)`,
    /// which runs after the first layout.
    static let relayoutCallbacks: Set<String> = [
      "viewDidLayoutSubviews", "viewWillLayoutSubviews", "viewWillTransition",
      "traitCollectionDidChange", "viewSafeAreaInsetsDidChange", "viewDidAppear",
      "layoutSubviews", "layoutSublayers", "draw", "safeAreaInsetsDidChange",
    ]

    /// The members whose value is geometry: a write of a size or position read early into
    /// one of them keeps the early value on screen.
    static let geometryMembers: Set<String> = [
      "cornerRadius", "frame", "bounds", "center", "position", "path", "shadowPath",
      "emitterPosition", "emitterSize", "contentSize", "constant",
    ]

    /// The geometry members a view's autoresizing mask or constraints redo.
    static let placingMembers: Set<String> = ["frame", "bounds", "center", "position"]

    /// Calls run at once with the closure they take; any other closure (an animation, a
    /// completion, a dispatch, an action) runs later, after layout.
    static let immediateClosureCalls: Set<String> = [
      "forEach", "map", "compactMap", "performWithoutAnimation",
    ]

    /// SL206 as a class: a size or position read from a view's `frame`, `bounds` or `center`
    /// (the view itself in its set-up from a storyboard, the controller's root view, an
    /// outlet, or a stored subview laid out by constraints), directly or through local
    /// constants, in a callback that runs before Auto Layout has sized the views
    /// (`viewDidLoad()`, `viewWillAppear(_:)`, `loadView()`; a view's `awakeFromNib()` and
    /// `init(coder:)`; the methods only they call), and written into geometry: a corner
    /// radius, a frame, bounds, centre or position, a layer's path or shadow path, an
    /// emitter's position or size, a content size, a constraint's constant, the frame a view
    /// is made with and added to the hierarchy, or a corner-radius helper's argument. Left
    /// alone: a type whose early code calls `layoutIfNeeded()` (layout has run), a value a
    /// layout callback (`viewDidLayoutSubviews()`, `layoutSubviews()`, a size or trait change,
    /// `viewDidAppear(_:)`) computes again, a placed view that follows its superview through an
    /// autoresizing mask or its own constraints, a read inside a closure that runs later, and
    /// sizes that are not a view's (`UIScreen.main.bounds`, constants). Reported at the first
    /// such write, once per type, where no earlier SL206 shape already reported the type.
    func earlyGeometryFindings(skipping reported: [Finding]) -> [Finding] {
      var findings: [Finding] = []
      let unitsByType = project.unitsByType
      for type in project.index.ordered where type.isClass {
        guard let base = uiKitBase(of: type), let units = unitsByType[type.name],
          !reportedAlready(type, reported)
        else { continue }
        let controller = base.hasSuffix("Controller")
        let passText = relayoutText(of: type, units: units)
        let body = type.declarations.map(\.description).joined(separator: "\n")
        var hit: (node: Syntax, unit: CodeUnit, target: String, source: String)?
        var context: EarlyContext?
        // A controller's root view is sized by its container before `viewWillAppear(_:)`:
        // there only the subviews, which wait for the layout pass, are read early.
        for group in Self.earlyGroups(controller: controller) where hit == nil {
          let roots = units.filter { unit in
            guard case .function(let name) = unit.kind else {
              // An `init(coder:)` that only traps never runs.
              return group.contains("init") && unit.kind == .initializer
                && unit.locals.values.contains("NSCoder")
                && !unit.calls.contains { $0.name == "fatalError" }
            }
            return group.contains(name)
          }
          guard !roots.isEmpty else { continue }
          let reached = reachedSetUp(from: roots, units: units, type: type, atOnce: true)
          guard !reached.contains(where: { $0.calls.contains { $0.name == "layoutIfNeeded" } })
          else { continue }
          let early = EarlyContext(
            type: type, controller: controller, rootViewEarly: !group.contains("viewWillAppear"),
            passText: passText, body: body)
          for unit in reached where hit == nil {
            if let (node, target, source) = earlyWrite(in: unit, early) {
              hit = (node, unit, target, source)
              context = early
            }
          }
        }
        guard let hit, let context else { continue }
        let node = earlyReadNode(for: hit.node, in: hit.unit, context)
        findings.append(
          project.finding(
            .layerSizedOnce, Self.earlySeverity(hit.target, in: type), at: node,
            file: hit.unit.file,
            .earlyGeometry(
              hit.target, source: hit.source, method: hit.unit.displayName,
              controller: controller)))
      }
      return findings
    }

    /// How sure an early geometry finding is. A corner radius, a path or a layer's frame taken
    /// from a size before layout is wrong as soon as the size changes: a layer never follows
    /// its view's bounds, and a radius is not remade. A view's place and size (`frame`,
    /// `center`, `bounds`, an origin or a position) taken from its container's size is wrong
    /// only when the final size differs from the storyboard's or the first one (another
    /// device, a rotation, split view): reviewers marked that shape in 5 of 17 findings on
    /// the corpora (Docs/Analyzer.md, SL206), so it is a note.
    static func earlySeverity(_ target: String, in type: TypeInfo) -> Severity {
      let parts = target.split(separator: ".")
      guard let last = parts.last, let root = parts.first else { return .warning }
      if type.properties[String(root)]?.typeName?.hasSuffix("Layer") == true { return .warning }
      let placement: Set<Substring> = [
        "frame", "center", "bounds", "origin", "size", "x", "y", "width", "height", "position",
        "emitterPosition", "emitterSize",
      ]
      let isLayer = parts.dropLast().contains {
        $0 == "layer" || $0.lowercased().hasSuffix("layer")
      }
      // `ToolBar.center.y`: the placement is the first such part.
      let placed = parts.dropFirst().contains { placement.contains($0) }
      return placed && !isLayer && placement.contains(last) ? .note : .warning
    }

    /// The early callbacks, grouped by whether a controller's root view is still unsized.
    static func earlyGroups(controller: Bool) -> [Set<String>] {
      controller ? [["viewDidLoad", "loadView"], ["viewWillAppear"]] : [["awakeFromNib", "init"]]
    }

    struct EarlyContext {
      let type: TypeInfo
      let controller: Bool
      /// Whether a controller's root view still has its archived or first frame.
      let rootViewEarly: Bool
      /// The text of the relayout callbacks and of the methods they call.
      let passText: String
      /// The type's declarations, for autoresizing masks and constraints.
      let body: String
    }

    /// Whether another SL206 finding lies in one of the type's declarations.
    private func reportedAlready(_ type: TypeInfo, _ reported: [Finding]) -> Bool {
      type.declarations.contains { declaration in
        guard let file = file(of: declaration) else { return false }
        let start = project.location(of: declaration, file: file)
        let end = project.endLocation(of: declaration, file: file)
        return reported.contains { finding in
          finding.rule == .layerSizedOnce && finding.location.file == start.file
            && (start.line...end.line).contains(finding.location.line)
        }
      }
    }

    /// The text of the type's relayout callbacks (its own and its project superclasses'), of
    /// the observers of its `bounds` or `frame`, and of the methods they call, three calls
    /// deep.
    private func relayoutText(of type: TypeInfo, units: [CodeUnit]) -> String {
      var texts = DrawRules.chain(of: type, in: project.index).flatMap { link in
        Self.relayoutCallbacks.sorted().flatMap { link.functions[$0] ?? [] }.map(\.description)
      }
      for unit in units {
        if case .observer(let property) = unit.kind, ["bounds", "frame"].contains(property),
          let node = unit.declaration
        {
          texts.append(node.description)
        }
      }
      var seen: Set<String> = []
      var pending = texts
      for _ in 0..<3 {
        var next: [String] = []
        for text in pending {
          let written = Self.namesBeforeParenthesis(text)
          for (name, functions) in type.functions where !seen.contains(name) {
            // A name of letters, digits and `_` that is not written before a `(` cannot match
            // the pattern: asked only of the others, one pattern per name and text made the
            // rule's cost grow with methods × texts.
            guard
              !Self.isPlainName(name) || written.contains(name),
              text.range(of: "(?<![\\w.])(self\\.)?\(name)\\(", options: .regularExpression)
                != nil
            else { continue }
            seen.insert(name)
            next += functions.map(\.description)
          }
        }
        texts += next
        pending = next
      }
      return texts.joined(separator: "\n")
    }

    /// The first geometry write of the unit fed by an early read: the node to report, the
    /// target and the view whose size was read.
    private func earlyWrite(in unit: CodeUnit, _ context: EarlyContext)
      -> (Syntax, String, String)?
    {
      var candidates: [(Syntax, String, String)] = []
      for write in unit.writes where !Self.runsLater(write.node) {
        let parts = Expressions.withoutSelf(write.parts)
        guard parts.count >= 2,
          let member = parts.dropFirst().first(where: Self.geometryMembers.contains),
          let value = DrawRules.assignedValue(write.node),
          case let text = value.map(\.trimmedDescription).joined(separator: " "),
          member != "cornerRadius" || Self.halves(text),
          let source = earlySource(text, unit, context),
          // A view placed from its own frame keeps where the storyboard put it (a frame
          // saved and restored around a change), which layout would give it too.
          !(Self.placingMembers.contains(member) && source == parts[0]),
          !isControllerRootView(parts, in: unit),
          targetKept(parts, member: member, in: unit, context)
        else { continue }
        candidates.append((write.node, parts.joined(separator: "."), source))
      }
      for call in unit.calls where !Self.runsLater(Syntax(call.node)) {
        let arguments = call.node.arguments.map(\.expression.trimmedDescription).joined(
          separator: " ")
        if let first = call.node.arguments.first, first.label?.text == "frame",
          call.name.first?.isUppercase == true,
          let source = earlySource(first.expression.trimmedDescription, unit, context),
          let name = Self.madeName(call.node), addedToHierarchy(name, unit: unit, context),
          targetKept([name, "frame"], member: "frame", in: unit, context)
        {
          candidates.append((Syntax(call.node), name + ".frame", source))
        } else if call.name.range(
          of: "corner|radius|round", options: [.regularExpression, .caseInsensitive]) != nil,
          call.name != "rounded",
          let base = call.base.map({ $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }),
          !base.contains("."), !unit.isLocal(base), isSubview(base, of: context.type),
          Self.halves(arguments), let source = earlySource(arguments, unit, context),
          targetKept([base, "layer", "cornerRadius"], member: "cornerRadius", in: unit, context)
        {
          candidates.append((Syntax(call.node), base + "." + call.name + "()", source))
        }
      }
      return candidates.min { $0.0.position < $1.0.position }
    }
  }

  extension LayoutRules {
    /// Whether `parts` names the root view of another view controller (`child.view.frame`,
    /// `vc.view.bounds`): UIKit gives a controller's root view a flexible width and height
    /// (the view `loadView()` makes, and a storyboard scene's), so it follows the size of the
    /// view it is added to when layout resizes that one.
    /// A local bound from a storyboard's `instantiateViewController(withIdentifier:)` or
    /// `instantiateInitialViewController()` is a controller too, cast or not: both return
    /// a `UIViewController` (Apple, `UIStoryboard`), whose root view is the scene's.
    func isControllerRootView(_ parts: [String], in unit: CodeUnit) -> Bool {
      guard parts.count == 3, parts[1] == "view", parts[0] != "self",
        let typeName = project.resolveName(parts[0], in: unit)
          ?? Self.storyboardController(made: unit.calledLocals[parts[0]])
      else { return false }
      if typeName.hasSuffix("ViewController") { return true }
      guard let type = project.index.type(typeName) else { return false }
      return DrawRules.chain(of: type, in: project.index).contains {
        $0.inherited.contains { $0.hasSuffix("ViewController") }
      }
    }

    /// The storyboard calls that make a view controller from a scene.
    static let storyboardControllerCalls: Set<String> = [
      "instantiateViewController", "instantiateInitialViewController",
    ]

    /// `UIViewController` when `callee`, the call a local was bound from, makes a controller
    /// from a storyboard scene.
    static func storyboardController(made callee: String?) -> String? {
      callee.map(storyboardControllerCalls.contains) == true ? "UIViewController" : nil
    }

    /// Whether `byte` is an ASCII letter, digit or `_`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    /// Whether `name` is made of ASCII letters, digits and `_` only.
    static func isPlainName(_ name: String) -> Bool {
      !name.isEmpty && name.utf8.allSatisfy(isNameByte)
    }

    /// The longest runs of ASCII letters, digits and `_` that a `(` follows in `text`. A plain
    /// name found by the call pattern `(?<![\w.])(self\.)?name\(` is one of them: the
    /// character before it is neither such a byte nor part of a longer run.
    static func namesBeforeParenthesis(_ text: String) -> Set<String> {
      var names: Set<String> = []
      var utf8 = text
      utf8.withUTF8 { bytes in
        var start: Int?
        for (offset, byte) in bytes.enumerated() {
          if isNameByte(byte) {
            if start == nil { start = offset }
            continue
          }
          if byte == UInt8(ascii: "("), let first = start {
            names.insert(String(decoding: bytes[first..<offset], as: UTF8.self))
          }
          start = nil
        }
      }
      return names
    }

    /// Whether a corner radius is half a size (`/ 2`, `* 0.5`): a circle or a capsule, whose
    /// shape shows when the size it was taken from is not the final one. A radius that is a
    /// smaller share of the size (`width / 8 + 4`) barely shows the difference.
    static func halves(_ text: String) -> Bool {
      text.range(of: #"/\s*2(\.0)?\b|\*\s*0?\.5\b"#, options: .regularExpression) != nil
    }
  }

  extension Finding.Message {
    fileprivate static func earlyGeometry(
      _ target: String, source: String, method: String, controller: Bool
    ) -> Finding.Message {
      let pass = controller ? "viewDidLayoutSubviews()" : "layoutSubviews()"
      return Finding.Message(
        "'\(target)' is computed in \(method) from the size of '\(source)', read before Auto "
          + "Layout has sized the views (the storyboard's or the first frame), and no layout "
          + "pass computes it again: when the final size differs, or after a rotation, it "
          + "keeps the wrong geometry; compute it in \(pass)")
    }
  }
#endif
