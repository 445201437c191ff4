#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL402 for an `ObservableObject` that publishes nothing at all.
  extension ObservationRules {
    /// An `ObservableObject` class with no `@Published` property, that never names
    /// `objectWillChange` (nor the first betas' `didChange`) and inherits nothing that could
    /// publish for it: its `objectWillChange` never fires (Apple, `ObservableObject`: the
    /// synthesized publisher emits before a `@Published` property changes), so a view that
    /// observes it is never run again. Each of its stored, non-private `var`s that holds a
    /// value a screen shows (a number, text, a flag, a date, a collection, an enum case) and
    /// either starts with a value of its own or is written outside an initializer is reported
    /// at its declaration, whether or not a view of it is in the analyzed files: an object
    /// made to be observed whose changing values cannot be observed is the defect.
    func silentObjectFindings() -> [Finding] {
      var findings: [Finding] = []
      for (typeName, model) in scan.types.sorted(by: { $0.key < $1.key }) {
        guard model.isClass, !model.isStruct, model.inherited.contains("ObservableObject"),
          !model.mentionsObjectWillChange,
          model.inherited.allSatisfy({ inherited in
            inherited == "ObservableObject" || Self.plainInheritance.contains(inherited)
              || inherited.hasSuffix("Delegate") || inherited.hasSuffix("DataSource")
              || scan.types[inherited]?.isProtocol == true
          }),
          !model.properties.values.contains(where: { !$0.attributes.isEmpty })
        else { continue }
        for member in model.order {
          guard let stored = model.properties[member], !stored.isLet, !stored.isStatic,
            !stored.isPrivate, stored.holdsValue,
            // A var with a starting value is state meant to change; one an initializer fills
            // from its caller may be set once, unless the sources change it later. A starting
            // value that code of the analysis reads from outside the class while nothing
            // writes it is a constant kept in a var (a file name): the readers are in view,
            // and so would the writers be.
            isWrittenOutsideInitializer(member, of: typeName)
              || (stored.hasInitialValue && !isReadOutside(member, of: typeName))
          else { continue }
          findings.append(
            warning(
              .unpublishedProperty, at: stored.node, stored.file,
              """
              '\(typeName).\(member)' is a plain var of an ObservableObject that publishes \
              nothing (no @Published property, no objectWillChange.send()): changing it \
              refreshes no view that observes '\(typeName)'; mark it @Published
              """))
        }
      }
      return findings
    }

    /// Whether code of another type reads `member` through a path (`handler.fileName`).
    func isReadOutside(_ member: String, of typeName: String) -> Bool {
      scan.memberReads.contains { reader, reads in
        reader != typeName && reads.contains { $0.hasSuffix(".\(member)") }
      }
    }
  }
#endif
