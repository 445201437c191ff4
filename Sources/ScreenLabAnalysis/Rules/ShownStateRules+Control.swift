#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension ShownStateRules {
    /// The value each kind of control shows, by the control's class.
    static let controlValues: [String: String] = [
      "UISlider": "value", "UIStepper": "value", "UISwitch": "isOn",
      "UISegmentedControl": "selectedSegmentIndex",
    ]

    /// SL316: a property that a control's action sets from the control (`tempo =
    /// Int(tempoSlider.value)`), which other code of the type changes (a plus button, a reset)
    /// without moving the control — neither that code, nor the property's observer or setter,
    /// writes the control's value (`tempoSlider.value = …`, `setValue(_:animated:)`,
    /// `setOn(_:animated:)`). A control shows what it was last given (Apple, `UISlider.value`:
    /// setting it moves the thumb; a change made elsewhere does not reach it), so it shows
    /// another value than the rest of the screen, and the next drag starts from it. Reported at
    /// the first such write, once per property. Writes in set-up code (`viewDidLoad()`) are
    /// left out: the control is given its first value there or by the storyboard.
    func controlsNotMovedWithTheirValue() -> [Finding] {
      var findings: [Finding] = []
      let unitsByType = project.unitsByType
      for type in project.index.ordered where type.isClass {
        guard let units = unitsByType[type.name] else { continue }
        // Control properties of the type and the member that shows their value.
        var controls: [String: String] = [:]
        for (name, property) in type.properties {
          if let kind = property.typeName, let member = Self.controlValues[kind] {
            controls[name] = member
          }
        }
        guard !controls.isEmpty else { continue }
        // Properties an action sets from a control: property → control.
        var fromControl: [String: (control: String, unit: CodeUnit)] = [:]
        for unit in units {
          guard case .function = unit.kind else { continue }
          for write in unit.writes {
            let parts = Expressions.withoutSelf(write.parts)
            guard parts.count == 1, type.properties[parts[0]] != nil,
              let value = DrawRules.assignedValue(write.node)
            else { continue }
            for (control, member) in controls.sorted(by: { $0.key < $1.key })
            where value.contains(where: { Self.readsNow(control, member, in: $0) }) {
              fromControl[parts[0]] = fromControl[parts[0]] ?? (control, unit)
            }
          }
        }
        guard !fromControl.isEmpty else { continue }
        let setup = SetupAnalysis(units: units, externalCalls: [:], functions: type.functions)
        var byName: [String: [CodeUnit]] = [:]
        for unit in units {
          if case .function(let name) = unit.kind { byName[name, default: []].append(unit) }
        }
        for (property, source) in fromControl.sorted(by: { $0.key < $1.key }) {
          let member = controls[source.control] ?? "value"
          // Directly, or through methods of the type it calls (`updateUI()`), four deep.
          func movesControl(_ unit: CodeUnit, depth: Int = 0) -> Bool {
            if unit.writes.contains(where: {
              Expressions.withoutSelf($0.parts) == [source.control, member]
            }) {
              return true
            }
            return unit.calls.contains { call in
              if call.base.map({
                Expressions.withoutSelf($0.split(separator: ".").map(String.init))
              })
                == [source.control] && ["setValue", "setOn", "setSelected"].contains(call.name)
              {
                return true
              }
              guard call.base == "self", depth < 4 else { return false }
              return (byName[call.name] ?? []).contains { movesControl($0, depth: depth + 1) }
            }
          }
          let follows = units.contains { unit in
            switch unit.kind {
            case .observer(let name), .setter(let name):
              return name == property && movesControl(unit)
            default: return false
            }
          }
          guard !follows else { continue }
          let stale = units.lazy.filter { unit in
            guard case .function = unit.kind, unit !== source.unit, !setup.contains(unit) else {
              return false
            }
            return !movesControl(unit)
          }
          .flatMap { unit in unit.writes.lazy.map { (unit, $0) } }
          .first { _, write in Expressions.withoutSelf(write.parts) == [property] }
          guard let (unit, write) = stale else { continue }
          findings.append(
            project.warning(
              .controlNotMovedWithValue, at: write.node, file: unit.file,
              Finding.Message(
                "'\(property)' is set from '\(source.control).\(member)' by the control's "
                  + "action and changed here without moving '\(source.control)': the control "
                  + "keeps showing the old value and the next change from it jumps back; set "
                  + "'\(source.control).\(member)' here or in the didSet of '\(property)'")))
        }
      }
      return findings
    }

    /// Whether `expression` reads `control.member` (or `self.control.member`) itself, not
    /// in a closure it makes (a timer's block that reads the slider later).
    static func readsNow(_ control: String, _ member: String, in expression: ExprSyntax) -> Bool {
      expression.tokens(viewMode: .sourceAccurate).contains { token in
        guard token.text == member,
          let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          let base = access.base?.trimmedDescription,
          base == control || base == "self.\(control)"
        else { return false }
        var node: Syntax? = Syntax(access)
        while let current = node, current.id != Syntax(expression).id {
          if current.is(ClosureExprSyntax.self) { return false }
          node = current.parent
        }
        return true
      }
    }
  }
#endif
