// The simple cases of Auto Layout, solved: a view's default `layoutSubviews()` places its
// subviews that use constraints (`translatesAutoresizingMaskIntoConstraints == false`) from
// their equality constraints (Docs/RealCode.md, UIKit: "Auto Layout, the simple cases").

extension UIView {
  /// Frames for the Auto Layout subviews from equality constraints, one axis at a time.
  ///
  /// Each equality `a.attr == b.attr × multiplier + constant` (highest priority first) whose
  /// other side is known — this view's bounds, its layout-margins guide, a frame-placed
  /// sibling, a sibling already solved on that axis, or a constant — fixes one value of the
  /// subview's axis (min, max, centre or size); two values fix the axis. A missing size comes
  /// from the intrinsic content size. Inequalities and baselines are not used; an axis left
  /// open keeps the frame the code set. A second equality for an already fixed value is
  /// ignored (UIKit would report the conflict and break a constraint).
  func applySimpleConstraints() {
    // The common case, no Auto Layout subview, allocates nothing.
    guard
      _subviews.contains(where: {
        $0._autoLayout?.translatesAutoresizingMaskIntoConstraints == false
      })
    else { return }
    let subviews = _subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
    var constraints = _autoLayout?.constraints ?? []
    for view in subviews { constraints += view._autoLayout?.constraints ?? [] }
    let equalities = constraints.filter { $0.relation == .equal }
      .sorted { $0.priority > $1.priority }
    guard !equalities.isEmpty else { return }
    var solver = SimpleAxisSolver(owner: self, views: subviews)
    solver.solve(equalities)
    for view in subviews {
      var frame = view.frame
      if let x = solver.resolved(view, horizontal: true) {
        frame.origin.x = x.min
        frame.size.width = x.size
      }
      if let y = solver.resolved(view, horizontal: false) {
        frame.origin.y = y.min
        frame.size.height = y.size
      }
      if frame != view.frame { view.frame = frame }
    }
  }
}

/// The known values of one subview's axis: any two of min, max, centre and size fix it.
struct AxisValues {
  var min: CGFloat?
  var max: CGFloat?
  var center: CGFloat?
  var size: CGFloat?

  /// (min, size) when two values are known.
  var resolved: (min: CGFloat, size: CGFloat)? {
    if let min, let size { return (min, size) }
    if let min, let max { return (min, max - min) }
    if let max, let size { return (max - size, size) }
    if let center, let size { return (center - size / 2, size) }
    if let center, let min { return (min, 2 * (center - min)) }
    if let center, let max { return (2 * center - max, 2 * (max - center)) }
    return nil
  }
}

@MainActor
struct SimpleAxisSolver {
  let owner: UIView
  let views: [UIView]
  var values: [ObjectIdentifier: (x: AxisValues, y: AxisValues)] = [:]

  init(owner: UIView, views: [UIView]) {
    self.owner = owner
    self.views = views
    for view in views { values[ObjectIdentifier(view)] = (AxisValues(), AxisValues()) }
  }

  func resolved(_ view: UIView, horizontal: Bool) -> (min: CGFloat, size: CGFloat)? {
    guard let entry = values[ObjectIdentifier(view)] else { return nil }
    return horizontal ? entry.x.resolved : entry.y.resolved
  }

  mutating func solve(_ constraints: [NSLayoutConstraint]) {
    var pending = constraints
    repeat {
      var progress = true
      while progress, !pending.isEmpty {
        progress = false
        pending.removeAll { constraint in
          guard apply(constraint) else { return false }
          progress = true
          return true
        }
      }
    } while fillIntrinsicSizes() && !pending.isEmpty
  }

  /// Gives a subview with one known value on an axis its intrinsic size there.
  private mutating func fillIntrinsicSizes() -> Bool {
    var changed = false
    for view in views {
      let id = ObjectIdentifier(view)
      guard var entry = values[id] else { continue }
      let intrinsic = view.intrinsicContentSize
      if entry.x.resolved == nil, entry.x.size == nil, intrinsic.width >= 0 {
        entry.x.size = intrinsic.width
        changed = true
      }
      if entry.y.resolved == nil, entry.y.size == nil, intrinsic.height >= 0 {
        entry.y.size = intrinsic.height
        changed = true
      }
      values[id] = entry
    }
    return changed
  }

