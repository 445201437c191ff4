import Foundation

#if canImport(SwiftParser)
  import SwiftParser
  import SwiftSyntax
#endif

/// Initializers a file expects from elsewhere in its project: another file's extension of an
/// Apple type (`extension Color { init(hex: String) }`, `extension Image { init(symbol:) }`).
/// The compiler reports such a call by its labels (`extraneous argument label 'hex:' in
/// call`, `extra argument 'symbol' in call`), not by a name, so the call is found at the
/// message's place in the sources (Docs/Run.md §6, "Project stand-ins").
extension RunStandIns {
  /// A call of a capitalized name (`Color(hex: …)`) in the sources: where it is and its
  /// argument labels (`_` for none, `{}` for a trailing closure).
  struct CallSite: Hashable {
    let path: String
    let startLine: Int
    let startColumn: Int
    let endLine: Int
    let endColumn: Int
    let callee: String
    let labels: [String]

    func contains(line: Int, column: Int) -> Bool {
      (line, column) >= (startLine, startColumn) && (line, column) <= (endLine, endColumn)
    }

    /// How much text it spans, to pick the innermost of nested calls.
    var span: Int { (endLine - startLine) * 10_000 + endColumn - startColumn }
  }

  /// The messages the compiler gives a call whose labels no initializer of the type takes.
  static let initializerMessages = [
    "extraneous argument label", "extraneous argument labels", "extra argument '",
    "extra arguments at positions", "incorrect argument label", "missing argument for parameter",
    "missing arguments for parameters", "no exact matches in call to initializer",
  ]

  /// The call a label message at `line`:`column` of `path` is about: the innermost call of a
  /// capitalized name whose text holds the place.
  static func site(_ path: String, line: Int, column: Int, in sites: [CallSite]) -> CallSite? {
    let name = (path as NSString).lastPathComponent
    let same = sites.filter { $0.path == path }
    let candidates =
      same.isEmpty ? sites.filter { ($0.path as NSString).lastPathComponent == name } : same
    return candidates.filter { $0.contains(line: line, column: column) }.min { $0.span < $1.span }
  }

  /// The initializer miss of one message, when it is a label message about a call of an Apple
  /// type (not one the sources declare) with a label ScreenLab knows no initializer of Apple's
  /// to take (`hex`), and the type is one whose initializer a stand-in can give a value
  /// (``initializerBody(_:labels:)``).
  static func initializerMiss(
    _ path: String, _ line: Int, _ column: Int, _ message: Substring, uses: Uses,
    declared: Set<String>, known: RunAppleNames.Known
  ) -> Miss? {
    guard initializerMessages.contains(where: { message.hasPrefix($0) }),
      let call = site(path, line: line, column: column, in: uses.sites),
      isIdentifier(call.callee), !declared.contains(call.callee),
      RunAppleNames.origin(of: call.callee, known: known) == .apple,
      initializerBody(call.callee, labels: call.labels) != nil,
      call.labels.contains(where: { !["_", "{}"].contains($0) && !known.initLabels.contains($0) })
    else { return nil }
    return Miss(
      path: path, line: line, column: column, name: call.callee,
      form: .initializer(of: call.callee, labels: call.labels))
  }

  /// Apple's value types a stand-in initializer assigns a stand-in value to
  /// (``supportText``'s values).
  static let valueTypes: Set<String> = [
    "Color", "Font", "Image", "Text", "AnyView", "LocalizedStringKey", "String", "Date", "URL",
    "UUID", "Data", "CGPoint", "CGSize", "CGRect",
  ]

  /// The keyword and body of a stand-in initializer of `type`: a value type's gets the
  /// stand-in value; a class's is a convenience initializer that calls one of Apple's with
  /// the same value as the other stand-ins (`UIColor.gray`, an empty `UIImage`), a hosting
  /// controller's the root view it is given. Nil for any other type.
  static func initializerBody(_ type: String, labels: [String]) -> (keyword: String, body: String)?
  {
    if valueTypes.contains(type) { return ("init", "self = screenLabStandInValue(\"\(type)\")") }
    switch type {
    case "UIColor": return ("convenience init", "self.init(white: 0.5, alpha: 1)")
    case "UIImage": return ("convenience init", "self.init()")
    case "UIHostingController" where labels.contains("rootView"):
      return ("convenience init", "self.init(rootView: rootView)")
    default: return nil
    }
  }

  /// The extension declaring a stand-in initializer: each label an `Any?` (a hosting
  /// controller's `rootView` its `Content`), no defaults, so that only calls with these labels
  /// reach it.
  static func initializerDeclaration(_ standIn: StandIn, uses: Uses) -> String {
    let labels = standIn.owner.split(separator: ",", omittingEmptySubsequences: false).map(
      String.init)
    guard let (keyword, body) = initializerBody(standIn.name, labels: labels) else { return "" }
    let list = parameters([labels], implicit: uses.implicitLabels[standIn.name] ?? [])
      .replacingOccurrences(of: " = nil", with: "")
      .replacingOccurrences(of: "rootView _: Any?", with: "rootView: Content")
    return """
      extension \(standIn.name) {
        \(keyword)(\(list)) { \(body) }
      }

      """
  }

  #if canImport(SwiftParser)
    /// The call sites of capitalized names in `text`, at `path`.
    static func sites(_ text: String, path: String) -> [CallSite] {
      let tree = Parser.parse(source: text)
      let visitor = SiteVisitor(
        path: path, converter: SourceLocationConverter(fileName: path, tree: tree))
      visitor.walk(tree)
      return visitor.sites
    }

    final class SiteVisitor: SyntaxVisitor {
      let path: String
      let converter: SourceLocationConverter
      var sites: [CallSite] = []

      init(path: String, converter: SourceLocationConverter) {
        self.path = path
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
      }

      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee: String?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
          callee = reference.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "init",
          let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
          callee = base.baseName.text
        } else {
          callee = nil
        }
        guard let callee, callee.first?.isUppercase == true else { return .visitChildren }
        var labels = node.arguments.map { $0.label?.text ?? "_" }
        if node.trailingClosure != nil { labels.append("{}") }
        let start = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        let end = converter.location(for: node.endPositionBeforeTrailingTrivia)
        sites.append(
          CallSite(
            path: path, startLine: start.line, startColumn: start.column, endLine: end.line,
            endColumn: end.column, callee: callee, labels: labels))
        return .visitChildren
      }
    }
  #endif
}
