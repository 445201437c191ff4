// Foundation's URL loading types that Apple's platforms declare in Foundation and the
// toolchain's Foundation on Linux keeps in FoundationNetworking: requests and responses
// (Docs/Semantics/OtherFrameworks.md §7). This module never imports FoundationNetworking, so a
// hosted program links no code that could reach the network.
import Foundation

/// Foundation's reference request type, declared for its nested option types
/// (`URLRequest.CachePolicy` is `NSURLRequest.CachePolicy`, as in Apple's SDK).
open class NSURLRequest: NSObject {
  /// How a request uses the URL cache. Nothing is cached headless: every policy loads
  /// (OF-7.1).
  public enum CachePolicy: UInt, Sendable {
    case useProtocolCachePolicy = 0
    case reloadIgnoringLocalCacheData = 1
    case reloadIgnoringLocalAndRemoteCacheData = 4
    case returnCacheDataElseLoad = 2
    case returnCacheDataDontLoad = 3
    case reloadRevalidatingCacheData = 5
    public static var reloadIgnoringCacheData: NSURLRequest.CachePolicy {
      .reloadIgnoringLocalCacheData
    }
  }

  /// The kind of traffic a request carries; kept, with no effect headless.
  public enum NetworkServiceType: UInt, Sendable {
    case `default` = 0
    @available(
      iOS, introduced: 4.0, deprecated: 13.0, message: "Use PushKit for VoIP control purposes"
    )
    case voip = 1
    case video = 2
    case background = 3
    case voice = 4
    case responsiveData = 6
    case avStreaming = 8
    case responsiveAV = 9
    case callSignaling = 11
  }
}

/// A URL load request: the URL, method, header fields, body and options (Foundation's
/// `URLRequest`). Header field names compare without regard to case (OF-7.1).
public struct URLRequest: Equatable, Hashable, Sendable, CustomStringConvertible,
  CustomDebugStringConvertible
{
  public typealias CachePolicy = NSURLRequest.CachePolicy
  public typealias NetworkServiceType = NSURLRequest.NetworkServiceType

  /// The request's URL.
  public var url: URL?
  /// The cache policy (kept; nothing is cached headless).
  public var cachePolicy: URLRequest.CachePolicy
  /// The timeout in seconds (kept; a headless load never waits on a network).
  public var timeoutInterval: TimeInterval
  /// The main document's URL (kept).
  public var mainDocumentURL: URL?
  /// The traffic kind (kept).
  public var networkServiceType: URLRequest.NetworkServiceType = .default
  /// Whether the request may use a cellular interface (kept).
  public var allowsCellularAccess = true
  /// Whether the request may use an expensive interface (kept).
  public var allowsExpensiveNetworkAccess = true
  /// Whether the request may use a constrained interface (kept).
  public var allowsConstrainedNetworkAccess = true
  /// Whether cookies are sent and stored (kept; there is no cookie storage headless).
  public var httpShouldHandleCookies = true
  /// Whether the request may be pipelined (kept).
  public var httpShouldUsePipelining = false
  /// The body.
  public var httpBody: Data?
  /// The header fields, in the spelling they were first set with.
  private var fields: [String: String] = [:]
  private var method = "GET"

  /// A request for `url`, loaded by `GET` with no header field and no body.
  public init(
    url: URL, cachePolicy: URLRequest.CachePolicy = .useProtocolCachePolicy,
    timeoutInterval: TimeInterval = 60.0
  ) {
    self.url = url
    self.cachePolicy = cachePolicy
    self.timeoutInterval = timeoutInterval
  }

  /// The HTTP method, `GET` unless set; setting nil sets `GET` back [U].
  public var httpMethod: String? {
    get { method }
    set { method = newValue ?? "GET" }
  }

  /// All header fields; setting replaces them all.
  public var allHTTPHeaderFields: [String: String]? {
    get { fields }
    set { fields = newValue ?? [:] }
  }

  /// The value of the header field `field`, whatever the case of its name.
  public func value(forHTTPHeaderField field: String) -> String? {
    key(of: field).flatMap { fields[$0] }
  }

  /// Sets the header field `field` to `value`, replacing any value it had (nil removes it).
  public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
    let existing = key(of: field)
    if let existing { fields[existing] = nil }
    guard let value else { return }
    fields[existing ?? field] = value
  }

  /// Adds `value` to the header field `field`: appended after a comma when the field has a
  /// value already.
  public mutating func addValue(_ value: String, forHTTPHeaderField field: String) {
    if let existing = key(of: field), let old = fields[existing] {
      fields[existing] = old + "," + value
    } else {
      fields[field] = value
    }
  }

  private func key(of field: String) -> String? {
    let lowered = field.lowercased()
    return fields.keys.first { $0.lowercased() == lowered }
  }

  public var description: String { url?.description ?? "url: nil" }
  public var debugDescription: String { description }
}

