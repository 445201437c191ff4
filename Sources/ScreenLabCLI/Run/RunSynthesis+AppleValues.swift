import Foundation

// The values synthesized for Apple's types (Docs/Run.md §3).
extension RunRewriter {
  /// The number types whose synthesized value is `0`.
  static let numberTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "TimeInterval",
  ]

  /// Values of Apple types a view's initializer commonly takes, each made the same way on
  /// every run: a colour, a font, a plain view, a symbol image, a text with the parameter's
  /// name (Docs/Run.md §3).
  static let appleValues: [String: @Sendable (String) -> String] = [
    "UIColor": { _ in "UIColor.gray" },
    "UIFont": { _ in "UIFont.systemFont(ofSize: 17)" },
    "UIView": { _ in "UIView()" },
    "UIImage": { _ in "UIImage(systemName: \"photo\")!" },
    "UICollectionViewLayout": { _ in "UICollectionViewFlowLayout()" },
    "UICollectionViewFlowLayout": { _ in "UICollectionViewFlowLayout()" },
    "Color": { _ in "Color.gray" },
    "Font": { _ in "Font.body" },
    "Image": { _ in "Image(systemName: \"photo\")" },
    "Text": { "Text(\"\($0)\")" },
    "LocalizedStringKey": { "\"\($0)\"" },
    "AnyView": { "AnyView(Text(\"\($0)\"))" },
    "Angle": { _ in "Angle.zero" },
  ]

  /// Values of Foundation and SwiftUI value types, the same on every run (never the real time,
  /// never a random identifier).
  static let foundationValues: [String: String] = [
    "UUID": "UUID(uuidString: \"00000000-0000-0000-0000-000000000000\")!",
    "URL": "URL(string: \"https://example.com\")!",
    "Data": "Data()",
    "Decimal": "0",
    "EdgeInsets": "EdgeInsets()",
    "UIEdgeInsets": "UIEdgeInsets.zero",
    "UnitPoint": "UnitPoint.center",
    "Alignment": "Alignment.center",
  ]

  /// Values of other framework types a view's or controller's initializer takes, made the same
  /// way on every run: an object made with its `init()` (a capture session, a player, a
  /// formatter, a plain UIKit view or layer, as Apple declares them and ScreenLab has them), an
  /// enumeration's first or neutral case (`Edge.top`, `Axis.vertical`), a fixed calendar,
  /// locale and time zone (never the machine's) (Docs/Run.md §3).
  static let frameworkValues: [String: String] = [
    "AVCaptureSession": "AVCaptureSession()",
    "AVPlayer": "AVPlayer()",
    "NumberFormatter": "NumberFormatter()",
    "DateFormatter": "DateFormatter()",
    "JSONDecoder": "JSONDecoder()",
    "JSONEncoder": "JSONEncoder()",
    "IndexPath": "IndexPath(item: 0, section: 0)",
    "Calendar": "Calendar(identifier: .gregorian)",
    "Locale": "Locale(identifier: \"en_US_POSIX\")",
    "TimeZone": "TimeZone(identifier: \"UTC\")!",
    "UIViewController": "UIViewController()",
    "UILabel": "UILabel()",
    "UIButton": "UIButton()",
    "UIImageView": "UIImageView()",
    "UIStackView": "UIStackView()",
    "UIScrollView": "UIScrollView()",
    "UIBezierPath": "UIBezierPath()",
    "CALayer": "CALayer()",
    "CAShapeLayer": "CAShapeLayer()",
    "CAGradientLayer": "CAGradientLayer()",
    "CGColor": "UIColor.gray.cgColor",
    "Animation": "Animation.default",
    "ColorScheme": "ColorScheme.light",
    "Edge": "Edge.top",
    "Axis": "Axis.vertical",
    "HorizontalAlignment": "HorizontalAlignment.center",
    "VerticalAlignment": "VerticalAlignment.center",
    "TextAlignment": "TextAlignment.leading",
    "ContentMode": "ContentMode.fit",
    "Font.Weight": "Font.Weight.regular",
    "UIFont.Weight": "UIFont.Weight.regular",
    "UIControl.State": "UIControl.State.normal",
    "UITableViewCell.CellStyle": "UITableViewCell.CellStyle.default",
    "UITableView.Style": "UITableView.Style.plain",
    "NSLayoutConstraint.Axis": "NSLayoutConstraint.Axis.vertical",
    "Gradient": "Gradient(colors: [Color.gray])",
    "Material": "Material.regularMaterial",
    "UIUserInterfaceStyle": "UIUserInterfaceStyle.unspecified",
    "AnyHashable": "AnyHashable(0)",
  ]

  /// The flat names the Swift 4 SDK gave the nested types above, which Apple's SDK and
  /// ScreenLab declare obsoleted in Swift 4.2 (Docs/Semantics/UIKit.md §56): a file built in
  /// Swift 4 mode writes `init(style: UITableViewStyle)`, and gets the nested type's value.
  static let swift4Names: [String: String] = [
    "UITableViewCellStyle": "UITableViewCell.CellStyle", "UITableViewStyle": "UITableView.Style",
    "UIControlState": "UIControl.State", "UIFontWeight": "UIFont.Weight",
    "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
  ]

  /// Values of standard generic types as written (spaces removed): a range a slider or a
  /// stepper takes.
  static let writtenValues: [String: String] = [
    "ClosedRange<Double>": "0...1", "ClosedRange<CGFloat>": "0...1",
    "ClosedRange<Float>": "0...1", "ClosedRange<Int>": "0...10", "Range<Int>": "0..<10",
  ]
}
