import ScreenLabAnalysis
import Testing

/// An expected finding: the marker where it starts, its rule, and words its message holds.
struct FindingSpec: CustomStringConvertible {
  let marker: String
  let rule: Rule
  let severity: Severity
  /// Fragments the message must contain (the property or call, the fix).
  let mentions: [String]

  init(_ marker: String, _ rule: Rule, severity: Severity = .warning, mentions: [String] = []) {
    self.marker = marker
    self.rule = rule
    self.severity = severity
    self.mentions = mentions
  }

  var description: String { "\(rule.rawValue) at \(marker)" }
}

/// Analyzes `marked` (markers removed) and checks that exactly `expected` is found.
///
/// - Parameters:
///   - rules: the rules to run; the findings of other rules are ignored.
///   - extraFiles: further sources analyzed together with the marked one.
func assertFindings(
  _ marked: String, _ expected: [FindingSpec], rules: Set<Rule> = Set(Rule.allCases),
  extraFiles: [SourceFile] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let source = MarkedText(marked)
  var options = SourceAnalyzer.Options()
  options.rules = rules
  let report = SourceAnalyzer(options: options).analyze(
    [SourceFile(path: "Test.swift", text: source.text)] + extraFiles)
  #expect(report.errors.isEmpty, "\(report.errors)", sourceLocation: sourceLocation)
  let findings = report.findings.filter { $0.location.file == "Test.swift" }
  #expect(
    findings.count == expected.count,
    "expected \(expected), found:\n\(findings.map(\.description).joined(separator: "\n"))",
    sourceLocation: sourceLocation)
  for spec in expected {
    guard let place = source.markers[spec.marker] else {
      Issue.record("marker \(spec.marker) is not in the source", sourceLocation: sourceLocation)
      continue
    }
    let match = findings.first {
      $0.rule == spec.rule && $0.location.line == place.line && $0.location.column == place.column
    }
    guard let match else {
      let found = findings.map(\.description).joined(separator: "\n")
      Issue.record(
        "no \(spec.rule.rawValue) at \(spec.marker) (\(place.line):\(place.column)); found:\n\(found)",
        sourceLocation: sourceLocation)
      continue
    }
    #expect(match.severity == spec.severity, "\(match)", sourceLocation: sourceLocation)
    for mention in spec.mentions {
      #expect(match.message.text.contains(mention), "\(match)", sourceLocation: sourceLocation)
    }
  }
}
