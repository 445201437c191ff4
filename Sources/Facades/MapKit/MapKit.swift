// `import MapKit` on a platform without Apple's MapKit (Linux): regions, annotations, UIKit's
// `MKMapView` and SwiftUI's `Map`, which keep and show the region they were given and load
// no tiles (Docs/Semantics/OtherFrameworks.md §4). MapKit brings Core Location, as Apple's
// does. Declared in Package.swift only where the platform has no framework of this name.
@_exported import CoreLocation
import Foundation
import HeadlessCoreGraphics
import HeadlessSwiftUI
import HeadlessUIKit

/// The size of a region, in degrees.
public struct MKCoordinateSpan: Sendable {
  public var latitudeDelta: CLLocationDegrees
  public var longitudeDelta: CLLocationDegrees
  public init() {
    latitudeDelta = 0
    longitudeDelta = 0
  }
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A rectangle of the map: a centre and a span.
public struct MKCoordinateRegion: Sendable {
  public var center: CLLocationCoordinate2D
  public var span: MKCoordinateSpan
  public init() {
    center = CLLocationCoordinate2D()
    span = MKCoordinateSpan()
  }
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }

  /// A region of the given size in metres around `centerCoordinate`: a degree of latitude is
  /// taken as 111 320 m, a degree of longitude as that times the cosine of the latitude (OF-4.1)
  /// [U].
  public init(
    center centerCoordinate: CLLocationCoordinate2D,
    latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance
  ) {
    let metresPerDegree = 111_320.0
    let longitudeScale = max(cos(centerCoordinate.latitude * .pi / 180), 1e-9)
    self.init(
      center: centerCoordinate,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / metresPerDegree,
        longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale)))
  }
}

/// Something shown at a coordinate on a map.
public protocol MKAnnotation: AnyObject {
  var coordinate: CLLocationCoordinate2D { get }
  var title: String? { get }
  var subtitle: String? { get }
}

extension MKAnnotation {
  public var title: String? { nil }
  public var subtitle: String? { nil }
}

/// A shape on a map, with a title.
open class MKShape: NSObject {
  open var title: String?
  open var subtitle: String?
}

/// A pin at a coordinate.
open class MKPointAnnotation: MKShape, MKAnnotation {
  open var coordinate = CLLocationCoordinate2D()

  public override init() {}

  public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }

  public init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
    self.coordinate = coordinate
    super.init()
    self.title = title
    self.subtitle = subtitle
  }
}

/// The kind of map drawn.
public enum MKMapType: UInt, Sendable {
  case standard = 0
  case satellite = 1
  case hybrid = 2
  case satelliteFlyover = 3
  case hybridFlyover = 4
  case mutedStandard = 5
}

/// What an ``MKMapView`` tells its delegate. Every method is optional, as in Apple's protocol.
public protocol MKMapViewDelegate: AnyObject {
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
  /// The view for `annotation`; a headless map never asks (it shows no annotation view).
  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
  /// An annotation view was selected or deselected; never called headless.
  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
  func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
  /// A callout's accessory control was tapped; never called headless (no callout is shown).
  func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView,
    calloutAccessoryControlTapped control: UIControl)
}

extension MKMapViewDelegate {
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
  public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation)
    -> MKAnnotationView?
  { nil }
  public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
  public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
  public func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView,
    calloutAccessoryControlTapped control: UIControl
  ) {}
}

/// A map view: it keeps its region, map type and annotations and tells its delegate when the
/// region changes; it loads and draws no tiles, and its region is what it was given, not fitted
/// to its aspect ratio (OF-4.2).
open class MKMapView: UIView {
  open weak var delegate: (any MKMapViewDelegate)?
  open var mapType: MKMapType = .standard
  open var showsUserLocation = false
  open var isZoomEnabled = true
  open var isScrollEnabled = true
  open var isRotateEnabled = true
  open var isPitchEnabled = true
  open private(set) var annotations: [any MKAnnotation] = []

  /// The region shown. Setting it tells the delegate.
  open var region = MKCoordinateRegion() {
    didSet { delegate?.mapView(self, regionDidChangeAnimated: false) }
  }

  open var centerCoordinate: CLLocationCoordinate2D {
    get { region.center }
    set { region.center = newValue }
  }

  open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
    self.region = region
  }

  open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
    centerCoordinate = coordinate
  }

  open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
  open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
  open func removeAnnotation(_ annotation: any MKAnnotation) {
    annotations.removeAll { $0 === annotation }
  }
  open func removeAnnotations(_ annotations: [any MKAnnotation]) {
    for annotation in annotations { removeAnnotation(annotation) }
  }

  // MARK: Annotation views (OF-4.5)

  private var registeredViews: [String: MKAnnotationView.Type] = [:]

  /// The selected annotations: the last one ``selectAnnotation(_:animated:)`` selected.
  open var selectedAnnotations: [any MKAnnotation] = []

  /// Makes `viewClass` (an `MKAnnotationView` subclass, or nil to remove) the class of the
  /// views of `identifier`.
  @available(iOS 11.0, *)
  open func register(
    _ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String
  ) {
    registeredViews[identifier] = viewClass.flatMap { $0 as? MKAnnotationView.Type }
  }

  /// A waiting view of `identifier`: always nil headless, as the map shows no view to reuse.
  open func dequeueReusableAnnotationView(withIdentifier identifier: String)
    -> MKAnnotationView?
  { nil }

  /// A new view of the class registered for `identifier`, showing `annotation`.
  ///
  /// - Precondition: a class is registered for `identifier` (Apple's map raises an exception).
  @available(iOS 11.0, *)
  open func dequeueReusableAnnotationView(
    withIdentifier identifier: String, for annotation: any MKAnnotation
  ) -> MKAnnotationView {
    guard let type = registeredViews[identifier] else {
      preconditionFailure(
        "MKMapView: no annotation view class is registered for the identifier '\(identifier)'")
    }
    let view = type.init(_headlessAnnotation: annotation, reuseIdentifier: identifier)
    view.prepareForDisplay()
    return view
  }

  /// The view showing `annotation`: nil headless (no annotation view is shown).
  open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { nil }

  /// Selects `annotation`, alone (a map selects one annotation at a time).
  open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
    selectedAnnotations = [annotation]
  }

  /// Deselects `annotation` (nil: the selected one).
  open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
    guard let annotation else {
      selectedAnnotations.removeAll()
      return
    }
    selectedAnnotations.removeAll { $0 === annotation }
  }
}

