import Foundation
import ScreenLabAnalysis

extension RunRewriter {
  /// Whether class `name`, declared in `all`, descends from one of `roots` through them.
  static func descends(
    _ name: String, from roots: Set<String>, in all: [RunType], seen: Set<String> = []
  ) -> Bool {
    guard let type = all.first(where: { $0.name == name && $0.kind == .classType }),
      !seen.contains(name)
    else { return false }
    return type.inherits.contains {
      roots.contains($0) || descends($0, from: roots, in: all, seen: seen.union([name]))
    }
  }

  /// The `#Preview`s of `sources` whose bodies make a UIKit view controller or view (Apple's
  /// `#Preview { MyViewController() }`, iOS 17): the class their result is made as
  /// (``RunType/previewResult``) is one of UIKit's, or one the sources declare that descends
  /// from one. By file index: the preview's type name and how it is hosted (Docs/Run.md §3);
  /// a preview left out (§6) too, so that its emptied body is of its kind.
  static func uiKitPreviews(_ sources: [RunSource]) -> [Int: [String: RunHostable.Kind]] {
    let all = sources.flatMap(\.types)
    var found: [Int: [String: RunHostable.Kind]] = [:]
    for (index, source) in sources.enumerated() {
      for type in source.types where type.kind == .enumeration {
        guard let result = type.previewResult else { continue }
        // A SwiftUI view in a controller (`UIHostingController(rootView: …)`) is one too.
        if viewControllerClasses.contains(result) || result == "UIHostingController"
          || descends(result, from: viewControllerClasses, in: all)
        {
          found[index, default: [:]][type.name] = .viewController
        } else if uiViewClasses.contains(result)
          || descends(result, from: uiViewClasses, in: all)
        {
          found[index, default: [:]][type.name] = .uiView
        }
      }
    }
    return found
  }
}

#if canImport(SwiftParser)
  extension RunRewriter {
    /// `sources`, rewritten from `texts`, with the files that have ``uiKitPreviews(_:)``
    /// rewritten again to host those previews as UIKit: which previews they are is known only
    /// once every file's classes are.
    static func hostingUIKitPreviews(
      _ sources: [RunSource], texts: [String], emptying: [Int: Set<String>] = [:]
    ) -> [RunSource] {
      var result = sources
      for (index, previews) in uiKitPreviews(sources) {
        let left = emptying[index] ?? []
        result[index] = LargeStack.run {
          rewrite(
            path: sources[index].path, text: texts[index], emptying: left,
            uiKitPreviews: previews)
        }
      }
      return result
    }
  }
#endif
