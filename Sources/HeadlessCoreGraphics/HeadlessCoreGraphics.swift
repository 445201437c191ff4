// Core Graphics for the headless frameworks: Foundation's CGFloat, CGPoint, CGSize and CGRect,
// plus what Foundation lacks on Linux (colours, paths, transforms).
@_exported import Foundation

/// A time interval in seconds, as Core Foundation spells it (`CACurrentMediaTime()`'s type).
public typealias CFTimeInterval = Double
