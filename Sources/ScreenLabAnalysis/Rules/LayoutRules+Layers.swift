#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension LayoutRules {
    // MARK: - SL206

    /// Where a view follows its size: the layout passes and the observers of `bounds` and
    /// `frame`.
    static func followsSize(_ unit: CodeUnit) -> Bool {
      switch unit.kind {
      case .function(let name):
        return ["layoutSubviews", "layoutSublayers"].contains(name)
      case .observer(let property), .setter(let property):
        return ["bounds", "frame"].contains(property)
      default:
        return false
      }
    }

    /// SL206: a view whose layout pass sizes some of its layers from `bounds`
    /// (`gradientLayer.frame = bounds` in `layoutSubviews()`), and whose set-up code sizes
    /// another Core Animation layer from `bounds` too (`maskLayer.frame = bounds`, a local
    /// layer or a stored one) that no layout pass or size observer touches. On iOS a layer
    /// does not resize with its view (Apple, `CALayer.autoresizingMask` is macOS only; the
    /// layers of a view are sized in `layoutSubviews()` or `layoutSublayers(of:)`), so that
    /// layer keeps the size the view had when it was set up (often zero) while its siblings
    /// follow. Reported at `layoutSubviews()`, where the resize is missing.
    func layersSizedOnce() -> [Finding] {
      var findings: [Finding] = []
      let unitsByType = project.unitsByType
      for type in project.index.ordered where type.isClass {
        guard let layout = type.functions["layoutSubviews"]?.first,
          let units = unitsByType[type.name]
        else { continue }
        let following = units.filter(Self.followsSize)
        guard let layoutUnit = following.first(where: { $0.kind == .function("layoutSubviews") })
        else { continue }
        // What the layout follows: every receiver it writes. A layout that reaches layers
        // another way (`mask`, `sublayers`) is left alone.
        var relaid = Set<String>()
        var sizedFromBounds = Set<String>()
        var reachesOthers = false
        for unit in following {
          for write in unit.writes {
            let parts = Expressions.withoutSelf(write.parts)
            guard parts.count >= 2 else { continue }
            relaid.insert(parts[0])
            if parts.contains(where: { ["mask", "sublayers"].contains($0) }) {
              reachesOthers = true
            }
            if parts.count == 2, parts[1] == "frame", Self.readsBounds(write) {
              sizedFromBounds.insert(parts[0])
            }
          }
          if unit.calls.contains(where: { $0.base?.contains("sublayers") == true }) {
            reachesOthers = true
          }
        }
        guard !sizedFromBounds.isEmpty, !reachesOthers else { continue }
        var once: [String] = []
        for unit in units where !Self.followsSize(unit) {
          for write in unit.writes {
            let parts = Expressions.withoutSelf(write.parts)
            guard parts.count == 2, ["frame", "path"].contains(parts[1]), Self.readsBounds(write),
              !relaid.contains(parts[0]), !once.contains(parts[0]),
              isLayer(parts[0], in: unit, of: type)
            else { continue }
            once.append(parts[0])
          }
        }
        guard !once.isEmpty else { continue }
        findings.append(
          project.warning(
            .layerSizedOnce, at: layout, file: layoutUnit.file,
            .layerSizedOnce(once, followed: sizedFromBounds.sorted())))
      }
      return findings
    }

    /// Whether the value a write assigns reads the view's `bounds`.
    static func readsBounds(_ write: CodeUnit.Write) -> Bool {
      guard let value = DrawRules.assignedValue(write.node) else { return false }
      return value.contains { expression in
        expression.tokens(viewMode: .sourceAccurate).contains { token in
          guard token.text == "bounds",
            let reference = token.parent?.as(DeclReferenceExprSyntax.self)
          else { return false }
          // `bounds`, `self.bounds`, `bounds.size`; not `label.bounds`.
          guard let member = reference.parent?.as(MemberAccessExprSyntax.self),
            member.declName.id == reference.id
          else { return true }
          return member.base?.trimmedDescription == "self"
        }
      }
    }

    /// Whether `name` is a Core Animation layer: a local of the unit made as one, or a stored
    /// property of the type declared or made as one.
    func isLayer(_ name: String, in unit: CodeUnit, of type: TypeInfo) -> Bool {
      let declared = unit.isLocal(name) ? unit.locals[name] : type.properties[name]?.typeName
      guard let declared else { return false }
      return declared.hasPrefix("CA") && declared.hasSuffix("Layer")
    }
  }

  extension Finding.Message {
    fileprivate static func layerSizedOnce(_ layers: [String], followed: [String])
      -> Finding.Message
    {
      let once = quoted(layers)
      let others = quoted(followed)
      return Finding.Message(
        "layoutSubviews() sizes \(others) from bounds but not \(once), which set-up code sized "
          + "from bounds once: a layer does not resize with its view on iOS, so after the "
          + "view's size changes \(once) keeps the old size; set its frame (and path) in "
          + "layoutSubviews() too")
    }
  }
#endif
