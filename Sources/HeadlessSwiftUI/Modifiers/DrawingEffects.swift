// Drawing effects real view files use, recorded: each is a layout-transparent
// `_RecordedModifier` with its name and value (Docs/RealCode.md, "Recorded modifiers").
// Drawing effects change pixels only, which ScreenLab does not rasterise. (`.task` and
// `.refreshable` run on the virtual clock: Modifiers/TaskModifiers.swift.)

nonisolated extension View {
  /// Rotates the drawing about an axis in 3-D (drawing only: recorded, frames unchanged).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("rotation3DEffect", "\(angle.degrees) (\(axis.x), \(axis.y), \(axis.z))")
  }

  /// Masks the drawing with `mask`'s opacity (drawing only: recorded; the mask view is not
  /// built).
  public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("mask", "\(Mask.self)")
  }

  /// Masks the drawing with the view `mask` builds (drawing only: recorded; the mask view is
  /// not built).
  public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("mask", "\(Mask.self)")
  }

  /// Blurs the drawing (recorded).
  public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<
    Self, _RecordedModifier
  > {
    recorded("blur", "\(radius)")
  }

  /// Brightens the drawing (recorded).
  public func brightness(_ amount: Double) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("brightness", "\(amount)")
  }

  /// Changes the drawing's contrast (recorded).
  public func contrast(_ amount: Double) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("contrast", "\(amount)")
  }

  /// Changes the drawing's saturation (recorded).
  public func saturation(_ amount: Double) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("saturation", "\(amount)")
  }

  /// Removes colour from the drawing (recorded).
  public func grayscale(_ amount: Double) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("grayscale", "\(amount)")
  }

  /// Shifts the drawing's hues (recorded).
  public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("hueRotation", "\(angle.degrees)")
  }

  /// Multiplies the drawing's colours by `color` (recorded).
  public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("colorMultiply", color.componentDescription)
  }

  /// Inverts the drawing's colours (recorded).
  public func colorInvert() -> ModifiedContent<Self, _RecordedModifier> {
    recorded("colorInvert")
  }

  /// Composites the drawing with `mode` (recorded).
  public func blendMode(_ mode: BlendMode) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("blendMode", "\(mode)")
  }

  /// Composites the subtree as one layer before effects (recorded).
  public func compositingGroup() -> ModifiedContent<Self, _RecordedModifier> {
    recorded("compositingGroup")
  }

  /// Renders the subtree offscreen (recorded).
  public func drawingGroup(opaque: Bool = false) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("drawingGroup")
  }
}

/// How a drawing is composited with what is behind it.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop
  case destinationOver, destinationOut, plusDarker, plusLighter
}

nonisolated extension View {
  /// The colour scheme the presentation prefers (recorded: the window stays in the light
  /// appearance headless, and `\.colorScheme` keeps its value).
  public func preferredColorScheme(_ colorScheme: ColorScheme?)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("preferredColorScheme", colorScheme.map { "\($0)" } ?? "nil")
  }

  /// How a text field capitalizes what is typed (recorded: no keyboard headless).
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("textInputAutocapitalization", autocapitalization.map { $0.name } ?? "nil")
  }

  /// The status bar's visibility (recorded: there is no status bar headless).
  public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("statusBarHidden", "\(hidden)")
  }
}

/// How typed text is capitalized.
public struct TextInputAutocapitalization: Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}
