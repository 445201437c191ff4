// A session's options and the URL cache (Docs/Semantics/OtherFrameworks.md §7): kept as set,
// with no effect on a headless load, which never waits on a network and caches nothing.
import Foundation
import Runtime

/// The options of a URL session. A session copies its configuration when it is made
/// (OF-7.2).
open class URLSessionConfiguration: NSObject, NSCopying {
  /// A configuration with the default options (a new one on every read).
  open class var `default`: URLSessionConfiguration { URLSessionConfiguration() }

  /// A configuration that keeps no cache, cookies or credentials on disk (a new one on every
  /// read); headless it differs from `default` only in ``urlCache``, which is nil.
  open class var ephemeral: URLSessionConfiguration {
    let configuration = URLSessionConfiguration()
    configuration.urlCache = nil
    return configuration
  }

  /// A configuration for transfers in the background. Headless its tasks load as any other's.
  open class func background(withIdentifier identifier: String) -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration()
    configuration.identifier = identifier
    return configuration
  }

  override init() {}

  /// The background identifier, nil for other configurations.
  open private(set) var identifier: String?
  /// The cache policy of the session's requests (kept).
  open var requestCachePolicy: NSURLRequest.CachePolicy = .useProtocolCachePolicy
  /// The request timeout in seconds, 60 by default (kept).
  open var timeoutIntervalForRequest: TimeInterval = 60
  /// The resource timeout in seconds, 7 days by default (kept).
  open var timeoutIntervalForResource: TimeInterval = 604_800
  /// The traffic kind (kept).
  open var networkServiceType: NSURLRequest.NetworkServiceType = .default
  /// Whether cellular interfaces may be used (kept).
  open var allowsCellularAccess = true
  /// Whether expensive interfaces may be used (kept).
  open var allowsExpensiveNetworkAccess = true
  /// Whether constrained interfaces may be used (kept).
  open var allowsConstrainedNetworkAccess = true
  /// Whether a task waits for connectivity (kept; a headless load never waits).
  open var waitsForConnectivity = false
  /// Whether background transfers may be deferred (kept).
  open var isDiscretionary = false
  /// The shared container of a background session (kept).
  open var sharedContainerIdentifier: String?
  /// Whether the app is relaunched for background events (kept).
  open var sessionSendsLaunchEvents = true
  /// Proxy settings (kept).
  open var connectionProxyDictionary: [AnyHashable: Any]?
  /// Whether requests may be pipelined (kept).
  open var httpShouldUsePipelining = false
  /// Whether cookies are set (kept; there is no cookie storage headless).
  open var httpShouldSetCookies = true
  /// Header fields added to every request that does not set them (OF-7.2).
  open var httpAdditionalHeaders: [AnyHashable: Any]?
  /// The maximum number of connections to a host (kept).
  open var httpMaximumConnectionsPerHost = 6
  /// The cache (kept; loads never read or write it headless).
  open var urlCache: URLCache? = URLCache.shared
  /// The URL protocol classes that load the session's requests, first to last (OF-7.3).
  open var protocolClasses: [AnyClass]? = []

  open func copy(with zone: NSZone? = nil) -> Any {
    carrySettings(
      \.identifier, \.requestCachePolicy, \.timeoutIntervalForRequest, \.timeoutIntervalForResource,
      \.networkServiceType, \.allowsCellularAccess, \.allowsExpensiveNetworkAccess,
      \.allowsConstrainedNetworkAccess, \.waitsForConnectivity, \.isDiscretionary,
      \.sharedContainerIdentifier, \.sessionSendsLaunchEvents, \.connectionProxyDictionary,
      \.httpShouldUsePipelining, \.httpShouldSetCookies, \.httpAdditionalHeaders,
      \.httpMaximumConnectionsPerHost, \.urlCache, \.protocolClasses, from: self,
      to: URLSessionConfiguration())
  }
}

/// A response kept in a URL cache, with its body.
open class CachedURLResponse: NSObject {
  /// The response.
  open private(set) var response: URLResponse
  /// The body.
  open private(set) var data: Data
  /// The user info.
  open private(set) var userInfo: [AnyHashable: Any]?
  /// Where the response may be kept.
  open private(set) var storagePolicy: URLCache.StoragePolicy

  public convenience init(response: URLResponse, data: Data) {
    self.init(response: response, data: data, userInfo: nil, storagePolicy: .allowed)
  }

  public init(
    response: URLResponse, data: Data, userInfo: [AnyHashable: Any]? = nil,
    storagePolicy: URLCache.StoragePolicy
  ) {
    self.response = response
    self.data = data
    self.userInfo = userInfo
    self.storagePolicy = storagePolicy
  }
}

/// A cache of responses, in memory: it keeps what it is given (``storeCachedResponse(_:for:)``)
/// by the request's URL, and headless loads neither read nor write it (OF-7.2).
open class URLCache: NSObject {
  /// Where a cached response may be kept.
  public enum StoragePolicy: UInt, Sendable {
    case allowed = 0
    case allowedInMemoryOnly = 1
    case notAllowed = 2
  }

  /// The shared cache (one per process, as Apple's).
  open class var shared: URLCache {
    get { SharedCache.lock.withLock { SharedCache.cache } }
    set { SharedCache.lock.withLock { SharedCache.cache = newValue } }
  }

  /// The memory capacity in bytes (kept).
  open var memoryCapacity: Int
  /// The disk capacity in bytes (kept; nothing is written to disk).
  open var diskCapacity: Int
  private var responses: [String: CachedURLResponse] = [:]

  @available(
    iOS, introduced: 2.0, deprecated: 100000,
    message: "Use initWithMemoryCapacity:diskCapacity:directoryURL:"
  )
  public init(memoryCapacity: Int, diskCapacity: Int, diskPath path: String?) {
    self.memoryCapacity = memoryCapacity
    self.diskCapacity = diskCapacity
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init(memoryCapacity: Int, diskCapacity: Int, directory: URL? = nil) {
    self.memoryCapacity = memoryCapacity
    self.diskCapacity = diskCapacity
  }

  /// The bytes the kept bodies take.
  open var currentMemoryUsage: Int { responses.values.reduce(0) { $0 + $1.data.count } }
  /// Always 0: nothing is written to disk.
  open var currentDiskUsage: Int { 0 }

  open func cachedResponse(for request: URLRequest) -> CachedURLResponse? {
    request.url.flatMap { responses[$0.absoluteString] }
  }

  open func storeCachedResponse(_ cachedResponse: CachedURLResponse, for request: URLRequest) {
    guard let url = request.url, cachedResponse.storagePolicy != .notAllowed else { return }
    responses[url.absoluteString] = cachedResponse
  }

  open func removeCachedResponse(for request: URLRequest) {
    if let url = request.url { responses[url.absoluteString] = nil }
  }

  open func removeAllCachedResponses() { responses = [:] }
}

/// The process's shared cache (Apple's is one per process too).
private enum SharedCache {
  static let lock = NSLock()
  nonisolated(unsafe) static var cache = URLCache(
    memoryCapacity: 4 * 1024 * 1024, diskCapacity: 20 * 1024 * 1024, directory: nil)
}
