// Environment values ordinary apps read, and `@ScaledMetric` (Docs/Semantics/SwiftUI.md §14.4).
// The defaults are those of the modelled device: an iPhone in portrait (the 390 × 844 window).

/// A size class: SwiftUI's `UserInterfaceSizeClass` (iOS 14).
@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// A constrained dimension.
  case compact
  /// An expansive dimension.
  case regular
}

/// Whether a view is being edited: SwiftUI's `EditMode` (iOS 13).
@available(iOS 13.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe).
  case transient
  /// Editing.
  case active

  /// Whether the mode is `active` or `transient`.
  public var isEditing: Bool { self != .inactive }
}

/// The action that opens a URL: SwiftUI's `OpenURLAction` (iOS 14). Its default does what the
/// system would — headless, nothing; one made with ``init(handler:)`` and set in the
/// environment runs its handler.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct OpenURLAction {
  let handler: ((URL) -> Result)?

  /// An action that runs `handler` for each URL.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(handler: @escaping (URL) -> Result) { self.handler = handler }

  init() { handler = nil }

  /// Opens `url`.
  @MainActor
  public func callAsFunction(_ url: URL) { _ = handler?(url) }

  /// Opens `url`, then reports whether it was accepted: headless the system accepts none, a
  /// handler's `.handled` and `.systemAction` are accepted.
  @MainActor
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    guard let result = handler?(url) else { return completion(false) }
    completion(result.kind != "discarded")
  }

  /// What a handler did with a URL: SwiftUI's `OpenURLAction.Result`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public struct Result: Sendable {
    let kind: String
    /// The handler opened it.
    public static let handled = Result(kind: "handled")
    /// The handler could not open it.
    public static let discarded = Result(kind: "discarded")
    /// The system should open it.
    public static let systemAction = Result(kind: "systemAction")
    /// The system should open `url` instead.
    public static func systemAction(_ url: URL) -> Result { Result(kind: "systemAction") }
  }
}

/// The action that ends a search: SwiftUI's `DismissSearchAction` (iOS 15). Headless no search
/// field is active, so it does nothing.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct DismissSearchAction {
  /// Ends the search.
  @MainActor
  public func callAsFunction() {}
}

/// The action that opens a window: SwiftUI's `OpenWindowAction` (iOS 16). The modelled iPhone
/// shows one window, so it opens none.
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct OpenWindowAction {
  /// Opens the window of the scene `id` (none headless).
  @MainActor
  public func callAsFunction(id: String) {}

  /// Opens a window presenting `value` (none headless).
  @MainActor
  public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

  /// Opens the window of the scene `id` presenting `value` (none headless).
  @MainActor
  public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

private enum HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .compact
}

private enum VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

private enum EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

private enum OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction() }
}

private enum DisplayScaleKey: EnvironmentKey {
  static let defaultValue: CGFloat = 3
}

extension EnvironmentValues {
  /// The horizontal size class: `.compact`, an iPhone's in portrait, unless set.
  @available(iOS 14.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class: `.regular`, an iPhone's in portrait, unless set.
  @available(iOS 14.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// The edit mode of the views in this subtree: `nil` unless a view sets a binding.
  @available(iOS 13.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }

  /// The action that opens a URL.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  /// Points per pixel of the display: 3, an iPhone's.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// Whether a search field in this subtree is being searched: never headless.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var isSearching: Bool { false }

  /// The action that ends the current search.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var dismissSearch: DismissSearchAction { DismissSearchAction() }

  /// The action that opens a window: it opens none here.
  @available(iOS 16.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public var openWindow: OpenWindowAction { OpenWindowAction() }

  /// Whether the user asked for less motion: no, headless.
  public var accessibilityReduceMotion: Bool { false }

  /// Whether the user asked for less transparency: no, headless.
  public var accessibilityReduceTransparency: Bool { false }

  /// Whether the user asked not to rely on colour alone: no, headless.
  public var accessibilityDifferentiateWithoutColor: Bool { false }

  /// Whether VoiceOver is running: no, headless.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public var accessibilityVoiceOverEnabled: Bool { false }
}

/// A length that follows the user's Dynamic Type size: SwiftUI's `@ScaledMetric` (iOS 14).
///
/// The value is the declared one at the default size (`.large`) and grows or shrinks with the
/// environment's `dynamicTypeSize` in the proportion of the body text style's point sizes
/// (Apple's Dynamic Type sizes table: 14, 15, 16, 17, 19, 21, 23 points from `.xSmall` to
/// `.xxxLarge`, then 28, 33, 40, 47, 53 for the accessibility sizes). Reading it records an
/// environment read, so a change of the size re-runs the view.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicPropertyLink {
  let baseValue: Value
  let textStyle: Font.TextStyle
  let link = EnvironmentLink()

  /// A metric of `wrappedValue` scaled like `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    baseValue = wrappedValue
    self.textStyle = textStyle
  }

  /// A metric of `wrappedValue` scaled like body text.
  public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

  /// The value for the environment's Dynamic Type size.
  @MainActor
  public var wrappedValue: Value {
    guard let node = link.node else { return baseValue }
    let size = node.environment.dynamicTypeSize
    node.graph.recordEnvironmentRead(
      node: node, keyPath: \EnvironmentValues.dynamicTypeSize, value: size)
    return baseValue * Value(ScaledMetric<Double>.bodyPoints(size) / 17)
  }

  func install(in node: GraphNode, slot: Int, name: String) { link.node = node }

  nonisolated static var reinstallsSame: Bool { true }

  func isSameInput(as other: Any) -> Bool { true }

  var reportsFirstChange: Bool { true }

  /// The body style's point size at `size`.
  static func bodyPoints(_ size: DynamicTypeSize) -> Double {
    switch size {
    case .xSmall: return 14
    case .small: return 15
    case .medium: return 16
    case .large: return 17
    case .xLarge: return 19
    case .xxLarge: return 21
    case .xxxLarge: return 23
    case .accessibility1: return 28
    case .accessibility2: return 33
    case .accessibility3: return 40
    case .accessibility4: return 47
    case .accessibility5: return 53
    }
  }
}

/// A button that toggles the environment's edit mode, titled "Edit" or "Done": SwiftUI's
/// `EditButton` (iOS 13). Without an edit-mode binding in the environment it does nothing.
@available(iOS 13.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// An edit button.
  public init() {}

  public var body: some View {
    Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
      guard let editMode else { return }
      editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
    }
  }
}
