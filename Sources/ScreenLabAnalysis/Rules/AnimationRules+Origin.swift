#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension AnimationRules {
    // MARK: - SL205, a position animated from or to the frame's origin

    /// The key paths whose value is the layer's anchor point in its superlayer: the centre of
    /// the frame under the default anchor point (0.5, 0.5).
    static let positionKeyPaths: Set<String> = ["position", "position.x", "position.y"]

    /// SL205: a `position` (or `position.x`, `position.y`) animation whose `fromValue` or
    /// `toValue` is computed from a frame's origin (`frame.origin.y`, `frame.minX`, an
    /// extension's `frame.y`) without half the size or a mid point. `position` is where the
    /// anchor point sits, the frame's centre unless the anchor point changes (Apple,
    /// `CALayer.position` and `anchorPoint`): the layer starts or ends half its size away from
    /// the place meant, and jumps to its model position when the animation is removed. Left
    /// alone: values that add half a size (`/ 2`, `* 0.5`), read a mid point or a centre, and
    /// a type that sets an anchor point (an origin may then be the anchor). Reported at each
    /// such value.
    func positionsFromTheOrigin() -> [Finding] {
      var findings: [Finding] = []
      for unit in project.units {
        let animated = unit.animations.filter { _, animation in
          animation.keyPaths.contains { Self.positionKeyPaths.contains($0) }
        }
        // A method's unit is declared by its name; its body is the function's.
        guard !animated.isEmpty,
          let declaration = unit.declaration?.parent?.as(FunctionDeclSyntax.self)?.body,
          !setsAnchorPoint(unit)
        else { continue }
        let collector = SequenceCollector()
        collector.walk(declaration)
        for sequence in collector.sequences {
          let elements = Array(sequence.elements)
          guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
            let member = elements[0].as(MemberAccessExprSyntax.self),
            ["fromValue", "toValue"].contains(member.declName.baseName.text),
            let base = member.base.flatMap({ Expressions.path($0) }),
            let animation = animated[base]
          else { continue }
          let value = elements[2...].map { $0.trimmedDescription }.joined(separator: " ")
          guard Self.readsOrigin(value) else { continue }
          let keyPath =
            animation.keyPaths.first { Self.positionKeyPaths.contains($0) } ?? "position"
          findings.append(
            project.warning(
              .animationEndIgnoresValue, at: sequence, file: unit.file,
              """
              '\(base).\(member.declName.baseName.text)' of the '\(keyPath)' animation is \
              computed from a frame's origin (\(value)), but 'position' is the layer's centre \
              under the default anchor point: the layer runs half its size away from the \
              place meant and jumps when the animation is removed; add half the size (or use \
              frame.midX/midY, center)
              """))
        }
      }
      return findings
    }

    /// Whether an expression's text reads a frame's origin and no centre or half size.
    static func readsOrigin(_ text: String) -> Bool {
      let compact = text.filter { !$0.isWhitespace }
      let origin = compact.range(
        of: #"frame\.(origin(\.[xy])?|minX|minY|x|y)(?![A-Za-z0-9_])"#, options: .regularExpression)
      guard origin != nil else { return false }
      return !["/2", "*0.5", "0.5*", "mid", "center", "Center"].contains {
        compact.contains($0)
      }
    }

    /// Whether the unit's type (or the unit, outside a type) sets an anchor point.
    private func setsAnchorPoint(_ unit: CodeUnit) -> Bool {
      if let name = unit.typeName, let type = project.index.type(name) {
        return type.declarations.contains { $0.description.contains("anchorPoint") }
      }
      return unit.declaration?.parent?.description.contains("anchorPoint") ?? false
    }
  }

  /// Every sequence expression under a node (assignments before folding: `a.b = c`).
  final class SequenceCollector: SyntaxVisitor {
    var sequences: [SequenceExprSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      sequences.append(node)
      return .visitChildren
    }
  }
#endif
