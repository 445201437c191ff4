import Foundation
@_spi(ScreenLabFrameworks) import HeadlessSwiftUI

// SwiftUI map content: markers and annotations (iOS 17's builder, and iOS 14's annotation
// items). The headless `Map` shows each marker's title and each annotation's view, in
// declaration order, over its blank area; where they would sit on the map is not computed
// (Docs/Semantics/OtherFrameworks.md OF-4.4).

/// What a map shows at one coordinate, as the headless map draws it.
struct MapItem {
  let coordinate: CLLocationCoordinate2D
  /// The view shown for the item; nil for a pin without a title.
  let view: AnyView?
}

/// Content of a `Map`: markers, annotations, `ForEach` over data, groups of them.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol MapContent {
  associatedtype Body: MapContent
  @MapContentBuilder var body: Body { get }
}

extension Never: MapContent {}

/// Map content that lists its items itself, instead of through a body.
protocol PrimitiveMapContent {
  func collect(into items: inout [MapItem])
}

extension MapContent where Body == Never {
  public var body: Never { fatalError("\(Self.self) is primitive map content") }
}

func collect<C: MapContent>(_ content: C, into items: inout [MapItem]) {
  if let primitive = content as? any PrimitiveMapContent {
    primitive.collect(into: &items)
  } else {
    collect(content.body, into: &items)
  }
}

extension EmptyMapContent: MapContent, PrimitiveMapContent {
  public typealias Body = Never
  func collect(into items: inout [MapItem]) {}
}

/// Several pieces of map content, in order.
public struct TupleMapContent<each Content: MapContent>: MapContent, PrimitiveMapContent {
  public typealias Body = Never
  let content: (repeat each Content)
  func collect(into items: inout [MapItem]) {
    for piece in repeat each content { MapKit.collect(piece, into: &items) }
  }
}

/// One of two pieces of map content.
public struct ConditionalMapContent<TrueContent: MapContent, FalseContent: MapContent>:
  MapContent, PrimitiveMapContent
{
  public typealias Body = Never
  let first: TrueContent?
  let second: FalseContent?
  func collect(into items: inout [MapItem]) {
    if let first { MapKit.collect(first, into: &items) }
    if let second { MapKit.collect(second, into: &items) }
  }
}

extension Optional: MapContent where Wrapped: MapContent {}

extension Optional: PrimitiveMapContent where Wrapped: MapContent {
  func collect(into items: inout [MapItem]) {
    if let self { MapKit.collect(self, into: &items) }
  }
}

/// Builds map content from the statements of a closure.
@resultBuilder
public struct MapContentBuilder {
  public static func buildExpression<Content: MapContent>(_ content: Content) -> Content {
    content
  }
  public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
  public static func buildBlock<Content: MapContent>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: MapContent>(_ content: repeat each Content)
    -> TupleMapContent<repeat each Content>
  {
    TupleMapContent(content: (repeat each content))
  }
  public static func buildIf<Content: MapContent>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: MapContent, F: MapContent>(first: T)
    -> ConditionalMapContent<T, F>
  {
    ConditionalMapContent(first: first, second: nil)
  }
  public static func buildEither<T: MapContent, F: MapContent>(second: F)
    -> ConditionalMapContent<T, F>
  {
    ConditionalMapContent(first: nil, second: second)
  }
}

extension ForEach: MapContent where Content: MapContent {
  public typealias Body = Never

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @MapContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(elements: data, id: id, content: content)
  }
}

extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(elements: data, id: \.id, content: content)
  }
}

extension ForEach: PrimitiveMapContent where Content: MapContent {
  func collect(into items: inout [MapItem]) {
    for element in data { MapKit.collect(content(element), into: &items) }
  }
}

/// A balloon marker with a title: the headless map shows the title.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct Marker<MarkerLabel: View>: MapContent, PrimitiveMapContent {
  public typealias Body = Never
  let coordinate: CLLocationCoordinate2D
  let label: MarkerLabel

  func collect(into items: inout [MapItem]) {
    items.append(MapItem(coordinate: coordinate, view: AnyView(label)))
  }
}

