#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// One change the draw path makes (SL105): a write or a call, before the changes are grouped
  /// into findings.
  struct DrawMutation {
    let location: SourceLocation
    /// The member path written (`track.strokeColor`) or the method called (`addSublayer`).
    let name: String
    let isCall: Bool
    /// The object a write configures (`self` for the view and its layer, `track` for a stored
    /// sublayer); nil for a write to the view's state and for a call, each its own defect.
    let object: String?
    /// A call that adds to or removes from the tree (`addSublayer`, `removeFromSuperview`).
    let isTreeChange: Bool
    /// The stored object a tree addition adds (`track` in `layer.addSublayer(track)`).
    var added: String? = nil
    /// A tree addition of an object the pass has just made (`layer.addSublayer(shapeLayer)`
    /// after `let shapeLayer = CAShapeLayer()`).
    var addsNew = false
    /// A tree addition of a stored object the same unit has just given a new layer or view
    /// (`lineView = UIView(…)` … `addSubview(lineView)`).
    var renews = false
    /// A write of the view's own style with the value it already has
    /// (`DrawRules.isConstantOwnStyle`): a cost on every pass, not a stale screen.
    var isConstantStyle = false
  }

  extension DrawRules {
    // MARK: - SL104, SL105 findings

    /// SL104 notes and SL105 warnings of every draw path, one SL105 per defect.
    ///
    /// In `draw` itself, the writes that configure one object (the view and its layer, or one
    /// stored sublayer or subview) are one finding at the first write; a write to the view's
    /// state and a call that changes the tree or requests a pass are one finding each. The
    /// writes and requests a helper makes (with the helpers it calls in turn) are one finding
    /// at the statement of `draw` that calls it, listing them: the defect a reviewer fixes is
    /// the call. A tree change in a helper (a layer added on every pass) is another defect,
    /// reported where it is made. A change whose own line carries a `screenlab:ignore` for
    /// SL105 is left out.
    ///
    /// - Complexity: linear in the calls and writes of the draw paths' units (each unit is
    ///   scanned once; helpers are reached by name).
    func drawBodies(ignoring suppressions: Suppressions) -> [Finding] {
      var findings: [Finding] = []
      var done = Set<ObjectIdentifier>()
      // Superclasses first, so that a draw pass and its helpers go with the type declaring them.
      let ordered = drawnTypes.values.sorted {
        ($0.chain.count, $0.type.name) < ($1.chain.count, $1.type.name)
      }
      for drawn in ordered {
        let fresh = drawn.drawPathUnits.filter { done.insert(ObjectIdentifier($0)).inserted }
        var changes: [ObjectIdentifier: [DrawMutation]] = [:]
        var helpers: [String: [CodeUnit]] = [:]
        for unit in fresh {
          let (notes, mutations) = drawBody(unit, drawn: drawn)
          findings += notes
          changes[ObjectIdentifier(unit)] = mutations.filter { mutation in
            !suppressions.ignores(
              Finding(
                rule: .mutationInDraw, severity: .warning, location: mutation.location,
                message: ""))
          }
          if !unit.isDrawPass, case .function(let name) = unit.kind {
            helpers[name, default: []].append(unit)
          }
        }
        var attributed = Set<ObjectIdentifier>()
        let setUpOnly = Self.drawsNothing(drawn)
        for pass in fresh where pass.isDrawPass {
          attributed.insert(ObjectIdentifier(pass))
          var everything = (changes[ObjectIdentifier(pass)] ?? []).map { ($0, nil as String?) }
          var passFindings = grouped(everything, drawn: drawn, call: nil)
          for call in pass.calls where call.base == "self" {
            guard let first = helpers[call.name] else { continue }
            // The helper and the helpers it calls, each attributed to its first call in draw.
            var reached: [CodeUnit] = []
            var pending = first
            while let unit = pending.popLast() {
              guard attributed.insert(ObjectIdentifier(unit)).inserted else { continue }
              reached.append(unit)
              for inner in unit.calls where inner.base == "self" {
                pending += helpers[inner.name] ?? []
              }
            }
            var items: [(DrawMutation, String?)] = []
            for unit in reached {
              items += (changes[ObjectIdentifier(unit)] ?? []).map { ($0, unit.displayName) }
            }
            let storedBack = storesBack(call.node, in: pass, into: first[0])
            // The subviews `draw` itself reconfigures, configured again by the helper: the
            // same defect, reported once in `draw`.
            let ownSubviews = (changes[ObjectIdentifier(pass)] ?? []).contains {
              $0.object == "subviews"
            }
            items.removeAll {
              storedBack.contains($0.0.location) || (ownSubviews && $0.0.object == "subviews")
            }
            passFindings += grouped(
              items, drawn: drawn,
              call: (project.location(of: call.node, file: pass.file), first[0].displayName),
              wholeAtCall: setUpOnly)
            everything += items
          }
          // A pass that makes and adds new layers or views in more than one place builds a
          // new set over the last on every display: one defect, reported at `draw` itself.
          if !setUpOnly, everything.filter({ $0.0.addsNew }).count >= 2,
            let declaration = pass.declaration
          {
            findings.append(
              project.warning(
                .mutationInDraw, at: declaration, file: pass.file,
                .mutationBuildsTree(
                  everything.sorted { $0.0.location < $1.0.location }, drawName: drawn.drawName)))
          } else {
            findings += passFindings
          }
        }
        // Units of the path no statement of draw calls (getters, a subclass's override of a
        // helper, a method passed by name): grouped by object where they are.
        for unit in fresh where !attributed.contains(ObjectIdentifier(unit)) {
          findings += grouped(
            (changes[ObjectIdentifier(unit)] ?? []).map { ($0, unit.displayName) }, drawn: drawn,
            call: nil)
        }
      }
      return findings
    }

    /// The findings of one group of changes, each with the helper that makes it (nil in `draw`
    /// itself):
    ///
    /// - an object added to the tree (`layer.addSublayer(track)`) is one finding at the add,
    ///   with the writes that configure it (`track.path = …`) and a new object given to its
    ///   property (`track = CAShapeLayer()`);
    /// - another tree change is one finding where it is made;
    /// - with `call` (a helper's changes, `call` its statement in `draw`), the other writes and
    ///   requests are one finding at the call;
    /// - without, the writes that configure one object are one finding at the first, and each
    ///   state write and request is one.
    ///
    /// With `wholeAtCall` (a draw path that draws nothing: `draw` only calls set-up code), every
    /// change of the helper, tree changes included, is one finding at the call: the call is
    /// what the developer moves out of `draw`.
    func grouped(
      _ items: [(DrawMutation, String?)], drawn: DrawnType,
      call: (location: SourceLocation, helper: String)?, wholeAtCall: Bool = false
    ) -> [Finding] {
      var findings: [Finding] = []
      let drawName = drawn.drawName
      if let call, wholeAtCall, !items.isEmpty {
        let sorted = items.sorted { $0.0.location < $1.0.location }
        return [
          Finding(
            rule: .mutationInDraw, severity: .warning, location: call.location,
            message: .mutationThroughCall(
              call.helper, items: sorted.map { ($0.0, $0.1 == call.helper ? nil : $0.1) },
              drawName: drawName, setUpOnly: true))
        ]
      }
      let added = Set(items.compactMap { $0.0.added })
      /// The object a write configures, or the property a state write gives a new value.
      func target(_ mutation: DrawMutation) -> String? {
        mutation.isCall ? nil : mutation.object == "self" ? nil : mutation.object ?? mutation.name
      }
      var rest: [(DrawMutation, String?)] = []
      var treeFindings: [(Finding, DrawMutation)] = []
      for (mutation, helper) in items {
        // A helper that makes a layer or view and adds it grows the tree once per call: the
        // call in `draw` is the defect (reviewers mark it there), not the add inside.
        let location =
          mutation.renews || mutation.addsNew
          ? (call?.location ?? mutation.location) : mutation.location
        if let object = mutation.added {
          let writes = items.filter { target($0.0) == object }.map(\.0.name)
          treeFindings.append(
            (
              Finding(
                rule: .mutationInDraw, severity: .warning, location: location,
                message: .mutationAdd(
                  mutation.name, object: object, writes: Self.distinct(writes),
                  drawName: drawName, helper: helper)), mutation
            ))
        } else if mutation.isTreeChange {
          treeFindings.append(
            (
              Finding(
                rule: .mutationInDraw, severity: .warning, location: location,
                message: .mutationCall(mutation.name, drawName: drawName, helper: helper)),
              mutation
            ))
        } else if let object = target(mutation), added.contains(object) {
          continue
        } else {
          rest.append((mutation, helper))
        }
      }
      findings += Self.oneTreeChange(treeFindings, drawName: drawName)
      if let call {
        guard !rest.isEmpty else { return findings }
        let sorted = rest.sorted { $0.0.location < $1.0.location }
        findings.append(
          Finding(
            rule: .mutationInDraw,
            severity: rest.allSatisfy(\.0.isConstantStyle) ? .note : .warning,
            location: call.location,
            message: .mutationThroughCall(
              call.helper, items: sorted.map { ($0.0, $0.1 == call.helper ? nil : $0.1) },
              drawName: drawName)))
        return findings
      }
      var byObject: [String: [(DrawMutation, String?)]] = [:]
      var objects: [String] = []
      for (mutation, helper) in rest {
        guard let object = mutation.object else {
          findings.append(
            Finding(
              rule: .mutationInDraw, severity: .warning, location: mutation.location,
              message: mutation.isCall
                ? .mutationCall(mutation.name, drawName: drawName, helper: helper)
                : .mutationWrites([mutation.name], drawName: drawName, helper: helper)))
          continue
        }
        if byObject[object] == nil { objects.append(object) }
        byObject[object, default: []].append((mutation, helper))
      }
      for object in objects {
        let writes = (byObject[object] ?? []).sorted { $0.0.location < $1.0.location }
        // The view's own style written with what it already has: a note (a cost).
        findings.append(
          Finding(
            rule: .mutationInDraw,
            severity: writes.allSatisfy(\.0.isConstantStyle) ? .note : .warning,
            location: writes[0].0.location,
            message: .mutationWrites(
              Self.distinct(writes.map(\.0.name)), drawName: drawName, helper: writes[0].1)))
      }
      return findings
    }

    /// The writes of `helper` that store back the value `call` passed from the same property
    /// (`draw` calls `setRating(rating: rating)`, whose body writes `self.rating = rating`):
    /// they leave the property as it was, and change nothing on screen.
    func storesBack(_ call: FunctionCallExprSyntax, in pass: CodeUnit, into helper: CodeUnit)
      -> Set<SourceLocation>
    {
      var passed: [String: String] = [:]
      for (argument, parameter) in zip(call.arguments, helper.parameters) {
        guard let path = Expressions.path(argument.expression), !path.contains("."),
          !pass.isLocal(path)
        else { continue }
        passed[parameter] = path
      }
      guard !passed.isEmpty else { return [] }
      var result = Set<SourceLocation>()
      for write in helper.writes {
        let parts = write.parts.first == "self" ? Array(write.parts.dropFirst()) : write.parts
        guard parts.count == 1, !helper.isLocal(parts[0]) || write.parts.first == "self",
          let value = AnimationRules.assignedValue(write.node)?.as(DeclReferenceExprSyntax.self),
          passed[value.baseName.text] == parts[0]
        else { continue }
        result.insert(project.location(of: write.node, file: helper.file))
      }
      return result
    }

    /// Calls that put content into the graphics context (or get it): a draw path without any
    /// draws nothing, and its `draw` is only a place where set-up code runs.
    static let drawingCalls: Set<String> = [
      "fill", "stroke", "draw", "drawText", "UIRectFill", "UIRectFrame", "UIRectFillUsingBlendMode",
      "UIRectFrameUsingBlendMode", "fillPath", "strokePath", "drawPath", "fillEllipse",
      "strokeEllipse", "strokeLineSegments", "drawLinearGradient", "drawRadialGradient",
      "UIGraphicsGetCurrentContext", "render", "clear", "addClip", "clip", "setFill", "setStroke",
      "set", "showGlyphs", "drawImage",
    ]

    /// Whether no unit of the draw path calls a drawing function (a call on `super` does not
    /// count: UIView's `draw(_:)` draws nothing).
    static func drawsNothing(_ drawn: DrawnType) -> Bool {
      !drawn.drawPathUnits.contains { unit in
        unit.calls.contains { $0.base != "super" && drawingCalls.contains($0.name) }
      }
    }

    /// The names in first-mention order, each once.
    static func distinct(_ names: [String]) -> [String] {
      var seen = Set<String>()
      return names.filter { seen.insert($0).inserted }
    }
  }

  extension Finding.Message {
    static func mutationCall(_ name: String, drawName: String, helper: String?)
      -> Finding.Message
    {
      Finding.Message(
        "\(within(drawName, helper)) calls '\(name)'; drawing must only read: move the call out "
          + "of \(drawName)")
    }

    /// `draw(_:) adds new objects with 'addSublayer' (line 91, in arc()), …`.
    static func mutationBuildsTree(_ items: [(DrawMutation, String?)], drawName: String)
      -> Finding.Message
    {
      func place(_ item: (DrawMutation, String?)) -> String {
        "line \(item.0.location.line)" + (item.1.map { ", in \($0)" } ?? "")
      }
      let adds = items.filter { $0.0.addsNew }.map { "'\($0.0.name)' (\(place($0)))" }
      let others = items.filter { !$0.0.addsNew }.map { "'\($0.0.name)' (\(place($0)))" }
      let changes =
        others.isEmpty
        ? "" : ", and also changes \(DrawRules.distinct(others).joined(separator: ", "))"
      // A pass that also takes the last pass's objects out of the tree replaces them rather
      // than piling them up: still a tree change on every display.
      let removesLast = items.contains { item in
        let call = item.0.name.split(separator: ".").last.map(String.init) ?? item.0.name
        return call == "removeFromSuperlayer" || call == "removeFromSuperview"
      }
      let effect =
        removesLast
        ? "each display takes the last set out of the tree and builds another"
        : "each display stacks another set over the last"
      return Finding.Message(
        "\(drawName) adds new layers or views on every pass with "
          + "\(adds.joined(separator: ", "))\(changes): \(effect); drawing must only read: "
          + "create and add them once, outside \(drawName), and update them where the values "
          + "change")
    }

    static func mutationAdd(
      _ name: String, object: String, writes: [String], drawName: String, helper: String?
    ) -> Finding.Message {
      let configured = writes.isEmpty ? "" : ", after writing \(quoted(writes))"
      return Finding.Message(
        "\(within(drawName, helper)) calls '\(name)' with '\(object)'\(configured): every pass "
          + "adds it again; drawing must only read: create, configure and add it once, outside "
          + drawName)
    }

    static func mutationWrites(_ names: [String], drawName: String, helper: String?)
      -> Finding.Message
    {
      let what = names.count == 1 ? "the write" : "the writes"
      return Finding.Message(
        "\(within(drawName, helper)) writes \(quoted(names)); drawing must only read: move "
          + "\(what) out of \(drawName)")
    }

    /// `draw(_:) calls setUp(), which writes 'a', 'b' and calls 'addSublayer'; …`; a change
    /// made in a helper that `setUp()` calls in turn names that helper.
    static func mutationThroughCall(
      _ helper: String, items: [(DrawMutation, String?)], drawName: String,
      setUpOnly: Bool = false
    ) -> Finding.Message {
      func listed(_ entries: [(DrawMutation, String?)]) -> String {
        var seen = Set<String>()
        return entries.compactMap { mutation, inner in
          let text = "'\(mutation.name)'" + (inner.map { " (in \($0))" } ?? "")
          return seen.insert(text).inserted ? text : nil
        }.joined(separator: ", ")
      }
      let writes = items.filter { !$0.0.isCall }
      let calls = items.filter { $0.0.isCall }
      var parts: [String] = []
      if !writes.isEmpty { parts.append("writes " + listed(writes)) }
      if !calls.isEmpty { parts.append("calls " + listed(calls)) }
      if setUpOnly {
        let first = items.map(\.0.location).min().map { " (line \($0.line))" } ?? ""
        return Finding.Message(
          "\(drawName) calls \(helper), which \(parts.joined(separator: " and "))\(first), and "
            + "draws nothing itself: every display pass runs this set-up again; call "
            + "\(helper) from the initializer or layoutSubviews() and remove the \(drawName) "
            + "override")
      }
      return Finding.Message(
        "\(drawName) calls \(helper), which \(parts.joined(separator: " and ")); drawing must "
          + "only read: move these changes out of \(drawName), or call \(helper) where the "
          + "value or the bounds change")
    }
  }
#endif
