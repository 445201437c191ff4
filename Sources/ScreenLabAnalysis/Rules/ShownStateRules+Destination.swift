#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension ShownStateRules {
    // MARK: - SL319

    /// What a write to a view shows.
    static let shownViewProperties: Set<String> = [
      "text", "attributedText", "image", "isHidden", "textColor", "backgroundColor", "isOn",
      "isEnabled", "alpha", "placeholder", "value", "progress", "tintColor",
    ]

    /// How the names of view outlets end (lower-cased), for a destination the analysis does
    /// not see.
    static let viewNameEndings = [
      "label", "imageview", "textfield", "textview", "button", "switch", "slider", "field",
      "progressview",
    ]

    /// SL319: the screen about to be shown gets its outlets written before its view exists.
    /// A local bound to the destination of a segue (`segue.destination as? DetailController`)
    /// or to a controller just instantiated from a storyboard
    /// (`instantiateViewController(withIdentifier:) as! DetailController`) has a member of one
    /// of its outlets written (`detail.nameLabel.text = name`), in the same method, while
    /// nothing there loads its view (`loadViewIfNeeded()`, a read of `detail.view`). The
    /// outlet is an `@IBOutlet` of the destination's class when the analysis sees it, else a
    /// name that ends like a view's (`…Label`, `…ImageView`). A view controller loads its view
    /// the first time its `view` is read (Apple, `UIViewController.view`: "the view controller
    /// calls its loadView() method" when the property is accessed and is nil), which a segue
    /// does after `prepare(for:sender:)` returns; until then its outlets are nil, so the write
    /// through `?.` is dropped (and through `!` crashes), and the screen shows the storyboard's
    /// placeholder. Reported at the write, once per destination.
    func destinationOutletsWrittenEarly() -> [Finding] {
      var findings: [Finding] = []
      for unit in project.units {
        guard case .function = unit.kind, let function = unit.declaration?.parent else { continue }
        let destinations = Self.destinationLocals(in: function)
        guard !destinations.isEmpty else { continue }
        let text = function.description
        var reported = Set<String>()
        for write in unit.writes {
          let parts = write.parts
          guard parts.count == 3, let typeName = destinations[parts[0]],
            Self.shownViewProperties.contains(parts[2]), !reported.contains(parts[0]),
            isOutlet(parts[1], of: typeName)
          else { continue }
          let name = NSRegularExpression.escapedPattern(for: parts[0])
          guard
            text.range(
              of: "\\b\(name)[?!]?\\.(view\\b|loadViewIfNeeded\\b)", options: .regularExpression)
              == nil
          else { continue }
          reported.insert(parts[0])
          findings.append(
            project.warning(
              .destinationOutletWrittenEarly, at: write.node, file: unit.file,
              .destinationOutletWrittenEarly(parts[0], outlet: parts[1])))
        }
      }
      return findings
    }

    /// Whether `name` is an outlet of `typeName`: an `@IBOutlet` when the analysis sees the
    /// type, a view's name otherwise.
    private func isOutlet(_ name: String, of typeName: String) -> Bool {
      if project.index.type(typeName) != nil {
        return project.property(name, of: typeName)?.attributes.contains("IBOutlet") == true
      }
      let lowered = name.lowercased()
      return Self.viewNameEndings.contains { lowered.hasSuffix($0) }
    }

    /// The locals of `function` bound to a segue's destination or a controller instantiated
    /// from a storyboard, cast to a named type (`let detail = segue.destination as! Detail`,
    /// `if let detail = … as? Detail`), by name, with the type.
    static func destinationLocals(in function: Syntax) -> [String: String] {
      var found: [String: String] = [:]
      for token in function.tokens(viewMode: .sourceAccurate)
      where token.text == "destination" || token.text == "instantiateViewController" {
        var node: Syntax? = token.parent
        var cast: String?
        var steps = 0
        while let current = node, steps < 12 {
          steps += 1
          if let asExpression = current.as(AsExprSyntax.self) {
            cast = asExpression.type.trimmedDescription
          } else if let sequence = current.as(SequenceExprSyntax.self),
            let castType = sequence.elements.lazy.compactMap({ $0.as(UnresolvedAsExprSyntax.self) })
              .first.flatMap({ _ in sequence.elements.last?.as(TypeExprSyntax.self) })
          {
            cast = castType.type.trimmedDescription
          }
          if let binding = current.as(PatternBindingSyntax.self) {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let cast
            {
              found[name] = cast
            }
            break
          }
          if let condition = current.as(OptionalBindingConditionSyntax.self) {
            if let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let cast
            {
              found[name] = cast
            }
            break
          }
          if current.is(CodeBlockItemSyntax.self) { break }
          node = current.parent
        }
      }
      return found
    }
  }

  extension Finding.Message {
    fileprivate static func destinationOutletWrittenEarly(_ local: String, outlet: String)
      -> Finding.Message
    {
      Finding.Message(
        "'\(local).\(outlet)' is an outlet of the screen about to be shown, written before that "
          + "screen's view is loaded: the outlet is still nil, so the value is dropped (or the "
          + "app crashes) and the screen shows the storyboard's content; pass the value in a "
          + "property and set the outlet in the destination's viewDidLoad()")
    }
  }
#endif
