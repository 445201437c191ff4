/// What users do, as host calls: each stands for an event handler of the current turn.
extension ViewHost {
  /// Taps the first button, view with `onTapGesture`, or `NavigationLink` whose text is
  /// `title`; a control disabled through the environment (``View/disabled(_:)``) ignores the
  /// tap. A link pushes its destination (Docs/Semantics/SwiftUI.md §3.6).
  ///
  /// - Returns: false when no such control exists.
  @discardableResult
  public func tap(_ title: String) -> Bool {
    for node in allNodes() {
      if let link = node.cast(NavigationPushing.self), subtreeText(node) == title {
        if node.environment.isEnabled { perform { push(link, from: node) } }
        return true
      }
      let control: TappableControl? =
        node.cast(TappableControl.self) ?? (node.effect as? TappableControl)
      guard let control, subtreeText(node) == title else { continue }
      if node.environment.isEnabled { perform { control.performTap() } }
      return true
    }
    return false
  }

  /// Flips the first toggle whose label text is `title`.
  ///
  /// - Returns: false when no such toggle exists.
  @discardableResult
  public func toggle(_ title: String) -> Bool {
    for node in allNodes() {
      guard let toggle = node.cast(FlippableControl.self), subtreeText(node) == title else {
        continue
      }
      perform { toggle.flip() }
      return true
    }
    return false
  }

  /// Types `text` into the first text field whose placeholder is `title`, replacing its text.
  ///
  /// - Returns: false when no such text field exists.
  @discardableResult
  public func type(_ text: String, into title: String) -> Bool {
    for node in allNodes() {
      guard let field = node.cast(TextField.self), field.title == title else { continue }
      perform { field.text.wrappedValue = text }
      return true
    }
    return false
  }

  /// Writes `value` to the `@State`, `@GestureState` or `@Binding` property `name` of the
  /// first user view (named `view`, when given) that has one of type `Value`.
  ///
  /// - Returns: false when no such property exists.
  @discardableResult
  public func write<Value>(_ name: String, _ value: Value, in view: String? = nil) -> Bool {
    for node in userNodes() where view == nil || node.name == view {
      for child in Mirror(reflecting: node.propertyOwner).children where child.label == "_" + name {
        if let state = child.value as? State<Value> {
          perform { state.wrappedValue = value }
          return true
        }
        if let binding = child.value as? Binding<Value> {
          perform { binding.wrappedValue = value }
          return true
        }
        if let gestureState = child.value as? GestureState<Value> {
          perform { gestureState.write(value, transaction: Transaction()) }
          return true
        }
      }
    }
    return false
  }

  /// The current value of the `@State`, `@GestureState` or `@Binding` property `name` of the
  /// first user view (named `view`, when given) that has one of type `Value`.
  public func read<Value>(_ name: String, as type: Value.Type, in view: String? = nil) -> Value? {
    for node in userNodes() where view == nil || node.name == view {
      for child in Mirror(reflecting: node.propertyOwner).children where child.label == "_" + name {
        if let state = child.value as? State<Value> { return state.link.box?.value }
        if let binding = child.value as? Binding<Value> { return binding.location.get() }
        if let gestureState = child.value as? GestureState<Value> {
          return gestureState.link.box?.value
        }
      }
    }
    return nil
  }

  /// The first `@StateObject` of type `Object` (owned by the user view `view`, when given).
  public func stateObject<Object: AnyObject>(_ type: Object.Type, in view: String? = nil)
    -> Object?
  {
    for node in userNodes() where view == nil || node.name == view {
      for slot in node.slots.keys.sorted() {
        if let object = node.slots[slot] as? Object { return object }
      }
    }
    return nil
  }

  /// Sets the root environment's `keyPath` to `value` from the next update on; readers of
  /// that key whose value changes re-run with cause `ortam` (Docs/Semantics/SwiftUI.md §2.2).
  public func setEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V, key: String? = nil
  ) {
    var values = graph.pendingEnvironment?.values ?? graph.rootEnvironment
    values[keyPath: keyPath] = value
    let name =
      key ?? PropertyName.of(keyPath)
      ?? PropertyName.ofEnvironmentKey(values.head?.name ?? "\(keyPath)")
    graph.setEnvironment(values, key: name)
  }

}
