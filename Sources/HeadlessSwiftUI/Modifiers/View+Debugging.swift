// `Self._printChanges()` as a call a view makes in its body (Docs/Semantics/SwiftUI.md §15.7).

nonisolated extension View {
  /// Called in a body, SwiftUI prints why that body ran (a view name, then `@self`,
  /// `@identity` or the changed properties). Here it prints nothing: every evaluation's line is
  /// kept by the host instead (``ViewHost``'s evaluations and their `_printChanges` lines,
  /// Docs/Semantics/SwiftUI.md §2.7), so a run's standard output stays the program's own.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func _printChanges() {}

  /// As ``_printChanges()``, SwiftUI logging the line to the unified log instead (iOS 17):
  /// nothing here.
  @available(iOS 17.1, macOS 14.1, tvOS 17.1, watchOS 10.1, *)
  public static func _logChanges() {}
}
