// `ShareLink`, `SharePreview` and a minimal `Transferable` (iOS 16; Docs/Semantics/SwiftUI.md
// §14.10). No share sheet opens headless: a share link lays out and is tapped as a button
// whose action does nothing.

/// A type whose values can be shared or transferred: CoreTransferable's `Transferable`, which
/// SwiftUI re-exports. Declared here as a marker, adopted by the values a share link shares
/// most often (strings, URLs, data, images); transfer representations are not modelled.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Transferable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension String: Transferable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension URL: Transferable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Data: Transferable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Image: Transferable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Never: Transferable {}

/// How a shared item is previewed in the share sheet: SwiftUI's `SharePreview` (iOS 16).
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct SharePreview<Image: Transferable, Icon: Transferable> {
  /// The preview's title.
  public let title: String

  /// A preview titled by a literal, with an image and an icon.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = titleKey.key }

  /// A preview titled by a string, with an image and an icon.
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
    self.title = String(title)
  }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SharePreview where Image == Never, Icon == Never {
  /// A preview titled by a literal.
  public init(_ titleKey: LocalizedStringKey) { title = titleKey.key }

  /// A preview titled by a string.
  public init<S: StringProtocol>(_ title: S) { self.title = String(title) }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SharePreview where Icon == Never {
  /// A preview titled by a literal, with an image.
  public init(_ titleKey: LocalizedStringKey, image: Image) { title = titleKey.key }

  /// A preview titled by a string, with an image.
  public init<S: StringProtocol>(_ title: S, image: Image) { self.title = String(title) }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SharePreview where Image == Never {
  /// A preview titled by a literal, with an icon.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) { title = titleKey.key }

  /// A preview titled by a string, with an icon.
  public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = String(title) }
}

/// The label a share link shows by default: "Share" with the share symbol, SwiftUI's
/// `DefaultShareLinkLabel`.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
nonisolated public struct DefaultShareLinkLabel: View, PrimitiveView {
  public typealias Body = Never

  var children: [ChildSlot] {
    [ChildSlot(id: .index(0), view: Label("Share", systemImage: "square.and.arrow.up"))]
  }
}

/// A control that shares items in the share sheet: SwiftUI's `ShareLink` (iOS 16). Its label
/// is a button's: laid out and tappable; the tap opens nothing headless.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
nonisolated public struct ShareLink<
  Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View
>: View, PrimitiveView where Data.Element: Transferable {
  public typealias Body = Never
  /// The shared items.
  public let items: Data
  /// The subject, for sharing by mail.
  public let subject: Text?
  /// The message shared with the items.
  public let message: Text?
  let label: Label

  var children: [ChildSlot] {
    [ChildSlot(id: .index(0), view: Button(action: {}, label: { label }))]
  }

  /// A link that shares `item`, labelled by the views `label` builds.
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<I>, PreviewImage == Never, PreviewIcon == Never {
    items = CollectionOfOne(item)
    self.subject = subject
    self.message = message
    self.label = label()
  }

  /// A link that shares `item` with `preview`, labelled by the views `label` builds.
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<I> {
    items = CollectionOfOne(item)
    self.subject = subject
    self.message = message
    self.label = label()
  }

  /// A link with the default label that shares `item`.
  public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil)
  where
    Data == CollectionOfOne<I>, PreviewImage == Never, PreviewIcon == Never,
    Label == DefaultShareLinkLabel
  {
    self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
  }

  /// A link with the default label that shares `item` with `preview`.
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I>, Label == DefaultShareLinkLabel {
    self.init(item: item, subject: subject, message: message, preview: preview) {
      DefaultShareLinkLabel()
    }
  }

  /// A link titled by a literal, with the share symbol, that shares `item`.
  public init<I: Transferable>(
    _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil
  )
  where
    Data == CollectionOfOne<I>, PreviewImage == Never, PreviewIcon == Never,
    Label == HeadlessSwiftUI.Label<Text, Image>
  {
    self.init(item: item, subject: subject, message: message) {
      HeadlessSwiftUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }
  }

  /// A link titled by a string, with the share symbol, that shares `item`.
  public init<S: StringProtocol, I: Transferable>(
    _ title: S, item: I, subject: Text? = nil, message: Text? = nil
  )
  where
    Data == CollectionOfOne<I>, PreviewImage == Never, PreviewIcon == Never,
    Label == HeadlessSwiftUI.Label<Text, Image>
  {
    self.init(item: item, subject: subject, message: message) {
      HeadlessSwiftUI.Label(title, systemImage: "square.and.arrow.up")
    }
  }
}
