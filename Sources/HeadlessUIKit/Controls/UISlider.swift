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
    guard value.isFinite else { return minimumValue }
    return min(max(value, minimumValue), maximumValue)
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
