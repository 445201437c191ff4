// The option types of layer properties: the contents gravity and the masked corners.

/// How layer contents fill the bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let center = Self(rawValue: "center")
  public static let top = Self(rawValue: "top")
  public static let bottom = Self(rawValue: "bottom")
  public static let left = Self(rawValue: "left")
  public static let right = Self(rawValue: "right")
  public static let topLeft = Self(rawValue: "topLeft")
  public static let topRight = Self(rawValue: "topRight")
  public static let bottomLeft = Self(rawValue: "bottomLeft")
  public static let bottomRight = Self(rawValue: "bottomRight")
  public static let resize = Self(rawValue: "resize")
  public static let resizeAspect = Self(rawValue: "resizeAspect")
  public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// The corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
