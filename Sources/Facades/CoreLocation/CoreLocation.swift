// `import CoreLocation` on a platform without Apple's Core Location (Linux): coordinates,
// locations and a location manager that reads no sensor — it delivers a location or an
// authorization only when a test hands it one (Docs/Semantics/OtherFrameworks.md §3).
// Declared in Package.swift only where the platform has no framework of this name.
import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationDirection = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationSpeedAccuracy = Double
public typealias CLLocationDirectionAccuracy = Double

public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A latitude and a longitude, in degrees.
public struct CLLocationCoordinate2D: Sendable {
  public var latitude: CLLocationDegrees
  public var longitude: CLLocationDegrees
  public init() {
    latitude = 0
    longitude = 0
  }
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// Whether `coord` lies within ±90° latitude and ±180° longitude (OF-3.1).
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
  abs(coord.latitude) <= 90 && abs(coord.longitude) <= 180
}

public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// A location: a coordinate with its accuracy, altitude and the time it was taken.
open class CLLocation: NSObject, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let altitude: CLLocationDistance
  public let horizontalAccuracy: CLLocationAccuracy
  public let verticalAccuracy: CLLocationAccuracy
  public let course: CLLocationDirection
  public let speed: CLLocationSpeed
  public let timestamp: Date

  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection = -1,
    speed: CLLocationSpeed = -1, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    horizontalAccuracy = hAccuracy
    verticalAccuracy = vAccuracy
    self.course = course
    self.speed = speed
    self.timestamp = timestamp
  }

  /// A location at a coordinate, its time the reference date (no clock is read; OF-3.1).
  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
      horizontalAccuracy: 0, verticalAccuracy: -1,
      timestamp: Date(timeIntervalSinceReferenceDate: 0))
  }

  /// The great-circle distance in metres, on a sphere of the Earth's mean radius (OF-3.1) [U].
  open func distance(from location: CLLocation) -> CLLocationDistance {
    let radians = Double.pi / 180
    let lat1 = coordinate.latitude * radians
    let lat2 = location.coordinate.latitude * radians
    let dLat = lat2 - lat1
    let dLon = (location.coordinate.longitude - coordinate.longitude) * radians
    let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * 6_371_008.8 * atan2(sqrt(a), sqrt(1 - a))
  }
}

/// A compass heading.
open class CLHeading: NSObject, @unchecked Sendable {
  public let magneticHeading: CLLocationDirection
  public let trueHeading: CLLocationDirection
  public let headingAccuracy: CLLocationDirection
  public let timestamp: Date

  /// A heading for a test to hand a manager (a headless addition: Apple's come from the
  /// compass).
  public init(
    magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection,
    headingAccuracy: CLLocationDirection = 0,
    timestamp: Date = Date(timeIntervalSinceReferenceDate: 0)
  ) {
    self.magneticHeading = magneticHeading
    self.trueHeading = trueHeading
    self.headingAccuracy = headingAccuracy
    self.timestamp = timestamp
  }
}

/// A region a manager can monitor.
open class CLRegion: NSObject, @unchecked Sendable {
  public let identifier: String
  public init(identifier: String) { self.identifier = identifier }
}

/// A circle on the Earth.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
  public let center: CLLocationCoordinate2D
  public let radius: CLLocationDistance
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
    self.center = center
    self.radius = radius
    super.init(identifier: identifier)
  }
}

/// The most significant value of a beacon's identity (OF-3.4).
public typealias CLBeaconMajorValue = UInt16
/// The least significant value of a beacon's identity (OF-3.4).
public typealias CLBeaconMinorValue = UInt16

/// The region of Bluetooth beacons with a UUID, and a major and minor value when given
/// (OF-3.4).
open class CLBeaconRegion: CLRegion, @unchecked Sendable {
  /// The beacons' UUID.
  public let uuid: UUID
  /// The major value the beacons must have; nil for any.
  public let major: NSNumber?
  /// The minor value the beacons must have; nil for any.
  public let minor: NSNumber?
  /// Whether entering the region is reported when the display turns on (false by default).
  open var notifyEntryStateOnDisplay = false

