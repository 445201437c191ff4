/// What the graph asks of a view's type on every update, decided once per type when the
/// graph creates its first node of that type.
///
/// Sound because a node's view type never changes: the type is part of the node's identity
/// (``NodeKey``), so a value of another type makes a new node. Conformances are properties of
/// the type, so each answer here is what a cast of any of the node's values would give
/// (Docs/Architecture.md, "Per-type caches"). Optional views are the exception: a cast from
/// an optional looks through it to its value, so what depends on the value is still asked of
/// each value (``ChildrenSource/perValue``).
struct ViewTypeTraits {
  /// True for `Optional` views.
  let isOptional: Bool
  /// True for a platform leaf (Docs/Semantics/Bridging.md §1).
  let isPlatformLeaf: Bool
  /// True for views with a body (user views); false for this module's primitives.
  let isUser: Bool
  /// True for a modifier's body (``ModifierBodyCarrier``), whose dynamic properties live in
  /// the modifier; false for optionals, whose nodes ask their value.
  let isModifierBody: Bool
  /// True for a primitive that builds its children with a closure of the app's
  /// (``ContentClosureView``); false for optionals, whose nodes ask their value.
  let runsContentClosure: Bool
  /// The type as a modified view; nil for other views and for optionals (which
  /// ``GraphNode/cast(_:)`` never sees as modifiers).
  let modifierType: (any ModifierCarrier.Type)?
  /// How a modified view's effect is found (``GraphNode/effect(of:)``): asked once per type,
  /// where `modifier as? any ModifierEffect` looked the conformance up on every read.
  let effectLookup: EffectLookup
  /// Where the children of the type's primitives come from.
  let children: ChildrenSource
  /// The node name of the type's views; nil for optionals, whose name depends on the value.
  let name: String?

  /// Whether `V` is `Optional`: read from the type's metadata, no conformance lookup.
  private static func isOptionalType<V: View>(_: V) -> Bool { _isOptional(V.self) }

  /// Where a primitive's children come from.
  enum ChildrenSource {
    /// No children (user views, platform leaves, primitives that never have any).
    case noChildren
    /// ``PrimitiveView/children``.
    case primitive(any PrimitiveView.Type)
    /// A modified view's children, built as the type's plan says
    /// (``ModifiedContent/childrenPlan``).
    case modified(any ModifierCarrier.Type, ModifiedChildrenPlan)
    /// ``NodeChildrenProviding/children(in:)``.
    case provided(any NodeChildrenProviding.Type)
    /// Asked of each value with casts (optional views).
    case perValue
  }

  /// The traits of `type`, read from `view`, one of its values.
  ///
  /// Each protocol asked of a type the process has not asked it of before costs a scan of
  /// every conformance record of the binary (callgrind: about 430,000 instructions each in the
  /// bench), so the questions are answered without a lookup where the types say: an optional
  /// is told by its type's metadata; a type whose `Body` is not `Never` (read from its `View`
  /// witness table) is neither a primitive nor a platform leaf, both of which declare
  /// `Body == Never`; a primitive of this module says so through its `View` witness table
  /// (``View/_primitiveViewType``) and declares its other answers (``PrimitiveConformances``)
  /// or leaves them to the casts; only a type named as a modifier's body is cast to
  /// ``ModifierBodyCarrier``. A user view asks no protocol, a primitive none (3 if it leaves its
  /// answers to the casts).
  @MainActor
  init(of view: any View, type: Any.Type) {
    if Self.isOptionalType(view) {
      // What the casts of an optional value gave: the optional itself conforms to
      // `PrimitiveView`, which a cast tries before the wrapped value. A cast to a protocol
      // `Optional` does not conform to looks through to the value, so the graph must not
      // treat `Optional<Button>` as a button: its nodes ask their value.
      isOptional = true
      isPlatformLeaf = false
      isUser = false
      runsContentClosure = false
      isModifierBody = false
      modifierType = nil
      effectLookup = .none
      children = .perValue
      name = nil
      return
    }
    isOptional = false
    let hasNoBody = Self.hasNeverBody(view)
    // The witness answers for a primitive whose `View` and `PrimitiveView` conformances share
    // their conditions (every one in this module); the cast decides the others, as before.
    if hasNoBody, let primitive = Self.primitiveType(view) ?? type as? any PrimitiveView.Type {
      assert(
        ObjectIdentifier(primitive) == ObjectIdentifier(type) && type is any PrimitiveView.Type,
        "\(type) answers another type")
      isPlatformLeaf = false
      isUser = false
      isModifierBody = false
      let answers = primitive.declaredConformances ?? PrimitiveConformances(castingTo: type)
      assert(answers == PrimitiveConformances(castingTo: type), "\(type) declares wrong answers")
      runsContentClosure = answers.runsContentClosure
      modifierType = answers.modifierType
      effectLookup = modifierType?.effectLookup ?? .none
      if let provider = answers.childrenProvider {
        children = .provided(provider)
      } else if primitive.isAlwaysChildless {
        children = .noChildren
      } else if let modifierType, case let plan = modifierType.childrenPlan, plan != .perValue {
        children = .modified(modifierType, plan)
      } else {
        children = .primitive(primitive)
      }
      name = ViewGraph.typeName(type)
      return
    }
    isPlatformLeaf = hasNoBody && type is any PlatformViewLeaf.Type
    isUser = !isPlatformLeaf
    runsContentClosure = false
    modifierType = nil
    effectLookup = .none
    children = .noChildren
    // Only the carriers of ``modifierBodyPrefixes`` carry a body whose properties live
    // elsewhere, and their names say so: other types need not ask (the cast still decides,
    // for a type of another module of such a name).
    let typeName = ViewGraph.typeName(type)
    let modifierBody =
      Self.modifierBodyPrefixes.contains(where: typeName.hasPrefix)
      ? view as? ModifierBodyCarrier : nil
    assert((modifierBody != nil) == (view is ModifierBodyCarrier), "\(type)")
    isModifierBody = modifierBody != nil
    name = modifierBody?.nodeName ?? typeName
  }

