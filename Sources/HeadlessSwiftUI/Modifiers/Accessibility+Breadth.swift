// Accessibility modifiers of iOS 14–17 with Apple's signatures, beyond those of §13.5: no
// accessibility tree is built headless, so each is recorded with its value and is
// layout-transparent; the builders of `accessibilityRepresentation` and `accessibilityChildren`
// are not called, as only assistive technologies read them (Docs/Semantics/SwiftUI.md §14.3).

/// The level of a heading: SwiftUI's `AccessibilityHeadingLevel` (iOS 15).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum AccessibilityHeadingLevel: UInt, Sendable {
  /// A heading of no particular level.
  case unspecified
  /// Level 1, the highest.
  case h1
  /// Level 2.
  case h2
  /// Level 3.
  case h3
  /// Level 4.
  case h4
  /// Level 5.
  case h5
  /// Level 6.
  case h6
}

nonisolated extension View {
  /// The accessibility label, from a localized key (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityLabel(_ labelKey: LocalizedStringKey)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityLabel", labelKey.key)
  }

  /// The accessibility hint, from a localized key (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityHint(_ hintKey: LocalizedStringKey)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityHint", hintKey.key)
  }

  /// The accessibility hint, as text (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityHint", hint.content)
  }

  /// The accessibility value, from a localized key (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityValue(_ valueKey: LocalizedStringKey)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityValue", valueKey.key)
  }

  /// The accessibility value, as text (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityValue(_ valueDescription: Text)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityValue", valueDescription.content)
  }

  /// The order assistive technologies visit this element in, higher first (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilitySortPriority(_ sortPriority: Double)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilitySortPriority", "\(sortPriority)")
  }

  /// Marks the element as a heading of `level` (recorded).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityHeading", "\(level)")
  }

  /// The labels Voice Control and Full Keyboard Access match, as text (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityInputLabels(_ inputLabels: [Text])
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityInputLabels", inputLabels.map(\.content).joined(separator: ", "))
  }

  /// The input labels, from localized keys (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey])
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityInputLabels", inputLabelKeys.map(\.key).joined(separator: ", "))
  }

  /// The input labels, from strings (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S])
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityInputLabels", inputLabels.map { String($0) }.joined(separator: ", "))
  }

  /// Whether the element responds to the user's interaction (recorded).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityRespondsToUserInteraction", "\(respondsToUserInteraction)")
  }

  /// Keeps the view's colours when the system inverts colours (recorded).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityIgnoresInvertColors(_ active: Bool = true)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityIgnoresInvertColors", "\(active)")
  }

  /// Replaces the element, for assistive technologies, by the views `representation` builds
  /// (recorded: the builder is not called).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityRepresentation", "\(V.self)")
  }

  /// Gives the element, for assistive technologies, the children `children` builds (recorded:
  /// the builder is not called).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityChildren", "\(V.self)")
  }
}
