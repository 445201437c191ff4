#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  /// SL204 for a frame animated on a view that Auto Layout places: an animation block writes
  /// the `frame` or `center` of a view (`bar.frame.origin.x = …`) that the file hands to
  /// Auto Layout (`bar.translatesAutoresizingMaskIntoConstraints = false`) and positions with
  /// constraints made from its position anchors (top, leading, centre…). The layout engine
  /// computes that view's frame from its constraints (Apple,
  /// `translatesAutoresizingMaskIntoConstraints`: with `false`, the constraints given decide
  /// the view's size and position), so the next layout pass puts the view back where the
  /// constraints say, whatever the block moved it to.
  extension ValueScan {
    /// The first write in an animation block to the frame or centre of a view the file
    /// places with constraints: the written path, the view, and the write's node.
    static func frameUnderConstraints(in closure: ClosureExprSyntax)
      -> (what: String, view: String, node: Syntax)?
    {
      let root = Syntax(closure).root.description
      for token in closure.tokens(viewMode: .sourceAccurate) where token.text == "=" {
        guard let assignment = token.parent?.as(AssignmentExprSyntax.self) else { continue }
        let target =
          assignment.parent?.as(InfixOperatorExprSyntax.self)?.leftOperand
          ?? assignment.parent?.as(ExprListSyntax.self)?.first
        guard let target, let path = Expressions.path(target) else { continue }
        var parts = path.split(separator: ".").map(String.init)
        if parts.first == "self", parts.count > 1 { parts.removeFirst() }
        guard parts.count >= 2, ["frame", "center"].contains(parts[1]) else { continue }
        let view = NSRegularExpression.escapedPattern(for: parts[0])
        let handed = "\\b\(view)\\.translatesAutoresizingMaskIntoConstraints\\s*=\\s*false"
        // A position anchor: constraints that only size the view leave its place to the code.
        let anchored =
          "\\b\(view)\\.(top|bottom|leading|trailing|left|right|centerX|centerY)Anchor"
          + "\\.constraint\\("
        guard root.range(of: handed, options: .regularExpression) != nil,
          root.range(of: anchored, options: .regularExpression) != nil
        else { continue }
        return (parts.joined(separator: "."), parts[0], Syntax(target))
      }
      return nil
    }
  }
#endif
