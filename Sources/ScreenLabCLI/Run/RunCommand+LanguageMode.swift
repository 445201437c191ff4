import Foundation
import ScreenLab

extension RunCommand {
  /// The compiler's notes under a use of a name declared obsoleted in a Swift version above 4:
  /// UIKit's and Core Animation's flat names before the Swift 4.2 SDK nested them
  /// (`@available(swift, obsoleted: 4.2, renamed: …)`, Docs/Semantics/UIKit.md §56), and the
  /// standard library's Swift 4 API removed in Swift 5 (`String.characters`, `obsoleted: 5.0`).
  static let swift4ObsoletedNotes = ["was obsoleted in Swift 4.2", "was obsoleted in Swift 5.0"]

  /// The compiler's errors for what the Swift 4 language mode accepts with a deprecation
  /// warning ("this is an error in the Swift 5 language mode"): an implicitly unwrapped
  /// optional written in a cast or a type argument (`as! [String: AnyObject]!`).
  static let swift4OnlyErrors = ["error: using '!' is not allowed here"]

  /// Whether a failed build's output shows sources written for Swift 4: an error names what
  /// Swift 4.2 renamed (`UIPageViewControllerTransitionStyle`, `kCAMediaTimingFunctionEaseInEaseOut`)
  /// or Swift 5 removed (`"text".characters`), or is one only Swift 5 makes an error.
  static func writtenForSwift4(_ build: (ok: Bool, output: String)) -> Bool {
    !build.ok
      && (swift4ObsoletedNotes + swift4OnlyErrors).contains { build.output.contains($0) }
  }

  /// When the first build fails on names Swift 4.2 renamed or Swift 5 removed, the user's
  /// target built again in Swift 4 language mode, as Xcode builds a target whose Swift Language
  /// Version is 4 (those names are declared obsoleted in Swift 4.2 or 5.0, so they are
  /// available below it, on Apple's SDK as on ScreenLab's facades and the standard library). The package keeps that mode for the rest of the run (stand-ins
  /// are found from the Swift 4 build's errors); its manifest is written back to Swift 5 by the
  /// next run. The note says so, on standard error (Docs/Run.md §6, "Written for Swift 4").
  static func inSwift4ModeWhenWrittenForIt(
    _ build: (ok: Bool, output: String), _ package: inout RunPackage, swift: String,
    files: [String: String], language: Language
  ) throws(RunFailure) -> (build: (ok: Bool, output: String), note: String?) {
    guard !package.swift4Mode, writtenForSwift4(build) else { return (build, nil) }
    package.swift4Mode = true
    try package.write(sources: files)
    let again = package.build(swift: swift)
    let note =
      language == .tr
      ? "not: kaynaklar Swift 4.2'nin yeniden adlandirdigi adlari kullaniyor; Swift 4 dil "
        + "kipinde derlendi (Xcode'un Swift Language Version 4 hedefi gibi)"
      : "note: the sources use names Swift 4.2 renamed; built in Swift 4 language mode, as "
        + "Xcode builds a target whose Swift Language Version is 4"
    return (again, note)
  }
}
