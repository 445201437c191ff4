/// The axes a scroll view scrolls along.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  case horizontal, vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }

    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// A scrollable container, kept as data (no scrolling headless).
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The scrollable axes.
  public let axes: Axis.Set
  /// Whether indicators show.
  public let showsIndicators: Bool
  /// The content.
  public let content: Content

  /// A scroll view of the views `content` builds.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: content)] }
}

/// A list of rows, kept as a container; rows keep their identities.
nonisolated public struct List<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The rows.
  public let content: Content

  /// A list of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: content)] }
}

extension List {
  /// A list with a row per element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Content == ForEach<Data, ID, Row> {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list with a row per identifiable element of `data`.
  public init<Data: RandomAccessCollection, Row: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, Row> {
    content = ForEach(data, content: rowContent)
  }
}

/// A navigation container: shows its root, or the destination a link in it pushed
/// (Docs/Semantics/SwiftUI.md §3.6).
nonisolated public struct NavigationStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The root view.
  public let content: Content
  /// The path a stack made with `init(path:root:)` presents (Views/NavigationPath.swift).
  let path: NavigationPathAccess?

  /// A navigation stack with the root view `content` builds.
  public init(@ViewBuilder root: () -> Content) {
    content = root()
    path = nil
  }

  var children: [ChildSlot] { [ChildSlot(id: .index(0), view: content)] }
}

/// A visual separator.
nonisolated public struct Divider: View, PrimitiveView, Hashable, Sendable {
  public typealias Body = Never

  /// A divider.
  public init() {}
}
