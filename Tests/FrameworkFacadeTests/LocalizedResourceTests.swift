import SwiftUI
import Testing

// SwiftUI's initializers that take a `LocalizedStringResource`, the table-and-bundle form of
// `Text`, and the key form of `Button(_:role:action:)` (Docs/Semantics/SwiftUI.md §16.5).

@MainActor struct LocalizedResourceTests {
  @Test func aResourceShowsItsDefaultValue() {
    let resource = LocalizedStringResource("onboarding.title", defaultValue: "Welcome")
    #expect(Text(resource).content == "Welcome")
    #expect(Text(LocalizedStringResource("Plain")).content == "Plain")
    let button = Button(resource) {}
    #expect(button.label.content == "Welcome")
    let destructive = Button(resource, role: .destructive) {}
    #expect(destructive.label.content == "Welcome")
    #expect(destructive.role == .destructive)
    let label = Label(resource, systemImage: "star")
    #expect(label.titleView.content == "Welcome")
  }

  @Test func aLiteralStaysALocalizedKeyShownAsIs() {
    // With a resource overload beside it, a literal still picks the key form, unlocalized.
    #expect(Text("key.retry").content == "key.retry")
    #expect(
      Text("key.retry", tableName: "Main", bundle: .main, comment: "Retry").content == "key.retry")
    let button = Button("Delete", role: .destructive) {}
    #expect(button.label.content == "Delete")
    #expect(button.role == .destructive)
  }
}
