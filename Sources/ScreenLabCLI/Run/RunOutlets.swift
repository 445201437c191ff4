import Foundation

/// Controllers and views written for Interface Builder (Docs/Run.md §3, "Interface Builder"):
/// UIKit connects a nib's outlets before `viewDidLoad` and sends `awakeFromNib`; headless there
/// is no nib, so each outlet is made from its declared type and connected in the same order.
extension RunRewriter {
  /// The UIKit view classes an outlet of that type is made of, with `T(frame: .zero)`.
  static let outletViewClasses: Set<String> = [
    "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UIStackView",
    "UISwitch", "UITableView", "UITextField", "UIWebView",
  ]

  /// The outlets of class `type` and of its ancestors among the sources, the ancestors' first
  /// (their `private` ones are out of a subclass's reach and stay nil), each in declaration
  /// order.
  static func outlets(of type: RunType, in all: [RunType], seen: Set<String> = []) -> [RunOutlet] {
    guard !seen.contains(type.name) else { return [] }
    var result: [RunOutlet] = []
    for parent in type.inherits {
      guard let ancestor = all.first(where: { $0.name == parent && $0.kind == .classType })
      else { continue }
      result += outlets(of: ancestor, in: all, seen: seen.union([type.name])).filter {
        !$0.isPrivate
      }
    }
    return result + type.outlets
  }

  /// The value an outlet is connected to: a view of its class (`UILabel(frame: .zero)`; a
  /// class of the sources that descends from a UIKit view and has `init(frame:)`); for an
  /// outlet collection of views, one such view (a storyboard connects a collection to the
  /// views it holds, at least one, and code reads `buttons[0]`), else an empty collection;
  /// nil when its type is not a view that can be made (`NSLayoutConstraint`).
  static func outletValue(_ outlet: RunOutlet, in all: [RunType], isView: (String) -> Bool)
    -> (value: String, isView: Bool)?
  {
    if outlet.isCollection {
      var element = outlet
      element.isCollection = false
      guard let made = outletValue(element, in: all, isView: isView), made.isView else {
        return ("[]", false)
      }
      return ("[\(made.value)]", true)
    }
    if let made = nibObjectValue(outlet.typeName) { return made }
    if let type = all.first(where: { $0.name == outlet.typeName && $0.kind == .classType }),
      !type.isGeneric, isView(type.name)
    {
      if type.initializers.contains(where: { $0 == ["frame"] })
        || !type.declaresDesignatedInitializer
      {
        return ("\(type.name)(frame: .zero)", true)
      }
      if type.initializers.contains(where: { $0 == [] }) { return ("\(type.name)()", true) }
    }
    return nil
  }

  /// What a nib makes for an object of UIKit class `name`: a view of the classes `--view`
  /// hosts or of another framework's a storyboard holds (`MKMapView`, `SKView`), with its
  /// frame zero (`UIView(frame: .zero)`; a collection view with a flow layout,
  /// as Interface Builder's default; a visual effect view without an effect), added to the
  /// root view; a bar button item (`UIBarButtonItem()`), not a view; nil for anything else.
  static func nibObjectValue(_ name: String) -> (value: String, isView: Bool)? {
    switch name {
    case "UICollectionView":
      return (
        "UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())", true
      )
    case "UIVisualEffectView": return ("UIVisualEffectView(effect: nil)", true)
    case "UIBarButtonItem": return ("UIBarButtonItem()", false)
    // A constraint of the nib, between views the nib's layout is not here to give: an
    // inactive one of the same class on a view of its own, whose `constant` code can set.
    case "NSLayoutConstraint":
      return (
        "NSLayoutConstraint(item: UIView(frame: .zero), attribute: .width, relatedBy: .equal, "
          + "toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)", false
      )
    default:
      guard
        outletViewClasses.contains(name) || uiViewClasses.contains(name)
          || rootViewClasses.contains(name)
      else { return nil }
      return ("\(name)(frame: .zero)", true)
    }
  }

  /// The views of Apple's other frameworks a storyboard may give a controller as its root view.
  static let rootViewClasses: Set<String> = ["SKView", "MKMapView", "WKWebView"]

  /// The root view a storyboard gave the controller, when its code casts `view` to a view
  /// class (`self.view as! SKView?`) and it declares no `loadView()`: that class, made with
  /// `init(frame: .zero)`; nil otherwise (the root view is a plain `UIView`).
  static func rootViewValue(_ type: RunType, in all: [RunType], isView: (String) -> Bool)
    -> String?
  {
    guard !type.declaresLoadView, let name = type.rootViewClass, name != "UIView" else {
      return nil
    }
    if rootViewClasses.contains(name) || outletViewClasses.contains(name) {
      return "\(name)(frame: .zero)"
    }
    guard let made = all.first(where: { $0.name == name && $0.kind == .classType }),
      !made.isGeneric, isView(name),
      made.initializers.contains(where: { $0 == ["frame"] }) || !made.declaresDesignatedInitializer
    else { return nil }
    return "\(name)(frame: .zero)"
  }

