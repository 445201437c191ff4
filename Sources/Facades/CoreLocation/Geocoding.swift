// Geocoding offline (Docs/Semantics/OtherFrameworks.md OF-3.3): `CLGeocoder` asks no server;
// it answers from the canned placemarks a test gives the runtime's `GeocodingFixtures`, on the
// virtual clock, and fails as a phone without a network does otherwise.
import Foundation
import Runtime

/// A user-readable description of a place (Core Location's `CLPlacemark`).
open class CLPlacemark: NSObject {
  open private(set) var location: CLLocation?
  open private(set) var region: CLRegion?
  open private(set) var timeZone: TimeZone?
  open private(set) var name: String?
  open private(set) var thoroughfare: String?
  open private(set) var subThoroughfare: String?
  open private(set) var locality: String?
  open private(set) var subLocality: String?
  open private(set) var administrativeArea: String?
  open private(set) var subAdministrativeArea: String?
  open private(set) var postalCode: String?
  open private(set) var isoCountryCode: String?
  open private(set) var country: String?
  open private(set) var inlandWater: String?
  open private(set) var ocean: String?
  open private(set) var areasOfInterest: [String]?

  /// A copy of `placemark`.
  public init(placemark: CLPlacemark) {
    super.init()
    copy(from: placemark)
  }

  /// A placemark for a test to give ``GeocodingFixtures`` (a headless addition: Apple's come
  /// from the geocoding server).
  public init(
    location: CLLocation?, name: String? = nil, thoroughfare: String? = nil,
    subThoroughfare: String? = nil, locality: String? = nil, subLocality: String? = nil,
    administrativeArea: String? = nil, subAdministrativeArea: String? = nil,
    postalCode: String? = nil, isoCountryCode: String? = nil, country: String? = nil,
    timeZone: TimeZone? = nil
  ) {
    self.location = location
    self.name = name
    self.thoroughfare = thoroughfare
    self.subThoroughfare = subThoroughfare
    self.locality = locality
    self.subLocality = subLocality
    self.administrativeArea = administrativeArea
    self.subAdministrativeArea = subAdministrativeArea
    self.postalCode = postalCode
    self.isoCountryCode = isoCountryCode
    self.country = country
    self.timeZone = timeZone
  }

  private func copy(from other: CLPlacemark) {
    (location, region, timeZone, name) = (other.location, other.region, other.timeZone, other.name)
    (thoroughfare, subThoroughfare) = (other.thoroughfare, other.subThoroughfare)
    (locality, subLocality) = (other.locality, other.subLocality)
    (administrativeArea, subAdministrativeArea) =
      (other.administrativeArea, other.subAdministrativeArea)
    (postalCode, isoCountryCode, country) = (other.postalCode, other.isoCountryCode, other.country)
    (inlandWater, ocean, areasOfInterest) = (other.inlandWater, other.ocean, other.areasOfInterest)
  }
}

/// What a geocoding request hands back: the placemarks, most confident first, or an error.
public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

/// Converts between coordinates and place names (Core Location's `CLGeocoder`), offline: a
/// request is answered in a later turn of the runtime current when the geocoder was made, from
/// that runtime's ``GeocodingFixtures``, and fails with `CLError(.network)` when no canned
/// answer matches (OF-3.3). The completion handler runs on the main thread, as Apple's does.
open class CLGeocoder: NSObject {
  private let runtime: Runtime
  private var pending: [Int: CLGeocodeCompletionHandler] = [:]
  private var nextRequest = 0

  public override init() {
    runtime = Runtime.current
    super.init()
  }

  /// Whether a request has not completed yet.
  open var isGeocoding: Bool { !pending.isEmpty }

  /// Looks up the places near `location`: the canned placemarks of the nearest reverse
  /// answer within its radius (OF-3.3).
  open func reverseGeocodeLocation(
    _ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    let fixtures = GeocodingFixtures.of(runtime)
    fixtures.record("reverse \(location.coordinate.latitude),\(location.coordinate.longitude)")
    submit(fixtures.reverseAnswer(for: location.coordinate), completionHandler)
  }

  /// Looks up the places near `location`, named in `locale`'s language (the locale is not
  /// used: canned placemarks have one language).
  @available(iOS 11.0, macOS 10.13, *)
  open func reverseGeocodeLocation(
    _ location: CLLocation, preferredLocale locale: Locale?,
    completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    reverseGeocodeLocation(location, completionHandler: completionHandler)
  }

  /// Looks up the places named by `addressString`: the canned placemarks for that string,
  /// compared without regard to case or surrounding white space (OF-3.3).
  open func geocodeAddressString(
    _ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    let fixtures = GeocodingFixtures.of(runtime)
    fixtures.record("address \(addressString)")
    submit(fixtures.addressAnswer(for: addressString), completionHandler)
  }

  /// Looks up `addressString`, preferring places inside `region` (the region is not used).
  open func geocodeAddressString(
    _ addressString: String, in region: CLRegion?,
    completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    geocodeAddressString(addressString, completionHandler: completionHandler)
  }

  /// Looks up `addressString` in `region`, named in `locale`'s language (neither is used).
  @available(iOS 11.0, macOS 10.13, *)
  open func geocodeAddressString(
    _ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?,
    completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    geocodeAddressString(addressString, completionHandler: completionHandler)
  }

