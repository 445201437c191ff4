/// An app's entry point: SwiftUI's `App`. No app life cycle runs headless: `screenlab run`
/// hosts the root view of the body's first ``WindowGroup`` (Docs/Semantics/SwiftUI.md §3.5).
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene

  /// The app's scenes.
  @SceneBuilder var body: Body { get }

  /// An app is made with no arguments.
  init()
}

/// A part of an app's interface: SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of the scene's content.
  associatedtype Body: Scene

  /// The scene's content.
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene the framework expands itself (a window group, a list of scenes).
@MainActor
protocol PrimitiveScene {
  /// The root view of its first window group, if any.
  var firstWindowRoot: (any View)? { get }
}

extension Scene {
  /// The root view of the first ``WindowGroup`` in this scene, found through the bodies of
  /// composed scenes; nil when there is none (Docs/Semantics/SwiftUI.md §3.5).
  public var windowRoot: (any View)? {
    if let primitive = self as? PrimitiveScene { return primitive.firstWindowRoot }
    if Body.self is Never.Type { return nil }
    return body.windowRoot
  }
}

/// A group of windows showing the same root view: SwiftUI's `WindowGroup`.
nonisolated public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  public typealias Body = Never
  /// The windows' root view.
  public let content: Content

  /// A window group of the view `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A titled window group (the title names the window; not shown headless).
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Window groups have no body; their content is the root view.
  public var body: Never { fatalError("WindowGroup is a primitive scene") }

  var firstWindowRoot: (any View)? { content }
}

/// Several scenes side by side, as a ``SceneBuilder`` block lists them.
nonisolated public struct _SceneList<First: Scene, Second: Scene>: Scene, PrimitiveScene {
  public typealias Body = Never
  let first: First
  let second: Second

  public var body: Never { fatalError("a scene list is a primitive scene") }

  @MainActor
  var firstWindowRoot: (any View)? { first.windowRoot ?? second.windowRoot }
}

/// Builds an app's or a scene's body from its scenes.
@resultBuilder
public enum SceneBuilder {
  public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }

  public static func buildBlock<S0: Scene, S1: Scene>(_ s0: S0, _ s1: S1) -> _SceneList<S0, S1> {
    _SceneList(first: s0, second: s1)
  }

  public static func buildBlock<S0: Scene, S1: Scene, S2: Scene>(_ s0: S0, _ s1: S1, _ s2: S2)
    -> _SceneList<S0, _SceneList<S1, S2>>
  {
    _SceneList(first: s0, second: _SceneList(first: s1, second: s2))
  }
}
