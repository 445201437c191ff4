import Foundation
import HeadlessFoundation
import Runtime
import Testing

private final class Watcher: NetServiceDelegate, NetServiceBrowserDelegate {
  var events: [String] = []
  var found: [NetService] = []
  func netServiceWillPublish(_ sender: NetService) { events.append("will publish \(sender.name)") }
  func netServiceDidPublish(_ sender: NetService) { events.append("published \(sender.name)") }
  func netService(_ sender: NetService, didNotPublish errorDict: [String: NSNumber]) {
    events.append("not published \(errorDict[NetService.errorCode]?.intValue ?? 0)")
  }
  func netServiceDidResolveAddress(_ sender: NetService) {
    events.append("resolved \(sender.name) \(sender.hostName ?? "-") \(sender.port)")
  }
  func netService(_ sender: NetService, didNotResolve errorDict: [String: NSNumber]) {
    events.append("not resolved \(errorDict[NetService.errorCode]?.intValue ?? 0)")
  }
  func netServiceBrowserWillSearch(_ browser: NetServiceBrowser) { events.append("will search") }
  func netServiceBrowserDidStopSearch(_ browser: NetServiceBrowser) { events.append("stopped") }
  func netServiceBrowser(
    _ browser: NetServiceBrowser, didFind service: NetService, moreComing: Bool
  ) {
    events.append("found \(service.name) \(service.domain) more \(moreComing)")
    found.append(service)
  }
}

/// Bonjour offline (Docs/Semantics/OtherFrameworks.md OF-9.2).
@MainActor
struct NetServiceTests {
  @Test func aBrowserFindsAndResolvesOnlyWhatTheRuntimePublished() {
    Runtime.withNew { runtime in
      let watcher = Watcher()
      let printer = NetService(domain: "", type: "_ipp._tcp.", name: "Printer", port: 631)
      printer.delegate = watcher
      printer.setTXTRecord(NetService.data(fromTXTRecord: ["path": Data("/jobs".utf8)]))
      printer.publish()
      let other = NetService(domain: "", type: "_ipp._tcp.", name: "Printer", port: 632)
      other.delegate = watcher
      other.publish()
      NetService(domain: "local.", type: "_http._tcp.", name: "Web", port: 80).publish()
      runtime.advance(frames: 0)
      #expect(
        watcher.events == [
          "will publish Printer", "will publish Printer", "published Printer",
          "not published -72001",
        ])
      watcher.events = []

      let browser = NetServiceBrowser()
      browser.delegate = watcher
      browser.searchForServices(ofType: "_ipp._tcp", inDomain: "")
      #expect(watcher.events == ["will search"])
      runtime.advance(frames: 0)
      #expect(watcher.events == ["will search", "found Printer local. more false"])
      let found = watcher.found[0]
      #expect(found.port == -1 && found.addresses == nil)
      found.delegate = watcher
      found.resolve(withTimeout: 5)
      runtime.advance(frames: 0)
      #expect(watcher.events.last == "resolved Printer screenlab.local. 631")
      #expect(found.addresses?.first?.count == 16)
      let txt = found.txtRecordData().map(NetService.dictionary(fromTXTRecord:))
      #expect(txt?["path"] == Data("/jobs".utf8))
      browser.stop()
      browser.stop()
      #expect(watcher.events.last == "stopped")
      #expect(watcher.events.filter { $0 == "stopped" }.count == 1)
    }
  }

  @Test func aServiceNobodyPublishedTimesOutAndOneWithoutAPortCannotPublish() {
    Runtime.withNew { runtime in
      let watcher = Watcher()
      let missing = NetService(domain: "local.", type: "_ssh._tcp.", name: "Ghost")
      missing.delegate = watcher
      missing.resolve(withTimeout: 2)
      runtime.advance(by: 1.5)
      #expect(watcher.events.isEmpty)
      runtime.advance(by: 1)
      #expect(watcher.events == ["not resolved -72007"])
      missing.publish()
      runtime.advance(frames: 0)
      #expect(watcher.events.last == "not published -72004")
    }
  }

  @Test func txtRecordsAreLengthPrefixedKeyValueStrings() {
    let data = NetService.data(fromTXTRecord: ["b": Data("2".utf8), "a": Data()])
    #expect(Array(data) == [2, 97, 61, 3, 98, 61, 50])
    let parsed = NetService.dictionary(
      fromTXTRecord: Data([3, 107, 61, 118, 4, 102, 108, 97, 103]))
    #expect(parsed == ["k": Data("v".utf8), "flag": Data()])
  }

  @Test func autoreleasepoolRunsItsBodyOnceAndRethrows() throws {
    var runs = 0
    let value = autoreleasepool { () -> Int in
      runs += 1
      return 7
    }
    #expect(value == 7 && runs == 1)
    struct Failure: Error {}
    #expect(throws: Failure.self) { try autoreleasepool { throw Failure() } }
  }

  @Test func aTimerMadeWithoutArgumentsIsNotScheduled() {
    Runtime.withNew { runtime in
      let timer = Timer()
      #expect(timer.isValid && timer.timeInterval == 0)
      runtime.advance(by: 1)
      timer.invalidate()
      #expect(!timer.isValid)
    }
  }
}
