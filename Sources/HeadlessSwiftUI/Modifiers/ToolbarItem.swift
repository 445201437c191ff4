// Toolbar items and `.toolbar` (Docs/Semantics/SwiftUI.md §14.12).

/// Where a toolbar item goes, recorded: SwiftUI's `ToolbarItemPlacement` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

/// One toolbar item: SwiftUI's `ToolbarItem` (iOS 14), toolbar content whose view is in the
/// graph, not laid out.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
  public typealias Body = Never
  /// Where the item goes.
  public let placement: ToolbarItemPlacement
  /// The item's view.
  public let content: Content
  let identifier: ID

  var itemSlots: [ChildSlot] { [ChildSlot(id: .index(0), view: content)] }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == () {
  /// An item at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
    self.identifier = ()
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == String {
  /// A customizable item named `id`, at `placement`.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
    self.identifier = id
  }

  /// A customizable item that may start hidden (ignored headless: every item is in the graph).
  @available(
    iOS, introduced: 14.0, deprecated: 100000.0, message: "Use init(id:placement:content:)"
  )
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
    @ViewBuilder content: () -> Content
  ) {
    self.init(id: id, placement: placement, content: content)
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem: CustomizableToolbarContent where ID == String {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem: Identifiable where ID == String {
  /// The item's name.
  public var id: String { identifier }
}

/// Toolbar items sharing a placement: SwiftUI's `ToolbarItemGroup` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent,
  PrimitiveToolbarContent
{
  public typealias Body = Never
  /// Where the items go.
  public let placement: ToolbarItemPlacement
  /// The items' views.
  public let content: Content

  /// Items at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  var itemSlots: [ChildSlot] { [ChildSlot(id: .index(0), view: content)] }
}

nonisolated extension View {
  /// Toolbar items given as views (SwiftUI's `@ViewBuilder` form): in the graph, not laid out,
  /// as there is no bar headless.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content)
    -> ModifiedContent<Self, _ToolbarModifier<Content>>
  {
    modifier(_ToolbarModifier(items: content()))
  }
}

// Apple's two `toolbar(content:)` overloads differ by their builder; in their own extension.
nonisolated extension View {
  /// Toolbar content (items, groups, content of the app's own): in the graph, not laid out.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
    -> ModifiedContent<Self, _ToolbarContentModifier<Content>>
  {
    modifier(_ToolbarContentModifier(content: content(), id: nil))
  }

  /// Customizable toolbar content named `id` (the name is recorded: nothing is customized
  /// headless).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func toolbar<Content: CustomizableToolbarContent>(
    id: String, @ToolbarContentBuilder content: () -> Content
  ) -> ModifiedContent<Self, _ToolbarContentModifier<Content>> {
    modifier(_ToolbarContentModifier(content: content(), id: id))
  }
}

/// `.toolbar { … }` with views: the items are extra children, not laid out.
nonisolated public struct _ToolbarModifier<Items: View>: ViewModifier, ModifierChildren {
  public typealias Body = Never
  /// The items.
  public let items: Items
  var extraChildren: [ChildSlot] { [ChildSlot(id: .index(1), view: items)] }
}

extension _ToolbarModifier: LayoutModifierProviding {
  var layoutModifier: LayoutModifier { .hiddenExtras }
}

/// `.toolbar { … }` with toolbar content: its items' views are extra children, not laid out.
nonisolated public struct _ToolbarContentModifier<Content: ToolbarContent>: ViewModifier,
  ModifierChildren
{
  public typealias Body = Never
  /// The content.
  public let content: Content
  /// The customization name, for `toolbar(id:content:)`.
  public let id: String?
  @MainActor var extraChildren: [ChildSlot] {
    [ChildSlot(id: .index(1), view: content.toolbarView)]
  }
}

extension _ToolbarContentModifier: LayoutModifierProviding {
  var layoutModifier: LayoutModifier { .hiddenExtras }
}
