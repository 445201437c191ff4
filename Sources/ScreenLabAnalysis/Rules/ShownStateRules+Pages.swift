#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension ShownStateRules {
    // MARK: - SL307

    /// What makes a type page: it is or drives a page view controller.
    static let pagingTypes: Set<String> = [
      "UIPageViewController", "UIPageViewControllerDataSource", "UIPageViewControllerDelegate",
    ]

    /// A `UIPageControl` property of a type that pages — a `UIPageViewController` subclass, a
    /// page view controller's data source or delegate, a type that holds a page view
    /// controller or turns on `isPagingEnabled` — whose `currentPage` is written only in
    /// set-up code (initializers, `viewDidLoad()`, `loadView()`, and the methods only they
    /// call), or never, anywhere in the analysis (names matched). A page control shows the
    /// page it is given (Apple, `UIPageControl.currentPage`); nothing sets it when the pages
    /// move, so the dots stay on the first page. Not reported when the control is handed to
    /// other code or bound (`pageControl.rx`). Reported at the set-up write, or at the
    /// declaration when nothing writes it.
    func pageControlsThatDoNotFollow() -> [Finding] {
      let controls = properties(ofType: "UIPageControl").filter { pages($0.type) }
      guard !controls.isEmpty else { return [] }
      let uses = mentions(of: Set(controls.map(\.property.name)))
      var setupNames: [String: Set<String>] = [:]
      var findings: [Finding] = []
      for (type, property) in controls {
        var setupWrite: (ExprSyntax, Int)?
        var follows = false
        for mention in uses[property.name] ?? [] {
          switch mention.use {
          case .escapes, .member("rx", _, _):
            follows = true
          case .member("currentPage", true, _):
            let (typeName, function) = Self.enclosing(mention.node)
            let name = Self.functionName(function)
            if let typeName, let name,
              setupFunctions(of: typeName, cache: &setupNames)
                .contains(name)
            {
              if setupWrite == nil { setupWrite = (mention.node, mention.file) }
            } else {
              follows = true
            }
          default: break
          }
        }
        guard !follows else { continue }
        let location: SourceLocation
        if let (node, file) = setupWrite {
          location = project.location(of: node, file: file)
        } else if let declaration = property.declaration, let file = type.primaryFile {
          location = project.location(of: declaration, file: file)
        } else {
          continue
        }
        findings.append(
          Finding(
            rule: .pageControlNotFollowing, severity: .warning, location: location,
            message: .pageControlNotFollowing(property.name, type: type.name)))
      }
      return findings
    }

    /// Whether `type` pages: a page view controller or its data source or delegate, a holder
    /// of one, or code that turns on `isPagingEnabled`.
    func pages(_ type: TypeInfo) -> Bool {
      if !type.inherited.isDisjoint(with: Self.pagingTypes) { return true }
      if type.properties.values.contains(where: { $0.typeName == "UIPageViewController" }) {
        return true
      }
      return type.declarations.contains { declaration in
        declaration.description.filter { !$0.isWhitespace }.contains("isPagingEnabled=true")
      }
    }

    /// The names of the set-up functions of `typeName` (initializers are `init`).
    func setupFunctions(of typeName: String, cache: inout [String: Set<String>]) -> Set<String> {
      if let done = cache[typeName] { return done }
      let units = project.units.filter { $0.typeName == typeName }
      let analysis = SetupAnalysis(
        units: units, externalCalls: [:],
        functions: project.index.type(typeName)?.functions ?? [:])
      var names: Set<String> = ["init"]
      for unit in units where analysis.contains(unit) {
        if case .function(let name) = unit.kind { names.insert(name) }
      }
      cache[typeName] = names
      return names
    }
  }

  extension Finding.Message {
    static func pageControlNotFollowing(_ name: String, type: String) -> Finding.Message {
      Finding.Message(
        "'\(name).currentPage' is set only while \(type) is set up, and \(type) pages: the dots "
          + "stay on the first page while the user moves through the pages; set currentPage "
          + "in pageViewController(_:didFinishAnimating:previousViewControllers:"
          + "transitionCompleted:) or scrollViewDidEndDecelerating(_:)")
    }
  }
#endif
