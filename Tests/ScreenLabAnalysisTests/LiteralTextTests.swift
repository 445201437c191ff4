import Foundation
import Testing

@testable import ScreenLabAnalysis

/// `String.contains(_:)` in the analyzer answers from the bytes where they settle Foundation's
/// answer (`LiteralText.settledContains(_:in:)`); every answer must be Foundation's.
struct LiteralTextTests {
  /// Foundation's own answer: `contains(_:)` is `range(of:) != nil`.
  private func foundation(_ needle: String, in text: String) -> Bool {
    text.range(of: needle) != nil
  }

  @Test func characterEquivalentToASCIILettersIsLeftToFoundation() {
    // U+212A KELVIN SIGN, U+037E GREEK QUESTION MARK and U+1FEF GREEK VARIA are canonically
    // equivalent to `K`, `;` and `` ` ``: Foundation finds the ASCII needle in them.
    for (text, needle) in [
      ("let \u{212A}eyPath = 1", "KeyPath"), ("a\u{37E} b", "a; b"), ("x\u{1FEF}y", "x`y"),
    ] {
      #expect(foundation(needle, in: text))
      #expect(LiteralText.settledContains(needle, in: text) == nil)
      #expect(text.contains(needle))
    }
  }

  @Test func asciiTextIsSettledByItsBytes() {
    let text = "view.setNeedsDisplay()\r\nlayer.add(animation, forKey: \"fade\")\n"
    for needle in ["setNeedsDisplay", "\r\nlayer", "\nlayer", ")\r", "forKey: \"", "K"] {
      #expect(LiteralText.settledContains(needle, in: text) == foundation(needle, in: text))
    }
    for needle in ["setNeedsLayout", "key:", "\n\r", ";"] {
      #expect(LiteralText.settledContains(needle, in: text) == false)
      #expect(!foundation(needle, in: text))
    }
  }

  @Test func everyShortTextAgreesWithFoundation() {
    // Every text of up to three pieces and needle of up to two over pieces that Foundation
    // compares beyond bytes: a combining accent, precomposed and decomposed letters, the
    // equivalent signs, a line break of two characters.
    let pieces = [
      "a", "e", "K", ";", "\r", "\n", "\u{301}", "\u{E9}", "\u{212A}", "\u{37E}", "e\u{301}",
    ]
    func strings(_ length: Int) -> [String] {
      length == 0 ? [""] : strings(length - 1).flatMap { prefix in pieces.map { prefix + $0 } }
    }
    let texts = (0...3).flatMap(strings)
    let needles = (0...2).flatMap(strings)
    var disagreements: [String] = []
    for text in texts {
      for needle in needles {
        let answer = foundation(needle, in: text)
        let settled = LiteralText.settledContains(needle, in: text)
        guard settled != nil && settled != answer || text.contains(needle) != answer else {
          continue
        }
        disagreements.append("\(text.debugDescription) ∋ \(needle.debugDescription)")
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }

  @Test func anEmptyNeedleIsNotFound() {
    #expect(!"text".contains(""))
    #expect(LiteralText.settledContains("", in: "text") == nil)
  }
}
