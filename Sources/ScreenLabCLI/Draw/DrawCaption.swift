import ScreenLab
import ScreenLabReport

/// What a `draw` picture shows, written into its SVG (Docs/CLI.md §7): a `<title>` (the
/// caption's first sentence), a `<desc>` (all of it), and the caption as visible text in a
/// strip added below the drawing, so the picture says which view, progress and time it is
/// even when it is passed around alone.
struct DrawCaption: Hashable {
  /// The short title: the demo and the view it draws.
  let title: String
  /// The rest: progress, time, and what to know about the picture.
  let details: [String]

  /// The visible caption's font size and line height, in SVG units.
  static let fontSize = 9.0
  static let lineHeight = 12.0
  /// The average glyph advance of the sans-serif caption, as a share of the font size.
  static let glyphAdvance = 0.56

  /// The caption of a UIKit demo.
  static func demo(
    _ name: String, progress: Double, picture: DrawDemo.Picture, chosenTime: Bool,
    language: Language
  ) -> DrawCaption {
    let tr = language == .tr
    let view = DrawDemo.views[name] ?? name
    let time = "t=\(NumberText.text(picture.time)) s"
    let progressText = (tr ? "ilerleme " : "progress ") + NumberText.text(progress)
    var details: [String]
    switch name {
    case "triangle":
      details = [
        tr
          ? "draw(_:) ile cizildi; animasyon yok, ilerleme ve zaman resmi degistirmez"
          : "drawn by its draw(_:); no animation, progress and time change nothing"
      ]
    case "star":
      details = [
        tr
          ? "yol, tohumun yazdigi gibi cizildi: (50, 0) noktasindan baslar, bes kosesinin "
            + "40 yaricapli cemberinin disinda; animasyon yok"
          : "the seed's path, drawn as the seed wrote it: it starts at (50, 0), off the "
            + "radius-40 circle of its five points; no animation"
      ]
    default:
      let state: String
      if picture.end <= 0 {
        state = tr ? "animasyon yok" : "no animation"
      } else if picture.time >= picture.end {
        state =
          chosenTime
          ? (tr ? "animasyon bitti" : "the animation has ended")
          : (tr ? "varsayilan: animasyonun sonu" : "the default: the animation's end")
      } else {
        let end = NumberText.text(picture.end)
        state =
          tr ? "animasyon suruyor, \(end) s'de biter" : "animating, ends at \(end) s"
      }
      details = [progressText, "\(time) (\(state))"]
    }
    return DrawCaption(title: "\(name) (\(view))", details: details)
  }

  /// The caption of a SwiftUI screen.
  static func screen(_ name: String, language: Language) -> DrawCaption {
    let view = DrawScreen.catalog.first { $0.name == name }?.view ?? name
    let size =
      "\(NumberText.text(Double(LayoutMetric.defaultWindow.width))) x "
      + "\(NumberText.text(Double(LayoutMetric.defaultWindow.height)))"
    let details =
      language == .tr
      ? ["ilk gorundugu hali, \(size) pencerede"]
      : ["as it first appears, in a \(size) window"]
    return DrawCaption(title: "\(name) (\(view))", details: details)
  }

  /// The whole caption, one sentence.
  var text: String { title + ": " + details.joined(separator: "; ") }

  /// `svg` with the caption: `<title>` and `<desc>` after the opening tag, and a strip below
  /// the drawing with the caption as text. The drawing itself is unchanged.
  func apply(to svg: String) -> String {
    guard let close = svg.firstIndex(of: ">"), let (width, height) = Self.size(svg[..<close])
    else { return svg }
    let opening = svg[..<close]
    let maximumCharacters = max(20, Int(width / (Self.fontSize * Self.glyphAdvance)) - 2)
    let lines = TextWrap.lines(text, width: maximumCharacters)
    let strip = Double(lines.count) * Self.lineHeight + 6
    let total = height + strip
    let number = NumberText.text
    var header = String(opening)
    header = header.replacingAttribute("height", with: number(total))
    header = header.replacingAttribute(
      "viewBox", with: "0 0 \(number(width)) \(number(total))")
    var caption =
      "  <g class=\"caption\" font-family=\"sans-serif\" "
      + "font-size=\"\(number(Self.fontSize))\" fill=\"#333333\">"
    caption +=
      "\n    <rect x=\"0\" y=\"\(number(height))\" width=\"\(number(width))\" "
      + "height=\"\(number(strip))\" fill=\"#ffffff\"/>"
    for (index, line) in lines.enumerated() {
      let y = height + Self.lineHeight * Double(index + 1)
      caption +=
        "\n    <text x=\"4\" y=\"\(number(y))\">\(AnimatePlot.escape(line))</text>"
    }
    caption += "\n  </g>\n"
    var body = String(svg[close...].dropFirst())
    if let end = body.range(of: "</svg>", options: .backwards) {
      body.insert(contentsOf: caption, at: end.lowerBound)
    }
    return header + ">\n  <title>\(AnimatePlot.escape(title))</title>\n  <desc>"
      + AnimatePlot.escape(text) + "</desc>" + body
  }

  /// The `width` and `height` attributes of an opening `<svg …` tag.
  static func size(_ tag: Substring) -> (Double, Double)? {
    guard tag.hasPrefix("<svg"), let width = tag.attribute("width").flatMap(Double.init),
      let height = tag.attribute("height").flatMap(Double.init), width > 0, height > 0
    else { return nil }
    return (width, height)
  }
}

extension String {
  /// The tag with attribute `name`'s value replaced (the tag unchanged when it has none).
  fileprivate func replacingAttribute(_ name: String, with value: String) -> String {
    guard let start = range(of: " \(name)=\""),
      let end = self[start.upperBound...].firstIndex(of: "\"")
    else { return self }
    return String(self[..<start.upperBound]) + value + String(self[end...])
  }
}

extension Substring {
  /// The value of attribute `name` in a tag.
  fileprivate func attribute(_ name: String) -> String? {
    guard let start = range(of: " \(name)=\""),
      let end = self[start.upperBound...].firstIndex(of: "\"")
    else { return nil }
    return String(self[start.upperBound..<end])
  }
}