extension Marker where MarkerLabel == Text {
  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate: coordinate, label: Text(titleKey))
  }

  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate: coordinate, label: Text(title))
  }

  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D
  ) {
    self.init(coordinate: coordinate, label: Text(titleKey))
  }

  public init<S: StringProtocol>(
    _ title: S, systemImage: String, coordinate: CLLocationCoordinate2D
  ) {
    self.init(coordinate: coordinate, label: Text(title))
  }
}

/// A view at a coordinate: the headless map shows the view.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct Annotation<AnnotationLabel: View, Content: View>: MapContent, PrimitiveMapContent {
  public typealias Body = Never
  let coordinate: CLLocationCoordinate2D
  let content: Content

  public init(
    coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> AnnotationLabel
  ) {
    self.coordinate = coordinate
    self.content = content()
  }

  func collect(into items: inout [MapItem]) {
    items.append(MapItem(coordinate: coordinate, view: AnyView(content)))
  }
}

extension Annotation where AnnotationLabel == Text {
  public init(
    _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D,
    anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content
  ) {
    self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(titleKey) }
  }

  public init<S: StringProtocol>(
    _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
    @ViewBuilder content: () -> Content
  ) {
    self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(title) }
  }
}

/// The user's location: never shown headless, where it is never known.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct UserAnnotation: MapContent, PrimitiveMapContent {
  public typealias Body = Never
  public init(anchor: UnitPoint = .center) {}
  func collect(into items: inout [MapItem]) {}
}

extension MapContent {
  /// The marker's colour; the headless map does not draw balloons.
  public func tint<S: ShapeStyle>(_ tint: S) -> some MapContent { self }
}

// MARK: - iOS 14's annotation items

/// An annotation of iOS 14's `Map(coordinateRegion:annotationItems:annotationContent:)`.
public protocol MapAnnotationProtocol {}

/// An annotation as the headless map shows it.
protocol MapItemProviding {
  var item: MapItem { get }
}

/// A balloon at a coordinate; the headless map draws no balloon.
@available(
  iOS, introduced: 14.0, deprecated: 100000.0,
  message: "Use Marker along with Map initializers that take a MapContentBuilder instead."
)
public struct MapMarker: MapAnnotationProtocol, MapItemProviding {
  let coordinate: CLLocationCoordinate2D
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    self.coordinate = coordinate
  }
  var item: MapItem { MapItem(coordinate: coordinate, view: nil) }
}

/// A pin at a coordinate; the headless map draws no pin.
@available(iOS, introduced: 14.0, deprecated: 16.0, message: "Use MapMarker or MapAnnotation")
public struct MapPin: MapAnnotationProtocol, MapItemProviding {
  let coordinate: CLLocationCoordinate2D
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    self.coordinate = coordinate
  }
  var item: MapItem { MapItem(coordinate: coordinate, view: nil) }
}

/// A view at a coordinate: the headless map shows the view.
@available(
  iOS, introduced: 14.0, deprecated: 100000.0,
  message: "Use Annotation along with Map initializers that take a MapContentBuilder instead."
)
public struct MapAnnotation<Content: View>: MapAnnotationProtocol, MapItemProviding {
  let coordinate: CLLocationCoordinate2D
  let content: Content
  public init(
    coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
    @ViewBuilder content: () -> Content
  ) {
    self.coordinate = coordinate
    self.content = content()
  }
  var item: MapItem { MapItem(coordinate: coordinate, view: AnyView(content)) }
}

// MARK: - Style and controls

/// How a map is drawn; the headless map draws no tiles in any style.
public struct MapStyle: Sendable {
  let name: String
  public static var standard: MapStyle { MapStyle(name: "standard") }
  public static var imagery: MapStyle { MapStyle(name: "imagery") }
  public static var hybrid: MapStyle { MapStyle(name: "hybrid") }
}

/// A button that centres the map on the user; not drawn headless.
public struct MapUserLocationButton: View {
  public init() {}
  public var body: some View { EmptyView() }
}

/// A compass; not drawn headless.
public struct MapCompass: View {
  public init() {}
  public var body: some View { EmptyView() }
}

/// A scale; not drawn headless.
public struct MapScaleView: View {
  public init() {}
  public var body: some View { EmptyView() }
}

extension View {
  /// The map's style: kept by no one headless, where no tiles are drawn.
  public func mapStyle(_ mapStyle: MapStyle) -> some View { self }

  /// The map's controls: not drawn headless.
  public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    self
  }
}
