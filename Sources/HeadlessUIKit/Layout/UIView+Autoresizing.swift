// Springs and struts: how a view's frame follows its superview's size (UIKit's
// `autoresizingMask`, Docs/Semantics/UIKit.md §64), and the accessibility vocabulary views
// keep.

extension UIView {
  /// The parts of a view's frame that stretch when its superview's size changes (UIKit's
  /// `UIView.AutoresizingMask`).
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Resizes the subviews by their ``autoresizingMask`` after the view's size changed from
  /// `old` (§64): along each axis the change is shared among the flexible parts (margin
  /// before, size, margin after) in proportion to their current lengths, equally when they
  /// are all zero; a subview laid out by constraints, or with an empty mask, keeps its frame.
  func autoresizeSubviews(from old: CGSize) {
    guard autoresizesSubviews else { return }
    let new = bounds.size
    for subview in _subviews {
      let mask = subview.autoresizingMask
      guard !mask.isEmpty, subview.translatesAutoresizingMaskIntoConstraints else { continue }
      let frame = subview.frame
      let (x, width) = Self.resize(
        start: frame.minX, length: frame.width, end: old.width - frame.maxX,
        delta: new.width - old.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let (y, height) = Self.resize(
        start: frame.minY, length: frame.height, end: old.height - frame.maxY,
        delta: new.height - old.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      subview.frame = CGRect(x: x, y: y, width: width, height: height)
    }
  }

  /// One axis of the autoresizing rule: the new origin and length.
  static func resize(
    start: CGFloat, length: CGFloat, end: CGFloat, delta: CGFloat,
    flexible: (Bool, Bool, Bool)
  ) -> (CGFloat, CGFloat) {
    let parts = [(flexible.0, start), (flexible.1, length), (flexible.2, end)]
    let flexibleParts = parts.filter(\.0)
    guard !flexibleParts.isEmpty, delta != 0 else { return (start, length) }
    let total = flexibleParts.reduce(0) { $0 + max(0, $1.1) }
    func share(_ index: Int) -> CGFloat {
      guard parts[index].0 else { return 0 }
      if total > 0 { return delta * max(0, parts[index].1) / total }
      return delta / CGFloat(flexibleParts.count)
    }
    return (start + share(0), length + share(1))
  }
}

/// What kind of element an accessible view is (UIKit's `UIAccessibilityTraits`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// The state of the device's assistive technologies and accessibility settings (UIKit's
/// `UIAccessibility`): ScreenLab's device has none turned on.
public enum UIAccessibility {
  /// A notification assistive technologies are told about (UIKit's
  /// `UIAccessibility.Notification`).
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Whether VoiceOver runs: false.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether the user asked for less motion: false.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether the user asked for less transparency: false.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether bold text is on: false.
  public static var isBoldTextEnabled: Bool { false }
  /// Whether the colours are inverted: false.
  public static var isInvertColorsEnabled: Bool { false }
  /// Whether Switch Control runs: false.
  public static var isSwitchControlRunning: Bool { false }
  /// Whether differentiation without colour is on: false.
  public static var shouldDifferentiateWithoutColor: Bool { false }

  /// Tells assistive technologies about `notification`: none runs, so nothing hears it.
  public static func post(notification: Notification, argument: Any?) {}

  /// Posted when the Reduce Motion setting changes (never, headless).
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  /// Posted when VoiceOver starts or stops (never, headless).
  public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
}
