// Written in the style of public open-source UIKit components (cards with a shadow container and rounded content); no code copied.
import UIKit

final class ElevatedCardView: UIView {

    let contentView = UIView()
    private var shadowLayer: CAShapeLayer?

    var cornerRadius: CGFloat = 16 {
        didSet { setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        contentView.backgroundColor = .systemBackground
        contentView.layer.masksToBounds = true
        addSubview(contentView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        contentView.layer.cornerRadius = cornerRadius
        if shadowLayer == nil {
            let shadow = CAShapeLayer()
            shadow.fillColor = UIColor.systemBackground.cgColor
            shadow.shadowColor = UIColor.black.cgColor
            shadow.shadowOpacity = 0.12
            shadow.shadowRadius = 12
            shadow.shadowOffset = CGSize(width: 0, height: 6)
            layer.insertSublayer(shadow, at: 0)
            shadowLayer = shadow
        }
        shadowLayer?.path = UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius).cgPath
        shadowLayer?.shadowPath = shadowLayer?.path
    }
}
