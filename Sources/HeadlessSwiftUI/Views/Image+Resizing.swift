// Image resizing and aspect ratios, more system colours, secure fields, text decorations and
// accessibility values (Docs/RealCode.md).

extension Image {
  /// This image, taking the size it is offered instead of its own.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    var image = self
    image.isResizable = true
    return image
  }

  /// How a resizable image fills its frame (recorded: images are drawn as placeholders).
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  /// How an image is rendered (recorded).
  public enum TemplateRenderingMode: Hashable, Sendable {
    case template, original
  }

  /// A symbol's scale relative to the text around it (recorded).
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }

  /// This image rendered as `mode` (recorded, not drawn).
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
}

/// How content fits a frame of another aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  case fit, fill
}

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`.
nonisolated public struct _AspectRatioLayout: ViewModifier, Equatable {
  public typealias Body = Never
  /// Width over height; `nil` for the content's own.
  public let aspectRatio: CGFloat?
  /// Fit inside or fill around the proposal.
  public let contentMode: ContentMode
}

extension _AspectRatioLayout: LayoutModifierProviding {
  var layoutModifier: LayoutModifier {
    .aspectRatio(aspectRatio, fill: contentMode == .fill)
  }
}

nonisolated extension View {
  /// Proposes its content the largest (`.fit`) or smallest (`.fill`) size of `aspectRatio`
  /// inside or around the size offered (the content's ideal ratio when `nil`).
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
    -> ModifiedContent<Self, _AspectRatioLayout>
  {
    modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
  }

  /// `aspectRatio(_:contentMode:)` with the ratio of `aspectRatio`.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode)
    -> ModifiedContent<Self, _AspectRatioLayout>
  {
    let ratio = aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height
    return self.aspectRatio(ratio, contentMode: contentMode)
  }

  /// Fits the content's own ratio inside the size offered.
  public func scaledToFit() -> ModifiedContent<Self, _AspectRatioLayout> {
    aspectRatio(contentMode: .fit)
  }

  /// Fills the size offered with the content's own ratio.
  public func scaledToFill() -> ModifiedContent<Self, _AspectRatioLayout> {
    aspectRatio(contentMode: .fill)
  }

  /// The scale of symbols in this subtree (recorded).
  public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("imageScale", "\(scale)")
  }

  /// The accessibility label (recorded: no accessibility tree headless).
  public func accessibilityLabel<S: StringProtocol>(_ label: S)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityLabel", String(label))
  }

  /// The accessibility label (recorded).
  public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityLabel", label.content)
  }

  /// The accessibility hint (recorded).
  public func accessibilityHint<S: StringProtocol>(_ hint: S)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityHint", String(hint))
  }

  /// The accessibility value (recorded).
  public func accessibilityValue<S: StringProtocol>(_ value: S)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityValue", String(value))
  }

  /// Hides the view from accessibility (recorded).
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityHidden", "\(hidden)")
  }

  /// The identifier UI tests find the view by (recorded).
  public func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityIdentifier", identifier)
  }
}

extension Text {
  /// This text struck through when `isActive` (recorded on the text; not drawn).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    var text = self
    text.isStrikethrough = isActive
    return text
  }

  /// This text underlined when `isActive` (recorded on the text; not drawn).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    var text = self
    text.isUnderlined = isActive
    return text
  }
}

/// A text field whose text is hidden on screen: here the same view as ``TextField`` (typed
/// into with ``ViewHost/type(_:into:)`` by its placeholder, laid out alike); the hiding is
/// not drawn.
public typealias SecureField = TextField

extension Color {
  // iOS system colours, light appearance (Apple's Human Interface Guidelines, "Color").
  public static let purple = Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255)
  public static let pink = Color(red: 1, green: 45 / 255, blue: 85 / 255)
  public static let indigo = Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255)
  public static let teal = Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255)
  public static let mint = Color(red: 0, green: 199 / 255, blue: 190 / 255)
  public static let cyan = Color(red: 50 / 255, green: 173 / 255, blue: 230 / 255)
  public static let brown = Color(red: 162 / 255, green: 132 / 255, blue: 94 / 255)
}

extension ShapeStyle where Self == Color {
  /// ``Color/purple``.
  public static var purple: Color { Color.purple }
  /// ``Color/pink``.
  public static var pink: Color { Color.pink }
  /// ``Color/indigo``.
  public static var indigo: Color { Color.indigo }
  /// ``Color/teal``.
  public static var teal: Color { Color.teal }
  /// ``Color/mint``.
  public static var mint: Color { Color.mint }
  /// ``Color/cyan``.
  public static var cyan: Color { Color.cyan }
  /// ``Color/brown``.
  public static var brown: Color { Color.brown }
}
