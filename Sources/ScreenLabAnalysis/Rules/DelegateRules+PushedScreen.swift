#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension DelegateRules {
    // MARK: - SL303, a callback a covering screen makes as it goes

    /// The methods whose every caller is another screen's `viewWillDisappear(_:)`, of a type
    /// whose own `viewWillAppear(_:)` reloads (`refreshing` holds it): a screen this one
    /// pushed or presented calls back as it goes (`delegate?.addNewTraveller(…)` in the
    /// editor's `viewWillDisappear(_:)`), and UIKit then makes this screen appear again,
    /// which reloads the rows with the new data (Apple, `UIViewController`: a view
    /// controller is told `viewWillDisappear(_:)` before its view is removed, and the one
    /// below it `viewWillAppear(_:)` before its view is added back). A caller anywhere else
    /// (an action, `viewDidDisappear(_:)`, which runs after this screen appeared) keeps the
    /// finding, and so does a screen whose `viewWillAppear(_:)` does not reload.
    static func calledBackOnlyAsACoverGoes(
      _ methods: [DelegateScan.Method], refreshing: [String: Set<String>]
    ) -> Set<ObjectIdentifier> {
      let (callers, declared) = DelegateRules.callersAndDeclared(methods)
      var result = Set<ObjectIdentifier>()
      for method in methods where refreshing[method.type]?.contains("viewWillAppear") == true {
        // A method of another type that declares one of the same name calls its own.
        guard
          let list = callers[method.name]?.filter({
            $0.type == method.type || declared[$0.type]?.contains(method.name) != true
          }), !list.isEmpty,
          list.allSatisfy({
            $0.type != method.type && $0.signature.hasPrefix("viewWillDisappear(")
          })
        else { continue }
        result.insert(ObjectIdentifier(method))
      }
      return result
    }
  }
#endif
