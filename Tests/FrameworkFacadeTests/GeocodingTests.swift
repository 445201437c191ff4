import CoreLocation
import Foundation
import Runtime
import Synchronization
import Testing

/// What a completion handler saw, in order.
private final class Heard: Sendable {
  private let lines = Mutex<[String]>([])
  func note(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}

private func describe(_ placemarks: [CLPlacemark]?, _ error: (any Error)?) -> String {
  if let error = error as? CLError { return "error \(error.code.rawValue)" }
  return (placemarks ?? []).map { $0.locality ?? "?" }.joined(separator: ",")
}

/// Geocoding offline (Docs/Semantics/OtherFrameworks.md OF-3.3).
@MainActor
struct GeocodingTests {
  @Test func aRequestWithoutAnAnswerFailsWithTheNetworkErrorInALaterTurn() {
    Runtime.withNew { runtime in
      let heard = Heard()
      let geocoder = CLGeocoder()
      geocoder.geocodeAddressString("1 Infinite Loop") { heard.note(describe($0, $1)) }
      #expect(geocoder.isGeocoding)
      #expect(heard.all.isEmpty)  // never inline
      runtime.advance(frames: 0)
      #expect(heard.all == ["error 2"])
      #expect(!geocoder.isGeocoding)
      let error = CLError(.network) as NSError
      #expect(error.domain == kCLErrorDomain && error.code == 2)
    }
  }

  @Test func cannedAnswersArriveAfterTheirDelayAndMatchNearbyLocations() {
    Runtime.withNew { runtime in
      let fixtures = GeocodingFixtures.of(runtime)
      let galata = CLLocationCoordinate2D(latitude: 41.0256, longitude: 28.9741)
      fixtures.answer(
        address: "Galata Tower",
        with: [
          CLPlacemark(
            location: CLLocation(latitude: 41.0256, longitude: 28.9741), locality: "Istanbul")
        ],
        after: 0.5)
      fixtures.answer(
        near: galata, radius: 200, with: [CLPlacemark(location: nil, locality: "Beyoglu")])
      fixtures.answer(address: "Nowhere", with: [])
      let heard = Heard()
      let geocoder = CLGeocoder()
      geocoder.geocodeAddressString("  galata tower ") { heard.note("forward " + describe($0, $1)) }
      // About 110 m north of the canned coordinate: within its radius.
      geocoder.reverseGeocodeLocation(CLLocation(latitude: 41.0266, longitude: 28.9741)) {
        heard.note("near " + describe($0, $1))
      }
      geocoder.reverseGeocodeLocation(CLLocation(latitude: 41.05, longitude: 28.9741)) {
        heard.note("far " + describe($0, $1))
      }
      geocoder.geocodeAddressString("Nowhere") { heard.note("none " + describe($0, $1)) }
      runtime.advance(frames: 0)
      #expect(heard.all == ["near Beyoglu", "far error 2", "none error 8"])
      runtime.advance(by: 0.5)
      #expect(heard.all.last == "forward Istanbul")
      #expect(fixtures.requests.first == "address   galata tower ")
    }
  }

  @Test func cancellingCompletesPendingRequestsWithGeocodeCanceled() {
    Runtime.withNew { runtime in
      GeocodingFixtures.of(runtime).answer(
        address: "Later", with: [CLPlacemark(location: nil)], after: 2)
      let heard = Heard()
      let geocoder = CLGeocoder()
      geocoder.geocodeAddressString("Later") { heard.note(describe($0, $1)) }
      geocoder.cancelGeocode()
      #expect(!geocoder.isGeocoding)
      runtime.advance(by: 3)
      #expect(heard.all == ["error 10"])
    }
  }

  @Test func theAsyncFormsResumeOnTheVirtualClock() {
    Runtime.withNew { runtime in
      GeocodingFixtures.of(runtime).answer(
        address: "Ankara", with: [CLPlacemark(location: nil, locality: "Ankara")], after: 0.25)
      let heard = Heard()
      Task { @MainActor in
        let places = try await CLGeocoder().geocodeAddressString("Ankara")
        heard.note("\(places.first?.locality ?? "-") \(runtime.now)")
        do {
          _ = try await CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 0, longitude: 0))
        } catch let error as CLError {
          heard.note("offline \(error.code == .network)")
        }
      }
      runtime.advance(by: 1)
      #expect(heard.all == ["Ankara 0.25", "offline true"])
    }
  }
}
