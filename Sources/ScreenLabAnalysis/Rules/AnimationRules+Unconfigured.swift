#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension AnimationRules {
    /// SL201, an animation added before it is configured: a stored property made as an empty
    /// animation (`var stroke = CABasicAnimation()`) that set-up code — an initializer, or a
    /// method an initializer calls — adds to a layer (`line.add(stroke, forKey: nil)`) while
    /// its `keyPath` is set only later, by another method (`draw(_:)`, a layout pass).
    /// `add(_:forKey:)` copies the animation (Apple, `CALayer.add(_:forKey:)`: "the animation
    /// object is copied by the render tree, not referenced"), so the copy added has no key
    /// path and animates nothing, and what the other method sets never reaches the layer.
    /// Reported at the add. Not reported when set-up code sets the key path (before the add or
    /// in the initializer), or when the add is not set-up code (the other method may have run).
    func addedBeforeConfigured() -> [Finding] {
      var findings: [Finding] = []
      let unitsByType = project.unitsByType
      for type in project.index.ordered where type.isClass {
        guard let units = unitsByType[type.name] else { continue }
        let empty = Set(
          type.propertyOrder.filter { name in
            guard let property = type.properties[name],
              let value = InputIdentityRules.binding(property)?.initializer?.value
                .trimmedDescription
            else { return false }
            return ["CABasicAnimation()", "CAKeyframeAnimation()", "CASpringAnimation()"]
              .contains(value)
          })
        guard !empty.isEmpty else { continue }
        let initializers = units.filter { $0.kind == .initializer }
        let calledFromSetUp = Set(
          initializers.flatMap { unit in
            unit.calls.filter { $0.base == "self" }.map(\.name)
          })
        let setUp = units.filter { unit in
          if unit.kind == .initializer { return true }
          if case .function(let name) = unit.kind { return calledFromSetUp.contains(name) }
          return false
        }
        func keyPathWriters(_ name: String, in list: [CodeUnit]) -> [CodeUnit] {
          list.filter { unit in
            unit.writes.contains { Expressions.withoutSelf($0.parts) == [name, "keyPath"] }
          }
        }
        for unit in setUp {
          for add in unit.adds where empty.contains(add.animation) {
            guard keyPathWriters(add.animation, in: setUp).isEmpty,
              let later = keyPathWriters(add.animation, in: units).first
            else { continue }
            findings.append(
              project.warning(
                .animationWithoutModelWrite, at: add.node, file: unit.file,
                .addedBeforeConfigured(add.animation, configuredIn: later.displayName)))
          }
        }
      }
      return findings
    }
  }

  extension Finding.Message {
    fileprivate static func addedBeforeConfigured(_ animation: String, configuredIn: String)
      -> Finding.Message
    {
      Finding.Message(
        "'\(animation)' is added while it is still an empty animation with no key path: "
          + "add(_:forKey:) copies it, so the key path and values \(configuredIn) sets later "
          + "never reach the layer; configure '\(animation)' before adding it")
    }
  }
#endif
