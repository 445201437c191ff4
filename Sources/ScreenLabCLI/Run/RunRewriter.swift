import Foundation

#if canImport(SwiftParser)
  import SwiftParser
  import SwiftSyntax
#endif

enum RunRewriter {
  /// Whether this build can parse Swift (SwiftSyntax from the toolchain).
  static var isAvailable: Bool {
    #if canImport(SwiftParser)
      return true
    #else
      return false
    #endif
  }

  /// The UIKit classes a hosted view or controller may descend from.
  static let uiViewClasses: Set<String> = [
    "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView", "UIScrollView",
    "UITableView", "UITextField", "UICollectionView", "UITableViewCell", "UITextView",
    "UISlider", "UISwitch", "UISegmentedControl", "UIPageControl", "UIProgressView",
    "UIActivityIndicatorView", "UIVisualEffectView", "UICollectionViewCell",
    "UICollectionReusableView", "UITableViewHeaderFooterView", "UIDatePicker", "UIPickerView",
    "UISearchBar", "UINavigationBar", "UITabBar", "UIToolbar", "UIStepper",
  ]
  static let viewControllerClasses: Set<String> = [
    "UIViewController", "UITableViewController", "UINavigationController",
    "UICollectionViewController", "UITabBarController", "UIPageViewController",
    "UISplitViewController", "UIAlertController",
  ]

  /// The name of the generated code's file in compiler messages.
  static let generatedFile = "screenlab-run-generated.swift"

  #if canImport(SwiftParser)
    /// Scans and rewrites `text` (Docs/Run.md §2): the returned text has exactly the lines of
    /// `text`, with the rewritten spans replaced on the same lines.
    /// The previews named in `emptying` (type names) get an empty body (Docs/Run.md §6).
    /// The `#Preview`s named in `uiKitPreviews` make a UIKit view controller or view
    /// (``uiKitPreviews(_:)``).
    static func rewrite(
      path: String, text: String, emptying: Set<String> = [],
      uiKitPreviews: [String: RunHostable.Kind] = [:]
    ) -> RunSource {
      let tree = Parser.parse(source: text)
      let scanner = Scanner(viewMode: .sourceAccurate)
      scanner.previewPrefix = String(RunPackage.hash(path).prefix(8))
      scanner.converter = SourceLocationConverter(fileName: path, tree: tree)
      scanner.emptying = emptying
      scanner.uiKitPreviews = uiKitPreviews
      scanner.walk(tree)
      let methodsByBase = Dictionary(grouping: scanner.allMethods, by: { $0.method.base })
      // Nothing else is rewritten inside an emptied body.
      let inside = { (range: Range<Int>) in
        scanner.emptied.contains { $0 != range && $0.contains(range.lowerBound) }
      }
      var edits: [Edit] = scanner.edits.filter { !inside($0.range) }
      var selectors: [String] = []
      for site in scanner.selectorSites where !inside(site.range) {
        let name = site.resolve(methodsByBase)
        selectors.append(name)
        edits.append(Edit(range: site.range, replacement: "Selector(\"\(name)\")"))
      }
      var source = RunSource(path: path, text: apply(edits, to: text))
      source.types = scanner.types.filter { !$0.isLocal }
      source.localTypes = scanner.types.filter(\.isLocal).map(\.name)
      source.widened = scanner.widened
      source.inactiveTypes = scanner.inactiveTypes
      source.previewableNotes = scanner.previewableNotes
      source.selectors = selectors
      return source
    }

    /// A span of the source replaced by other text. A shorter replacement is padded with
    /// spaces, and every newline of the span is kept, so lines and, mostly, columns stay.
    struct Edit {
      let range: Range<Int>
      let replacement: String
    }

    static func apply(_ edits: [Edit], to text: String) -> String {
      var bytes = Array(text.utf8)
      for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
        guard edit.range.upperBound <= bytes.count else { continue }
        let old = bytes[edit.range]
        let newlines = old.filter { $0 == UInt8(ascii: "\n") }.count
        var new = Array(edit.replacement.utf8)
        let oldWidth = old.count - newlines
        if new.count < oldWidth {
          new += Array(repeating: UInt8(ascii: " "), count: oldWidth - new.count)
        }
        new += Array(repeating: UInt8(ascii: "\n"), count: newlines)
        bytes.replaceSubrange(edit.range, with: new)
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    /// One `#selector(…)` expression.
    struct SelectorSite {
      let range: Range<Int>
      let base: String
      /// The labels written (`handleTap(_:)`), or nil (`handleTap`).
      let labels: [String]?
      /// `getter:` / `setter:`.
      let accessor: String?
      /// The enclosing type, to prefer its method when the labels are not written.
      let enclosingType: String?

      func resolve(_ methods: [String: [(type: String, method: RunMethod)]]) -> String {
        if accessor == "getter" { return base }
        if accessor == "setter" {
          return "set" + base.prefix(1).uppercased() + base.dropFirst() + ":"
        }
        if let labels {
          return RunMethod(
            base: base, labels: labels, parameterTypes: [], throwsError: false, isAsync: false
          ).selectorName
        }
        let candidates = methods[base] ?? []
        let own = candidates.first { $0.type == enclosingType } ?? candidates.first
        return own?.method.selectorName ?? base
      }
    }
  #endif
}
