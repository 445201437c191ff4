import SwiftUI
import Testing

// The traits of `#Preview(traits:)` (Docs/Semantics/SwiftUI.md §14.12).

struct PreviewTraitTests {
  @Test func previewTraitsAreKeptByName() {
    let traits: [PreviewTrait<PreviewViewTraits>] = [
      .sizeThatFitsLayout, .landscapeLeft, .fixedLayout(width: 320, height: 100),
    ]
    #expect(
      traits.map(\.name) == ["sizeThatFitsLayout", "landscapeLeft", "fixedLayout 320.0 100.0"])
  }
}
