#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL401 for a changing value of Apple's frameworks read while a SwiftUI body is computed
  /// (Docs/Analyzer.md, SL401, "Values of the system that nothing observes").
  extension ObservationRules {
    /// Values the system changes while the app runs, by the shared object that holds them;
    /// none of them is something SwiftUI observes.
    static let changingSystemValues: [String: Set<String>] = [
      "UIDevice.current": ["batteryLevel", "batteryState", "orientation", "proximityState"],
      "UIScreen.main": ["brightness"],
      "UIApplication.shared": ["applicationState", "applicationIconBadgeNumber"],
      "ProcessInfo.processInfo": ["thermalState", "isLowPowerModeEnabled"],
      "AVAudioSession.sharedInstance()": ["outputVolume", "currentRoute"],
      "UIPasteboard.general": ["string", "strings", "image", "url", "hasStrings"],
    ]

    /// What makes a view run its body again on a clock or a notification of its own: such a
    /// view re-reads the value (a `TimelineView`, a timer, a notification it receives).
    static let rerunMarks = [
      "onReceive", "TimelineView", "Timer", "NotificationCenter", "task(id:",
    ]

    /// A view's `body`, or a computed property or method it reaches while it is computed,
    /// reads a value the system changes and SwiftUI does not observe — a device's battery
    /// level or orientation (`UIDevice.current.batteryLevel`), the screen's brightness, the
    /// thermal state — or the last location of a location manager
    /// (`LocationManager.shared.manager.location`, `locationManager.location`) that the view
    /// does not hold through an observing wrapper. SwiftUI runs a body again only when a
    /// source it observes changes (Apple, "Managing model data in your app"); these change
    /// without telling it, so the view keeps the value it read. Reported at the first such
    /// read of each view. Not reported: a view that runs again on a clock or a notification
    /// of its own (`onReceive`, `TimelineView`, a timer), which re-reads the value.
    func systemValueReadInBodyFindings() -> [Finding] {
      var findings: [Finding] = []
      for view in views {
        guard let type = project.index.type(view.name) else { continue }
        let declared = type.declarations.map(\.description).joined(separator: "\n")
        guard !Self.rerunMarks.contains(where: declared.contains) else { continue }
        // Also what the environment hands in (`@Environment(LocationStore.self)`: an
        // @Observable model, tracked where the body reads it) and a @Bindable model.
        let observed = Set(
          type.propertyOrder.filter { name in
            type.properties[name]?.attributes.contains(where: Self.systemValueObservers.contains)
              == true
          })
        let walk = SwiftUIFlowRules.computedWithBody(type)
        read: for code in walk.names.compactMap({ walk.code[$0] }) {
          for token in code.tokens(viewMode: .sourceAccurate) {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
              member.declName.baseName.id == token.id, let base = member.base,
              Self.isChangingSystemValue(
                token.text, base: base.trimmedDescription, observed: observed),
              !Expressions.isCallee(member),
              SwiftUIFlowRules.runsWhileComputed(Syntax(member), in: code)
            else { continue }
            findings.append(
              warning(
                .unobservedClassModel, at: Syntax(member),
                project.fileIndex(of: Syntax(member)) ?? 0,
                """
                '\(view.name)' shows '\(member.trimmedDescription)', which the system \
                changes, read while its body is computed: SwiftUI does not observe it, so \
                the view keeps the value it read until something else runs it again; keep \
                the value in an observed model that updates it (from the notification or \
                delegate the framework sends), or re-read it on that notification
                """))
            break read
          }
        }
      }
      return findings
    }

    /// The wrappers whose property a body may read a changing value through and still be
    /// run again when it changes.
    static let systemValueObservers = observingWrappers.union(["Environment", "Bindable"])

    /// `UIDevice.current.batteryLevel` and the other values of ``changingSystemValues``, or
    /// a location manager's `location` or `heading` read through a path that does not start
    /// at an observed property of the view.
    static func isChangingSystemValue(_ name: String, base: String, observed: Set<String>)
      -> Bool
    {
      if changingSystemValues[base]?.contains(name) == true { return true }
      guard name == "location" || name == "heading" else { return false }
      let parts = base.split(separator: ".").map(String.init)
      guard let last = parts.last?.lowercased(),
        last.hasSuffix("manager") || last == "CLLocationManager()".lowercased(),
        base.lowercased().contains("location")
      else { return false }
      var root = parts.first ?? ""
      if root == "self", parts.count > 1 { root = parts[1] }
      return !observed.contains(root)
    }
  }
#endif