// MARK: - SwiftUI

/// A camera looking down on a map.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MapCamera: Sendable {
  public var centerCoordinate: CLLocationCoordinate2D
  public var distance: Double
  public var heading: CLLocationDirection
  public var pitch: Double
  public init(
    centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: CLLocationDirection = 0,
    pitch: Double = 0
  ) {
    self.centerCoordinate = centerCoordinate
    self.distance = distance
    self.heading = heading
    self.pitch = pitch
  }
}

/// Where a `Map` looks: automatically, at a region, through a camera, or at the user.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MapCameraPosition: Sendable {
  enum Storage: Sendable {
    case automatic
    case region(MKCoordinateRegion)
    case camera(MapCamera)
    case userLocation(followsHeading: Bool)
  }
  let storage: Storage
  /// The fallback of a user-location position, used while no location is known (always,
  /// headless).
  let fallback: [MapCameraPosition]

  public static var automatic: MapCameraPosition {
    MapCameraPosition(storage: .automatic, fallback: [])
  }
  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
    MapCameraPosition(storage: .region(region), fallback: [])
  }
  public static func camera(_ camera: MapCamera) -> MapCameraPosition {
    MapCameraPosition(storage: .camera(camera), fallback: [])
  }
  public static func userLocation(
    followsHeading: Bool = false, fallback: MapCameraPosition = .automatic
  ) -> MapCameraPosition {
    MapCameraPosition(storage: .userLocation(followsHeading: followsHeading), fallback: [fallback])
  }

  /// The region, for a position made from one.
  public var region: MKCoordinateRegion? {
    if case .region(let region) = storage { region } else { nil }
  }
  /// The camera, for a position made from one.
  public var camera: MapCamera? {
    if case .camera(let camera) = storage { camera } else { nil }
  }
  public var followsUserLocation: Bool {
    if case .userLocation = storage { true } else { false }
  }
  public var positionedByUser: Bool { false }

  /// The centre the headless map shows: the region's or the camera's; nil when automatic or
  /// following a user whose location is never known (OF-4.3).
  var shownCenter: CLLocationCoordinate2D? {
    switch storage {
    case .region(let region): region.center
    case .camera(let camera): camera.centerCoordinate
    case .automatic: nil
    case .userLocation: fallback.first?.shownCenter
    }
  }
}

/// How the user may move a map.
public struct MapInteractionModes: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let pan = MapInteractionModes(rawValue: 1)
  public static let zoom = MapInteractionModes(rawValue: 2)
  public static let rotate = MapInteractionModes(rawValue: 4)
  public static let pitch = MapInteractionModes(rawValue: 8)
  public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether a map follows the user.
public enum MapUserTrackingMode: Sendable {
  case none, follow
}

/// The content of a map without markers.
public struct EmptyMapContent: Sendable {
  public init() {}
}

/// A SwiftUI map: it keeps the position or region it is bound to and shows its centre as
/// text over a blank area, then its markers' titles and its annotations' views; no tiles are
/// loaded and no gesture moves it (OF-4.3, OF-4.4).
public struct Map<Content>: View {
  let center: () -> CLLocationCoordinate2D?
  let content: @MainActor () -> [MapItem]

  public var body: some View {
    let shown = center()
    let items = content().compactMap(\.view)
    return ZStack {
      Rectangle().fill(Color(white: 0.9))
      VStack {
        if let shown {
          Text(verbatim: String(format: "%.5f, %.5f", shown.latitude, shown.longitude))
        }
        ForEach(0..<items.count, id: \.self) { index in items[index] }
      }
    }
  }
}

extension Map where Content == EmptyMapContent {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(
    position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all
  ) {
    center = { position.wrappedValue.shownCenter }
    content = { [] }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(
    initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all
  ) {
    center = { initialPosition.shownCenter }
    content = { [] }
  }

  @available(iOS, introduced: 14.0, deprecated: 17.0)
  public init(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
  ) {
    center = { coordinateRegion.wrappedValue.center }
    content = { [] }
  }
}

extension Map where Content: MapContent {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(
    position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all,
    @MapContentBuilder content: () -> Content
  ) {
    let built = content()
    center = { position.wrappedValue.shownCenter }
    self.content = { Self.items(of: built) }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(
    initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all,
    @MapContentBuilder content: () -> Content
  ) {
    let built = content()
    center = { initialPosition.shownCenter }
    self.content = { Self.items(of: built) }
  }

  static func items(of content: Content) -> [MapItem] {
    var items: [MapItem] = []
    collect(content, into: &items)
    return items
  }
}

extension Map {
  @available(iOS, introduced: 14.0, deprecated: 17.0)
  public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
    annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
  ) where Items.Element: Identifiable, Content == [Annotation] {
    center = { coordinateRegion.wrappedValue.center }
    content = {
      annotationItems.compactMap { (annotationContent($0) as? any MapItemProviding)?.item }
    }
  }
}
