/// A view that lines up its arranged subviews in a row or a column (UIKit's `UIStackView`).
///
/// ScreenLab lays the arranged subviews out in the stack's `layoutSubviews()` from their
/// ``UIView/intrinsicContentSize`` (a missing intrinsic size counts as 0), skipping hidden
/// ones, as UIKit's stack view does through the constraints it generates; it solves no other
/// constraints. Along the axis (Docs/RealCode.md, UIKit):
///
/// - `.fill`: intrinsic sizes; extra space goes to the view with the lowest content-hugging
///   priority (the last such view on ties), a shortfall is taken from the view with the
///   lowest compression resistance (the last on ties).
/// - `.fillEqually`: equal sizes.
/// - `.fillProportionally`: sizes proportional to the intrinsic sizes.
/// - `.equalSpacing` and `.equalCentering`: intrinsic sizes, the free space shared equally
///   between the views (both the same here: equal centring is not modelled).
///
/// Across the axis: `.fill` takes the stack's size; `.leading`/`.top`, `.center` and
/// `.trailing`/`.bottom` place the intrinsic size (baseline alignments act as top/bottom).
///
/// Adding, removing or re-configuring requests layout; an arranged subview that invalidates
/// its intrinsic size requests the stack's layout. A stack view draws nothing.
open class UIStackView: UIView {
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  /// The arranged subviews, in layout order.
  public private(set) var arrangedSubviews: [UIView] = []
  private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { arrangementDidChange() } }
  }
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementDidChange() } }
  }
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangementDidChange() } }
  }
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { arrangementDidChange() } }
  }
  /// Whether the views are laid out inside the layout margins instead of the bounds.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
  }
  /// Whether baselines are measured from the top (recorded).
  open var isBaselineRelativeArrangement = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A stack view unarchived from ScreenLab's archive without values (``EmptyArchiveCoder``,
  /// or an appearance proxy's coder): the stack view `init(frame: .zero)` makes. UIKit declares
  /// this initializer non-failable (`init(coder: NSCoder)`, iOS 9), so a subclass overrides it
  /// without `?` (§99).
  ///
  /// - Precondition: `coder` is ScreenLab's (ScreenLab cannot decode UIKit's archives).
  public required init(coder: NSCoder) {
    precondition(
      coder is EmptyArchiveCoder || coder is AppearanceProxyCoder,
      "UIStackView(coder:): ScreenLab decodes no archive other than EmptyArchiveCoder's")
    super.init(frame: .zero)
  }

  /// A stack of `views` (horizontal, `.fill`, no spacing).
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Appends `view` to the arranged subviews (and adds it as a subview).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged subviews at `index` (adding it as a subview).
  ///
  /// - Precondition: `index` is within 0…`arrangedSubviews.count` (UIKit raises
  ///   "index out of bounds"); ScreenLab traps naming the index.
  open func insertArrangedSubview(_ view: UIView, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    precondition(
      index >= 0 && index <= arrangedSubviews.count,
      "UIStackView.insertArrangedSubview: index \(index) is out of bounds "
        + "(0...\(arrangedSubviews.count))")
    arrangedSubviews.insert(view, at: index)
    view.autoLayout.arrangedIn = self
    if view._superview !== self { addSubview(view) }
    arrangementDidChange()
  }

  /// Removes `view` from the arranged subviews; it stays a subview (as in UIKit).
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    view._autoLayout?.arrangedIn = nil
    arrangementDidChange()
  }

  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// Spacing after `view` instead of ``spacing``.
  open func setCustomSpacing(_ spacing: CGFloat, after view: UIView) {
    customSpacing[ObjectIdentifier(view)] = spacing
    arrangementDidChange()
  }

  open func customSpacing(after view: UIView) -> CGFloat {
    customSpacing[ObjectIdentifier(view)] ?? UIStackView.spacingUseDefault
  }

  /// "No custom spacing" in ``customSpacing(after:)``.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  public static let spacingUseSystem = CGFloat(-1)

  /// The visible arranged subviews' intrinsic sizes along the axis plus the spacing, and the
  /// largest across it.
  open override var intrinsicContentSize: CGSize {
    let visible = arrangedSubviews.filter { !$0.isHidden }
    guard !visible.isEmpty else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    let along =
      visible.map { length(of: $0.intrinsicContentSize, along: true) }.reduce(0, +)
      + gaps(visible).reduce(0, +)
    let across = visible.map { length(of: $0.intrinsicContentSize, along: false) }.max() ?? 0
    let inset = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
    let size =
      axis == .horizontal
      ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    return CGSize(
      width: size.width + inset.left + inset.right, height: size.height + inset.top + inset.bottom)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let visible = arrangedSubviews.filter { !$0.isHidden }
    guard !visible.isEmpty else { return }
    let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
    let horizontal = axis == .horizontal
    let total = horizontal ? area.width : area.height
    let crossTotal = horizontal ? area.height : area.width
    var gaps = gaps(visible)
    let intrinsic = visible.map { max(0, length(of: $0.intrinsicContentSize, along: true)) }
    let free = total - gaps.reduce(0, +)
    var sizes = intrinsic
    switch distribution {
    case .fill:
      let extra = free - intrinsic.reduce(0, +)
      if extra != 0, let index = indexToResize(visible, growing: extra > 0) {
        sizes[index] = max(0, sizes[index] + extra)
      }
    case .fillEqually:
      sizes = Array(repeating: max(0, free / CGFloat(visible.count)), count: visible.count)
    case .fillProportionally:
      let sum = intrinsic.reduce(0, +)
      sizes =
        sum > 0
        ? intrinsic.map { free * $0 / sum }
        : Array(repeating: free / CGFloat(visible.count), count: visible.count)
    case .equalSpacing, .equalCentering:
      let slack = free - intrinsic.reduce(0, +)
      if visible.count > 1, slack > 0 {
        gaps = gaps.map { $0 + slack / CGFloat(visible.count - 1) }
      }
    }
    var position = horizontal ? area.minX : area.minY
    for (index, view) in visible.enumerated() {
      let wanted = length(of: view.intrinsicContentSize, along: false)
      let cross: CGFloat
      let crossOrigin: CGFloat
      let crossStart = horizontal ? area.minY : area.minX
      switch alignment {
      case .fill:
        cross = crossTotal
        crossOrigin = crossStart
      case .leading, .firstBaseline:
        cross = wanted < 0 ? crossTotal : wanted
        crossOrigin = crossStart
      case .center:
        cross = wanted < 0 ? crossTotal : wanted
        crossOrigin = crossStart + (crossTotal - cross) / 2
      case .trailing, .lastBaseline:
        cross = wanted < 0 ? crossTotal : wanted
        crossOrigin = crossStart + crossTotal - cross
      }
      view.frame =
        horizontal
        ? CGRect(x: position, y: crossOrigin, width: sizes[index], height: cross)
        : CGRect(x: crossOrigin, y: position, width: cross, height: sizes[index])
      position += sizes[index] + (index < gaps.count ? gaps[index] : 0)
    }
  }

  // MARK: Internals

  func arrangedSubviewSizeDidChange() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  private func arrangementDidChange() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  private func length(of size: CGSize, along: Bool) -> CGFloat {
    (axis == .horizontal) == along ? size.width : size.height
  }

  private func gaps(_ visible: [UIView]) -> [CGFloat] {
    visible.dropLast().map { view in
      let custom = customSpacing[ObjectIdentifier(view)] ?? UIStackView.spacingUseDefault
      return custom == UIStackView.spacingUseDefault ? spacing : custom
    }
  }

  private func indexToResize(_ views: [UIView], growing: Bool) -> Int? {
    let axis = self.axis
    var best: Int?
    var bestPriority = UILayoutPriority(Float.greatestFiniteMagnitude)
    for (index, view) in views.enumerated() {
      let priority =
        growing
        ? view.contentHuggingPriority(for: axis)
        : view.contentCompressionResistancePriority(for: axis)
      if priority <= bestPriority {
        best = index
        bestPriority = priority
      }
    }
    return best
  }
}
