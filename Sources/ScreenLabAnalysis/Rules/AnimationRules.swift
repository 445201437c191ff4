#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL201–SL203: layer animations and the model layer (Docs/Analyzer.md, SL201 to SL203).
  struct AnimationRules {
    let project: Project

    /// View properties that write the layer property a key path animates.
    static let viewAliases: [String: [String]] = [
      "opacity": ["alpha"],
      "position": ["center", "frame"],
      "bounds": ["bounds", "frame"],
      "backgroundColor": ["backgroundColor"],
      "transform": ["transform"],
    ]

    /// Layer properties that also write the one a key path animates.
    static let layerAliases: [String: [String]] = [
      "position": ["frame"],
      "bounds": ["frame"],
    ]

    /// The default values of the numeric layer properties animations commonly end at (Apple,
    /// `CAShapeLayer.strokeStart`/`strokeEnd`/`lineDashPhase`, `CALayer.opacity`/
    /// `cornerRadius`/`borderWidth`/`shadowOpacity`/`zPosition`: "defaults to …").
    static let layerDefaults: [String: Double] = [
      "strokeEnd": 1, "strokeStart": 0, "lineDashPhase": 0, "opacity": 1, "cornerRadius": 0,
      "borderWidth": 0, "shadowOpacity": 0, "zPosition": 0,
    ]

    /// Whether an animation of a transform key path ends at the identity transform, which is
    /// what the model layer holds unless the code changed it: nothing snaps back.
    static func endsAtIdentity(_ keyPath: String, _ value: String?) -> Bool {
      guard keyPath.hasPrefix("transform"), let value else { return false }
      let number = ConstantExpression.value(value)
      if value.contains("CATransform3DIdentity") || value.contains(".identity") { return true }
      guard let number else { return false }
      if keyPath.contains("scale") { return number == 1 }
      if keyPath.contains("translation") || keyPath.contains("rotation") { return number == 0 }
      return false
    }

    /// Whether a rotation ends at a whole number of turns (`2 * .pi`, `CGFloat.pi * 4`) —
    /// or of half turns (`-1.01 * .pi`) when `spinner` is true — within 0.03 of a half turn.
    /// After whole turns the layer is where its model value (no rotation) puts it. A spinner
    /// (a type that also spins a layer for ever) draws a bar, a ring or arcs that look the
    /// same after half a turn, so its return to the model value is not seen either.
    static func endsAtWholeTurns(_ keyPath: String, _ value: String?, spinner: Bool) -> Bool {
      guard keyPath.hasPrefix("transform.rotation"), let value,
        let angle = ConstantExpression.value(value), angle != 0
      else { return false }
      let halfTurns = abs(angle) / Double.pi
      let whole = halfTurns.rounded()
      guard abs(halfTurns - whole) <= 0.03, whole >= 1 else { return false }
      return spinner || whole.truncatingRemainder(dividingBy: 2) == 0
    }

    /// The key path and final value an animation really has: constants of the unit inlined
    /// (`toValue = full` after `let full = 2 * .pi`), and a whole `transform` given a rotation
    /// (`NSValue(caTransform3D: CATransform3DMakeRotation(angle, 0, 0, 1))`) read as a rotation
    /// by `angle`.
    static func effective(_ keyPath: String, _ value: String?, in unit: CodeUnit)
      -> (keyPath: String, value: String?)
    {
      guard let value else { return (keyPath, nil) }
      let text = ConstantExpression.unparenthesized(
        ConstantExpression.inlined(value, constants: unit.constants))
      guard keyPath == "transform" else { return (keyPath, text) }
      var transform = text
      if let arguments = ConstantExpression.arguments(of: "NSValue", in: transform),
        arguments.count == 1, arguments[0].hasPrefix("caTransform3D:")
      {
        transform = ConstantExpression.unparenthesized(
          String(arguments[0].dropFirst("caTransform3D:".count)))
      }
      if let arguments = ConstantExpression.arguments(
        of: "CATransform3DMakeRotation", in: transform),
        arguments.count == 4
      {
        return ("transform.rotation", arguments[0])
      }
      if let arguments = ConstantExpression.arguments(of: "CATransform3DRotate", in: transform),
        arguments.count == 5, arguments[0] == "CATransform3DIdentity"
      {
        return ("transform.rotation", arguments[1])
      }
      return (keyPath, text)
    }

    /// Whether an animation rotates a layer: a rotation key path, or a whole transform given
    /// a rotation.
    static func rotates(_ animation: CodeUnit.Animation, in unit: CodeUnit) -> Bool {
      animation.keyPaths.contains {
        effective($0, animation.finalValue, in: unit).keyPath.hasPrefix("transform.rotation")
      }
    }

    /// Whether an animation repeats for ever, or a caller of its method in the type asks it
    /// to (`spin(.infinity)` where `spin(_ times:)` sets `repeatCount = Float(times)`).
    private func repeatsForever(_ animation: CodeUnit.Animation, in unit: CodeUnit) -> Bool {
      if animation.infinite { return true }
      guard let parameter = animation.repeatParameter,
        let position = unit.parameters.firstIndex(of: parameter),
        case .function(let name) = unit.kind, let typeName = unit.typeName
      else { return false }
      return (callersByMethod[typeName]?[name] ?? []).contains { caller in
        caller.calls.contains { call in
          guard call.base == "self", call.name == name else { return false }
          let arguments = Array(call.node.arguments)
          return position < arguments.count
            && UnitScanner.isEndless(arguments[position].expression.trimmedDescription)
        }
      }
    }

    /// Whether an animation ends where the model value puts the layer: at the identity, or
    /// after whole turns (half turns in a spinner).
    private static func endsAtModel(
      _ animation: CodeUnit.Animation, in unit: CodeUnit, spinner: Bool
    ) -> Bool {
      animation.keyPaths.contains {
        let (keyPath, value) = effective($0, animation.finalValue, in: unit)
        return endsAtIdentity(keyPath, value)
          || endsAtWholeTurns(keyPath, value, spinner: spinner)
      }
    }

    /// Whether an animation added to a layer the method holds in a local (not a parameter,
    /// not a stored layer another method or a storyboard may have set) ends at the default
    /// value of a layer property that nothing in the analysed sources assigns (`strokeEnd` to
    /// 1 on a new shape layer): the model layer holds that default, so removing the
    /// animation shows the same value.
    private func endsAtUnwrittenDefault(
      _ animation: CodeUnit.Animation, on base: String, in unit: CodeUnit
    ) -> Bool {
      guard unit.isLocal(base), !unit.parameters.contains(base) else { return false }
      return animation.keyPaths.contains { path in
        let (keyPath, value) = Self.effective(path, animation.finalValue, in: unit)
        guard let value, let number = ConstantExpression.value(value),
          let byDefault = Self.layerDefaults[keyPath]
        else { return false }
        let names =
          [keyPath] + (Self.viewAliases[keyPath] ?? []) + (Self.layerAliases[keyPath] ?? [])
        return number == byDefault && !names.contains(where: writtenMembers.contains)
      }
    }

    /// Types that run an infinite rotation animation (spinners).
    private var spinners: Set<String> = []

    /// Every member name the analysed sources assign, on any object (`strokeEnd` of
    /// `ring.strokeEnd = 0`): a layer property absent here holds its default.
    private var writtenMembers: Set<String> = []

    /// The key-path roots that an `animationDidStop(_:finished:)` delegate method writes,
    /// by type ("*" when it writes with a key it computes).
    private var writtenOnStop: [String: Set<String>] = [:]

    /// The types whose `animationDidStop(_:finished:)` adds another animation: a chain that
    /// hands the kept value on to its next step.
    private var chainsOnStop = Set<String>()

    /// The types whose `animationDidStop(_:finished:)` takes a view or layer off the screen
    /// (`removeFromSuperview()`, `removeFromSuperlayer()`): the kept value leaves with it.
    private var removesOnStop = Set<String>()

    /// Per type, the units of each accessor (`accessor:name`) and method (`function:name`),
    /// for following model writes into observers and helpers.
    private var unitsByMember: [String: [String: [CodeUnit]]] = [:]

    /// Per type, the units that call each method on `self`, for model writes made by the
    /// caller before it calls the helper that adds the animation.
    private var callersByMethod: [String: [String: [CodeUnit]]] = [:]

    /// Per type, the units of other code that call each method on an object of that type,
    /// with the receiver's path (`gauge` of `gauge.animateOut(v)`).
    private var clientCallers: [String: [String: [(unit: CodeUnit, receiver: String)]]] = [:]

    /// Methods and properties that build and return one animation (`func makeFade() ->
    /// CABasicAnimation`, `lazy var fade: CABasicAnimation = { … }()`), by name: the
    /// returned animation and the unit that builds it. A name built twice is left out.
    var factories: [String: (unit: CodeUnit, animation: CodeUnit.Animation)] = [:]

    init(project: Project) {
      self.project = project
      factories = Self.factories(in: project.units)
      for unit in project.units {
        for key in unit.memberWrites {
          if let member = key.split(separator: "\u{1}").last {
            writtenMembers.insert(String(member))
          }
        }
        guard let typeName = unit.typeName else { continue }
        switch unit.kind {
        case .observer(let name), .setter(let name):
          unitsByMember[typeName, default: [:]]["accessor:" + name, default: []].append(unit)
        case .function(let name):
          unitsByMember[typeName, default: [:]]["function:" + name, default: []].append(unit)
        default: break
        }
        var called = Set<String>()
        for call in unit.calls where call.base == "self" && called.insert(call.name).inserted {
          callersByMethod[typeName, default: [:]][call.name, default: []].append(unit)
        }
      }
      for unit in project.units {
        for call in unit.calls {
          guard let base = call.base, base != "self", base != "super",
            let receiverType = project.resolveName(base, in: unit),
            receiverType != unit.typeName, project.index.type(receiverType) != nil
          else { continue }
          clientCallers[receiverType, default: [:]][call.name, default: []].append((unit, base))
        }
      }
      for unit in project.units {
        if let typeName = unit.typeName,
          unit.animations.values.contains(where: { animation in
            Self.rotates(animation, in: unit) && repeatsForever(animation, in: unit)
          })
        {
          spinners.insert(typeName)
        }
        guard case .function("animationDidStop") = unit.kind else { continue }
        var roots = Set<String>()
        for key in unit.memberWrites {
          if let member = key.split(separator: "\u{1}").last { roots.insert(String(member)) }
        }
        writtenOnStop[unit.typeName ?? "", default: []].formUnion(roots)
        if !unit.adds.isEmpty { chainsOnStop.insert(unit.typeName ?? "") }
        if unit.calls.contains(where: {
          $0.name == "removeFromSuperview" || $0.name == "removeFromSuperlayer"
        }) {
          removesOnStop.insert(unit.typeName ?? "")
        }
      }
    }

    /// Whether a delegate's `animationDidStop` writes the model value of one of `keyPaths`.
    private func delegateWrites(_ keyPaths: [String], in unit: CodeUnit) -> Bool {
      let roots = Set(keyPaths.map { String($0.split(separator: ".").first ?? Substring($0)) })
      let aliases = roots.flatMap { (Self.viewAliases[$0] ?? []) + (Self.layerAliases[$0] ?? []) }
      for (_, written) in writtenOnStop
      where written.contains("*") || !written.isDisjoint(with: roots)
        || !written.isDisjoint(with: aliases)
      {
        return true
      }
      return false
    }

    func findings() -> [Finding] {
      var findings: [Finding] = []
      for unit in project.units {
        findings += addedAnimations(in: unit)
        for write in unit.presentationWrites {
          findings.append(
            project.warning(
              .presentationWrite, at: write.node, file: unit.file,
              .presentationWrite(write.property)))
        }
      }
      return findings + endValuesIgnoringTheValueGiven() + endValuesOffAConstantModel()
        + reversalsAwayFromTheModel() + blockReversalsToTheModel() + addedBeforeConfigured()
        + positionsFromTheOrigin()
    }

    /// The units that run when `unit` runs, as far as its own type tells: the observers and
    /// setters of the properties it writes on `self`, and the methods it calls on `self`,
    /// transitively (a model write made by `self.progress = p`'s `didSet`).
    private func reached(from unit: CodeUnit) -> [CodeUnit] {
      guard let typeName = unit.typeName, let members = unitsByMember[typeName] else {
        return [unit]
      }
      var result: [CodeUnit] = []
      var seen = Set<ObjectIdentifier>()
      var pending = [unit]
      while let current = pending.popLast(), result.count < 256 {
        guard seen.insert(ObjectIdentifier(current)).inserted else { continue }
        result.append(current)
        var written = Set<String>()
        for write in current.writes {
          if write.parts.count == 2, write.parts[0] == "self" {
            written.insert(write.parts[1])
          } else if write.parts.count == 1, !current.isLocal(write.parts[0]) {
            written.insert(write.parts[0])
          }
        }
        for name in written { pending += members["accessor:" + name] ?? [] }
        for call in current.calls where call.base == "self" {
          pending += members["function:" + call.name] ?? []
        }
      }
      return result
    }

    private func isWritten(_ keyPath: String, on base: String, in unit: CodeUnit) -> Bool {
      reached(from: unit).contains { isWrittenHere(keyPath, on: base, in: $0) }
        || isWrittenByCallers(keyPath, on: base, of: unit, depth: 0)
    }

    /// Whether every caller of `unit`'s method in its type (one or two calls up) writes the
    /// model value before or after calling it: `progressLayer.strokeEnd = p; animateStroke()`.
    /// Only for a base the helper does not declare itself (a stored layer, `self`).
    private func isWrittenByCallers(
      _ keyPath: String, on base: String, of unit: CodeUnit, depth: Int
    ) -> Bool {
      guard depth < 2, case .function(let name) = unit.kind, let typeName = unit.typeName,
        !unit.isLocal(String(base.split(separator: ".").first ?? ""))
      else { return false }
      let others = (callersByMethod[typeName]?[name] ?? []).filter { $0 !== unit }
      // Clients that call the helper on an object of the type write the model value through
      // the same object (`gauge.arc.strokeEnd = v; gauge.animateOut(v)`).
      let clients = clientCallers[typeName]?[name] ?? []
      guard !others.isEmpty || !clients.isEmpty else { return false }
      return
        others.allSatisfy { caller in
          reached(from: caller).contains { isWrittenHere(keyPath, on: base, in: $0) }
            || isWrittenByCallers(keyPath, on: base, of: caller, depth: depth + 1)
        }
        && clients.allSatisfy { client in
          let path = base == "self" ? client.receiver : "\(client.receiver).\(base)"
          return isWrittenHere(keyPath, on: path, in: client.unit)
        }
    }

    private func isWrittenHere(_ keyPath: String, on base: String, in unit: CodeUnit) -> Bool {
      let root = String(keyPath.split(separator: ".").first ?? Substring(keyPath))
      if unit.memberWrites.contains(CodeUnit.memberKey(base, root))
        || unit.memberWrites.contains(CodeUnit.memberKey(base, "*"))
      {
        return true
      }
      for alias in Self.layerAliases[root] ?? []
      where unit.memberWrites.contains(CodeUnit.memberKey(base, alias)) {
        return true
      }
      if base.hasSuffix(".layer") || base == "layer" {
        let view = base == "layer" ? "self" : String(base.dropLast(".layer".count))
        for alias in Self.viewAliases[root] ?? []
        where unit.memberWrites.contains(CodeUnit.memberKey(view, alias)) {
          return true
        }
      }
      return false
    }

    private func addedAnimations(in unit: CodeUnit) -> [Finding] {
      var findings: [Finding] = []
      var reportedMasks = Set<String>()
      let spinner = unit.typeName.map { spinners.contains($0) } ?? false
      for add in unit.adds {
        guard let animation = unit.animations[add.animation] ?? factoryAnimation(add, in: unit)
        else { continue }
        var keyPaths = animation.keyPaths
        var setsTarget = animation.setsTarget
        var infinite = animation.infinite
        // An autoreversing path animation is judged by `reversalsAwayFromTheModel()`.
        var exempt =
          animation.autoreverses || animation.additive || animation.hasDelegate
          || animation.returnsToStart || Self.endsAtModel(animation, in: unit, spinner: spinner)
          || endsAtUnwrittenDefault(animation, on: add.base, in: unit)
        for member in animation.members {
          guard let inner = unit.animations[member] else { continue }
          keyPaths += inner.keyPaths
          setsTarget = setsTarget || inner.setsTarget
          infinite = infinite || inner.infinite
          exempt =
            exempt || inner.autoreverses || inner.additive || inner.returnsToStart
            || Self.endsAtModel(inner, in: unit, spinner: spinner)
            || endsAtUnwrittenDefault(inner, on: add.base, in: unit)
        }
        guard !keyPaths.isEmpty else { continue }
        let unwritten = keyPaths.filter { !isWritten($0, on: add.base, in: unit) }
        let masked = animation.keepsOnCompletion != nil && animation.fillsForwards
        if masked, let keep = animation.keepsOnCompletion,
          reportedMasks.insert(add.animation).inserted
        {
          let severity: Severity
          let message: Finding.Message
          // An animation that repeats for ever never completes, so isRemovedOnCompletion
          // never applies to it (Apple, `CAAnimation.isRemovedOnCompletion`: removed "upon
          // completion"): nothing is masked, and keeping it across app suspension is why
          // spinners set it.
          if infinite {
            continue
          } else if unwritten.isEmpty {
            (severity, message) = (
              .note, .maskUnnecessary(add.animation, keyPaths: keyPaths, base: add.base)
            )
          } else if Self.endsAtModel(animation, in: unit, spinner: spinner)
            || endsAtUnwrittenDefault(animation, on: add.base, in: unit)
            || (animation.hasDelegate && chainsOnStop.contains(unit.typeName ?? ""))
            || (animation.hasDelegate && removesOnStop.contains(unit.typeName ?? ""))
          {
            // A kept animation that ends at the model's own value shows what the model
            // holds; one whose type adds the chain's next animation when it stops is
            // replaced by that one, which is judged where it is added; one whose type takes
            // the view or layer away when it stops leaves nothing on screen to snap back.
            continue
          } else if animation.hasDelegate && delegateWrites(unwritten, in: unit) {
            (severity, message) = (
              .note, .maskedUntilStop(add.animation, keyPaths: unwritten, base: add.base)
            )
          } else {
            (severity, message) = (
              .warning, .masked(add.animation, keyPaths: unwritten, base: add.base)
            )
          }
          findings.append(
            Finding(
              rule: .snapBackMasked, severity: severity,
              location: project.location(of: keep, file: unit.file), message: message))
          continue
        }
        guard let keyPath = unwritten.first, setsTarget, !infinite, !exempt,
          !unit.hasCompletionBlock
        else { continue }
        findings.append(
          project.warning(
            .animationWithoutModelWrite, at: add.node, file: unit.file,
            .snapBack(keyPath, base: add.base, writer: unit.displayName)))
      }
      return findings
    }
  }

  extension Finding.Message {
    fileprivate static func modelTarget(_ keyPath: String, base: String) -> String {
      let root = keyPath.split(separator: ".").first.map(String.init) ?? keyPath
      return base == "self" ? root : "\(base).\(root)"
    }

    fileprivate static func snapBack(_ keyPath: String, base: String, writer: String)
      -> Finding.Message
    {
      Finding.Message(
        "an animation of '\(keyPath)' is added in \(writer) but '\(modelTarget(keyPath, base: base))' "
          + "is never set to the final value; the layer snaps back when the animation ends: write "
          + "`\(modelTarget(keyPath, base: base)) = <final value>` before or after add(_:forKey:)")
    }

    fileprivate static func masked(_ name: String, keyPaths: [String], base: String)
      -> Finding.Message
    {
      let targets = quoted(keyPaths.map { modelTarget($0, base: base) })
      return Finding.Message(
        "'\(name)' hides the snap-back with isRemovedOnCompletion = false and fillMode = "
          + ".forwards while \(targets) stays at the old value; write the final value to the model "
          + "layer and let the animation be removed")
    }

    fileprivate static func maskUnnecessary(_ name: String, keyPaths: [String], base: String)
      -> Finding.Message
    {
      let targets = quoted(keyPaths.map { modelTarget($0, base: base) })
      return Finding.Message(
        "'\(name)' keeps a finished animation with isRemovedOnCompletion = false and fillMode = "
          + ".forwards although \(targets) is written; the retained animation is unnecessary and "
          + "overrides later model writes: remove both settings")
    }

    fileprivate static func maskedUntilStop(_ name: String, keyPaths: [String], base: String)
      -> Finding.Message
    {
      let targets = quoted(keyPaths.map { modelTarget($0, base: base) })
      return Finding.Message(
        "'\(name)' keeps the finished animation with isRemovedOnCompletion = false and fillMode = "
          + ".forwards until animationDidStop writes \(targets); the model is right only after the "
          + "animation ends: write the final value when adding the animation instead")
    }

    fileprivate static func presentationWrite(_ property: String) -> Finding.Message {
      Finding.Message(
        "'\(property)' is written on a presentation() copy, which the next frame replaces; write the "
          + "model layer instead (and add an animation if the change must move)")
    }
  }
#endif
