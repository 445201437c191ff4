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
///   - expected: each view that must re-run and its cause: `["PanelScreen": .local]`.
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
  let report = try host.measure(label ?? defaultLabel(language), key: key, interaction)
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  if let message = recomputeMismatch(
    report, expected: expected, treeOrder: host.userViews, language: language)
  {
    recordFailure("expectRecomputes", message, at: site, subject: .host(host))
  }
  return report
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
  let report = try host.measure(label ?? defaultLabel(language), key: key, interaction)
  let words = KernelWords.of(language)
  var problems: [String] = []
  for view in views where !report.skipped.contains(view) {
    let measured: String
    if let hit = report.recomputes.first(where: { $0.view == view }) {
      measured = hit.kind?.label(language) ?? hit.cause
    } else if report.inserted.contains(view) {
      measured = words.inserted
    } else {
      measured = "\(words.absent) (not in the view tree)"
    }
    problems.append("\(view): expected \(words.skipped), measured \(measured)")
  }
  if !problems.isEmpty {
    let message =
      ([
        "expectSkipped: \(problems.count) of \(views.count) views did not stay skipped",
        "measured: " + report.line(language),
      ] + problems)
      .joined(separator: "\n  ")
    recordFailure(
      "expectSkipped", message,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      subject: .host(host))
  }
  return report
}

func defaultLabel(_ language: Language) -> String {
  language == .tr ? "etkilesim" : "interaction"
}

/// The failure message of `expectRecomputes`, or nil when the report matches `expected`.
///
/// - Parameter treeOrder: the host's user views in tree order (`ViewHost.userViews`).
func recomputeMismatch(
  _ report: InvalidationReport, expected: [String: Cause], treeOrder: [String],
  language: Language
) -> String? {
  let words = KernelWords.of(language)
  let measuredViews = Set(report.recomputes.map(\.view)).union(report.skipped)
  var inTree: [String] = []
  for view in treeOrder where measuredViews.contains(view) && !inTree.contains(view) {
    inTree.append(view)
  }
  var expectedRecomputes: [Recompute] = []
  var expectedSkipped: [String] = []
  for view in inTree {
    if let cause = expected[view] {
      expectedRecomputes.append(Recompute(view: view, cause: cause))
    } else {
      expectedSkipped.append(view)
    }
  }
  let missing = expected.keys.filter { !inTree.contains($0) }.sorted()
  for view in missing {
    if let cause = expected[view] { expectedRecomputes.append(Recompute(view: view, cause: cause)) }
  }
  let wanted = ChangeReport(
    label: report.label, key: report.key, recomputes: expectedRecomputes,
    skipped: expectedSkipped)
  guard wanted.line(language) != report.line(language) || !missing.isEmpty else { return nil }
  func state(_ recomputes: [Recompute], _ view: String, present: Bool) -> String {
    if let hit = recomputes.first(where: { $0.view == view }) {
      return hit.kind?.label(language) ?? hit.cause
    }
    return present ? words.skipped : "\(words.absent) (not in the view tree)"
  }
  let views = inTree + missing
  let expectedLines = views.map { "\($0) " + state(expectedRecomputes, $0, present: true) }
  let measuredLines = views.map {
    "\($0) " + state(report.recomputes, $0, present: inTree.contains($0))
  }
  let lines =
    [
      "expectRecomputes: the views that re-ran differ from the expected ones",
      "measured: " + report.line(language),
      "expected: " + wanted.line(language),
    ] + LineDiff.lines(expected: expectedLines, measured: measuredLines)
  return lines.joined(separator: "\n  ")
}
