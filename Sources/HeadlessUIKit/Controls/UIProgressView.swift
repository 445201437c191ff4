// A progress bar, a stepper, a toolbar and visual effect views (UIKit's `UIProgressView`,
// `UIStepper`, `UIToolbar`, `UIVisualEffectView`), headless: values and settings kept, not
// drawn (Docs/Semantics/UIKit.md §60).

/// How far a task has gone, 0 to 1 (UIKit's `UIProgressView`).
open class UIProgressView: UIView {
  /// The bar's look (UIKit's `UIProgressView.Style`).
  public enum Style: Int, Sendable {
    case `default` = 0
    case bar = 1
  }

  /// The bar's look (`.default` by default).
  open var progressViewStyle: Style = .default
  private var _progress: Float = 0
  /// The filled part's colour (kept).
  open var progressTintColor: UIColor?
  /// The track's colour (kept).
  open var trackTintColor: UIColor?
  /// The filled part's image (kept).
  open var progressImage: UIImage?
  /// The track's image (kept).
  open var trackImage: UIImage?
  /// A `Progress` whose fraction the bar shows (kept; read it into ``progress``).
  open var observedProgress: Progress?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A bar of `style`, with its intrinsic height.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The progress, clamped to 0...1 when set (0 by default).
  open var progress: Float {
    get { _progress }
    set { _progress = newValue.isFinite ? min(max(newValue, 0), 1) : 0 }
  }

  /// Sets ``progress`` (now; `animated` is recorded only).
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// No intrinsic width; 4 points high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 4)
  }
}

/// A minus and a plus button that step a value (UIKit's `UIStepper`): a tap on the right
/// half adds ``stepValue``, on the left half subtracts it, within
/// ``minimumValue``...``maximumValue`` (wrapping round with ``wraps``), and sends
/// `.valueChanged` when the value changed. Setting ``value`` in code sends nothing.
open class UIStepper: UIControl {
  private var _value: Double = 0
  /// The smallest value (0 by default).
  open var minimumValue: Double = 0 {
    didSet { _value = clamped(_value) }
  }
  /// The largest value (100 by default).
  open var maximumValue: Double = 100 {
    didSet { _value = clamped(_value) }
  }
  /// The step (1 by default).
  open var stepValue: Double = 1
  /// Whether the value wraps round past its limits (false by default).
  open var wraps = false
  /// Whether holding repeats the step (kept; true by default).
  open var autorepeat = true
  /// Whether `.valueChanged` is sent while holding (kept; true by default).
  open var isContinuous = true

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The value, clamped to the limits when set.
  open var value: Double {
    get { _value }
    set { _value = clamped(newValue) }
  }

  /// 94 × 32 points, the system stepper's size.
  open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

  private func clamped(_ value: Double) -> Double {
    value.controlValue(from: minimumValue, to: maximumValue)
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard let touch, bounds.contains(touch.location(in: self)) else { return }
    let up = touch.location(in: self).x >= bounds.midX
    var new = _value + (up ? stepValue : -stepValue)
    if wraps {
      if new > maximumValue { new = minimumValue }
      if new < minimumValue { new = maximumValue }
    }
    new = clamped(new)
    guard new != _value else { return }
    _value = new
    sendActions(for: .valueChanged, event: event)
  }
}

/// A bar of buttons at the bottom of a screen (UIKit's `UIToolbar`): its items and settings
/// kept, not laid out or drawn.
open class UIToolbar: UIView {
  /// The buttons, left to right.
  open var items: [UIBarButtonItem]?
  /// Whether the bar is translucent (true by default).
  open var isTranslucent = true
  /// The bar's background colour (kept).
  open var barTintColor: UIColor?
  /// The bar's style (`.default`; §63).
  open var barStyle: UIBarStyle = .default
  /// The bar's look (the default background; §63).
  open var standardAppearance = UIToolbarAppearance()
  /// The bar's look when the content is scrolled to its edge; nil for
  /// ``standardAppearance``.
  open var scrollEdgeAppearance: UIToolbarAppearance?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets ``items`` (now; `animated` is recorded only).
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

  private var backgroundImages: [BarImageKey: UIImage] = [:]
  private var shadowImages: [UIBarPosition: UIImage] = [:]

  /// Sets the bar's background image for a position and metrics (kept, §100).
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
    barMetrics: UIBarMetrics
  ) {
    backgroundImages[BarImageKey(position: topOrBottom, metrics: barMetrics)] = backgroundImage
  }

  /// The background image set for exactly this position and metrics, else nil.
  open func backgroundImage(
    forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
  ) -> UIImage? {
    backgroundImages[BarImageKey(position: topOrBottom, metrics: barMetrics)]
  }

  /// Sets the image of the bar's edge line for a position (kept, §100).
  open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
    shadowImages[topOrBottom] = shadowImage
  }

  /// The edge line's image set for exactly this position, else nil.
  open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
    shadowImages[topOrBottom]
  }

  /// No intrinsic width; 44 points high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 44)
  }
}

/// A visual effect (UIKit's `UIVisualEffect`): what a ``UIVisualEffectView`` applies.
@preconcurrency @MainActor
open class UIVisualEffect {
  public init() {}
  public required init?(coder: NSCoder) { return nil }
}

/// A blur of what is behind the view (UIKit's `UIBlurEffect`); not rendered headless.
open class UIBlurEffect: UIVisualEffect {
  /// The blur's look (UIKit's `UIBlurEffect.Style`).
  public enum Style: Int, Sendable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }

  /// The blur's look.
  public let style: Style

  /// A blur of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  public required init?(coder: NSCoder) { return nil }
}

/// Content made vivid over a blur (UIKit's `UIVibrancyEffect`); not rendered headless.
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy goes with.
  public let blurEffect: UIBlurEffect

  /// Vibrancy for content over `blurEffect`.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }

  public required init?(coder: NSCoder) { return nil }
}

/// A view that applies a visual effect to what is behind it (UIKit's `UIVisualEffectView`):
/// subviews go in ``contentView``, which fills it; the effect is kept, not rendered.
open class UIVisualEffectView: UIView {
  /// The effect (nil: none).
  open var effect: UIVisualEffect?
  /// The view that holds the content, as large as the effect view.
  public let contentView = UIView()

  /// A view applying `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    contentView.frame = bounds
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}