  public init(uuid: UUID, identifier: String) {
    self.uuid = uuid
    major = nil
    minor = nil
    super.init(identifier: identifier)
  }
  public init(uuid: UUID, major: CLBeaconMajorValue, identifier: String) {
    self.uuid = uuid
    self.major = NSNumber(value: major)
    minor = nil
    super.init(identifier: identifier)
  }
  public init(
    uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue, identifier: String
  ) {
    self.uuid = uuid
    self.major = NSNumber(value: major)
    self.minor = NSNumber(value: minor)
    super.init(identifier: identifier)
  }

  @available(iOS, introduced: 7.0, deprecated: 13.0, renamed: "init(uuid:identifier:)")
  public convenience init(proximityUUID: UUID, identifier: String) {
    self.init(uuid: proximityUUID, identifier: identifier)
  }
  @available(iOS, introduced: 7.0, deprecated: 13.0, renamed: "init(uuid:major:identifier:)")
  public convenience init(proximityUUID: UUID, major: CLBeaconMajorValue, identifier: String) {
    self.init(uuid: proximityUUID, major: major, identifier: identifier)
  }
  @available(
    iOS, introduced: 7.0, deprecated: 13.0, renamed: "init(uuid:major:minor:identifier:)"
  )
  public convenience init(
    proximityUUID: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue, identifier: String
  ) {
    self.init(uuid: proximityUUID, major: major, minor: minor, identifier: identifier)
  }

  /// The beacons' UUID, by its name before iOS 13.
  @available(iOS, introduced: 7.0, deprecated: 13.0, renamed: "uuid")
  public var proximityUUID: UUID { uuid }

  /// The data a peripheral manager advertises to act as a beacon of this region. Its keys are
  /// private to Core Location; headless the dictionary is empty, and a peripheral manager
  /// advertises nothing (OF-3.4, OF-20.2).
  open func peripheralData(withMeasuredPower measuredPower: NSNumber?) -> NSMutableDictionary {
    NSMutableDictionary()
  }
}

/// What the app may do with the user's location.
public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorizedAlways = 3
  case authorizedWhenInUse = 4

  @available(
    iOS, introduced: 2.0, deprecated: 8.0, message: "Use kCLAuthorizationStatusAuthorizedAlways"
  )
  public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// The domain of Core Location's errors.
public let kCLErrorDomain = "kCLErrorDomain"

/// Core Location's errors, in the domain ``kCLErrorDomain`` with the code's raw value
/// (OF-3.3).
public struct CLError: Error, Sendable, CustomNSError {
  public enum Code: Int, Sendable {
    case locationUnknown = 0
    case denied = 1
    case network = 2
    case headingFailure = 3
    case regionMonitoringDenied = 4
    case regionMonitoringFailure = 5
    case regionMonitoringSetupDelayed = 6
    case regionMonitoringResponseDelayed = 7
    case geocodeFoundNoResult = 8
    case geocodeFoundPartialResult = 9
    case geocodeCanceled = 10
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { kCLErrorDomain }
  public var errorCode: Int { code.rawValue }

  public static var locationUnknown: CLError.Code { .locationUnknown }
  public static var denied: CLError.Code { .denied }
  public static var network: CLError.Code { .network }
  public static var geocodeFoundNoResult: CLError.Code { .geocodeFoundNoResult }
  public static var geocodeFoundPartialResult: CLError.Code { .geocodeFoundPartialResult }
  public static var geocodeCanceled: CLError.Code { .geocodeCanceled }
}

/// What a location manager tells its delegate. Every method is optional, as in Apple's
/// protocol (declared `@objc optional` there; here with empty default implementations).
public protocol CLLocationManagerDelegate: AnyObject {
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
  public func locationManager(
    _ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]
  ) {}
  public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
  {
  }
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  public func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
  ) {}
}

