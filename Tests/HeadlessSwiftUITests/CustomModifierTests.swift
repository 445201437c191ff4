import HeadlessSwiftUI
import Runtime
import Testing

struct Highlight: ViewModifier {
  let isOn: Bool
  @State private var pulses = 0

  func body(content: Content) -> some View {
    VStack {
      content
      Button("vurgula \(pulses)") { pulses += 1 }
    }
    .opacity(isOn ? 1 : 0.5)
  }
}

struct HighlightScreen: View {
  @State private var isOn = false
  var body: some View {
    VStack {
      Static().modifier(Highlight(isOn: isOn))
      Toggle("vurgu", isOn: $isOn)
    }
  }
}

/// User-defined `ViewModifier`s: their bodies run like user views named after the modifier.
@MainActor
struct CustomModifierTests {
  @Test func modifierStateIsLocalToTheModifier() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: HighlightScreen(), runtime: runtime)
      #expect(host.userViews == ["HighlightScreen", "Highlight", "Static"])
      let report = host.measure("nabiz") { host.tap("vurgula 0") }
      #expect(
        report.line()
          == "nabiz: pulses degisti | yeniden Highlight yerel | atlanan HighlightScreen,Static")
      #expect(host.texts == ["sabit", "vurgula 1", "vurgu"])
    }
  }

  @Test func modifierInputsChangeRerunsItsBodyAsParent() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: HighlightScreen(), runtime: runtime)
      let report = host.measure("vurgu") { host.toggle("vurgu") }
      #expect(
        report.line()
          == "vurgu: isOn degisti | yeniden HighlightScreen yerel, Highlight ebeveyn | atlanan Static"
      )
      #expect(host.read("pulses", as: Int.self, in: "Highlight") == 0)
    }
  }
}
