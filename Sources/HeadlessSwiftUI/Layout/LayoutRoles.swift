// How each primitive takes part in the layout pass (Docs/Semantics/SwiftUI.md §3.2).
//
// The layout pass does not add requirements to the views: each primitive that lays out
// declares its role here, in one place, through module-internal conformances.

/// A size proposed to a view; `nil` in a dimension asks for the view's ideal size there.
struct ProposedSize: Hashable {
  var width: CGFloat?
  var height: CGFloat?

  /// The proposal along `axis`.
  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}

extension CGSize {
  /// The length along `axis`.
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}

extension Axis {
  /// The other axis.
  var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// Where a child sits along one dimension of its container.
enum LayoutPosition: Equatable {
  case start, center, end
  /// A guide of the app's own (Docs/Semantics/SwiftUI.md §18.2).
  case custom(CustomAlignment)

  init(_ alignment: HorizontalAlignment) {
    switch alignment.key {
    case .leading: self = .start
    case .center: self = .center
    case .trailing: self = .end
    case .custom(let guide): self = .custom(guide)
    }
  }

  /// Baseline alignments are treated as `.bottom` (simplification: the fixed text metric has
  /// no descent, so single-line texts of one height share their bottom as their baseline).
  init(_ alignment: VerticalAlignment) {
    switch alignment.key {
    case .top: self = .start
    case .center: self = .center
    case .bottom, .firstTextBaseline, .lastTextBaseline: self = .end
    case .custom(let guide): self = .custom(guide)
    }
  }

  /// The offset of a child of `length` in a container of `container`.
  func offset(_ length: CGFloat, in container: CGFloat) -> CGFloat {
    switch self {
    case .start: return 0
    case .center: return (container - length) / 2
    case .end: return container - length
    case .custom(let guide):
      // The child's guide on the container's, each at its default value; the other dimension
      // is not known here and is taken as zero.
      func size(_ length: CGFloat) -> CGSize {
        guide.axis == .horizontal
          ? CGSize(width: length, height: 0) : CGSize(width: 0, height: length)
      }
      return guide.defaultValue(in: size(container)) - guide.defaultValue(in: size(length))
    }
  }

