import Foundation

#if canImport(SwiftParser)
  import SwiftParser
  import SwiftSyntax
#endif

extension RunAssetSymbols {
  /// The asset symbols that answer `misses`, each read at its use site in the compiled copy
  /// (`sources`: the user's path and the copy's text, whose lines and columns the compiler's
  /// messages name): an image or a colour, with its namespaces (`Color(.Brand.primary)`).
  ///
  /// A miss on a type Xcode extends gives that type's kind (`type 'ImageResource' has no
  /// member 'x'` an image, `type 'ShapeStyle' has no member 'x'` a colour); a member whose
  /// base the compiler could not infer gives one only as the first, unlabelled argument of
  /// `Image(…)` (an image) or `Color(…)` (a colour), or as `UIImage(resource:)` and
  /// `UIColor(resource:)`'s. Any other use (`.buttonStyle(.x)`), a name Xcode would not
  /// generate or one that shadows Apple's (``allowed(_:)``) gives none: then nothing stands in
  /// for the file.
  static func symbols(for misses: [Miss], in sources: [(path: String, text: String)])
    -> [Symbol]
  {
    #if canImport(SwiftParser)
      var result: [Symbol] = []
      var trees: [String: (SourceFileSyntax, SourceLocationConverter)] = [:]
      for miss in misses {
        guard let source = sources.first(where: { $0.path == miss.path }) else { continue }
        let (tree, converter) =
          trees[miss.path]
          ?? {
            let tree = Parser.parse(source: source.text)
            return (tree, SourceLocationConverter(fileName: source.path, tree: tree))
          }()
        trees[miss.path] = (tree, converter)
        guard let symbol = symbol(miss, tree: tree, converter: converter), allowed(symbol)
        else { continue }
        if !result.contains(symbol) { result.append(symbol) }
      }
      return result
    #else
      return []
    #endif
  }

  /// The members the sources declare themselves in extensions of the types Xcode's file
  /// extends (`Color.title` for `extension Color { static let title = … }`): a stand-in
  /// there would be a second declaration.
  static func declaredMembers(in sources: [(path: String, text: String)]) -> Set<String> {
    #if canImport(SwiftParser)
      var result = Set<String>()
      for source in sources {
        let tree = Parser.parse(source: source.text)
        for statement in tree.statements {
          guard let block = statement.item.as(ExtensionDeclSyntax.self) else { continue }
          let type = block.extendedType.trimmedDescription
          let plain = String(type.split(separator: ".").last ?? "")
          let shown =
            ["Color": "SwiftUI.Color", "UIColor": "UIKit.UIColor", "UIImage": "UIKit.UIImage"][
              plain] ?? plain
          let target =
            plain == "ShapeStyle" ? "SwiftUI.ShapeStyle where Self == SwiftUI.Color" : shown
          for member in block.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
              for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                  result.insert(target + "." + name.replacingOccurrences(of: "`", with: ""))
                }
              }
            }
          }
        }
      }
      return result
    #else
      return []
    #endif
  }

  #if canImport(SwiftParser)
    /// The symbol `miss` names at its place in `tree`, or nil when the use site does not
    /// make it an image or a colour.
    static func symbol(
      _ miss: Miss, tree: SourceFileSyntax, converter: SourceLocationConverter
    ) -> Symbol? {
      let position = converter.position(ofLine: miss.line, column: miss.column)
      guard let token = tree.token(at: position) else { return nil }
      // The member access the message is about: `.x`, `Color.x`, `.Space.x`.
      var node: Syntax? = Syntax(token)
      var access: MemberAccessExprSyntax?
      while let current = node {
        if let member = current.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == miss.name
        {
          access = member
          break
        }
        if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) {
          break
        }
        node = current.parent
      }
      // `.onboarding1` of `Image(.onboarding1)`: the token may be the dot before the name.
      if access == nil, let next = token.nextToken(viewMode: .sourceAccurate),
        next.text == miss.name, let member = next.parent?.parent?.as(MemberAccessExprSyntax.self)
      {
        access = member
      }
      guard let access else { return nil }
      // Namespaces: the accesses that follow (`.GrocyColors.grocyGreen`).
      var path = [miss.name]
      var outer = ExprSyntax(access)
      while let parent = outer.parent?.as(MemberAccessExprSyntax.self),
        parent.base.map({ ExprSyntax($0) }) == outer
      {
        path.append(parent.declName.baseName.text)
        outer = ExprSyntax(parent)
      }
      let found: Symbol.Kind?
      if !miss.namespaces.isEmpty, let type = miss.type {
        // `type 'Color.Brand' has no member 'ink'`: a namespace a stand-in declared.
        path = miss.namespaces + path
        found = Self.kind(ofType: type)
      } else if let base = access.base?.trimmedDescription {
        // `Color.appYellow`, `ImageResource.logo`: the written type decides.
        found = Self.kind(ofType: String(base.split(separator: ".").last ?? ""))
      } else if let type = miss.type {
        found = Self.kind(ofType: type)
      } else {
        found = Self.kind(atCallOf: outer)
      }
      guard let kind = found else { return nil }
      return Symbol(kind: kind, path: path)
    }

    /// The kind `expression` has as an argument: the first, unlabelled one of `Image(…)` or
    /// `Color(…)`, or `UIImage(resource:)`'s and `UIColor(resource:)`'s.
    static func kind(atCallOf expression: ExprSyntax) -> Symbol.Kind? {
      guard let argument = expression.parent?.as(LabeledExprSyntax.self),
        let list = argument.parent?.as(LabeledExprListSyntax.self),
        let call = list.parent?.as(FunctionCallExprSyntax.self),
        list.first.map({ Syntax($0) }) == Syntax(argument)
      else { return nil }
      let callee = String(
        call.calledExpression.trimmedDescription.split(separator: ".").last ?? "")
      switch (callee, argument.label?.text) {
      case ("Image", nil): return .image
      case ("Color", nil): return .colour
      case ("UIImage", "resource"): return .image
      case ("UIColor", "resource"): return .colour
      default: return nil
      }
    }
  #endif
}
