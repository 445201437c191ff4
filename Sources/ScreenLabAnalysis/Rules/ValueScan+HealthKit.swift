#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL304 for HealthKit queries: HealthKit runs a query asynchronously and calls its handlers
  /// on a background queue (Apple, `HKStatisticsCollectionQuery.initialResultsHandler`: the
  /// query "executes the results handler on a background queue"; the handlers of
  /// `HKSampleQuery`, `HKStatisticsQuery`, `HKObserverQuery` and `HKAnchoredObjectQuery` are
  /// called the same way). Their UI work is one finding per handler, as a URLSession
  /// completion's is (Docs/Analyzer.md, SL304, "HealthKit query handlers").
  extension ValueScan {
    /// The handler a HealthKit query is made with (`HKStatisticsQuery(…) { _, result, _ in }`,
    /// `HKSampleQuery(…, resultsHandler: { … })`): a call of a type named `HK…Query`.
    static func healthKitQueryClosure(_ call: FunctionCallExprSyntax, callee: String)
      -> ClosureExprSyntax?
    {
      guard callee.hasPrefix("HK"), callee.hasSuffix("Query"), !callee.contains(".") else {
        return nil
      }
      for label in ["resultsHandler", "completionHandler", "updateHandler"] {
        if let closure = Expressions.argument(call, label)?.as(ClosureExprSyntax.self) {
          return closure
        }
      }
      return call.trailingClosure
    }

    /// The handler properties of HealthKit queries that are set after the query is made.
    static let healthKitHandlerProperties: Set<String> = [
      "initialResultsHandler", "statisticsUpdateHandler", "updateHandler",
    ]

    /// `query.initialResultsHandler = { … }` on a name the file binds to a HealthKit query
    /// (`let query = HKStatisticsCollectionQuery(…)`): the closure's UI work is recorded.
    func checkHealthKitHandler(_ target: ExprSyntax, value: ExprSyntax) {
      guard let member = target.as(MemberAccessExprSyntax.self),
        Self.healthKitHandlerProperties.contains(member.declName.baseName.text),
        let closure = value.as(ClosureExprSyntax.self),
        let base = member.base.flatMap({ Expressions.path($0) }), !base.contains("."),
        Syntax(target).root.description.range(
          of: "\\b(let|var)\\s+\(base)\\b[^\\n=]*=\\s*HK[A-Za-z]*Query\\(",
          options: .regularExpression) != nil
      else { return }
      recordBackgroundWork(in: closure)
    }

    /// Walks a closure that runs on a background queue and records its UI work, one defect
    /// per closure (the closure is recorded when it does none too, for SL410).
    func recordBackgroundWork(in closure: ClosureExprSyntax) {
      let works = backgroundWorks(in: closure, statements: closure.statements)
      backgroundWork.append(
        BackgroundWork(type: typeStack.last, works: works, file: file, closure: closure))
    }

    /// The UI work of `body`, which runs on a background queue, in source order: what it
    /// writes and calls, through the functions `statements` declare and into the background
    /// closures nested in it. Empty when it does none.
    func backgroundWorks(
      in body: some SyntaxProtocol, statements: CodeBlockItemListSyntax
    ) -> [(receiver: String?, what: String, node: Syntax)] {
      let walker = BackgroundWalker(viewMode: .sourceAccurate)
      walker.localFunctions = LocalFunctions.collect(statements)
      walker.typeMethods = Self.typeMethods(around: body)
      walker.isNestedBackground = { call in
        self.backgroundClosure(call, callee: Expressions.calleeName(call)) != nil
      }
      walker.walk(body)
      return walker.found.map { ($0.receiver, $0.what, $0.node) }
    }
  }
#endif
