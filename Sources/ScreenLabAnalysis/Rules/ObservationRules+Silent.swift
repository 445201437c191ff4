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
            // value that code of the analysis reads (from outside the class, or the class's
            // own methods) while nothing writes it is a constant kept in a var (a file name):
            // the readers are in view, and so would the writers be. Writes to an instance
            // that a plain holder makes for itself and lets no one see change no shown
            // object.
            isWrittenWhereSeen(member, of: typeName)
              || (stored.hasInitialValue && !isReadOutside(member, of: typeName)
                && !isUsedOutsideInitializers(member, of: typeName))
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

    /// Whether code outside an initializer writes `member` of `typeName`, leaving out the
    /// writes through an instance a plain holder keeps to itself (`isKeptToItself`).
    func isWrittenWhereSeen(_ member: String, of typeName: String) -> Bool {
      isWrittenOutsideInitializer(
        member, of: typeName, counting: { !isKeptToItself($0, typeName) })
    }

    /// Whether `write` goes through a property its writing class made for itself
    /// (`var user = User()`, written as `user.name = …`) that nobody else sees: the class
    /// is a plain one (no view observes it), nothing else reads or replaces the property,
    /// and the class's own code names it only as the start of a member path (never
    /// returns it or hands it on). Such a write changes an object no view holds; the
    /// screens that show a `typeName` hold objects of their own.
    func isKeptToItself(_ write: ValueScan.Write, _ typeName: String) -> Bool {
      guard write.parts.count >= 2, let holder = write.type, isPlainClass(holder),
        let facts = scan.types[holder], let kept = facts.properties[write.parts[0]],
        !kept.isStatic, kept.constructed == typeName,
        !isReadOutside(write.parts[0], of: holder),
        !scan.writes.contains(where: { other in
          other.parts.last == write.parts[0]
            && owner(of: other, at: other.parts.count - 1) == holder && !other.inInitializer
        }),
        let declarations = project.index.type(holder)?.declarations
      else { return false }
      return declarations.allSatisfy { declaration in
        declaration.tokens(viewMode: .sourceAccurate).allSatisfy { token in
          guard token.text == write.parts[0], let node = SwiftUIFlowRules.ownReference(token)
          else { return true }
          return node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id
        }
      }
    }

    /// Whether code of another type reads `member` through a path (`handler.fileName`).
    func isReadOutside(_ member: String, of typeName: String) -> Bool {
      scan.memberReads.contains { reader, reads in
        reader != typeName && reads.contains { $0.hasSuffix(".\(member)") }
      }
    }
  }
#endif
