// The modifiers with SwiftUI's names. Each returns a `ModifiedContent` (or a wrapper view)
// whose modifier the view graph applies.

nonisolated extension View {
  /// Multiplies the view's opacity; animatable.
  public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> {
    modifier(_OpacityEffect(opacity: opacity))
  }

  /// Moves the view by `x` and `y` points; animatable.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
    modifier(_OffsetEffect(offset: CGSize(width: x, height: y)))
  }

  /// Moves the view by `offset`; animatable.
  public func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetEffect> {
    modifier(_OffsetEffect(offset: offset))
  }

  /// Gives the view a fixed width and/or height; animatable.
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> ModifiedContent<Self, _FrameLayout> {
    modifier(_FrameLayout(width: width, height: height, alignment: alignment))
  }

  /// Gives the view flexible bounds, and the size it takes in a dimension proposed `nil` (its
  /// ideal size, when given) (Docs/Semantics/SwiftUI.md §15.9).
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> ModifiedContent<Self, _FlexFrameLayout> {
    modifier(
      _FlexFrameLayout(
        minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
        alignment: alignment, idealWidth: idealWidth, idealHeight: idealHeight))
  }

  /// Pads the given edges by `length` (the system default when nil).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> ModifiedContent<Self, _PaddingLayout>
  {
    modifier(_PaddingLayout(edges: edges, length: length))
  }

  /// Pads every edge by `length`.
  public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> {
    modifier(_PaddingLayout(edges: .all, length: length))
  }

  /// Sets the foreground style; animatable when a colour.
  public func foregroundStyle<S: ShapeStyle>(_ style: S)
    -> ModifiedContent<Self, _ForegroundStyleModifier<S>>
  {
    modifier(_ForegroundStyleModifier(style: style))
  }

  /// Sets the foreground colour; animatable.
  public func foregroundColor(_ color: Color?)
    -> ModifiedContent<Self, _ForegroundStyleModifier<Color>>
  {
    modifier(_ForegroundStyleModifier(style: color ?? .primary))
  }

  /// Fills the background with `style`; animatable when a colour.
  public func background<S: ShapeStyle>(_ style: S)
    -> ModifiedContent<Self, _BackgroundStyleModifier<S>>
  {
    modifier(_BackgroundStyleModifier(style: style))
  }

  /// Puts the views `content` builds behind this view.
  @MainActor
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _BackgroundModifier<V>> {
    modifier(_BackgroundModifier(background: content(), alignment: alignment))
  }

  /// Puts the views `content` builds in front of this view.
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _OverlayModifier<V>> {
    modifier(_OverlayModifier(overlay: content(), alignment: alignment))
  }

  /// Animates the changes in this subtree with `animation` when `value` changed
  /// (Docs/Semantics/SwiftUI.md §2.5).
  public func animation<V: Equatable>(_ animation: Animation?, value: V)
    -> ModifiedContent<Self, _AnimationModifier<V>>
  {
    modifier(_AnimationModifier(animation: animation, value: value))
  }

  /// Edits the transaction of every update of this subtree (Docs/Semantics/SwiftUI.md §2.5).
  public func transaction(_ transform: @escaping (inout Transaction) -> Void)
    -> ModifiedContent<Self, _TransactionModifier>
  {
    modifier(_TransactionModifier(transform: transform))
  }

  /// Edits the transaction of updates in which `value` changed (Docs/Semantics/SwiftUI.md §2.5).
  public func transaction<V: Equatable>(
    value: V, _ transform: @escaping (inout Transaction) -> Void
  ) -> ModifiedContent<Self, _ValueTransactionModifier<V>> {
    modifier(_ValueTransactionModifier(value: value, transform: transform))
  }

  /// Sets the environment value at `keyPath` for this subtree.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>>
  {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }

  /// Provides `object` to `@EnvironmentObject` properties in this subtree.
  public func environmentObject<Object: ObservableObject>(_ object: Object)
    -> ModifiedContent<Self, _EnvironmentObjectModifier<Object>>
  {
    modifier(_EnvironmentObjectModifier(object: object))
  }

  /// Disables the controls of this subtree (`isEnabled` in the environment).
  public func disabled(_ disabled: Bool)
    -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>>
  {
    modifier(_EnvironmentKeyWritingModifier(keyPath: \.isEnabled, value: !disabled))
  }

  /// Runs `action` when the view is tapped `count` times.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> ModifiedContent<Self, _TapGestureModifier>
  {
    modifier(_TapGestureModifier(count: count, action: action))
  }

  /// Runs `action` with the tap's location in `coordinateSpace` when the view is tapped
  /// `count` times.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> ModifiedContent<Self, _GestureModifier<_EndedGesture<SpatialTapGesture>>> {
    gesture(
      SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded {
        action($0.location)
      })
  }

  /// Runs `action` when the view is pressed `minimumDuration` seconds; `onPressingChanged`
  /// is told when the press starts and stops.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> ModifiedContent<Self, _LongPressGestureModifier> {
    modifier(
      _LongPressGestureModifier(
        minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: action,
        pressing: onPressingChanged))
  }

  /// Attaches `gesture` with a lower precedence than the view's own gestures (its subviews'
  /// and inner modifiers').
  @inlinable
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> ModifiedContent<Self, _GestureModifier<G>>
  {
    modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: mask))
  }

  /// Attaches `gesture`, or only lets the subviews' gestures run when `isEnabled` is false.
  public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool)
    -> ModifiedContent<Self, _GestureModifier<G>>
  {
    self.gesture(gesture, including: isEnabled ? .all : .subviews)
  }

  /// Attaches `gesture` with a higher precedence than the view's own gestures.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> ModifiedContent<Self, _GestureModifier<G>>
  {
    modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
  }

  /// Attaches `gesture` to recognize at the same time as the view's own gestures.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> ModifiedContent<Self, _GestureModifier<G>>
  {
    modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
  }

  /// Names this view's frame as a coordinate space for gesture values and geometry readers
  /// (Docs/Semantics/SwiftUI.md §16).
  public func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<
    Self, _CoordinateSpaceModifier
  > {
    modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
  }

  /// Runs `action` with the old and new values after an update that changed `value`
  /// (and once on appear when `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
    modifier(_ValueActionModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` after an update that changed `value` (and once on appear when `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
    modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` with the new value after an update that changed `value` (iOS 14 form).
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> ModifiedContent<Self, _ValueActionModifier<V>> {
    modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
  }

  /// Runs `action` when the view's identity is inserted.
  public func onAppear(perform action: (() -> Void)? = nil)
    -> ModifiedContent<Self, _AppearanceActionModifier>
  {
    modifier(_AppearanceActionModifier(appear: action, disappear: nil))
  }

  /// Runs `action` when the view's identity is removed.
  public func onDisappear(perform action: (() -> Void)? = nil)
    -> ModifiedContent<Self, _AppearanceActionModifier>
  {
    modifier(_AppearanceActionModifier(appear: nil, disappear: action))
  }

  /// Gives the view an explicit identity: a new `id` value makes a new view with new state.
  public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> { IDView(content: self, id: id) }
}

nonisolated extension View where Self: Equatable {
  /// Uses this view's `==` to decide whether it re-runs with its parent (Docs/Semantics/SwiftUI.md
  /// §2.1.2).
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
