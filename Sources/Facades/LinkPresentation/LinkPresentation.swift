// `import LinkPresentation` on a platform without Apple's LinkPresentation (Linux): link
// metadata and its view; the metadata provider never reaches the network, so every fetch fails
// (Docs/Semantics/OtherFrameworks.md §6). Declared in Package.swift only where the platform has
// no framework of this name.
import Foundation
import HeadlessCoreGraphics
import HeadlessUIKit

/// What a link preview shows: its URLs and title.
open class LPLinkMetadata: NSObject, @unchecked Sendable {
  open var originalURL: URL?
  open var url: URL?
  open var title: String?
  public override init() {}
}

/// LinkPresentation's errors.
public struct LPError: Error, Equatable, Sendable {
  public enum Code: Int, Sendable {
    case unknown = 1
    case metadataFetchFailed = 2
    case metadataFetchCancelled = 3
    case metadataFetchTimedOut = 4
    case metadataFetchNotAllowed = 5
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}

/// Fetches a link's metadata: headless, the network is never used, and every fetch fails with
/// `LPError.metadataFetchNotAllowed` (OF-6.1).
open class LPMetadataProvider: NSObject, @unchecked Sendable {
  public override init() {}

  open func startFetchingMetadata(
    for URL: URL, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void
  ) {
    completionHandler(nil, LPError(.metadataFetchNotAllowed))
  }

  open func startFetchingMetadata(for URL: URL) async throws -> LPLinkMetadata {
    throw LPError(.metadataFetchNotAllowed)
  }

  open func cancel() {}
}

/// A rich link preview: a view that keeps its metadata and draws nothing of it (OF-6.1).
open class LPLinkView: UIView {
  open var metadata = LPLinkMetadata()

  public init(metadata: LPLinkMetadata) {
    super.init(frame: .zero)
    self.metadata = metadata
  }

  public convenience init(url: URL) {
    let metadata = LPLinkMetadata()
    metadata.originalURL = url
    metadata.url = url
    self.init(metadata: metadata)
  }

  public override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { super.init(coder: coder) }
}
