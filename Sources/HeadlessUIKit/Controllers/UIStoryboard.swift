import Foundation

// Storyboards and nibs (UIKit's `UIStoryboard`, `UINib`, `Bundle.loadNibNamed(_:owner:options:)`)
// as UIKit loads them, headless: ScreenLab decodes no Interface Builder archive, so a
// storyboard or nib is found only when its compiled file is in the bundle, and then cannot be
// instantiated (Docs/Semantics/UIKit.md §78).

/// A storyboard (UIKit's `UIStoryboard`). As in UIKit, making one for a name whose compiled
/// storyboard (`NAME.storyboardc`) is not in the bundle stops the program ("Could not find a
/// storyboard named …"); ScreenLab builds no storyboards, so on Linux that is every name.
/// When one is found, instantiating from it stops the program too: ScreenLab cannot decode
/// its archive (§78).
@preconcurrency @MainActor
open class UIStoryboard {
  /// The storyboard's name.
  let name: String

  /// The storyboard `name` of `storyboardBundleOrNil` (the main bundle when nil).
  ///
  /// - Precondition: the bundle has `name`'s compiled storyboard (UIKit raises
  ///   `NSInvalidArgumentException`, "Could not find a storyboard named 'NAME' in bundle").
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    let bundle = storyboardBundleOrNil ?? .main
    precondition(
      bundle.path(forResource: name, ofType: "storyboardc") != nil,
      "UIStoryboard: Could not find a storyboard named '\(name)' in bundle \(bundle.bundlePath) "
        + "(UIKit raises NSInvalidArgumentException here; ScreenLab builds no storyboards: make "
        + "the controller in code)")
    self.name = name
  }

  /// The storyboard's initial view controller.
  ///
  /// - Precondition: never met headless: ScreenLab cannot decode storyboard archives.
  open func instantiateInitialViewController() -> UIViewController? {
    preconditionFailure(Self.cannotDecode(name))
  }

  /// The view controller whose storyboard identifier is `identifier`.
  ///
  /// - Precondition: never met headless: ScreenLab cannot decode storyboard archives.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    preconditionFailure(Self.cannotDecode(name) + " (identifier '\(identifier)')")
  }

  /// The initial view controller, made by `creator` from the storyboard's coder.
  ///
  /// - Precondition: never met headless (see ``instantiateInitialViewController()``).
  @available(iOS 13.0, *)
  public func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? {
    preconditionFailure(Self.cannotDecode(name))
  }

  /// The view controller `identifier`, made by `creator` from the storyboard's coder.
  ///
  /// - Precondition: never met headless (see ``instantiateViewController(withIdentifier:)``).
  @available(iOS 13.0, *)
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    preconditionFailure(Self.cannotDecode(name) + " (identifier '\(identifier)')")
  }

  static func cannotDecode(_ name: String) -> String {
    "UIStoryboard '\(name)': ScreenLab cannot decode Interface Builder archives; make the "
      + "controller in code"
  }
}

extension UIViewController {
  /// The storyboard the controller came from: nil, as UIKit answers for a controller made in
  /// code (ScreenLab makes every controller in code).
  public var storyboard: UIStoryboard? { nil }
}

/// A nib (UIKit's `UINib`). As UIKit documents, making one for a nib file the bundle does not
/// have (`NAME.nib`) stops the program; ScreenLab builds no nibs, so on Linux that is every
/// name. Under `screenlab run` (its stand-ins for storyboard prototypes on) a missing nib is
/// stood in for instead, with a diagnostic: it instantiates no objects, and registering it
/// for a table or collection cell leaves the identifier to the prototype stand-in (§78).
@preconcurrency @MainActor
open class UINib {
  /// Keys of ``instantiate(withOwner:options:)``'s options (UIKit's `UINib.OptionsKey`).
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The objects the nib's external placeholders stand for.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The nib's name (nil for a nib made from data).
  let name: String?
  /// Whether this nib stands in for a missing one (`screenlab run`).
  let isStandIn: Bool

