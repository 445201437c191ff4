/// An image loaded from a URL: SwiftUI's `AsyncImage` (iOS 15).
///
/// Headless there is no network and no real time: a load never completes, so the phase stays
/// ``AsyncImagePhase/empty`` — the view shows its placeholder, and the `content` closure of
/// the phase form is called with `.empty` (Docs/Semantics/SwiftUI.md §13.10).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated public struct AsyncImage<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The image's URL.
  public let url: URL?
  /// The scale of the image data.
  public let scale: CGFloat
  let shown: any View

  /// An image from `url`; until it loads, the standard placeholder, a gray fill that takes
  /// the space offered.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    self.scale = scale
    shown = Color.gray.opacity(0.2)
  }

  /// An image from `url` shown through `content`, with `placeholder` until it loads.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.url = url
    self.scale = scale
    shown = _ConditionalContent<I, P>(storage: .falseContent(placeholder()))
  }

  /// An image from `url` whose view `content` builds from the load's phase.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.scale = scale
    shown = content(.empty)
  }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: shown)] }
}

/// The phase of an ``AsyncImage``'s load.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum AsyncImagePhase: Sendable {
  /// Not loaded yet (headless, always).
  case empty
  /// Loaded.
  case success(Image)
  /// Failed with an error.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The load's error, if any.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
