import Testing

@testable import HeadlessUIKit

// Names Apple's SDK still declares, deprecated (Docs/Semantics/UIKit.md §106).

@MainActor @Suite struct DeprecatedNamesTests {
  @Test func theSearchControllersOlderNameIsTheSameSetting() {
    let search = UISearchController(searchResultsController: nil)
    #expect(search.dimsBackgroundDuringPresentation)
    search.dimsBackgroundDuringPresentation = false
    #expect(!search.obscuresBackgroundDuringPresentation)
    search.obscuresBackgroundDuringPresentation = true
    #expect(search.dimsBackgroundDuringPresentation)
  }

  @Test func theStatusBarIsInPortrait() {
    #expect(UIApplication.shared.statusBarOrientation == .portrait)
    #expect(UIApplication.shared.statusBarOrientation.isPortrait)
  }
}
