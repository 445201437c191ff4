import HeadlessBridging
import Testing

// SwiftUI's `Font(_:)` with a `UIFont` (Docs/Semantics/SwiftUI.md §14.12).

@MainActor
struct FontFromUIFontTests {
  @Test func aUIFontGivesTheSystemFontAtItsPointSize() {
    #expect(Font(UIFont.systemFont(ofSize: 21)) == Font.system(size: 21))
    #expect(Font(UIFont.systemFont(ofSize: 13)).size == 13)
  }
}
