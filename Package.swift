// swift-tools-version:6.0
// ScreenLab: Apple's UI-framework behaviour, headless and measurable, with the toolchain only.
import CompilerPluginSupport
import Foundation
import PackageDescription

// MARK: - SwiftSyntax from the toolchain

/// The toolchain's host library folder, which holds SwiftSyntax and SwiftParser
/// (`SwiftParser.swiftmodule`, `libSwiftParser.so`, …); nil when it cannot be found.
///
/// Found in this order:
/// 1. `SCREENLAB_SWIFT_HOST`, if set, names the folder directly;
/// 2. otherwise the `swift` executable on `PATH`, symlinks resolved, then `../lib/swift/host`
///    beside its `bin` folder (for example `/opt/swift/usr/bin/swift` gives
///    `/opt/swift/usr/lib/swift/host`).
///
/// When no folder holding `SwiftParser.swiftmodule` is found, `ScreenLabAnalysis` builds
/// without SwiftSyntax: every other target is unaffected, and `screenlab analyze` reports
/// which folder it looked in and that it needs the toolchain's host libraries.
func swiftSyntaxHostFolder() -> String? {
  let environment = ProcessInfo.processInfo.environment
  let files = FileManager.default
  func holdsSwiftParser(_ folder: String) -> Bool {
    files.fileExists(atPath: folder + "/SwiftParser.swiftmodule")
  }
  if let folder = environment["SCREENLAB_SWIFT_HOST"], !folder.isEmpty {
    return holdsSwiftParser(folder) ? folder : nil
  }
  for directory in (environment["PATH"] ?? "").split(separator: ":") {
    let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
    guard files.isExecutableFile(atPath: candidate.path) else { continue }
    let binary = candidate.resolvingSymlinksInPath()
    let host = binary.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host").standardizedFileURL.path
    return holdsSwiftParser(host) ? host : nil
  }
  return nil
}

let swiftSyntaxHost = swiftSyntaxHostFolder()

/// Compiler and linker settings that give `ScreenLabAnalysis` the toolchain's SwiftSyntax.
///
/// `SCREENLAB_SWIFTSYNTAX` marks the build that has it. The unsafe flags stay on this target,
/// which the `ScreenLab` library product does not include.
let analysisSwiftSettings: [SwiftSetting] =
  swiftSyntaxHost.map { host in
    [.define("SCREENLAB_SWIFTSYNTAX"), .unsafeFlags(["-I", host])]
  } ?? []
/// The host-library search path alone, for the targets that import `ScreenLabAnalysis`: its
/// `internal import SwiftSyntax` is still loaded by the clients of a module built without
/// library evolution ("missing required modules" without it). None of them is in a library
/// product, so the unsafe flag reaches no other package.
let analysisClientSettings: [SwiftSetting] =
  swiftSyntaxHost.map { host in [.unsafeFlags(["-I", host])] } ?? []
let analysisLinkerSettings: [LinkerSetting] =
  swiftSyntaxHost.map { host in
    [
      .unsafeFlags([
        "-L", host, "-lSwiftParser", "-lSwiftSyntax", "-Xlinker", "-rpath", "-Xlinker", host,
      ])
    ]
  } ?? []

/// The `#Preview` plugin (`ScreenLabMacros`, Docs/Testing.md §0.2): built against the host
/// folder's SwiftSyntaxMacros and SwiftCompilerPluginMessageHandling when the folder has them,
/// so `#Preview` compiles in a user's own package with no swift-syntax package. The unsafe
/// flags stay on the macro target, which is built for the host and loaded by the compiler
/// (`-load-plugin-executable`); SwiftPM 6.3.1 accepts them from a dependency given by path and
/// from one given by a (file) git URL (measured with a two-package probe).
let previewMacroHost: String? = swiftSyntaxHost.flatMap { host in
  FileManager.default.fileExists(atPath: host + "/SwiftCompilerPluginMessageHandling.swiftmodule")
    && FileManager.default.fileExists(atPath: host + "/SwiftSyntaxMacros.swiftmodule")
    ? host : nil
}
let previewMacroTargets: [Target] =
  previewMacroHost.map { host in
    [
      .macro(
        name: "ScreenLabMacros",
        swiftSettings: [.unsafeFlags(["-I", host])],
        linkerSettings: [
          .unsafeFlags(
            ["-L", host]
              + [
                "SwiftSyntax", "SwiftSyntaxMacros", "SwiftCompilerPluginMessageHandling",
                "SwiftSyntaxBuilder", "SwiftDiagnostics", "SwiftParser", "SwiftBasicFormat",
                "SwiftSyntaxMacroExpansion", "SwiftOperators", "SwiftParserDiagnostics",
                "SwiftIfConfig",
              ].map { "-l" + $0 } + ["-Xlinker", "-rpath", "-Xlinker", host])
        ])
    ]
  } ?? []

