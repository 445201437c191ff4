import Foundation
import HeadlessSwiftUI
import Runtime
import ScreenLabSeeds
import Testing

// Views for the SVG renderer: user views, so `frame(of:)` can name them.

private struct SVGShiftingBox: View {
  @State var shifted = false
  var body: some View {
    Rectangle().frame(width: 20, height: 20).offset(x: shifted ? 100 : 0)
  }
}

private struct SVGTintedStack: View {
  var body: some View {
    VStack {
      Text("tinted")
      Circle().frame(width: 10, height: 10)
    }
    .foregroundStyle(.green)
  }
}

private struct SVGSwitchScreen: View {
  @State var isOn = true
  var body: some View { Toggle("Wi-Fi", isOn: $isOn) }
}

/// The element lines of `svg`, without indentation.
private func elements(_ svg: String) -> [String] {
  svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
}

/// The index of the first element line containing every one of `parts`.
private func index(in svg: String, of parts: String...) -> Int? {
  elements(svg).firstIndex { line in parts.allSatisfy(line.contains) }
}

/// `x="…" y="…" width="…" height="…"` of `rect`.
private func box(_ rect: CGRect) -> String {
  let n = SVGWriter.number
  return
    "x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" "
    + "height=\"\(n(rect.height))\""
}

/// The start of the `<text>` element of one line of text drawn in `frame`.
private func textStart(_ frame: CGRect) -> String {
  let n = SVGWriter.number
  return
    "<text x=\"\(n(frame.minX))\" y=\"\(n(frame.minY + 12.75))\" "
    + "textLength=\"\(n(frame.width))\""
}

