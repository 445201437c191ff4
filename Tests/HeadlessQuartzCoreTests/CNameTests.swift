import Foundation
import ScreenLabTestSupport
import Testing

@testable import HeadlessQuartzCore

/// Core Animation's C constant names, as Apple's SDK declares them: obsoleted in Swift 4.2 and
/// renamed (Docs/Semantics/CoreAnimation.md (o)). Checked by compiling a snippet against the
/// built `QuartzCore` facade in both language modes.
@Suite struct CNameTests {
  /// Type-checks `source` with `swiftc` in `mode` against the built `QuartzCore` facade.
  func typecheck(_ source: String, mode: String) throws -> (Int32, String) {
    let modules = try #require(
      BuiltModules.folder(holding: "QuartzCore"), "the QuartzCore facade was not built")
    let result = try BuiltModules.typecheck(source, against: modules, mode: mode)
    return (result.status, result.errors)
  }

  @Test func theCNamesAreRenamedInSwift5AndStandForTheTypedNamesInSwift4() throws {
    let source = """
      import QuartzCore
      let mode = kCAFillModeForwards
      let curve = kCAMediaTimingFunctionEaseInEaseOut
      let gravity: CALayerContentsGravity = kCAGravityResizeAspectFill
      """
    let (status5, errors5) = try typecheck(source, mode: "5")
    #expect(status5 != 0)
    #expect(
      errors5.contains(
        "'kCAFillModeForwards' has been renamed to 'CAMediaTimingFillMode.forwards'"))
    #expect(
      errors5.contains(
        "'kCAMediaTimingFunctionEaseInEaseOut' has been renamed to "
          + "'CAMediaTimingFunctionName.easeInEaseOut'"))
    let (status4, errors4) = try typecheck(source, mode: "4")
    #expect(status4 == 0, "\(errors4)")
  }
}