/// A location manager that reads no sensor and asks no user: its status stays
/// `notDetermined` and it delivers nothing until a test hands it an authorization, locations
/// or a heading (OF-3.2).
open class CLLocationManager: NSObject {
  open weak var delegate: (any CLLocationManagerDelegate)?
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  open var headingFilter: CLLocationDegrees = 1
  open var allowsBackgroundLocationUpdates = false
  open var pausesLocationUpdatesAutomatically = true
  open var showsBackgroundLocationIndicator = false
  /// The last location delivered; nil until one is.
  open private(set) var location: CLLocation?
  /// The last heading delivered; nil until one is.
  open private(set) var heading: CLHeading?
  /// Whether ``startUpdatingLocation()`` is in effect.
  public private(set) var isUpdatingLocation = false
  /// Whether ``startUpdatingHeading()`` is in effect.
  public private(set) var isUpdatingHeading = false
  /// How many times the app asked for authorization (`requestWhenInUseAuthorization()`,
  /// `requestAlwaysAuthorization()`): a headless addition, for tests.
  public private(set) var authorizationRequests = 0

  private var status: CLAuthorizationStatus = .notDetermined
  /// Whether the updates are `requestLocation()`'s single one.
  private var singleRequest = false

  public override init() {}

  /// The app's authorization: `notDetermined` until a test sets another (OF-3.2).
  @available(iOS 14.0, macOS 11.0, *)
  open var authorizationStatus: CLAuthorizationStatus { status }

  @available(iOS, introduced: 4.2, deprecated: 14.0)
  open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }

  /// Whether location services are on: `true`, as on a phone with them on; no location comes
  /// all the same (OF-3.2).
  open class func locationServicesEnabled() -> Bool { true }
  open class func headingAvailable() -> Bool { false }
  open class func significantLocationChangeMonitoringAvailable() -> Bool { false }
  open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { false }
  open class func isRangingAvailable() -> Bool { false }

  /// Asks for authorization: nobody answers headless; the status stays until a test sets it.
  open func requestWhenInUseAuthorization() { authorizationRequests += 1 }
  open func requestAlwaysAuthorization() { authorizationRequests += 1 }

  open func startUpdatingLocation() { isUpdatingLocation = true }
  open func stopUpdatingLocation() {
    isUpdatingLocation = false
    singleRequest = false
  }
  open func startUpdatingHeading() { isUpdatingHeading = true }
  open func stopUpdatingHeading() { isUpdatingHeading = false }
  /// Asks for one location: it comes only when a test delivers one, and then the manager
  /// stops, as Apple's does after the one location.
  open func requestLocation() {
    if !isUpdatingLocation { singleRequest = true }
    isUpdatingLocation = true
  }
  open func startMonitoringSignificantLocationChanges() {}
  open func stopMonitoringSignificantLocationChanges() {}

  // MARK: Headless additions: what a device's sensors and user would provide

  /// Sets the authorization, as the user's answer would, and tells the delegate with both
  /// of Apple's callbacks (the iOS 14 one first).
  public func setAuthorizationStatus(_ newStatus: CLAuthorizationStatus) {
    guard newStatus != status else { return }
    status = newStatus
    delegate?.locationManagerDidChangeAuthorization(self)
    delegate?.locationManager(self, didChangeAuthorization: newStatus)
  }

  /// Delivers locations, as the GPS would: when the manager is updating (after
  /// ``startUpdatingLocation()`` or ``requestLocation()``), ``location`` becomes the last one and
  /// the delegate receives them; otherwise nothing happens. Returns whether they were
  /// delivered.
  @discardableResult
  public func deliver(_ locations: [CLLocation]) -> Bool {
    guard isUpdatingLocation, let last = locations.last else { return false }
    location = last
    let single = singleRequest
    if single { stopUpdatingLocation() }
    delegate?.locationManager(self, didUpdateLocations: single ? [last] : locations)
    return true
  }

  /// Delivers a heading, as the compass would, when the manager is updating headings.
  @discardableResult
  public func deliver(_ heading: CLHeading) -> Bool {
    guard isUpdatingHeading else { return false }
    self.heading = heading
    delegate?.locationManager(self, didUpdateHeading: heading)
    return true
  }
}
