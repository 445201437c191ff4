#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension DrawRules {
    // MARK: - SL105, one rebuild of the tree

    /// The tree changes of one group (the pass itself, or one helper with the helpers it
    /// calls): one finding each, or, when there are two or more, one finding at the first that
    /// lists them. A pass that removes its subviews and adds five, or a helper that adds each
    /// of its buttons, rebuilds one part of the tree on every display: one defect, fixed by
    /// moving that building out of the pass once.
    static func oneTreeChange(_ changes: [(Finding, DrawMutation)], drawName: String)
      -> [Finding]
    {
      guard changes.count >= 2 else { return changes.map(\.0) }
      let sorted = changes.sorted { $0.0.location < $1.0.location }
      let listed = sorted.map { _, mutation in
        "'\(mutation.name)'" + (mutation.added.map { " with '\($0)'" } ?? "")
          + " (line \(mutation.location.line))"
      }
      return [
        Finding(
          rule: .mutationInDraw, severity: .warning, location: sorted[0].0.location,
          message: .mutationRebuildsTree(distinct(listed), drawName: drawName))
      ]
    }
  }

  extension Finding.Message {
    static func mutationRebuildsTree(_ changes: [String], drawName: String) -> Finding.Message {
      Finding.Message(
        "\(drawName) changes the tree on every pass with \(changes.joined(separator: ", ")): "
          + "each display rebuilds this part of the tree again; drawing must only read: build "
          + "it once, outside \(drawName), and update it where the values change")
    }
  }
#endif
