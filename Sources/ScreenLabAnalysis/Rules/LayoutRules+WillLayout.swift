#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension LayoutRules {
    // MARK: - SL207

    /// SL207: a view controller's `viewWillLayoutSubviews()` that writes a value computed from
    /// the frame or bounds of one of its subviews (`light.layer.cornerRadius =
    /// light.frame.width / 2`). UIKit calls it before the view lays out its subviews (Apple,
    /// `UIViewController.viewWillLayoutSubviews()`: "called to notify the view controller
    /// that its view is about to lay out its subviews"; the subviews' frames are set by the
    /// view's `layoutSubviews()`, and `viewDidLayoutSubviews()` follows it), so the frame read
    /// is the previous pass's: after a rotation or any size change the value trails by one
    /// layout. Left alone: the root `view` (its bounds are set before the call), a subview
    /// the method places itself (writes its `frame`, `bounds` or `center`), a method that
    /// lays out first (`layoutIfNeeded()`), and a value `viewDidLayoutSubviews()` writes
    /// again. Reported once per method, at its first such write.
    func geometryBeforeLayoutFindings() -> [Finding] {
      var findings: [Finding] = []
      var relaid: [String: Set<String>] = [:]
      for unit in project.units where unit.kind == .function("viewDidLayoutSubviews") {
        guard let typeName = unit.typeName else { continue }
        for write in unit.writes {
          relaid[typeName, default: []].insert(
            Expressions.withoutSelf(write.parts).joined(separator: "."))
        }
      }
      for unit in project.units where unit.kind == .function("viewWillLayoutSubviews") {
        guard let typeName = unit.typeName, let type = project.index.type(typeName),
          !unit.calls.contains(where: { $0.name == "layoutIfNeeded" })
        else { continue }
        var placed = Set<String>()
        for write in unit.writes {
          let parts = Expressions.withoutSelf(write.parts)
          if parts.count == 2, ["frame", "bounds", "center"].contains(parts[1]) {
            placed.insert(parts[0])
          }
        }
        var targets: [String] = []
        var sources: [String] = []
        var first: Syntax?
        for write in unit.writes {
          let target = Expressions.withoutSelf(write.parts).joined(separator: ".")
          guard relaid[typeName]?.contains(target) != true,
            let value = DrawRules.assignedValue(write.node)
          else { continue }
          let read = value.flatMap(Self.subviewGeometryReads).filter { name in
            name != "view" && !placed.contains(name) && !unit.isLocal(name)
              && isSubview(name, of: type)
          }
          guard !read.isEmpty else { continue }
          if first == nil { first = write.node }
          if !targets.contains(target) { targets.append(target) }
          for name in read where !sources.contains(name) { sources.append(name) }
        }
        guard let first else { continue }
        findings.append(
          project.warning(
            .geometryBeforeLayout, at: first, file: unit.file,
            .geometryBeforeLayout(targets, from: sources)))
      }
      return findings
    }

    /// The receivers whose `frame` or `bounds` an expression reads: `light` for
    /// `light.frame.width`, `self.light.bounds` or `light!.frame`.
    static func subviewGeometryReads(_ expression: ExprSyntax) -> [String] {
      var names: [String] = []
      for token in expression.tokens(viewMode: .sourceAccurate)
      where ["frame", "bounds"].contains(token.text) {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          let member = reference.parent?.as(MemberAccessExprSyntax.self),
          member.declName.id == reference.id, let base = member.base
        else { continue }
        var path = base.trimmedDescription.replacingOccurrences(of: "!", with: "")
          .replacingOccurrences(of: "?", with: "")
        if path.hasPrefix("self.") { path.removeFirst(5) }
        if !path.isEmpty, !path.contains("."), !names.contains(path) { names.append(path) }
      }
      return names
    }

    /// Whether `name` is a stored view of the type: an outlet, or a property of a UIKit view
    /// type (`UIView`, `UIButton`, a type named `…View`).
    func isSubview(_ name: String, of type: TypeInfo) -> Bool {
      guard let property = type.properties[name], !property.isComputed else { return false }
      if property.attributes.contains("IBOutlet") { return true }
      guard let declared = property.typeName else { return false }
      return declared.hasPrefix("UI") || declared.hasSuffix("View")
        || declared.hasSuffix("Button") || declared.hasSuffix("Label")
    }
  }

  extension Finding.Message {
    fileprivate static func geometryBeforeLayout(_ targets: [String], from sources: [String])
      -> Finding.Message
    {
      let written = quoted(targets)
      let read = quoted(sources)
      return Finding.Message(
        "viewWillLayoutSubviews() sets \(written) from the frame of \(read), which the view "
          + "lays out only after this call: after a size change the value follows the "
          + "previous layout; compute it in viewDidLayoutSubviews()")
    }
  }
#endif
