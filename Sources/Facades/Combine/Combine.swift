// `import Combine` on a platform without Apple's Combine (Linux): ScreenLab's publishers,
// subjects, operators, `ObservableObject` and `@Published` (Docs/Combine.md), with Foundation
// and its URL loading (`dataTaskPublisher(for:)`, offline: Docs/Semantics/OtherFrameworks.md §7).
// Declared in Package.swift only where the platform has no framework of this name.
@_exported import Foundation
@_exported import HeadlessCombine
@_exported import HeadlessFoundation
// The virtual clock: schedulers and `Task.sleep` run on it inside a bound runtime
// (Docs/Semantics/RunLoop.md).
@_exported import Runtime