  /// Where this guide is, by default, in a view of `size` (a position along `axis`).
  func guide(in size: CGSize, along axis: Axis) -> CGFloat {
    if case .custom(let guide) = self { return guide.defaultValue(in: size) }
    return offset(0, in: size[axis])
  }
}

extension Alignment {
  /// The origin of a child of `size` aligned in a container of `container`.
  func origin(of size: CGSize, in container: CGSize) -> CGPoint {
    CGPoint(
      x: LayoutPosition(horizontal).offset(size.width, in: container.width),
      y: LayoutPosition(vertical).offset(size.height, in: container.height))
  }
}

/// How a leaf measures itself.
enum LeafMeasure {
  /// Text under the fixed metric (``TextMetric``).
  case text(String)
  /// Shapes and colours: the proposed size (10 × 10 when asked for the ideal size).
  case fill(hitTestable: Bool)
  /// The flexible space of a stack (`minLength` along the stack's axis).
  case spacer(minLength: CGFloat)
  /// A fixed size (images, toggles' switches).
  case fixed(CGSize)
  /// A resizable image: the proposal, `ideal` in a dimension proposed `nil`.
  case resizable(ideal: CGSize)
  /// A divider: one point thick across its stack, the proposal along it.
  case divider
  /// A toggle: the proposed width (51 when ideal) × 31.
  case toggle
  /// A control that stretches across: the proposed width (`idealWidth` when ideal) ×
  /// `height` (text fields, sliders, linear progress bars).
  case control(idealWidth: CGFloat, height: CGFloat)
}

/// A primitive's role in the layout pass.
enum LayoutRole {
  /// Contributes its children to the enclosing container (tuples, `ForEach`, `Group`,
  /// conditional and optional content, `EmptyView`).
  case transparent
  /// A stack along `axis`.
  case stack(axis: Axis, spacing: CGFloat?, alignment: LayoutPosition)
  /// An overlay of children (``ZStack``).
  case overlay(Alignment)
  /// A leaf the pass measures.
  case leaf(LeafMeasure)
  /// A ``GeometryReader``: the proposal, its content proposed that and placed top-leading.
  case geometry
  /// A scroll view (`stacked: false`: its content proposed `nil` along `axes`) or a list or
  /// form (`stacked: true`: its rows in a vertical stack, leading-aligned); it takes the
  /// proposal (its content's size where `nil`).
  case scroll(axes: Axis.Set, stacked: Bool)
  /// A ``LazyVGrid``: rows of cells in columns (Docs/RealCode.md, "LazyVGrid").
  case grid(columns: [GridItem], spacing: CGFloat?)
}

/// A primitive that declares its layout role.
@MainActor
protocol LayoutRoleProviding {
  var layoutRole: LayoutRole { get }
}

/// A modifier's role in the layout pass.
enum LayoutModifier {
  /// `.frame(width:height:alignment:)`.
  case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
  /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  case flexFrame(
    minWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, maxHeight: CGFloat?,
    alignment: Alignment, idealWidth: CGFloat?, idealHeight: CGFloat?)
  /// `.padding`: the insets per edge.
  case padding(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)
  /// `.offset`: moves drawing and hit area, not layout.
  case offset(CGSize)
  /// `.background(alignment:content:)` (behind) or `.overlay(alignment:content:)` (in front).
  case decoration(alignment: Alignment, inFront: Bool)
  /// A recorded modifier: contributes its content to the enclosing container as it is.
  case passthrough
  /// `.fixedSize`: the ideal size in the fixed dimensions.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// The content laid out; the extra children (toolbar items) are not.
  case hiddenExtras
  /// `.sheet`: the content laid out; the presented views in the whole window, in front.
  case presentation
  /// `.aspectRatio(_:contentMode:)`: proposes the largest (`.fit`) or smallest (`.fill`) size
  /// of the ratio around the proposal; `nil` ratio: the content's ideal one.
  case aspectRatio(CGFloat?, fill: Bool)
  /// `.position(x:y:)`: takes the proposal and centres its content on the point.
  case position(CGPoint)
}

/// A modifier that declares its layout role.
@MainActor
protocol LayoutModifierProviding {
  var layoutModifier: LayoutModifier { get }
  /// The role in a layout pass, which may read the pass's context (the nearest container);
  /// ``layoutModifier`` unless the modifier says otherwise.
  func layoutModifier(in engine: LayoutEngine) -> LayoutModifier
}

/// A primitive that contributes its children to the enclosing container
/// (``LayoutRole/transparent``): a conformance is all it declares.
@MainActor
protocol TransparentLayoutRole: LayoutRoleProviding {}

extension TransparentLayoutRole {
  var layoutRole: LayoutRole { .transparent }
}

/// A modifier the layout pass sees through (``LayoutModifier/passthrough``): a conformance is
/// all it declares.
@MainActor
protocol PassthroughLayoutModifier: LayoutModifierProviding {}

extension PassthroughLayoutModifier {
  var layoutModifier: LayoutModifier { .passthrough }
}

extension LayoutModifierProviding {
  func layoutModifier(in engine: LayoutEngine) -> LayoutModifier { layoutModifier }
}

// MARK: - Primitives

extension TupleView: TransparentLayoutRole {}

extension ForEach: TransparentLayoutRole {}

extension Group: TransparentLayoutRole {}

extension _ConditionalContent: TransparentLayoutRole {}

extension EmptyView: TransparentLayoutRole {}

extension VStack: LayoutRoleProviding {
  var layoutRole: LayoutRole {
    .stack(axis: .vertical, spacing: spacing, alignment: LayoutPosition(alignment))
  }
}

extension HStack: LayoutRoleProviding {
  var layoutRole: LayoutRole {
    .stack(axis: .horizontal, spacing: spacing, alignment: LayoutPosition(alignment))
  }
}

extension ZStack: LayoutRoleProviding {
  var layoutRole: LayoutRole { .overlay(alignment) }
}

/// A label lays out as an `HStack` of its icon and title.
extension Label: LayoutRoleProviding {
  var layoutRole: LayoutRole { .stack(axis: .horizontal, spacing: nil, alignment: .center) }
}

extension GeometryReader: LayoutRoleProviding {
  var layoutRole: LayoutRole { .geometry }
}

extension ScrollView: LayoutRoleProviding {
  var layoutRole: LayoutRole { .scroll(axes: axes, stacked: false) }
}

/// A list lays out its rows like a leading-aligned `VStack` with the default spacing, and
/// fills the space offered (no row insets, separators or scrolling; Docs/RealCode.md).
extension List: LayoutRoleProviding {
  var layoutRole: LayoutRole { .scroll(axes: .vertical, stacked: true) }
}

extension Form: LayoutRoleProviding {
  var layoutRole: LayoutRole { .scroll(axes: .vertical, stacked: true) }
}

extension LazyVGrid: LayoutRoleProviding {
  var layoutRole: LayoutRole { .grid(columns: columns, spacing: spacing) }
}

extension Section: TransparentLayoutRole {}

extension LazyVStack: LayoutRoleProviding {
  var layoutRole: LayoutRole { stack.layoutRole }
}

extension LazyHStack: LayoutRoleProviding {
  var layoutRole: LayoutRole { stack.layoutRole }
}

/// A stepper is one control like a toggle: the proposed width (its label's width plus 94, the
/// − / + pair, when ideal) × 32; its label is not laid out (simplification).
extension Stepper: LayoutRoleProviding {
  var layoutRole: LayoutRole {
    let title = (label as? Text)?.content ?? ""
    return .leaf(.control(idealWidth: TextMetric.size(of: title).width + 94, height: 32))
  }
}

/// A picker is one control: the proposed width (100 when ideal) × 32; its options are in the
/// graph but not laid out (simplification).
extension Picker: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.control(idealWidth: 100, height: 32)) }
}

