// `import CoreGraphics` on a platform without Apple's Core Graphics (Linux): ScreenLab's
// geometry, colours, paths and recording context, with Foundation (which holds `CGFloat`,
// `CGPoint`, `CGSize` and `CGRect` there). Declared in Package.swift only where the platform has
// no framework of this name. See Docs/Facades.md.
@_exported import Foundation
@_exported import HeadlessCoreGraphics
