// `import IntentsUI` on a platform without Apple's framework (Linux). Apple's IntentsUI brings
// UIKit (its umbrella header imports UIKit's) beside the Siri and Shortcuts interface it adds;
// a view file that imports it beside SwiftUI and uses none of that interface compiles with
// UIKit's API alone (Docs/Semantics/OtherFrameworks.md §13). Intents and IntentsUI's own types
// are not declared. Declared in Package.swift only where the platform has no framework of this
// name.
@_exported import UIKit
