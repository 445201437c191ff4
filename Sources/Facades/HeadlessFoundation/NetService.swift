// Bonjour services (Foundation's `NetService`, `NetServiceBrowser` and their delegates),
// offline: the only network is the runtime's own, so a browser finds the services published in
// the same runtime and nothing else (Docs/Semantics/OtherFrameworks.md OF-9.2).
import Foundation
import Runtime

/// A network service advertised over multicast DNS (Foundation's `NetService`). Headless, a
/// service published in a runtime is what that runtime's browsers find and resolve; its
/// delegate hears of it in later turns of the runtime current when the service was made
/// (OF-9.2).
@available(
  iOS, introduced: 2.0, deprecated: 100000,
  message: "Use nw_connection_t or nw_listener_t in Network framework instead"
)
@available(
  macOS, introduced: 10.2, deprecated: 100000,
  message: "Use nw_connection_t or nw_listener_t in Network framework instead"
)
open class NetService: NSObject {
  /// The key of the error code in a delegate's error dictionary.
  public static let errorCode = "NSNetServicesErrorCode"
  /// The key of the error domain in a delegate's error dictionary.
  public static let errorDomain = "NSNetServicesErrorDomain"

  /// What went wrong with a service or a browser (Foundation's `NSNetServicesError`).
  public enum ErrorCode: Int, Sendable {
    case unknownError = -72000
    case collisionError = -72001
    case notFoundError = -72002
    case activityInProgress = -72003
    case badArgumentError = -72004
    case cancelledError = -72005
    case invalidError = -72006
    case timeoutError = -72007
    @available(iOS 14.0, macOS 11.0, *)
    case missingRequiredConfigurationError = -72008
  }

  /// How a service is published.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let noAutoRename = Options(rawValue: 1 << 0)
    @available(iOS 7.0, macOS 10.9, *)
    public static let listenForConnections = Options(rawValue: 1 << 1)
  }

  let runtime: Runtime
  /// Told what happens to the service; not retained (Apple's is `unowned(unsafe)`).
  open weak var delegate: (any NetServiceDelegate)?
  open var includesPeerToPeer = false
  public let name: String
  public let type: String
  public let domain: String
  /// The host's name once resolved; nil before.
  open private(set) var hostName: String?
  /// The resolved socket addresses (`sockaddr_in` bytes); nil before resolution.
  open private(set) var addresses: [Data]?
  /// The port: the one given to ``init(domain:type:name:port:)``, else -1 until resolved.
  open private(set) var port: Int
  private var txtRecord: Data?
  private let publishable: Bool
  private var resolving = false

  /// A service to publish on `port`.
  public convenience init(domain: String, type: String, name: String, port: Int32) {
    self.init(runtime: Runtime.current, domain: domain, type: type, name: name, port: Int(port))
  }

  /// A service to resolve; publishing it fails with ``ErrorCode/badArgumentError``.
  public convenience init(domain: String, type: String, name: String) {
    self.init(runtime: Runtime.current, domain: domain, type: type, name: name, port: nil)
  }

  /// A service on `runtime`; without a port, one to resolve.
  init(runtime: Runtime, domain: String, type: String, name: String, port: Int?) {
    self.runtime = runtime
    (self.domain, self.type, self.name, self.port) = (domain, type, name, port ?? -1)
    publishable = port != nil
    super.init()
  }

  open func schedule(in aRunLoop: RunLoop, forMode mode: RunLoop.Mode) {}
  open func remove(from aRunLoop: RunLoop, forMode mode: RunLoop.Mode) {}

  /// Publishes the service (OF-9.2).
  open func publish() { publish(options: []) }

  /// Publishes the service in the runtime: `netServiceWillPublish(_:)` at once, then in a later
  /// turn `netServiceDidPublish(_:)`, or `netService(_:didNotPublish:)` for a service made
  /// without a port or whose name another published service of its type has (OF-9.2).
  open func publish(options: NetService.Options) {
    delegate?.netServiceWillPublish(self)
    let registry = ServiceRegistry.of(runtime)
    runtime.enqueueOnMainQueue { [self] in
      guard publishable else {
        return delegate?.netService(self, didNotPublish: error(.badArgumentError)) ?? ()
      }
      guard registry.publish(self) else {
        return delegate?.netService(self, didNotPublish: error(.collisionError)) ?? ()
      }
      delegate?.netServiceDidPublish(self)
    }
  }

  @available(iOS, introduced: 2.0, deprecated: 2.0, message: "Not supported")
  @available(macOS, introduced: 10.2, deprecated: 10.4, message: "Not supported")
  open func resolve() { resolve(withTimeout: 5) }

  /// Resolves the service: `netServiceWillResolve(_:)` at once; in a later turn, when a service
  /// of the same name, type and domain is published in the runtime, its host, port, addresses
  /// and TXT record and `netServiceDidResolveAddress(_:)`; otherwise, once `timeout` seconds of
  /// virtual time passed, `netService(_:didNotResolve:)` with ``ErrorCode/timeoutError`` (OF-9.2).
  open func resolve(withTimeout timeout: TimeInterval) {
    delegate?.netServiceWillResolve(self)
    resolving = true
    let registry = ServiceRegistry.of(runtime)
    runtime.enqueueOnMainQueue { [self] in
      guard resolving else { return }
      guard let published = registry.service(named: name, type: type, domain: domain) else {
        let deadline = runtime.nanoseconds + Int64((max(timeout, 0) * 1e9).rounded(.up))
        return runtime.schedule(atNanoseconds: deadline) { [self] in
          guard resolving else { return }
          resolving = false
          delegate?.netService(self, didNotResolve: error(.timeoutError))
        }
      }
      resolving = false
      (hostName, port) = (ServiceRegistry.hostName, published.port)
      addresses = [ServiceRegistry.loopbackAddress(port: published.port)]
      txtRecord = published.txtRecord
      delegate?.netServiceDidResolveAddress(self)
    }
  }

  /// Stops publishing or resolving: a published service leaves the runtime, and the delegate
  /// hears `netServiceDidStop(_:)`.
  open func stop() {
    resolving = false
    ServiceRegistry.of(runtime).withdraw(self)
    delegate?.netServiceDidStop(self)
  }

  /// The TXT record; nil until set or resolved.
  open func txtRecordData() -> Data? { txtRecord }

  /// Sets the TXT record (nil removes it); always succeeds.
  @discardableResult
  open func setTXTRecord(_ recordData: Data?) -> Bool {
    txtRecord = recordData
    return true
  }

  open func startMonitoring() {}
  open func stopMonitoring() {}

  /// The key-value pairs of a TXT record: each string is a length byte then `key=value`; a
  /// string without `=` is a key with empty data.
  open class func dictionary(fromTXTRecord txtData: Data) -> [String: Data] {
    var result: [String: Data] = [:]
    var index = txtData.startIndex
    while index < txtData.endIndex {
      let length = Int(txtData[index])
      let start = txtData.index(after: index)
      let end = min(txtData.endIndex, start + length)
      let entry = txtData[start..<end]
      if let equals = entry.firstIndex(of: UInt8(ascii: "=")) {
        let key = String(decoding: entry[entry.startIndex..<equals], as: UTF8.self)
        if !key.isEmpty, result[key] == nil { result[key] = Data(entry[(equals + 1)...]) }
      } else if !entry.isEmpty {
        let key = String(decoding: entry, as: UTF8.self)
        if result[key] == nil { result[key] = Data() }
      }
      index = end
    }
    return result
  }

  /// A TXT record of `txtDictionary`, its keys in ascending order.
  open class func data(fromTXTRecord txtDictionary: [String: Data]) -> Data {
    var record = Data()
    for (key, value) in txtDictionary.sorted(by: { $0.key < $1.key }) {
      let entry = Data(key.utf8) + Data("=".utf8) + value
      record.append(UInt8(min(entry.count, 255)))
      record.append(entry.prefix(255))
    }
    return record
  }

  private func error(_ code: ErrorCode) -> [String: NSNumber] {
    [
      NetService.errorCode: NSNumber(value: code.rawValue),
      NetService.errorDomain: NSNumber(value: 10),
    ]
  }
}

