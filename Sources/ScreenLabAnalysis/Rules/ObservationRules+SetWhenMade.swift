#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL404 and SL405: models whose state is set when they are made and never after (the
  /// eleventh SwiftUI sample; Docs/Analyzer.md, SL404 and SL405).
  extension ObservationRules {
    /// Whether the class `typeName` holds only what it was made with: an initializer of the
    /// class writes its stored `var`s (a widget's model that reads the shared defaults, a
    /// location model that copies the manager's authorization status), and no other code
    /// writes them, binds them (`$model.name`), passes them `inout` or names them in a key
    /// path; or it has no stored `var` at all. A new object made the same way holds what the
    /// old one held (or a newer reading of the same source), so making it again loses
    /// nothing, and a child of this kind never changes for its parent to forward.
    ///
    /// A SwiftData `@Model` is excluded (its store changes it), and so is a class that
    /// names `objectWillChange` (it announces what the analysis cannot see) or inherits a
    /// class the sources declare (whose code may write the state). A stored `var` with no
    /// write in an initializer (`@Published var bulbs: [String] = []`) is not taken as
    /// set when made: its writer may be code the analysis does not see.
    /// `projected` gives the member names the sources bind, pass `inout` or name in a key
    /// path (computed once by the caller, when first needed).
    func isSetOnlyWhenMade(_ typeName: String, projected: () -> Set<String>) -> Bool {
      guard let type = scan.types[typeName], type.isClass, type.isDeclared,
        !type.attributes.contains("Model"), !type.announces, !type.mentionsObjectWillChange,
        !type.inherited.contains(where: { scan.types[$0]?.isClass == true })
      else { return false }
      let stored = Set(type.properties.values.filter { !$0.isStatic && !$0.isLet }.map(\.name))
      if stored.isEmpty { return true }
      let names = stored.union(stored.map { "_" + $0 })
      let setWhenMade = scan.writes.contains { write in
        write.inInitializer && write.type == typeName && write.parts.count == 1
          && names.contains(write.parts[0])
      }
      guard setWhenMade else { return false }
      let writtenLater = scan.writes.contains { write in
        !(write.inInitializer && write.type == typeName)
          && write.parts.indices.contains { index in
            names.contains(write.parts[index]) && mayWrite(write, at: index, of: typeName)
          }
      }
      return !writtenLater && projected().isDisjoint(with: stored)
    }

    /// Whether the step `index` of `write`'s path may be a member of an object of
    /// `typeName`: the path's first step in the code of the type itself, of a subclass, or
    /// of a type the sources do not declare (a protocol's extension); a later step whose
    /// owner is that type or is not known (a local, a parameter of unknown type). The first
    /// step in the code of another type is that type's own property or a local of its code.
    func mayWrite(_ write: ValueScan.Write, at index: Int, of typeName: String) -> Bool {
      if index == 0 {
        guard let writer = write.type, let facts = scan.types[writer], !facts.isProtocol
        else { return true }
        return writer == typeName || facts.inherited.contains(typeName)
      }
      guard let owner = owner(of: write, at: index) else { return true }
      return owner == typeName || scan.types[owner]?.inherited.contains(typeName) == true
    }

    /// `projectedMemberNames()`, computed at the first call of the closure and kept.
    func projectedMemberNamesOnce() -> () -> Set<String> {
      var cached: Set<String>? = nil
      return {
        if let cached { return cached }
        let names = projectedMemberNames()
        cached = names
        return names
      }
    }

    /// The member names the sources write through something other than an assignment:
    /// a binding's path (`$model.name`, `$name`), an `inout` argument (`&model.name`) or a
    /// key path (`\.name`, `\Model.name`).
    func projectedMemberNames() -> Set<String> {
      var names = Set<String>()
      for tree in project.trees {
        for token in tree.tokens(viewMode: .sourceAccurate) {
          let text = token.text
          if text.count > 1, text.hasPrefix("$") {
            names.insert(String(text.dropFirst()))
            // `$model.name.first`: each step of the path the binding reaches.
            var node = token.parent.map(Syntax.init)
            while let current = node,
              let member = current.parent?.as(MemberAccessExprSyntax.self),
              member.base?.id == current.id
            {
              names.insert(member.declName.baseName.text)
              node = Syntax(member)
            }
          } else if text == "&", let argument = token.parent?.as(InOutExprSyntax.self) {
            for part in argument.expression.tokens(viewMode: .sourceAccurate)
            where part.text.first?.isLetter == true || part.text.first == "_" {
              names.insert(part.text)
            }
          } else if text == "\\", let keyPath = token.parent?.as(KeyPathExprSyntax.self) {
            for component in keyPath.components {
              if let property = component.component.as(KeyPathPropertyComponentSyntax.self) {
                names.insert(property.declName.baseName.text)
              }
            }
          }
        }
      }
      return names
    }
  }
#endif
