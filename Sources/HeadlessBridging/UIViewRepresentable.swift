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

final class RepresentedView<Representable: UIViewRepresentable>: RepresentedPlatformView {
  let view: Representable.UIViewType
  let coordinator: Representable.Coordinator

  init(view: Representable.UIViewType, coordinator: Representable.Coordinator) {
    self.view = view
    self.coordinator = coordinator
    super.init(uiView: view, name: "\(Representable.self)")
  }
}

final class RepresentedController<Representable: UIViewControllerRepresentable>:
  RepresentedPlatformView
{
  let controller: Representable.UIViewControllerType
  let coordinator: Representable.Coordinator

  @MainActor
  init(controller: Representable.UIViewControllerType, coordinator: Representable.Coordinator) {
    self.controller = controller
    self.coordinator = coordinator
    super.init(uiView: controller.view, name: "\(Representable.self)")
  }
}

extension UIViewRepresentable {
  public func makePlatformLeaf(_ context: PlatformLeafContext) -> AnyObject {
    let coordinator = makeCoordinator()
    let view = makeUIView(
      context: Context(
        coordinator: coordinator, transaction: context.transaction,
        environment: context.environment))
    Runtime.current.record(.update, "SwiftUI: \(Self.self) makeUIView")
    return RepresentedView<Self>(view: view, coordinator: coordinator)
  }

  public func updatePlatformLeaf(_ state: AnyObject, _ context: PlatformLeafContext) {
    guard let state = state as? RepresentedView<Self> else { return }
    state.updates += 1
    Runtime.current.record(.update, "SwiftUI: \(Self.self) updateUIView")
    updateUIView(
      state.view,
      context: Context(
        coordinator: state.coordinator, transaction: context.transaction,
        environment: context.environment))
  }

  public static func dismantlePlatformLeaf(_ state: AnyObject) {
    guard let state = state as? RepresentedView<Self> else { return }
    Runtime.current.record(.update, "SwiftUI: \(Self.self) dismantleUIView")
    dismantleUIView(state.view, coordinator: state.coordinator)
    state.view.removeFromSuperview()
  }
}

extension UIViewControllerRepresentable {
  public func makePlatformLeaf(_ context: PlatformLeafContext) -> AnyObject {
    let coordinator = makeCoordinator()
    let controller = makeUIViewController(
      context: Context(
        coordinator: coordinator, transaction: context.transaction,
        environment: context.environment))
    Runtime.current.record(.update, "SwiftUI: \(Self.self) makeUIViewController")
    return RepresentedController<Self>(controller: controller, coordinator: coordinator)
  }

  public func updatePlatformLeaf(_ state: AnyObject, _ context: PlatformLeafContext) {
    guard let state = state as? RepresentedController<Self> else { return }
    state.updates += 1
    Runtime.current.record(.update, "SwiftUI: \(Self.self) updateUIViewController")
    updateUIViewController(
      state.controller,
      context: Context(
        coordinator: state.coordinator, transaction: context.transaction,
        environment: context.environment))
  }

  public static func dismantlePlatformLeaf(_ state: AnyObject) {
    guard let state = state as? RepresentedController<Self> else { return }
    Runtime.current.record(.update, "SwiftUI: \(Self.self) dismantleUIViewController")
    dismantleUIViewController(state.controller, coordinator: state.coordinator)
    state.controller.view.removeFromSuperview()
  }
}
