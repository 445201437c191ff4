// The run's scratch package depends on every facade module the checkout declares, so a hosted
// file may import any of them (Docs/Run.md §5): its list cannot drift from Sources/Facades.
import Foundation
import ScreenLabTestSupport
import Testing

@testable import ScreenLabCLI

struct RunPackageFacadesTests {
  @Test func theRunsFacadesAreTheFoldersOfSourcesFacades() throws {
    let folder = RepositoryFolder.root.appendingPathComponent("Sources/Facades")
    let modules = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !$0.hasPrefix(".") && $0 != "AppleSubmodules" && $0 != "HeadlessFoundation" }
    #expect(modules.count > 20, "Sources/Facades holds \(modules.sorted())")
    #expect(Set(RunPackage.facades) == Set(modules))
    #expect(RunPackage.facades.count == Set(RunPackage.facades).count)
  }
}
