import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

/// A text coloured on its own, as concatenation needs it (Docs/Semantics/SwiftUI.md §16.6).
private struct ColouredCaption: View {
  var body: some View {
    VStack {
      caption
      Text("plain")
    }
  }

  // A property typed `Text` can only take the `Text`-returning forms.
  var caption: Text { Text("warm").foregroundStyle(.orange) }
}

@MainActor @Suite struct TextColourTests {
  @Test func colouredTextsConcatenateAsText() {
    let joined: Text = Text("Total: ").foregroundColor(.secondary) + Text("12").bold()
    #expect(joined.content == "Total: 12")
    let styled: Text = Text("x").foregroundStyle(.orange)
    #expect(styled.textColor == .orange)
    let reset: Text = Text("y").foregroundColor(nil)
    #expect(reset.textColor == nil)
  }

  @Test func whereAnyViewWillDoTheModifierIsStillChosen() {
    // The `Text` forms are disfavoured: without a `Text` context the view modifier wins, so
    // the colour stays an animatable modifier.
    let modified = Text("y").foregroundColor(.red)
    #expect(type(of: modified) == ModifiedContent<Text, _ForegroundStyleModifier<Color>>.self)
  }

  @Test func aTextsOwnColourIsDrawnAndOutranksTheEnvironments() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ColouredCaption().foregroundStyle(.green), runtime: runtime)
      let lines = host.svg().split(separator: "\n")
      #expect(lines.contains { $0.contains(">warm</text>") && $0.contains("fill=\"#ff9500\"") })
      #expect(lines.contains { $0.contains(">plain</text>") && $0.contains("fill=\"#34c759\"") })
    }
  }
}
