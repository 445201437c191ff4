import ScreenLab
import ScreenLabReport

/// An SVG plot of an `animate` run: the presentation value over time as a polyline, the model
/// value as a dashed line, axes with labelled ticks and a title naming the options.
///
/// Drawn by the report module's ``CurvePlot`` (the same plot the HTML report shows), so the
/// drawing is deterministic (fixed viewBox, coordinates with two decimals, no dates) and the
/// same command line gives the same bytes.
struct AnimatePlot {
  let result: AnimateCommand.Result
  let options: AnimateOptions
  let language: Language

  init(_ result: AnimateCommand.Result, options: AnimateOptions, language: Language) {
    self.result = result
    self.options = options
    self.language = language
  }

  /// The command line the plot is titled with.
  var command: String {
    (["screenlab", "animate"] + options.given.flatMap(Self.words)).joined(separator: " ")
  }

  /// The plot, before it is drawn.
  var plot: CurvePlot {
    CurvePlot(
      points: result.samples.map {
        CurvePlot.Point(time: $0.time, value: $0.value, isAnimating: $0.isAnimating)
      }, model: result.model, title: command, valueLabel: options.key, language: language)
  }

  /// The complete SVG document, ending with a newline.
  var svg: String { plot.svg }

  /// An option as it was written on the command line.
  static func words(_ option: ParsedOption) -> [String] {
    [option.name] + (option.value.map { [$0] } ?? [])
  }

  static func escape(_ text: String) -> String { CurvePlot.escape(text) }
}
