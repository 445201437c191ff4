import Foundation

extension RunRewriter {
  /// The candidates of every source, in source order (Docs/Run.md §3).
  static func hostables(_ sources: [RunSource]) -> [RunHostable] {
    let all = sources.flatMap(\.types)
    // Class names that descend from a UIKit view or view controller, through the sources.
    func descends(_ name: String, from roots: Set<String>) -> Bool {
      RunRewriter.descends(name, from: roots, in: all)
    }
    var found: [(RunHostable, RunType)] = []
    for (file, source) in sources.enumerated() {
      // A generic view or UIKit class is made with simple type arguments
      // (``typeArguments(_:)``); other generic types only through a preview that makes them.
      for type in source.types
      where type.kind != .extensionBlock && !type.isEmptied
        && (!type.isGeneric
          || (type.kind == .structure && type.inherits.contains("View")
            && !type.inherits.contains("PreviewProvider"))
          || (type.kind == .classType && typeArguments(type, in: all) != nil))
      {
        // A generic class's type arguments (`Sheet<Text>`), its parameters' values.
        let generic = type.kind == .classType ? typeArguments(type, in: all) : nil
        let named = generic.map {
          Dictionary(
            zip(type.genericParameters.map(\.name), $0.arguments), uniquingKeysWith: { a, _ in a })
        }
        let spelled = RunSynthesis(typeArguments: generic?.arguments ?? []).specialized(type.name)
        let noArgument = type.initializers.contains { $0 == [] }
        // A class with only convenience initializers still inherits `init(frame:)`/`init()`.
        let noInitializers =
          type.kind == .classType
          ? !type.declaresDesignatedInitializer : type.initializers.isEmpty
        if let name = type.previewName {
          found.append(
            (
              RunHostable(
                name: name, kind: type.previewKind ?? .preview, make: "\(type.name).previews",
                isScreen: true, file: file),
              type
            ))
        } else if type.inherits.contains("PreviewProvider") {
          found.append(
            (
              RunHostable(
                name: type.name, kind: .preview, make: "\(type.name).previews", isScreen: true,
                file: file), type
            ))
        } else if type.inherits.contains("App"), type.kind == .structure, type.hasWindowGroup {
          // An app's scene: its `WindowGroup`'s root view is hosted (Docs/Run.md §3).
          found.append(
            (
              RunHostable(
                name: type.name, kind: .app, make: "\(type.name)()", isScreen: true, file: file),
              type
            ))
        } else if type.inherits.contains("View"),
          type.kind == .structure || type.kind == .enumeration,
          let synthesis = viewSynthesis(type, in: all)
        {
          var hostable = RunHostable(
            name: type.name, kind: .view, make: synthesis.call(type.name), isScreen: true,
            file: file)
          if synthesis.arguments.count + synthesis.environmentObjects.count
            + synthesis.typeArguments.count > 0
          {
            hostable.synthesized = synthesis.note(type.name)
          }
          if synthesis.needsHost {
            let host = hostDeclaration(for: type.name, synthesis)
            hostable.make = host.name + "()"
            hostable.declarations = [host.text]
          }
          found.append((hostable, type))
        } else if type.kind == .classType, descends(type.name, from: uiViewClasses) {
          let frame = type.initializers.contains { $0 == ["frame"] }
          if frame || noInitializers {
            found.append(
              (
                RunHostable(
                  name: type.name, kind: .uiView,
                  make: "\(spelled)(frame: CGRect(x: 0, y: 0, width: 390, height: 844))",
                  isScreen: true, file: file), type
              ))
          } else if noArgument {
            found.append(
              (
                RunHostable(
                  name: type.name, kind: .uiView, make: "\(spelled)()", isScreen: true,
                  file: file), type
              ))
          } else if var synthesis = declaredSynthesis(
            type, in: all, live: false, generics: generic?.values ?? [:],
            typeArguments: named ?? [:])
          {
            synthesis.typeArguments = generic?.arguments ?? []
            var hostable = RunHostable(
              name: type.name, kind: .uiView, make: synthesis.call(type.name), isScreen: true,
              file: file)
            hostable.synthesized = synthesis.note(type.name)
            found.append((hostable, type))
          } else if let hostable = unarchivedHostable(type, kind: .uiView, file: file, in: all) {
            found.append((hostable, type))
          }
        } else if type.kind == .classType, descends(type.name, from: viewControllerClasses) {
          if noArgument || noInitializers {
            found.append(
              (
                RunHostable(
                  name: type.name, kind: .viewController, make: "\(spelled)()",
                  isScreen: true, file: file), type
              ))
          } else if var synthesis = declaredSynthesis(
            type, in: all, live: false, generics: generic?.values ?? [:],
            typeArguments: named ?? [:])
          {
            synthesis.typeArguments = generic?.arguments ?? []
            var hostable = RunHostable(
              name: type.name, kind: .viewController, make: synthesis.call(type.name),
              isScreen: true, file: file)
            hostable.synthesized = synthesis.note(type.name)
            found.append((hostable, type))
          } else if let hostable = unarchivedHostable(
            type, kind: .viewController, file: file, in: all)
          {
            found.append((hostable, type))
          }
        }
      }
    }
    // A screen is a candidate no other candidate, or other view type, uses.
    let users = all.filter {
      $0.inherits.contains("View") || $0.inherits.contains("PreviewProvider")
        || $0.inherits.contains("App") || $0.previewName != nil
        || descends($0.name, from: uiViewClasses.union(viewControllerClasses))
    }
    var result = found.map { hostable, type in
      var hostable = hostable
      hostable.isScreen = !users.contains {
        $0.name != type.name && $0.identifiers.contains(type.name)
      }
      return hostable
    }
    // The file's own entry points (a preview, an app, a view it can make) come first: a view
    // made with synthesized arguments is a screen only when the sources have no other.
    if result.contains(where: { $0.isScreen && $0.synthesized == nil }) {
      for index in result.indices where result[index].synthesized != nil {
        result[index].isScreen = false
      }
    }
    // A class written for Interface Builder gets its outlets connected as a nib would.
    return zip(result, found).map { hostable, entry in
      connectingOutlets(
        hostable, type: entry.1, in: all,
        isView: { uiViewClasses.contains($0) || descends($0, from: uiViewClasses) })
    }
  }
}
