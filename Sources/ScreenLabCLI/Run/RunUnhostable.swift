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
    let all = sources.flatMap(\.types)
    for type in all where type.kind != .extensionBlock {
      guard !hosted.contains(type.name), type.previewName == nil else { continue }
      let isView =
        type.inherits.contains("View") && (type.kind == .structure || type.kind == .enumeration)
      let isUIKit =
        type.kind == .classType
        && type.inherits.contains { uiKit.contains($0) || classes.contains($0) }
      if type.inherits.contains("App"), type.kind == .structure {
        reasons.append("\(type.name) is an App whose body has no WindowGroup")
        continue
      }
      guard isView || isUIKit else { continue }
      let missingObject = type.environmentObjectTypes.first { name in
        guard let object = all.first(where: { $0.name == name && $0.kind == .classType }) else {
          return true
        }
        return !hasNoArgumentInit(object) && observableModelValue(object, in: all) == nil
      }
      let memberwise = zip(type.requiredProperties, type.requiredShapes).map {
        RunParameter(label: $0.0, shape: $0.1)
      }
      // A storyboard's `init(coder:)` is no initializer code calls (nothing to synthesize).
      let declared = type.initializerParameters.compactMap { $0 }
        .filter { $0.map(\.label) != ["coder"] }
        .sorted { $0.count < $1.count }
      let generic = typeArguments(type, in: all)
      if type.isGeneric, generic == nil {
        let blocking = type.genericParameters.first {
          typeArguments(
            RunType(
              name: type.name, kind: type.kind, inherits: [], isGeneric: true,
              isFilePrivate: false, genericParameters: [$0]), in: all) == nil
        }
        let over =
          blocking.map {
            " over \($0.name): \($0.constraints.joined(separator: " & "))"
          } ?? ""
        reasons.append(
          "\(type.name) is generic\(over) (no simple type argument stands for it; "
            + "a #Preview that makes it gives the types)")
      } else if let missingObject {
        let known = all.contains { $0.name == missingObject && $0.kind == .classType }
        reasons.append(
          "\(type.name) needs an @EnvironmentObject of type \(missingObject), which "
            + (known
              ? "has no init() nor one whose arguments can be synthesized"
              : "the sources do not declare"))
      } else if let first = declared.first(where: { !$0.isEmpty }) {
        let what =
          unsynthesizable(first, in: all, generics: generic?.values ?? [:]).map {
            " (no value for \($0))"
          } ?? ""
        reasons.append(
          "\(type.name)'s init needs \(first.map { $0.label + ":" }.joined())\(what)")
      } else if isView,
        let what = unsynthesizable(memberwise, in: all, generics: generic?.values ?? [:])
      {
        reasons.append("\(type.name) needs a value for \(what)")
      } else if isUIKit {
        reasons.append("\(type.name) has no init(frame:) or init()")
      }
    }
    return reasons
  }
}
