import HeadlessBridging
import Runtime
import Testing

// SwiftUI's keyboard modifiers with UIKit's trait types (Docs/Semantics/SwiftUI.md §13.19).

private struct Field: View {
  @State var text = ""
  var body: some View { TextField("Amount", text: $text) }
}

@MainActor
struct TextInputTraitsTests {
  @Test func theKeyboardModifiersAreRecordedWithTheirUIKitValuesAndTakeNoRoom() {
    Runtime.withNew { runtime in
      let plain = ViewHost(rootView: VStack { Field() }, runtime: runtime)
      let modified = ViewHost(
        rootView: VStack {
          Field().keyboardType(.decimalPad).autocapitalization(.none)
            .textInputAutocapitalization(TextInputAutocapitalization(.allCharacters))
            .textContentType(.emailAddress)
        }, runtime: runtime)
      #expect(plain.frames(of: "Field") == modified.frames(of: "Field"))
      let recorded = modified.recordedModifiers().map { "\($0.name) \($0.value)" }
      #expect(
        recorded == [
          "textContentType email", "textInputAutocapitalization characters",
          "autocapitalization none", "keyboardType decimalPad",
        ])
    }
  }
}
