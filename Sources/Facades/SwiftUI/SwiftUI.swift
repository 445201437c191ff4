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
// UserNotifications, as Apple's UIKit brings it (OtherFrameworks.md OF-21.3).
@_exported import UserNotifications

// SwiftUI's Core Data side, which Apple declares in SwiftUI: `@FetchRequest` and
// `FetchedResults` by name, so a view file importing SwiftUI alone can declare them; the rest
// of the Core Data facade is loaded but not re-exported, so its members (`Item.entity()`, the
// `managedObjectContext` environment value) are found as Swift finds members of a module a
// file does not import, and `NSManagedObject` by name still needs `import CoreData`
// (Docs/Semantics/CoreData.md CD-4.3).
@_exported import struct CoreData.FetchRequest
@_exported import struct CoreData.FetchedResults
