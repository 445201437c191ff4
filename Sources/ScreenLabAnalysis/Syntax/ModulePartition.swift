#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// The analyzed files split into the modules they can belong to, so that two types of one
  /// name are never merged into one.
  ///
  /// Swift rejects two declarations of one type name in one module ("invalid redeclaration"),
  /// so files that each declare a type of the same name at file scope were compiled into
  /// different modules: a repository of course exercises holds one `ViewController` per app.
  /// The analyzer sees only paths, not the targets of a project file, so it takes the folders
  /// as the boundary. A file belongs to the unit rooted at its shallowest folder under which no
  /// type name is declared twice; a file placed directly in a folder that does declare one
  /// name twice is a unit of its own. The units are then gathered in their order, each into
  /// the first module that neither declares nor extends a name it declares or extends among
  /// the names declared twice, so that folders of one app that hold none of those names stay
  /// together. Without a name declared twice, every file is one module, as before.
  enum ModulePartition {
    /// The positions of `trees` in each module, in the trees' order; modules ordered by their
    /// first file.
    static func modules(paths: [String], trees: [SourceFileSyntax]) -> [[Int]] {
      let names = trees.map(typeNames)
      var declaringFiles: [String: Set<Int>] = [:]
      for (position, file) in names.enumerated() {
        for name in file.declared { declaringFiles[name, default: []].insert(position) }
      }
      let twice = declaringFiles.filter { $0.value.count > 1 }
      guard !twice.isEmpty else { return [Array(trees.indices)] }
      let folders = paths.map(folderComponents)
      // A folder conflicts when two of the files below it declare one name.
      var conflicting: [[String]: Bool] = [:]
      func conflicts(_ folder: [String]) -> Bool {
        if let known = conflicting[folder] { return known }
        let answer = twice.values.contains { files in
          files.lazy.filter { folders[$0].starts(with: folder) }.prefix(2).count == 2
        }
        conflicting[folder] = answer
        return answer
      }
      // The units: a non-conflicting root's files, or one loose file.
      var units: [[Int]] = []
      var unitOfRoot: [[String]: Int] = [:]
      for position in trees.indices {
        let folder = folders[position]
        guard
          let root = (0...folder.count).lazy.map({ Array(folder.prefix($0)) })
            .first(where: { !conflicts($0) })
        else {
          units.append([position])
          continue
        }
        if let unit = unitOfRoot[root] {
          units[unit].append(position)
        } else {
          unitOfRoot[root] = units.count
          units.append([position])
        }
      }
      // The units gathered: no module holds two of a name declared twice.
      var modules: [(files: [Int], names: Set<String>)] = []
      for unit in units {
        var keys: Set<String> = []
        for position in unit {
          keys.formUnion(names[position].declared.union(names[position].extended))
        }
        keys = keys.filter { twice[$0] != nil }
        if let slot = modules.firstIndex(where: { $0.names.isDisjoint(with: keys) }) {
          modules[slot].files += unit
          modules[slot].names.formUnion(keys)
        } else {
          modules.append((unit, keys))
        }
      }
      return modules.map { $0.files.sorted() }
    }

    /// The folders of a path, without the file's name (`a/b/c.swift` → `["a", "b"]`).
    static func folderComponents(_ path: String) -> [String] {
      let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
      return Array(parts.dropLast())
    }

    /// The names of the classes, structs, enums, actors and protocols a file declares at its
    /// top level (inside `#if` clauses too), and the names its top-level extensions extend.
    static func typeNames(_ tree: SourceFileSyntax) -> (
      declared: Set<String>, extended: Set<String>
    ) {
      var declared: Set<String> = []
      var extended: Set<String> = []
      func collect(_ items: CodeBlockItemListSyntax) {
        for item in items {
          if let decl = item.item.as(DeclSyntax.self) { collect(decl) }
        }
      }
      func collect(_ decl: DeclSyntax) {
        // A `private` or `fileprivate` type is its file's own: two files of one module may
        // each declare one of the same name (Swift, "Access Control").
        if !decl.is(ExtensionDeclSyntax.self),
          let modified = decl.asProtocol(WithModifiersSyntax.self),
          modified.modifiers.contains(where: {
            $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
          })
        {
          return
        }
        if let type = decl.as(ClassDeclSyntax.self) {
          declared.insert(type.name.text)
        } else if let type = decl.as(StructDeclSyntax.self) {
          declared.insert(type.name.text)
        } else if let type = decl.as(EnumDeclSyntax.self) {
          declared.insert(type.name.text)
        } else if let type = decl.as(ActorDeclSyntax.self) {
          declared.insert(type.name.text)
        } else if let type = decl.as(ProtocolDeclSyntax.self) {
          declared.insert(type.name.text)
        } else if let type = decl.as(ExtensionDeclSyntax.self) {
          if let name = type.extendedType.simpleName { extended.insert(name) }
        } else if let block = decl.as(IfConfigDeclSyntax.self) {
          for clause in block.clauses {
            if let items = clause.elements?.as(CodeBlockItemListSyntax.self) { collect(items) }
          }
        }
      }
      collect(tree.statements)
      return (declared, extended)
    }
  }
#endif
