// A tree of data shown as nested disclosure groups: SwiftUI's `OutlineGroup` (iOS 14;
// Docs/Semantics/SwiftUI.md §17.8).

/// The children of one element of an outline group, the content of that element's disclosure
/// group: SwiftUI's `OutlineSubgroupChildren`.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct OutlineSubgroupChildren: View {
  let children: AnyView

  public var body: some View { children }
}

/// Elements of a tree, each shown by `content`: an element whose children are not nil is a
/// disclosure group, collapsed at first, whose content is an outline group of its children;
/// the others are shown as they are.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
  let roots: [Data.Element]
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
  public var body: some View {
    ForEach(roots, id: id) { element in
      if let kids = element[keyPath: children] {
        DisclosureGroup {
          OutlineSubgroupChildren(
            children: AnyView(
              OutlineGroup(
                roots: Array(kids), id: id, children: children, content: content)))
        } label: {
          content(element)
        }
      } else {
        content(element)
      }
    }
  }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup
where
  ID == Data.Element.ID, Parent: View, Parent == Leaf,
  Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable
{
  /// The tree under `root`, its elements identified by their `id`.
  public init<DataElement>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
    self.init(roots: [root], id: \.id, children: children, content: content)
  }

  /// The trees under the elements of `data`, identified by their `id`.
  public init<DataElement>(
    _ data: Data, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
    self.init(roots: Array(data), id: \.id, children: children, content: content)
  }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
  /// The tree under `root`, its elements identified by the key path `id`.
  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(roots: [root], id: id, children: children, content: content)
  }

  /// The trees under the elements of `data`, identified by the key path `id`.
  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(roots: Array(data), id: id, children: children, content: content)
  }
}
