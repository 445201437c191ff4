// SwiftUI views inside UIKit (Docs/Semantics/Bridging.md §3).
import HeadlessSwiftUI
import HeadlessUIKit

/// A UIKit view controller whose view shows a SwiftUI view (SwiftUI's
/// `UIHostingController`), on the runtime current when it is made: one clock, one trace,
/// one turn for both frameworks (Docs/Semantics/Bridging.md §3).
///
/// Per turn: SwiftUI's update phase re-runs the invalidated bodies and calls the
/// representables' updates; when an update ran, the hosting view requests layout, and
/// UIKit's layout pass of the same turn lays the SwiftUI graph out in the view's bounds and
/// places each represented UIKit view at its frame; the display pass then draws the UIKit
/// views that requested display, once each.
///
/// Setting ``rootView`` gives the root a new value at the next update: its body re-runs
/// (`ebeveyn`) when the value differs, and its `@State` is kept, as a parent re-creating a
/// child of the same type keeps its identity.
open class UIHostingController<Content: View>: UIViewController {
  /// The SwiftUI graph of ``rootView``.
  public let host: ViewHost<Content>
  private var root: Content
  private var pendingRoot: Content?
  private var observers: [ObserverToken] = []
  private var seenUpdates: Int

  /// Hosts `rootView` (evaluated now, on the current runtime).
  public init(rootView: Content) {
    root = rootView
    host = ViewHost(rootView: rootView, runtime: .current)
    seenUpdates = host.updateCount
    super.init(nibName: nil, bundle: nil)
    let runtime = host.runtime
    // Registered after the host's own observer: runs after SwiftUI's update in each turn.
    observers.append(
      runtime.addObserver(.update) { [weak self] _ in self?.afterSwiftUIUpdate() })
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  isolated deinit {
    for token in observers { host.runtime.removeObserver(token) }
  }

  /// The hosted view; a new value applies at the next update (see the type's documentation).
  open var rootView: Content {
    get { pendingRoot ?? root }
    set {
      pendingRoot = newValue
      host.runtime.setNeedsTurn()
    }
  }

  /// Whether a new ``rootView`` waits for the next update.
  public var hasPendingRootView: Bool { pendingRoot != nil }

  open override func loadView() {
    view = HostingView(controller: self)
  }

  /// Runs `interaction`, then the turns it caused, and reports which user views re-ran and
  /// why (the host's `ViewHost.measure(_:key:_:)`, with a new ``rootView`` applied in the
  /// measured turns).
  public func measure(_ label: String, key: String? = nil, _ interaction: () -> Void)
    -> InvalidationReport
  {
    host.measure(label, key: key) {
      interaction()
      if pendingRoot != nil { host.runtime.runTurn() }
    }
  }

  private func afterSwiftUIUpdate() {
    if let next = pendingRoot {
      pendingRoot = nil
      root = next
      host.replaceRootView(next)
    }
    guard host.updateCount != seenUpdates else { return }
    seenUpdates = host.updateCount
    viewIfLoaded?.setNeedsLayout()
  }

  /// Lays the graph out in `bounds` and places the represented UIKit views.
  fileprivate func layoutHostedViews(in hostingView: UIView) {
    host.layout(in: hostingView.bounds.size)
    var placed: [ObjectIdentifier] = []
    for leaf in host.platformLeaves {
      guard let represented = leaf.state as? RepresentedPlatformView else { continue }
      let view = represented.uiView
      if view.superview !== hostingView { hostingView.addSubview(view) }
      view.frame = leaf.frame
      placed.append(ObjectIdentifier(view))
    }
    for subview in hostingView.subviews where !placed.contains(ObjectIdentifier(subview)) {
      subview.removeFromSuperview()
    }
  }

  /// How many times each represented view's update ran, by representable type name, in tree
  /// order (Docs/Semantics/Bridging.md §4).
  public var representableUpdates: [(name: String, updates: Int)] {
    host.platformLeaves.compactMap { leaf in
      (leaf.state as? RepresentedPlatformView).map { ($0.name, $0.updates) }
    }
  }

  /// The represented UIKit views, in tree order.
  public var representedViews: [UIView] {
    host.platformLeaves.compactMap { ($0.state as? RepresentedPlatformView)?.uiView }
  }
}

/// The hosting controller's view: lays the SwiftUI graph out and places the represented
/// views in its layout pass.
final class HostingView: UIView {
  private weak var owner: AnyObject?
  private let layoutHosted: (UIView) -> Void
  private let setOnScreen: (Bool) -> Void

  init<Content: View>(controller: UIHostingController<Content>) {
    owner = controller
    layoutHosted = { [weak controller] view in controller?.layoutHostedViews(in: view) }
    setOnScreen = { [weak controller] onScreen in controller?.host.isOnScreen = onScreen }
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutHosted(self)
  }

  /// Leaving the window makes the hosted views disappear (`onDisappear`); entering one again
  /// makes them appear (Docs/Semantics/SwiftUICompatibility.md C.12).
  override func didMoveToWindow() {
    super.didMoveToWindow()
    setOnScreen(window != nil)
  }
}
