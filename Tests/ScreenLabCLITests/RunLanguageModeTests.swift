import Foundation
import Testing

@testable import ScreenLabCLI

/// Sources written for Swift 4 are built in Swift 4 language mode (Docs/Run.md §6, "Written
/// for Swift 4").
@Suite struct RunLanguageModeTests {
  /// A failed build's output as the compiler writes it for a name Swift 4.2 renamed.
  static let renamedOutput = """
    /cache/Sources/ScreenLabUserRun/F0_Cursor.swift:40:59: error: \
    'kCAMediaTimingFunctionEaseInEaseOut' has been renamed to \
    'CAMediaTimingFunctionName.easeInEaseOut'
    /src/Sources/HeadlessQuartzCore/CoreAnimation+CNames.swift:154:12: note: \
    'kCAMediaTimingFunctionEaseInEaseOut' was obsoleted in Swift 4.2
    """

  @Test func aFailureOnANameSwift42RenamedIsWrittenForSwift4() {
    #expect(RunCommand.writtenForSwift4((ok: false, output: Self.renamedOutput)))
  }

  @Test func aFailureOnSwift4StandardLibraryAPIRemovedInSwift5IsWrittenForSwift4() {
    let characters = """
      /cache/Sources/ScreenLabUserRun/F0_Entry.swift:55:29: error: 'characters' is \
      unavailable: Please use String directly
      Swift.String.characters:3:14: note: 'characters' was obsoleted in Swift 5.0
      """
    #expect(RunCommand.writtenForSwift4((ok: false, output: characters)))
  }

  @Test func anImplicitlyUnwrappedOptionalInACastIsWrittenForSwift4() {
    // Swift 4 mode warns ("this is an error in the Swift 5 language mode"); Swift 5 stops.
    let cast = """
      /cache/Sources/ScreenLabUserRun/F0_Beacon.swift:50:92: error: using '!' is not allowed \
      here
      """
    #expect(RunCommand.writtenForSwift4((ok: false, output: cast)))
    // Another error about an optional is not.
    let unwrap = """
      /cache/Sources/ScreenLabUserRun/F0_Beacon.swift:50:92: error: value of optional type \
      'String?' must be unwrapped to a value of type 'String'
      """
    #expect(!RunCommand.writtenForSwift4((ok: false, output: unwrap)))
  }

  @Test func otherFailuresAndSuccessfulBuildsAreNot() {
    // A rename Swift 3 made (not available in any mode the toolchain has) is not a reason.
    let swift3 = """
      /cache/Sources/ScreenLabUserRun/F0_Graph.swift:15:25: error: 'CGRectMake' is \
      unavailable in Swift: use object construction 'CGRect(x:y:width:height:)'
      """
    #expect(!RunCommand.writtenForSwift4((ok: false, output: swift3)))
    #expect(!RunCommand.writtenForSwift4((ok: true, output: Self.renamedOutput)))
  }

  @Test func theManifestAsksForSwift4OnlyInSwift4Mode() {
    var package = RunPackage(directory: "/cache/x", root: "/src/ScreenLab")
    #expect(!package.manifest.contains("swiftLanguageVersions"))
    package.swift4Mode = true
    #expect(package.manifest.contains("swiftLanguageVersions: [.v4]"))
    #expect(package.manifest.contains(".package(name: \"ScreenLab\", path: \"/src/ScreenLab\")"))
  }
}
