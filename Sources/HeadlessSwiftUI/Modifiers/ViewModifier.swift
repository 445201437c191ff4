/// A modifier applied to a view, producing a different view (``View/modifier(_:)``).
///
/// The modifiers this module declares are primitives the view graph applies itself
/// (their `Body` is `Never`).
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier produces.
  associatedtype Body: View
  /// The modified view, as the modifier's body sees it.
  typealias Content = _ViewModifier_Content<Self>
  /// Builds the modified view.
  @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
  /// Primitive modifiers have no body; the view graph applies them itself.
  public func body(content: Content) -> Never {
    fatalError("'\(Self.self)' is a primitive modifier: its body is never evaluated")
  }
}

/// The content a modifier's body receives: the modified view, placed where the body puts it.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  public typealias Body = Never
  let view: any View

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: view)] }
}

/// The body of a user-defined modifier, evaluated like a user view named after the modifier.
///
/// Its inputs are the modifier and the modified content: a change of either re-runs the
/// modifier's body (SwiftUI passes the content as a placeholder and would not re-run it for a
/// content change; a documented simplification).
nonisolated struct ModifierBodyView<Modifier: ViewModifier>: View, ModifierBodyCarrier {
  let modifier: Modifier
  let content: _ViewModifier_Content<Modifier>

  @MainActor
  var body: Modifier.Body { modifier.body(content: content) }

  var propertyOwner: Any { modifier }
  @MainActor
  var nodeName: String { ViewGraph.typeName(Modifier.self) }
}

/// A view whose dynamic properties live in another value (a modifier's).
@MainActor
protocol ModifierBodyCarrier {
  /// The value whose stored properties are the view's dynamic properties.
  var propertyOwner: Any { get }
  /// The name measurement lines use.
  var nodeName: String { get }
}

nonisolated extension View {
  /// Applies `modifier` to this view.
  ///
  /// Inlinable, as `ModifiedContent`'s initializer and the gesture modifiers' constructors are:
  /// a view's body in another module then builds its modified views compiled for their types,
  /// where a call here copied each value through the runtime's generic witnesses and asked
  /// for the modified type's metadata on every body (callgrind, the drag lesson's card: about
  /// 2,000 instructions of each of its bodies for `.gesture(_:)` alone).
  @inlinable
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
