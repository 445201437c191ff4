#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL404: models made where the code runs once for the view's identity (Docs/Analyzer.md,
  /// SL404).
  extension ObservationRules {
    /// Whether the body of `typeName` runs once for its identity: a view or an `App` with
    /// no stored instance property at all (no state, no input, no environment value).
    /// SwiftUI runs a view's body again when its inputs differ from the last ones or a
    /// dynamic property it holds changes; a type that holds nothing has neither.
    func bodyRunsOnce(_ typeName: String) -> Bool {
      guard let type = scan.types[typeName], type.isStruct,
        type.isView || type.inherited.contains("App")
      else { return false }
      return type.properties.values.allSatisfy(\.isStatic)
    }

    /// The views of `names` that every call the analysis sees (outside previews, at least
    /// one) makes in the body of a type whose body runs once (`bodyRunsOnce`): a
    /// `WindowGroup`'s root view in an `App` that holds nothing is made once, and so is what
    /// its stored properties make.
    func madeOnlyWhereBodiesRunOnce(_ names: Set<String>) -> Set<String> {
      let calls = viewCalls(names).calls
      return Set(
        names.filter { name in
          guard let made = calls[name], !made.isEmpty else { return false }
          return made.allSatisfy { call in
            callerType(of: Syntax(call)).map(bodyRunsOnce) == true
          }
        })
    }
  }
#endif
