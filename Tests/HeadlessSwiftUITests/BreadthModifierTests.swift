import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

// Recorded modifiers added for breadth: scroll, list, text, presentation, accessibility,
// visual and symbol effects (Docs/Semantics/SwiftUI.md §14.1–§14.3). Each takes no room and
// keeps its value on the graph.

private struct Word: View {
  let text: String
  var body: some View { Text(text) }
}

@MainActor
struct BreadthModifierTests {
  @Test func scrollListTextAndPresentationModifiersTakeNoRoom() {
    Runtime.withNew { runtime in
      let plain = ViewHost(
        rootView: VStack {
          Word(text: "ab")
          Word(text: "cdef")
        }, runtime: runtime)
      var anchor: Int?
      let modified = ViewHost(
        rootView: VStack {
          Word(text: "ab").scrollDismissesKeyboard(.interactively)
            .scrollBounceBehavior(.basedOnSize).scrollClipDisabled()
            .scrollPosition(id: Binding(get: { anchor }, set: { anchor = $0 }))
            .defaultScrollAnchor(.bottom).contentMargins(.horizontal, 20, for: .scrollContent)
            .contentMargins(8).listRowSpacing(4).listSectionSpacing(.compact)
            .lineLimit(2...4).lineLimit(3, reservesSpace: true).lineLimit(...5)
          Word(text: "cdef").presentationDetents([.medium, .large], selection: .constant(.medium))
            .presentationBackgroundInteraction(.enabled(upThrough: .medium))
            .presentationContentInteraction(.scrolls).presentationCompactAdaptation(.none)
            .toolbarTitleDisplayMode(.inlineLarge).persistentSystemOverlays(.hidden)
            .contextMenu {
              Button("Copy") {}
            } preview: {
              Text("Preview")
            }
            .dynamicTypeSize(...DynamicTypeSize.xxLarge).hoverEffect(.lift)
        }, runtime: runtime)
      #expect(plain.frames(of: "Word") == modified.frames(of: "Word"))
      // Neither the menu's nor its preview's builder is called.
      #expect(!modified.tap("Copy"))
      #expect(!modified.texts.contains("Preview"))
      let recorded = Dictionary(
        modified.recordedModifiers().map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
      #expect(recorded["scrollDismissesKeyboard"] == "interactively")
      #expect(recorded["presentationBackgroundInteraction"] == "enabled upThrough medium")
      #expect(recorded["toolbarTitleDisplayMode"] == "inlineLarge")
      #expect(recorded["lineLimit"] == "2...4")
    }
  }

  @Test func accessibilityModifiersAreRecordedWithTheirValues() {
    Runtime.withNew { runtime in
      let plain = ViewHost(rootView: VStack { Word(text: "ab") }, runtime: runtime)
      let modified = ViewHost(
        rootView: VStack {
          Word(text: "ab").accessibilityLabel("Title").accessibilityHint(Text("Opens it"))
            .accessibilityValue("3 of 5").accessibilitySortPriority(2)
            .accessibilityHeading(.h2).accessibilityInputLabels(["Title", "Heading"])
            .accessibilityRespondsToUserInteraction().accessibilityIgnoresInvertColors()
            .accessibilityRepresentation { Text("Represented") }
            .accessibilityChildren { Text("Child") }
        }, runtime: runtime)
      #expect(plain.frame(of: "Word") == modified.frame(of: "Word"))
      #expect(!modified.texts.contains("Represented"))
      let recorded = modified.recordedModifiers().map { "\($0.name) \($0.value)" }
      #expect(recorded.contains("accessibilityLabel Title"))
      #expect(recorded.contains("accessibilityHint Opens it"))
      #expect(recorded.contains("accessibilityHeading h2"))
      #expect(recorded.contains("accessibilityInputLabels Title, Heading"))
    }
  }

  @Test func aScrollTransitionRecordsItsEffectAtTheIdentityPhase() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: ScrollView {
          Word(text: "card")
            .scrollTransition { content, phase in
              content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
            }
            .scrollTransition(topLeading: .identity, bottomTrailing: .animated) { content, phase in
              content.offset(y: phase.value * 40).blur(radius: phase.isIdentity ? 0 : 4)
            }
            .visualEffect { content, _ in content.brightness(0.1) }
        }, runtime: runtime)
      let recorded = host.recordedModifiers().filter { $0.name == "scrollTransition" }
      // Tree order: the outer modifier (the second one applied) first.
      #expect(
        recorded.map(\.value) == ["offset 0.0 0.0, blur 0.0", "opacity 1.0, scaleEffect 1.0"])
      #expect(ScrollTransitionPhase.topLeading.value == -1)
      #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
      #expect(!ScrollTransitionPhase.bottomTrailing.isIdentity)
    }
  }

  @Test func symbolEffectsAreRecordedByNameAndOptions() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack {
          Image(systemName: "bell").symbolEffect(.bounce.up.byLayer, value: 3)
          Image(systemName: "wifi").symbolEffect(
            .variableColor.iterative.reversing, options: .repeating, isActive: false)
          Image(systemName: "heart").symbolEffect(.pulse, options: .repeat(2).speed(2))
            .contentTransition(.symbolEffect(.replace.downUp))
          Image(systemName: "star").symbolEffect(.wiggle, value: "x").symbolEffectsRemoved()
        }, runtime: runtime)
      let values = host.recordedModifiers().filter { $0.name == "symbolEffect" }.map(\.value)
      #expect(
        values == [
          "bounce.up.byLayer 3", "variableColor.iterative.reversing false", "pulse true",
          "wiggle x",
        ])
      #expect(SymbolEffectOptions.repeat(2) != SymbolEffectOptions.default)
      #expect(BounceSymbolEffect.bounce.up != BounceSymbolEffect.bounce.down)
      #expect(ContentTransition.symbolEffect(.replace) != ContentTransition.symbolEffect)
    }
  }
}
