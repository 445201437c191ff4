import ScreenLab
import ScreenLabReport

/// The text and JSON renderings of an `animate` run.
///
/// Numbers are written by ``NumberText`` (at most six decimals below 10¹⁵, the shortest
/// round-trip form above), so both formats show the same digits; JSON writes a value that is
/// not a finite number as `null` (Docs/CLI.md §3).
enum AnimateOutput {
  /// The words of a text line, per language (ASCII, as the lessons print).
  struct Words {
    let value: String
    let animating: String
    let model: String

    static func of(_ language: Language) -> Words {
      switch language {
      case .tr: return Words(value: "deger", animating: "animasyon", model: "model")
      case .en: return Words(value: "value", animating: "animating", model: "model")
      }
    }
  }

  /// One line per sample: `t=0.1 value=0.1 animating`, or `model` when no animation applied
  /// and the value is the model value.
  static func text(
    _ result: AnimateCommand.Result, language: Language, to output: inout some TextOutputStream
  ) {
    let words = Words.of(language)
    // One write: the executable's stream writes straight to the file descriptor.
    var text = ""
    for sample in result.samples {
      let state = sample.isAnimating ? words.animating : words.model
      text +=
        "t=\(NumberText.text(sample.time)) \(words.value)=\(format(sample.value)) \(state)\n"
    }
    output.write(text)
  }

  /// A JSON array with one object per sample: `{"t": 0.1, "value": 0.1, "animating": true}`.
  static func json(_ result: AnimateCommand.Result, to output: inout some TextOutputStream) {
    var text = "[\n"
    for (index, sample) in result.samples.enumerated() {
      let value = NumberText.json(sample.value)
      let separator = index + 1 < result.samples.count ? "," : ""
      text +=
        "  {\"t\": \(NumberText.text(sample.time)), \"value\": \(value), "
        + "\"animating\": \(sample.isAnimating)}\(separator)\n"
    }
    output.write(text + "]\n")
  }

  private static func format(_ value: Double?) -> String {
    value.map(NumberText.text) ?? "-"
  }
}
