// TabView, tab items and badges (Docs/RealCode.md, "TabView").

/// A view that shows one of its tabs: SwiftUI's `TabView`.
///
/// Its tabs are its content's views, found through tuples, `ForEach` and `Group`. With a
/// selection binding the tab shown is the one whose `.tag(_:)` equals the selection; without
/// one, the first. The selection is read when the tab view is made (below). Only the tab shown is in the graph: it is laid out in the whole proposal
/// like a `ZStack` holding it, and a tab left is removed, so its `@State` starts afresh when it
/// is shown again (SwiftUI keeps every tab's state; a simplification). The tab bar and its
/// items (`.tabItem`) are not laid out, and the page style's dots are not drawn.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The selected tab's tag, when bound.
  public let selection: Binding<SelectionValue>?
  /// The tabs.
  public let content: Content

  /// The selection read when the tab view was made.
  let selectedTag: AnyHashable?

  /// Tabs, the one shown chosen by `selection` among their tags. The binding is read here,
  /// on behalf of the view whose body makes the tab view, so a change of the selection re-runs
  /// that body (as `sheet(isPresented:)` does; SwiftUI updates only the tab view).
  @MainActor
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.selectedTag = selection.map { AnyHashable($0.wrappedValue) }
    self.content = content()
  }

  /// The tabs, flattened, with the identity each is kept under: its tag, else its position.
  @MainActor
  var tabs: [ChildSlot] {
    var result: [ChildSlot] = []
    func flatten(_ view: any View) {
      if view is TabFlattening, let primitive = view as? any PrimitiveView {
        for slot in primitive.children { flatten(slot.view) }
        return
      }
      let tag = tagValue(of: view)
      result.append(
        ChildSlot(id: tag.map { .explicit($0) } ?? .index(result.count), view: view))
    }
    flatten(content)
    return result
  }

  @MainActor
  var children: [ChildSlot] {
    let tabs = self.tabs
    guard let selectedTag else { return tabs.first.map { [$0] } ?? [] }
    return tabs.first { $0.id == .explicit(selectedTag) }.map { [$0] } ?? []
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs, the first one shown.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.selectedTag = nil
    self.content = content()
  }
}

extension TabView: LayoutRoleProviding {
  var layoutRole: LayoutRole { .overlay(.center) }
}

/// The containers a tab view looks through for its tabs.
protocol TabFlattening {}
extension TupleView: TabFlattening {}
extension ForEach: TabFlattening {}
extension Group: TabFlattening {}

/// A view's tag: the value of the outermost `.tag(_:)` in its modifier chain.
func tagValue(of view: any View) -> AnyHashable? {
  (view as? TagLookup)?.tagValue
}

protocol TagLookup {
  var tagValue: AnyHashable? { get }
}

extension ModifiedContent: TagLookup {
  var tagValue: AnyHashable? {
    if let tag = modifier as? AnyTagModifier { return tag.anyTag }
    if let content = content as? any View { return HeadlessSwiftUI.tagValue(of: content) }
    return nil
  }
}

protocol AnyTagModifier {
  var anyTag: AnyHashable { get }
}

extension _TagModifier: AnyTagModifier {
  var anyTag: AnyHashable { AnyHashable(tag) }
}

/// The style of a tab view (recorded by type).
public protocol TabViewStyle {}
/// Tabs paged horizontally, with index dots (recorded; the dots are not drawn).
public struct PageTabViewStyle: TabViewStyle {
  /// When the index dots show.
  public struct IndexDisplayMode: Hashable, Sendable {
    let name: String
    public static let automatic = IndexDisplayMode(name: "automatic")
    public static let always = IndexDisplayMode(name: "always")
    public static let never = IndexDisplayMode(name: "never")
  }
  /// When the index dots show.
  public let indexDisplayMode: IndexDisplayMode
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
}
/// The tab bar (the default).
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }

extension TabViewStyle where Self == PageTabViewStyle {
  /// Paged tabs.
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  /// Paged tabs with the given index dots.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The tab bar.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

nonisolated extension View {
  /// The style of tab views in this subtree (recorded).
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("tabViewStyle", "\(S.self)")
  }

  /// The tab bar item of this tab (recorded: the tab bar is not laid out).
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<
    Self, _RecordedModifier
  > {
    recorded("tabItem", "\(V.self)")
  }

  /// A badge on this view's tab item or list row (recorded).
  public func badge(_ count: Int) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("badge", "\(count)")
  }

  /// A badge on this view's tab item or list row (recorded).
  public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("badge", label.map { String($0) } ?? "nil")
  }
}
