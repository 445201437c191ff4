import Foundation

#if canImport(SwiftParser)
  import SwiftSyntax
#endif

// Classes only a storyboard or nib makes (Docs/Run.md §3, "Made as a storyboard makes
// them"): their one initializer is `init(coder:)`, which UIKit calls with the storyboard's
// unarchiver. Headless, HeadlessUIKit's `EmptyArchiveCoder`, an archive without values, stands
// in for it, and the class is then awoken as a nib's object is.

/// How a class's own `init(coder:)` is declared, when it passes its coder on to the
/// superclass's and does not trap (`fatalError`, `preconditionFailure`): the storyboard's way
/// of making it.
enum RunCoderInitializer: Hashable {
  /// `init?(coder:)` (or `init!(coder:)`): the call gives an optional.
  case failable
  /// `init(coder:)`: the call gives the object.
  case nonFailable
}

extension RunRewriter {
  /// The UIKit classes whose `init(coder:)` ScreenLab gives nil even for its archive without
  /// values (they need a value the archive would hold: a collection view's layout, a page
  /// controller's style), so a class descending from one is not made from it.
  static let classesNotUnarchived: Set<String> = [
    "UICollectionView", "UICollectionViewController", "UIPageViewController", "UIWindow",
    "UISearchController", "UIActivityViewController",
  ]

  #if canImport(SwiftParser)
    /// How `node` declares a storyboard's initializer: a single parameter labelled `coder`, not
    /// throwing, whose body calls `super.init(coder:)` and no function that traps; nil for
    /// anything else (`required init?(coder:) { fatalError("…") }` says the class is never
    /// unarchived).
    static func coderInitializer(_ node: InitializerDeclSyntax) -> RunCoderInitializer? {
      let parameters = node.signature.parameterClause.parameters
      guard parameters.count == 1, parameters.first?.firstName.text == "coder",
        node.signature.effectSpecifiers?.throwsClause == nil, let body = node.body
      else { return nil }
      final class Calls: SyntaxVisitor {
        var chains = false
        var traps = false
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
          let callee = node.calledExpression.trimmedDescription
          if ["fatalError", "preconditionFailure", "abort"].contains(callee) { traps = true }
          if callee == "super.init", node.arguments.first?.label?.text == "coder" { chains = true }
          return .visitChildren
        }
      }
      let calls = Calls(viewMode: .sourceAccurate)
      calls.walk(body)
      guard calls.chains, !calls.traps else { return nil }
      return node.optionalMark == nil ? .nonFailable : .failable
    }
  #endif

  /// The candidate made as a storyboard makes `type`, a UIKit view or controller class of
  /// file `file` that declares `init(coder:)` (``RunType/coderInitializer``): a generated
  /// function calls it with an `EmptyArchiveCoder()`; the outlets are then connected and
  /// `awakeFromNib()` (and a controller's `viewDidLoad()`) sent as for any class written for
  /// a nib (``connectingOutlets(_:type:in:isView:)``). Nil when the class declares no such
  /// initializer, or descends from a class ScreenLab does not unarchive.
  static func unarchivedHostable(
    _ type: RunType, kind: RunHostable.Kind, file: Int, in all: [RunType]
  ) -> RunHostable? {
    guard let coder = type.coderInitializer, !type.isGeneric,
      !classesNotUnarchived.contains(where: { type.inherits.contains($0) }),
      !descends(type.name, from: classesNotUnarchived, in: all)
    else { return nil }
    let suffix = type.name.replacingOccurrences(of: ".", with: "_")
    let function = "__screenlabUnarchive_\(suffix)"
    var lines = ["@MainActor func \(function)() -> \(type.name) {"]
    switch coder {
    case .nonFailable:
      lines.append("  \(type.name)(coder: EmptyArchiveCoder())")
    case .failable:
      lines += [
        "  guard let made = \(type.name)(coder: EmptyArchiveCoder()) else {",
        // One line and a status, not a trap: the run then fails with a one-line error naming
        // the file, this line shown as the program's last output.
        "    FileHandle.standardError.write(Data(\"screenlab run: \(type.name)(coder:) returned "
          + "nil for an archive without values (Docs/Run.md §3)\\n\".utf8))",
        "    exit(1)",
        "  }",
        "  return made",
      ]
    }
    lines.append("}")
    var hostable = RunHostable(
      name: type.name, kind: kind, make: "\(function)()", isScreen: true, file: file)
    hostable.synthesized = "\(type.name)(coder: EmptyArchiveCoder())"
    hostable.declarations = [lines.joined(separator: "\n")]
    hostable.isUnarchived = true
    return hostable
  }
}
