/// `.sheet(isPresented:onDismiss:content:)`: while the binding is true the sheet's content is
/// a child of the modified view (its state lives as long as it stays presented), laid out in
/// the whole window in front of everything (Docs/RealCode.md, "sheet").
///
/// The binding is read on behalf of the nearest user view at or above the modifier, so a
/// write to it re-runs that view's body (simplification: SwiftUI re-evaluates only the
/// presentation, not the body that applied the modifier). No presentation animation runs;
/// `onDismiss` runs after the update in which the binding turned false.
nonisolated public struct _SheetModifier<SheetContent: View>: ViewModifier {
  public typealias Body = Never
  /// Whether the sheet is presented.
  public let isPresented: Binding<Bool>
  /// Run when the sheet goes away.
  public let onDismiss: (() -> Void)?
  /// Builds the sheet's content.
  public let content: () -> SheetContent
}

/// A modifier whose extra children depend on the node they belong to.
@MainActor
protocol NodeExtraChildren {
  func extraChildren(in node: GraphNode) -> [ChildSlot]
  /// The node's children: by default `content`, then the extra ones.
  func children(content: any View, in node: GraphNode) -> [ChildSlot]
}

extension NodeExtraChildren {
  func children(content: any View, in node: GraphNode) -> [ChildSlot] {
    [ChildSlot(id: .index(0), view: content)] + extraChildren(in: node)
  }
}

extension _SheetModifier: NodeExtraChildren {
  @MainActor
  func extraChildren(in node: GraphNode) -> [ChildSlot] {
    let graph = node.graph
    let owner = node.nearestUserView
    if let owner { graph.evaluating.append(owner) }
    let presented = isPresented.wrappedValue
    if owner != nil { graph.evaluating.removeLast() }
    let box = (node.slots[presentationSlot] as? PresentationBox) ?? PresentationBox()
    node.slots[presentationSlot] = box
    if box.isPresented && !presented, let onDismiss {
      graph.deferredActions.append(onDismiss)
    }
    box.isPresented = presented
    guard presented else { return [] }
    let dismiss = DismissAction(isPresented: isPresented)
    return [ChildSlot(id: .index(1), view: content().environment(\.dismiss, dismiss))]
  }
}

/// Whether a sheet node's content was presented at its last update.
@MainActor
final class PresentationBox {
  var isPresented = false
}

/// The slot of a sheet's ``PresentationBox``.
let presentationSlot = -2

extension ModifiedContent: NodeChildrenProviding
where Content: View, Modifier: ViewModifier & NodeExtraChildren {
  func children(in node: GraphNode) -> [ChildSlot] {
    modifier.children(content: content, in: node)
  }
}

extension _SheetModifier: LayoutModifierProviding {
  var layoutModifier: LayoutModifier { .presentation }
}

nonisolated extension View {
  /// Presents the views `content` builds while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, _SheetModifier<Content>> {
    modifier(_SheetModifier(isPresented: isPresented, onDismiss: onDismiss, content: content))
  }

  /// Presents the views `content` builds over the whole screen while `isPresented` is true
  /// (laid out as a sheet).
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, _SheetModifier<Content>> {
    sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
  }
}
