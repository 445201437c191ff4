// Redaction: the reasons a subtree is shown as a placeholder, carried by the environment
// (Docs/Semantics/SwiftUI.md §17.9).

/// The reasons to show a view's content redacted: SwiftUI's `RedactionReasons`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The content is a placeholder for data still to come.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)

  /// The content is privacy sensitive (views marked `privacySensitive()`).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let privacy = RedactionReasons(rawValue: 1 << 1)

  /// The content is out of date and waits for an update (a widget's, for example).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private enum RedactionReasonsKey: EnvironmentKey {
  static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
  /// The reasons the views here are redacted: empty unless an ancestor applied
  /// ``View/redacted(reason:)``.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Adds `reason` to the reasons the ancestors gave for redacting this subtree (SwiftUI's
  /// redaction is additive). The reasons reach the views below through
  /// ``EnvironmentValues/redactionReasons``; the content is still drawn as it is.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func redacted(reason: RedactionReasons)
    -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<RedactionReasons>>
  {
    modifier(
      _EnvironmentKeyTransformModifier(keyPath: \.redactionReasons) { $0.formUnion(reason) })
  }

  /// Removes every reason to redact this subtree.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func unredacted()
    -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<RedactionReasons>>
  {
    modifier(_EnvironmentKeyTransformModifier(keyPath: \.redactionReasons) { $0 = [] })
  }
}
