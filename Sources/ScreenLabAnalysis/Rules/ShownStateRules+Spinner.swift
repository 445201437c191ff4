#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension ShownStateRules {
    // MARK: - SL306

    /// Members of an activity indicator that configure it without stopping or hiding it.
    static let indicatorSettings: Set<String> = [
      "startAnimating", "isAnimating", "center", "frame", "bounds", "color", "style",
      "hidesWhenStopped", "translatesAutoresizingMaskIntoConstraints", "tintColor",
      "backgroundColor", "transform", "layer", "tag", "accessibilityLabel", "centerXAnchor",
      "centerYAnchor", "topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor",
      "widthAnchor", "heightAnchor", "superview", "sizeToFit",
    ]

    /// View properties whose write shows a result (`label.text = …`).
    static let resultMembers: Set<String> = [
      "text", "attributedText", "image", "title", "isHidden", "alpha", "textColor",
      "backgroundImage", "progress", "isEnabled", "items", "dataSource", "rootViewController",
    ]

    /// Calls that show a result (`tableView.reloadData()`).
    static let resultCalls: Set<String> = [
      "reloadData", "reloadRows", "reloadSections", "insertRows", "reloadItems", "insertItems",
      "setTitle", "setImage", "performSegue", "present", "pushViewController", "apply",
    ]

    /// An activity indicator started (`startAnimating()`) in a method that shows a result in a
    /// completion closure, when nothing in the analysis ever stops, hides or removes it (no
    /// `stopAnimating()`, `isHidden`, `alpha`, `removeFromSuperview()`, and the indicator is
    /// not handed to other code). UIKit's indicator spins from `startAnimating()` until
    /// `stopAnimating()` (Apple, `UIActivityIndicatorView`), so the screen keeps its loading
    /// state after the result is shown. Reported at the closure's first write or call that
    /// shows the result, where the stop belongs. A method with no such closure (a loading
    /// screen that another object dismisses) is not reported.
    func spinnersNeverStopped() -> [Finding] {
      let indicators = properties(ofType: "UIActivityIndicatorView")
      guard !indicators.isEmpty else { return [] }
      let names = Set(indicators.map(\.property.name))
      var findings: [Finding] = []
      var reported = Set<SyntaxIdentifier>()
      for (name, uses) in mentions(of: names) {
        let keepsSpinning = uses.allSatisfy { mention in
          switch mention.use {
          case .member(let member, _, _): return Self.indicatorSettings.contains(member)
          case .added, .assigned: return true
          case .escapes: return false
          }
        }
        guard keepsSpinning else { continue }
        for mention in uses {
          guard case .member("startAnimating", _, true) = mention.use else { continue }
          let (_, function) = Self.enclosing(mention.node)
          guard let function, reported.insert(function.id).inserted,
            let shown = Self.firstResultShown(in: function, ignoring: name)
          else { continue }
          findings.append(
            project.warning(
              .spinnerNeverStopped, at: shown, file: mention.file,
              .spinnerNeverStopped(name, starter: Self.displayName(function))))
        }
      }
      return findings
    }

    /// The first write or call that shows a result inside a closure of `function`: a view
    /// property written through a member (`self.label.text = …`) or a reload.
    static func firstResultShown(in function: Syntax, ignoring indicator: String) -> Syntax? {
      let collector = ResultCollector(indicator: indicator)
      collector.walk(function)
      return collector.first
    }
  }

  /// Finds, inside closures, the first statement that shows a result on a view.
  final class ResultCollector: SyntaxVisitor {
    let indicator: String
    var first: Syntax?
    var closureDepth = 0

    init(indicator: String) {
      self.indicator = indicator
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      closureDepth += 1
      return first == nil ? .visitChildren : .skipChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) { closureDepth -= 1 }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      guard first == nil, closureDepth > 0, let base = node.base,
        let path = Expressions.path(base), path != "self",
        !path.split(separator: ".").contains(Substring(indicator))
      else { return .visitChildren }
      let name = node.declName.baseName.text
      if ShownStateRules.resultMembers.contains(name),
        ShownStateRules.isAssignmentTarget(Expressions.unwrapping(Syntax(node)))
      {
        first = Syntax(base)
      } else if ShownStateRules.resultCalls.contains(name),
        Expressions.isCallee(node)
      {
        first = Syntax(base)
      }
      return .visitChildren
    }
  }

  extension Finding.Message {
    static func spinnerNeverStopped(_ name: String, starter: String) -> Finding.Message {
      Finding.Message(
        "'\(name)' is started in \(starter) and nothing stops, hides or removes it: the result "
          + "is shown here while the indicator keeps spinning; call \(name).stopAnimating() "
          + "here (and on the error path)")
    }
  }
#endif
