#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// Private types of one name in several files of one module, kept apart.
  ///
  /// A `private` or `fileprivate` type at file scope is visible in its file only, so two files
  /// of a module may each declare a `private struct RowView`, and a file may declare one
  /// beside a module-wide type of the same name, which it then shadows (Swift, "Access
  /// Control"). The analysis keys what it knows of a type by the type's name, so two such
  /// types would be read as one: the properties of one and the reads of the other joined.
  /// Before the rules run, each file that declares such a type has every identifier of that
  /// name renamed to an alias of the same length that no file of the module uses, so that
  /// positions, lines and columns stay those of the source; the findings' texts are given
  /// the real name back.
  struct FilePrivateNames {
    /// The module's trees, with the files that need it renamed.
    let trees: [SourceFileSyntax]
    /// Each alias with the name it stands for.
    let originals: [String: String]

    init(_ trees: [SourceFileSyntax]) {
      var privateFiles: [String: [Int]] = [:]
      var otherDeclarations: [String: Int] = [:]
      for (position, tree) in trees.enumerated() {
        for (name, isPrivate) in Self.fileScopeTypes(tree) {
          if isPrivate {
            privateFiles[name, default: []].append(position)
          } else {
            otherDeclarations[name, default: 0] += 1
          }
        }
      }
      // Every private declaration is renamed where another declaration of the name is
      // module-wide; where all are private, the first file keeps the name.
      var renames: [Int: [String: String]] = [:]
      var known: Set<String>?
      var originals: [String: String] = [:]
      for (name, files) in privateFiles.sorted(by: { $0.key < $1.key }) {
        let declaring = Set(files).sorted()
        guard declaring.count + (otherDeclarations[name] ?? 0) > 1 else { continue }
        let renamed = otherDeclarations[name] == nil ? Array(declaring.dropFirst()) : declaring
        var taken = known ?? Self.identifiers(trees)
        defer { known = taken }
        for file in renamed {
          guard let alias = Self.alias(for: name, avoiding: taken) else { continue }
          taken.insert(alias)
          originals[alias] = name
          renames[file, default: [:]][name] = alias
        }
      }
      self.originals = originals
      self.trees = trees.enumerated().map { position, tree in
        guard let names = renames[position] else { return tree }
        return IdentifierRenamer(names).rewrite(tree).as(SourceFileSyntax.self) ?? tree
      }
    }

    /// `finding` with the aliases in its message and fix named by their types' real names.
    func restoring(_ finding: Finding) -> Finding {
      guard !originals.isEmpty else { return finding }
      let fix = finding.fix.map {
        Finding.Fix(
          description: restoring($0.description), location: $0.location,
          insertion: restoring($0.insertion))
      }
      return Finding(
        rule: finding.rule, severity: finding.severity, location: finding.location,
        message: Finding.Message(restoring(finding.message.text)), fix: fix)
    }

    /// `text` with every alias, as a whole identifier, replaced by its real name.
    func restoring(_ text: String) -> String {
      guard originals.keys.contains(where: { text.contains($0) }) else { return text }
      var result = ""
      var word = ""
      func flush() {
        result += originals[word] ?? word
        word = ""
      }
      for character in text {
        if character.isLetter || character.isNumber || character == "_" {
          word.append(character)
        } else {
          flush()
          result.append(character)
        }
      }
      flush()
      return result
    }

    /// The types a file declares at file scope (in `#if` clauses too), each with whether it
    /// is `private` or `fileprivate`.
    static func fileScopeTypes(_ tree: SourceFileSyntax) -> [(String, Bool)] {
      var types: [(String, Bool)] = []
      func collect(_ items: CodeBlockItemListSyntax) {
        for item in items {
          guard let decl = item.item.as(DeclSyntax.self) else { continue }
          if let block = decl.as(IfConfigDeclSyntax.self) {
            for clause in block.clauses {
              if let nested = clause.elements?.as(CodeBlockItemListSyntax.self) { collect(nested) }
            }
            continue
          }
          let name =
            decl.as(StructDeclSyntax.self)?.name ?? decl.as(ClassDeclSyntax.self)?.name
            ?? decl.as(EnumDeclSyntax.self)?.name ?? decl.as(ActorDeclSyntax.self)?.name
            ?? decl.as(ProtocolDeclSyntax.self)?.name
          guard let name, let modified = decl.asProtocol(WithModifiersSyntax.self) else {
            continue
          }
          let isPrivate = modified.modifiers.contains {
            $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
          }
          types.append((name.text, isPrivate))
        }
      }
      collect(tree.statements)
      return types
    }

    /// Every identifier the trees use.
    static func identifiers(_ trees: [SourceFileSyntax]) -> Set<String> {
      var names: Set<String> = []
      for tree in trees {
        for token in tree.tokens(viewMode: .sourceAccurate) {
          if case .identifier(let text) = token.tokenKind { names.insert(text) }
        }
      }
      return names
    }

    /// A name of `name`'s length in UTF-8 that is not in `taken`: its last character
    /// replaced (the first, for a one-letter name), or nil when none is free.
    static func alias(for name: String, avoiding taken: Set<String>) -> String? {
      guard let last = name.last, last.isASCII else { return nil }
      let stem = String(name.dropLast())
      let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
      let replacements = stem.isEmpty ? letters : letters + "0123456789"
      for replacement in replacements where replacement != last {
        let candidate = stem + String(replacement)
        if !taken.contains(candidate) { return candidate }
      }
      return nil
    }
  }

  /// Renames identifier tokens, keeping their trivia.
  private final class IdentifierRenamer: SyntaxRewriter {
    let names: [String: String]

    init(_ names: [String: String]) {
      self.names = names
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
      guard case .identifier(let text) = token.tokenKind, let alias = names[text] else {
        return token
      }
      return token.with(\.tokenKind, .identifier(alias))
    }
  }
#endif
