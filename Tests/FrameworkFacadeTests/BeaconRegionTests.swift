import CoreLocation
import Foundation
import Testing

// Beacon regions (Docs/Semantics/OtherFrameworks.md OF-3.4).

@Suite struct BeaconRegionTests {
  let id = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xA1))

  @Test func aRegionKeepsItsIdentityAndOnlyTheValuesGiven() {
    let any = CLBeaconRegion(uuid: id, identifier: "all")
    #expect(any.uuid == id)
    #expect(any.major == nil && any.minor == nil)
    #expect(any.identifier == "all")
    let major: CLBeaconMajorValue = 65535
    let one = CLBeaconRegion(uuid: id, major: major, identifier: "hall")
    #expect(one.major?.uint16Value == 65535)
    #expect(one.minor == nil)
    let both = CLBeaconRegion(uuid: id, major: 123, minor: 456, identifier: "desk")
    #expect(both.major?.intValue == 123)
    #expect(both.minor?.intValue == 456)
    #expect(!both.notifyEntryStateOnDisplay)
  }

  @Test func theNamesBeforeIOS13AreTheSameRegion() {
    let minor: CLBeaconMinorValue = 7
    let region = CLBeaconRegion(proximityUUID: id, major: 1, minor: minor, identifier: "old")
    #expect(region.proximityUUID == id)
    #expect(region.uuid == id)
    #expect(region.minor?.intValue == 7)
    #expect(CLBeaconRegion(proximityUUID: id, major: 2, identifier: "m").major?.intValue == 2)
    #expect(CLBeaconRegion(proximityUUID: id, identifier: "u").major == nil)
    // The advertisement's keys are Core Location's own: nothing headless.
    #expect(region.peripheralData(withMeasuredPower: nil).count == 0)
  }
}
