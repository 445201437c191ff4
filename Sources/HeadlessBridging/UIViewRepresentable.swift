// UIKit views and view controllers as SwiftUI views (Docs/Semantics/Bridging.md §1, §2).
import HeadlessSwiftUI
import HeadlessUIKit

/// A SwiftUI view that shows a UIKit view (SwiftUI's `UIViewRepresentable`).
///
/// The graph calls it as a platform leaf (Docs/Semantics/Bridging.md §1): when its identity is
/// inserted, ``makeCoordinator()``, then ``makeUIView(context:)``, then
/// ``updateUIView(_:context:)``; whenever an update gives it a value that differs from the old
/// one (stored properties compared as for any view) or a new environment,
/// ``updateUIView(_:context:)`` once; when the identity is removed,
/// ``dismantleUIView(_:coordinator:)``. The view takes the size SwiftUI proposes and is
/// placed in the hosting view by ``UIHostingController``; drawing it stays UIKit's business
/// (`setNeedsDisplay()`, then one `draw(_:)` at the display pass).
public protocol UIViewRepresentable: View, PlatformViewLeaf where Body == Never {
  /// The UIKit view's type.
  associatedtype UIViewType: UIView
  /// The coordinator's type (`Void` when there is none).
  associatedtype Coordinator = Void
  /// The context of the calls.
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the UIKit view, once per identity.
  func makeUIView(context: Context) -> UIViewType
  /// Brings the UIKit view up to date with this value.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Tears the view down when its identity is removed (nothing by default).
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  /// Makes the coordinator, before the view (the object that carries UIKit's delegate calls
  /// back to SwiftUI).
  func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

/// The context of a ``UIViewRepresentable``'s calls (SwiftUI's
/// `UIViewRepresentableContext`).
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator made by ``UIViewRepresentable/makeCoordinator()``.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update (its animation, if any).
  public var transaction: Transaction
  /// The environment the view sees.
  public var environment: EnvironmentValues
}

/// A UIKit view controller shown as a SwiftUI view (SwiftUI's
/// `UIViewControllerRepresentable`): the same calls as ``UIViewRepresentable``, for a
/// controller whose `view` is placed in the hosting view (Docs/Semantics/Bridging.md §2).
public protocol UIViewControllerRepresentable: View, PlatformViewLeaf where Body == Never {
  /// The controller's type.
  associatedtype UIViewControllerType: UIViewController
  /// The coordinator's type (`Void` when there is none).
  associatedtype Coordinator = Void
  /// The context of the calls.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the controller, once per identity.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Brings the controller up to date with this value.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Tears the controller down when its identity is removed (nothing by default).
  static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator)
  /// Makes the coordinator, before the controller.
  func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator
  ) {}
}

/// The context of a ``UIViewControllerRepresentable``'s calls (SwiftUI's
/// `UIViewControllerRepresentableContext`).
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  /// The coordinator made by ``UIViewControllerRepresentable/makeCoordinator()``.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update.
  public var transaction: Transaction
  /// The environment the controller sees.
  public var environment: EnvironmentValues
}

// MARK: - The platform-leaf calls

/// A represented UIKit view as the graph holds it: the view the hosting view places, and the
/// number of updates (for the measurement, Docs/Semantics/Bridging.md §4).
class RepresentedPlatformView {
  /// The view placed in the hosting view.
  let uiView: UIView
  /// The representable's type name, for the trace.
  let name: String
  /// How many times the update call ran.
  var updates = 0

  init(uiView: UIView, name: String) {
    self.uiView = uiView
    self.name = name
  }
}

/// The state of one representable's identity: the object it made (a view or a view
/// controller) and its coordinator. `Representable` keeps two representable types apart even
/// where they make the same kind of object with the same coordinator.
final class Represented<Representable, Object: AnyObject, Coordinator>: RepresentedPlatformView {
  let object: Object
  let coordinator: Coordinator

