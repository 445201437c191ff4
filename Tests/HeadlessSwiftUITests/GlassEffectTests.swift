import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

/// Liquid Glass (Docs/Semantics/SwiftUI.md §16.7): the shape behind the view, drawn as a
/// translucent fill.
@MainActor
struct GlassEffectTests {
  @Test func theDefaultGlassIsARegularCapsuleBehindTheView() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: Text("ab").padding(4).glassEffect(), runtime: runtime)
      let svg = host.svg()
      // The padded text is 24 × 25 at (183, 409.5): a capsule's ends are half circles of
      // half its shorter side, so its outline starts at the top of its middle.
      #expect(svg.contains("<path d=\"M195 409.5 L195 409.5 C201.627 409.5 207 414.873 207 421.5"))
      #expect(svg.contains("fill=\"#ffffff\" fill-opacity=\"0.6\""))
      #expect(host.texts == ["ab"])
    }
  }

  @Test func theVariantTintAndShapeDecideTheFill() {
    Runtime.withNew { runtime in
      let tinted = ViewHost(
        rootView: Text("ab").glassEffect(
          .clear.tint(.red).interactive(), in: RoundedRectangle(cornerRadius: 3)),
        runtime: runtime)
      #expect(tinted.svg().contains("rx=\"3\""))
      #expect(tinted.svg().contains("fill-opacity=\"0.3\""))
      #expect(!tinted.svg().contains("#ffffff"))
      let identity = ViewHost(rootView: Text("ab").glassEffect(.identity), runtime: runtime)
      #expect(!identity.svg().contains("fill=\"#ffffff\""))
    }
    #expect(Glass.regular == Glass.regular.interactive(false))
    #expect(Glass.regular != Glass.regular.interactive())
    #expect(Glass.regular.tint(nil) == .regular)
    #expect(Glass.clear != .regular && Glass.identity != .clear)
  }
}
