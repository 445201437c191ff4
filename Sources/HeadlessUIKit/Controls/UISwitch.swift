/// An on/off control: UIKit's `UISwitch` (Docs/RealCode.md, "UISwitch").
///
/// 51 × 31 points, its intrinsic size whatever frame it is given (UIKit's switch keeps its
/// size). A tap that lifts inside flips ``isOn`` and sends `.valueChanged` after
/// `.touchUpInside`; setting ``isOn`` or calling ``setOn(_:animated:)`` in code sends nothing,
/// as in UIKit. Its look is not drawn (a plain control, like `UIControl`); the tints are
/// recorded.
open class UISwitch: UIControl {
  /// Whether the switch is on.
  open var isOn = false
  /// The track's colour when on (recorded).
  open var onTintColor: UIColor?
  /// The knob's colour (recorded).
  open var thumbTintColor: UIColor?
  /// The style (recorded).
  open var preferredStyle: Style = .automatic

  /// A switch's style.
  public enum Style: Int, Sendable {
    case automatic, checkbox, sliding
  }

  /// A switch at `frame`'s origin, 51 × 31.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the state; animation is not modelled (the change is immediate).
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override func touchUpInsideDidSend(_ event: UIEvent?) {
    isOn.toggle()
    sendActions(for: .valueChanged, event: event)
  }
}
