import Foundation

#if canImport(SwiftParser)
  import SwiftParser
  import SwiftSyntax
#endif

extension RunStandIns {
  /// What the sources do with the names that stand in, read with SwiftSyntax.
  struct Uses: Hashable {
    /// Per called name (`Book(title:)`, `playSound(rate:)`, `.glow(radius:)`), the argument
    /// labels of each call (`_` for none), a trailing closure as `{}`.
    var calls: [String: [[String]]] = [:]
    /// Names in an inheritance clause where a protocol stands (not a class's first).
    var inherited: Set<String> = []
    /// Names a class's inheritance clause has first (a superclass, maybe).
    var superclasses: Set<String> = []
    /// Names a structure or an enumeration conforms to: no class-bound protocol.
    var valueConformed: Set<String> = []
    /// Names used with Core Data's API (`FetchedResults<X>`, `X.fetchRequest()`,
    /// `X(context:)`).
    var managed: Set<String> = []
    /// Names after which a call's arguments open (`x(`, `.x(`): a member or function called.
    var called: Set<String> = []
    /// Per called name, the labels (`_` for none) of the arguments given as an implicit
    /// member (`configureUI(.playing)`), and those members' names.
    var implicitLabels: [String: Set<String>] = [:]
    var implicitMembers: Set<String> = []
    /// The calls of capitalized names, where they are (``CallSite``).
    var sites: [CallSite] = []
  }

  /// The uses of every name in `texts`; `paths` (one per text) place the call sites.
  static func uses(_ texts: [String], paths: [String] = []) -> Uses {
    var uses = Uses()
    #if canImport(SwiftParser)
      for (index, text) in texts.enumerated() {
        uses.sites += sites(text, path: index < paths.count ? paths[index] : "")
        let visitor = UseVisitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: text))
        for (name, lists) in visitor.uses.calls { uses.calls[name, default: []] += lists }
        uses.inherited.formUnion(visitor.uses.inherited)
        uses.superclasses.formUnion(visitor.uses.superclasses)
        uses.valueConformed.formUnion(visitor.uses.valueConformed)
        uses.managed.formUnion(visitor.uses.managed)
        uses.called.formUnion(visitor.uses.called)
        for (name, labels) in visitor.uses.implicitLabels {
          uses.implicitLabels[name, default: []].formUnion(labels)
        }
        uses.implicitMembers.formUnion(visitor.uses.implicitMembers)
      }
    #endif
    return uses
  }

  /// The labels of every call of `name`, merged into one parameter list in which each call's
  /// labels keep their order (each parameter has a default, so every call matches).
  static func mergedLabels(_ lists: [[String]]) -> [String] {
    var merged: [String] = []
    for list in lists {
      // A label that repeats (`_`, `_`) is a parameter per position.
      var counts: [String: Int] = [:]
      let keys = list.map { label -> String in
        counts[label, default: 0] += 1
        let count = counts[label] ?? 1
        return count == 1 ? label : label + "#\(count)"
      }
      var previous: Int? = nil
      for (position, key) in keys.enumerated() {
        if let index = merged.firstIndex(of: key) {
          previous = index
          continue
        }
        // After this call's previous label, else before its next one already merged.
        let next = keys[(position + 1)...].lazy.compactMap { merged.firstIndex(of: $0) }.first
        let place = previous.map { $0 + 1 } ?? next ?? merged.count
        merged.insert(key, at: place)
        previous = place
      }
    }
    // A trailing closure is matched last.
    return merged.filter { $0 != "{}" } + (merged.contains("{}") ? ["{}"] : [])
  }

  #if canImport(SwiftParser)
    final class UseVisitor: SyntaxVisitor {
      var uses = Uses()

      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name: String?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
          name = reference.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
          name =
            member.declName.baseName.text == "init"
            ? member.base?.trimmedDescription : member.declName.baseName.text
        } else {
          name = nil
        }
        guard let name else { return .visitChildren }
        var labels = node.arguments.map { $0.label?.text ?? "_" }
        if node.trailingClosure != nil { labels.append("{}") }
        uses.calls[name, default: []].append(labels)
        for argument in node.arguments {
          let members = Self.implicitMembers(argument.expression)
          guard !members.isEmpty else { continue }
          uses.implicitLabels[name, default: []].insert(argument.label?.text ?? "_")
          uses.implicitMembers.formUnion(members)
        }
        uses.called.insert(name)
        if labels.first == "context" { uses.managed.insert(name) }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "fetchRequest",
          let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
          uses.managed.insert(base.baseName.text)
        }
        return .visitChildren
      }

      /// The implicit members an argument is (`.playing`), or either branch of a conditional
      /// gives (`isRTL ? .chevronLeft : .chevronRight`).
      static func implicitMembers(_ expression: ExprSyntax) -> [String] {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
          return [member.declName.baseName.text]
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
          return implicitMembers(ternary.thenExpression) + implicitMembers(ternary.elseExpression)
        }
        // Unfolded, a conditional is a sequence: `condition ? then : else`.
        if let sequence = expression.as(SequenceExprSyntax.self),
          sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) })
        {
          var result: [String] = []
          var afterQuestion = false
          for element in sequence.elements {
            if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
              result += implicitMembers(ternary.thenExpression)
              afterQuestion = true
            } else if afterQuestion, !element.is(UnresolvedTernaryExprSyntax.self) {
              result += implicitMembers(element)
            }
          }
          return result
        }
        return []
      }

      override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if ["FetchedResults", "FetchRequest", "NSFetchRequest", "SectionedFetchResults"]
          .contains(node.name.text), let arguments = node.genericArgumentClause?.arguments
        {
          for argument in arguments {
            uses.managed.insert(argument.argument.trimmedDescription)
          }
        }
        return .visitChildren
      }

      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.inheritanceClause, classLike: true)
        return .visitChildren
      }

      override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.inheritanceClause, classLike: false, value: true)
        return .visitChildren
      }

      override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.inheritanceClause, classLike: false, value: true)
        return .visitChildren
      }

      override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.inheritanceClause, classLike: false)
        return .visitChildren
      }

      override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.inheritanceClause, classLike: false)
        return .visitChildren
      }

      func note(_ clause: InheritanceClauseSyntax?, classLike: Bool, value: Bool = false) {
        guard let clause else { return }
        for (index, inherited) in clause.inheritedTypes.enumerated() {
          let name = inherited.type.trimmedDescription
          if classLike && index == 0 {
            uses.superclasses.insert(name)
          } else {
            uses.inherited.insert(name)
          }
          if value { uses.valueConformed.insert(name) }
        }
      }
    }
  #endif
}
