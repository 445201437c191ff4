// Segments of which one is selected (UIKit's `UISegmentedControl`) and the dots of pages
// (UIKit's `UIPageControl`) (Docs/Semantics/UIKit.md §50).

/// A row of segments of which one is selected (UIKit's `UISegmentedControl`). The segments
/// share the width equally; a tap that lifts inside selects the segment under the finger and
/// sends `.valueChanged` after `.touchUpInside` when the selection changed (a tap on a
/// disabled segment or on the selected one sends nothing). Setting
/// ``selectedSegmentIndex`` in code sends nothing. Not drawn (§50).
open class UISegmentedControl: UIControl {
  /// The index meaning "no segment selected" (-1).
  public static let noSegment = -1

  private struct Segment {
    var title: String?
    var image: UIImage?
    var isEnabled = true
  }

  private var segments: [Segment] = []
  private var _selected = UISegmentedControl.noSegment
  private var lastTouchX: CGFloat = 0
  /// Whether a selection lasts only for the tap (kept; ScreenLab keeps the selection).
  open var isMomentary = false
  /// Whether segment widths follow their content (kept; ScreenLab shares the width equally).
  open var apportionsSegmentWidthsByContent = false
  /// The selected segment's colour (kept).
  open var selectedSegmentTintColor: UIColor?
  private var titleAttributes = PerStateValues<[NSAttributedString.Key: Any]>()

  /// A control with a segment per item: a `String` is a title, a `UIImage` an image.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    for item in items ?? [] {
      if let image = item as? UIImage {
        segments.append(Segment(image: image))
      } else {
        segments.append(Segment(title: item as? String ?? "\(item)"))
      }
    }
    let size = intrinsicContentSize
    frame = CGRect(origin: .zero, size: size)
  }

  public convenience override init(frame: CGRect) {
    self.init(items: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// The selected segment, or ``noSegment``; an index outside the segments selects none.
  open var selectedSegmentIndex: Int {
    get { _selected }
    set { _selected = segments.indices.contains(newValue) ? newValue : Self.noSegment }
  }

  /// The title of segment `segment`.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the title of segment `segment`.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
  }

  /// The image of segment `segment`.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Sets the image of segment `segment`.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
  }

  /// Inserts a segment titled `title` at `segment` (clamped to the ends).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), segments.count)
    segments.insert(Segment(title: title), at: index)
    if _selected >= index { _selected += 1 }
  }

  /// Inserts a segment showing `image` at `segment` (clamped to the ends).
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), segments.count)
    segments.insert(Segment(image: image), at: index)
    if _selected >= index { _selected += 1 }
  }

  /// Removes segment `segment`; removing the selected one selects none.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if _selected == segment {
      _selected = Self.noSegment
    } else if _selected > segment {
      _selected -= 1
    }
  }

  /// Removes every segment.
  open func removeAllSegments() {
    segments.removeAll()
    _selected = Self.noSegment
  }

  /// Enables or disables segment `segment`.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether segment `segment` is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Sets the title attributes for `state` (kept).
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state] = attributes
  }

  /// The title attributes for `state`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state]
  }

  /// 32 points high; each segment as wide as its title (13-point font) plus 24, at least 44.
  open override var intrinsicContentSize: CGSize {
    let font = UIFont.systemFont(ofSize: 13)
    let widest = segments.map { font.width(of: $0.title ?? "") + 24 }.max() ?? 0
    return CGSize(width: CGFloat(segments.count) * max(widest, 44), height: 32)
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    lastTouchX = touch.location(in: self).x
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    lastTouchX = touch.location(in: self).x
    return true
  }

  override func touchUpInsideDidSend(_ event: UIEvent?) {
    guard !segments.isEmpty, bounds.width > 0 else { return }
    let width = bounds.width / CGFloat(segments.count)
    let index = min(max(Int((lastTouchX / width).rounded(.down)), 0), segments.count - 1)
    guard segments[index].isEnabled, index != _selected else { return }
    _selected = index
    sendActions(for: .valueChanged, event: event)
  }
}

/// A row of dots, one per page, the current one highlighted (UIKit's `UIPageControl`). A tap
/// that lifts on the right half moves to the next page, on the left half to the previous one,
/// and sends `.valueChanged` when the page changed. Setting ``currentPage`` in code sends
/// nothing. Not drawn (§50).
open class UIPageControl: UIControl {
  private var _pages = 0
  private var _current = 0
  private var lastTouchX: CGFloat = 0
  /// Whether the control hides with one page (kept).
  open var hidesForSinglePage = false
  /// The dots' colour (kept).
  open var pageIndicatorTintColor: UIColor?
  /// The current dot's colour (kept).
  open var currentPageIndicatorTintColor: UIColor?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The number of pages (at least 0); the current page is clamped to it.
  open var numberOfPages: Int {
    get { _pages }
    set {
      _pages = max(0, newValue)
      _current = min(_current, max(0, _pages - 1))
      invalidateIntrinsicContentSize()
    }
  }

  /// The current page, clamped to `0..<numberOfPages`.
  open var currentPage: Int {
    get { _current }
    set { _current = min(max(newValue, 0), max(0, _pages - 1)) }
  }

  /// The size that shows `pageCount` dots: 26 points a dot, 26 high.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(max(0, pageCount)) * 26, height: 26)
  }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: _pages) }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    lastTouchX = touch.location(in: self).x
    return true
  }

  override func touchUpInsideDidSend(_ event: UIEvent?) {
    let old = _current
    currentPage = lastTouchX >= bounds.midX - bounds.minX ? old + 1 : old - 1
    if _current != old { sendActions(for: .valueChanged, event: event) }
  }
}

/// A spinning wheel shown while something works (UIKit's `UIActivityIndicatorView`). It is
/// stopped when made; with ``hidesWhenStopped`` (the default) it is hidden while stopped.
/// Nothing spins headless: ``isAnimating`` says whether it would (§50).
open class UIActivityIndicatorView: UIView {
  /// The indicator's size and colour (UIKit's `UIActivityIndicatorView.Style`).
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
    @available(
      iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleLarge."
    )
    case whiteLarge = 0
    @available(
      iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleMedium."
    )
    case white = 1
    @available(
      iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleMedium."
    )
    case gray = 2
  }

  /// The style (`.medium` by default).
  open var style: Style = .medium {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The wheel's colour (kept).
  // Apple's declared type (`var color: UIColor!`).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var color: UIColor! = .gray
  /// Whether the view hides while stopped (true by default).
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// Whether the wheel is spinning.
  public private(set) var isAnimating = false

  /// An indicator of `style`, sized to it.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    frame = CGRect(origin: .zero, size: intrinsicContentSize)
    isHidden = hidesWhenStopped
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = hidesWhenStopped
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = hidesWhenStopped
  }

  /// Starts spinning and shows the view.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops spinning; hides the view with ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// 37 points for the large styles, 20 for the others.
  open override var intrinsicContentSize: CGSize {
    switch style.rawValue {
    case 101, 0: CGSize(width: 37, height: 37)
    default: CGSize(width: 20, height: 20)
    }
  }
}