  /// The nib `name` of `bundleOrNil` (the main bundle when nil).
  ///
  /// - Precondition: the bundle has the nib, or the runtime stands in for missing ones (UIKit
  ///   raises an exception when "the nib file could not be located").
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    let bundle = bundleOrNil ?? .main
    self.name = name
    if bundle.path(forResource: name, ofType: "nib") != nil {
      isStandIn = false
      return
    }
    let cycle = DisplayCycle.current
    precondition(
      cycle.standsInForStoryboardPrototypes,
      "UINib: Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(name)' "
        + "(ScreenLab builds no nibs: register a cell class or make the view in code)")
    isStandIn = true
    cycle.runtime.record(
      .diagnostic, "UINib(nibName: \"\(name)\"): no nib file; an empty nib stands in for it")
  }

  /// A nib from an archive's data (not decoded: instantiating it stops the program).
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    name = nil
    isStandIn = false
  }

  /// The nib's top-level objects, made anew: none for a stand-in, which connects the owner's
  /// outlets when a connection is registered for the owner's class
  /// (``headlessConnectOutlets(ofOwner:with:)``, §111).
  ///
  /// - Precondition: the nib is a stand-in (ScreenLab cannot decode nib archives).
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    precondition(
      isStandIn,
      "UINib '\(name ?? "(data)")': ScreenLab cannot decode Interface Builder archives; make "
        + "the view in code")
    if let owner = ownerOrNil,
      let connect = Self.ownerConnections[ObjectIdentifier(type(of: owner))]
    {
      connect(owner)
    }
    return []
  }

  /// The outlet connections registered per owner class.
  private static var ownerConnections: [ObjectIdentifier: @MainActor (Any) -> Void] = [:]

  /// Registers how a stand-in nib connects the outlets of an owner of class `ownerClass` (an
  /// instance of exactly that class) when it is instantiated with it, as loading the owner's
  /// nib would: `screenlab run` registers, for a UIKit view with outlets, the connection it
  /// makes (Docs/Run.md §3, "Interface Builder"). Not UIKit API (§111).
  public static func headlessConnectOutlets(
    ofOwner ownerClass: AnyClass, with connect: @escaping @MainActor (Any) -> Void
  ) {
    ownerConnections[ObjectIdentifier(ownerClass)] = connect
  }
}

extension Bundle {
  /// The top-level objects of the bundle's nib `name` (UIKit's addition to `Bundle`): as
  /// ``UINib/init(nibName:bundle:)`` then ``UINib/instantiate(withOwner:options:)``.
  @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil)
    -> [Any]?
  {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}

extension UITableView {
  /// Makes the cells of `identifier` come from `nib`; nil removes the registration. A stand-in
  /// nib leaves the identifier to the prototype stand-in (§78).
  ///
  /// - Precondition: `nib` is nil or a stand-in (ScreenLab cannot decode nib archives).
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    if UINib.requireStandIn(nib, identifier) {
      register(nil as AnyClass?, forCellReuseIdentifier: identifier)
    }
  }

  /// Makes the headers and footers of `identifier` come from `nib`, as cells' nibs.
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    UINib.requireStandIn(nib, identifier)
  }
}

extension UICollectionView {
  /// Makes the cells of `identifier` come from `nib`; a stand-in nib leaves the identifier
  /// to the prototype stand-in (§78).
  ///
  /// - Precondition: `nib` is nil or a stand-in (ScreenLab cannot decode nib archives).
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    if UINib.requireStandIn(nib, identifier) {
      register(nil as AnyClass?, forCellWithReuseIdentifier: identifier)
    }
  }

  /// Makes the supplementary views of `kind` and `identifier` come from `nib`, as cells'
  /// nibs.
  public func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    UINib.requireStandIn(nib, identifier)
  }
}

extension UINib {
  /// Whether `nib` is nil (the registration of `identifier` is removed); stops when it is an
  /// archive rather than a stand-in, which ScreenLab cannot decode.
  @discardableResult
  static func requireStandIn(_ nib: UINib?, _ identifier: String) -> Bool {
    guard let nib else { return true }
    precondition(
      nib.isStandIn,
      "UINib '\(nib.name ?? "(data)")' for the identifier '\(identifier)': ScreenLab cannot "
        + "decode Interface Builder archives; register a class instead")
    return false
  }
}
