#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension LayoutRules {
    /// The methods through which UIKit delivers a touch to a control or a view.
    static let trackingMethods: Set<String> = [
      "beginTracking", "continueTracking", "endTracking", "touchesBegan", "touchesMoved",
      "touchesEnded",
    ]

    /// SL209: a custom control (a class with `continueTracking(_:with:)` or
    /// `touchesMoved(_:with:)`) whose tracking writes a stored value and then calls a method
    /// of the type that places Core Animation layers from it (`lowerThumb.frame = …` in
    /// `updateLayerFrames()`, which reads `lowerValue`), while the value has no observer and
    /// code outside the type may set it (not private). A value set from code — the control's
    /// starting value, a reset — leaves the layers where the last touch put them: nothing
    /// calls the placing method. Reported at the value's declaration.
    func controlValuesPlacingLayersWithoutObserver() -> [Finding] {
      var findings: [Finding] = []
      let unitsByType = project.unitsByType
      for type in project.index.ordered where type.isClass {
        guard let units = unitsByType[type.name] else { continue }
        // Methods that place layers: each writes a stored layer's frame, position or path.
        var placing: [String: Set<String>] = [:]
        for unit in units {
          guard case .function(let name) = unit.kind, !Self.trackingMethods.contains(name),
            unit.writes.contains(where: { write in
              let parts = Expressions.withoutSelf(write.parts)
              return parts.count == 2 && ["frame", "position", "path", "bounds"].contains(parts[1])
                && !unit.isLocal(parts[0])
                && type.properties[parts[0]]?.typeName?.hasSuffix("Layer") == true
            }),
            let function = type.functions[name]?.first, let body = function.body
          else { continue }
          placing[name] = Set(body.tokens(viewMode: .sourceAccurate).map(\.text))
        }
        guard !placing.isEmpty else { continue }
        var reported = Set<String>()
        for unit in units {
          guard case .function(let name) = unit.kind, Self.trackingMethods.contains(name) else {
            continue
          }
          let called = unit.calls.filter { $0.base == "self" && placing[$0.name] != nil }
          guard !called.isEmpty else { continue }
          for write in unit.writes {
            let parts = Expressions.withoutSelf(write.parts)
            guard parts.count == 1, !reported.contains(parts[0]),
              let property = type.properties[parts[0]], !property.isLet, !property.isStatic,
              !property.isComputed, property.observers.isEmpty, property.setter == nil,
              !["private", "fileprivate"].contains(property.setterAccess ?? property.access ?? ""),
              called.contains(where: { placing[$0.name]?.contains(parts[0]) == true }),
              let declaration = property.declaration
            else { continue }
            reported.insert(parts[0])
            findings.append(
              project.warning(
                .controlValuePlacesLayersWithoutObserver, at: declaration,
                file: property.order.file,
                Finding.Message(
                  "'\(parts[0])' of '\(type.name)' places its layers only when \(name)(_:with:) "
                    + "changes it and calls the placing method: it has no observer, so a value "
                    + "set from code leaves the layers where they were; call the placing method "
                    + "from didSet")))
          }
        }
      }
      return findings.sorted { $0.location < $1.location }
    }
  }
#endif
