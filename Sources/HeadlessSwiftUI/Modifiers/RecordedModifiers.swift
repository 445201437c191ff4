// Modifiers real view files use whose effect is drawing or platform chrome that this headless
// framework does not model. Each one is recorded as data on the graph (its name and value) and
// is layout-transparent: it takes its content's size and place, as these modifiers do in
// SwiftUI. The list, and why each is layout-only, is in Docs/RealCode.md ("Recorded modifiers").

/// A modifier recorded by name and value, with no layout or state effect.
nonisolated public struct _RecordedModifier: ViewModifier, Equatable {
  public typealias Body = Never
  /// The modifier's name (`shadow`, `zIndex`, …).
  public let name: String
  /// Its arguments, described.
  public let value: String
}

extension _RecordedModifier: PassthroughLayoutModifier {}

nonisolated extension View {
  /// The view with the modifier `name` of `value` recorded on it (the facades' bridging module
  /// records UIKit-typed modifiers the same way).
  package func recorded(_ name: String, _ value: String = "")
    -> ModifiedContent<Self, _RecordedModifier>
  {
    modifier(_RecordedModifier(name: name, value: value))
  }

  /// A shadow (drawing only: not drawn headless, recorded).
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("shadow", "\(color.componentDescription) \(radius) \(x) \(y)")
  }

  /// Clips drawing to the frame (drawing only, recorded).
  public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("clipped")
  }

  /// Clips drawing to `shape`, filled by `style`'s rule (drawing only, recorded).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle())
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("clipShape", "\(S.self)")
  }

  /// At most `number` lines (recorded: the text metric lays text on one line unless
  /// its proposal is narrower).
  public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("lineLimit", number.map { "\($0)" } ?? "nil")
  }

  /// The alignment of a text's lines (recorded).
  public func multilineTextAlignment(_ alignment: TextAlignment)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("multilineTextAlignment", "\(alignment)")
  }

  /// Extends into the safe areas (safe areas are ignored headless: a no-op, recorded).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("ignoresSafeArea")
  }

  /// Extends into the safe areas (safe areas are ignored headless: a no-op, recorded).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("ignoresSafeArea")
  }

  /// Turns autocorrection off (no keyboard headless, recorded).
  public func autocorrectionDisabled(_ disable: Bool = true)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("autocorrectionDisabled", "\(disable)")
  }

  /// Matches this view's geometry with the view of the same `id` in `namespace` during
  /// animations (a layout no-op, recorded).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("matchedGeometryEffect", "\(id) \(namespace.value)")
  }

  /// The layout of a preview (previews are not run, recorded).
  public func previewLayout(_ layout: PreviewLayout) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("previewLayout")
  }

  /// The style of buttons in this subtree: recorded by type; a custom style's
  /// `makeBody(configuration:)` builds the buttons' content (Views/ButtonStyle.swift), the
  /// system styles leave it as it is (not drawn).
  @MainActor
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S)
    -> ModifiedContent<
      ModifiedContent<Self, _EnvironmentKeyWritingModifier<AnyButtonStyleBox?>>, _RecordedModifier
    >
  {
    let box = style is any _SystemButtonStyle ? nil : AnyButtonStyleBox(primitive: style)
    return environment(\._buttonStyle, box).recorded("buttonStyle", "\(S.self)")
  }

  /// The style of pickers in this subtree (recorded).
  public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("pickerStyle", "\(S.self)")
  }

  /// The style of lists in this subtree (recorded).
  public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("listStyle", "\(S.self)")
  }

  /// The style of text fields in this subtree (recorded).
  public func textFieldStyle<S: TextFieldStyle>(_ style: S)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("textFieldStyle", "\(S.self)")
  }
}

/// How the lines of a multi-line text align.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}

/// Safe-area regions.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Which geometry a matched geometry effect shares.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A namespace for matched geometry effects: SwiftUI's `@Namespace`. Its ``ID`` is stable for
/// the life of the view's identity (kept in the graph like `@State` storage).
@propertyWrapper
public struct Namespace: DynamicPropertyLink {
  /// A namespace identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  let link = NamespaceLink()

  /// A namespace. Not isolated, as Apple's: `@Namespace var ns` may be declared in a preview's
  /// body or any other context.
  nonisolated public init() {}

  /// The namespace's identity (`0` before the view is in a graph).
  public var wrappedValue: ID { ID(value: link.id ?? 0) }

  func install(in node: GraphNode, slot: Int, name: String) {
    if let box = node.slots[slot] as? NamespaceLink {
      link.id = box.id
      return
    }
    link.id = node.serial * 64 + slot
    node.slots[slot] = link
  }

  /// The link takes the node's kept identifier each time.
  nonisolated static var reinstallsSame: Bool { true }

  /// Namespaces carry no input: a fresh struct is the same input.
  func isSameInput(as other: Any) -> Bool { other is Namespace }
}

/// The storage behind a ``Namespace``.
@MainActor
final class NamespaceLink {
  var id: Int?
  nonisolated init() {}
}

/// Where a preview lays out, recorded.
public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// A type that produces previews in Xcode: declared so preview code compiles; previews are
/// never run headless.
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Previews { get }
}

/// The system button styles (recorded by type, not drawn): their body is the button's label.
public protocol _SystemButtonStyle: PrimitiveButtonStyle {}
extension _SystemButtonStyle {
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}
nonisolated public struct PlainButtonStyle: _SystemButtonStyle { public init() {} }
nonisolated public struct BorderlessButtonStyle: _SystemButtonStyle { public init() {} }
nonisolated public struct BorderedButtonStyle: _SystemButtonStyle { public init() {} }
nonisolated public struct BorderedProminentButtonStyle: _SystemButtonStyle { public init() {} }
nonisolated public struct DefaultButtonStyle: _SystemButtonStyle { public init() {} }

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// A picker style (recorded by type).
public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct DefaultPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// A list style (recorded by type; lists lay out the same in every style).
public protocol ListStyle {}
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
public struct DefaultListStyle: ListStyle { public init() {} }

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// A text field style (recorded by type).
public protocol TextFieldStyle {}
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension ViewHost {
  /// The recorded modifiers in the graph, in tree order (depth first): each one's name and
  /// value as it was recorded.
  package func recordedModifiers() -> [(name: String, value: String)] {
    guard let root = graph.root else { return [] }
    var found: [(name: String, value: String)] = []
    var stack = [root]
    while let node = stack.popLast() {
      if let carrier = node.cast(ModifierCarrier.self),
        let recorded = carrier.anyModifier as? _RecordedModifier
      {
        found.append((recorded.name, recorded.value))
      }
      stack += node.children.reversed()
    }
    return found
  }
}
