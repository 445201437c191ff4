/// A relation between two layout attributes (Auto Layout's `NSLayoutConstraint`), recorded.
///
/// ScreenLab records constraints and keeps their bookkeeping as UIKit does — activation
/// installs a constraint on the nearest common ancestor of its items (``UIView/constraints``),
/// `isActive`, `constant`, `multiplier`-free edits and `priority` are stored — and every
/// change that UIKit would re-solve requests layout of the holding view, so the layout pass
/// runs when it would on a device. Only the simple equality cases are solved, by the default
/// `layoutSubviews()` (`UIView+ConstraintSolving.swift`; Docs/RealCode.md, UIKit).
@preconcurrency @MainActor
open class NSLayoutConstraint: @preconcurrency CustomStringConvertible {
  /// An axis (UIKit's `NSLayoutConstraint.Axis`).
  public enum Axis: Int, Hashable, Sendable { case horizontal, vertical }

  /// `==`, `<=` or `>=`.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal, greaterThanOrEqual
  }

  /// A layout attribute of an item.
  public enum Attribute: Int, Sendable {
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline
    case firstBaseline = 12
    case leftMargin, rightMargin, topMargin, bottomMargin
    case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }

  /// The first item (a view or a layout guide).
  public let firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public let secondItem: AnyObject?
  public let secondAttribute: Attribute
  /// The multiplier of the second attribute (fixed at creation, as in UIKit).
  public let multiplier: CGFloat
  /// A name for debugging.
  open var identifier: String?
  open var shouldBeArchived = false

  /// The constant added to the second attribute; changing it on an active constraint
  /// requests layout of the view that holds it.
  open var constant: CGFloat {
    didSet { if constant != oldValue { requestLayout() } }
  }

  /// The priority, 1…1000 (required, 1000, by default); changing it requests layout.
  ///
  /// - Precondition: UIKit forbids changing an active constraint from required to optional
  ///   or back ("Mutating a priority from required to not on an installed constraint ... is
  ///   not supported"); ScreenLab traps with that message.
  open var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      precondition(
        holder == nil || (priority == .required) == (oldValue == .required),
        "NSLayoutConstraint.priority: mutating a priority from required to not on an installed "
          + "constraint (or vice-versa) is not supported (\(self))")
      requestLayout()
    }
  }

  /// The view the active constraint is installed on.
  weak var holder: UIView?

  /// Whether the constraint takes part in layout. Activating installs it on the items'
  /// nearest common ancestor and requests its layout; deactivating removes it.
  ///
  /// - Precondition: the items have a common ancestor (UIKit raises "Unable to activate
  ///   constraint ... because they have no common ancestor"); ScreenLab traps with that message.
  open var isActive: Bool {
    get { holder != nil }
    set {
      guard newValue != isActive else { return }
      if newValue {
        guard let ancestor = commonAncestor() else {
          preconditionFailure(
            "Unable to activate constraint \(self) because its items have no common ancestor; "
              + "add both views to the same hierarchy first")
        }
        install(on: ancestor)
      } else if let holder {
        requestLayout()
        holder._autoLayout?.constraints.removeAll { $0 === self }
        self.holder = nil
      }
    }
  }

  /// A constraint `item1.attribute1 relation item2.attribute2 × multiplier + constant`
  /// (UIKit's classic initializer); inactive until activated.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
  }

  /// Activates each constraint (UIKit's efficient batch form of `isActive = true`).
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  open var description: String {
    let first = Self.name(firstItem, firstAttribute)
    let op: String
    switch relation {
    case .equal: op = "=="
    case .lessThanOrEqual: op = "<="
    case .greaterThanOrEqual: op = ">="
    }
    var right = secondItem == nil ? "" : Self.name(secondItem, secondAttribute)
    if multiplier != 1, secondItem != nil { right += " * \(SVGWriter.number(multiplier))" }
    if constant != 0 || secondItem == nil {
      let c = SVGWriter.number(abs(constant))
      right += right.isEmpty ? (constant < 0 ? "-" : "") + c : (constant < 0 ? " - " : " + ") + c
    }
    let prio = priority == .required ? "" : " @\(SVGWriter.number(CGFloat(priority.rawValue)))"
    return "<NSLayoutConstraint \(first) \(op) \(right)\(prio)>"
  }

  // MARK: Internals

  func install(on view: UIView) {
    holder = view
    view.autoLayout.constraints.append(self)
    requestLayout()
  }

  /// Layout of the holder and of the superviews that place the constrained items (their
  /// default `layoutSubviews()` solves the simple cases).
  private func requestLayout() {
    guard let holder else { return }
    holder.setNeedsLayout()
    for item in [firstItem, secondItem] {
      guard let view = item as? UIView, view !== holder,
        !view.translatesAutoresizingMaskIntoConstraints
      else { continue }
      view._superview?.setNeedsLayout()
    }
    if let view = firstItem as? UIView, view === holder { view._superview?.setNeedsLayout() }
  }

  private static func view(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  private static func name(_ item: AnyObject?, _ attribute: Attribute) -> String {
    let itemName: String
    if let view = item as? UIView {
      itemName = "\(type(of: view))"
    } else if let guide = item as? UILayoutGuide {
      itemName = guide.identifier
    } else {
      itemName = "nil"
    }
    return "\(itemName).\(attribute)"
  }

  /// The nearest view that is an ancestor of (or is) both items' views. A constraint on one
  /// item (a constant size) lives on that item's view.
  func commonAncestor() -> UIView? {
    guard let first = Self.view(of: firstItem) else { return nil }
    guard secondItem != nil else { return first }
    guard let second = Self.view(of: secondItem) else { return nil }
    var ancestors: [ObjectIdentifier] = []
    var current: UIView? = first
    while let view = current {
      ancestors.append(ObjectIdentifier(view))
      current = view._superview
    }
    current = second
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view._superview
    }
    return nil
  }
}

/// A constraint's priority (UIKit's `UILayoutPriority`), 1…1000.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
  public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }
}

/// A rectangle that takes part in Auto Layout without being a view (UIKit's `UILayoutGuide`).
@preconcurrency @MainActor
open class UILayoutGuide {
  enum Kind { case plain, margins }

  open var identifier = ""
  /// The view the guide belongs to.
  public internal(set) weak var owningView: UIView?
  var kind = Kind.plain

  public init() {}

  /// The guide's frame in the owning view: its bounds inset by the layout margins for the
  /// margins guide, the bounds for the others (a guide of its own is not solved).
  open var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    return kind == .margins ? view.bounds.inset(by: view.layoutMargins) : view.bounds
  }

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

/// One attribute of a view or layout guide, to make constraints from (UIKit's
/// `NSLayoutAnchor`); `AnchorType` keeps x-axis, y-axis and size anchors apart at compile
/// time, as in UIKit.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  let item: AnyObject
  let attribute: NSLayoutConstraint.Attribute

  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 0)
  }
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { make(.equal, anchor, constant: c) }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  { make(.greaterThanOrEqual, anchor, constant: 0) }
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: c) }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, anchor, constant: 0) }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, anchor, constant: c) }
}

/// A horizontal position anchor.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  override init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    super.init(item, attribute)
  }
}

/// A vertical position anchor.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  override init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    super.init(item, attribute)
  }
}

/// A width or height anchor: it can also equal a constant or a multiple of another size.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  override init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    super.init(item, attribute)
  }

  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, constant: c)
  }
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { make(.equal, anchor, multiplier: m, constant: 0) }
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint { make(.equal, anchor, multiplier: m, constant: c) }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0) }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, anchor, multiplier: m, constant: 0) }
}
