#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension ShownStateRules {
    // MARK: - SL310

    /// Number and flag types: the state a control shows (`isOn`, `value`, `progress`).
    static let stateTypes: Set<String> = [
      "Bool", "CGFloat", "Double", "Float", "Int", "UInt", "NSInteger",
    ]

    /// Whether a property holds a flag or a number: declared so, or given a literal.
    static func holdsState(_ property: PropertyInfo) -> Bool {
      if let typeName = property.typeName { return stateTypes.contains(typeName) }
      guard let value = property.binding?.as(PatternBindingSyntax.self)?.initializer?.value
      else { return false }
      return value.is(BooleanLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
        || value.is(FloatLiteralExprSyntax.self)
    }

    /// Whether a type is a view or control: it inherits a UIKit view class (`UIControl`,
    /// `UIView`, `UIButton`, …) or a view of the analysis.
    func isView(_ type: TypeInfo, depth: Int = 0) -> Bool {
      guard type.isClass, depth < 16 else { return false }
      for name in type.inheritedOrder {
        if name.hasPrefix("UI"),
          name.hasSuffix("View") || name.hasSuffix("Control")
            || name.hasSuffix("Button")
        {
          return true
        }
        if let base = project.index.type(name), base !== type, isView(base, depth: depth + 1) {
          return true
        }
      }
      return false
    }

    /// SL310: a view's stored state (`var isOn: Bool`) without an observer, next to a
    /// `setOn(_:animated:)` method of the type that writes it and applies it to the view's
    /// subviews or layers. UIKit's controls pair the two (`UISwitch.isOn` and
    /// `setOn(_:animated:)`): setting the property shows the new state. Here only the method
    /// does, so a client that sets the property leaves the view as it was. Reported at the
    /// declaration.
    func statesOnlyTheirSetterShows() -> [Finding] {
      var findings: [Finding] = []
      var unitsByType: [String: [String: [CodeUnit]]] = [:]
      for unit in project.units {
        guard let typeName = unit.typeName, case .function(let name) = unit.kind else { continue }
        unitsByType[typeName, default: [:]][name, default: []].append(unit)
      }
      for type in project.index.ordered where isView(type) {
        guard let methods = unitsByType[type.name] else { continue }
        for name in type.propertyOrder {
          guard let property = type.properties[name], let declaration = property.declaration,
            !property.isLet, !property.isStatic, !property.isComputed, property.setter == nil,
            property.observers.isEmpty, Self.holdsState(property),
            !["private", "fileprivate"].contains(property.setterAccess ?? property.access ?? ""),
            let file = type.primaryFile
          else { continue }
          let stem = name.hasPrefix("is") && name.count > 2 ? String(name.dropFirst(2)) : name
          let setterName = "set" + stem.prefix(1).uppercased() + stem.dropFirst()
          guard
            let setter = (methods[setterName] ?? []).first(where: { unit in
              guard unit.displayName.contains("animated:") else { return false }
              let reached = Self.reach(from: unit, in: methods)
              return reached.contains { Self.writes(name, in: $0) }
                && reached.contains(where: Self.changesTree)
            })
          else { continue }
          findings.append(
            project.warning(
              .stateShownOnlyBySetter, at: declaration, file: file,
              Finding.Message(
                "'\(name)' is the state '\(type.name)' shows, but it has no observer: a client "
                  + "that sets it directly, as it would on a UIKit control, leaves the view as "
                  + "it was; only \(setter.displayName) applies it. Apply the state in a "
                  + "didSet of '\(name)' (the method can then only animate)")))
        }
      }
      return findings
    }

    /// Whether `unit` writes the stored property `name` (`isOn = on`, `self.isOn = on`).
    static func writes(_ name: String, in unit: CodeUnit) -> Bool {
      unit.writes.contains { write in
        (write.parts == [name] && !unit.isLocal(name)) || write.parts == ["self", name]
      }
    }

    /// `unit` and the methods of its type it calls on `self`, three calls deep.
    static func reach(from unit: CodeUnit, in methods: [String: [CodeUnit]]) -> [CodeUnit] {
      var result: [CodeUnit] = []
      var pending = [(unit, 0)]
      var seen = Set<ObjectIdentifier>()
      while let (current, depth) = pending.popLast(), seen.count < SummaryRules.maximumReach {
        guard seen.insert(ObjectIdentifier(current)).inserted else { continue }
        result.append(current)
        guard depth < 3 else { continue }
        for call in current.calls where call.base == "self" {
          for callee in methods[call.name] ?? [] { pending.append((callee, depth + 1)) }
        }
      }
      return result
    }

    /// Whether `unit` changes a subview or layer: a write through a stored property
    /// (`thumb.frame = …`, `self.track.backgroundColor = …`, `layer.borderColor = …`).
    static func changesTree(_ unit: CodeUnit) -> Bool {
      unit.writes.contains { write in
        var parts = write.parts
        if parts.first == "self" { parts.removeFirst() }
        return parts.count >= 2 && !unit.isLocal(parts[0])
      }
    }
  }
#endif
