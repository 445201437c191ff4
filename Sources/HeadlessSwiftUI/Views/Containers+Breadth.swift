// Views and layout modifiers of iOS 14–17 that are compositions of views ScreenLab has:
// `DisclosureGroup`, `ControlGroup`, `Gauge`, `safeAreaInset`, `safeAreaPadding` and `popover`
// (Docs/Semantics/SwiftUI.md §14.5).

/// A view that shows its content while expanded, under a label that toggles it: SwiftUI's
/// `DisclosureGroup` (iOS 14). Laid out as a leading-aligned `VStack` of the label (a button
/// that toggles the expansion) and, while expanded, the content. Without a binding the group
/// keeps its own expansion, collapsed at first.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: () -> Content
  let isExpandedBinding: Binding<Bool>?
  @State private var ownExpansion = false

  /// A group whose expansion it keeps itself.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    isExpandedBinding = nil
  }

  /// A group expanded while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content
    isExpandedBinding = isExpanded
  }

  private var isExpanded: Binding<Bool> { isExpandedBinding ?? $ownExpansion }

  public var body: some View {
    VStack(alignment: .leading) {
      Button {
        isExpanded.wrappedValue.toggle()
      } label: {
        label
      }
      if isExpanded.wrappedValue {
        content()
      }
    }
  }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DisclosureGroup where Label == Text {
  /// A group titled by a literal or an interpolation.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group titled by a literal, expanded while `isExpanded` is true.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A group titled by a string.
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(label) }
  }

  /// A group titled by a string, expanded while `isExpanded` is true.
  public init<S: StringProtocol>(
    _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }
}

/// A group of related controls: SwiftUI's `ControlGroup` (iOS 15), laid out as an `HStack` of
/// its controls.
@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
nonisolated public struct ControlGroup<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The controls.
  public let content: Content

  /// A group of the controls `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: HStack { content })] }
}

/// A value shown within a range: SwiftUI's `Gauge` (iOS 16). Laid out as a leading-aligned
/// `VStack` of its label and current-value label, then a linear progress view of the value's
/// fraction of the range between the bounds labels (the default linear style's parts; the
/// gauge's drawing is not modelled).
@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View,
  PrimitiveView
{
  public typealias Body = Never
  /// The fraction of the range the value is at, from 0 to 1.
  public let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel

  /// A gauge of `value` in `bounds`, with a label, a current-value label and bounds labels.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    let span = bounds.upperBound - bounds.lowerBound
    let fraction = span > 0 ? Double((value - bounds.lowerBound) / span) : 0
    self.fraction = min(max(fraction, 0), 1)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  var children: [ChildSlot] {
    [
      ChildSlot(
        id: .index(0),
        view: VStack(alignment: .leading) {
          HStack {
            label
            currentValueLabel
          }
          HStack {
            minimumValueLabel
            ProgressView(value: fraction)
            maximumValueLabel
          }
        })
    ]
  }
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension Gauge where BoundsLabel == EmptyView {
  /// A gauge of `value` in `bounds`, with a label and a current-value label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
  /// A gauge of `value` in `bounds`, with a label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

/// A style of gauges: SwiftUI's `GaugeStyle` (iOS 16), recorded.
@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
public protocol GaugeStyle {}

/// A gauge style's name, as `gaugeStyle(_:)` records it.
protocol _GaugeStyleName { var gaugeStyleName: String { get } }

/// The gauge style of the context: SwiftUI's `DefaultGaugeStyle` (iOS 16), recorded by name.
@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
public struct DefaultGaugeStyle: GaugeStyle, _GaugeStyleName {
  /// The default style.
  public init() {}
  var gaugeStyleName: String { "automatic" }
}

/// A bar filled to the value: SwiftUI's `LinearCapacityGaugeStyle` (iOS 16), recorded by name.
@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
public struct LinearCapacityGaugeStyle: GaugeStyle, _GaugeStyleName {
  /// A linear capacity style.
  public init() {}
  var gaugeStyleName: String { "linearCapacity" }
}

/// A ring with a marker, as in a widget: SwiftUI's `AccessoryCircularGaugeStyle` (iOS 16),
/// recorded by name.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct AccessoryCircularGaugeStyle: GaugeStyle, _GaugeStyleName {
  /// An accessory circular style.
  public init() {}
  var gaugeStyleName: String { "accessoryCircular" }
}

/// A closed ring filled to the value, as in a widget: SwiftUI's
/// `AccessoryCircularCapacityGaugeStyle` (iOS 16), recorded by name.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, _GaugeStyleName {
  /// An accessory circular capacity style.
  public init() {}
  var gaugeStyleName: String { "accessoryCircularCapacity" }
}

/// A bar with a marker, as in a widget: SwiftUI's `AccessoryLinearGaugeStyle` (iOS 16),
/// recorded by name.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct AccessoryLinearGaugeStyle: GaugeStyle, _GaugeStyleName {
  /// An accessory linear style.
  public init() {}
  var gaugeStyleName: String { "accessoryLinear" }
}

/// A bar filled to the value, as in a widget: SwiftUI's `AccessoryLinearCapacityGaugeStyle`
/// (iOS 16), recorded by name.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, _GaugeStyleName {
  /// An accessory linear capacity style.
  public init() {}
  var gaugeStyleName: String { "accessoryLinearCapacity" }
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The context's style.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filled to the value.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// A ring, as in a widget.
  public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A ring filled to the value, as in a widget.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A bar with a marker, as in a widget.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A bar filled to the value, as in a widget.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

/// Where a popover points: SwiftUI's `PopoverAttachmentAnchor` (iOS 13).
public enum PopoverAttachmentAnchor {
  /// A rectangle in the view (here: its bounds, `.rect(.bounds)`).
  case rect(_PopoverRect)
  /// A point of the view.
  case point(UnitPoint)
}

/// The rectangle a popover points at (`Anchor<CGRect>.Source` in SwiftUI; only its `bounds`).
public struct _PopoverRect: Sendable {
  /// The view's bounds.
  public static let bounds = _PopoverRect()
}

nonisolated extension View {
  /// Places the views `content` builds at the bottom or top edge, the view taking the rest of
  /// the height: a `VStack` of the two, `alignment` aligning them (the safe area is not
  /// modelled, so the view is not drawn under the inset).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return VStack(alignment: alignment, spacing: spacing) {
      if edge == .top { inset }
      self
      if edge == .bottom { inset }
    }
  }

  /// Places the views `content` builds at the leading or trailing edge: an `HStack`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return HStack(alignment: alignment, spacing: spacing) {
      if edge == .leading { inset }
      self
      if edge == .trailing { inset }
    }
  }

  /// Adds `insets` to the safe area: without a modelled safe area, padding.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }

  /// Adds `length` (the default padding when `nil`) to the safe area along `edges`: padding.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(edges, length)
  }

  /// Adds `length` to the safe area on every edge: padding.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }

  /// The style of gauges in this subtree (recorded).
  @available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
  @available(tvOS, unavailable)
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("gaugeStyle", (style as? any _GaugeStyleName)?.gaugeStyleName ?? "\(S.self)")
  }

  /// Presents the views `content` builds while `isPresented` is true. In a compact width (an
  /// iPhone) SwiftUI shows a popover as a sheet, and so it is presented here.
  @available(iOS 13.0, macOS 10.15, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }
}

nonisolated extension View {
  /// Presents the views `content` builds for `item` while it is not nil, as a sheet (the
  /// compact-width adaptation).
  @available(iOS 13.0, macOS 10.15, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }
}