/// The framework modules, listed as dependencies of every target that reaches them through a
/// re-export (`import ScreenLab`, `import HeadlessUIKit`): SwiftPM recompiles a target when a
/// module it *declares* changes, not when one arrives through another module's
/// `@_exported import` (reproduced with three modules on Swift 6.3: the client kept calling a
/// signature that no longer existed, a link error, or an old class layout, a crash).
let frameworks: [Target.Dependency] = [
  "Measure", "Runtime", "TimingCurves", "TouchInput", "HeadlessCoreGraphics",
  "HeadlessQuartzCore", "HeadlessUIKit", "HeadlessCombine", "HeadlessSwiftUI",
]
/// The frameworks and the module where SwiftUI meets UIKit.
let frameworksAndBridging: [Target.Dependency] = frameworks + ["HeadlessBridging"]

/// Facade modules named after Apple's frameworks, so that unmodified view files
/// (`import SwiftUI`, `import UIKit`, …) compile against the headless ones. Declared only where
/// the platform has no framework of that name: on Apple's platforms the real one wins.
#if os(Linux) || os(Windows) || os(Android) || os(FreeBSD) || os(OpenBSD) || os(WASI)
  let facades: [(name: String, dependencies: [Target.Dependency])] = [
    // What Apple's Foundation and Dispatch declare and the toolchain's Foundation on this
    // platform lacks or keeps in FoundationNetworking (`URLSession`, `URLRequest`,
    // `DispatchSerialQueue`, …), headless and offline: the SwiftUI, UIKit and Combine facades
    // re-export it, as `import SwiftUI` brings Foundation's whole surface on Apple's platforms
    // (Docs/Semantics/OtherFrameworks.md §7).
    ("HeadlessFoundation", ["Runtime", "HeadlessCombine", "UniformTypeIdentifiers"]),
    (
      "SwiftUI",
      [
        "HeadlessSwiftUI", "HeadlessCombine", "HeadlessCoreGraphics", "Runtime", "TimingCurves",
        "TouchInput", "HeadlessUIKit", "HeadlessQuartzCore", "HeadlessBridging",
        "HeadlessFoundation", "CoreData", "UserNotifications",
      ] + (previewMacroHost == nil ? [] : ["ScreenLabMacros"])
    ),
    ("Combine", ["HeadlessCombine", "Runtime", "HeadlessFoundation"]),
    (
      "UIKit",
      [
        "HeadlessUIKit", "HeadlessQuartzCore", "HeadlessCoreGraphics", "Runtime", "TimingCurves",
        "TouchInput", "CoreImage", "HeadlessFoundation", "UserNotifications",
      ]
    ),
    ("QuartzCore", ["HeadlessQuartzCore", "HeadlessCoreGraphics", "Runtime", "TimingCurves"]),
    ("CoreGraphics", ["HeadlessCoreGraphics"]),
    // Apple frameworks that view files import beside SwiftUI and UIKit: each declares only the
    // API such files use, headless (Docs/Semantics/OtherFrameworks.md).
    ("Charts", ["HeadlessSwiftUI", "HeadlessCoreGraphics"]),
    ("AVFoundation", ["HeadlessQuartzCore", "HeadlessCoreGraphics", "Runtime"]),
    ("AVKit", ["AVFoundation", "HeadlessSwiftUI", "HeadlessUIKit", "HeadlessCoreGraphics"]),
    ("CoreLocation", ["Runtime"]),
    ("MapKit", ["CoreLocation", "HeadlessSwiftUI", "HeadlessUIKit", "HeadlessCoreGraphics"]),
    ("CoreImage", ["HeadlessUIKit", "HeadlessCoreGraphics", "AppleSubmodules"]),
    ("LinkPresentation", ["HeadlessUIKit", "HeadlessCoreGraphics"]),
    ("WidgetKit", ["HeadlessSwiftUI"]),
    // A module of its own (Foundation only); HeadlessFoundation's `NSItemProvider` asks it
    // which type identifiers conform to which.
    ("UniformTypeIdentifiers", []),
    // Re-exports the UIKit facade, as Apple's re-exports UIKit.
    ("IntentsUI", ["UIKit"]),
    // Re-export the UIKit facade, as Apple's SafariServices and MessageUI bring UIKit.
    ("SafariServices", ["UIKit"]),
    ("MessageUI", ["UIKit"]),
    ("AuthenticationServices", ["UIKit"]),
    ("CoreML", ["Runtime"]),
    ("LocalAuthentication", ["Runtime"]),
    ("CoreBluetooth", ["Runtime"]),
    ("UserNotifications", ["Runtime"]),
    // Re-exports the UIKit facade, as Apple's WebKit brings UIKit.
    ("WebKit", ["UIKit", "HeadlessUIKit", "HeadlessFoundation", "Runtime"]),
    ("SwiftData", ["HeadlessSwiftUI"] + (previewMacroHost == nil ? [] : ["ScreenLabMacros"])),
    ("CoreData", ["HeadlessSwiftUI", "HeadlessCombine"]),
    (
      "SpriteKit",
      [
        "UIKit", "HeadlessUIKit", "HeadlessSwiftUI", "HeadlessBridging", "HeadlessCoreGraphics",
        "Runtime", "TimingCurves",
      ]
    ),
    ("GameplayKit", ["SpriteKit", "Runtime"]),
  ]
  /// Empty Clang modules `CoreImage` and `UIKit` with Apple's submodules `CIFilterBuiltins` and
  /// `UIGestureRecognizerSubclass`, so that `import CoreImage.CIFilterBuiltins` resolves; the
  /// facades of those names are their Swift overlays (the module map says how).
  let facadeSupport: [Target] = [
    .target(name: "AppleSubmodules", path: "Sources/Facades/AppleSubmodules")
  ]
  /// The tests of the facades that are more than re-exports (Docs/Semantics/OtherFrameworks.md).
  let facadeTests: [Target] = [
    .testTarget(
      name: "FrameworkFacadeTests",
      dependencies: [
        "Charts", "AVFoundation", "AVKit", "CoreLocation", "MapKit", "CoreImage",
        "LinkPresentation", "SpriteKit", "GameplayKit", "SwiftUI", "HeadlessSwiftUI",
        "HeadlessUIKit", "Runtime", "HeadlessFoundation", "HeadlessCombine", "TouchInput", "UIKit",
        "WidgetKit", "SwiftData", "CoreData", "UniformTypeIdentifiers", "IntentsUI", "CoreML",
        "WebKit", "SafariServices", "MessageUI", "AuthenticationServices", "LocalAuthentication",
        "CoreBluetooth",
        "UserNotifications",
      ])
  ]
