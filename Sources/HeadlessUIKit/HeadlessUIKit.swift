// UIKit, headless: views, windows, view controllers, colours and Bézier paths, with the
// layout and display cycle run on the runtime's virtual clock. `import ScreenLab` stands in
// for `import UIKit`.
@_exported import HeadlessQuartzCore
@_exported import TouchInput
