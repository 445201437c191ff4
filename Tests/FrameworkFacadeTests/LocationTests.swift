import CoreLocation
import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import MapKit
import Runtime
import Testing

private final class Listener: CLLocationManagerDelegate {
  var events: [String] = []
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    events.append("locations \(locations.count)")
  }
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
    events.append("authorization \(manager.authorizationStatus.rawValue)")
  }
}

private final class RegionListener: MKMapViewDelegate {
  var changes = 0
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { changes += 1 }
}

@MainActor
struct LocationTests {
  @Test func aManagerDeliversNothingUntilATestDoes() {
    let manager = CLLocationManager()
    let listener = Listener()
    manager.delegate = listener
    manager.requestWhenInUseAuthorization()
    #expect(manager.authorizationStatus == .notDetermined)
    #expect(manager.authorizationRequests == 1)
    let here = CLLocation(latitude: 41.0082, longitude: 28.9784)
    // Not updating: a delivered location is dropped, as the GPS would not report it.
    #expect(!manager.deliver([here]))
    #expect(manager.location == nil)
    manager.setAuthorizationStatus(.authorizedWhenInUse)
    manager.startUpdatingLocation()
    #expect(manager.deliver([here, here]))
    #expect(manager.location === here)
    #expect(listener.events == ["authorization 4", "locations 2"])
  }

  @Test func requestLocationDeliversOneLocationAndStops() {
    let manager = CLLocationManager()
    let listener = Listener()
    manager.delegate = listener
    manager.requestLocation()
    let a = CLLocation(latitude: 1, longitude: 2)
    let b = CLLocation(latitude: 3, longitude: 4)
    #expect(manager.deliver([a, b]))
    #expect(!manager.deliver([a]))
    #expect(listener.events == ["locations 1"])
    #expect(manager.location === b)
  }

  @Test func distanceIsTheGreatCircleOnTheMeanSphere() {
    // One degree of longitude along the equator: 2π × 6 371 008.8 m / 360.
    let a = CLLocation(latitude: 0, longitude: 0)
    let b = CLLocation(latitude: 0, longitude: 1)
    #expect(abs(a.distance(from: b) - 2 * .pi * 6_371_008.8 / 360) < 1e-6)
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90, longitude: 180)))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)))
  }

  @Test func aMapViewKeepsItsRegionAndAnnotationsAndTellsItsDelegate() {
    Runtime.withNew { _ in
      let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let listener = RegionListener()
      map.delegate = listener
      let center = CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405)
      map.setRegion(
        MKCoordinateRegion(
          center: center, span: MKCoordinateSpan(latitudeDelta: 0.003, longitudeDelta: 0.003)),
        animated: true)
      #expect(map.region.center.latitude == 52.52)
      #expect(listener.changes == 1)
      let pin = MKPointAnnotation()
      pin.coordinate = center
      pin.title = "Berlin"
      map.addAnnotation(pin)
      #expect(map.annotations.count == 1)
      map.removeAnnotation(pin)
      #expect(map.annotations.isEmpty)
      let metres = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 0, longitude: 0), latitudinalMeters: 111_320,
        longitudinalMeters: 222_640)
      #expect(abs(metres.span.latitudeDelta - 1) < 1e-12)
      #expect(abs(metres.span.longitudeDelta - 2) < 1e-12)
    }
  }

  @Test func aMapShowsTheCentreOfItsBoundPositionAndFollowsIt() {
    struct Screen: View {
      @State var position: MapCameraPosition = .automatic
      var body: some View {
        VStack {
          Map(position: $position)
          Button("Go") {
            position = .camera(
              MapCamera(
                centerCoordinate: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.125),
                distance: 1000))
          }
        }
      }
    }
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Screen(), runtime: runtime)
      #expect(!host.dump().contains("Text \"51.50000"))
      #expect(host.tap("Go"))
      host.settle()
      #expect(host.dump().contains("Text \"51.50000, -0.12500\""), "\(host.dump())")
    }
  }

  @Test func aMapShowsItsMarkersTitlesAndAnnotationsViews() {
    struct Place: Identifiable {
      let name: String
      let latitude: Double
      var id: String { name }
      var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: 0)
      }
    }
    struct Screen: View {
      let places = [Place(name: "Ankara", latitude: 39.9), Place(name: "İzmir", latitude: 38.4)]
      @State var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 39, longitude: 32),
        span: MKCoordinateSpan(latitudeDelta: 5, longitudeDelta: 5))
      var body: some View {
        VStack {
          Map(initialPosition: .region(region)) {
            ForEach(places) { place in
              Marker(place.name, coordinate: place.coordinate)
            }
            Annotation("Here", coordinate: places[0].coordinate) { Text("Pin") }
            UserAnnotation()
          }
          .mapStyle(.hybrid)
          Map(coordinateRegion: $region, annotationItems: places) { place in
            MapAnnotation(coordinate: place.coordinate) { Text(place.name + "!") }
          }
        }
      }
    }
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Screen(), runtime: runtime)
      let texts = host.dump().split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { $0.hasPrefix("Text") }
      #expect(
        texts == [
          "Text \"39.00000, 32.00000\"", "Text \"Ankara\"", "Text \"İzmir\"", "Text \"Pin\"",
          "Text \"39.00000, 32.00000\"", "Text \"Ankara!\"", "Text \"İzmir!\"",
        ])
    }
  }

  @Test func annotationViewsAreMadeAndDequeuedButNeverShown() {
    Runtime.withNew { _ in
      let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let pin = MKPointAnnotation()
      pin.title = "Here"
      map.addAnnotation(pin)
      // Nothing was shown, so nothing waits for reuse and no view shows the annotation.
      #expect(map.dequeueReusableAnnotationView(withIdentifier: "pin") == nil)
      #expect(map.view(for: pin) == nil)
      map.register(BalloonView.self, forAnnotationViewWithReuseIdentifier: "balloon")
      let view = map.dequeueReusableAnnotationView(withIdentifier: "balloon", for: pin)
      #expect(view is BalloonView)
      #expect(view.annotation === pin)
      #expect(view.reuseIdentifier == "balloon")
      #expect((view as? BalloonView)?.prepared == true)
      let marker = MKMarkerAnnotationView(annotation: pin, reuseIdentifier: nil)
      #expect(marker.markerTintColor == nil)
      #expect(marker.displayPriority == .required)
      #expect(marker.isEnabled && !marker.canShowCallout && !marker.isSelected)
      marker.setSelected(true, animated: true)
      #expect(marker.isSelected)
      // An image sizes the view to it.
      let plain = MKAnnotationView(annotation: pin, reuseIdentifier: "plain")
      plain.image = UIImage(size: CGSize(width: 30, height: 40))
      #expect(plain.bounds.size == CGSize(width: 30, height: 40))
      map.selectAnnotation(pin, animated: false)
      #expect(map.selectedAnnotations.count == 1)
      map.deselectAnnotation(pin, animated: false)
      #expect(map.selectedAnnotations.isEmpty)
    }
  }
}

/// An app's annotation view, registered with a map.
private final class BalloonView: MKMarkerAnnotationView {
  var prepared = false

  override func prepareForDisplay() {
    super.prepareForDisplay()
    prepared = true
  }
}
