// The delegates of Bonjour services and browsers, and the runtime's registry of published
// services (Docs/Semantics/OtherFrameworks.md OF-9.2).
import Foundation
import Runtime

/// What a service tells its delegate; every method is optional, as Apple's (`@objc optional`
/// there; empty default implementations here).
public protocol NetServiceDelegate: AnyObject {
  func netServiceWillPublish(_ sender: NetService)
  func netServiceDidPublish(_ sender: NetService)
  func netService(_ sender: NetService, didNotPublish errorDict: [String: NSNumber])
  func netServiceWillResolve(_ sender: NetService)
  func netServiceDidResolveAddress(_ sender: NetService)
  func netService(_ sender: NetService, didNotResolve errorDict: [String: NSNumber])
  func netServiceDidStop(_ sender: NetService)
  func netService(_ sender: NetService, didUpdateTXTRecord data: Data)
  @available(iOS 7.0, macOS 10.9, *)
  func netService(
    _ sender: NetService, didAcceptConnectionWith inputStream: InputStream,
    outputStream: OutputStream)
}

extension NetServiceDelegate {
  public func netServiceWillPublish(_ sender: NetService) {}
  public func netServiceDidPublish(_ sender: NetService) {}
  public func netService(_ sender: NetService, didNotPublish errorDict: [String: NSNumber]) {}
  public func netServiceWillResolve(_ sender: NetService) {}
  public func netServiceDidResolveAddress(_ sender: NetService) {}
  public func netService(_ sender: NetService, didNotResolve errorDict: [String: NSNumber]) {}
  public func netServiceDidStop(_ sender: NetService) {}
  public func netService(_ sender: NetService, didUpdateTXTRecord data: Data) {}
  public func netService(
    _ sender: NetService, didAcceptConnectionWith inputStream: InputStream,
    outputStream: OutputStream
  ) {}
}

/// What a browser tells its delegate; every method is optional, as Apple's.
public protocol NetServiceBrowserDelegate: AnyObject {
  func netServiceBrowserWillSearch(_ browser: NetServiceBrowser)
  func netServiceBrowserDidStopSearch(_ browser: NetServiceBrowser)
  func netServiceBrowser(_ browser: NetServiceBrowser, didNotSearch errorDict: [String: NSNumber])
  func netServiceBrowser(
    _ browser: NetServiceBrowser, didFindDomain domainString: String, moreComing: Bool)
  func netServiceBrowser(
    _ browser: NetServiceBrowser, didFind service: NetService, moreComing: Bool)
  func netServiceBrowser(
    _ browser: NetServiceBrowser, didRemoveDomain domainString: String, moreComing: Bool)
  func netServiceBrowser(
    _ browser: NetServiceBrowser, didRemove service: NetService, moreComing: Bool)
}

extension NetServiceBrowserDelegate {
  public func netServiceBrowserWillSearch(_ browser: NetServiceBrowser) {}
  public func netServiceBrowserDidStopSearch(_ browser: NetServiceBrowser) {}
  public func netServiceBrowser(
    _ browser: NetServiceBrowser, didNotSearch errorDict: [String: NSNumber]
  ) {}
  public func netServiceBrowser(
    _ browser: NetServiceBrowser, didFindDomain domainString: String, moreComing: Bool
  ) {}
  public func netServiceBrowser(
    _ browser: NetServiceBrowser, didFind service: NetService, moreComing: Bool
  ) {}
  public func netServiceBrowser(
    _ browser: NetServiceBrowser, didRemoveDomain domainString: String, moreComing: Bool
  ) {}
  public func netServiceBrowser(
    _ browser: NetServiceBrowser, didRemove service: NetService, moreComing: Bool
  ) {}
}

/// The services published in a runtime, in publishing order: the whole Bonjour network a
/// headless program sees (OF-9.2).
final class ServiceRegistry {
  /// The host name a resolved service reports.
  static let hostName = "screenlab.local."

  private var published: [NetService] = []

  static func of(_ runtime: Runtime) -> ServiceRegistry {
    runtime.component(ServiceRegistry.self) { _ in ServiceRegistry() }
  }

  /// Adds `service`; false when another service of its type and domain has its name.
  func publish(_ service: NetService) -> Bool {
    if published.contains(where: { $0 === service }) { return true }
    guard self.service(named: service.name, type: service.type, domain: service.domain) == nil
    else { return false }
    published.append(service)
    return true
  }

  func withdraw(_ service: NetService) { published.removeAll { $0 === service } }

  func service(named name: String, type: String, domain: String) -> NetService? {
    published.first {
      $0.name == name && Self.sameType($0.type, type) && Self.sameDomain($0.domain, domain)
    }
  }

  func services(ofType type: String, domain: String) -> [NetService] {
    published.filter { Self.sameType($0.type, type) && Self.sameDomain($0.domain, domain) }
  }

  /// Types compare without their trailing dot (`_http._tcp` and `_http._tcp.` are one).
  private static func sameType(_ a: String, _ b: String) -> Bool {
    a.lowercased().trimmingCharacters(in: ["."]) == b.lowercased().trimmingCharacters(in: ["."])
  }

  /// The empty domain is the default one, `local.`.
  private static func sameDomain(_ a: String, _ b: String) -> Bool {
    func normal(_ domain: String) -> String {
      let trimmed = domain.lowercased().trimmingCharacters(in: ["."])
      return trimmed.isEmpty ? "local" : trimmed
    }
    return normal(a) == normal(b)
  }

  /// A `sockaddr_in` for 127.0.0.1 and `port`, as this platform lays it out: the family
  /// (`AF_INET`, 2) in host byte order, the port in network order, the address, eight zeros.
  static func loopbackAddress(port: Int) -> Data {
    let family = UInt16(2)
    let portValue = UInt16(truncatingIfNeeded: port)
    var bytes: [UInt8] = [UInt8(family & 0xff), UInt8(family >> 8)]
    bytes += [UInt8(portValue >> 8), UInt8(portValue & 0xff), 127, 0, 0, 1]
    bytes += [UInt8](repeating: 0, count: 8)
    return Data(bytes)
  }
}
