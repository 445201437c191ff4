import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

// API of the public corpus's ninth round: alignment guides, the scoped `.animation(_:body:)`,
// and the isolation of `AnyTransition.modifier` and `@Namespace` (Docs/Semantics/SwiftUI.md
// §13.18–§13.21). Window 390 × 844; the text metric is 8 points a character, 17 a line.

private struct Tile: View {
  let name: String
  var body: some View { Text(name) }
}

private struct OtherTile: View {
  let name: String
  var body: some View { Text(name) }
}

@MainActor
struct AlignmentGuideTests {
  @Test func aVerticalGuideMovesAChildOfAnHStackAndGrowsTheStack() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: HStack(spacing: 0) {
          Tile(name: "ab").alignmentGuide(VerticalAlignment.center) { _ in 20 }
          OtherTile(name: "cd")
        }, runtime: runtime)
      // The tile's centre guide is 20 below its top, the other's 8.5: the other sits 11.5
      // lower, and the stack is 28.5 tall, centred in the window (y 407.75).
      #expect(host.frame(of: "Tile") == CGRect(x: 179, y: 407.75, width: 16, height: 17))
      #expect(host.frame(of: "OtherTile") == CGRect(x: 195, y: 419.25, width: 16, height: 17))
    }
  }

  @Test func aHorizontalGuideReadsTheViewsDimensionsInAVStack() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack(alignment: .leading, spacing: 0) {
          Tile(name: "abcd").alignmentGuide(.leading) { d in d.width / 2 }
          OtherTile(name: "ab")
        }, runtime: runtime)
      // The first tile's leading guide is its middle (16): the second's leading edge lines
      // up with it, 16 in; both end at 32, so the stack is 32 wide at x 179.
      #expect(host.frame(of: "Tile") == CGRect(x: 179, y: 405, width: 32, height: 17))
      #expect(host.frame(of: "OtherTile") == CGRect(x: 195, y: 422, width: 16, height: 17))
    }
  }

  @Test func aGuideOfAnotherAlignmentOrInsidePaddingLeavesTheStackAsItIs() {
    Runtime.withNew { runtime in
      let plain = ViewHost(
        rootView: HStack(spacing: 0) {
          Tile(name: "ab").padding(1)
          OtherTile(name: "cd")
        }, runtime: runtime)
      let guided = ViewHost(
        rootView: HStack(spacing: 0) {
          // The stack aligns centres: a top guide is not read; a centre guide inside the
          // padding is in the tile's coordinates, not the padded view's, and is not read.
          Tile(name: "ab").alignmentGuide(VerticalAlignment.center) { _ in 30 }.padding(1)
            .alignmentGuide(.top) { _ in 40 }
          OtherTile(name: "cd")
        }, runtime: runtime)
      #expect(plain.frames(of: "Tile") == guided.frames(of: "Tile"))
      #expect(plain.frames(of: "OtherTile") == guided.frames(of: "OtherTile"))
      // Through a recorded modifier the guide is read.
      let shadowed = ViewHost(
        rootView: HStack(spacing: 0) {
          Tile(name: "ab").alignmentGuide(VerticalAlignment.center) { _ in 20 }.shadow(radius: 1)
          OtherTile(name: "cd")
        }, runtime: runtime)
      #expect(shadowed.frame(of: "OtherTile")?.minY == 419.25)
    }
  }
}

private struct ScopedScreen: View {
  @State var on = false
  var body: some View {
    Text("x")
      .offset(x: on ? 10 : 0)
      .animation(.linear(duration: 1)) { content in
        content.opacity(on ? 1 : 0)
      }
  }
}

@MainActor
struct ScopedAnimationTests {
  @Test func onlyTheValuesTheBodySetsAnimate() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ScopedScreen(), runtime: runtime)
      host.write("on", true)
      host.settle()
      runtime.advance(by: 0.5)
      let opacities = host.presentedSamples.filter { $0.property.hasSuffix("opacity") }
      let offsets = host.presentedSamples.filter { $0.property.hasSuffix("offset") }
      // Halfway through the linear second the opacity is 0.5; the offset inside the scope's
      // content jumped.
      #expect(abs((opacities.last?.value.first ?? -1) - 0.5) < 1e-9)
      #expect(offsets.isEmpty)
    }
  }

  @Test func theContentKeepsTheAnimationOfTheWrite() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ScopedScreen(), runtime: runtime)
      host.perform { withAnimation(.linear(duration: 2)) { _ = host.write("on", true) } }
      host.settle()
      runtime.advance(by: 0.5)
      // The offset animates with the write's two seconds (a quarter: 2.5), the opacity with
      // the scope's one second (a half).
      let offset = host.presentedSamples.last { $0.property.hasSuffix("offset") }
      let opacity = host.presentedSamples.last { $0.property.hasSuffix("opacity") }
      #expect(abs((offset?.value.first ?? -1) - 2.5) < 1e-9)
      #expect(abs((opacity?.value.first ?? -1) - 0.5) < 1e-9)
    }
  }
}

