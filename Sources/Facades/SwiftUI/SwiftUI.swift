// `import SwiftUI` on a platform without Apple's SwiftUI (Linux): ScreenLab's headless SwiftUI,
// with what Apple's module brings along for a view file — Foundation (SwiftUI re-exports it;
// its URL loading, offline, comes from `HeadlessFoundation`, OtherFrameworks.md §7),
// Observation (`@Observable` works with `import SwiftUI` alone), Combine (`ObservableObject`,
// `@Published`) and, as on iOS, UIKit with Core Animation (`UIColor`, `Color(.systemGray3)`).
// Declared in Package.swift only where the platform has no framework of this name. See
// Docs/Facades.md.
@_exported import Foundation
@_exported import HeadlessBridging
@_exported import HeadlessCombine
@_exported import HeadlessCoreGraphics
@_exported import HeadlessFoundation
@_exported import HeadlessQuartzCore
@_exported import HeadlessSwiftUI
@_exported import HeadlessUIKit
@_exported import Observation
@_exported import Runtime
@_exported import TimingCurves
@_exported import TouchInput
