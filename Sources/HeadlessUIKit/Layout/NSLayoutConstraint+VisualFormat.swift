import Foundation

// Auto Layout's visual format language: `constraints(withVisualFormat:options:metrics:views:)`
// turns a string such as "H:|-[label]-8-[button(==80)]-|" into the constraints it pictures
// (Docs/Semantics/UIKit.md §105).

extension NSLayoutConstraint {
  /// How the views a visual format names are aligned across its axis, and how they run along it
  /// (UIKit's `NSLayoutConstraint.FormatOptions`, with the SDK's raw values).
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
    public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }

  /// The constraints `format` pictures, inactive (§105): "H:" (the default) or "V:", then `|`
  /// for the superview's edge, `[name(predicates)]` for a view of `views`, and between them a
  /// connection: none (flush), `-` (the standard spacing: 8 points between views, 20 to an
  /// edge) or `-predicates-`. A predicate is an optional relation (`==`, `<=`, `>=`), a number,
  /// a name of `metrics` or (in a view's size) a name of `views`, and an optional `@priority`.
  /// The alignment options add an equality of that attribute between neighbouring views.
  ///
  /// - Precondition: the format parses and names only views and metrics it is given (UIKit
  ///   raises "Unable to parse constraint format"); ScreenLab traps with that message.
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var parser = VisualFormatParser(
      format: format, options: opts, metrics: metrics ?? [:], views: views)
    return parser.parse()
  }
}

/// One pass over a visual format string.
@MainActor
struct VisualFormatParser {
  typealias Attribute = NSLayoutConstraint.Attribute
  /// One predicate: a relation to a constant, or to another view's size.
  struct Predicate {
    var relation: NSLayoutConstraint.Relation = .equal
    var constant: CGFloat = 0
    var view: UIView?
    var priority: Float = 1000
  }

  let format: String
  let options: NSLayoutConstraint.FormatOptions
  let metrics: [String: Any]
  let views: [String: Any]
  var characters: [Character]
  var index = 0
  var constraints: [NSLayoutConstraint] = []

