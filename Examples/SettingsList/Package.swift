// swift-tools-version:6.0
// A list screen as a user would write it — an @Observable store, a header, a ForEach of rows
// with a Toggle each — tested with ScreenLabTesting's per-row assertions (Docs/Testing.md §3.1).
//
// `SETTINGSLIST_BUGS` plants bugs at compile time, to show that the tests catch them
// (comma-separated, or `all`): `every-row` (each row reads the store's count, so one toggle
// re-runs every row), `stale-header` (the header copies its count into @State), `local-copy`
// (a row's toggle switches a @State copy instead of the model).
import Foundation
import PackageDescription

let bugs = Set(
  (ProcessInfo.processInfo.environment["SETTINGSLIST_BUGS"] ?? "").split(separator: ",").map {
    String($0)
  })
let defines: [SwiftSetting] = [
  ("every-row", "BUG_EVERY_ROW"), ("stale-header", "BUG_STALE_HEADER"),
  ("local-copy", "BUG_LOCAL_COPY"),
].compactMap { bugs.contains($0.0) || bugs.contains("all") ? .define($0.1) : nil }

let package = Package(
  name: "SettingsList",
  // `package:` below is this name: the folder's name unless `name:` says otherwise.
  dependencies: [.package(name: "ScreenLab", path: "../..")],
  targets: [
    .target(
      name: "SettingsList",
      dependencies: [.product(name: "SwiftUI", package: "ScreenLab")],
      swiftSettings: defines),
    .testTarget(
      name: "SettingsListTests",
      dependencies: [
        "SettingsList",
        .product(name: "ScreenLabTesting", package: "ScreenLab"),
        .product(name: "SwiftUI", package: "ScreenLab"),
      ],
      swiftSettings: defines),
  ]
)