private struct Corner: ViewModifier {
  let amount: Double
  func body(content: Content) -> some View { content.rotationEffect(.degrees(amount)) }
}

private enum Transitions {
  // A transition and a namespace made outside the main actor, as real code declares them in
  // `static var` members and preview bodies: both compile there, as with Apple's SDK.
  nonisolated static func pivot() -> AnyTransition {
    .modifier(active: Corner(amount: -90), identity: Corner(amount: 0))
  }
  nonisolated static func namespace() -> Namespace { Namespace() }
}

@MainActor
struct IsolationShapeTests {
  @Test func aModifierTransitionAndANamespaceAreMadeOutsideTheMainActor() {
    #expect(Transitions.pivot().description == "modifier(Corner)")
    #expect(Transitions.namespace().wrappedValue == Transitions.namespace().wrappedValue)
  }
}

// `nonisolated`: the test target is in Swift 6 mode, where a main-actor modifier's
// `animatableData` cannot witness `Animatable`'s (real files in Swift 5 mode get a warning).
nonisolated private struct Fader: AnimatableModifier {
  var level: Double
  var animatableData: Double {
    get { level }
    set { level = newValue }
  }
  @MainActor func body(content: Content) -> some View { content.opacity(level) }
}

private struct FaderScreen: View {
  @State var on = false
  var body: some View {
    Text("x")
      .offset(x: on ? 10 : 0)
      .modifier(Fader(level: on ? 1 : 0).animation(.linear(duration: 1)))
  }
}

@MainActor
struct AnimatedModifierTests {
  @Test func anAnimatedModifierAnimatesWhatItSetsAndNotTheViewItModifies() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FaderScreen(), runtime: runtime)
      host.write("on", true)
      host.settle()
      runtime.advance(by: 0.5)
      let opacity = host.presentedSamples.last { $0.property.hasSuffix("opacity") }
      #expect(abs((opacity?.value.first ?? -1) - 0.5) < 1e-9)
      #expect(!host.presentedSamples.contains { $0.property.hasSuffix("offset") })
    }
  }
}

private struct Bar: View {
  var body: some View { Rectangle() }
}

@MainActor
struct ContainerRelativeFrameTests {
  @Test func outsideAScrollViewTheContainerIsTheWindow() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack {
          Bar().frame(height: 10).containerRelativeFrame(.horizontal)
        }, runtime: runtime)
      #expect(host.frame(of: "Bar") == CGRect(x: 0, y: 417, width: 390, height: 10))
      let quarter = ViewHost(
        rootView: Bar().frame(width: 10).containerRelativeFrame(.vertical) { length, axis in
          axis == .vertical ? length / 4 : 0
        }, runtime: runtime)
      #expect(quarter.frame(of: "Bar")?.height == 211)
    }
  }

  @Test func insideAScrollViewColumnsAreCutFromItsSize() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: ScrollView {
          Bar().frame(height: 10)
            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        }.frame(width: 200, height: 300), runtime: runtime)
      // Three columns 10 apart in 200: each (200 - 20) / 3 = 60; two of them and the gap
      // between are 130.
      #expect(host.frame(of: "Bar")?.width == 130)
    }
  }
}

@MainActor
struct ShapeStyleOverlayTests {
  @Test func aStyleOverlayFillsTheFrameAndAGradientPaintsItsFirstColour() {
    Runtime.withNew { runtime in
      let styled = ViewHost(
        rootView: Tile(name: "ab").overlay(Gradient(colors: [.red, .blue])), runtime: runtime)
      let filled = ViewHost(
        rootView: Tile(name: "ab").overlay { Rectangle().fill(Color.red) }, runtime: runtime)
      #expect(styled.frame(of: "Tile") == CGRect(x: 187, y: 413.5, width: 16, height: 17))
      #expect(styled.svg() == filled.svg())
      #expect(styled.svg().contains("rect") || styled.svg().contains("path"))
    }
  }
}
