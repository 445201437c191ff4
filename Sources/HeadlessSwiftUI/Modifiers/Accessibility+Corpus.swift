// Accessibility modifiers the public corpus uses, with Apple's signatures. There is no
// accessibility tree headless: each is recorded, layout-transparent
// (Docs/Semantics/SwiftUI.md §13.5).

nonisolated extension View {
  /// Makes this view an accessibility element whose children are ignored, contained or
  /// combined (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityElement", children.name)
  }

  /// Removes accessibility traits (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityRemoveTraits", "\(traits.rawValue)")
  }
}

/// How an accessibility element treats its children: SwiftUI's `AccessibilityChildBehavior`
/// (kept as data).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// The children are not accessibility elements.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children are elements inside this one.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's properties are merged into this element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

nonisolated extension View {
  /// An accessibility action of `actionKind` running `handler` (recorded: no assistive
  /// technology performs it headless).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityAction", actionKind.name)
  }

  /// A named accessibility action (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  )
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityAction", nameKey.key)
  }

  /// A named accessibility action, named by a string (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityAction", String(name))
  }

  /// A named accessibility action, named by a `Text` (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityAction", name.content)
  }

  /// The action that adjusts this element's value up or down (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityAdjustableAction")
  }
}

/// The kind of an accessibility action: SwiftUI's `AccessibilityActionKind` (kept as data).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityActionKind: Equatable, Sendable {
  let name: String
  /// The element's default action.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Dismisses a modal view or goes back.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The app's most important action.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Deletes the element's content.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Shows a menu.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let showMenu = AccessibilityActionKind(name: "showMenu")

  /// A custom action named `name`.
  public init(named name: Text) { self.name = name.content }
  init(name: String) { self.name = name }
}

/// Which way an adjustable accessibility element moves: SwiftUI's
/// `AccessibilityAdjustmentDirection`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  case increment, decrement
}

/// Where assistive technologies' focus is: SwiftUI's `@AccessibilityFocusState` (iOS 15).
/// Headless no assistive technology moves it, so it is a ``FocusState`` under Apple's name:
/// the value changes when code writes it and invalidates like `@State`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  let focus: FocusState<Value>

  /// An unfocused state: `false` for a Boolean, `nil` for an optional.
  public init() {
    guard Value.self is FocusDefault.Type else {
      fatalError("AccessibilityFocusState<\(Value.self)>: the value must be Bool or an Optional")
    }
    focus = FocusState()
  }

  /// The focused value (`nil` or `false`: nothing focused).
  @MainActor
  public var wrappedValue: Value {
    get { focus.wrappedValue }
    nonmutating set { focus.wrappedValue = newValue }
  }

  /// A binding for ``View/accessibilityFocused(_:)``.
  @MainActor
  public var projectedValue: Binding { Binding(focus: focus.projectedValue) }

  /// A binding to an accessibility focus state: a focus state's binding under Apple's name.
  @propertyWrapper
  public struct Binding {
    let focus: FocusState<Value>.Binding

    /// The focused value.
    @MainActor
    public var wrappedValue: Value {
      get { focus.wrappedValue }
      nonmutating set { focus.wrappedValue = newValue }
    }

    public var projectedValue: Binding { self }
  }
}

nonisolated extension View {
  /// Binds this element's accessibility focus to `condition` (recorded: no assistive
  /// technology moves focus headless).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityFocused")
  }

  /// Binds this element's accessibility focus to `binding` being `value` (recorded).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func accessibilityFocused<V: Hashable>(
    _ binding: AccessibilityFocusState<V>.Binding, equals value: V
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityFocused", "\(value)")
  }
}
