// Value-based navigation (iOS 16): `NavigationPath`, `NavigationStack(path:root:)`,
// `NavigationLink(value:label:)` and `navigationDestination(for:destination:)`
// (Docs/Semantics/SwiftUI.md §14.8).

/// A list of values of any hashable types that a navigation stack presents, the last on top:
/// SwiftUI's `NavigationPath` (iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  /// An empty path.
  public init() { elements = [] }

  /// A path of `elements`, the first at the bottom.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// The number of values.
  public var count: Int { elements.count }

  /// Whether the path is empty (the stack shows its root).
  public var isEmpty: Bool { elements.isEmpty }

  /// Appends `value`: the stack presents it on top.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Removes the last `k` values.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// Reads and appends to the path a stack was made with, whatever its type.
@MainActor
struct NavigationPathAccess {
  let elements: () -> [AnyHashable]
  let append: (AnyHashable) -> Void
}

/// A stack that presents a path.
@MainActor
protocol NavigationPathHolding {
  var pathAccess: NavigationPathAccess? { get }
}

extension NavigationStack: NavigationPathHolding {
  var pathAccess: NavigationPathAccess? { path }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack {
  /// A stack that presents `path` over the root view `root` builds: it shows the destination
  /// registered for the last value's type, or the root while the path is empty; a value link
  /// in it appends its value.
  @MainActor
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Content) {
    content = root()
    self.path = NavigationPathAccess(
      elements: { path.wrappedValue.elements },
      append: { path.wrappedValue.elements.append($0) })
  }

  /// A stack that presents the values of a collection `path` over the root view `root` builds.
  @MainActor
  public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    path: Binding<Data>, @ViewBuilder root: () -> Content
  ) where Data.Element: Hashable {
    content = root()
    self.path = NavigationPathAccess(
      elements: { path.wrappedValue.map { AnyHashable($0) } },
      append: { value in
        if let element = value.base as? Data.Element { path.wrappedValue.append(element) }
      })
  }
}

/// A path stack's one child: the destination for the path's last value, or the root when the
/// path is empty or no destination is registered for that value's type. The path is read on
/// behalf of the nearest user view, so a write to it re-runs that view (as for a sheet's
/// binding, Modifiers/SheetModifier.swift).
@MainActor
func pathChildren(in node: GraphNode, path: NavigationPathAccess, root: any View) -> [ChildSlot] {
  let graph = node.graph
  let owner = node.nearestUserView
  if let owner { graph.evaluating.append(owner) }
  let elements = path.elements()
  if owner != nil { graph.evaluating.removeLast() }
  if let last = elements.last, let view = navigationBox(of: node).resolve(last) {
    return [ChildSlot(id: .index(elements.count), view: view)]
  }
  return [ChildSlot(id: .index(0), view: root)]
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Destination == Never {
  /// A link that presents `value`: tapped, it appends the value to its stack's path, or (in a
  /// stack without a path) pushes the destination registered for the value's type. A `nil`
  /// value makes a link that does nothing.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    linkDestination = nil
    presentedValue = value.map { AnyHashable($0) }
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled by a literal or an interpolation that presents `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link titled by a string that presents `value`.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink where Label == Text {
  /// A link titled by a literal or an interpolation, with a destination built by a closure.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(titleKey) }
  }
}

/// `navigationDestination(for:destination:)`: registers, with the navigation stack above it,
/// the view to present for values of type `D`.
nonisolated public struct _NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier {
  public typealias Body = Never
  let destination: (D) -> C
}

extension _NavigationDestinationModifier: NodeExtraChildren {
  @MainActor
  func extraChildren(in node: GraphNode) -> [ChildSlot] {
    var current = node.parent
    while let ancestor = current, ancestor.cast(NavigationContainer.self) == nil {
      current = ancestor.parent
    }
    if let container = current {
      let build = destination
      navigationBox(of: container).destinations[ObjectIdentifier(D.self)] = { value in
        (value.base as? D).map { build($0) }
      }
    }
    return []
  }
}

extension _NavigationDestinationModifier: PassthroughLayoutModifier {}

nonisolated extension View {
  /// The view `destination` builds for a value of type `D` that a link in the enclosing
  /// navigation stack presents. Outside a stack it does nothing.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> ModifiedContent<Self, _NavigationDestinationModifier<D, C>> {
    modifier(_NavigationDestinationModifier(destination: destination))
  }
}
