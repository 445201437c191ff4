/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  /// The modified view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  @inlinable
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  /// Asked with casts: the children's conformance depends on the modifier's type.
  static var declaredConformances: PrimitiveConformances? { nil }

  var children: [ChildSlot] {
    if !(modifier is any ModifierEffect), Modifier.Body.self != Never.self {
      return [bodyChild]
    }
    guard let extra = modifier as? ModifierChildren else { return [contentChild] }
    return [contentChild] + extra.extraChildren
  }

  /// The modified view, the one child of a modifier with an effect.
  private var contentChild: ChildSlot { ChildSlot(id: .index(0), view: content) }

  /// The modifier's body applied to the modified view, the one child of a modifier without an
  /// effect that has a body.
  private var bodyChild: ChildSlot {
    let content = _ViewModifier_Content<Modifier>(view: content)
    return ChildSlot(id: .index(0), view: ModifierBodyView(modifier: modifier, content: content))
  }

  /// Which of ``children``'s cases every value of this type takes, decided once per type
  /// (``ViewTypeTraits``): both of its questions are about the modifier's type.
  static var childrenPlan: ModifiedChildrenPlan {
    if Modifier.self is AnyClass { return .perValue }
    if !(Modifier.self is any ModifierEffect.Type), Modifier.Body.self != Never.self {
      return .body
    }
    return Modifier.self is any ModifierChildren.Type ? .perValue : .content
  }

  /// ``children``, its case decided by `plan` (no conformance lookup).
  @MainActor
  func children(_ plan: ModifiedChildrenPlan) -> [ChildSlot] {
    switch plan {
    case .content: return [contentChild]
    case .body: return [bodyChild]
    case .perValue: return children
    }
  }
}

/// Which children a modified view type's values have (``ModifiedContent/childrenPlan``).
enum ModifiedChildrenPlan {
  /// The modified view alone.
  case content
  /// The modifier's body around the modified view.
  case body
  /// Asked of each value: a class modifier, or extra children (``ModifierChildren``).
  case perValue
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

/// Gives the graph a modified view's modifier and its effect without knowing its types.
protocol ModifierCarrier {
  var anyModifier: Any { get }
  var effect: (any ModifierEffect)? { get }
  /// How the effect of a value of this type is found, decided once per type
  /// (``ViewTypeTraits/effectLookup``).
  static var effectLookup: EffectLookup { get }
  /// ``effect``, the modifier being of type `type`: re-typed, without a conformance lookup.
  @MainActor func effect(as type: any ModifierEffect.Type) -> (any ModifierEffect)?
  /// Rebinds `recognizer` from the gesture of `view`'s modifier, `view` being a value of this
  /// type and its modifier of type `effect`: the modifier is read from the value where it is,
  /// not copied into the existentials ``effect`` and ``ModifierEffect/gestureCarrier`` give.
  /// False, with nothing rebound, when `effect` does not rebind this way
  /// (``ModifierEffect/rebindGesture(from:_:)``) or `view` is of another type.
  @MainActor static func rebindGesture(
    of view: any View, as effect: any ModifierEffect.Type, _ recognizer: AnyGestureNode
  ) -> Bool
  /// How the children of a value of this type are built, decided once per type.
  static var childrenPlan: ModifiedChildrenPlan { get }
  /// The children, built as `plan` says.
  @MainActor func children(_ plan: ModifiedChildrenPlan) -> [ChildSlot]
}

/// How a modified view's ``ModifierEffect`` is found.
enum EffectLookup {
  /// The modifier type is not a ``ModifierEffect``.
  case none
  /// The modifier type is this ``ModifierEffect`` type.
  case type(any ModifierEffect.Type)
  /// Cast each value (a class, whose values may be of a subclass).
  case perValue
}

extension ModifiedContent: ModifierCarrier where Content: View, Modifier: ViewModifier {
  var anyModifier: Any { modifier }
  var effect: (any ModifierEffect)? { modifier as? any ModifierEffect }

  static var effectLookup: EffectLookup {
    if Modifier.self is AnyClass { return .perValue }
    guard let type = Modifier.self as? any ModifierEffect.Type else { return .none }
    return .type(type)
  }

  @MainActor
  func effect(as type: any ModifierEffect.Type) -> (any ModifierEffect)? {
    type.retyped(modifier)
  }

  @MainActor
  static func rebindGesture(
    of view: any View, as effect: any ModifierEffect.Type, _ recognizer: AnyGestureNode
  ) -> Bool {
    rebindGesture(ofOpened: view, as: effect, recognizer)
  }

  /// ``rebindGesture(of:as:_:)`` with the view opened (passed to the generic parameter, with no
  /// closure to hand to `_openExistential`).
  @MainActor
  private static func rebindGesture<Held: View>(
    ofOpened view: Held, as effect: any ModifierEffect.Type, _ recognizer: AnyGestureNode
  ) -> Bool {
    // The types are identical, so this reinterprets a value as its own type.
    guard Held.self == Self.self else { return false }
    return effect.rebindGesture(from: unsafeBitCast(view, to: Self.self).modifier, recognizer)
  }
}

extension ModifierEffect {
  /// `modifier`, a value of this very type, as a modifier effect: the value reinterpreted as
  /// its own type and copied into the existential (no conformance lookup, no cast, and no
  /// optional of `Self`, whose metadata a generic `Self` asks the runtime for on each call).
  /// A value of another type is cast, as before.
  static func retyped<Value>(_ modifier: Value) -> (any ModifierEffect)? {
    if Value.self == Self.self { return unsafeBitCast(modifier, to: Self.self) }
    return castEffect(modifier)
  }

  /// `modifier`, of another type than this one, cast to it.
  @inline(never)
  private static func castEffect<Value>(_ modifier: Value) -> (any ModifierEffect)? {
    modifier as? Self
  }
}
