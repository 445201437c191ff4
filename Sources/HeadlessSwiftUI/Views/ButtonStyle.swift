// Button and toggle styles: `ButtonStyle`, `PrimitiveButtonStyle`, `ToggleStyle` and their
// configurations (Docs/RealCode.md, "Styles"; Docs/Semantics/SwiftUI.md §2.2 `@Environment`).
//
// `.buttonStyle(_:)` and `.toggleStyle(_:)` write the style into the environment, as SwiftUI
// does, so every button or toggle below takes it. A styled control's content is its style's
// `makeBody(configuration:)`, built again on every update of the control, with the control's
// label as `configuration.label`.

/// A button style whose body shows the label; the button itself handles the tap
/// (SwiftUI's `ButtonStyle`).
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  /// The button's content, built from its label and whether it is pressed.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` builds from.
///
/// `isPressed` is true while a finger that went down on the button is on the screen
/// (ViewHost+ButtonPress.swift); `ViewHost.tap(_:)` by title never presses.
public struct ButtonStyleConfiguration {
  /// The button's label, type-erased.
  public struct Label: View, PrimitiveView {
    public typealias Body = Never
    let content: any View
    var children: [ChildSlot] { [ChildSlot(id: .index(0), view: content)] }
  }

  /// The button's label.
  public let label: Label
  /// Whether a finger is down on the button (above).
  public let isPressed: Bool
  /// The button's role.
  public let role: ButtonRole?
}

/// A button style that also decides how the button is triggered: its body calls
/// `configuration.trigger()` (SwiftUI's `PrimitiveButtonStyle`).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  /// The button's content, built from its label and its trigger.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` builds from.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, type-erased.
  public typealias Label = ButtonStyleConfiguration.Label
  /// The button's label.
  public let label: Label
  /// The button's role.
  public let role: ButtonRole?
  let action: () -> Void
  /// Runs the button's action.
  public func trigger() { action() }
}

/// A style in the environment, type-erased; equal when of the same type with equal stored
/// values (the view comparison rules).
public struct AnyButtonStyleBox {
  let style: Any
  /// True for a ``PrimitiveButtonStyle``: the button is triggered only through its body.
  let isPrimitive: Bool
  let build:
    (_ label: any View, _ role: ButtonRole?, _ isPressed: Bool, _ action: @escaping () -> Void) ->
      any View

  @MainActor
  init<S: ButtonStyle>(_ style: S) {
    self.style = style
    isPrimitive = false
    build = { label, role, isPressed, _ in
      style.makeBody(
        configuration: ButtonStyleConfiguration(
          label: .init(content: label), isPressed: isPressed, role: role))
    }
  }

  @MainActor
  init<S: PrimitiveButtonStyle>(primitive style: S) {
    self.style = style
    isPrimitive = true
    build = { label, role, _, action in
      style.makeBody(
        configuration: PrimitiveButtonStyleConfiguration(
          label: .init(content: label), role: role, action: action))
    }
  }
}

extension AnyButtonStyleBox: @MainActor Equatable {
  @MainActor
  public static func == (lhs: Self, rhs: Self) -> Bool {
    ValueComparison.areEqual(lhs.style, rhs.style)
  }
}

private struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: AnyButtonStyleBox? { nil }
}

extension EnvironmentValues {
  /// The custom button style of the subtree (nil: the system style).
  public var _buttonStyle: AnyButtonStyleBox? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Styles the buttons in this subtree with `style`: each button's content is
  /// `style.makeBody(configuration:)` (Docs/RealCode.md, "Styles").
  @MainActor
  public func buttonStyle<S: ButtonStyle>(_ style: S)
    -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<AnyButtonStyleBox?>>
  {
    environment(\._buttonStyle, AnyButtonStyleBox(style))
  }
}

extension Button: NodeChildrenProviding {

  static var declaredConformances: PrimitiveConformances? {
    PrimitiveConformances(childrenProvider: Self.self)
  }
  /// The label, or the style's body built around it under a custom style.
  @MainActor
  func children(in node: GraphNode) -> [ChildSlot] {
    guard let style = node.environment._buttonStyle else { return children }
    let isPressed = (node.slots[buttonPressSlot] as? ButtonPressBox)?.isPressed ?? false
    return [ChildSlot(id: .index(0), view: style.build(label, role, isPressed, action))]
  }
}

// MARK: - Toggle styles

/// A toggle style: its body shows the label and switches `configuration.isOn`
/// (SwiftUI's `ToggleStyle`).
@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  /// The toggle's content, built from its label and its binding.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` builds from.
public struct ToggleStyleConfiguration {
  /// The toggle's label, type-erased.
  public typealias Label = ButtonStyleConfiguration.Label
  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; writing it writes the toggle's binding.
  @Binding public var isOn: Bool
}

/// The system switch (the default): a toggle drawn and laid out as a switch.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}

/// The default toggle style (the switch on iOS).
public typealias DefaultToggleStyle = SwitchToggleStyle

extension ToggleStyle where Self == SwitchToggleStyle {
  /// The switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
  /// The platform's default: the switch.
  public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}

/// A toggle style in the environment, type-erased; equal like ``AnyButtonStyleBox``.
public struct AnyToggleStyleBox: @MainActor Equatable {
  let style: Any
  let build: (_ label: any View, _ isOn: Binding<Bool>) -> any View

  @MainActor
  init<S: ToggleStyle>(_ style: S) {
    self.style = style
    build = { label, isOn in
      style.makeBody(
        configuration: ToggleStyleConfiguration(label: .init(content: label), isOn: isOn))
    }
  }

  @MainActor
  public static func == (lhs: Self, rhs: Self) -> Bool {
    ValueComparison.areEqual(lhs.style, rhs.style)
  }
}

private struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: AnyToggleStyleBox? { nil }
}

extension EnvironmentValues {
  /// The custom toggle style of the subtree (nil: the switch).
  public var _toggleStyle: AnyToggleStyleBox? {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Styles the toggles in this subtree with `style`. A custom style's toggle is laid out and
  /// hit-tested as its body, and switches only through what its body does; the switch style
  /// keeps the system toggle (Docs/RealCode.md, "Styles").
  @MainActor
  public func toggleStyle<S: ToggleStyle>(_ style: S)
    -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<AnyToggleStyleBox?>>
  {
    environment(\._toggleStyle, style is SwitchToggleStyle ? nil : AnyToggleStyleBox(style))
  }
}

extension Toggle: NodeChildrenProviding {

  static var declaredConformances: PrimitiveConformances? {
    PrimitiveConformances(childrenProvider: Self.self)
  }
  @MainActor
  func children(in node: GraphNode) -> [ChildSlot] {
    guard let style = node.environment._toggleStyle else { return children }
    return [ChildSlot(id: .index(0), view: style.build(label, isOn))]
  }
}

/// A control whose look a custom style replaces: it is then laid out like a container of its
/// style's body, not drawn as the system control, and not tapped as one.
@MainActor
protocol StyledControl {
  func isStyled(in node: GraphNode) -> Bool
}

extension Toggle: StyledControl {
  @MainActor
  func isStyled(in node: GraphNode) -> Bool { node.environment._toggleStyle != nil }
}

extension Button: StyledControl {
  /// Only a primitive style takes over the tap; a ``ButtonStyle`` keeps the button's own.
  @MainActor
  func isStyled(in node: GraphNode) -> Bool { node.environment._buttonStyle?.isPrimitive == true }
}
