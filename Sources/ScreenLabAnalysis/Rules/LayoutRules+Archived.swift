#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension LayoutRules {
    // MARK: - SL206, a view from a storyboard with no layout pass

    /// SL206 for a view with no layout pass at all: its set-up from a storyboard or nib
    /// (`init(coder:)`, `awakeFromNib()`, and the methods only set-up code calls) sizes a Core
    /// Animation layer — its `frame` or its `path` — from the view's own `frame` or `bounds`,
    /// and nothing (`layoutSubviews()`, `layoutSublayers`, an observer of `bounds` or `frame`)
    /// sizes it again. At that point the view has the frame archived in the storyboard, the
    /// canvas's size, before Auto Layout gives it the device's (Apple, `awakeFromNib()`: outlets
    /// are connected, layout has not run); a layer does not follow its view's size on iOS, so
    /// the ring, track or mask keeps the canvas's size and centre. Reported at the first such
    /// write, once per view. A view made only in code (`init(frame:)`) is left alone: its
    /// creator may give it its final frame.
    func layersSizedFromArchivedFrame() -> [Finding] {
      var findings: [Finding] = []
      let unitsByType = project.unitsByType
      for type in project.index.ordered where type.isClass {
        guard let base = uiKitBase(of: type), !base.hasSuffix("Controller"),
          let units = unitsByType[type.name], !units.contains(where: Self.followsSize),
          type.functions["layoutSubviews"] == nil, type.functions["layoutSublayers"] == nil
        else { continue }
        let roots = units.filter { unit in
          unit.kind == .function("awakeFromNib")
            || (unit.kind == .initializer && unit.locals.values.contains("NSCoder"))
        }
        guard !roots.isEmpty else { continue }
        let sized = reachedSetUp(from: roots, units: units, type: type).lazy
          .flatMap { unit in unit.writes.map { (unit, $0) } }
          .first { unit, write in
            let parts = Expressions.withoutSelf(write.parts)
            return parts.count == 2 && ["frame", "path"].contains(parts[1])
              && isLayer(parts[0], in: unit, of: type) && Self.readsOwnGeometry(write, in: unit)
          }
        guard let (unit, write) = sized else { continue }
        let layer = Expressions.withoutSelf(write.parts)[0]
        findings.append(
          project.warning(
            .layerSizedOnce, at: write.node, file: unit.file,
            .layerSizedFromArchivedFrame(layer, type: type.name)))
      }
      return findings
    }

    /// Whether the value a write assigns reads the view's own `frame` or `bounds`, directly
    /// or through local constants of the unit (`let circle = UIBezierPath(arcCenter:
    /// CGPoint(x: frame.width / 2, …))` before `ring.path = circle.cgPath`), two steps deep.
    static func readsOwnGeometry(_ write: CodeUnit.Write, in unit: CodeUnit) -> Bool {
      guard let value = DrawRules.assignedValue(write.node) else { return false }
      var texts = value.map(\.trimmedDescription)
      for _ in 0..<2 {
        var next: [String] = []
        for text in texts {
          if mentionsOwnGeometry(text) { return true }
          for (name, constant) in unit.constants where mentions(name, in: text) {
            next.append(constant)
          }
        }
        texts = next
      }
      return false
    }

    /// `frame` or `bounds` of the view itself: bare or after `self.`, not `label.frame`.
    static func mentionsOwnGeometry(_ text: String) -> Bool {
      text.range(
        of: #"(?<![\w.])(self\.)?(frame|bounds)\b"#, options: .regularExpression) != nil
    }

    static func mentions(_ name: String, in text: String) -> Bool {
      text.range(
        of: "(?<![\\w.])\(NSRegularExpression.escapedPattern(for: name))\\b",
        options: .regularExpression) != nil
    }
  }

  extension Finding.Message {
    fileprivate static func layerSizedFromArchivedFrame(_ layer: String, type: String)
      -> Finding.Message
    {
      Finding.Message(
        "'\(layer)' is sized from the frame '\(type)' has while it is set up from the "
          + "storyboard (init(coder:), awakeFromNib()), before Auto Layout gives the view its "
          + "size, and nothing sizes it again: a layer does not resize with its view on iOS, "
          + "so '\(layer)' keeps the canvas's size; set its frame and path in layoutSubviews()")
    }
  }
#endif