/// Foundation's response to a URL load: its URL, MIME type, expected length and text
/// encoding.
open class URLResponse: NSObject {
  /// The URL of the response.
  open private(set) var url: URL?
  /// The MIME type, if known.
  open private(set) var mimeType: String?
  /// The expected length of the body, or -1 when unknown.
  open private(set) var expectedContentLength: Int64
  /// The name of the text encoding, if any.
  open private(set) var textEncodingName: String?

  public init(
    url URL: URL, mimeType MIMEType: String?, expectedContentLength length: Int,
    textEncodingName name: String?
  ) {
    self.url = URL
    mimeType = MIMEType
    expectedContentLength = Int64(length)
    textEncodingName = name
  }

  /// The URL's last path component, or "Unknown" when the URL has none [U].
  open var suggestedFilename: String? {
    let last = url?.lastPathComponent ?? ""
    return last.isEmpty || last == "/" ? "Unknown" : last
  }
}

/// The response to an HTTP load: a status code and header fields besides `URLResponse`'s.
open class HTTPURLResponse: URLResponse {
  /// The status code.
  open private(set) var statusCode: Int
  /// The header fields.
  open private(set) var allHeaderFields: [AnyHashable: Any]
  private let fields: [String: String]

  /// A response for `url`; its MIME type and text encoding come from the `Content-Type` field
  /// and its expected length from `Content-Length` (-1 without it). Never nil here.
  public init?(
    url: URL, statusCode: Int, httpVersion HTTPVersion: String?, headerFields: [String: String]?
  ) {
    self.statusCode = statusCode
    fields = headerFields ?? [:]
    allHeaderFields = fields
    let contentType = fields.first { $0.key.lowercased() == "content-type" }?.value
    let parts = contentType?.split(separator: ";").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let charset = parts?.dropFirst().first { $0.lowercased().hasPrefix("charset=") }
    let length = fields.first { $0.key.lowercased() == "content-length" }.flatMap {
      Int($0.value.trimmingCharacters(in: .whitespaces))
    }
    super.init(
      url: url, mimeType: parts?.first?.lowercased(), expectedContentLength: length ?? -1,
      textEncodingName: charset.map { String($0.dropFirst("charset=".count)) })
  }

  /// The value of the header field `field`, whatever the case of its name.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  open func value(forHTTPHeaderField field: String) -> String? {
    let lowered = field.lowercased()
    return fields.first { $0.key.lowercased() == lowered }?.value
  }

  /// The reason phrase of a status code, in lowercase as Apple's localized strings are
  /// (`404` → "not found"); a code outside the standard ones gives its class
  /// ("server error" for 5xx).
  open class func localizedString(forStatusCode statusCode: Int) -> String {
    if let phrase = HTTPStatus.phrases[statusCode] { return phrase }
    switch statusCode {
    case 100..<200: return "informational"
    case 200..<300: return "success"
    case 300..<400: return "redirected"
    case 400..<500: return "client error"
    case 500..<600: return "server error"
    default: return "server error"
    }
  }
}

/// The reason phrases of the common status codes (RFC 9110 §15), in lowercase.
enum HTTPStatus {
  static let phrases: [Int: String] = [
    100: "continue", 101: "switching protocols", 200: "no error", 201: "created",
    202: "accepted", 203: "non-authoritative information", 204: "no content",
    205: "reset content", 206: "partial content", 300: "multiple choices",
    301: "moved permanently", 302: "found", 303: "see other", 304: "not modified",
    305: "use proxy", 307: "temporarily redirected", 400: "bad request", 401: "unauthorized",
    402: "payment required", 403: "forbidden", 404: "not found", 405: "method not allowed",
    406: "unacceptable", 407: "proxy authentication required", 408: "request timed out",
    409: "conflict", 410: "no longer exists", 411: "length required",
    412: "precondition failed", 413: "request too large", 414: "requested URL too long",
    415: "unsupported media type", 416: "requested range not satisfiable",
    417: "expectation failed", 500: "internal server error", 501: "unimplemented",
    502: "bad gateway", 503: "service unavailable", 504: "gateway timed out",
    505: "unsupported version",
  ]
}
