/// What the layout pass asks of a view's type to find its role (``LayoutEngine/kind(of:)``),
/// decided once per type the first time a node of that type is laid out.
///
/// Sound for the reason ``ViewTypeTraits`` is: a node's view type never changes, and a
/// conformance is a property of the type, so each answer is what a cast of any of the node's
/// values gives. Optional views, whose casts look through to their value, never get here
/// (``LayoutEngine/kind(of:)`` answers them first). Each failing cast of a value costs a
/// conformance lookup (callgrind: about 3,000 to 5,000 instructions each in the drag lesson's
/// scenario), and most views answer no to all three.
struct LayoutTypeAnswers {
  /// The type as a control a custom style can take over (``StyledControl``), or nil.
  let styled: (any StyledControl.Type)?
  /// The type as a custom layout (``CustomLayoutRole``), or nil.
  let customLayout: (any CustomLayoutRole.Type)?
  /// The type as a primitive that declares its role (``LayoutRoleProviding``), or nil.
  let roleProvider: (any LayoutRoleProviding.Type)?

  init(of type: Any.Type) {
    styled = type as? any StyledControl.Type
    customLayout = type as? any CustomLayoutRole.Type
    roleProvider = type as? any LayoutRoleProviding.Type
  }
}

extension ViewGraph {
  /// The layout answers of `node`'s view type, computed on the first question.
  func layoutAnswers(of node: GraphNode) -> LayoutTypeAnswers {
    let key = ObjectIdentifier(node.type)
    if let known = layoutTypeAnswers[key] { return known }
    let answers = LayoutTypeAnswers(of: node.type)
    layoutTypeAnswers[key] = answers
    return answers
  }
}

extension StyledControl {
  /// `view`, a value of this type, as a styled control.
  static func styledControl(of view: any View) -> (any StyledControl)? {
    exactly(view, as: Self.self)
  }
}

extension CustomLayoutRole {
  /// `view`, a value of this type, as a custom layout.
  static func customLayout(of view: any View) -> (any CustomLayoutRole)? {
    exactly(view, as: Self.self)
  }
}

extension LayoutRoleProviding {
  /// `view`, a value of this type, as a primitive that declares its role.
  static func roleProvider(of view: any View) -> (any LayoutRoleProviding)? {
    exactly(view, as: Self.self)
  }
}
