// The umbrella module: `import ScreenLab` gives every public ScreenLab module, so it can stand
// in for `import QuartzCore` (and, as they land, `import UIKit` and `import SwiftUI`). Like
// SwiftUI, it re-exports Observation, so `@Observable` needs no import of its own
// (Docs/Semantics/SwiftUI.md §10.8).
@_exported import HeadlessBridging
@_exported import HeadlessCombine
@_exported import HeadlessCoreGraphics
@_exported import HeadlessQuartzCore
@_exported import HeadlessSwiftUI
@_exported import HeadlessUIKit
@_exported import Measure
@_exported import Observation
@_exported import Runtime
@_exported import TimingCurves
@_exported import TouchInput
