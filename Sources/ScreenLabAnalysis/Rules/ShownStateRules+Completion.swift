#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL312: a local variable that an asynchronous completion sets, read for the screen right
  /// after the call that takes the completion.
  extension ShownStateRules {
    /// Calls whose closure runs later, after the call returns: URLSession's tasks (after
    /// `resume()`, on the session's queue), a dispatch queue's `async`, geocoding, Firestore
    /// reads and listeners, Alamofire's response handlers, Firebase's single reads.
    static let asynchronousCalls: Set<String> = [
      "dataTask", "downloadTask", "uploadTask", "async", "asyncAfter", "reverseGeocodeLocation",
      "geocodeAddressString", "getDocuments", "getDocument", "addSnapshotListener",
      "responseJSON", "responseData", "responseDecodable", "responseString",
      "observeSingleEvent",
    ]

    /// Properties through which a view shows a value.
    static let shownProperties: Set<String> = [
      "text", "attributedText", "image", "title", "isHidden", "progress", "isOn", "value",
    ]

    /// A method declares `var city: String?`, starts an asynchronous call whose closure sets
    /// it (`session.dataTask(with: url) { data, _, _ in city = … }`), and a later statement of
    /// the same block reads it while writing what a view shows (`if let city = city {
    /// cityLabel.text = city }`). The closure runs after the call returns (Apple,
    /// `URLSession.dataTask(with:completionHandler:)`: the handler is called when the load
    /// completes), so the statement reads the value from before, and nothing shows the value
    /// the closure sets. Not reported when the statements between wait (`semaphore.wait()`,
    /// `group.wait()`). Reported at the read.
    func valuesReadBeforeTheirCompletion() -> [Finding] {
      var findings: [Finding] = []
      for (file, tree) in project.trees.enumerated() {
        let text = project.files[file].text
        guard
          Self.asynchronousCalls.contains(where: {
            // The name's bytes first: without them, Foundation's search cannot find `name(`
            // or `name {` either (no text but these ASCII letters is canonically equal to
            // them), and it costs far more, twice per name and file.
            LiteralText.contains($0, in: text)
              && (text.contains($0 + "(") || text.contains($0 + " {"))
          })
        else { continue }
        let collector = MethodBodyCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for block in collector.blocks {
          findings += readsBeforeCompletion(in: Array(block), file: file)
        }
      }
      return findings
    }

    private func readsBeforeCompletion(in items: [CodeBlockItemSyntax], file: Int) -> [Finding] {
      var findings: [Finding] = []
      var locals: Set<String> = []
      for (index, item) in items.enumerated() {
        if let variable = item.item.as(VariableDeclSyntax.self),
          variable.bindingSpecifier.tokenKind == .keyword(.var)
        {
          for binding in variable.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
              locals.insert(name)
            }
          }
        }
        guard !locals.isEmpty else { continue }
        let set = Self.localsSetLater(in: Syntax(item), locals: locals)
        guard !set.isEmpty else { continue }
        for later in items[(index + 1)...] {
          if later.description.contains(".wait(") { break }
          guard Self.showsSomething(later),
            let read = Self.firstRead(in: Syntax(later), of: set)
          else { continue }
          findings.append(
            project.warning(
              .valueReadBeforeCompletion, at: read, file: file,
              Finding.Message(
                "'\(read.trimmedDescription)' is read for the screen right after the call "
                  + "whose completion sets it, and the completion runs later: the view gets "
                  + "the value from before, and nothing shows the one the completion sets; "
                  + "update the view inside the completion (on the main queue)")))
          return findings
        }
      }
      return findings
    }

    /// The locals a closure handed to an asynchronous call in `item` assigns.
    static func localsSetLater(in item: Syntax, locals: Set<String>) -> Set<String> {
      var set: Set<String> = []
      for token in item.tokens(viewMode: .sourceAccurate) where locals.contains(token.text) {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          reference.parent?.is(MemberAccessExprSyntax.self) != true
            || reference.parent?.as(MemberAccessExprSyntax.self)?.base?.id == reference.id,
          SwiftUIFlowRules.isWrite(Syntax(reference))
        else { continue }
        var current = Syntax(reference).parent
        while let step = current, step.id != item.id {
          if let closure = step.as(ClosureExprSyntax.self) {
            var call = closure.parent?.as(FunctionCallExprSyntax.self)
            if call == nil {
              call = closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            }
            if let call, let name = Expressions.calleeName(call),
              asynchronousCalls.contains(name)
            {
              set.insert(token.text)
            }
            break
          }
          current = step.parent
        }
      }
      return set
    }

    /// Whether the statement writes a shown property (`label.text = …`) or reloads a list.
    static func showsSomething(_ item: CodeBlockItemSyntax) -> Bool {
      for token in item.tokens(viewMode: .sourceAccurate) {
        if token.text == "reloadData" || token.text == "setTitle" { return true }
        guard shownProperties.contains(token.text),
          let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          member.base != nil
        else { continue }
        let target = Expressions.unwrapping(Syntax(member))
        if ValueScan.isAssigned(target) { return true }
      }
      return false
    }

    static func firstRead(in item: Syntax, of names: Set<String>) -> Syntax? {
      for token in item.tokens(viewMode: .sourceAccurate) where names.contains(token.text) {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id,
          !SwiftUIFlowRules.isWrite(Syntax(reference))
        else { continue }
        return Syntax(reference)
      }
      return nil
    }
  }

  /// The bodies of functions, initializers and accessors.
  final class MethodBodyCollector: SyntaxVisitor {
    var blocks: [CodeBlockItemListSyntax] = []
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
      if node.parent?.is(FunctionDeclSyntax.self) == true
        || node.parent?.is(InitializerDeclSyntax.self) == true
      {
        blocks.append(node.statements)
      }
      return .visitChildren
    }
  }
#endif
