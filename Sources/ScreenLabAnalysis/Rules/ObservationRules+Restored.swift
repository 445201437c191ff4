#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// Two shapes SL404 leaves alone: a model that restores its state from storage when it is
  /// made and stores every change, and a model a view only receives values from.
  extension ObservationRules {
    /// Names whose presence in an initializer says it reads stored state.
    static let storageReads = [
      "UserDefaults", "FileManager", "contentsOf:", "NSUbiquitousKeyValueStore",
    ]

    /// Whether a new `typeName` shows what the previous one held: its initializer (or a
    /// method of the type it calls) reads stored state (`UserDefaults`, a file), and every
    /// observed stored property has an observer (`didSet { save() }`), so whatever the view
    /// changed was stored and is read back when the view, and the model, are made again.
    func restoresItsState(_ typeName: String) -> Bool {
      guard let type = project.index.type(typeName), type.isClass else { return false }
      // Every stored value kept in `UserDefaults` (`@AppStorage var username = ""`): a new
      // object reads what the old one stored.
      let stored = type.propertyOrder.compactMap { type.properties[$0] }.filter {
        !$0.isStatic && !$0.isLet && !$0.isComputed
      }
      if !stored.isEmpty,
        stored.allSatisfy({ $0.attributes.contains("AppStorage") })
      {
        return true
      }
      let observable = type.attributes.contains("Observable")
      let observed = type.propertyOrder.compactMap { name -> PropertyInfo? in
        guard let property = type.properties[name], !property.isStatic, !property.isLet,
          !property.isComputed
        else { return nil }
        if observable { return property.attributes.contains("ObservationIgnored") ? nil : property }
        return property.attributes.contains("Published") ? property : nil
      }
      guard !observed.isEmpty, observed.allSatisfy({ !$0.observers.isEmpty }) else {
        return false
      }
      var functions: [String: String] = [:]
      var initializers: [String] = []
      for member in type.members(declaredIn: ClassDeclSyntax.self) {
        if let initializer = member.as(InitializerDeclSyntax.self), let body = initializer.body {
          initializers.append(body.description)
        } else if let function = member.as(FunctionDeclSyntax.self), let body = function.body {
          functions[function.name.text, default: ""] += body.description
        }
      }
      return initializers.contains { text in
        let reached =
          [text]
          + functions.compactMap { name, body in text.contains(name + "(") ? body : nil }
        return reached.contains { body in Self.storageReads.contains { body.contains($0) } }
      }
    }

    /// Whether every mention of `name` in `viewName`'s code, other than its declaration and
    /// the initializer's assignment, is the publisher given to `.onReceive(_:perform:)`
    /// (`.onReceive(loader.didChange) { image = … }`): what the view shows is kept in its own
    /// state, which a new model does not reset.
    func onlyReceivedFrom(_ name: String, of viewName: String) -> Bool {
      guard let view = project.index.type(viewName) else { return false }
      var received = false
      for declaration in view.declarations {
        for token in declaration.tokens(viewMode: .sourceAccurate) where token.text == name {
          guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
          var node = Syntax(reference)
          if let member = node.parent?.as(MemberAccessExprSyntax.self),
            member.declName.id == reference.id,
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
          {
            node = Syntax(member)
          }
          if SwiftUIFlowRules.isInInitializer(node), SwiftUIFlowRules.isWrite(node) { continue }
          guard
            let argument = node.parent?.as(MemberAccessExprSyntax.self)?.parent?
              .as(LabeledExprSyntax.self) ?? node.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            Expressions.calleeName(call) == "onReceive", call.arguments.first?.id == argument.id
          else { return false }
          received = true
        }
      }
      return received
    }
  }
#endif
