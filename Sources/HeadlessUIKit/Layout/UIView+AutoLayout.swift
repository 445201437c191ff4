// Auto Layout's vocabulary on UIView: margins, layout guides, anchors, constraint lists and
// content priorities. Constraints are recorded and request layout; only simple equality cases
// are solved (`UIView+ConstraintSolving.swift`; Docs/RealCode.md, UIKit).

/// Per-view Auto Layout state, allocated on first use so plain views stay small.
final class AutoLayoutState {
  var translatesAutoresizingMaskIntoConstraints = true
  var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var constraints: [NSLayoutConstraint] = []
  var layoutGuides: [UILayoutGuide] = []
  var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  var compression: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  var needsUpdateConstraints = false
  weak var arrangedIn: UIStackView?
  var marginsGuide: UILayoutGuide?
  var safeAreaGuide: UILayoutGuide?
}

extension UIView {
  var autoLayout: AutoLayoutState {
    if let state = _autoLayout { return state }
    let state = AutoLayoutState()
    _autoLayout = state
    return state
  }

  /// Whether the view's frame is turned into constraints (true by default; false for views
  /// placed with constraints, which the superview's default `layoutSubviews()` then places
  /// from their simple equality constraints).
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { _autoLayout?.translatesAutoresizingMaskIntoConstraints ?? true }
    set { autoLayout.translatesAutoresizingMaskIntoConstraints = newValue }
  }

  /// The margins inside the bounds that content lays out against: 8 points on each side by
  /// default (Apple: "the default margins are eight points on each side"). Setting them
  /// calls ``layoutMarginsDidChange()`` and requests layout.
  public var layoutMargins: UIEdgeInsets {
    get { _autoLayout?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    set {
      guard newValue != layoutMargins else { return }
      autoLayout.layoutMargins = newValue
      layoutMarginsDidChange()
      setNeedsLayout()
    }
  }

  /// ``layoutMargins`` by leading and trailing edge (leading is left: ScreenLab lays out
  /// left to right).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let m = layoutMargins
      return NSDirectionalEdgeInsets(
        top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
        right: newValue.trailing)
    }
  }

  /// The safe-area insets: zero (ScreenLab's screen has no notch or bars).
  public var safeAreaInsets: UIEdgeInsets { .zero }

  /// A guide for the bounds inset by ``layoutMargins``.
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = autoLayout.marginsGuide { return guide }
    let guide = UILayoutGuide()
    guide.identifier = "UIViewLayoutMarginsGuide"
    guide.owningView = self
    guide.kind = .margins
    autoLayout.marginsGuide = guide
    return guide
  }

  /// A guide for the safe area (the bounds: see ``safeAreaInsets``).
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = autoLayout.safeAreaGuide { return guide }
    let guide = UILayoutGuide()
    guide.identifier = "UIViewSafeAreaLayoutGuide"
    guide.owningView = self
    autoLayout.safeAreaGuide = guide
    return guide
  }

  /// The layout guides added with ``addLayoutGuide(_:)``.
  public var layoutGuides: [UILayoutGuide] { _autoLayout?.layoutGuides ?? [] }

  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView = self
    autoLayout.layoutGuides.append(guide)
  }

  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    autoLayout.layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  // MARK: Anchors

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

  // MARK: Constraint lists

  /// The constraints held by this view (installed here by activation: the nearest common
  /// ancestor of their items, as UIKit does).
  public var constraints: [NSLayoutConstraint] { _autoLayout?.constraints ?? [] }

  /// Installs `constraint` on this view (activates it).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    guard !constraint.isActive else { return }
    constraint.install(on: self)
  }

  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.holder === self else { return }
    constraint.isActive = false
  }

  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Asks for ``updateConstraints()`` before the next layout of the view.
  public func setNeedsUpdateConstraints() {
    autoLayout.needsUpdateConstraints = true
    setNeedsLayout()
  }

  /// Whether ``setNeedsUpdateConstraints()`` is pending.
  public func needsUpdateConstraints() -> Bool { _autoLayout?.needsUpdateConstraints ?? false }

  /// Calls ``updateConstraints()`` on the subtree where requested, subviews first (UIKit's
  /// constraint pass goes bottom-up).
  public func updateConstraintsIfNeeded() {
    for view in _subviews { view.updateConstraintsIfNeeded() }
    guard let state = _autoLayout, state.needsUpdateConstraints else { return }
    state.needsUpdateConstraints = false
    updateConstraints()
  }

  // MARK: Priorities

  /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by
  /// default, UIKit's value for plain views).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    _autoLayout?.hugging[axis] ?? .defaultLow
  }

  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    autoLayout.hugging[axis] = priority
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by
  /// default).
  public func contentCompressionResistancePriority(
    for axis: NSLayoutConstraint.Axis
  ) -> UILayoutPriority {
    _autoLayout?.compression[axis] ?? .defaultHigh
  }

  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    autoLayout.compression[axis] = priority
  }

  /// The size the view needs: its ``intrinsicContentSize`` where it has one, else `target`
  /// (the view's own constraints do not count here).
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    let intrinsic = intrinsicContentSize
    return CGSize(
      width: intrinsic.width == UIView.noIntrinsicMetric ? targetSize.width : intrinsic.width,
      height: intrinsic.height == UIView.noIntrinsicMetric ? targetSize.height : intrinsic.height)
  }

  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
    verticalFittingPriority vertical: UILayoutPriority
  ) -> CGSize {
    systemLayoutSizeFitting(targetSize)
  }

  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  // MARK: Internals

  /// What ``invalidateIntrinsicContentSize()`` does: the layout that reads the intrinsic
  /// size runs again. UIKit re-solves the superview's constraints in its next layout pass;
  /// here the superview is asked to lay out when the view takes part in Auto Layout
  /// (`translatesAutoresizingMaskIntoConstraints` false) or is arranged by a stack view
  /// (whose `layoutSubviews` reads the size). A frame-placed view asks nothing, as in UIKit.
  func intrinsicContentSizeDidChange() {
    if let stack = _autoLayout?.arrangedIn {
      stack.arrangedSubviewSizeDidChange()
    } else if !translatesAutoresizingMaskIntoConstraints {
      _superview?.setNeedsLayout()
    }
  }

  /// Calls ``tintColorDidChange()`` on the view and on the descendants that inherit its tint.
  func notifyTintColorChange() {
    tintColorDidChange()
    for view in _subviews where view._tintColor == nil { view.notifyTintColorChange() }
  }
}
