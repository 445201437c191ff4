// A continuous value picked along a track (UIKit's `UISlider`) (Docs/Semantics/UIKit.md §50).

/// A value between a minimum and a maximum, set by dragging along the track (UIKit's
/// `UISlider`). The value follows the finger linearly across the bounds (the thumb's own
/// width is not modelled); while tracking it sends `.valueChanged` on every move when
/// ``isContinuous`` (the default), else once when the finger lifts. Setting ``value`` in code
/// sends nothing. The track and thumb are not drawn (Docs/Semantics/UIKit.md §50).
open class UISlider: UIControl {
  private var _value: Float = 0
  /// The smallest value (0 by default).
  open var minimumValue: Float = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      _value = clamped(_value)
    }
  }
  /// The largest value (1 by default).
  open var maximumValue: Float = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      _value = clamped(_value)
    }
  }
  /// Whether dragging sends `.valueChanged` on every move (true) or at the lift.
  open var isContinuous = true
  /// The colour of the track below the value (kept).
  open var minimumTrackTintColor: UIColor?
  /// The colour of the track above the value (kept).
  open var maximumTrackTintColor: UIColor?
  /// The thumb's colour (kept).
  open var thumbTintColor: UIColor?
  private var changedWhileTracking = false
  /// The thumb and track images by state (§79).
  private var thumbImages = PerStateValues<UIImage>()
  private var minimumTrackImages = PerStateValues<UIImage>()
  private var maximumTrackImages = PerStateValues<UIImage>()
  /// The image shown at the track's minimum end (kept, not drawn).
  open var minimumValueImage: UIImage?
  /// The image shown at the track's maximum end (kept, not drawn).
  open var maximumValueImage: UIImage?

  /// Sets the thumb's image for `state` (kept, not drawn; §79).
  open func setThumbImage(_ image: UIImage?, for state: State) { thumbImages[state] = image }
  /// Sets the image of the track below the value for `state` (kept, not drawn).
  open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
    minimumTrackImages[state] = image
  }
  /// Sets the image of the track above the value for `state` (kept, not drawn).
  open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
    maximumTrackImages[state] = image
  }
  /// The thumb's image for exactly `state`; nil when none was set for it.
  open func thumbImage(for state: State) -> UIImage? { thumbImages[state] }
  /// The minimum track's image for exactly `state`.
  open func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages[state] }
  /// The maximum track's image for exactly `state`.
  open func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages[state] }
  /// The thumb's image for the current state, else the normal state's.
  open var currentThumbImage: UIImage? { thumbImage(for: state) ?? thumbImage(for: .normal) }
  /// The minimum track's image for the current state, else the normal state's.
  open var currentMinimumTrackImage: UIImage? {
    minimumTrackImage(for: state) ?? minimumTrackImage(for: .normal)
  }
  /// The maximum track's image for the current state, else the normal state's.
  open var currentMaximumTrackImage: UIImage? {
    maximumTrackImage(for: state) ?? maximumTrackImage(for: .normal)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The value, clamped to ``minimumValue``...``maximumValue`` when set.
  open var value: Float {
    get { _value }
    set { _value = clamped(newValue) }
  }

  /// Sets ``value`` (the change is immediate; nothing is sent).
  open func setValue(_ value: Float, animated: Bool) { self.value = value }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 31)
  }

  private func clamped(_ value: Float) -> Float {
    value.controlValue(from: minimumValue, to: maximumValue)
  }

  /// Moves the value under `touch`; true when it changed.
  private func follow(_ touch: UITouch) -> Bool {
    guard bounds.width > 0 else { return false }
    let fraction = Float(min(max(touch.location(in: self).x / bounds.width, 0), 1))
    let new = clamped(minimumValue + fraction * (maximumValue - minimumValue))
    guard new != _value else { return false }
    _value = new
    return true
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    changedWhileTracking = false
    if follow(touch) {
      changedWhileTracking = true
      if isContinuous { sendActions(for: .valueChanged, event: event) }
    }
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    if follow(touch) {
      changedWhileTracking = true
      if isContinuous { sendActions(for: .valueChanged, event: event) }
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if !isContinuous && changedWhileTracking { sendActions(for: .valueChanged, event: event) }
    changedWhileTracking = false
  }
}

extension FloatingPoint {
  /// This value kept within `lower...upper`, as a slider or a stepper keeps its value; `lower`
  /// for a value that is not finite.
  func controlValue(from lower: Self, to upper: Self) -> Self {
    guard isFinite else { return lower }
    return min(max(self, lower), upper)
  }
}
