#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL201 for animations that a method or property of the sources builds and returns
  /// (Docs/Analyzer.md, SL201, "An animation a factory builds").
  extension AnimationRules {
    /// The methods and properties that build and return one animation, by name; a name
    /// built twice is left out.
    static func factories(in units: [CodeUnit])
      -> [String: (unit: CodeUnit, animation: CodeUnit.Animation)]
    {
      var factories: [String: (unit: CodeUnit, animation: CodeUnit.Animation)] = [:]
      var built: [String: Int] = [:]
      for unit in units {
        guard let returned = unit.returnedAnimation, let animation = unit.animations[returned]
        else { continue }
        let name: String
        switch unit.kind {
        case .function(let function): name = function
        case .propertyValue(let property), .getter(let property): name = property
        default: continue
        }
        built[name, default: 0] += 1
        factories[name] = (unit, animation)
      }
      for (name, count) in built where count > 1 { factories[name] = nil }
      return factories
    }

    /// The animation a factory builds for an add that names no local animation: the result of
    /// `makeFade()` added at once or bound to a local first, or a property built by a
    /// closure. Left out when the caller changes how the animation ends or who is told
    /// (its delegate, repeats, fill mode, end values), or its repeats come from a parameter.
    func factoryAnimation(_ add: CodeUnit.Add, in unit: CodeUnit) -> CodeUnit.Animation? {
      var name = add.animation
      if name.hasSuffix("()") {
        name.removeLast(2)
      } else if let callee = unit.calledLocals[name] {
        let configured = [
          "delegate", "autoreverses", "repeatCount", "repeatDuration", "isAdditive",
          "isRemovedOnCompletion", "fillMode", "toValue", "byValue", "values", "path", "keyPath",
        ]
        if configured.contains(where: {
          unit.memberWrites.contains(CodeUnit.memberKey(add.animation, $0))
        }) {
          return nil
        }
        name = callee
      } else if unit.isLocal(name) {
        return nil
      }
      guard let factory = factories[name], factory.unit !== unit,
        factory.animation.repeatParameter == nil, factory.animation.members.isEmpty,
        factory.animation.keepsOnCompletion == nil
      else { return nil }
      // The end value is read with the factory's own constants (`let full = 2 * .pi`).
      var animation = factory.animation
      if let value = animation.finalValue {
        animation.finalValue = ConstantExpression.inlined(value, constants: factory.unit.constants)
      }
      return animation
    }

  }
#endif
