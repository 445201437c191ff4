#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL309's second shape: a timer or display link refreshes a view from some data, and a
  /// method stops it while changing that data (a stop button rewinding a player), without
  /// showing the new value (Docs/Analyzer.md, SL309, "A stopped refresh").
  extension SummaryRules {
    func stoppedRefreshes(in typeMethods: [SummaryScan.Method]) -> [Finding] {
      // The methods each timer property runs, from every method that starts one.
      var handlers: [String: Set<String>] = [:]
      for method in typeMethods {
        for (timer, selector) in method.startedTimers {
          handlers[timer, default: []].insert(selector)
        }
      }
      guard !handlers.isEmpty else { return [] }
      var byName: [String: [SummaryScan.Method]] = [:]
      for method in typeMethods { byName[method.name, default: []].append(method) }
      let setUp = Self.setUpOnly(typeMethods)
      var findings: [Finding] = []
      for method in typeMethods
      where !method.invalidated.isEmpty && !Self.quietMethods.contains(method.name)
        && !method.name.contains(".") && !setUp.contains(ObjectIdentifier(method))
        && !method.leavesScreen
      {
        // A timer the method starts again keeps refreshing the view.
        let stopped = method.invalidated.sorted().filter {
          handlers[$0] != nil && method.startedTimers[$0] == nil
        }
        guard let timer = stopped.first else { continue }
        var shown: [(handler: String, write: SummaryScan.LabelWrite)] = []
        for name in stopped.flatMap({ (handlers[$0] ?? []).sorted() })
        where name != method.name {
          for handler in byName[name] ?? [] {
            shown += Self.labels(of: handler, in: byName).map { (name, $0) }
          }
        }
        guard !shown.isEmpty else { continue }
        let own = Set(Self.labels(of: method, in: byName).map(\.target))
        search: for write in method.dataWrites {
          for (handler, value) in shown where !own.contains(value.target) {
            guard
              value.paths.contains(where: { $0 == write.path || $0.hasPrefix(write.path + ".") })
            else { continue }
            findings.append(
              project.warning(
                .summaryNotRefreshed, at: write.node, file: method.file,
                """
                '\(method.signature)' stops '\(timer)', whose \(handler)() showed \
                '\(write.path)' in '\(value.target)', and changes '\(write.path)': \
                '\(value.target)' keeps the old value, since nothing refreshes it any more; \
                update '\(value.target)' here too (or call \(handler)() after the change)
                """))
            break search
          }
        }
      }
      return findings
    }
  }
#endif
