// `import QuartzCore` on a platform without Apple's QuartzCore (Linux): ScreenLab's headless
// Core Animation, with Foundation and Core Graphics' types as Apple's module brings them.
// Declared in Package.swift only where the platform has no framework of this name. See
// Docs/Facades.md.
@_exported import Foundation
@_exported import HeadlessCoreGraphics
@_exported import HeadlessQuartzCore
@_exported import Runtime
@_exported import TimingCurves
