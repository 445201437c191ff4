// `import WidgetKit` on a platform without Apple's WidgetKit (Linux): what an app's own view
// files use of it — asking the system to reload the app's widgets, the widget families and the
// timeline values (Docs/Semantics/OtherFrameworks.md §10). Headless there is no home screen and
// no widget is installed. Declared in Package.swift only where the platform has no framework of
// this name.
import Foundation
import HeadlessSwiftUI

/// The system's record of the app's widgets: WidgetKit's `WidgetCenter`. Headless no widget
/// is installed, so a reload request reaches none and the current configurations are empty.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public final class WidgetCenter: Sendable {
  /// The app's widget center.
  public static let shared = WidgetCenter()

  private init() {}

  /// Asks the system to reload the timelines of the widgets of `kind`: none is installed.
  public func reloadTimelines(ofKind kind: String) {}

  /// Asks the system to reload the timelines of all the app's widgets: none is installed.
  public func reloadAllTimelines() {}

  /// Asks the system to refresh its configuration recommendations (there are none).
  @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
  public func invalidateConfigurationRecommendations() {}

  /// Hands `completion` the widgets the user has configured: none, at once.
  public func getCurrentConfigurations(
    _ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void
  ) {
    completion(.success([]))
  }

  /// The widgets the user has configured: none.
  public func currentConfigurations() async throws -> [WidgetInfo] { [] }
}

/// A widget the user has configured: WidgetKit's `WidgetInfo` (the system makes these; none
/// exists headless).
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct WidgetInfo: Sendable, Hashable, Identifiable {
  /// The widget's family.
  public let family: WidgetFamily
  /// The widget's kind.
  public let kind: String
  /// The widget itself.
  public var id: WidgetInfo { self }
}

/// A widget's size and shape: WidgetKit's `WidgetFamily`.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public enum WidgetFamily: Int, CustomDebugStringConvertible, CustomStringConvertible, Sendable {
  /// A small square on the home screen.
  case systemSmall
  /// A wide rectangle on the home screen.
  case systemMedium
  /// A large square on the home screen.
  case systemLarge
  /// An extra-large rectangle (iPad).
  @available(iOS 15.0, macOS 14.0, *)
  case systemExtraLarge
  /// A corner of a watch face.
  @available(watchOS 9.0, *)
  @available(iOS, unavailable)
  case accessoryCorner
  /// A circle on the lock screen.
  @available(iOS 16.0, watchOS 9.0, *)
  case accessoryCircular
  /// A rectangle on the lock screen.
  @available(iOS 16.0, watchOS 9.0, *)
  case accessoryRectangular
  /// A line of text above the time on the lock screen.
  @available(iOS 16.0, watchOS 9.0, *)
  case accessoryInline

  public var description: String {
    switch self {
    case .systemSmall: "systemSmall"
    case .systemMedium: "systemMedium"
    case .systemLarge: "systemLarge"
    case .systemExtraLarge: "systemExtraLarge"
    case .accessoryCorner: "accessoryCorner"
    case .accessoryCircular: "accessoryCircular"
    case .accessoryRectangular: "accessoryRectangular"
    case .accessoryInline: "accessoryInline"
    }
  }

  public var debugDescription: String { description }
}

private enum WidgetFamilyKey: EnvironmentKey {
  static let defaultValue = WidgetFamily.systemSmall
}

@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension EnvironmentValues {
  /// The family of the widget the view is drawn in. An app's own views are drawn in no widget;
  /// they read the default, `systemSmall`.
  public var widgetFamily: WidgetFamily { self[WidgetFamilyKey.self] }
}

@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension View {
  /// The URL the app opens when the user taps the widget showing this view (recorded: nothing
  /// taps a widget headless).
  public func widgetURL(_ url: URL?) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("widgetURL", url?.absoluteString ?? "nil")
  }
}

/// How important a timeline entry is: WidgetKit's `TimelineEntryRelevance`.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct TimelineEntryRelevance: Codable, Hashable {
  /// The entry's score against the app's other entries.
  public var score: Float
  /// How long the score holds, in seconds (0: until the next entry).
  public var duration: TimeInterval

  /// A relevance of `score` for `duration` seconds.
  public init(score: Float, duration: TimeInterval = 0.0) {
    self.score = score
    self.duration = duration
  }
}

/// One state of a widget, shown from its date: WidgetKit's `TimelineEntry`.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public protocol TimelineEntry {
  /// When the widget starts showing the entry.
  var date: Date { get }
  /// How relevant the entry is (nil by default).
  var relevance: TimelineEntryRelevance? { get }
}

@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension TimelineEntry {
  public var relevance: TimelineEntryRelevance? { nil }
}

/// When the system asks for a widget's next timeline: WidgetKit's `TimelineReloadPolicy`.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct TimelineReloadPolicy: Equatable, Sendable {
  enum Kind: Equatable {
    case atEnd
    case never
    case after(Date)
  }

  let kind: Kind

  /// After the timeline's last entry.
  public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
  /// Only when the app asks (`WidgetCenter`).
  public static let never = TimelineReloadPolicy(kind: .never)
  /// After `date`.
  public static func after(_ date: Date) -> TimelineReloadPolicy {
    TimelineReloadPolicy(kind: .after(date))
  }
}

/// A widget's entries and when to ask for more: WidgetKit's `Timeline`.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct Timeline<EntryType: TimelineEntry> {
  /// The entries, in date order.
  public let entries: [EntryType]
  /// When to ask for the next timeline.
  public let policy: TimelineReloadPolicy

  /// A timeline of `entries` with reload policy `policy`.
  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}
