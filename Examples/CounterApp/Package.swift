// swift-tools-version:6.0
// A small app package as a user would write it, tested with ScreenLabTesting on Linux.
//
// `COUNTERAPP_BUGS` plants bugs at compile time, to show that the tests catch them
// (comma-separated, or `all`): `unpublished` (a removed @Published), `no-redraw` (a missing
// setNeedsDisplay), `no-model-write` (an animation added without writing the model value).
import Foundation
import PackageDescription

let bugs = Set(
  (ProcessInfo.processInfo.environment["COUNTERAPP_BUGS"] ?? "").split(separator: ",").map {
    String($0)
  })
let defines: [SwiftSetting] = [
  ("unpublished", "BUG_UNPUBLISHED"), ("no-redraw", "BUG_NO_REDRAW"),
  ("no-model-write", "BUG_NO_MODEL_WRITE"),
].compactMap { bugs.contains($0.0) || bugs.contains("all") ? .define($0.1) : nil }

let package = Package(
  name: "CounterApp",
  dependencies: [.package(name: "ScreenLab", path: "../..")],
  targets: [
    .target(
      name: "CounterApp",
      dependencies: [
        .product(name: "SwiftUI", package: "ScreenLab"),
        .product(name: "UIKit", package: "ScreenLab"),
        .product(name: "QuartzCore", package: "ScreenLab"),
      ],
      swiftSettings: defines),
    .testTarget(
      name: "CounterAppTests",
      dependencies: [
        "CounterApp",
        .product(name: "ScreenLabTesting", package: "ScreenLab"),
        .product(name: "SwiftUI", package: "ScreenLab"),
      ],
      // The snapshot references are in Tests/__Snapshots__, outside the target's folder: no
      // `exclude:` (Docs/Testing.md §7.1).
      swiftSettings: defines),
  ]
)
