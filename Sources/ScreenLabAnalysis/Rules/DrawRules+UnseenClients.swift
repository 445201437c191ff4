#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL101 at the declaration of a drawing view no analyzed code uses: which drawn property
  /// holds what its unseen clients change (Docs/Analyzer.md, SL101 "A view no analyzed code
  /// uses").
  extension DrawRules {
    /// Whether `name` is the one changing value of a drawing type no analyzed code uses: its
    /// only drawn number or collection, or, when it draws none, its only drawn flag (`Bool`,
    /// not named as a style). Constants (`let cellHeight: CGFloat = 72`) never change and are
    /// not counted.
    func unseenClientValue(_ name: String, property: PropertyInfo, drawn: DrawnType) -> Bool {
      func changing(_ kind: (PropertyInfo) -> Bool) -> Int {
        drawn.drawn.filter { other in
          !drawn.automatic.contains(other)
            && drawn.chain.contains { owner in
              owner.properties[other].map { !$0.isLet && !$0.isStatic && kind($0) } ?? false
            }
        }.count
      }
      if Self.holdsDrawnValue(property) { return changing(Self.holdsDrawnValue) == 1 }
      return Self.isDrawnFlag(property) && changing(Self.holdsDrawnValue) == 0
        && changing(Self.isDrawnFlag) == 1
    }

    /// A `Bool` stored property (declared so, or starting at `true`/`false`) whose name is not
    /// a style's (`showsShadow`, `roundedCorners` are settings).
    static func isDrawnFlag(_ property: PropertyInfo) -> Bool {
      guard !property.attributes.contains("IBInspectable"),
        let binding = property.binding?.as(PatternBindingSyntax.self)
      else { return false }
      let lowered = property.name.lowercased()
      guard !flagStyleWords.contains(where: { lowered.contains($0) }) else { return false }
      if let type = binding.typeAnnotation?.type { return type.simpleName == "Bool" }
      return binding.initializer?.value.is(BooleanLiteralExprSyntax.self) ?? false
    }

    /// Words of flags that switch a style on or off (`showsShadow`, `roundedCorners`,
    /// `drawsGrid`): settings, not what the view shows. The number style words (`angle`,
    /// `count`, `size`) say nothing about a flag (`forAngleBisector` picks a figure).
    static let flagStyleWords = [
      "shadow", "border", "round", "corner", "dash", "gradient", "debug", "grid", "clip",
      "opaque", "animat", "color", "colour", "style", "font",
    ]
  }
#endif