  /// Whether class `type` is made only by a nib or storyboard in its app: it (or a class of
  /// the sources it descends from) overrides `awakeFromNib()`, the hook nib loading calls, and
  /// none of them declares an initializer of its own that code would call instead (it
  /// inherits UIKit's; a failable or `coder:` one is the storyboard's).
  static func isWrittenForANib(_ type: RunType, in all: [RunType]) -> Bool {
    var chain: [RunType] = []
    var next: RunType? = type
    while let current = next, !chain.contains(where: { $0.name == current.name }) {
      chain.append(current)
      next =
        current.inherits.lazy.compactMap { parent in
          all.first { $0.name == parent && $0.kind == .classType }
        }.first
    }
    let awakes = chain.contains { type in
      type.methods.contains { $0.base == "awakeFromNib" && $0.labels.isEmpty }
    }
    let ownInit = chain.contains { type in
      type.initializers.contains { labels in labels != nil && labels != ["coder"] }
    }
    return awakes && !ownInit
  }

  /// `hostable` made as from a nib when its class has outlets, or is written for a nib
  /// (``isWrittenForANib(_:in:)``): a generated function makes it
  /// with `make`, connects each outlet (a view added to the root view, in declaration order),
  /// sends `awakeFromNib()`, and, for a controller, loads a plain root view and calls
  /// `viewDidLoad()` after the outlets are connected, as UIKit's nib loading does. The note
  /// names each outlet and what it was connected to (`@IBOutlet title = UILabel(frame:
  /// .zero)`; `= nil` when its type cannot be made).
  static func connectingOutlets(
    _ hostable: RunHostable, type: RunType, in all: [RunType], isView: (String) -> Bool
  ) -> RunHostable {
    let outlets = outlets(of: type, in: all)
    let rootView =
      hostable.kind == .viewController ? rootViewValue(type, in: all, isView: isView) : nil
    guard
      !outlets.isEmpty || rootView != nil || hostable.isUnarchived
        || isWrittenForANib(type, in: all),
      hostable.kind == .viewController || hostable.kind == .uiView,
      // A generic class (made with type arguments) is made as written, without a nib.
      !type.isGeneric
    else { return hostable }
    let suffix = type.name.replacingOccurrences(of: ".", with: "_")
    let connect = "__screenlabConnectOutlets_\(suffix)"
    var body: [String] = []
    var awake: [String] = []
    var notes: [String] = []
    for (index, outlet) in outlets.enumerated() {
      guard let made = outletValue(outlet, in: all, isView: isView) else {
        notes.append("@IBOutlet \(outlet.name) = nil")
        continue
      }
      notes.append("@IBOutlet \(outlet.name) = \(made.value)")
      if made.isView {
        // Added to the root view first, so that a `weak` outlet keeps its view.
        let value = outlet.isCollection ? String(made.value.dropFirst().dropLast()) : made.value
        body.append("    let outlet\(index) = \(value)")
        body.append("    root.addSubview(outlet\(index))")
        body.append(
          "    self.\(outlet.name) = "
            + (outlet.isCollection ? "[outlet\(index)]" : "outlet\(index)"))
        awake.append("    outlet\(index).awakeFromNib()")
      } else if outlet.isCollection {
        body.append("    self.\(outlet.name) = \(made.value)")
      } else {
        // Kept by the nib's objects, as a nib keeps what it made, so a `weak` outlet keeps it.
        body.append("    let outlet\(index) = \(made.value)")
        body.append("    __screenlabNibObjects_\(suffix).append(outlet\(index))")
        body.append("    self.\(outlet.name) = outlet\(index)")
      }
    }
    var lines = [
      "@MainActor var __screenlabNibObjects_\(suffix): [AnyObject] = []",
      "extension \(type.name) {",
      "  @MainActor func \(connect)(into root: UIView) {",
    ]
    lines += body + awake
    lines += ["  }", "}"]
    let function = "__screenlabNib_\(suffix)"
    lines.append("@MainActor func \(function)() -> \(type.name) {")
    if hostable.kind == .viewController {
      lines.append("  let controller = \(hostable.make)")
      lines.append("  controller.awakeFromNib()")
      if type.declaresLoadView {
        lines.append("  controller.loadView()")
        lines.append("  if !controller.isViewLoaded { controller.view = UIView() }")
      } else {
        lines.append("  controller.view = \(rootView ?? "UIView()")")
      }
      lines.append("  controller.\(connect)(into: controller.view)")
      lines.append("  controller.viewDidLoad()")
      lines.append("  return controller")
    } else {
      // A view that loads its own nib with itself as the owner (`Bundle.main.loadNibNamed(_:
      // owner: self)` in its initializer) is connected then, once.
      let connected = "__screenlabNibConnected_\(suffix)"
      lines.insert("@MainActor var \(connected): Set<ObjectIdentifier> = []", at: 0)
      lines.append("  UINib.headlessConnectOutlets(ofOwner: \(type.name).self) { owner in")
      lines.append("    guard let view = owner as? \(type.name),")
      lines.append("      \(connected).insert(ObjectIdentifier(view)).inserted else { return }")
      lines.append("    view.\(connect)(into: view)")
      lines.append("  }")
      lines.append("  let view = \(hostable.make)")
      lines.append("  if \(connected).insert(ObjectIdentifier(view)).inserted {")
      lines.append("    view.\(connect)(into: view)")
      lines.append("  }")
      lines.append("  view.awakeFromNib()")
      lines.append("  return view")
    }
    lines.append("}")
    var result = hostable
    let shownMake = hostable.synthesized ?? hostable.make
    let root = rootView.map { ["root view = \($0)"] } ?? []
    result.synthesized = ([shownMake] + root + notes + ["awakeFromNib()"]).joined(separator: ", ")
    result.make = "\(function)()"
    result.declarations.append(lines.joined(separator: "\n"))
    return result
  }
}
