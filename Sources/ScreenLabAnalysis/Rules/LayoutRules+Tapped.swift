#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension LayoutRules {
    // MARK: - SL206, a controller's layer sized outside the layout pass

    /// The methods of a view controller that run again when its view changes size.
    static let controllerSizePasses: Set<String> = [
      "viewDidLayoutSubviews", "viewWillLayoutSubviews", "viewWillTransition",
      "traitCollectionDidChange", "viewSafeAreaInsetsDidChange",
    ]

    /// SL206 for a view controller's layer sized from its root view once, in a method that is
    /// not a layout pass (a tap's action, `viewWillAppear(_:)`, a set-up method): a Core
    /// Animation or AVFoundation layer (`AVPlayerLayer`, `CAGradientLayer`, …) gets
    /// `frame = view.bounds` (or `view.frame`) there, and no method that runs when the view
    /// changes size (`viewDidLayoutSubviews()`, `viewWillTransition(to:with:)`, …) names it:
    /// either the layer is a local of that method, added to the tree there and kept nowhere
    /// (no pass can reach it but through `sublayers`), or a stored layer no such pass sizes.
    /// A layer does not resize with its view on iOS (`autoresizingMask` is macOS-only), so
    /// after a rotation or a split-screen resize it keeps the size the view had at that
    /// moment. Reported at the first such write, once per controller; a write already reported
    /// for a `viewDidLoad()` with no layout pass (`geometryReadBeforeLayout()`) is skipped.
    func layersSizedOutsideLayout(skipping reported: Set<SourceLocation>) -> [Finding] {
      var findings: [Finding] = []
      let unitsByType = project.unitsByType
      for type in project.index.ordered where type.isClass {
        guard let base = uiKitBase(of: type), base.hasSuffix("Controller"),
          let units = unitsByType[type.name]
        else { continue }
        let passes = DrawRules.chain(of: type, in: project.index).flatMap { link in
          Self.controllerSizePasses.flatMap { link.functions[$0] ?? [] }
        }
        let passText = passes.map(\.description).joined(separator: "\n")
        guard !passText.contains("sublayers") else { continue }
        let hit = units.lazy.flatMap { unit in unit.writes.map { (unit, $0) } }.first {
          unit, write in self.sizesLayerOnce(write, in: unit, of: type, passText: passText)
        }
        guard let (unit, write) = hit else { continue }
        let target = Expressions.withoutSelf(write.parts)
        let location = project.location(of: write.node, file: unit.file)
        guard !reported.contains(location) else { continue }
        findings.append(
          Finding(
            rule: .layerSizedOnce, severity: .warning, location: location,
            message: .layerSizedOutsideLayout(target[0], method: unit.displayName)))
      }
      return findings
    }

    /// `layer.frame = view.bounds` in a method that is not a size pass, for a layer no size
    /// pass names.
    private func sizesLayerOnce(
      _ write: CodeUnit.Write, in unit: CodeUnit, of type: TypeInfo, passText: String
    ) -> Bool {
      // A method a size pass calls (`updateGradient()` in `viewDidLayoutSubviews()`) runs
      // with it.
      guard case .function(let method) = unit.kind, !Self.controllerSizePasses.contains(method),
        !passText.contains(method + "("), !unit.isLocal("view")
      else { return false }
      let parts = Expressions.withoutSelf(write.parts)
      guard parts.count == 2, parts[1] == "frame", let value = DrawRules.assignedValue(write.node)
      else { return false }
      let text = value.map(\.trimmedDescription).joined(separator: " ")
      guard
        text.range(
          of: #"^(self\.)?view\.(layer\.)?(frame|bounds)$"#, options: .regularExpression) != nil
      else { return false }
      let name = parts[0]
      if unit.isLocal(name) {
        guard let declared = unit.locals[name], Self.isLayerType(declared),
          let function = unit.declaration?.parent
        else { return false }
        let body = function.description
        let escaped = NSRegularExpression.escapedPattern(for: name)
        // Added to the tree here, and kept nowhere a later pass could reach it.
        let added =
          body.range(
            of: "(add|insert)Sublayer\\(\(escaped)\\b", options: .regularExpression) != nil
        let kept =
          body.range(of: "[^=!<>]=\\s*\(escaped)\\s*(\\n|;|$)", options: .regularExpression)
          != nil
        return added && !kept
      }
      guard var declared = project.property(name, of: type.name)?.typeName else { return false }
      if declared.hasSuffix("!") || declared.hasSuffix("?") { declared.removeLast() }
      return Self.isLayerType(declared) && !Self.mentions(name, in: passText)
    }

    /// A Core Animation or AVFoundation layer's type (`CAGradientLayer`, `AVPlayerLayer`,
    /// `AVCaptureVideoPreviewLayer`).
    static func isLayerType(_ name: String) -> Bool {
      name.hasSuffix("Layer") && (name.hasPrefix("CA") || name.hasPrefix("AV"))
    }
  }

  extension Finding.Message {
    fileprivate static func layerSizedOutsideLayout(_ layer: String, method: String)
      -> Finding.Message
    {
      Finding.Message(
        "'\(layer).frame' is copied from the view's bounds once, in \(method), and no layout "
          + "pass sizes it again: a layer does not resize with its view on iOS, so after a "
          + "rotation or another size change '\(layer)' keeps the old size; keep the layer in "
          + "a property and set its frame in viewDidLayoutSubviews()")
    }
  }
#endif
