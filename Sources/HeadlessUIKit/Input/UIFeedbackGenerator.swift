// Haptic feedback (UIKit's `UIFeedbackGenerator` family) and the general pasteboard
// (UIKit's `UIPasteboard`), headless: there is no Taptic Engine and no system pasteboard;
// feedback is recorded and the pasteboard belongs to the runtime (Docs/Semantics/UIKit.md §51).

/// The base of the feedback generators (UIKit's `UIFeedbackGenerator`). Every call is
/// recorded in ``headlessEvents`` (ScreenLab's) and in the runtime's trace (`input` events);
/// nothing is felt.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
  /// The calls made on this generator, in order (`prepare`, `impact medium`,
  /// `notification success`, `selection`). Not UIKit API.
  public private(set) var headlessEvents: [String] = []

  public init() {}

  /// Readies the engine for feedback soon (recorded).
  open func prepare() { record("prepare") }

  func record(_ event: String) {
    headlessEvents.append(event)
    Runtime.current.record(.input, "UIKit: \(Self.self) \(event)")
  }
}

/// Feedback for a collision (UIKit's `UIImpactFeedbackGenerator`).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The weight of the impact (UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`).
  public enum FeedbackStyle: Int, Sendable {
    case light = 0
    case medium = 1
    case heavy = 2
    @available(iOS 13.0, *)
    case soft = 3
    @available(iOS 13.0, *)
    case rigid = 4
  }

  /// The weight of every impact of this generator.
  public let style: FeedbackStyle

  /// A generator of `style` impacts.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A generator of medium impacts.
  public override convenience init() { self.init(style: .medium) }

  /// An impact of the generator's style (recorded).
  open func impactOccurred() { record("impact \(style)") }

  /// An impact of `intensity` (0...1, clamped; recorded).
  open func impactOccurred(intensity: CGFloat) {
    let clamped = intensity.isFinite ? min(max(intensity, 0), 1) : 0
    record("impact \(style) intensity \(clamped)")
  }
}

/// Feedback for a task's outcome (UIKit's `UINotificationFeedbackGenerator`).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome (UIKit's `UINotificationFeedbackGenerator.FeedbackType`).
  public enum FeedbackType: Int, Sendable {
    case success = 0
    case warning = 1
    case error = 2
  }

  /// Feedback for `notificationType` (recorded).
  open func notificationOccurred(_ notificationType: FeedbackType) {
    record("notification \(notificationType)")
  }
}

/// Feedback for a changed selection (UIKit's `UISelectionFeedbackGenerator`).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// The selection changed (recorded).
  open func selectionChanged() { record("selection") }
}

/// Data shared between apps (UIKit's `UIPasteboard`). Headless, ``general`` is the current
/// runtime's own pasteboard, empty when the runtime starts, so tests never share it (§51).
@preconcurrency @MainActor
open class UIPasteboard {
  /// The general pasteboard of the current runtime.
  open class var general: UIPasteboard {
    Runtime.current.component(GeneralPasteboard.self) { _ in GeneralPasteboard() }.board
  }

  private var items: [Any] = []
  /// How many times the contents changed.
  public private(set) var changeCount = 0

  init() {}

  private func set(_ values: [Any]) {
    items = values
    changeCount += 1
  }

  /// Makes `value` the only item; nil empties the pasteboard.
  private func setOnly(_ value: Any?) { set(value.map { [$0] } ?? []) }

  /// The items of type `T`, in order, or nil when there is none.
  private func all<T>(_ type: T.Type) -> [T]? {
    let found = items.compactMap { $0 as? T }
    return found.isEmpty ? nil : found
  }

  /// Every item, in order (the UIKit facade's `itemProviders` offers them one per provider).
  package var contents: [Any] {
    get { items }
    set { set(newValue) }
  }

  /// The first string, or nil; setting nil empties the pasteboard.
  open var string: String? {
    get { strings?.first }
    set { setOnly(newValue) }
  }

  /// Every string, or nil when there is none.
  open var strings: [String]? {
    get { all(String.self) }
    set { set(newValue ?? []) }
  }

  /// The first image, or nil.
  open var image: UIImage? {
    get { images?.first }
    set { setOnly(newValue) }
  }

  /// Every image, or nil when there is none.
  open var images: [UIImage]? {
    get { all(UIImage.self) }
    set { set(newValue ?? []) }
  }

  /// The first URL, or nil.
  open var url: URL? {
    get { all(URL.self)?.first }
    set { setOnly(newValue) }
  }

  /// Whether the pasteboard holds a string.
  open var hasStrings: Bool { items.contains { $0 is String } }
  /// Whether the pasteboard holds an image.
  open var hasImages: Bool { items.contains { $0 is UIImage } }
  /// Whether the pasteboard holds a URL.
  open var hasURLs: Bool { items.contains { $0 is URL } }
  /// How many items the pasteboard holds.
  open var numberOfItems: Int { items.count }
}

/// The runtime component holding its general pasteboard.
@MainActor
private final class GeneralPasteboard {
  let board = UIPasteboard()
}
