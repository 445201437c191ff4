#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension TypeInfo {
    /// The members declared in the type's `kind` declarations (`ClassDeclSyntax` for a class,
    /// `StructDeclSyntax` for a view) and in its extensions, in the order of ``declarations``.
    func members<Kind: DeclGroupSyntax>(declaredIn kind: Kind.Type) -> [DeclSyntax] {
      declarations.flatMap { declaration in
        let block =
          declaration.as(kind)?.memberBlock
          ?? declaration.as(ExtensionDeclSyntax.self)?.memberBlock
        return block?.members.map(\.decl) ?? []
      }
    }
  }
#endif
