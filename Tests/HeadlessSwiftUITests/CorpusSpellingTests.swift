import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

// Spellings the public corpus uses: the value-less `.animation(_:)`, `presentationMode`, and
// the iOS 16 text modifiers on any view (Docs/Semantics/SwiftUI.md §13). Window 390 × 844.

private struct AnyChangeScreen: View {
  @State var a = false
  @State var b = false
  var body: some View {
    VStack {
      Text("x")
        .opacity(a ? 1 : 0)
        .offset(x: b ? 10 : 0)
        .animation(.linear(duration: 1))
      Text("y").opacity(a ? 1 : 0)
    }
  }
}

private struct ModeSheet: View {
  @Environment(\.presentationMode) var presentationMode
  var body: some View {
    VStack {
      Text(presentationMode.wrappedValue.isPresented ? "sheet presented" : "sheet not presented")
      Button("close") { presentationMode.wrappedValue.dismiss() }
    }
  }
}

private struct RootMode: View {
  @Environment(\.presentationMode) var presentationMode
  var body: some View {
    Text(presentationMode.wrappedValue.isPresented ? "root presented" : "root not presented")
  }
}

private struct ModePresenter: View {
  @State var showing = false
  var body: some View {
    VStack {
      RootMode()
      Button("open") { showing = true }
    }
    .sheet(isPresented: $showing) { ModeSheet() }
  }
}

private struct Word: View {
  let text: String
  var body: some View { Text(text) }
}

@MainActor
struct ValuelessAnimationTests {
  @Test func everyChangeInTheSubtreeAnimatesWhateverChanged() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: AnyChangeScreen(), runtime: runtime)
      // `b` is no value the modifier watches; it animates all the same.
      host.write("b", true)
      host.settle()
      runtime.advance(by: 0.5)
      #expect(!host.presentedSamples.isEmpty)
      let offsets = host.presentedSamples.filter { $0.property.hasSuffix("offset") }
      #expect(!offsets.isEmpty)
      host.write("a", true)
      host.settle()
      runtime.advance(by: 0.5)
      // The opacity inside the modified subtree animates; the sibling's does not.
      let opacities = host.presentedSamples.filter { $0.property.hasSuffix("opacity") }
      #expect(opacities.count >= 1)
      // Halfway through the linear second: the animated opacity is 0.5.
      let last = opacities.last?.value.first ?? -1
      #expect(abs(last - 0.5) < 1e-9)
    }
  }

  @Test func nilMakesChangesJumpEvenInsideWithAnimation() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FadingLabel().animation(nil), runtime: runtime)
      host.perform { withAnimation(.linear(duration: 1)) { _ = host.write("visible", false) } }
      host.settle()
      #expect(host.presentedSamples.isEmpty)
      // Without the modifier the same write animates.
      let plain = ViewHost(rootView: FadingLabel(), runtime: runtime)
      plain.perform { withAnimation(.linear(duration: 1)) { _ = plain.write("visible", false) } }
      plain.settle()
      runtime.advance(by: 0.5)
      #expect(!plain.presentedSamples.isEmpty)
    }
  }
}

@MainActor
struct PresentationModeTests {
  @Test func itTellsWhetherTheViewIsPresentedAndDismissesTheSheet() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ModePresenter(), runtime: runtime)
      #expect(host.texts.contains("root not presented"))
      #expect(host.tap("open"))
      host.settle()
      #expect(host.userViews.contains("ModeSheet"))
      #expect(host.texts.contains("sheet presented"))
      #expect(host.texts.contains("root not presented"))
      #expect(host.tap("close"))
      host.settle()
      #expect(!host.userViews.contains("ModeSheet"))
      #expect(host.read("showing", as: Bool.self) == false)
    }
  }
}

@MainActor
struct TextModifiersOnAnyViewTests {
  @Test func boldItalicAndWeightOnAViewAreRecordedAndTakeNoRoom() {
    Runtime.withNew { runtime in
      let plain = ViewHost(
        rootView: HStack {
          Word(text: "ab")
          Word(text: "cdef")
        }, runtime: runtime)
      let styled = ViewHost(
        rootView: HStack {
          Word(text: "ab").bold()
          Word(text: "cdef").italic().fontWeight(.semibold)
        }, runtime: runtime)
      #expect(plain.frames(of: "Word") == styled.frames(of: "Word"))
      #expect(styled.frames(of: "Word").count == 2)
      // `Text`'s own `bold()` still returns a `Text`, so `+` works.
      let joined: Text = Text("a").bold() + Text("b")
      _ = joined
    }
  }
}