  /// How the names of the ``ModifierBodyCarrier`` types begin: a modifier's body
  /// (``ModifierBodyView``) and toolbar content of the app's own (``_ToolbarContentBody``).
  /// A new carrier must be named here; the assertion above stops a debug build that meets one
  /// that is not, and `ModifierBodyCarrierNamesTests` checks each carrier's name.
  static let modifierBodyPrefixes = ["ModifierBodyView<", "_ToolbarContentBody<"]

  /// Whether `V`'s body type is `Never`: an associated type read from the `View` witness
  /// table the existential carries, no conformance lookup.
  private static func hasNeverBody<V: View>(_: V) -> Bool { V.Body.self == Never.self }

  private static func primitiveType<V: View>(_: V) -> (any PrimitiveView.Type)? {
    V._primitiveViewType?.type
  }
}

/// What ``ViewTypeTraits`` asks of a primitive type beyond ``PrimitiveView``: each answer is
/// what a cast of the type to the protocol gives. A primitive declares them
/// (``PrimitiveView/declaredConformances``: none of the three by default, so a primitive that
/// conforms to one of the protocols declares it, or declares nil to have them cast, as a
/// conditional conformance must); a debug build checks each declaration against the casts on
/// the type's first node.
struct PrimitiveConformances: Equatable {
  /// The type is a ``ContentClosureView``.
  let runsContentClosure: Bool
  /// The type as a ``ModifierCarrier``.
  let modifierType: (any ModifierCarrier.Type)?
  /// The type as a ``NodeChildrenProviding``.
  let childrenProvider: (any NodeChildrenProviding.Type)?

  init(
    runsContentClosure: Bool = false, modifierType: (any ModifierCarrier.Type)? = nil,
    childrenProvider: (any NodeChildrenProviding.Type)? = nil
  ) {
    self.runsContentClosure = runsContentClosure
    self.modifierType = modifierType
    self.childrenProvider = childrenProvider
  }

  /// The answers of the casts of `type` (three conformance lookups).
  init(castingTo type: Any.Type) {
    runsContentClosure = type is any ContentClosureView.Type
    modifierType = type as? any ModifierCarrier.Type
    childrenProvider = type as? any NodeChildrenProviding.Type
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.runsContentClosure == rhs.runsContentClosure
      && lhs.modifierType.map { ObjectIdentifier($0) }
        == rhs.modifierType.map { ObjectIdentifier($0) }
      && lhs.childrenProvider.map { ObjectIdentifier($0) }
        == rhs.childrenProvider.map { ObjectIdentifier($0) }
  }
}

extension ViewGraph {
  /// The traits of `view`'s type `type`, computed on the type's first node.
  @inline(__always)
  func traits(of view: any View, type: Any.Type) -> ViewTypeTraits {
    let key = ObjectIdentifier(type)
    if let known = typeTraits[key] { return known }
    let traits = ViewTypeTraits(of: view, type: type)
    typeTraits[key] = traits
    return traits
  }
}

/// `view` as a `T` when `T` is the type `view` holds: a type comparison and a reinterpretation
/// of the value as the very type it has, instead of a conformance lookup; any other case is a
/// dynamic cast.
@inline(__always)
func exactly<T>(_ view: any View, as _: T.Type) -> T? {
  func open<Held>(_ value: Held) -> T? {
    // The types are identical, so this reinterprets a value as its own type.
    Held.self == T.self ? unsafeBitCast(value, to: T.self) : value as? T
  }
  return _openExistential(view, do: open)
}

extension PrimitiveView {
  /// The children of `view`, a value of this type.
  static func childSlots(of view: any View) -> [ChildSlot] {
    exactly(view, as: Self.self)?.children ?? []
  }
}

extension NodeChildrenProviding {
  /// The children of `view`, a value of this type, in `node`.
  static func childSlots(of view: any View, in node: GraphNode) -> [ChildSlot] {
    exactly(view, as: Self.self)?.children(in: node) ?? []
  }
}

extension ModifierCarrier {
  /// `view`, a value of this type, as a modified view: as ``exactly(_:as:)``, but the value of
  /// this very type goes straight into the existential, with no optional of `Self` between
  /// (whose metadata a generic `Self` asks the runtime for on each call: about 450
  /// instructions, on every update of every modified view).
  static func carrier(of view: any View) -> (any ModifierCarrier)? {
    func open<Held>(_ value: Held) -> (any ModifierCarrier)? {
      // The types are identical, so this reinterprets a value as its own type.
      if Held.self == Self.self { return unsafeBitCast(value, to: Self.self) }
      return castCarrier(value)
    }
    return _openExistential(view, do: open)
  }

  /// `value`, of another type than this one, cast to it.
  @inline(never)
  private static func castCarrier<Held>(_ value: Held) -> (any ModifierCarrier)? {
    value as? Self
  }
}
