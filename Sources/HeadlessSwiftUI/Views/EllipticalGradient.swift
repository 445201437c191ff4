// `EllipticalGradient` (iOS 15) and the picker styles of iOS 16 and 17 (Docs/Semantics/SwiftUI.md
// §15.6).

/// A gradient from the centre of the frame outwards along ellipses that fit it: SwiftUI's
/// `EllipticalGradient`. As a view it fills the space offered, as the other gradients; drawn,
/// as they are, as a fill.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated public struct EllipticalGradient: ShapeStyle, View, PrimitiveView, Hashable, Sendable {
  public typealias Body = Never
  /// The colours.
  let gradient: Gradient
  /// The centre, in the unit square.
  let center: UnitPoint
  /// Where the first colour is, as a fraction of the ellipse that fits the frame.
  let startRadiusFraction: CGFloat
  /// Where the last colour is, as a fraction of that ellipse.
  let endRadiusFraction: CGFloat

  /// A gradient of `gradient` between the two fractions of the frame's ellipse.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// A gradient through `colors`, evenly spaced.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// A gradient through `stops`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}

extension EllipticalGradient: LayoutRoleProviding {
  var layoutRole: LayoutRole {
    gradient.fillRole
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient through `colors`.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient through `stops`.
  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      stops: stops, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

/// A picker shown as a navigation link that pushes its list of options: SwiftUI's
/// `NavigationLinkPickerStyle` (recorded by type, as the other picker styles).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

/// A picker shown as a row of its options: SwiftUI's `PalettePickerStyle` (recorded by type).
@available(iOS 17.0, macOS 14.0, *)
public struct PalettePickerStyle: PickerStyle { public init() {} }

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// The navigation-link picker style.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

@available(iOS 17.0, macOS 14.0, *)
extension PickerStyle where Self == PalettePickerStyle {
  /// The palette picker style.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// A toggle shown as a button that switches it: SwiftUI's `ButtonToggleStyle` (iOS 15). Its
/// body is a ``Button`` with the toggle's label whose action flips the toggle's binding, so a
/// tap on the label switches it.
@available(iOS 15.0, macOS 12.0, tvOS 17.0, watchOS 9.0, *)
nonisolated public struct ButtonToggleStyle: ToggleStyle {
  public init() {}

  @MainActor
  public func makeBody(configuration: Configuration) -> some View {
    let isOn = configuration.$isOn
    return Button {
      isOn.wrappedValue.toggle()
    } label: {
      configuration.label
    }
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 17.0, watchOS 9.0, *)
extension ToggleStyle where Self == ButtonToggleStyle {
  /// The button toggle style.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
