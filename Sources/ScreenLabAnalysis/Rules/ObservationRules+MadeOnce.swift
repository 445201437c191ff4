#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL404: models made where the code runs once for the view's identity (Docs/Analyzer.md,
  /// SL404).
  extension ObservationRules {
    /// Whether the body of `typeName` runs once for its identity: a view or an `App` with
    /// no stored instance property at all (no state, no input, no environment value).
    /// SwiftUI runs a view's body again when its inputs differ from the last ones or a
    /// dynamic property it holds changes; a type that holds nothing has neither.
    /// Since the eleventh SwiftUI sample, two properties count as holding nothing
    /// (`holdsNothingThatChanges`): an application delegate adaptor of a plain delegate
    /// class, and a `let` given a shared instance.
    func bodyRunsOnce(_ typeName: String) -> Bool {
      guard let type = scan.types[typeName], type.isStruct,
        type.isView || type.inherited.contains("App")
      else { return false }
      if type.properties.values.contains(where: holdsNothingThatChanges) {
        return type.properties.values.allSatisfy { $0.isStatic || holdsNothingThatChanges($0) }
      }
      return type.properties.values.allSatisfy(\.isStatic)
    }

    /// The application delegate adaptors (`@UIApplicationDelegateAdaptor(AppDelegate.self)`).
    static let delegateAdaptors: Set<String> = [
      "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor",
      "WKApplicationDelegateAdaptor", "WKExtensionDelegateAdaptor",
    ]

    /// Whether a stored property of a view or an `App` is neither a state, an input nor an
    /// environment value, so that it never makes the body run again:
    /// - an application delegate adaptor of a class the sources declare that is not an
    ///   `ObservableObject`: SwiftUI makes the delegate once for the app's life, and only an
    ///   observable delegate is observed (Apple, `UIApplicationDelegateAdaptor`: a delegate
    ///   that conforms to `ObservableObject` is put in the environment and its changes
    ///   update the views); a plain delegate changes nothing a body reads;
    /// - a `let` given a shared instance (`let persistence = PersistenceController.shared`):
    ///   no caller can pass another value (a `let` with an initial value is not an
    ///   initializer parameter), and each making of the view holds the same object.
    func holdsNothingThatChanges(_ property: ValueScan.Property) -> Bool {
      if property.isLet, property.attributes.isEmpty, property.initialPath != nil {
        return true
      }
      guard property.attributes.count == 1,
        let adaptor = property.attributes.first, Self.delegateAdaptors.contains(adaptor),
        let delegate = property.typeName ?? Self.adaptedDelegate(property.node, adaptor),
        let facts = scan.types[delegate], facts.isClass, facts.isDeclared
      else { return false }
      return !isObservable(delegate)
    }

    /// The delegate class an adaptor attribute names (`AppDelegate` in
    /// `@UIApplicationDelegateAdaptor(AppDelegate.self)`).
    static func adaptedDelegate(_ node: Syntax, _ adaptor: String) -> String? {
      guard let declaration = node.as(VariableDeclSyntax.self) else { return nil }
      for element in declaration.attributes {
        guard let attribute = element.as(AttributeSyntax.self),
          attribute.attributeName.trimmedDescription == adaptor,
          case .argumentList(let arguments)? = attribute.arguments,
          let first = arguments.first?.expression.as(MemberAccessExprSyntax.self),
          first.declName.baseName.text == "self",
          let base = first.base?.as(DeclReferenceExprSyntax.self)
        else { continue }
        return base.baseName.text
      }
      return nil
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