  /// Uses `constraint` when one side is known and the other is an open value; true when it
  /// was used (or can never be).
  private mutating func apply(_ constraint: NSLayoutConstraint) -> Bool {
    let first = (constraint.firstItem, constraint.firstAttribute)
    let second = (constraint.secondItem, constraint.secondAttribute)
    guard Self.slot(first.1) != nil else { return true }
    if second.0 == nil {
      return set(first.0, first.1, to: constraint.constant)
    }
    guard Self.slot(second.1) != nil else { return true }
    if let known = value(second.0, second.1), isOpen(first.0, first.1) {
      return set(first.0, first.1, to: known * constraint.multiplier + constraint.constant)
    }
    if let known = value(first.0, first.1), isOpen(second.0, second.1),
      constraint.multiplier != 0
    {
      return set(second.0, second.1, to: (known - constraint.constant) / constraint.multiplier)
    }
    // Both known (redundant or conflicting) or neither yet.
    return value(first.0, first.1) != nil && value(second.0, second.1) != nil
  }

  enum Slot { case min, max, center, size }

  static func slot(_ attribute: NSLayoutConstraint.Attribute) -> (Slot, Bool)? {
    switch attribute {
    case .left, .leading: return (.min, true)
    case .right, .trailing: return (.max, true)
    case .centerX: return (.center, true)
    case .width: return (.size, true)
    case .top: return (.min, false)
    case .bottom: return (.max, false)
    case .centerY: return (.center, false)
    case .height: return (.size, false)
    default: return nil
    }
  }

  private func isOpen(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> Bool {
    guard let view = item as? UIView, let entry = values[ObjectIdentifier(view)],
      let (slot, horizontal) = Self.slot(attribute)
    else { return false }
    let axis = horizontal ? entry.x : entry.y
    guard axis.resolved == nil else { return false }
    switch slot {
    case .min: return axis.min == nil
    case .max: return axis.max == nil
    case .center: return axis.center == nil
    case .size: return axis.size == nil
    }
  }

  private mutating func set(
    _ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, to newValue: CGFloat
  ) -> Bool {
    guard isOpen(item, attribute), let view = item as? UIView,
      let (slot, horizontal) = Self.slot(attribute), var entry = values[ObjectIdentifier(view)]
    else { return value(item, attribute) != nil || !(item is UIView) }
    var axis = horizontal ? entry.x : entry.y
    switch slot {
    case .min: axis.min = newValue
    case .max: axis.max = newValue
    case .center: axis.center = newValue
    case .size: axis.size = newValue
    }
    if horizontal { entry.x = axis } else { entry.y = axis }
    values[ObjectIdentifier(view)] = entry
    return true
  }

  /// The value of `attribute` of `item` in the owner's coordinates, when known.
  private func value(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
    guard let (slot, horizontal) = Self.slot(attribute) else { return nil }
    let rect: CGRect
    if let view = item as? UIView {
      if view === owner {
        rect = owner.bounds
      } else if let entry = values[ObjectIdentifier(view)] {
        let axis = horizontal ? entry.x : entry.y
        if slot == .size, let size = axis.size { return size }
        guard let solved = axis.resolved else { return nil }
        return Self.pick(slot, min: solved.min, size: solved.size)
      } else if view._superview === owner {
        rect = view.frame
      } else if slot == .size {
        return horizontal ? view.bounds.width : view.bounds.height
      } else {
        return nil
      }
    } else if let guide = item as? UILayoutGuide, guide.owningView === owner {
      rect = guide.layoutFrame
    } else {
      return nil
    }
    return horizontal
      ? Self.pick(slot, min: rect.minX, size: rect.width)
      : Self.pick(slot, min: rect.minY, size: rect.height)
  }

  private static func pick(_ slot: Slot, min: CGFloat, size: CGFloat) -> CGFloat {
    switch slot {
    case .min: return min
    case .max: return min + size
    case .center: return min + size / 2
    case .size: return size
    }
  }
}
