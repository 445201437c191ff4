import HeadlessBridging
import HeadlessSwiftUI
import UIKit

/// A SwiftUI view that presents a SpriteKit scene in an ``SKView`` and runs its frame loop on
/// the virtual clock (SK-8). Apple declares it in the overlay that joins SwiftUI and
/// SpriteKit, so it is seen by a file that imports both.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct SpriteView: View {
  /// Settings of the view that presents the scene.
  public struct Options: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let allowsTransparency = Options(rawValue: 1 << 0)
    public static let ignoresSiblingOrder = Options(rawValue: 1 << 1)
    public static let shouldCullNonVisibleNodes = Options(rawValue: 1 << 2)
  }

  let scene: SKScene
  let transition: SKTransition?
  let isPaused: Bool
  let preferredFramesPerSecond: Int
  let options: Options
  let shouldRender: (TimeInterval) -> Bool

  public init(
    scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false,
    preferredFramesPerSecond: Int = 60, options: SpriteView.Options = [],
    shouldRender: @escaping (TimeInterval) -> Bool = { _ in true }
  ) {
    self.scene = scene
    self.transition = transition
    self.isPaused = isPaused
    self.preferredFramesPerSecond = preferredFramesPerSecond
    self.options = options
    self.shouldRender = shouldRender
  }

  public var body: some View {
    SpriteViewHost(view: self)
  }
}

/// The ``SKView`` behind a ``SpriteView``.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
struct SpriteViewHost: UIViewRepresentable {
  let view: SpriteView

  final class Coordinator: SKViewDelegate {
    var shouldRender: (TimeInterval) -> Bool = { _ in true }
    func view(_ view: SKView, shouldRenderAtTime time: TimeInterval) -> Bool { shouldRender(time) }
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIView(context: Context) -> SKView {
    let skView = SKView(frame: .zero)
    skView.delegate = context.coordinator
    return skView
  }

  func updateUIView(_ skView: SKView, context: Context) {
    context.coordinator.shouldRender = view.shouldRender
    skView.isPaused = view.isPaused
    skView.preferredFramesPerSecond = view.preferredFramesPerSecond
    skView.allowsTransparency = view.options.contains(.allowsTransparency)
    skView.ignoresSiblingOrder = view.options.contains(.ignoresSiblingOrder)
    skView.shouldCullNonVisibleNodes = view.options.contains(.shouldCullNonVisibleNodes)
    if skView.scene !== view.scene { skView.presentScene(view.scene) }
  }
}
