/// The type of an alignment guide of the app's own: `HorizontalAlignment(MyGuide.self)` or
/// `VerticalAlignment(MyGuide.self)` names the guide, and its default value is where the guide
/// is in a view that does not set it with `alignmentGuide(_:computeValue:)`
/// (Docs/Semantics/SwiftUI.md §18.2).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol AlignmentID {
  /// Where the guide is in a view of `context`'s size that gives it no explicit value.
  static func defaultValue(in context: ViewDimensions) -> CGFloat

  /// Folds the `n`th (from 0) explicit value a container's children give the guide, in the
  /// container's coordinates, into the container's own value.
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AlignmentID {
  /// The mean of the children's explicit values.
  public static func _combineExplicit(
    childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?
  ) {
    guard let current = parentValue else {
      parentValue = childValue
      return
    }
    parentValue = current + (childValue - current) / CGFloat(n + 1)
  }
}

/// A guide of the app's own along one axis, known by its identifier type.
struct CustomAlignment: Hashable, Sendable {
  /// The identifier type. Its metatype is not `Sendable` (`AlignmentID` does not refine
  /// `SendableMetatype`, as Apple declares it), but the guide uses only its static functions,
  /// which hold no state of their own.
  nonisolated(unsafe) let id: any AlignmentID.Type
  /// `.horizontal` for a `HorizontalAlignment` (a position along x), else `.vertical`.
  let axis: Axis

  static func == (lhs: CustomAlignment, rhs: CustomAlignment) -> Bool {
    ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(id))
    hasher.combine(axis)
  }

  /// The guide's default value in a view of `size`.
  func defaultValue(in size: CGSize) -> CGFloat {
    id.defaultValue(in: ViewDimensions(width: size.width, height: size.height))
  }

  /// The combination of the children's explicit `values`, in order (nil when there is none).
  func combined(_ values: [CGFloat]) -> CGFloat? {
    var result: CGFloat?
    for (index, value) in values.enumerated() {
      id._combineExplicit(childValue: value, index, into: &result)
    }
    return result
  }
}

/// Horizontal alignment of a vertical stack's children: one of the system's guides, or one of
/// the app's own made from an ``AlignmentID``.
public struct HorizontalAlignment: Hashable, Sendable {
  enum Key: Hashable, Sendable {
    case leading, center, trailing
    case custom(CustomAlignment)
  }

  let key: Key

  init(key: Key) { self.key = key }

  /// The guide `id` names.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init(_ id: any AlignmentID.Type) {
    key = .custom(CustomAlignment(id: id, axis: .horizontal))
  }

  /// The leading edge.
  public static let leading = HorizontalAlignment(key: .leading)
  /// The centre.
  public static let center = HorizontalAlignment(key: .center)
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(key: .trailing)

  /// The guide's name, as recorded: `leading`, `center`, `trailing`, or its identifier type's
  /// name.
  var name: String {
    switch key {
    case .leading: return "leading"
    case .center: return "center"
    case .trailing: return "trailing"
    case .custom(let guide): return "\(guide.id)"
    }
  }
}

/// Vertical alignment of a horizontal stack's children: one of the system's guides, or one of
/// the app's own made from an ``AlignmentID``.
public struct VerticalAlignment: Hashable, Sendable {
  enum Key: Hashable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
    case custom(CustomAlignment)
  }

  let key: Key

  init(key: Key) { self.key = key }

  /// The guide `id` names.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init(_ id: any AlignmentID.Type) {
    key = .custom(CustomAlignment(id: id, axis: .vertical))
  }

  /// The top edge.
  public static let top = VerticalAlignment(key: .top)
  /// The centre.
  public static let center = VerticalAlignment(key: .center)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(key: .bottom)
  /// The first line's baseline.
  public static let firstTextBaseline = VerticalAlignment(key: .firstTextBaseline)
  /// The last line's baseline.
  public static let lastTextBaseline = VerticalAlignment(key: .lastTextBaseline)

  /// The guide's name, as recorded: `top`, `center`, … or its identifier type's name.
  var name: String {
    switch key {
    case .top: return "top"
    case .center: return "center"
    case .bottom: return "bottom"
    case .firstTextBaseline: return "firstTextBaseline"
    case .lastTextBaseline: return "lastTextBaseline"
    case .custom(let guide): return "\(guide.id)"
    }
  }
}

/// Two-dimensional alignment (``ZStack``, ``View/frame(width:height:alignment:)``).
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Creates an alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
