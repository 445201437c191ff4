// The preview modifiers of `PreviewProvider` code that sets a device or an orientation
// (Docs/Semantics/SwiftUI.md §15.4). Previews are not run headless: recorded.

/// The device a preview shows on, by name: SwiftUI's `PreviewDevice` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  /// The device's name, as Xcode lists it (`"iPhone 15"`).
  public let rawValue: String

  /// The device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The device named by a string literal.
  public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// The orientation of the interface: SwiftUI's `InterfaceOrientation` (iOS 15).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
  /// The orientation's name (also its identity).
  public let id: String

  /// Upright.
  public static let portrait = InterfaceOrientation(id: "portrait")
  /// Upside down.
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  /// On its side, the top of the interface on the left.
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  /// On its side, the top of the interface on the right.
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

  /// The four orientations.
  public static let allCases: [InterfaceOrientation] = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]
}

nonisolated extension View {
  /// The device the preview of this view shows on (recorded with its name; `nil` for the
  /// scheme's device).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public func previewDevice(_ value: PreviewDevice?) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("previewDevice", value?.rawValue ?? "nil")
  }

  /// The orientation the preview of this view shows in (recorded with its name).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func previewInterfaceOrientation(_ value: InterfaceOrientation)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("previewInterfaceOrientation", value.id)
  }
}
