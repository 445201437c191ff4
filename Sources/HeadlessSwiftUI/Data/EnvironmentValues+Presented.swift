// `isPresented` and `colorSchemeContrast` (Docs/Semantics/SwiftUI.md §15.2).

/// The contrast between the app's foreground and background colours: SwiftUI's
/// `ColorSchemeContrast`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
  /// The system's standard contrast.
  case standard
  /// The user asked for more contrast.
  case increased
}

extension EnvironmentValues {
  /// Whether the view this environment belongs to is presented: true inside a sheet's or a
  /// full-screen cover's content while it is shown, false elsewhere. It reads the presentation
  /// that ``dismiss`` closes (whose content exists only while it is shown); a pushed navigation destination is not one here (in SwiftUI it
  /// is).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var isPresented: Bool { dismiss.isPresented != nil }

  /// The contrast the user asked for: always ``ColorSchemeContrast/standard`` (no
  /// accessibility setting is modelled).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public var colorSchemeContrast: ColorSchemeContrast { .standard }
}
