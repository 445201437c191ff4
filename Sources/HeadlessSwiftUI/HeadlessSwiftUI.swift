// HeadlessSwiftUI: SwiftUI's update model, headless and deterministic.
//
// Views, builders, property wrappers and modifiers with SwiftUI's names; a view graph that keeps
// state per identity, tracks what each body reads and re-runs exactly the bodies SwiftUI re-runs,
// on the runtime's virtual clock (`ViewHost`). The rules and their sources are in
// Docs/Semantics/SwiftUI.md; doc comments cite its sections as "Docs/Semantics/SwiftUI.md §2.5".
@_exported import HeadlessCombine
@_exported import HeadlessCoreGraphics
@_exported import Measure
@_exported import Runtime
@_exported import TimingCurves
@_exported import TouchInput
