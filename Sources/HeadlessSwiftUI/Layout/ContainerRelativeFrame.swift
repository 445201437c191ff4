// `.containerRelativeFrame` (iOS 17): a frame whose size along some axes is computed from the
// size of the nearest container (Docs/Semantics/SwiftUI.md §13.22).

/// A frame sized from the nearest container: a scroll view, list or form (the size proposed to
/// it), else the window. Laid out as `.frame(width:height:alignment:)` with the computed
/// lengths along ``axes`` and the proposal along the others.
nonisolated public struct _ContainerRelativeFrameModifier: ViewModifier {
  public typealias Body = Never
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat
}

extension _ContainerRelativeFrameModifier: LayoutModifierProviding {
  /// Outside a layout pass: a frame that takes its content's size.
  var layoutModifier: LayoutModifier { .frame(width: nil, height: nil, alignment: alignment) }

  @MainActor func layoutModifier(in engine: LayoutEngine) -> LayoutModifier {
    let container = engine.container
    return .frame(
      width: axes.contains(.horizontal) ? length(container.width, .horizontal) : nil,
      height: axes.contains(.vertical) ? length(container.height, .vertical) : nil,
      alignment: alignment)
  }
}

nonisolated extension View {
  /// Places this view in an invisible frame as long as the nearest container along `axes`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> ModifiedContent<Self, _ContainerRelativeFrameModifier>
  {
    modifier(
      _ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
  }

  /// Places this view in an invisible frame `span` of `count` columns (rows) of the nearest
  /// container long, the columns `spacing` apart: the container's length less the spacing
  /// between the `count` columns, divided by `count`, times `span`, plus the spacing inside
  /// the span.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> ModifiedContent<Self, _ContainerRelativeFrameModifier> {
    modifier(
      _ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
        let columns = CGFloat(max(count, 1))
        let column = (length - spacing * (columns - 1)) / columns
        return max(0, column * CGFloat(span) + spacing * CGFloat(max(span - 1, 0)))
      })
  }

  /// Places this view in an invisible frame whose length along each of `axes` is what
  /// `length` returns for the nearest container's length along it.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @preconcurrency
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> ModifiedContent<Self, _ContainerRelativeFrameModifier> {
    modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
  }
}

extension LayoutEngine {
  /// The nearest container's size: the innermost scroll view's (what was proposed to it, the
  /// window's length where `nil`), else the window.
  var container: CGSize { containers.last ?? window }

  /// `body` run with `proposal`, as proposed to a scroll view, as the nearest container.
  func within<T>(scrollProposedWith proposal: ProposedSize, _ body: () -> T) -> T {
    containers.append(
      CGSize(width: proposal.width ?? window.width, height: proposal.height ?? window.height))
    defer { containers.removeLast() }
    return body()
  }
}
