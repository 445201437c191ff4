/// A piece of user interface: SwiftUI's `View`.
///
/// A view is a value describing content; its ``body`` is evaluated by the view graph
/// (``ViewHost``) when the view first appears and then only when something it depends on
/// changed (Docs/Semantics/SwiftUI.md §2.1, §2.2). Primitive views (text, stacks, shapes, modified
/// content) have `Never` as their body and are expanded by the graph directly.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body returns.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder var body: Body { get }

  /// The view graph's answer to whether the type is one of this module's primitives, read
  /// from the type's `View` witness table: nil for every other type (the default). Not for
  /// apps to implement; SwiftUI's `View` has underscored requirements of its own.
  nonisolated static var _primitiveViewType: _PrimitiveViewType? { get }
}

extension View {
  nonisolated public static var _primitiveViewType: _PrimitiveViewType? { nil }
}

/// A primitive view type of this module, as ``View/_primitiveViewType`` gives it.
///
/// The first cast of a type to a protocol (`type as? any PrimitiveView.Type`) scans every
/// conformance record of the process (callgrind: about 600,000 instructions in the bench); the
/// witness is chosen when the compiler builds the type's `View` conformance, the most specific
/// default visible there, so a primitive whose `View` and `PrimitiveView` conformances share
/// their conditions answers itself and the graph asks no protocol (``ViewTypeTraits``).
public struct _PrimitiveViewType {
  let type: any PrimitiveView.Type
}

extension Never: View {
  public typealias Body = Never

  nonisolated public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// Primitive views have no body; the view graph expands them itself.
  public var body: Never {
    fatalError("'\(Self.self)' is a primitive view: its body is never evaluated")
  }
}

/// A child of a primitive view: where it sits (its structural identity) and its value.
struct ChildSlot {
  /// The child's identity among its siblings.
  let id: ChildID
  /// The child view.
  let view: any View
  /// True under `.equatable()`: compare with the view's `==` (Docs/Semantics/SwiftUI.md §2.1.2).
  var comparesWithEquatable = false
}

/// A view the graph expands itself instead of evaluating a body.
///
/// Every view type declared in this module conforms; a view that does not conform is a
/// user-defined view, the only kind the measurement lists (Docs/Semantics/SwiftUI.md §2.8: the
/// lessons count the user's views, not the framework's primitives).
///
/// A primitive has no body (`Body` is `Never`), which the graph reads from the type's `View`
/// witness table to tell a user view without a conformance lookup (``ViewTypeTraits``).
@MainActor
protocol PrimitiveView: View where Body == Never {
  /// The children, in order, with their identities.
  var children: [ChildSlot] { get }
  /// True for a type whose values never have children (its `children` is the default, no
  /// child): the graph then asks no value of it (``ViewTypeTraits/ChildrenSource/noChildren``).
  static var isAlwaysChildless: Bool { get }
  /// The type's answers to the graph's other per-type questions, declared by the type
  /// (``PrimitiveConformances``); nil when they are asked with casts.
  static var declaredConformances: PrimitiveConformances? { get }
}

extension PrimitiveView {
  nonisolated public static var _primitiveViewType: _PrimitiveViewType? {
    _PrimitiveViewType(type: Self.self)
  }
  var children: [ChildSlot] { [] }
  static var isAlwaysChildless: Bool { false }
  static var declaredConformances: PrimitiveConformances? { PrimitiveConformances() }
}

// The leaves of the graph: `children` is the default for every value of these types.
extension Text { static var isAlwaysChildless: Bool { true } }
extension Image { static var isAlwaysChildless: Bool { true } }
extension Spacer { static var isAlwaysChildless: Bool { true } }
extension Color { static var isAlwaysChildless: Bool { true } }
extension Rectangle { static var isAlwaysChildless: Bool { true } }
extension RoundedRectangle { static var isAlwaysChildless: Bool { true } }
extension Circle { static var isAlwaysChildless: Bool { true } }
extension Capsule { static var isAlwaysChildless: Bool { true } }
extension EmptyView { static var isAlwaysChildless: Bool { true } }

/// A child's identity among its siblings: its position, its branch, or an explicit id.
///
/// Together with the view's type, this is SwiftUI's structural identity (Docs/Semantics/SwiftUI.md
/// §2.1.5): a different branch, a new `.id` value or a new `ForEach` id makes a new view.
enum ChildID: Hashable {
  /// The n-th element of a builder block.
  case index(Int)
  /// The `true` or `false` branch of an `if`/`else` or `switch`.
  case branch(Bool)
  /// An explicit identity: a `ForEach` element id or an `.id(_:)` value.
  case explicit(AnyHashable)
}