extension Text: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.text(content)) }
}

extension Spacer: LayoutRoleProviding {
  var layoutRole: LayoutRole {
    .leaf(.spacer(minLength: minLength ?? LayoutMetric.spacerMinLength))
  }
}

/// A fully transparent colour is not hit-testable (as `Color.clear` in SwiftUI).
extension Color: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.fill(hitTestable: alpha > 0)) }
}

extension Rectangle: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.fill(hitTestable: true)) }
}

extension RoundedRectangle: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.fill(hitTestable: true)) }
}

extension Circle: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.fill(hitTestable: true)) }
}

extension Capsule: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.fill(hitTestable: true)) }
}

/// Images measure one text line square, whatever the symbol (simplification); a resizable
/// image takes the proposal, that square in a dimension proposed `nil`.
extension Image: LayoutRoleProviding {
  var layoutRole: LayoutRole {
    let square = CGSize(width: TextMetric.lineHeight, height: TextMetric.lineHeight)
    return isResizable ? .leaf(.resizable(ideal: square)) : .leaf(.fixed(square))
  }
}

extension Divider: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.divider) }
}

/// A text field is one line of the text metric, as wide as proposed (its placeholder's width
/// when ideal); simplification: no border or insets.
extension TextField: LayoutRoleProviding {
  var layoutRole: LayoutRole {
    .leaf(
      .control(
        idealWidth: max(TextMetric.size(of: title).width, TextMetric.characterWidth),
        height: TextMetric.lineHeight))
  }
}

/// A slider is as wide as proposed (100 when ideal) and 31 points tall, like a toggle;
/// simplification.
extension Slider: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.control(idealWidth: 100, height: 31)) }
}

/// A determinate progress view is a bar as wide as proposed (100 when ideal), 4 points tall;
/// an indeterminate one a 20 × 20 spinner; simplification.
extension ProgressView: LayoutRoleProviding {
  var layoutRole: LayoutRole {
    value == nil
      ? .leaf(.fixed(CGSize(width: 20, height: 20)))
      : .leaf(.control(idealWidth: 100, height: 4))
  }
}

/// A toggle is one leaf: its label is not laid out (simplification).
extension Toggle: LayoutRoleProviding {
  var layoutRole: LayoutRole { .leaf(.toggle) }
}

// MARK: - Modifiers

extension _FrameLayout: LayoutModifierProviding {
  var layoutModifier: LayoutModifier { .frame(width: width, height: height, alignment: alignment) }
}

extension _FlexFrameLayout: LayoutModifierProviding {
  var layoutModifier: LayoutModifier {
    .flexFrame(
      minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
      alignment: alignment, idealWidth: idealWidth, idealHeight: idealHeight)
  }
}

extension _PaddingLayout: LayoutModifierProviding {
  var layoutModifier: LayoutModifier {
    let length = length ?? LayoutMetric.defaultPadding
    func inset(_ edge: Edge.Set) -> CGFloat { edges.contains(edge) ? length : 0 }
    return .padding(
      top: inset(.top), leading: inset(.leading), bottom: inset(.bottom),
      trailing: inset(.trailing))
  }
}

extension _OffsetEffect: LayoutModifierProviding {
  var layoutModifier: LayoutModifier { .offset(offset) }
}

extension _BackgroundModifier: LayoutModifierProviding {
  var layoutModifier: LayoutModifier { .decoration(alignment: alignment, inFront: false) }
}

extension _OverlayModifier: LayoutModifierProviding {
  var layoutModifier: LayoutModifier { .decoration(alignment: alignment, inFront: true) }
}
