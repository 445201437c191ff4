// The Invalidation kernel as assertions (Docs/Testing.md §3).
import HeadlessSwiftUI
import Measure

/// Runs `interaction` on `host` and checks that exactly the views of `expected` re-ran, each
/// for its cause, and every other view of the tree was skipped (Docs/Testing.md §3).
///
/// The measurement is `ViewHost.measure(_:key:_:)`: the bodies that re-ran while the host
/// settled after the interaction, classified by the Invalidation kernel's rules
/// (Docs/Semantics/SwiftUI.md §2.8). Views the interaction inserted or removed are neither
/// recomputes nor skips and are not compared. On failure the message shows the measured
/// kernel line, the expected one (the same tree with the expected recomputes), and a diff of
/// one line per view, `-` expected, `+` measured:
///
///     expectRecomputes: the views that re-ran differ from the expected ones
///       measured: etkilesim: - degisti | yeniden yok | atlanan CounterScreen,CountLabel,Footer
///       expected: etkilesim: - degisti | yeniden CounterScreen gozlem | atlanan CountLabel,Footer
///       - CounterScreen gozlem
///       + CounterScreen atlanan
///         CountLabel atlanan
///         Footer atlanan
///
/// - Parameters:
///   - label: the step label of the kernel line (`etkilesim`, `interaction` in English).
///   - key: the key printed in the line (by default what the host saw change).
///   - expected: each view that must re-run and its cause: `["PanelScreen": .local]`. A
///     type's name names every view of that type; `"Row[2]"` and `"Row[id: wifi]"` name one
///     row, by its place in tree order (from 0) or its `ForEach` id (Docs/Testing.md §3.1).
/// - Returns: the measured report.
@discardableResult
@MainActor
public func expectRecomputes<Content: View>(
  _ host: ViewHost<Content>, label: String? = nil, key: String? = nil,
  during interaction: () throws -> Void, exactly expected: [String: Cause],
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) rethrows -> InvalidationReport {
  let language = TestingOptions.current.language
  let measured = try host.measureInstances(label ?? defaultLabel(language), key: key, interaction)
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  if let message = recomputeMismatch(
    measured.report, instances: measured.instances, removed: measured.removed, expected: expected,
    language: language)
  {
    recordFailure("expectRecomputes", message, at: site, subject: .host(host))
  }
  return measured.report
}

/// Runs `interaction` on `host` and checks that none of `views` re-ran: each must be in the
/// tree and skipped (Docs/Testing.md §3). On failure the message shows the kernel line and,
/// per view, what happened to it instead:
///
///     expectSkipped: 1 of 1 views did not stay skipped
///       measured: artir: count degisti | yeniden CounterScreen gozlem, Footer ebeveyn | atlanan CountLabel
///       Footer: expected atlanan, measured ebeveyn
///
/// - Returns: the measured report.
@discardableResult
@MainActor
public func expectSkipped<Content: View>(
  _ host: ViewHost<Content>, _ views: [String], label: String? = nil, key: String? = nil,
  during interaction: () throws -> Void,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) rethrows -> InvalidationReport {
  let language = TestingOptions.current.language
  let measured = try host.measureInstances(label ?? defaultLabel(language), key: key, interaction)
  let words = Vocabulary.of(language)
  var problems: [String] = []
  var checked = 0
  for view in views {
    let selector = ViewSelector(view)
    let named = measured.instances.filter { selector.matches($0.0) }
    checked += max(1, named.count)
    if named.isEmpty {
      problems.append(
        "\(view): expected \(words.skipped), measured \(words.absent) (not in the view tree)")
    }
    for (instance, outcome) in named {
      let shown = selector.isSpecific || named.count == 1 ? view : instance.label
      switch outcome {
      case .skipped: continue
      case .recomputed(let cause):
        problems.append(
          "\(shown): expected \(words.skipped), measured \(cause.label(language))")
      case .inserted:
        problems.append("\(shown): expected \(words.skipped), measured \(words.inserted)")
      }
    }
  }
  if !problems.isEmpty {
    let message =
      ([
        "expectSkipped: \(problems.count) of \(checked) views did not stay skipped",
        "measured: " + measured.report.line(language),
      ] + problems)
      .joined(separator: "\n  ")
    recordFailure(
      "expectSkipped", message,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      subject: .host(host))
  }
  return measured.report
}

func defaultLabel(_ language: Language) -> String {
  language == .tr ? "etkilesim" : "interaction"
}

/// The failure message of `expectRecomputes`, or nil when every view matches `expected`.
///
/// Count-aware: a key naming a type (`ItemRow`) expects its cause of every view of that type
/// the interaction kept; a key naming one view (`ItemRow[2]`, `ItemRow[id: wifi]`) expects it
/// of that view alone and wins over the type's key; every other kept view is expected to be
/// skipped. The expected kernel line is the measured tree with the expected recomputes, one
/// entry per view, so a list's rows each count.
func recomputeMismatch(
  _ report: InvalidationReport, instances: [(ViewInstance, InstanceOutcome)],
  removed: [ViewInstance], expected: [String: Cause], language: Language
) -> String? {
  let words = Vocabulary.of(language)
  let keys = expected.keys.sorted().map { (ViewSelector($0), expected[$0] ?? .local) }
  var expectedRecomputes: [Recompute] = []
  var expectedSkipped: [String] = []
  var expectedLines: [String] = []
  var measuredLines: [String] = []
  var mismatch = false
  func word(_ outcome: InstanceOutcome) -> String {
    switch outcome {
    case .recomputed(let cause): return cause.label(language)
    case .skipped: return words.skipped
    case .inserted: return words.inserted
    }
  }
  for (instance, outcome) in instances {
    let cause = expectation(for: instance, in: keys)
    if outcome == .inserted {
      // An insertion is not a recompute: compared only when a key names this view alone.
      guard let cause, keys.contains(where: { $0.0.isSpecific && $0.0.matches(instance) })
      else { continue }
      mismatch = true
      expectedLines.append("\(instance.label) \(cause.label(language))")
      measuredLines.append("\(instance.label) \(words.inserted)")
      continue
    }
    if let cause {
      expectedRecomputes.append(Recompute(view: instance.name, cause: cause))
    } else {
      expectedSkipped.append(instance.name)
    }
    let wanted: InstanceOutcome = cause.map { .recomputed($0) } ?? .skipped
    if wanted != outcome { mismatch = true }
    expectedLines.append("\(instance.label) \(word(wanted))")
    measuredLines.append("\(instance.label) \(word(outcome))")
  }
  // Keys that name no view of the tree.
  let present = instances.map(\.0)
  for (selector, cause) in keys where !present.contains(where: selector.matches) {
    mismatch = true
    expectedRecomputes.append(Recompute(view: selector.name, cause: cause))
    expectedLines.append("\(selector) \(cause.label(language))")
    measuredLines.append("\(selector) \(words.absent) (not in the view tree)")
  }
  guard mismatch else { return nil }
  let wanted = ChangeReport(
    label: report.label, key: report.key, recomputes: expectedRecomputes,
    skipped: expectedSkipped)
  var lines = [
    "expectRecomputes: the views that re-ran differ from the expected ones",
    "measured: " + report.line(language),
    "expected: " + wanted.line(language),
  ]
  if let identity = ViewInstance.identityLine(
    label: report.label, inserted: instances.filter { $0.1 == .inserted }.map(\.0),
    removed: removed, language: language)
  {
    lines.append("identity: " + identity)
  }
  lines += LineDiff.lines(expected: expectedLines, measured: measuredLines)
  return lines.joined(separator: "\n  ")
}
