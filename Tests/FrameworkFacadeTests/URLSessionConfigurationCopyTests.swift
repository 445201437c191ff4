import Foundation
import HeadlessFoundation
import Testing

/// A configuration's copy (Docs/Semantics/OtherFrameworks.md §7, OF-7.2): every setting the
/// original has when it is copied, and none of its later changes.
@Suite struct URLSessionConfigurationCopyTests {
  @Test func aCopyKeepsEverySettingAndNotLaterChanges() throws {
    let original = URLSessionConfiguration.background(withIdentifier: "sync")
    original.requestCachePolicy = .reloadIgnoringLocalCacheData
    original.timeoutIntervalForRequest = 12
    original.timeoutIntervalForResource = 34
    original.allowsCellularAccess = false
    original.allowsExpensiveNetworkAccess = false
    original.allowsConstrainedNetworkAccess = false
    original.waitsForConnectivity = true
    original.isDiscretionary = true
    original.sharedContainerIdentifier = "group.example"
    original.sessionSendsLaunchEvents = false
    original.httpShouldUsePipelining = true
    original.httpShouldSetCookies = false
    original.httpAdditionalHeaders = ["Accept": "application/json"]
    original.httpMaximumConnectionsPerHost = 2
    original.urlCache = nil
    original.protocolClasses = nil
    let copy = try #require(original.copy(with: nil) as? URLSessionConfiguration)
    #expect(copy !== original)
    #expect(copy.identifier == "sync")
    #expect(copy.requestCachePolicy == .reloadIgnoringLocalCacheData)
    #expect(copy.timeoutIntervalForRequest == 12)
    #expect(copy.timeoutIntervalForResource == 34)
    #expect(!copy.allowsCellularAccess)
    #expect(!copy.allowsExpensiveNetworkAccess)
    #expect(!copy.allowsConstrainedNetworkAccess)
    #expect(copy.waitsForConnectivity)
    #expect(copy.isDiscretionary)
    #expect(copy.sharedContainerIdentifier == "group.example")
    #expect(!copy.sessionSendsLaunchEvents)
    #expect(copy.httpShouldUsePipelining)
    #expect(!copy.httpShouldSetCookies)
    #expect(copy.httpAdditionalHeaders?["Accept"] as? String == "application/json")
    #expect(copy.httpMaximumConnectionsPerHost == 2)
    #expect(copy.urlCache == nil)
    #expect(copy.protocolClasses == nil)
    original.timeoutIntervalForRequest = 99
    original.httpAdditionalHeaders = nil
    #expect(copy.timeoutIntervalForRequest == 12)
    #expect(copy.httpAdditionalHeaders?.count == 1)
  }
}