/// SwiftUI screens render to SVG from the layout pass.
@MainActor
struct SVGRenderingTests {
  @Test func theBoardScreenDrawsItsCardAndLabelsAtTheirFrames() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      let svg = host.svg(background: .white)
      #expect(
        svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\" height=\"844\""))
      #expect(svg.hasSuffix("</svg>\n"))
      #expect(index(in: svg, of: "<rect width=\"390\" height=\"844\" fill=\"#ffffff\"/>") == 1)
      let card = try #require(host.frame(of: "DragCard"))
      #expect(index(in: svg, of: "<rect \(box(card)) rx=\"12\" fill=\"#000000\"/>") != nil)
      let position = try #require(host.frame(of: "PositionLabel"))
      let hint = try #require(host.frame(of: "HintText"))
      let positionLine = try #require(index(in: svg, of: textStart(position), ">0, 0</text>"))
      let hintLine = try #require(
        index(in: svg, of: textStart(hint), ">Kartı sürükleyin</text>"))
      let cardLine = try #require(index(in: svg, of: "rx=\"12\""))
      #expect(cardLine < positionLine && positionLine < hintLine)
      #expect(svg == host.svg(background: .white))
    }
  }

  @Test func theCardsOffsetMovesTheDrawnShapeNotItsFrame() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      #expect(host.write("position", CGSize(width: 60, height: 30), in: "BoardScreen"))
      host.settle()
      let card = try #require(host.frame(of: "DragCard"))
      #expect(card.origin == .zero)
      let svg = host.svg()
      #expect(index(in: svg, of: "<rect \(box(card.offsetBy(dx: 60, dy: 30))) rx=\"12\"") != nil)
      #expect(index(in: svg, of: "<rect \(box(card)) rx=\"12\"") == nil)
      let position = try #require(host.frame(of: "PositionLabel"))
      #expect(index(in: svg, of: textStart(position), ">60, 30</text>") != nil)
    }
  }

  @Test func anOffsetMovesTheShapeAndARunningOffsetAnimationDrawsItsPresentedValue() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: SVGShiftingBox(), runtime: runtime)
      host.layout(in: CGSize(width: 200, height: 100))
      let still = host.svg()
      #expect(still.contains("width=\"200\" height=\"100\" viewBox=\"0 0 200 100\""))
      #expect(index(in: still, of: "<rect x=\"90\" y=\"40\" width=\"20\" height=\"20\"") != nil)
      host.perform { withAnimation(.linear(duration: 1)) { _ = host.write("shifted", true) } }
      host.settle()
      runtime.advance(by: 0.25)
      let moving = host.svg()
      // The frame is at the model offset (100); the drawing is at the presented one (25).
      let group = index(in: moving, of: "<g transform=\"translate(-75 0)\">")
      let rect = index(in: moving, of: "<rect x=\"190\" y=\"40\" width=\"20\" height=\"20\"")
      #expect(group != nil && rect == group.map { $0 + 1 })
      runtime.advance(by: 1)
      let moved = host.svg()
      #expect(!moved.contains("transform"))
      #expect(index(in: moved, of: "<rect x=\"190\" y=\"40\" width=\"20\" height=\"20\"") != nil)
    }
  }

  @Test func aZStackDrawsLaterChildrenInFrontAndDecorationsAroundTheirView() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: ZStack {
          Color.red
          Color.blue.frame(width: 50, height: 50)
          Text("top")
            .background { Color.yellow }
            .overlay { Color.green.frame(width: 4, height: 4) }
        }, runtime: runtime)
      let svg = host.svg()
      let red = try #require(index(in: svg, of: "fill=\"#ff3b30\""))
      let blue = try #require(index(in: svg, of: "fill=\"#007aff\""))
      let yellow = try #require(index(in: svg, of: "fill=\"#ffcc00\""))
      let text = try #require(index(in: svg, of: ">top</text>"))
      let green = try #require(index(in: svg, of: "fill=\"#34c759\""))
      #expect([red, blue, yellow, text, green] == [red, blue, yellow, text, green].sorted())
      #expect(Set([red, blue, yellow, text, green]).count == 5)
    }
  }

  @Test func textEscapesXMLCharacters() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Text("a <&> \"b\""), runtime: runtime)
      let svg = host.svg()
      #expect(svg.contains(">a &lt;&amp;&gt; &quot;b&quot;</text>"))
      #expect(!svg.contains("<&>"))
    }
  }

  @Test func textTooWideForItsFrameIsTruncatedWithAnEllipsis() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Text("abcdef").frame(width: 32), runtime: runtime)
      let svg = host.svg()
      #expect(svg.contains("textLength=\"32\""))
      #expect(svg.contains(">abc…</text>"))
    }
  }

  @Test func multilineTextDrawsOneSpanPerLine() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Text("ab\ncde"), runtime: runtime)
      host.layout(in: CGSize(width: 100, height: 100))
      // 24 × 34, centred: origin (38, 33).
      let svg = host.svg()
      #expect(svg.contains("<tspan x=\"38\" y=\"45.75\" textLength=\"16\""))
      #expect(svg.contains("<tspan x=\"38\" y=\"62.75\" textLength=\"24\""))
    }
  }

  @Test func fillAndForegroundStyleColourShapesAndText() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack {
          Circle().fill(.red).frame(width: 40, height: 20)
          Rectangle().foregroundStyle(.blue).frame(width: 10, height: 10)
          Capsule().frame(width: 30, height: 10)
          RoundedRectangle(cornerRadius: 50).stroke(.orange, lineWidth: 2)
            .frame(width: 20, height: 10)
          SVGTintedStack()
          Text("plain")
        }, runtime: runtime)
      let svg = host.svg()
      #expect(svg.contains("r=\"10\" fill=\"#ff3b30\"/>"))
      #expect(index(in: svg, of: "<rect", "width=\"10\" height=\"10\" fill=\"#007aff\"/>") != nil)
      // Default fill: primary (black). A capsule's radius is half its shorter side.
      #expect(index(in: svg, of: "width=\"30\" height=\"10\" rx=\"5\" fill=\"#000000\"/>") != nil)
      // Corner radius clamped to half the shorter side; a stroke does not fill.
      #expect(
        index(
          in: svg,
          of: "width=\"20\" height=\"10\" rx=\"5\" fill=\"none\" stroke=\"#ff9500\" "
            + "stroke-width=\"2\"/>") != nil)
      // `.foregroundStyle` on a stack reaches its text and shapes.
      #expect(index(in: svg, of: ">tinted</text>", "fill=\"#34c759\"") != nil)
      #expect(index(in: svg, of: "<circle", "r=\"5\" fill=\"#34c759\"/>") != nil)
      #expect(index(in: svg, of: ">plain</text>", "fill=\"#000000\"") != nil)
    }
  }

  @Test func buttonTitlesTakeTheAccentColourAndBackgroundStylesFillBehind() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack {
          Button("go") {}
          Button("stop") {}.disabled(true)
          Button("red") {}.foregroundStyle(.red)
          Text("bg").background(.yellow)
        }, runtime: runtime)
      let svg = host.svg()
      #expect(index(in: svg, of: ">go</text>", "fill=\"#007aff\"") != nil)
      #expect(index(in: svg, of: ">stop</text>", "fill=\"#8e8e93\"") != nil)
      #expect(index(in: svg, of: ">red</text>", "fill=\"#ff3b30\"") != nil)
      let text = try #require(index(in: svg, of: ">bg</text>"))
      #expect(index(in: svg, of: "width=\"16\" height=\"17\" fill=\"#ffcc00\"/>") == text - 1)
    }
  }

  @Test func opacityIsGroupOpacityAtItsPresentedValue() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PanelScreen(), runtime: runtime)
      let dimmed = host.svg()
      let group = index(in: dimmed, of: "<g opacity=\"0.4\">")
      // The button's title takes the accent colour.
      let button = index(in: dimmed, of: ">Ayrıntı</text>", "fill=\"#007aff\"")
      #expect(group != nil && button == group.map { $0 + 1 })
      #expect(host.toggle("Etkin"))
      host.settle()
      runtime.advance(by: 0.1)
      let fading = host.svg()
      let presented = host.presentedValue("opacity", in: "DetailPanel")?.first ?? 0
      // The default spring (response 0.55, critically damped): 1 − (1 + ω·t)·e^(−ω·t) with
      // ω = 2π/0.55, 0.1 s in, from 0.4 to 1.
      let omega = 2 * Double.pi / 0.55
      let expected = 0.4 + 0.6 * (1 - (1 + omega * 0.1) * exp(-omega * 0.1))
      #expect(abs(presented - expected) < 1e-9, "\(presented)")
      #expect(fading.contains("<g opacity=\"\(SVGWriter.number(CGFloat(presented)))\">"))
      runtime.advance(by: 2)
      #expect(!host.svg().contains("opacity"))
    }
  }

  @Test func aToggleDrawsItsLabelAndASwitch() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: SVGSwitchScreen(), runtime: runtime)
      host.layout(in: CGSize(width: 200, height: 31))
      let on = host.svg()
      #expect(on.contains("<text x=\"0\" y=\"19.75\" textLength=\"40\""))
      #expect(on.contains(">Wi-Fi</text>"))
      #expect(
        on.contains(
          "<rect x=\"149\" y=\"0\" width=\"51\" height=\"31\" rx=\"15.5\" fill=\"#34c759\"/>"))
      #expect(on.contains("<circle cx=\"184.5\" cy=\"15.5\" r=\"13.5\" fill=\"#ffffff\"/>"))
      #expect(host.toggle("Wi-Fi"))
      host.settle()
      let off = host.svg()
      #expect(off.contains("fill=\"#e9e9eb\"/>"))
      #expect(off.contains("<circle cx=\"164.5\" cy=\"15.5\""))
    }
  }

  @Test func imagesArePlaceholdersTitledWithTheirName() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Image(systemName: "star.fill"), runtime: runtime)
      host.layout(in: CGSize(width: 17, height: 17))
      #expect(
        host.svg().contains(
          "<rect x=\"0.5\" y=\"0.5\" width=\"16\" height=\"16\" rx=\"3\" fill=\"none\" "
            + "stroke=\"#000000\" stroke-width=\"1\"><title>symbol star.fill</title></rect>"))
    }
  }

  @Test func scaleRotationAndCornerRadiusWrapTheirSubtree() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: Color.red.frame(width: 20, height: 10)
          .cornerRadius(4).scaleEffect(2).rotationEffect(.degrees(90)),
        runtime: runtime)
      host.layout(in: CGSize(width: 100, height: 100))
      let svg = host.svg()
      let rotation = try #require(index(in: svg, of: "<g transform=\"rotate(90 50 50)\">"))
      let scale = try #require(
        index(in: svg, of: "<g transform=\"translate(50 50) scale(2 2) translate(-50 -50)\">"))
      let clip = try #require(
        index(in: svg, of: "<clipPath id=\"clip-1\"><rect x=\"40\" y=\"45\" width=\"20\" "))
      let clipped = try #require(index(in: svg, of: "<g clip-path=\"url(#clip-1)\">"))
      let color = try #require(index(in: svg, of: "fill=\"#ff3b30\""))
      #expect([rotation, scale, clip, clipped, color] == Array(rotation...(rotation + 4)))
      #expect(elements(svg).filter { $0 == "</g>" }.count == 3)
    }
  }
}
