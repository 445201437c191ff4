#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  /// A representable's view kept in step with its inputs: SL420 (an input `make…` applies that
  /// `update…` never applies again) and SL418 for the views a user edits besides text (a map's
  /// region, a slider's value) whose binding nothing writes back (Docs/Analyzer.md, SL418 and
  /// SL420).
  extension ShownStateRules {
    /// A representable protocol and the names of its make and update methods.
    static let representableMethods: [(protocol: String, make: String, update: String)] = [
      ("UIViewRepresentable", "makeUIView", "updateUIView"),
      ("NSViewRepresentable", "makeNSView", "updateNSView"),
      ("UIViewControllerRepresentable", "makeUIViewController", "updateUIViewController"),
      ("NSViewControllerRepresentable", "makeNSViewController", "updateNSViewController"),
    ]

    /// The representables of the sources, with their make and update methods.
    func representables() -> [(
      type: TypeInfo, make: FunctionDeclSyntax, update: FunctionDeclSyntax
    )] {
      var found: [(TypeInfo, FunctionDeclSyntax, FunctionDeclSyntax)] = []
      for type in project.index.ordered where !type.isClass {
        guard
          let methods = Self.representableMethods.first(where: {
            type.inheritedOrder.contains($0.protocol)
          }),
          let make = type.functions[methods.make]?.first, make.body != nil,
          let update = type.functions[methods.update]?.first, update.body != nil
        else { continue }
        found.append((type, make, update))
      }
      return found
    }

    /// SL420: a representable's input — a stored property the caller sets (no initial value,
    /// no wrapper but `@Binding`, not a closure) — that `makeUIView` reads and nothing else of
    /// the type names, while `updateUIView` applies other inputs. SwiftUI makes the view once
    /// and then calls the update method with the new values whenever the parent's state
    /// changes (Apple, `UIViewRepresentable.updateUIView(_:context:)`: "Updates the state of
    /// the specified view with new information from SwiftUI"), so a new value of this input
    /// never reaches the view. Reported at the update method, once per input.
    func representableInputsNotUpdated() -> [Finding] {
      var findings: [Finding] = []
      for (type, make, update) in representables() {
        guard let updateBody = update.body, !updateBody.statements.isEmpty,
          let file = project.fileIndex(of: Syntax(update))
        else { continue }
        let whole = type.declarations.map { Syntax($0) }
        let fixed = literalOnlyLabels(of: type.name)
        for name in type.propertyOrder {
          // A name that says the value is a starting point (`initialCamera`) is one.
          guard !Self.startingValuePrefixes.contains(where: name.hasPrefix), !fixed.contains(name),
            let property = type.properties[name], !property.isStatic, !property.isComputed,
            property.attributes.allSatisfy({ $0 == "Binding" }),
            let binding = property.binding?.as(PatternBindingSyntax.self),
            binding.initializer == nil,
            !(property.typeName ?? "").contains("->"),
            // A model object of the sources is handed over by reference, kept for the view's
            // life: the view reads its changes itself.
            project.index.type(property.typeName ?? "")?.isClass != true,
            Self.isContent(binding.typeAnnotation?.type.trimmedDescription ?? ""),
            !(binding.typeAnnotation?.type.trimmedDescription.contains("->") ?? true)
          else { continue }
          // Every use of the name outside its declaration and the initializers.
          var inMake = false
          var elsewhere = false
          for declaration in whole {
            for token in declaration.tokens(viewMode: .sourceAccurate) where token.text == name {
              guard token.parent?.is(DeclReferenceExprSyntax.self) == true else { continue }
              // A binding the view writes (`self.canvas = view`) is an output, not an input.
              if let node = SwiftUIFlowRules.ownReference(token), SwiftUIFlowRules.isWrite(node) {
                elsewhere = true
                continue
              }
              if Self.isInside(Syntax(token), Syntax(make)) {
                // An argument of the view's initializer (`Scanner(recognizedDataTypes: types)`)
                // is fixed when the view is made: no update can apply it.
                if !Self.isConstructorArgument(token) { inMake = true }
              } else if !SwiftUIFlowRules.isInInitializer(Syntax(token)) {
                elsewhere = true
              }
            }
          }
          guard inMake, !elsewhere else { continue }
          findings.append(
            project.warning(
              .representableInputNotUpdated, at: update.name, file: file,
              .representableInputNotUpdated(name, view: type.name, make: make.name.text)))
        }
      }
      return findings
    }

    /// The argument labels of `typeName(…)` that every call of the sources gives a literal
    /// (`RingRepresentable(progress: p, thickness: 8)`): such an input never changes.
    func literalOnlyLabels(of typeName: String) -> Set<String> {
      var literal = Set<String>()
      var other = Set<String>()
      for (position, tree) in project.trees.enumerated()
      where project.files[position].text.contains("\(typeName)(") {
        let calls = CallCollector()
        calls.walk(tree)
        for call in calls.calls where Expressions.calleeName(call) == typeName {
          for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            if ValueScan.isLiteral(argument.expression) {
              literal.insert(label)
            } else {
              other.insert(label)
            }
          }
        }
      }
      return literal.subtracting(other)
    }

    /// Whether a declared type is content the view shows rather than a setting of it: a
    /// collection (`[MKPointAnnotation]`, a `Set`, a dictionary) or a place on a map (a
    /// MapKit or Core Location value). Settings (a colour, a page count, a placeholder) are
    /// left out: the mirrored repositories pass them once in practice.
    static func isContent(_ type: String) -> Bool {
      type.hasPrefix("[") || type.hasPrefix("Set<") || type.hasPrefix("Array<")
        || type.hasPrefix("MK") || type.hasPrefix("CL")
    }

    /// Prefixes of an input's name that say the caller gives a starting value, which the view
    /// then owns (as for SL403's seeds).
    static let startingValuePrefixes = ["initial", "start", "default", "seed", "original"]

    /// Whether `token` is (part of) an argument of a call to a type's initializer
    /// (`DataScannerViewController(recognizedDataTypes: kinds)`).
    static func isConstructorArgument(_ token: TokenSyntax) -> Bool {
      var current = token.parent
      while let step = current {
        if let argument = step.as(LabeledExprSyntax.self),
          let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
          let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
          callee.baseName.text.first?.isUppercase == true
        {
          return true
        }
        if step.is(CodeBlockItemSyntax.self) { return false }
        current = step.parent
      }
      return false
    }

    /// The views a user edits, besides text, and the types of the values the edits change.
    static let editedValues: [String: Set<String>] = [
      "MKMapView": [
        "MKCoordinateRegion", "CLLocationCoordinate2D", "MKMapCamera", "MKMapRect",
        "MKUserTrackingMode",
      ],
      "UISlider": ["Float", "Double", "CGFloat"], "UIStepper": ["Double"],
      "UISwitch": ["Bool"], "UIDatePicker": ["Date"], "UISegmentedControl": ["Int"],
      "UIPageControl": ["Int"], "UIPickerView": ["Int"], "UIPageViewController": ["Int"],
      "UIScrollView": ["CGPoint", "CGFloat"], "PKCanvasView": ["PKDrawing"],
    ]

    /// SL418 for the views a user edits besides text: a representable whose make method makes
    /// (or returns) such a view, whose update method pushes a `@Binding` of a type the user's
    /// edits change into it (`view.setRegion(region, animated: true)`), while nothing in the
    /// type writes the binding (`parent.region = mapView.region`, `region = …`, a
    /// `wrappedValue` write), hands on `$region`, or keeps a closure the parent could be told
    /// through. The user's pans, slides or picks never reach the binding: the rest of the
    /// screen shows the old value, and the next update puts the old value back in the view.
    /// Reported at the binding's first read in the update method.
    func representableEditedValuesNotWrittenBack() -> [Finding] {
      var findings: [Finding] = []
      for (type, make, update) in representables() {
        guard let file = project.fileIndex(of: Syntax(update)),
          let edited = Self.editedView(made: make),
          let values = Self.editedValues[edited],
          !type.properties.values.contains(where: {
            ($0.typeName ?? "").contains("->")
              || ($0.binding?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
                .trimmedDescription.contains("->") ?? false)
          })
        else { continue }
        let whole = type.declarations.map(\.description).joined(separator: "\n")
        for name in type.propertyOrder {
          guard let property = type.properties[name], property.attributes.contains("Binding"),
            let valueType = property.typeName, values.contains(valueType)
          else { continue }
          let escaped = NSRegularExpression.escapedPattern(for: name)
          guard
            whole.range(
              of: "(?<![\\w$])\(escaped)(\\.wrappedValue)?\\s*=[^=]", options: .regularExpression)
              == nil,
            !whole.contains("$\(name)"), !whole.contains("_\(name)"),
            let read = update.body?.tokens(viewMode: .sourceAccurate).first(where: {
              $0.text == name && $0.parent?.is(DeclReferenceExprSyntax.self) == true
            })
          else { continue }
          findings.append(
            project.warning(
              .representableEditsNotWrittenBack, at: read, file: file,
              .editedValueNotWrittenBack(name, view: type.name, edited: edited)))
        }
      }
      return findings
    }

    /// The user-edited view a make method returns (its declared return type) or makes.
    static func editedView(made make: FunctionDeclSyntax) -> String? {
      if let returned = make.signature.returnClause?.type.trimmedDescription,
        editedValues[returned] != nil
      {
        return returned
      }
      guard let body = make.body else { return nil }
      for token in body.tokens(viewMode: .sourceAccurate)
      where editedValues[token.text] != nil
        && token.parent?.parent?.is(FunctionCallExprSyntax.self) == true
      {
        return token.text
      }
      return nil
    }
  }

  extension Finding.Message {
    fileprivate static func representableInputNotUpdated(
      _ name: String, view: String, make: String
    ) -> Finding.Message {
      Finding.Message(
        "'\(view)' applies '\(name)' to its view only in \(make), and its update method never "
          + "reads it: SwiftUI makes the view once and passes later values through the update "
          + "method, so when the parent passes a new '\(name)' the view keeps the first one; "
          + "apply '\(name)' in the update method too (comparing with what the view holds)")
    }

    fileprivate static func editedValueNotWrittenBack(
      _ binding: String, view: String, edited: String
    ) -> Finding.Message {
      Finding.Message(
        "'\(view)' pushes the binding '\(binding)' into its \(edited) on every update, and "
          + "nothing writes the user's changes back to it: the rest of the screen keeps the old "
          + "'\(binding)', and the next update puts the old value back in the view; write it "
          + "back from the coordinator's delegate or target method (parent.\(binding) = …)")
    }
  }
#endif