  init(
    format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any],
    views: [String: Any]
  ) {
    self.format = format
    self.options = options
    self.metrics = metrics
    self.views = views
    characters = Array(format.filter { !$0.isWhitespace })
  }

  mutating func parse() -> [NSLayoutConstraint] {
    var vertical = false
    if characters.starts(with: Array("V:")) {
      vertical = true
      index = 2
    } else if characters.starts(with: Array("H:")) {
      index = 2
    }
    let leftToRight = options.contains(.directionLeftToRight)
    let start: Attribute = vertical ? .top : (leftToRight ? .left : .leading)
    let end: Attribute = vertical ? .bottom : (leftToRight ? .right : .trailing)
    let size: Attribute = vertical ? .height : .width
    var previous: UIView?
    var atEdge = take("|")
    var laidOut: [UIView] = []
    while index < characters.count {
      let spacing = connection(toEdge: atEdge || previous == nil)
      if take("|") {
        guard let last = previous, let superview = last.superview else { fail("a view before |") }
        for gap in spacing ?? [Predicate()] {
          add(superview, end, gap.relation, last, end, gap.constant, gap.priority)
        }
        break
      }
      let view = viewElement(size: size)
      if let last = previous {
        for gap in spacing ?? [Predicate()] {
          add(view, start, gap.relation, last, end, gap.constant, gap.priority)
        }
      } else if atEdge, let superview = view.superview {
        for gap in spacing ?? [Predicate()] {
          add(view, start, gap.relation, superview, start, gap.constant, gap.priority)
        }
      }
      laidOut.append(view)
      previous = view
      atEdge = false
    }
    align(laidOut)
    return constraints
  }

  /// A connection before the next element: nil when flush or absent, else its predicates
  /// (`-` alone: the standard spacing, 20 points to an edge and 8 between views).
  mutating func connection(toEdge: Bool) -> [Predicate]? {
    guard take("-") else { return nil }
    if index < characters.count, characters[index] == "|" {
      return [Predicate(constant: 20)]
    }
    if index < characters.count, characters[index] == "[" {
      return [Predicate(constant: toEdge ? 20 : 8)]
    }
    let predicates = predicateList()
    guard take("-") else { fail("- after a spacing") }
    return predicates
  }

  /// `[name]` or `[name(predicates)]`, with the size constraints of its predicates.
  mutating func viewElement(size: Attribute) -> UIView {
    guard take("[") else { fail("[") }
    let name = identifier()
    guard let view = views[name] as? UIView else { fail("a view named \(name)") }
    if index < characters.count, characters[index] == "(" {
      for predicate in predicateList() {
        add(
          view, size, predicate.relation, predicate.view,
          predicate.view == nil ? .notAnAttribute : size,
          predicate.constant, predicate.priority)
      }
    }
    guard take("]") else { fail("]") }
    return view
  }

  /// A number or metric alone, or `(predicate, predicate…)`.
  mutating func predicateList() -> [Predicate] {
    guard take("(") else { return [predicate()] }
    var list = [predicate()]
    while take(",") { list.append(predicate()) }
    guard take(")") else { fail(")") }
    return list
  }

  mutating func predicate() -> Predicate {
    var result = Predicate()
    if take("==") {
      result.relation = .equal
    } else if take("<=") {
      result.relation = .lessThanOrEqual
    } else if take(">=") {
      result.relation = .greaterThanOrEqual
    }
    let object = token()
    if let value = number(object) {
      result.constant = value
    } else if let view = views[object] as? UIView {
      result.view = view
    } else {
      fail("a number, metric or view named \(object)")
    }
    if take("@") { result.priority = Float(number(token()) ?? 1000) }
    return result
  }

  /// The value of a number or of a metric's name.
  func number(_ text: String) -> CGFloat? {
    if let value = Double(text) { return CGFloat(value) }
    switch metrics[text] {
    case let value as CGFloat: return value
    case let value as Double: return CGFloat(value)
    case let value as Int: return CGFloat(value)
    case let value as Float: return CGFloat(value)
    case let value as NSNumber: return CGFloat(value.doubleValue)
    default: return nil
    }
  }

  /// A name or number: letters, digits, `_` and `.`.
  mutating func token() -> String {
    var text = ""
    while index < characters.count {
      let character = characters[index]
      guard character.isLetter || character.isNumber || character == "_" || character == "."
      else { break }
      text.append(character)
      index += 1
    }
    guard !text.isEmpty else { fail("a name or number") }
    return text
  }

  mutating func identifier() -> String { token() }

  /// Consumes `text` when the format continues with it.
  mutating func take(_ text: String) -> Bool {
    let expected = Array(text)
    guard index + expected.count <= characters.count,
      Array(characters[index..<index + expected.count]) == expected
    else { return false }
    index += expected.count
    return true
  }

  /// An equality of each alignment option's attribute between neighbouring views.
  mutating func align(_ laidOut: [UIView]) {
    let pairs: [(NSLayoutConstraint.FormatOptions, Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
      (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
      (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
      (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
    for (option, attribute) in pairs where options.contains(option) {
      for (first, second) in zip(laidOut, laidOut.dropFirst()) {
        add(first, attribute, .equal, second, attribute, 0, 1000)
      }
    }
  }

  mutating func add(
    _ first: UIView, _ firstAttribute: Attribute, _ relation: NSLayoutConstraint.Relation,
    _ second: UIView?, _ secondAttribute: Attribute, _ constant: CGFloat, _ priority: Float
  ) {
    let constraint = NSLayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
      attribute: secondAttribute, multiplier: 1, constant: constant)
    constraint.priority = UILayoutPriority(priority)
    constraints.append(constraint)
  }

  func fail(_ expected: String) -> Never {
    preconditionFailure(
      "Unable to parse constraint format: expected \(expected) at \(index) in \"\(format)\"")
  }
}
