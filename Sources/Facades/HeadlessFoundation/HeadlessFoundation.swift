// What Apple's Foundation and Dispatch declare and the toolchain's Foundation on Linux lacks or
// keeps in FoundationNetworking, headless (Docs/Semantics/OtherFrameworks.md §7): URL loading
// offline on the virtual clock. The SwiftUI, UIKit and Combine facades re-export this module,
// as `import SwiftUI` or `import UIKit` brings Foundation's whole surface on Apple's platforms.
// Declared in Package.swift only where the platform has no framework of those names.
@_exported import Foundation
