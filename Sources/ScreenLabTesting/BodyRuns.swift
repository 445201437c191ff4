// Update budgets: how many bodies an interaction may run (Docs/Testing.md §4).
import HeadlessSwiftUI
import Measure

/// Runs `interaction` on `host`, lets the host settle, and checks that at most `budget` body
/// evaluations ran: of the user view `view`, or of every user view when `view` is nil
/// (Docs/Testing.md §4).
///
/// Every evaluation counts, a view's first one (an insertion) included: a budget bounds the
/// work, not only the recomputes. On failure the message lists every evaluation of the
/// interaction with its turn, its cause (the Invalidation kernel's word, `appeared` for an
/// insertion) and the line `Self._printChanges()` would print (Docs/Semantics/SwiftUI.md §2.7):
///
///     expectBodyRuns: 3 body evaluations of CountLabel, budget 1
///       turn 1 CountLabel ebeveyn | CountLabel: @self changed.
///       turn 2 CountLabel ebeveyn | CountLabel: @self changed.
///       turn 3 CountLabel ebeveyn | CountLabel: @self changed.
///
/// When the host keeps no records (`keepsRecords == false`) only the total can be counted;
/// `view` then fails with a message saying so.
///
/// - Returns: the evaluations of the interaction (of `view` when given).
@discardableResult
@MainActor
public func expectBodyRuns<Content: View>(
  _ host: ViewHost<Content>, atMost budget: Int, of view: String? = nil,
  during interaction: () throws -> Void,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) rethrows -> [BodyEvaluation] {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  guard budget >= 0 else {
    recordFailure(
      "expectBodyRuns",
      "expectBodyRuns: budget \(budget) is negative; give the most evaluations allowed, 0 or more",
      at: site)
    return []
  }
  host.settle()
  let recordStart = host.evaluations.count
  let countStart = host.evaluationCount
  // `ViewHost.perform(_:)`, which takes no throwing closure: run it, then ask for a turn.
  try interaction()
  host.runtime.setNeedsTurn()
  host.settle()
  let all = Array(host.evaluations[recordStart...])
  let language = TestingOptions.current.language
  if !host.keepsRecords, view != nil {
    recordFailure(
      "expectBodyRuns",
      "expectBodyRuns: the host keeps no records (keepsRecords is false), so the evaluations "
        + "of \(view ?? "") cannot be counted", at: site)
    return []
  }
  let runs = view.map { name in all.filter { $0.view == name } } ?? all
  let count = view == nil ? host.evaluationCount - countStart : runs.count
  if count > budget {
    let subject = view.map { "of \($0)" } ?? "in all"
    let noun = count == 1 ? "body evaluation" : "body evaluations"
    let lines =
      ["expectBodyRuns: \(count) \(noun) \(subject), budget \(budget)"]
      + runs.map { bodyRunLine($0, language: language) }
    recordFailure(
      "expectBodyRuns", lines.joined(separator: "\n  "), at: site, subject: .host(host))
  }
  return runs
}

/// `turn 2 CountLabel ebeveyn | CountLabel: @self changed.`
func bodyRunLine(_ evaluation: BodyEvaluation, language: Language) -> String {
  let cause: String
  switch evaluation.reason {
  case .appeared: cause = language == .tr ? "eklenen" : "appeared"
  case .recomputed(let kind): cause = kind.label(language)
  }
  return "turn \(evaluation.turn) \(evaluation.view) \(cause) | \(evaluation.printChangesLine)"
}
