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
    /// its stored properties make. Since the sixth SwiftUI sample, a call in a class counts
    /// as made once too: a scene delegate or a view controller makes the root view of its
    /// `UIHostingController` when it runs, and no body makes it again.
    func madeOnlyWhereBodiesRunOnce(_ names: Set<String>) -> Set<String> {
      let calls = viewCalls(names).calls
      let inClasses = madeInClasses(names)
      return Set(
        names.filter { name in
          let made = calls[name] ?? []
          guard !made.isEmpty || inClasses.contains(name) else { return false }
          return made.allSatisfy { call in
            callerType(of: Syntax(call)).map(bodyRunsOnce) == true
          }
        })
    }

    /// The views of `names` that code of a class makes (`UIHostingController(rootView:
    /// MainView())` in a scene delegate), outside previews.
    func madeInClasses(_ names: Set<String>) -> Set<String> {
      var result = Set<String>()
      for tree in project.trees {
        for token in tree.tokens(viewMode: .sourceAccurate) where names.contains(token.text) {
          guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            let call = reference.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == reference.id, !ValueScan.isInPreview(Syntax(call))
          else { continue }
          var current = call.parent
          while let step = current {
            if step.is(ClassDeclSyntax.self) {
              result.insert(token.text)
              break
            }
            if step.is(StructDeclSyntax.self) || step.is(EnumDeclSyntax.self) { break }
            current = step.parent
          }
        }
      }
      return result
    }
  }
#endif
