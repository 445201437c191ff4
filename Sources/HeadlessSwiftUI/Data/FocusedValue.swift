// Focused values (iOS 14–17) and identified window groups (iOS 16). Focused values are what
// the view with focus publishes for commands and other scenes to read
// (Docs/Semantics/SwiftUI.md §14.13). Nothing takes focus headless, so a `@FocusedValue`
// reads `nil` and `focusedValue(_:_:)` is recorded.

import Observation

/// A key for a focused value: SwiftUI's `FocusedValueKey` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol FocusedValueKey {
  /// The type of the value.
  associatedtype Value
}

/// The values the focused view publishes: SwiftUI's `FocusedValues` (iOS 14). Extend it with
/// computed properties over ``subscript(_:)``, as `EnvironmentValues`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct FocusedValues {
  var values: [ObjectIdentifier: Any] = [:]

  /// The value for `key`, `nil` when the focused view published none.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A value the focused view publishes, read by key path: SwiftUI's `@FocusedValue` (iOS 14).
/// Nothing takes focus headless: it is always `nil`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  let read: (FocusedValues) -> Value?

  /// The focused value at `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) { read = { $0[keyPath: keyPath] } }

  /// The focused observable object of type `objectType` (iOS 17).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
    read = { _ in nil }
  }

  /// The value: `nil`, as no view has focus.
  public var wrappedValue: Value? { read(FocusedValues()) }
}

/// A binding the focused view publishes, read by key path: SwiftUI's `@FocusedBinding`
/// (iOS 14). Always `nil` headless; writing through it does nothing.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  let keyPath: KeyPath<FocusedValues, Binding<Value>?>

  /// The focused binding at `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

  /// The bound value: `nil`, as no view has focus.
  @MainActor
  public var wrappedValue: Value? {
    get { FocusedValues()[keyPath: keyPath]?.wrappedValue }
    nonmutating set {}
  }

  /// A binding to the value.
  @MainActor
  public var projectedValue: Binding<Value?> {
    Binding(get: { wrappedValue }, set: { _ in })
  }
}

nonisolated extension View {
  /// Publishes `value` at `keyPath` while this view has focus (recorded: nothing has focus).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("focusedValue", "\(value)")
  }

  /// Publishes the observable `object` while this view has focus (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func focusedValue<T: AnyObject & Observable>(_ object: T?)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("focusedValue", "\(T.self)")
  }

  /// Publishes the observable `object` while this view's scene has focus (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("focusedSceneValue", "\(T.self)")
  }

  /// Publishes `value` at `keyPath` while this view's scene has focus (recorded).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("focusedSceneValue", "\(value)")
  }
}

extension WindowGroup {
  /// A window group identified by `id`, which `openWindow(id:)` opens (the modelled iPhone
  /// shows one window: its content is the root view, as for the other forms).
  @available(iOS 16.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public init(id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }

  /// A titled window group identified by `id`.
  @available(iOS 16.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }
}

/// When a default focus applies: SwiftUI's `DefaultFocusEvaluationPriority` (iOS 17).
@available(iOS 17.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct DefaultFocusEvaluationPriority: Sendable {
  let name: String
  /// When the system moves focus (a scene appears).
  public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
  /// Also when the user moves focus into the region.
  public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

nonisolated extension View {
  /// Focuses the view bound by `binding` to `value` by default (recorded: nothing takes focus
  /// headless, so the focus state is not written).
  @available(iOS 17.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("defaultFocus", "\(value) \(priority.name)")
  }
}
