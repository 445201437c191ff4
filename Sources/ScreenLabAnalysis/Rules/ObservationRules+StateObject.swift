#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension ObservationRules {
    // MARK: - SL403, a state object made from an initializer's argument

    /// SL403 for a `@StateObject` whose storage a view's initializer fills with an object one
    /// of its parameters hands in: `self._model = .init(wrappedValue: model)` or
    /// `_model = StateObject(wrappedValue: model)`. SwiftUI evaluates the wrapped value only
    /// the first time a view of that identity appears and keeps that object for the view's
    /// lifetime (Apple, `StateObject`: "SwiftUI initializes a state object only once during
    /// the lifetime of its container"); when the parent later passes another argument (another
    /// city, another model), the initializer runs and its object is thrown away, and the view
    /// keeps showing the first one, while the parent's object goes on without it. An object
    /// the initializer makes from a parameter (`StateObject(wrappedValue: Model(city))`) is
    /// left alone: Apple documents it for an input that does not change while the view
    /// lives, and whether it changes is the caller's flow. Reported at the assignment.
    func stateObjectsFromParameters() -> [Finding] {
      var findings: [Finding] = []
      for initialization in scan.stateInitializations where initialization.usesParameter {
        guard !initialization.isPlainWrite, let view = scan.types[initialization.type],
          view.isView, let property = view.properties[initialization.name],
          property.attributes.contains("StateObject"),
          Self.wrapsParameterItself(initialization.node),
          isUsedOutsideInitializers(initialization.name, of: view.name)
        else { continue }
        // Every caller seen makes the object for the call or passes its own storage: the
        // first object is the one it goes on passing.
        let given = handedObjects(toInitializerOf: initialization)
        if !given.isEmpty, !given.contains(.handed) { continue }
        findings.append(
          warning(
            .stateCopiesInput, at: initialization.node, initialization.file,
            """
            '@StateObject var \(initialization.name)' of '\(view.name)' wraps an object its \
            initializer is handed: SwiftUI keeps the first object for the view's life and \
            ignores the ones the parent passes later, so the view keeps showing the first; \
            observe the parent's object with @ObservedObject, or give the view .id(argument) \
            so that a new object makes a new view
            """))
      }
      return findings
    }

    /// SL403 for a second object: a view makes its own `@StateObject var model = Model()`
    /// while a view that shows it (its body or a method calls `Child(…)`) was handed one object
    /// of the same type (`@ObservedObject var model: Model`, an `@EnvironmentObject`, a plain
    /// property without an initial value). The two are separate objects: what the
    /// parent's object loads or changes never reaches the child's, which keeps showing its
    /// own (empty) state. The parent's object was meant to be passed in and observed. Left
    /// alone: a child that is also handed an object of that type (it holds both). Reported at
    /// the child's property.
    func separateStateObjects() -> [Finding] {
      var findings: [Finding] = []
      for view in views {
        for name in view.order {
          guard let property = view.properties[name],
            property.attributes.contains(where: { $0 == "StateObject" }),
            let made = property.constructed,
            !view.properties.values.contains(where: { other in
              other.name != name && (other.typeName == made || other.constructed == made)
            }),
            let parent = views.first(where: { parent in
              guard parent.name != view.name, shows(view.name, in: parent.name) else {
                return false
              }
              let held = parent.properties.values.filter { held in
                held.typeName == made || held.constructed == made
              }
              // One object the parent was handed (not its own @StateObject): the app passes
              // this object down, and the child steps out of the flow. A parent that owns
              // objects of the type itself (routers made per flow) is left alone.
              return held.count == 1 && !held[0].attributes.contains("StateObject")
                && held[0].constructed == nil
            })
          else { continue }
          findings.append(
            warning(
              .stateCopiesInput, at: property.node, property.file,
              """
              '@StateObject var \(name)' of '\(view.name)' makes its own '\(made)' while \
              '\(parent.name)', which shows it, holds one too: the two are separate objects, \
              so what the parent's object loads or changes never shows here; pass the \
              parent's object in and observe it with @ObservedObject
              """))
        }
      }
      return findings
    }

    /// Whether code of the view `parentName` makes a `childName` (`Child(…)`).
    func shows(_ childName: String, in parentName: String) -> Bool {
      guard let parent = project.index.type(parentName) else { return false }
      return parent.declarations.contains { declaration in
        declaration.tokens(viewMode: .sourceAccurate).contains { token in
          token.text == childName
            && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
        }
      }
    }

    /// Whether the assignment at `target` wraps a bare name (`.init(wrappedValue: model)`),
    /// an object made elsewhere, rather than one it makes (`Model(city)`).
    static func wrapsParameterItself(_ target: Syntax) -> Bool {
      guard let value = AnimationRules.assignedValue(target),
        let call = value.as(FunctionCallExprSyntax.self),
        let argument = call.arguments.first?.expression
      else { return false }
      return argument.is(DeclReferenceExprSyntax.self)
    }
  }
#endif
