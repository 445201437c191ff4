#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL309: a label shows a value computed from some data (a total, a count); one method that
  /// changes the data writes the label again, another does not (Docs/Analyzer.md, SL309).
  struct SummaryRules {
    let project: Project

    /// Methods that run before the first display, or that show rows: their writes are not
    /// later changes of the data.
    static let quietMethods: Set<String> = DelegateRules.setUpMethods.union([
      "prepareForReuse", "viewWillAppear", "viewDidAppear", "deinit",
    ])

    func findings() -> [Finding] {
      let scan = SummaryScan()
      for (file, tree) in project.trees.enumerated() {
        scan.file = file
        scan.walk(tree)
      }
      var byType: [String: [SummaryScan.Method]] = [:]
      for method in scan.methods { byType[method.type, default: []].append(method) }
      var findings: [Finding] = []
      let declarations = TypeFunctions.collect(project)
      for type in byType.keys.sorted() {
        findings += summaries(in: byType[type] ?? [])
        findings += stoppedRefreshes(in: byType[type] ?? [])
        let members = shownMembersChanged(in: byType[type] ?? [])
        findings += members.filter { member in
          !findings.contains { $0.location == member.location }
        }
        let ways = staleWays(in: byType[type] ?? [], declarations: declarations[type] ?? [])
        findings += ways.filter { way in
          !findings.contains {
            $0.location.line == way.location.line && $0.location.file == way.location.file
          }
        }
      }
      return findings + typedTextFindings()
    }

    /// The most methods followed from one method (its calls, four deep, are usually few; a
    /// type whose methods all call each other stays linear).
    static let maximumReach = 64

    /// The labels a method writes, itself or through the methods of its type it calls and the
    /// observers of the properties it writes, up to four calls deep.
    static func labels(
      of method: SummaryScan.Method, in methods: [String: [SummaryScan.Method]]
    ) -> [SummaryScan.LabelWrite] {
      var result: [SummaryScan.LabelWrite] = []
      var seen: Set<ObjectIdentifier> = []
      var pending = [(method, 0)]
      while let (current, depth) = pending.popLast(), seen.count < maximumReach {
        guard seen.insert(ObjectIdentifier(current)).inserted else { continue }
        result += current.labels
        guard depth < 4 else { continue }
        var next = current.calls
        for write in current.dataWrites + current.modelCalls {
          next.insert("\(write.root).didSet")
          next.insert("\(write.root).willSet")
        }
        // In name order: the walk stops at `maximumReach` methods, so which it reaches must
        // not depend on a set's order (which changes from run to run).
        for name in next.sorted() {
          for callee in methods[name] ?? [] { pending.append((callee, depth + 1)) }
        }
      }
      return result
    }

    /// Per method name, the methods of the type that call it (a method's calls of itself left
    /// out).
    static func callers(_ methods: [SummaryScan.Method]) -> [String: [SummaryScan.Method]] {
      var callers: [String: [SummaryScan.Method]] = [:]
      for method in methods {
        for name in method.calls where name != method.name {
          callers[name, default: []].append(method)
        }
      }
      return callers
    }

    /// The methods of one type that only set-up code calls (directly or through other such
    /// methods): `loadData()` called from `viewDidLoad()` runs before the first display.
    static func setUpOnly(_ methods: [SummaryScan.Method]) -> Set<ObjectIdentifier> {
      let callers = callers(methods)
      let seeds = Set(
        methods.filter { DelegateRules.setUpMethods.contains($0.name) }.map(ObjectIdentifier.init))
      let candidates = methods.filter { !$0.isEntryPoint && !seeds.contains(ObjectIdentifier($0)) }
      return DelegateRules.growingSetUp(seeds, candidates: candidates) { method, result in
        guard let list = callers[method.name], !list.isEmpty else { return false }
        return list.allSatisfy({ result.contains(ObjectIdentifier($0)) })
      }
    }

    /// Whether one member path is the other or lies inside it (`a.b` and `a.b.c`).
    static func overlaps(_ one: String, _ other: String) -> Bool {
      one == other || one.hasPrefix(other + ".") || other.hasPrefix(one + ".")
    }

    /// The member paths below a data key (`layer.contentsGravity` below `layer`) that a
    /// label's text reads of the data, or nil when it reads the data some other way: the key
    /// or the root itself, a call on it, or a member the analysis declares as computed (its
    /// getter may read any other member).
    func memberReads(
      _ label: SummaryScan.LabelWrite, key: String, root: String, type: String
    ) -> Set<String>? {
      let under = label.paths.filter { $0 == root || $0.hasPrefix(root + ".") }
      guard !under.isEmpty else { return nil }
      for path in under {
        let parts = path.split(separator: ".").map(String.init)
        guard path.hasPrefix(key + "."), parts.count >= 3, !label.called.contains(path)
        else { return nil }
        var owner: String? = type
        for part in parts.dropLast() {
          owner = owner.flatMap { project.property(part, of: $0)?.typeName }
        }
        if let owner, let last = parts.last, project.property(last, of: owner)?.isComputed == true {
          return nil
        }
      }
      return under
    }

    private func summaries(in typeMethods: [SummaryScan.Method]) -> [Finding] {
      var byName: [String: [SummaryScan.Method]] = [:]
      for method in typeMethods { byName[method.name, default: []].append(method) }
      var labelsOf: [ObjectIdentifier: [SummaryScan.LabelWrite]] = [:]
      var targetsOf: [ObjectIdentifier: Set<String>] = [:]
      let callers = Self.callers(typeMethods)
      for method in typeMethods {
        let labels = Self.labels(of: method, in: byName)
        labelsOf[ObjectIdentifier(method)] = labels
        targetsOf[ObjectIdentifier(method)] = Set(labels.map(\.target))
      }
      // Labels that the cell providers and other data source methods write: a reload shows
      // them again.
      var shownOnReload = Set<String>()
      for method in typeMethods where DelegateRules.showingMethods.contains(method.name) {
        shownOnReload.formUnion(method.labels.map(\.target))
      }
      // The summaries: per data key, the labels whose text is computed from that data,
      // written by a method that changes it.
      var summaries: [String: [String]] = [:]
      // Per data key and label, the members below the key the label's text reads, or the
      // key in `wholeReads` when it reads more of the data than members.
      var memberReadsOf: [String: Set<String>] = [:]
      var wholeReads = Set<String>()
      let shownTargets = Set(typeMethods.flatMap { $0.labels.map(\.target) })
      for method in typeMethods {
        let labels = (labelsOf[ObjectIdentifier(method)] ?? []).filter(\.isText)
        // A call on the data (`game.chooseCard(at:)`) followed by a label that shows it makes
        // the label a summary of the data too; a label or view itself is not data.
        let calls = method.modelCalls.filter { !shownTargets.contains($0.root) }
        for write in method.dataWrites + calls {
          for label in labels where label.mentions.contains(write.root) {
            if summaries[write.key]?.contains(label.target) != true {
              summaries[write.key, default: []].append(label.target)
            }
            let reads = memberReads(label, key: write.key, root: write.root, type: method.type)
            let slot = "\(write.key)|\(label.target)"
            if let reads, !wholeReads.contains(slot) {
              memberReadsOf[slot, default: []].formUnion(reads)
            } else {
              wholeReads.insert(slot)
            }
          }
        }
      }
      guard !summaries.isEmpty else { return [] }
      // Per method that changes the data and leaves a summary of it as it was: the first
      // such write, and the labels left (one finding per method: one forgotten update).
      var missed: [(method: SummaryScan.Method, write: SummaryScan.DataWrite, labels: [String])] =
        []
      for method in typeMethods {
        guard !Self.quietMethods.contains(method.name), !method.name.contains("."),
          !method.leavesScreen,
          !DelegateRules.cellProviderSignatures.contains(method.signature)
        else { continue }
        let own = targetsOf[ObjectIdentifier(method)] ?? []
        var first: SummaryScan.DataWrite?
        var left: [String] = []
        var keys = Set<String>()
        for write in method.dataWrites where keys.insert(write.key).inserted {
          // The whole value replaced (`game = Concentration(…)`, `cart = Cart()`) changes every
          // part of it: every summary of its parts is stale too.
          var shown = summaries[write.key] ?? []
          if write.path == write.root {
            for key in summaries.keys.sorted() where key.hasPrefix(write.root + ".") {
              shown += (summaries[key] ?? []).filter { !shown.contains($0) }
            }
          }
          for label in shown where !own.contains(label) {
            guard !(method.reloads && shownOnReload.contains(label)), !left.contains(label)
            else { continue }
            // Another member of the same object (`layer.contents` written, the label showing
            // `layer.contentsGravity`): the label's value is unchanged.
            let slot = "\(write.key)|\(label)"
            if write.path.split(separator: ".").count >= 3, !wholeReads.contains(slot),
              let reads = memberReadsOf[slot], !reads.isEmpty,
              !reads.contains(where: { Self.overlaps($0, write.path) })
            {
              continue
            }
            // A caller of the type that writes the label after calling it covers it.
            let coveredByCaller = (callers[method.name] ?? []).contains { caller in
              targetsOf[ObjectIdentifier(caller)]?.contains(label) == true
            }
            guard !coveredByCaller else { continue }
            if first == nil { first = write }
            left.append(label)
          }
        }
        if let first { missed.append((method, first, left)) }
      }
      var findings: [Finding] = []
      let setUp = Self.setUpOnly(typeMethods)
      for (method, write, labels) in missed where !setUp.contains(ObjectIdentifier(method)) {
        let names = Finding.Message.quoted(labels)
        findings.append(
          project.warning(
            .summaryNotRefreshed, at: write.node, file: method.file,
            """
            '\(method.signature)' changes '\(write.key)', and \(names) \
            \(labels.count == 1 ? "shows a value" : "show values") computed from it, but only \
            other methods of '\(method.type)' write \(labels.count == 1 ? "it" : "them") \
            again: after this change the screen keeps the old \
            \(labels.count == 1 ? "value" : "values"); update \(names) here too (one \
            method that recomputes the summary, called after every change)
            """))
      }
      return findings
    }
  }
#endif