  init(_ object: Object, showing view: UIView, coordinator: Coordinator) {
    self.object = object
    self.coordinator = coordinator
    super.init(uiView: view, name: "\(Representable.self)")
  }
}

extension Represented {
  /// The make call both representables share, after the coordinator and the object are made:
  /// a trace line `SwiftUI: <type> make<kind>`, then the state, which reads the object's view
  /// (Bridging.md §1, §2).
  @MainActor
  static func make(
    _ object: Object, kind: String, coordinator: Coordinator, in runtime: Runtime,
    view: (Object) -> UIView
  ) -> AnyObject {
    runtime.record(.update, "SwiftUI: \(Representable.self) make\(kind)")
    return Represented(object, showing: view(object), coordinator: coordinator)
  }

  /// The update call: counts it, traces `SwiftUI: <type> update<kind>`, then runs `update`.
  static func update(
    _ state: AnyObject, kind: String, in runtime: Runtime,
    _ update: (Object, Coordinator) -> Void
  ) {
    guard let state = state as? Represented else { return }
    state.updates += 1
    runtime.record(.update, "SwiftUI: \(Representable.self) update\(kind)")
    update(state.object, state.coordinator)
  }

  /// The dismantle call: traces `SwiftUI: <type> dismantle<kind>`, runs `dismantle`, then
  /// takes the object's view out of the hosting view.
  @MainActor
  static func dismantle(
    _ state: AnyObject, kind: String, in runtime: Runtime, view: (Object) -> UIView,
    _ dismantle: (Object, Coordinator) -> Void
  ) {
    guard let state = state as? Represented else { return }
    runtime.record(.update, "SwiftUI: \(Representable.self) dismantle\(kind)")
    dismantle(state.object, state.coordinator)
    view(state.object).removeFromSuperview()
  }
}

extension UIViewRepresentable {
  typealias Leaf = Represented<Self, UIViewType, Coordinator>

  public func makePlatformLeaf(_ context: PlatformLeafContext) -> AnyObject {
    let coordinator = makeCoordinator()
    let view = makeUIView(
      context: Context(
        coordinator: coordinator, transaction: context.transaction,
        environment: context.environment))
    return Leaf.make(view, kind: "UIView", coordinator: coordinator, in: Runtime.current) { $0 }
  }

  public func updatePlatformLeaf(_ state: AnyObject, _ context: PlatformLeafContext) {
    Leaf.update(state, kind: "UIView", in: Runtime.current) { view, coordinator in
      updateUIView(
        view,
        context: Context(
          coordinator: coordinator, transaction: context.transaction,
          environment: context.environment))
    }
  }

  public static func dismantlePlatformLeaf(_ state: AnyObject) {
    Leaf.dismantle(state, kind: "UIView", in: Runtime.current, view: { $0 }, dismantleUIView)
  }
}

extension UIViewControllerRepresentable {
  typealias Leaf = Represented<Self, UIViewControllerType, Coordinator>

  public func makePlatformLeaf(_ context: PlatformLeafContext) -> AnyObject {
    let coordinator = makeCoordinator()
    let controller = makeUIViewController(
      context: Context(
        coordinator: coordinator, transaction: context.transaction,
        environment: context.environment))
    return Leaf.make(
      controller, kind: "UIViewController", coordinator: coordinator, in: Runtime.current
    ) { $0.view }
  }

  public func updatePlatformLeaf(_ state: AnyObject, _ context: PlatformLeafContext) {
    Leaf.update(state, kind: "UIViewController", in: Runtime.current) { controller, coordinator in
      updateUIViewController(
        controller,
        context: Context(
          coordinator: coordinator, transaction: context.transaction,
          environment: context.environment))
    }
  }

  public static func dismantlePlatformLeaf(_ state: AnyObject) {
    Leaf.dismantle(
      state, kind: "UIViewController", in: Runtime.current, view: { $0.view },
      dismantleUIViewController)
  }
}