/// Finds the services published on the network (Foundation's `NetServiceBrowser`); headless,
/// those published in the runtime current when the browser was made (OF-9.2).
@available(
  iOS, introduced: 2.0, deprecated: 100000, message: "Use nw_browser_t in Network framework instead"
)
@available(
  macOS, introduced: 10.2, deprecated: 100000,
  message: "Use nw_browser_t in Network framework instead"
)
open class NetServiceBrowser: NSObject {
  let runtime: Runtime
  /// Told what the search finds; not retained (Apple's is `unowned(unsafe)`).
  open weak var delegate: (any NetServiceBrowserDelegate)?
  open var includesPeerToPeer = false
  private var searching = false
  private var search = 0

  public override init() {
    runtime = Runtime.current
    super.init()
  }

  open func schedule(in aRunLoop: RunLoop, forMode mode: RunLoop.Mode) {}
  open func remove(from aRunLoop: RunLoop, forMode mode: RunLoop.Mode) {}

  /// Searches for domains: finds `local.` (OF-9.2).
  open func searchForBrowsableDomains() { start { [self] in findDomain() } }
  /// Searches for registration domains: finds `local.` (OF-9.2).
  open func searchForRegistrationDomains() { start { [self] in findDomain() } }

  /// Searches for services of `type` in `domainString` (`""` or `local.`: every published
  /// one): `netServiceBrowserWillSearch(_:)` at once, then in a later turn
  /// `netServiceBrowser(_:didFind:moreComing:)` for each service of that type published in the
  /// runtime, in publishing order, `moreComing` false for the last (OF-9.2).
  open func searchForServices(ofType type: String, inDomain domainString: String) {
    start { [self] in
      let found = ServiceRegistry.of(runtime).services(ofType: type, domain: domainString)
      for (index, service) in found.enumerated() {
        let copy = NetService(
          runtime: runtime, domain: service.domain.isEmpty ? "local." : service.domain,
          type: service.type, name: service.name, port: nil)
        delegate?.netServiceBrowser(self, didFind: copy, moreComing: index < found.count - 1)
      }
    }
  }

  /// Stops the search: the delegate hears `netServiceBrowserDidStopSearch(_:)` when one was
  /// running, and results not yet delivered are dropped.
  open func stop() {
    guard searching else { return }
    searching = false
    search += 1
    delegate?.netServiceBrowserDidStopSearch(self)
  }

  private func start(_ deliver: @escaping () -> Void) {
    guard !searching else {
      let code = NSNumber(value: NetService.ErrorCode.activityInProgress.rawValue)
      delegate?.netServiceBrowser(
        self,
        didNotSearch: [NetService.errorCode: code, NetService.errorDomain: NSNumber(value: 10)])
      return
    }
    searching = true
    search += 1
    let current = search
    delegate?.netServiceBrowserWillSearch(self)
    runtime.enqueueOnMainQueue { [self] in
      guard searching, search == current else { return }
      deliver()
    }
  }

  private func findDomain() {
    delegate?.netServiceBrowser(self, didFindDomain: "local.", moreComing: false)
  }
}
