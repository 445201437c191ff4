import Measure

#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// Builds the view tree of a set of sources (Docs/Analyzer.md, "--tree": which views are
  /// nodes and what each reads; ObservableObject versus @Observable).
  enum TreeEngine {
    /// The most nodes one extraction lists; deeper or wider trees are cut.
    static let maximumNodes = 10_000

    static func extract(_ sources: [SourceFile], keepBroken: Bool) -> ViewTreeExtraction {
      let (files, trees, errors) = Engine.parse(sources, keepBroken: keepBroken)
      let index = TypeIndex()
      for (position, tree) in trees.enumerated() { index.add(tree, index: position) }
      _ = files
      return Builder(index: index, previews: previewBodies(trees, index: index)).build(
        errors: errors)
    }

    /// The walk from the roots.
    final class Builder {
      let index: TypeIndex
      let views: [TypeInfo]
      let viewNames: Set<String>
      var storage: [(key: String, storage: Storage)] = []
      var storageKeys: [String: Storage] = [:]
      var nodes: [(name: String, parent: String?, reads: [String])] = []
      var usedNames: [String: Int] = [:]
      var scans: [String: BodyScanner] = [:]
      var extensionModifiers: [String: ExtensionModifier] = [:]
      /// Per view that calls a stored closure with arguments in its body (`content($value)`),
      /// the closure property and the arguments of the call.
      var closureCalls: [String: [(property: String, arguments: [ExprSyntax])]] = [:]
      /// The views built in preview code (`#Preview`, a `PreviewProvider`'s `previews`).
      var previewChildren: [ChildCall] = []

      init(index: TypeIndex, previews: [Syntax] = []) {
        self.index = index
        views = index.ordered.filter(Self.isNode)
        viewNames = Set(views.map(\.name))
        for view in views {
          closureCalls[view.name] = Self.closureCalls(of: view, bodies(of: view))
        }
        closureCalls = closureCalls.filter { !$0.value.isEmpty }
        for (name, functions) in index.type("View")?.functions ?? [:] {
          for function in functions {
            guard let body = function.body else { continue }
            let finder = BodyScanner(viewTypes: viewNames, properties: [])
            finder.walk(body)
            guard let applied = finder.children.first else { continue }
            extensionModifiers[name] = ExtensionModifier(
              type: applied.type, arguments: applied.arguments,
              parameters: function.signature.parameterClause.parameters.map {
                ($0.secondName ?? $0.firstName).text
              })
          }
        }
        for preview in previews {
          let finder = BodyScanner(
            viewTypes: viewNames, properties: [], closureHosts: Set(closureCalls.keys))
          finder.walk(preview)
          previewChildren += finder.children
        }
      }

      /// Conformances whose types are nodes besides `View`: modifiers (their
      /// `body(content:)`) and UIKit representables (their make and update methods).
      static let nodeConformances: Set<String> = [
        "ViewModifier", "UIViewRepresentable", "UIViewControllerRepresentable",
        "NSViewRepresentable", "NSViewControllerRepresentable",
      ]
      static let representableMethods = [
        "makeUIView", "updateUIView", "makeUIViewController", "updateUIViewController",
        "makeNSView", "updateNSView", "makeNSViewController", "updateNSViewController",
      ]

      static func isNode(_ type: TypeInfo) -> Bool {
        type.isSwiftUIView || (!type.isClass && !type.inherited.isDisjoint(with: nodeConformances))
      }

      /// The bodies a node evaluates: `body`, a modifier's `body(content:)`, a
      /// representable's make and update methods.
      func bodies(of view: TypeInfo) -> [Syntax] {
        if let getter = view.properties["body"]?.getterBody { return [getter] }
        var result: [Syntax] = []
        for name in ["body"] + Self.representableMethods {
          result += (view.functions[name] ?? []).compactMap { $0.body.map(Syntax.init) }
        }
        return result
      }

      /// The keys an `ObservableObject` announces: its `@Published` properties, and
      /// `objectWillChange` when it sends it itself.
      func announcedKeys(of type: TypeInfo) -> [String] {
        var keys = type.propertyOrder.filter {
          type.properties[$0]?.attributes.contains("Published") == true
        }
        // Without @Published properties, the default `objectWillChange` is a new publisher
        // on every access: a manual send() reaches no one unless the type declares its own.
        if type.sendsObjectWillChange, !keys.isEmpty || type.properties["objectWillChange"] != nil {
          keys.append("objectWillChange")
        }
        return keys
      }

      func scan(_ view: TypeInfo) -> BodyScanner {
        if let done = scans[view.name] { return done }
        let properties = Set(
          view.propertyOrder.filter { name in
            guard let property = view.properties[name] else { return false }
            return !property.isComputed && !property.isStatic
          })
        let scanner = BodyScanner(
          viewTypes: viewNames, properties: properties, functions: Set(view.functions.keys),
          countsWrites: false, extensionModifiers: extensionModifiers,
          closureHosts: Set(closureCalls.keys))
        var visited: Set<String> = Set(["body"] + Self.representableMethods)
        var pending: [Syntax] = bodies(of: view)
        while let body = pending.popLast() {
          let before = scanner.helpers.count
          scanner.walk(body)
          for name in scanner.helpers[before...] where visited.insert(name).inserted {
            if let helper = view.properties[name], helper.isComputed, let getter = helper.getterBody
            {
              pending.insert(getter, at: 0)
            } else if let functions = view.functions[name] {
              pending.insert(contentsOf: functions.compactMap { $0.body.map(Syntax.init) }, at: 0)
            }
          }
        }
        scans[view.name] = scanner
        return scanner
      }

      func build(errors: [AnalysisError]) -> ViewTreeExtraction {
        var built = Set<String>()
        for view in views {
          for child in scan(view).children where child.type != view.name {
            built.insert(child.type)
            for hosted in hostedChildren(child) where hosted.type != child.type {
              built.insert(hosted.type)
            }
          }
        }
        for child in previewChildren {
          for hosted in hostedChildren(child) where hosted.type != child.type {
            built.insert(hosted.type)
          }
        }
        var roots = views.filter { !built.contains($0.name) }
        if roots.isEmpty, let first = views.first { roots = [first] }
        for root in roots {
          // A root built in preview code with a closure it calls: the closure's views are
          // its children.
          let closures = previewChildren.first { $0.type == root.name }?.closures ?? []
          visit(
            root, parent: nil, arguments: [:], parentBindings: [:], path: [], closures: closures)
        }
        return ViewTreeExtraction(storage: storage, nodes: nodes, errors: errors)
      }

      private func record(_ key: String, _ value: Storage) -> String {
        if let existing = storageKeys[key] {
          if existing == value { return key }
          if case .state(let owner) = value {
            return record("\(owner).\(key)", value)
          }
          // Two model classes with a property of the same name: two keys, as the runtime
          // keeps one per object (`Profile.followers` beside the first class's `followers`).
          if case .model(let object) = value, !key.hasPrefix("\(object).") {
            return record("\(object).\(key)", value)
          }
          return key
        }
        storageKeys[key] = value
        storage.append((key, value))
        return key
      }

      private func uniqueName(_ name: String) -> String {
        let count = usedNames[name, default: 0] + 1
        usedNames[name] = count
        return count == 1 ? name : "\(name)#\(count)"
      }

      /// The symbols an argument expression carries from the parent's bindings.
      func symbols(
        of expression: ExprSyntax, parent: TypeInfo?, bindings: [String: [Symbol]]
      ) -> [Symbol] {
        guard let parent else { return [] }
        let properties = Set(bindings.keys)
        let scanner = BodyScanner(viewTypes: [], properties: properties)
        scanner.walk(expression)
        _ = parent
        var result: [Symbol] = []
        var viaMember = Set<String>()
        for (property, member) in scanner.memberReads {
          for symbol in bindings[property] ?? [] {
            if case .object(let object) = symbol {
              viaMember.insert(property)
              let key = record(member, .model(object: object))
              if !result.contains(.key(key)) { result.append(.key(key)) }
            }
          }
        }
        for property in scanner.mentions where !viaMember.contains(property) {
          for symbol in bindings[property] ?? [] where !result.contains(symbol) {
            result.append(symbol)
          }
        }
        return result
      }

      private func visit(
        _ view: TypeInfo, parent: (name: String, type: TypeInfo)?, arguments: [String: ExprSyntax],
        parentBindings: [String: [Symbol]], path: [String],
        closures: [(label: String?, closure: ClosureExprSyntax)] = []
      ) {
        guard nodes.count < TreeEngine.maximumNodes, !path.contains(view.name) else { return }
        let name = uniqueName(view.name)
        var bindings: [String: [Symbol]] = [:]
        var owned: [String] = []
        var observedObjects: [TypeInfo] = []
        for propertyName in view.propertyOrder {
          guard let property = view.properties[propertyName], !property.isComputed,
            !property.isStatic
          else { continue }
          let attributes = Set(property.attributes)
          let modelType = property.typeName.flatMap { index.type($0) }
          let isCombine = modelType?.inherited.contains("ObservableObject") == true
          let isObservation = modelType?.attributes.contains("Observable") == true
          if isCombine,
            !attributes.isDisjoint(with: ["StateObject", "ObservedObject", "EnvironmentObject"]),
            let modelType
          {
            // An ObservableObject re-runs every view that observes it, whichever published
            // property changed (Docs/Analyzer.md, "--tree").
            observedObjects.append(modelType)
            // Values read from it and passed to children make those children readers.
            bindings[propertyName] = [.object(modelType.name)]
          } else if isCombine {
            // Held without a wrapper that subscribes (or in @State): not observed.
            bindings[propertyName] = []
          } else if attributes.contains("StateObject")
            || (attributes.contains("State") && isObservation)
          {
            bindings[propertyName] = [.object(property.typeName ?? propertyName)]
          } else if !attributes.isDisjoint(with: [
            "State", "GestureState", "SceneStorage", "AppStorage", "FocusState",
          ]) {
            owned.append(propertyName)
            bindings[propertyName] = [.key(propertyName)]
          } else if attributes.contains("Environment") {
            if let key = property.environmentKey {
              if key.hasPrefix("type:") {
                bindings[propertyName] = [.object(String(key.dropFirst(5)))]
              } else {
                bindings[propertyName] = [.key(record(key, .environment))]
              }
            }
          } else if attributes.contains("EnvironmentObject") {
            bindings[propertyName] = [.object(property.typeName ?? propertyName)]
          } else if let argument = arguments[propertyName] {
            bindings[propertyName] = symbols(
              of: argument, parent: parent?.type, bindings: parentBindings)
          } else if isObservation {
            // An @Observable model, an input of the root included: its properties are keys.
            bindings[propertyName] = [.object(property.typeName ?? propertyName)]
          } else if parent == nil {
            bindings[propertyName] = [.key(propertyName)]
          } else {
            bindings[propertyName] = []
          }
        }
        for propertyName in owned {
          let key = record(propertyName, .state(owner: name))
          bindings[propertyName] = [.key(key)]
        }
        let scanner = scan(view)
        var reads: [String] = []
        let mentioned = Set(scanner.mentions)
        var objectMembers = Set<String>()
        for (property, member) in scanner.memberReads {
          for case .object(let object) in bindings[property] ?? [] {
            objectMembers.insert(property)
            let key = record(member, .model(object: object))
            if !reads.contains(key) { reads.append(key) }
          }
        }
        var ordered: [String] = []
        for propertyName in view.propertyOrder where mentioned.contains(propertyName) {
          for case .key(let key) in bindings[propertyName] ?? [] where !ordered.contains(key) {
            ordered.append(key)
          }
        }
        reads = ordered + reads.filter { !ordered.contains($0) }
        for object in observedObjects {
          for announced in announcedKeys(of: object) {
            let key = record(announced, .model(object: object.name))
            if !reads.contains(key) { reads.append(key) }
          }
        }
        nodes.append((name, parent?.name, reads))
        for child in scanner.children {
          guard let type = index.type(child.type) else { continue }
          var childArguments: [String: ExprSyntax] = [:]
          for (label, expression) in child.arguments { childArguments[label] = expression }
          visit(
            type, parent: (name, view), arguments: childArguments, parentBindings: bindings,
            path: path + [view.name], closures: child.closures)
        }
        // The views of the closures this view calls with arguments (`content($value)`): built
        // while its body runs, each closure parameter carrying what the call passes.
        for (hosted, parameterBindings) in closureChildren(of: view, closures, bindings: bindings) {
          guard let type = index.type(hosted.type) else { continue }
          var childArguments: [String: ExprSyntax] = [:]
          for (label, expression) in hosted.arguments { childArguments[label] = expression }
          visit(
            type, parent: (name, view), arguments: childArguments,
            parentBindings: parameterBindings, path: path + [view.name], closures: hosted.closures)
        }
      }
    }
  }
#else
  enum TreeEngine {
    static func extract(_ sources: [SourceFile], keepBroken: Bool) -> ViewTreeExtraction {
      ViewTreeExtraction(storage: [], nodes: [])
    }
  }
#endif
