// swift-tools-version:6.0
// ScreenLab: Apple's UI-framework behaviour, headless and measurable, with the toolchain only.
import PackageDescription

let package = Package(
  name: "ScreenLab",
  products: [
    // The umbrella library: `import ScreenLab` gives the kernels (and, as they land, the
    // headless frameworks). No unsafe flags may reach this product, so that other packages
    // can depend on it.
    .library(name: "ScreenLab", targets: ["ScreenLab"]),
    .executable(name: "screenlab", targets: ["screenlab"]),
  ],
  targets: [
    // The lessons' two kernels (Sync, Invalidation), typed, hardened and fast.
    .target(name: "Measure"),
    // The virtual clock, the run loop and the trace: the one place time comes from.
    .target(name: "Runtime", dependencies: ["Measure"]),
    // Geometry, colours, paths and transforms that Foundation lacks on Linux.
    .target(name: "HeadlessCoreGraphics"),
    // Core Animation: layers, animations, transactions, presentation at virtual time.
    .target(name: "HeadlessQuartzCore", dependencies: ["Runtime", "HeadlessCoreGraphics"]),
    // UIKit: views, windows, colours, Bézier paths, the layout and display cycle.
    .target(name: "HeadlessUIKit", dependencies: ["HeadlessQuartzCore", "Measure"]),
    // SwiftUI's update model: views, state, dependency tracking, invalidation with causes.
    .target(name: "HeadlessSwiftUI", dependencies: ["Runtime", "Measure", "HeadlessCoreGraphics"]),
    // Umbrella: re-exports every public module.
    .target(
      name: "ScreenLab",
      dependencies: [
        "Measure", "Runtime", "HeadlessCoreGraphics", "HeadlessQuartzCore", "HeadlessUIKit",
        "HeadlessSwiftUI",
      ]),
    // The command-line front end as a library, so tests can drive it without a process.
    .target(name: "ScreenLabCLI", dependencies: ["ScreenLab"]),
    .executableTarget(name: "screenlab", dependencies: ["ScreenLabCLI"]),
    // Benchmarks: ratios against baselines measured in the same run. Ships in no product.
    .executableTarget(name: "screenlab-bench", dependencies: ["ScreenLab"]),
    .testTarget(name: "MeasureTests", dependencies: ["Measure"]),
    .testTarget(name: "RuntimeTests", dependencies: ["Runtime"]),
    .testTarget(name: "HeadlessCoreGraphicsTests", dependencies: ["HeadlessCoreGraphics"]),
    .testTarget(name: "HeadlessQuartzCoreTests", dependencies: ["HeadlessQuartzCore"]),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "HeadlessSwiftUITests", dependencies: ["HeadlessSwiftUI", "Measure", "Runtime"]),
    .testTarget(name: "ScreenLabCLITests", dependencies: ["ScreenLabCLI", "screenlab"]),
  ]
)
