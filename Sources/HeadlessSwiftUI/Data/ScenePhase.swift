/// Whether a scene is in the foreground and interactive: SwiftUI's `ScenePhase` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Not visible.
  case background
  /// Visible but not receiving events.
  case inactive
  /// In the foreground and interactive.
  case active
}

private enum ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// The scene's phase. A hosted view's scene is in the foreground for the whole run, so it
  /// is ``ScenePhase/active`` unless set (Docs/Semantics/SwiftUI.md §13.15).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
