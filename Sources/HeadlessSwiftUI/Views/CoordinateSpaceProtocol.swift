/// A frame of reference within the layout system: SwiftUI's `CoordinateSpaceProtocol` (iOS 17),
/// which geometry readers and gestures take as `.global`, `.local`, `.named(_:)`, `.scrollView`
/// or `.scrollView(axis:)` (Docs/Semantics/SwiftUI.md §16.1).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol CoordinateSpaceProtocol {
  /// The resolved coordinate space.
  var coordinateSpace: CoordinateSpace { get }
}

/// The global coordinate space at the root of the view hierarchy.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

/// The local coordinate space of the current view.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space: one an ancestor names with ``View/coordinateSpace(_:)``, or the
/// one the system gives the innermost enclosing scroll view.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The name the system gives a scroll view's coordinate space: the innermost scroll view, or
/// the innermost that scrolls along `axis`.
struct ScrollViewSpaceName: Hashable {
  let axis: Axis?
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// A named coordinate space using `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }

  /// The coordinate space of the innermost enclosing scroll view.
  public static var scrollView: NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: nil)))
  }

  /// The coordinate space of the innermost enclosing scroll view that scrolls along `axis`.
  public static func scrollView(axis: Axis) -> Self {
    NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: axis)))
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The local coordinate space of the current view.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The global coordinate space at the root of the view hierarchy.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension GeometryProxy {
  /// The reader's frame in `coordinateSpace` (§16.1).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// The bounds of the named coordinate space, in the reader's local coordinates; nil when no
  /// enclosing view has that space (§16.1).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard let space = spaces[coordinateSpace.name] else { return nil }
    return CGRect(
      x: space.minX - globalFrame.minX, y: space.minY - globalFrame.minY, width: space.width,
      height: space.height)
  }
}

extension View {
  /// Names this view's frame as the coordinate space `name` for gesture values and geometry
  /// readers (§16.1).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func coordinateSpace(_ name: NamedCoordinateSpace)
    -> ModifiedContent<Self, _CoordinateSpaceModifier>
  {
    modifier(_CoordinateSpaceModifier(name: name.name))
  }

  /// Runs `action` with the tap's location in `coordinateSpace` when the view is tapped
  /// `count` times.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> ModifiedContent<Self, _GestureModifier<_EndedGesture<SpatialTapGesture>>> {
    onTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
  }
}

extension DragGesture {
  /// A drag gesture whose values are in `coordinateSpace`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local)
  {
    self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
  }
}

extension SpatialTapGesture {
  /// A spatial tap of `count` taps whose location is in `coordinateSpace`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
  }
}

/// A scroll view, for the coordinate spaces the system names after it.
protocol ScrollViewMarking {
  var axes: Axis.Set { get }
}

extension ScrollView: ScrollViewMarking {}

extension ViewGraph {
  /// The frames (window coordinates) of the coordinate spaces around `node`: those ancestors
  /// name, and the system's names for the innermost scroll views; the innermost of a name
  /// wins.
  func coordinateSpaces(around node: GraphNode, frames: [ObjectIdentifier: CGRect])
    -> [AnyHashable: CGRect]
  {
    var spaces: [AnyHashable: CGRect] = [:]
    var current = node.parent
    while let ancestor = current {
      defer { current = ancestor.parent }
      guard let frame = frames[ObjectIdentifier(ancestor)] else { continue }
      if let named = ancestor.effect as? _CoordinateSpaceModifier, spaces[named.name] == nil {
        spaces[named.name] = frame
      }
      if let scroll = ancestor.view as? any ScrollViewMarking {
        var names = [ScrollViewSpaceName(axis: nil)]
        if scroll.axes.contains(.vertical) { names.append(ScrollViewSpaceName(axis: .vertical)) }
        if scroll.axes.contains(.horizontal) {
          names.append(ScrollViewSpaceName(axis: .horizontal))
        }
        for name in names where spaces[AnyHashable(name)] == nil {
          spaces[AnyHashable(name)] = frame
        }
      }
    }
    return spaces
  }
}
