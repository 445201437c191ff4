#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension LayoutRules {
    // MARK: - SL208, a move hook of a view nothing uses

    /// The hooks UIKit calls when the view moves into or out of a superview or window: once
    /// when the view is added, once when it is removed, and again only when code moves it.
    static let moveHooks: Set<String> = [
      "willMove", "didMoveToSuperview", "didMoveToWindow",
    ]

    /// Whether a finding of SL208 in the hook `name` of `type` is latent: a move hook of a
    /// view no other code of the analysis names (no initializer call, no property or
    /// parameter of its type, no subclass) and no storyboard or nib gives as a custom class.
    /// Nothing adds such a view, so nothing moves it either: the second view appears only once
    /// a client adds, removes and adds it again — a note, not a warning.
    func isUnusedViewMoveHook(_ name: String, of type: TypeInfo) -> Bool {
      guard Self.moveHooks.contains(name) else { return false }
      if project.interface.customClasses.contains(type.name) { return false }
      let own = Set(type.declarations.map { $0.id })
      for (position, tree) in project.trees.enumerated()
      where project.files[position].text.contains(type.name) {
        for token in tree.tokens(viewMode: .sourceAccurate) where token.text == type.name {
          // A mention outside the type's own declarations and extensions is a use.
          var node = Syntax(token)
          var inOwn = false
          while let parent = node.parent {
            if own.contains(parent.id) {
              inOwn = true
              break
            }
            node = parent
          }
          if !inOwn { return false }
        }
      }
      return true
    }
  }
#endif
