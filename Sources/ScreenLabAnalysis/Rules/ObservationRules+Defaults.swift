#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL401 for a value read from `UserDefaults` while a SwiftUI body is computed.
  extension ObservationRules {
    /// The getters of `UserDefaults` that read a stored value by key (Apple, `UserDefaults`).
    static let defaultsGetters: Set<String> = [
      "object", "string", "bool", "integer", "double", "float", "array", "dictionary", "data",
      "url", "stringArray", "value",
    ]

    /// A view's `body`, or a computed property or method it reaches while it is computed (not
    /// in an action or a deferred closure), reads `UserDefaults` by key
    /// (`UserDefaults.standard.string(forKey: "language")`), and the view declares no
    /// `@AppStorage` for that key. SwiftUI re-runs a body only for the sources it observes;
    /// `UserDefaults` is not one of them, which is why `AppStorage` exists: it "reflects a
    /// value from UserDefaults and invalidates a view on a change in value in that user
    /// default" (Apple, `AppStorage`). When the value changes while the view is on screen, the
    /// view keeps showing what it read until something else re-runs it. Reported at the first
    /// such read of each view.
    func defaultsReadInBodyFindings() -> [Finding] {
      var findings: [Finding] = []
      for view in views {
        guard let type = project.index.type(view.name) else { continue }
        let declared = type.declarations.map(\.description).joined(separator: "\n")
        let walk = SwiftUIFlowRules.computedWithBody(type)
        read: for code in walk.names.compactMap({ walk.code[$0] }) {
          for node in code.tokens(viewMode: .sourceAccurate) where node.text == "forKey" {
            guard let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              Self.defaultsGetters.contains(callee.declName.baseName.text),
              let base = callee.base?.trimmedDescription,
              base == "UserDefaults.standard" || base.hasPrefix("UserDefaults(suiteName:"),
              let key = call.arguments.first(where: { $0.label?.text == "forKey" })?.expression,
              SwiftUIFlowRules.runsWhileComputed(Syntax(call), in: code),
              !declared.contains("@AppStorage(\(key.trimmedDescription)")
            else { continue }
            findings.append(
              warning(
                .unobservedClassModel, at: Syntax(call), project.fileIndex(of: Syntax(call)) ?? 0,
                """
                '\(view.name)' shows '\(call.trimmedDescription)', read from UserDefaults while \
                its body is computed: SwiftUI does not observe UserDefaults, so when the value \
                changes the view keeps showing the old one until something else re-runs it; \
                read it with @AppStorage(\(key.trimmedDescription))
                """))
            break read
          }
        }
      }
      return findings
    }
  }
#endif
