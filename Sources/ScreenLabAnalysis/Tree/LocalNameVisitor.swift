#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// A syntax visitor that notes the local names a piece of code declares (`let`/`var`
  /// patterns and closure parameters), so that its subclasses can tell a local from a
  /// property of the same name. Declarations are not walked into.
  class LocalNameVisitor: SyntaxVisitor {
    /// The names declared so far.
    var declared: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.identifier.text)
      return .skipChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      return .skipChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
      declared.insert((node.secondName ?? node.firstName).text)
      return .skipChildren
    }
  }
#endif
