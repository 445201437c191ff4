#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL309's third shape: a label shows a member of the type's data (`balanceLabel.text =
  /// "\(account.balance)"`), a method of the type other than the set-up callbacks writes it so
  /// (an update method), and an action changes that member — itself, or through a parameter of
  /// a method it passes the data to (`transfer(from: account, …)`, which writes
  /// `sender.balance -= amount`) — while neither it, the methods it calls nor its callers write
  /// the label again (Docs/Analyzer.md, SL309, "A shown member changed by an action").
  /// Reported at the write, or at the action's call of the method that writes.
  extension SummaryRules {
    func shownMembersChanged(in typeMethods: [SummaryScan.Method]) -> [Finding] {
      var byName: [String: [SummaryScan.Method]] = [:]
      for method in typeMethods { byName[method.name, default: []].append(method) }
      // Per member path, the labels a method other than a set-up callback writes from it.
      var shownBy: [String: [String]] = [:]
      for method in typeMethods
      where !DelegateRules.setUpMethods.contains(method.name) && !method.name.contains(".") {
        for label in method.labels where label.isText {
          for path in label.paths.sorted() where path.contains(".") {
            if shownBy[path]?.contains(label.target) != true {
              shownBy[path, default: []].append(label.target)
            }
          }
        }
      }
      guard !shownBy.isEmpty else { return [] }
      let setUp = Self.setUpOnly(typeMethods)
      let callers = Self.callers(typeMethods)
      var findings: [Finding] = []
      for method in typeMethods
      where method.isEntryPoint && !Self.quietMethods.contains(method.name)
        && !Self.disappearing.contains(method.name)
        && !method.name.contains(".") && !setUp.contains(ObjectIdentifier(method))
        && !method.leavesScreen && !method.reloads
      {
        // The member writes the action makes, itself and through the methods it passes data
        // to; a write of a value read from a control's text is the data following the user's
        // edit, which the control already shows.
        var writes: [(path: String, node: Syntax, file: Int)] = method.dataWrites
          .filter { !Self.copiesTypedText($0.node) }
          .map { ($0.path, $0.node, method.file) }
        // A write through a method is reported at the action's call, where the label is to
        // be updated.
        for (name, arguments, call) in method.passed {
          for callee in byName[name] ?? [] where callee !== method {
            for write in callee.parameterWrites where write.parameter < arguments.count {
              guard let root = arguments[write.parameter], !Self.copiesTypedText(write.node)
              else { continue }
              writes.append(("\(root).\(write.member)", call, method.file))
            }
          }
        }
        guard !writes.isEmpty else { continue }
        let own = Set(Self.labels(of: method, in: byName).map(\.target))
        let covered = (callers[method.name] ?? []).flatMap { Self.labels(of: $0, in: byName) }
        search: for write in writes {
          for label in shownBy[write.path] ?? []
          where !own.contains(label) && !covered.contains(where: { $0.target == label })
            && !isEditable(label, in: method.type)
          {
            findings.append(
              project.warning(
                .summaryNotRefreshed, at: write.node, file: write.file,
                """
                '\(method.signature)' changes '\(write.path)', and '\(label)' shows it, but \
                only other methods write '\(label)': after this change the screen keeps the \
                old value; update '\(label)' after the change (call the method that writes \
                it)
                """))
            break search
          }
        }
      }
      return findings
    }

    /// The callbacks that run as the screen goes away: what they change is not shown.
    static let disappearing: Set<String> = ["viewWillDisappear", "viewDidDisappear"]

    /// The controls whose text the user edits: a field shows what was typed, and the data
    /// follows it, not the other way round.
    static let editableControls: Set<String> = ["UITextField", "UITextView", "UISearchBar"]

    /// Whether a write assigns a value read from a control's text (`account.name =
    /// nameField.text`).
    static func copiesTypedText(_ target: Syntax) -> Bool {
      guard let value = DrawRules.assignedValue(target) else { return false }
      let text = value.map(\.trimmedDescription).joined(separator: " ")
      return text.range(of: #"\.text\b"#, options: .regularExpression) != nil
    }

    /// Whether a label path names a stored text field, text view or search bar of the type.
    private func isEditable(_ label: String, in typeName: String) -> Bool {
      guard !label.contains("."), let declared = project.property(label, of: typeName)?.typeName
      else { return false }
      return Self.editableControls.contains(declared)
    }
  }
#endif
