// Collection views among the hosted UIKit views (Docs/Run.md §3): Apple's `UICollectionView`
// has no `init(frame:)` (its designated initializers are `init(frame:collectionViewLayout:)`
// and `init?(coder:)`), so a subclass that declares no designated initializer inherits those
// two, and is made with the window's frame and a flow layout, the layout Interface Builder
// gives a new collection view.

extension RunRewriter {
  /// `hostables` with every UIKit view that descends from `UICollectionView` and would be made
  /// with `init(frame:)` alone made with `init(frame:collectionViewLayout:)` instead, and the
  /// synthesized layout said.
  static func collectionViewsWithALayout(_ hostables: [RunHostable], _ sources: [RunSource])
    -> [RunHostable]
  {
    let classes = sources.flatMap(\.types).filter { $0.kind == .classType }
    func descendsFromCollectionView(_ name: String, seen: Set<String> = []) -> Bool {
      guard !seen.contains(name), let type = classes.first(where: { $0.name == name }) else {
        return false
      }
      return type.inherits.contains {
        $0 == "UICollectionView" || descendsFromCollectionView($0, seen: seen.union([name]))
      }
    }
    let frameOnly = "(frame: CGRect(x: 0, y: 0, width: 390, height: 844))"
    return hostables.map { hostable in
      guard hostable.kind == .uiView, hostable.make == hostable.name + frameOnly,
        let type = classes.first(where: { $0.name == hostable.name }),
        !type.initializers.contains(where: { $0 == ["frame"] }),
        descendsFromCollectionView(hostable.name)
      else { return hostable }
      var made = hostable
      made.make =
        hostable.name
        + "(frame: CGRect(x: 0, y: 0, width: 390, height: 844), "
        + "collectionViewLayout: UICollectionViewFlowLayout())"
      made.synthesized =
        hostable.name
        + "(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: "
        + "UICollectionViewFlowLayout())"
      return made
    }
  }
}
