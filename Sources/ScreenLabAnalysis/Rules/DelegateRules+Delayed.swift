#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension DelegateRules {
    /// Calls that run a closure, or a method handed to them, after a delay.
    static let delayingCalls: Set<String> = ["asyncAfter", "scheduledTimer", "Timer"]

    /// Where a node of a method runs, as SL308 reads it: the closure (or the method) it runs
    /// in at once, and how many delays lie between that and the node (a closure given to
    /// `asyncAfter` inside it is one delay).
    static func timing(of node: Syntax) -> (scope: SyntaxIdentifier?, delays: Int) {
      var delays = 0
      var child = node
      var current = node.parent
      var steps = 0
      while let parent = current, steps < 96 {
        steps += 1
        if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != child.id,
          let name = Expressions.calleeName(call), delayingCalls.contains(name)
        {
          delays += 1
        }
        if let closure = parent.as(ClosureExprSyntax.self), !isDelayedClosure(closure) {
          return (closure.id, delays)
        }
        if parent.is(FunctionDeclSyntax.self) { return (parent.id, delays) }
        child = parent
        current = parent.parent
      }
      return (nil, delays)
    }

    /// Whether a closure is handed to a call that runs it after a delay.
    static func isDelayedClosure(_ closure: ClosureExprSyntax) -> Bool {
      var current = closure.parent
      for _ in 0..<3 {
        guard let parent = current else { return false }
        if let call = parent.as(FunctionCallExprSyntax.self) {
          return Expressions.calleeName(call).map { delayingCalls.contains($0) } ?? false
        }
        guard
          parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
            || parent.is(MultipleTrailingClosureElementSyntax.self)
            || parent.is(MultipleTrailingClosureElementListSyntax.self)
        else { return false }
        current = parent.parent
      }
      return false
    }

    /// SL308: a property the cells show is written at once, and the only reload that the same
    /// code requests runs after a delay (`asyncAfter`, a timer): rows that come into view in
    /// between are made from the new data while the rows on screen show the old.
    func delayedReloads(_ scan: DelegateScan) -> [Finding] {
      var findings: [Finding] = []
      let readsInShowingMethods = scan.readsInShowingMethods
      let index = RefreshIndex(scan.methods)
      let setUp = Self.setUpOnly(scan.methods)
      for method in scan.methods where index.cellProviderTypes.contains(method.type) {
        guard !Self.cellProviderSignatures.contains(method.signature) else { continue }
        let refreshingMethods = index.refreshingNames[method.type] ?? []
        // Per place that runs at once, whether it reloads at once and whether after a delay.
        var immediate = Set<SyntaxIdentifier>()
        var delayed = Set<SyntaxIdentifier>()
        for site in method.callSites
        where (Self.refreshCalls.contains(site.name) || refreshingMethods.contains(site.name))
          && site.name != method.name
        {
          let (scope, delays) = Self.timing(of: site.node)
          guard let scope else { continue }
          if delays == 0 { immediate.insert(scope) } else { delayed.insert(scope) }
        }
        guard !delayed.isEmpty else { continue }
        let shown = readsInShowingMethods[method.type] ?? []
        var reported = Set<SyntaxIdentifier>()
        for write in method.writes where shown.contains(write.name) {
          guard !(setUp.contains(ObjectIdentifier(method)) && !Self.isInClosure(write.node)),
            !scan.isAnnounced(write, in: method.type),
            !scan.refreshingProperties.contains(
              DelegateScan.Key(type: method.type, name: write.name))
          else { continue }
          let (scope, delays) = Self.timing(of: write.node)
          guard let scope, delays == 0, delayed.contains(scope), !immediate.contains(scope),
            reported.insert(scope).inserted
          else { continue }
          findings.append(
            project.warning(
              .listDataChangedBeforeDelayedReload, at: write.node, file: method.file,
              """
              '\(method.name)' writes '\(write.name)', which the cells of '\(method.type)' \
              show, at once, but reloads the table or collection only after a delay: rows \
              that come into view in between show the new value next to rows that still \
              show the old; change the data inside the delayed block, next to the reload
              """))
        }
      }
      return findings
    }
  }
#endif
