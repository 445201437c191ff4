import UIKit

/// A card with the count as a label and as a badge.
public final class CounterCardView: UIView {
  public let label = UILabel(frame: CGRect(x: 8, y: 8, width: 160, height: 20))
  public let badge = BadgeView(frame: CGRect(x: 8, y: 36, width: 160, height: 16))

  public var count = 0 {
    didSet {
      label.text = "Count: \(count)"
      badge.count = count
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    label.text = "Count: 0"
    addSubview(label)
    addSubview(badge)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
