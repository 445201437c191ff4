// Fixed size, z-index and list editing (Docs/RealCode.md).

/// `.fixedSize(horizontal:vertical:)`: proposes `nil` (the ideal size) in the fixed
/// dimensions and takes the content's size.
nonisolated public struct _FixedSizeLayout: ViewModifier, Equatable {
  public typealias Body = Never
  public let horizontal: Bool
  public let vertical: Bool
}

extension _FixedSizeLayout: LayoutModifierProviding {
  var layoutModifier: LayoutModifier { .fixedSize(horizontal: horizontal, vertical: vertical) }
}

nonisolated extension View {
  /// Fixes the view at its ideal size in the given dimensions.
  public func fixedSize(horizontal: Bool, vertical: Bool)
    -> ModifiedContent<Self, _FixedSizeLayout>
  {
    modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
  }

  /// Fixes the view at its ideal size.
  public func fixedSize() -> ModifiedContent<Self, _FixedSizeLayout> {
    fixedSize(horizontal: true, vertical: true)
  }
}

/// `.zIndex(_:)`: the front-to-back order among the siblings of a stack (higher in front; equal
/// values keep the source order). It is seen through the modifiers applied after it, as
/// SwiftUI's view traits are (Docs/RealCode.md, "zIndex").
nonisolated public struct _ZIndexModifier: ViewModifier, Equatable {
  public typealias Body = Never
  /// The index.
  public let value: Double
}

extension _ZIndexModifier: LayoutModifierProviding {
  var layoutModifier: LayoutModifier { .hiddenExtras }
}

nonisolated extension View {
  /// Orders this view front to back among its siblings: drawing and hit testing follow.
  public func zIndex(_ value: Double) -> ModifiedContent<Self, _ZIndexModifier> {
    modifier(_ZIndexModifier(value: value))
  }
}

/// `ForEach.onDelete` / `onMove`: the actions are kept (``_EditActionsModifier/delete(_:)``
/// runs the delete action); the rows lay out as the `ForEach`'s own.
nonisolated public struct _EditActionsModifier: ViewModifier {
  public typealias Body = Never
  let onDelete: ((IndexSet) -> Void)?
  let onMove: ((IndexSet, Int) -> Void)?

  /// Runs the delete action for `offsets` (what a swipe-to-delete does).
  public func delete(_ offsets: IndexSet) { onDelete?(offsets) }
}

extension _EditActionsModifier: PassthroughLayoutModifier {}

extension ForEach where Content: View {
  /// Lets the rows be deleted.
  public func onDelete(perform action: ((IndexSet) -> Void)?)
    -> ModifiedContent<Self, _EditActionsModifier>
  {
    modifier(_EditActionsModifier(onDelete: action, onMove: nil))
  }

  /// Lets the rows be moved.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?)
    -> ModifiedContent<Self, _EditActionsModifier>
  {
    modifier(_EditActionsModifier(onDelete: nil, onMove: action))
  }
}

extension ModifiedContent where Modifier == _EditActionsModifier {
  /// Adds a move action to rows that can be deleted.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?)
    -> ModifiedContent<Content, _EditActionsModifier>
  {
    ModifiedContent(
      content: content, modifier: _EditActionsModifier(onDelete: modifier.onDelete, onMove: action))
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (SwiftUI's extension for `onDelete`).
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }

  /// Moves the elements at `source` to before the element at `destination` (SwiftUI's
  /// extension for `onMove`; `destination` counts positions before the move).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    let target = index(startIndex, offsetBy: destination - before)
    insert(contentsOf: moving, at: target)
  }
}
