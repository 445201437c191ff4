import Foundation

extension RunRewriter {
  /// Why each view type of `sources` that is not a candidate cannot be hosted, one short
  /// phrase per type (`CartLine needs a value for name`), in source order: what the "nothing
  /// to host" error names, so that the user sees what to add (a `#Preview`, a default value)
  /// rather than only the rule (Docs/Run.md §3).
  static func unhostableReasons(_ sources: [RunSource], hostables: [RunHostable]) -> [String] {
    let hosted = Set(hostables.map(\.name))
    let uiKit = uiViewClasses.union(viewControllerClasses)
    let classes = Set(
      sources.flatMap(\.types).filter { $0.kind == .classType }.map(\.name))
    var reasons: [String] = []
    for type in sources.flatMap(\.types) where type.kind != .extensionBlock {
      guard !hosted.contains(type.name), type.previewName == nil else { continue }
      let isView =
        type.inherits.contains("View") && (type.kind == .structure || type.kind == .enumeration)
      let isUIKit =
        type.kind == .classType
        && type.inherits.contains { uiKit.contains($0) || classes.contains($0) }
      guard isView || isUIKit else { continue }
      if type.isGeneric {
        reasons.append("\(type.name) is generic")
      } else if type.needsEnvironmentObject {
        reasons.append("\(type.name) needs an @EnvironmentObject")
      } else if let labels = type.initializers.compactMap({ $0 }).first(where: { !$0.isEmpty }) {
        reasons.append("\(type.name)'s init needs \(labels.map { $0 + ":" }.joined())")
      } else if isView, !type.requiredProperties.isEmpty {
        let names = type.requiredProperties
        reasons.append(
          "\(type.name) needs a value for "
            + (names.count == 1
              ? names[0]
              : names.dropLast().joined(separator: ", ")
                + " and " + (names.last ?? "")))
      } else if isUIKit {
        reasons.append("\(type.name) has no init(frame:) or init()")
      }
    }
    return reasons
  }
}
