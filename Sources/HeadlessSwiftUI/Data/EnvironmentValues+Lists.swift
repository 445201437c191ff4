import Foundation

// The minimum heights of a list's rows and headers (iOS 13; Docs/Semantics/SwiftUI.md §17.4).
// Readable and writable like any environment value, inherited by the views below; the list
// layout here gives rows and headers their content's height and does not apply them.

private enum DefaultMinListRowHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat = 44
}

private enum DefaultMinListHeaderHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
  /// The minimum height of a list row: 44 points on an iPhone.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }

  /// The minimum height of a list header; nil lets the system choose.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }
}
