// `import UIKit` on a platform without Apple's UIKit (Linux): ScreenLab's headless UIKit, with
// what Apple's module brings along for a view file — Foundation (with its URL loading, offline:
// `HeadlessFoundation`, Docs/Semantics/OtherFrameworks.md §7), Core Graphics' types and
// Core Animation (UIKit re-exports QuartzCore: `CALayer`, `CABasicAnimation`) and Core Image
// (`CIFilter` in a file that imports UIKit alone; Docs/Semantics/OtherFrameworks.md §5). Declared in
// Package.swift only where the platform has no framework of this name. See Docs/Facades.md.
@_exported import CoreImage
@_exported import Foundation
@_exported import HeadlessCoreGraphics
@_exported import HeadlessFoundation
@_exported import HeadlessQuartzCore
@_exported import HeadlessUIKit
@_exported import Runtime
@_exported import TimingCurves
@_exported import TouchInput
// UserNotifications: Apple's UIKit names its types (OtherFrameworks.md OF-21.3).
@_exported import UserNotifications