#else
  let facades: [(name: String, dependencies: [Target.Dependency])] = []
  let facadeSupport: [Target] = []
  let facadeTests: [Target] = []
#endif

let package = Package(
  name: "ScreenLab",
  products: [
    // The umbrella library: `import ScreenLab` gives the kernels (and, as they land, the
    // headless frameworks). No unsafe flags may reach this product, so that other packages
    // can depend on it.
    .library(name: "ScreenLab", targets: ["ScreenLab"]),
    .executable(name: "screenlab", targets: ["screenlab"]),
    // Assertions over the measurements for a user's own `swift test` (Swift Testing and
    // XCTest): recomputes, update budgets, sync, animations, filmstrip snapshots.
    .library(name: "ScreenLabTesting", targets: ["ScreenLabTesting"]),
    // The driver of the programs `screenlab run` compiles (Docs/Run.md): their generated
    // `main.swift` imports it. No unsafe flags, like `ScreenLab`.
    .library(name: "ScreenLabRun", targets: ["ScreenLabRun"]),
    // `swift package screenlab-analyze [--format sarif] [TARGET…]` in a package that depends
    // on this one: `screenlab analyze` over its targets' sources (Docs/Analyzer.md).
    .plugin(name: "screenlab-analyze", targets: ["ScreenLabAnalyzePlugin"]),
  ]
    + facades.map { .library(name: $0.name, targets: [$0.name]) },
  targets: [
    // The lessons' two kernels (Sync, Invalidation), typed, hardened and fast.
    .target(name: "Measure"),
    // The virtual clock, the run loop and the trace: the one place time comes from.
    .target(name: "Runtime"),
    // The timing maths Core Animation and SwiftUI share: media timing, curves, springs.
    .target(name: "TimingCurves"),
    // Scripted touches, played to a window in the run loop's input phase.
    .target(name: "TouchInput", dependencies: ["Runtime", "Measure"]),
    // Geometry, colours, paths and transforms that Foundation lacks on Linux.
    .target(name: "HeadlessCoreGraphics"),
    // Core Animation: layers, animations, transactions, presentation at virtual time.
    .target(
      name: "HeadlessQuartzCore",
      dependencies: ["Runtime", "TimingCurves", "HeadlessCoreGraphics", "Measure"]),
    // UIKit: views, windows, colours, Bézier paths, the layout and display cycle.
    .target(
      name: "HeadlessUIKit",
      dependencies: [
        "HeadlessQuartzCore", "Measure", "Runtime", "TimingCurves", "TouchInput",
        "HeadlessCoreGraphics",
      ]),
    // SwiftUI's update model: views, state, dependency tracking, invalidation with causes.
    // Combine's publishers, subjects and operators, and ObservableObject/@Published.
    .target(name: "HeadlessCombine", dependencies: ["Runtime"]),
    .target(
      name: "HeadlessSwiftUI",
      dependencies: [
        "Runtime", "TimingCurves", "TouchInput", "Measure", "HeadlessCoreGraphics",
        "HeadlessCombine",
      ]),
    // Where SwiftUI meets UIKit: Color <-> UIColor, UIViewRepresentable,
    // UIViewControllerRepresentable and UIHostingController (Docs/Semantics/Bridging.md).
    .target(name: "HeadlessBridging", dependencies: frameworks),
    // Umbrella: re-exports every public module.
    .target(name: "ScreenLab", dependencies: frameworksAndBridging),
    // The testing library (Docs/Testing.md): imports Testing and XCTest and records a
    // failure with the framework that is running.
    // On failure it writes the HTML report of what was measured (Docs/Testing.md §10).
    .target(name: "ScreenLabTesting", dependencies: frameworks + ["ScreenLabReport"]),
    // The HTML report and the Chrome trace of a run (`--report`, `--trace`): what the
    // runtime, the SwiftUI host and the kernels recorded, shown. Docs/Report.md.
    .target(
      name: "ScreenLabReport",
      dependencies: [
        "Measure", "Runtime", "TouchInput", "HeadlessCoreGraphics", "HeadlessQuartzCore",
        "HeadlessSwiftUI",
      ]),
    // Hosts the views of files compiled by `screenlab run` and runs its steps.
    // With `--report`/`--trace` it records the run with ScreenLabReport (Docs/Run.md §9).
    .target(name: "ScreenLabRun", dependencies: frameworksAndBridging + ["ScreenLabReport"]),
    // The source analyzer (`screenlab analyze`): stale-screen rules and SwiftUI view trees,
    // over the toolchain's SwiftSyntax. Not in the `ScreenLab` product (unsafe flags).
    .target(
      name: "ScreenLabAnalysis", dependencies: ["Measure"],
      swiftSettings: analysisSwiftSettings, linkerSettings: analysisLinkerSettings),
    // The seeds' own sources, compiled once for the CLI's live replays and the tests.
    .target(name: "ScreenLabSeeds", dependencies: ["ScreenLab"] + frameworksAndBridging),
    // The course: the lessons' measurements in their exact words, their live replays on the
    // headless frameworks, and ScreenLab's own scenarios (`screenlab lesson`).
    .target(
      name: "ScreenLabCourse",
      dependencies: ["ScreenLab", "ScreenLabSeeds", "ScreenLabReport"] + frameworksAndBridging),
    // The command-line front end as a library, so tests can drive it without a process: it
    // parses, dispatches and prints.
    .target(
      name: "ScreenLabCLI",
      dependencies: [
        "ScreenLab", "ScreenLabAnalysis", "ScreenLabCourse", "ScreenLabSeeds", "ScreenLabReport",
        "ScreenLabRun",
      ]
        + frameworksAndBridging,
      swiftSettings: analysisClientSettings),
    .executableTarget(
      name: "screenlab", dependencies: ["ScreenLabCLI"], swiftSettings: analysisClientSettings),
    // The command plugin: builds `screenlab` and runs its `analyze` on the package's targets.
    .plugin(
      name: "ScreenLabAnalyzePlugin",
      capability: .command(
        intent: .custom(
          verb: "screenlab-analyze",
          description: "Report stale-screen bugs in the package's Swift sources (screenlab analyze)"
        )),
      dependencies: ["screenlab"]),
    // Workloads the benchmarks run and their tests count (no timing inside): kept out of the
    // library modules. Ships in no product.
    .target(name: "BenchmarkWorkloads", dependencies: frameworks),
    // Benchmarks: ratios against baselines measured in the same run. Ships in no product.
    .executableTarget(
      name: "screenlab-bench",
      dependencies: [
        "ScreenLab", "ScreenLabAnalysis", "BenchmarkWorkloads", "ScreenLabSeeds",
        "ScreenLabTestSupport",
      ] + frameworksAndBridging,
      swiftSettings: analysisClientSettings),
    // What several test targets share (a seeded generator, the repository's folder), written
    // once. Ships in no product.
    .target(name: "ScreenLabTestSupport"),
    .testTarget(name: "MeasureTests", dependencies: ["Measure", "ScreenLabTestSupport"]),
    .testTarget(
      name: "RuntimeTests",
      dependencies: ["Runtime", "TimingCurves", "TouchInput", "ScreenLabTestSupport"]),
    .testTarget(
      name: "HeadlessCoreGraphicsTests",
      dependencies: ["HeadlessCoreGraphics", "ScreenLabTestSupport"]),
    .testTarget(
      name: "HeadlessQuartzCoreTests",
      dependencies: [
        "HeadlessQuartzCore", "Runtime", "TimingCurves", "HeadlessCoreGraphics", "Measure",
        "ScreenLabTestSupport",
      ]),
    .testTarget(
      name: "HeadlessUIKitTests",
      dependencies: [
        "HeadlessUIKit", "HeadlessQuartzCore", "Runtime", "TimingCurves", "TouchInput",
        "HeadlessCoreGraphics", "Measure", "ScreenLabSeeds", "BenchmarkWorkloads",
        "ScreenLabTestSupport",
      ]),
    .testTarget(
      name: "HeadlessSwiftUITests",
      dependencies: [
        "HeadlessSwiftUI", "Measure", "Runtime", "TimingCurves", "TouchInput",
        "HeadlessCoreGraphics", "ScreenLabSeeds", "BenchmarkWorkloads", "HeadlessCombine",
      ]),
    .testTarget(
      name: "ScreenLabReportTests",
      dependencies: [
        "ScreenLabReport", "Measure", "Runtime", "TouchInput", "HeadlessSwiftUI",
        "HeadlessCoreGraphics", "HeadlessQuartzCore", "ScreenLabSeeds",
      ]),
    .testTarget(name: "HeadlessCombineTests", dependencies: ["HeadlessCombine", "Runtime"]),
    .testTarget(name: "ScreenLabTestingTests", dependencies: ["ScreenLabTesting"] + frameworks),
    .testTarget(name: "HeadlessBridgingTests", dependencies: frameworksAndBridging),
    // Behaviour other people recorded on Apple's frameworks, as ScreenLab tests, one file per
    // source suite (Docs/Conformance.md).
    .testTarget(
      name: "ConformanceTests",
      dependencies: [
        "HeadlessUIKit", "HeadlessQuartzCore", "Runtime", "HeadlessCoreGraphics", "HeadlessSwiftUI",
        "HeadlessBridging",
      ]),
    .testTarget(
      name: "ScreenLabAnalysisTests",
      dependencies: ["ScreenLabAnalysis", "Measure", "ScreenLabTestSupport"],
      // The corpus fixtures are Swift sources the tests read as text, not compile.
      exclude: ["Fixtures"], swiftSettings: analysisSwiftSettings),
    .testTarget(
      name: "ScreenLabCLITests",
      dependencies: [
        "ScreenLabCLI", "screenlab", "ScreenLab", "ScreenLabAnalysis", "ScreenLabCourse",
        "ScreenLabSeeds", "ScreenLabReport", "ScreenLabRun", "ScreenLabTestSupport",
      ]
        + frameworksAndBridging, swiftSettings: analysisClientSettings),
  ]
    + facades.map {
      .target(
        name: $0.name, dependencies: $0.dependencies, path: "Sources/Facades/\($0.name)",
        swiftSettings: ["SwiftUI", "SwiftData"].contains($0.name) && previewMacroHost != nil
          ? [.define("SCREENLAB_PREVIEW_MACRO")] : [])
    } + facadeSupport + previewMacroTargets + facadeTests
)
