import Foundation

/// The reading direction of the interface: SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

/// The user's preferred text size: SwiftUI's `DynamicTypeSize`, smallest to largest.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// True for the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private enum LocaleKey: EnvironmentKey {
  static let defaultValue = Locale(identifier: "en_US")
}

private enum CalendarKey: EnvironmentKey {
  static let defaultValue: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = LocaleKey.defaultValue
    calendar.timeZone = TimeZoneKey.defaultValue
    return calendar
  }()
}

private enum TimeZoneKey: EnvironmentKey {
  static let defaultValue = TimeZone(identifier: "GMT") ?? TimeZone.current
}

private enum DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

private enum LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

/// Locale, calendar, time zone, text size and reading direction (Docs/Semantics/SwiftUI.md
/// §10.7). SwiftUI's defaults come from the device; here they are fixed, so that every run
/// gives the same output: `en_US`, the Gregorian calendar, GMT, `.large`, left to right.
extension EnvironmentValues {
  /// The locale views format with; `en_US` unless set.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar views compute dates with; Gregorian (`en_US`, GMT) unless set.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone views show times in; GMT (offset 0) unless set.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The preferred text size; `.large` (the system default) unless set.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The reading direction; `.leftToRight` unless set.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the Dynamic Type size of this subtree (`dynamicTypeSize` in the environment,
  /// Docs/Semantics/SwiftUI.md §10.7).
  public func dynamicTypeSize(_ size: DynamicTypeSize)
    -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<DynamicTypeSize>>
  {
    environment(\.dynamicTypeSize, size)
  }
}
