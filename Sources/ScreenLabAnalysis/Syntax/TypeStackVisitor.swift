#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// A walk that knows which type the code it reaches is written in: ``types`` holds the names
  /// of the enclosing classes, structs and extensions (an extension by its extended type's
  /// simple name), innermost last. Enums, actors and protocols are walked without a name of
  /// their own; a walk that leaves them out overrides their `visit`.
  class TypeStackVisitor: SyntaxVisitor {
    private(set) var types: [String] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.name.text)
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.name.text)
    }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.extendedType.simpleName ?? node.extendedType.trimmedDescription)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
      types.append(name)
      return .visitChildren
    }
  }
#endif
