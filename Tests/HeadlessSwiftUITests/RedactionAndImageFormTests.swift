import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

// Redaction reasons through the environment, the image forms real files call and formatters in
// a text's interpolation, an image in a text (Docs/Semantics/SwiftUI.md §17.9 to §17.12).

/// Shows the redaction reasons its environment gives, as their raw value.
private struct ReasonsReader: View {
  @Environment(\.redactionReasons) var reasons
  let label: String
  var body: some View { Text("\(label) \(reasons.rawValue)") }
}

private struct RedactedCard: View {
  var body: some View {
    VStack {
      ReasonsReader(label: "outer")
      VStack {
        ReasonsReader(label: "both")
        ReasonsReader(label: "cleared").unredacted()
      }
      .redacted(reason: .privacy)
    }
    .redacted(reason: .placeholder)
  }
}

@MainActor
struct RedactionReasonsTests {
  @Test func reasonsAddUpDownTheTreeAndUnredactedClearsThem() {
    Runtime.withNew { runtime in
      let plain = ViewHost(rootView: ReasonsReader(label: "plain"), runtime: runtime)
      #expect(plain.texts == ["plain 0"])
      let card = ViewHost(rootView: RedactedCard(), runtime: runtime)
      // placeholder is 1, privacy 2: the inner redaction adds to the outer one.
      #expect(card.texts == ["outer 1", "both 3", "cleared 0"])
      #expect(RedactionReasons.placeholder.rawValue == 1)
      #expect(RedactionReasons.invalidated.rawValue == 4)
    }
  }
}

@MainActor
struct ImageFormTests {
  @Test func aBundleNamesTheSameAssetAndASymbolModeKeepsAnImage() {
    #expect(Image("Logo", bundle: .main) == Image("Logo"))
    #expect(Image("Logo", bundle: nil, label: Text("KiltCalc logo")) == Image("Logo"))
    #expect(Image(decorative: "Logo", bundle: .main) == Image("Logo"))
    // `symbolRenderingMode` on an image is an image, so `resizable()` still applies.
    let symbol = Image(systemName: "star").symbolRenderingMode(.multicolor).resizable()
    #expect(symbol.isResizable)
    #expect(symbol.isSystemSymbol)
  }
}

@MainActor
struct FormatterInterpolationTests {
  @Test func aDateAndAnObjectTakeTheirFormatters() {
    let dates = DateFormatter()
    dates.locale = Locale(identifier: "en_US_POSIX")
    dates.timeZone = TimeZone(identifier: "UTC")
    dates.dateFormat = "yyyy-MM-dd"
    let due = Date(timeIntervalSince1970: 86_400 * 365)
    #expect(Text("due \(due, formatter: dates)").content == "due 1971-01-01")
    let numbers = NumberFormatter()
    numbers.minimumFractionDigits = 2
    numbers.maximumFractionDigits = 2
    #expect(Text("\(NSNumber(value: 2.5), formatter: numbers) kg").content == "2.50 kg")
    let link = URL(string: "https://example.com")!
    #expect(Text("\(link, formatter: nil)").content == "https://example.com")
  }
}

@MainActor
struct TextImageTests {
  @Test func anImageInATextTakesOneCharactersPlace() {
    let star = Text(Image(systemName: "star.fill"))
    #expect(star.content == "\u{FFFC}")
    #expect((star + Text(" 4.5")).content == "\u{FFFC} 4.5")
    let minus = Text(.init(systemName: "minus"))
    #expect(minus == star)
  }
}