  /// Cancels the requests that have not completed: each completes in a later turn with
  /// `CLError(.geocodeCanceled)` (OF-3.3).
  open func cancelGeocode() {
    let cancelled = pending
    pending = [:]
    for handler in cancelled.sorted(by: { $0.key < $1.key }).map(\.value) {
      runtime.enqueueOnMainQueue { handler(nil, CLError(.geocodeCanceled)) }
    }
  }

  /// Completes a request in a later turn, after the answer's delay of virtual time.
  private func submit(
    _ answer: GeocodingFixtures.Answer?, _ completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    nextRequest += 1
    let request = nextRequest
    pending[request] = completionHandler
    let finish = { [self] in
      guard let handler = pending.removeValue(forKey: request) else { return }
      guard let answer else { return handler(nil, CLError(.network)) }
      if answer.placemarks.isEmpty { return handler(nil, CLError(.geocodeFoundNoResult)) }
      handler(answer.placemarks.map { CLPlacemark(placemark: $0) }, nil)
    }
    let delay = answer?.delay ?? 0
    guard delay > 0 else { return runtime.enqueueOnMainQueue(finish) }
    runtime.schedule(
      atNanoseconds: runtime.nanoseconds + Int64((delay * 1e9).rounded(.up)), finish)
  }
}

/// The geocoding answers a runtime's geocoders give, set by a test (a headless addition: on a
/// device Apple's server answers; OF-3.3).
public final class GeocodingFixtures {
  struct Answer {
    let placemarks: [CLPlacemark]
    let delay: TimeInterval
  }

  private var addresses: [String: Answer] = [:]
  private var places: [(coordinate: CLLocationCoordinate2D, radius: Double, answer: Answer)] = []
  /// The requests the runtime's geocoders made, in order (`address …`, `reverse lat,lon`).
  public private(set) var requests: [String] = []

  /// The fixtures of `runtime`.
  public static func of(_ runtime: Runtime) -> GeocodingFixtures {
    runtime.component(GeocodingFixtures.self) { _ in GeocodingFixtures() }
  }

  /// Answers forward requests for `address` with `placemarks` (none: "no result"), `delay`
  /// seconds of virtual time after the request.
  public func answer(
    address: String, with placemarks: [CLPlacemark], after delay: TimeInterval = 0
  ) {
    addresses[Self.key(address)] = Answer(placemarks: placemarks, delay: delay)
  }

  /// Answers reverse requests within `radius` metres of `coordinate` with `placemarks`, `delay`
  /// seconds of virtual time after the request; the nearest such answer wins.
  public func answer(
    near coordinate: CLLocationCoordinate2D, radius: CLLocationDistance = 100,
    with placemarks: [CLPlacemark], after delay: TimeInterval = 0
  ) {
    places.append((coordinate, radius, Answer(placemarks: placemarks, delay: delay)))
  }

  func record(_ request: String) { requests.append(request) }

  func addressAnswer(for address: String) -> Answer? { addresses[Self.key(address)] }

  func reverseAnswer(for coordinate: CLLocationCoordinate2D) -> Answer? {
    let here = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
    return
      places
      .map { place in
        let there = CLLocation(
          latitude: place.coordinate.latitude, longitude: place.coordinate.longitude)
        return (distance: here.distance(from: there), place: place)
      }
      .filter { $0.distance <= $0.place.radius }
      .min { $0.distance < $1.distance }?.place.answer
  }

  private static func key(_ address: String) -> String {
    address.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
  }
}

extension CLGeocoder {
  /// The places near `location` (the async form of
  /// ``reverseGeocodeLocation(_:completionHandler:)``); throws the request's error.
  nonisolated(nonsending) public func reverseGeocodeLocation(_ location: CLLocation) async throws
    -> [CLPlacemark]
  {
    try await answer { reverseGeocodeLocation(location, completionHandler: $0) }
  }

  /// The places near `location`, named in `locale`'s language.
  @available(iOS 11.0, macOS 10.13, *)
  nonisolated(nonsending) public func reverseGeocodeLocation(
    _ location: CLLocation, preferredLocale locale: Locale?
  ) async throws -> [CLPlacemark] {
    try await answer {
      reverseGeocodeLocation(location, preferredLocale: locale, completionHandler: $0)
    }
  }

  /// The places named by `addressString` (the async form of
  /// ``geocodeAddressString(_:completionHandler:)``); throws the request's error.
  nonisolated(nonsending) public func geocodeAddressString(_ addressString: String) async throws
    -> [CLPlacemark]
  {
    try await answer { geocodeAddressString(addressString, completionHandler: $0) }
  }

  /// The places named by `addressString`, preferring `region`.
  nonisolated(nonsending) public func geocodeAddressString(
    _ addressString: String, in region: CLRegion?
  ) async throws -> [CLPlacemark] {
    try await answer { geocodeAddressString(addressString, in: region, completionHandler: $0) }
  }

  /// Starts a request with `start` and waits for its completion on the virtual clock.
  nonisolated(nonsending) private func answer(
    _ start: (@escaping CLGeocodeCompletionHandler) -> Void
  ) async throws -> [CLPlacemark] {
    let box = GeocodeBox()
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      start { placemarks, error in
        if let error { return continuation.resume(throwing: error) }
        box.placemarks = placemarks ?? []
        continuation.resume()
      }
    }
    return box.placemarks
  }
}

/// Hands a request's placemarks to the caller awaiting them: written in the runtime's turn
/// that completes the request, read by the caller after its continuation resumed.
private final class GeocodeBox: Sendable {
  nonisolated(unsafe) var placemarks: [CLPlacemark] = []
}
