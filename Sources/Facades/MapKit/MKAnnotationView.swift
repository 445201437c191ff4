import Foundation
import HeadlessCoreGraphics
import HeadlessUIKit

// MapKit's annotation views (Docs/Semantics/OtherFrameworks.md OF-4.5). A headless map shows
// no annotation view (OF-4.2): these views are made, registered and dequeued as an app does,
// and keep what it sets.

/// How strongly a map keeps an annotation view visible when views collide (MapKit's
/// `MKFeatureDisplayPriority`).
@available(iOS 11.0, *)
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// Always shown (1000).
  public static let required = MKFeatureDisplayPriority(rawValue: 1000)
  /// 750.
  public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
  /// 250.
  public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}

/// Whether a marker's title or subtitle shows (MapKit's `MKFeatureVisibility`).
@available(iOS 11.0, *)
public enum MKFeatureVisibility: Int, Sendable {
  case adaptive = 0
  case hidden = 1
  case visible = 2
}

/// The view of one annotation on a map (MapKit's `MKAnnotationView`).
@available(iOS 3.0, *)
open class MKAnnotationView: UIView {
  /// The identifier the view is reused under.
  open private(set) var reuseIdentifier: String?
  /// The annotation the view shows.
  open var annotation: (any MKAnnotation)?
  /// The image the view shows; setting one sizes the view to it, about its centre.
  open var image: UIImage? {
    didSet {
      guard let image else { return }
      bounds = CGRect(origin: bounds.origin, size: image.size)
    }
  }
  /// How far the view's centre sits from the annotation's point, in points.
  open var centerOffset = CGPoint.zero
  /// How far the callout's anchor sits from the top centre of the view.
  open var calloutOffset = CGPoint.zero
  /// Whether the view can be selected; true by default.
  open var isEnabled = true
  /// Whether the view is highlighted.
  open var isHighlighted = false
  /// Whether the view is selected.
  open var isSelected = false
  /// Whether selecting the view shows a callout; false by default.
  open var canShowCallout = false
  /// The callout's accessory views.
  open var leftCalloutAccessoryView: UIView?
  open var rightCalloutAccessoryView: UIView?
  @available(iOS 9.0, *)
  open var detailCalloutAccessoryView: UIView?
  /// Whether the user can drag the view; false by default.
  @available(iOS 4.0, *)
  open var isDraggable = false
  /// The identifier views are clustered under; nil (no clustering) by default.
  @available(iOS 11.0, *)
  open var clusteringIdentifier: String?
  /// The view's display priority; `required` by default.
  @available(iOS 11.0, *)
  open var displayPriority = MKFeatureDisplayPriority.required

  /// A view for `annotation`, reused under `reuseIdentifier`.
  public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    self.annotation = annotation
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// A view of the receiver's class made through ``init(annotation:reuseIdentifier:)``, so that
  /// a subclass's override runs (the map's dequeue makes registered classes with it).
  /// ScreenLab's: Swift makes an instance of a class known at run time only through a
  /// `required` initializer, and a subclass inherits this convenience one when it overrides
  /// every designated initializer or declares none.
  public required convenience init(
    _headlessAnnotation annotation: (any MKAnnotation)?, reuseIdentifier: String?
  ) {
    self.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
  }

  public convenience override init(frame: CGRect) {
    self.init(annotation: nil, reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Selects or deselects the view.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

  /// Called before the view is reused; the default does nothing.
  open func prepareForReuse() {}

  /// Called before the view is shown; the default does nothing.
  @available(iOS 11.0, *)
  open func prepareForDisplay() {}
}

/// An annotation view drawn as a balloon marker (MapKit's `MKMarkerAnnotationView`).
@available(iOS 11.0, *)
open class MKMarkerAnnotationView: MKAnnotationView {
  /// When the title shows; `adaptive` by default.
  open var titleVisibility = MKFeatureVisibility.adaptive
  /// When the subtitle shows; `adaptive` by default.
  open var subtitleVisibility = MKFeatureVisibility.adaptive
  /// The balloon's colour; nil (the system's red) by default.
  open var markerTintColor: UIColor?
  /// The glyph's colour; nil (white) by default.
  open var glyphTintColor: UIColor?
  /// Text shown in the balloon instead of a glyph image.
  open var glyphText: String?
  /// The glyph image, and the one shown while selected.
  open var glyphImage: UIImage?
  open var selectedGlyphImage: UIImage?
  /// Whether the marker animates when added; true by default.
  open var animatesWhenAdded = true
}

/// An annotation view drawn as a pin (MapKit's `MKPinAnnotationView`).
@available(iOS, introduced: 3.0, deprecated: 16.0, message: "Use MKMarkerAnnotationView instead")
open class MKPinAnnotationView: MKAnnotationView {
  /// The pin's colour; the system's red by default.
  // Apple's declared type (`UIColor!`).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  @available(iOS 9.0, *)
  open var pinTintColor: UIColor! = .systemRed
  /// Whether the pin drops when added; false by default.
  open var animatesDrop = false
}
