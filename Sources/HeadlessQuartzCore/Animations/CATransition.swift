import Runtime

/// An animation of a layer's whole content from one state to the next (Core Animation's
/// `CATransition`): `layer.add(transition, forKey: kCATransition)` before changing what the
/// layer shows. ScreenLab runs its timing (start, stop, the delegate, removal) and animates no
/// property: the cross-fade or push is composited by the render server, which ScreenLab does
/// not have (Docs/Semantics/CoreAnimation.md §n.1).
open class CATransition: CAAnimation {
  /// The kind of transition (`.fade` by default).
  open var type: CATransitionType = .fade
  /// The direction of a move, push or reveal (nil by default).
  open var subtype: CATransitionSubtype?
  /// Where in the transition's progress it starts (0 by default).
  open var startProgress: Float = 0
  /// Where it ends (1 by default).
  open var endProgress: Float = 1

  override func copyState(from other: CAAnimation) {
    super.copyState(from: other)
    guard let other = other as? CATransition else { return }
    carrySettings(\.type, \.subtype, \.startProgress, \.endProgress, from: other, to: self)
  }

  open override var description: String {
    "CATransition(\(type.rawValue)\(subtype.map { " \($0.rawValue)" } ?? ""), duration: \(duration))"
  }
}

/// The kinds of transition (Core Animation's `CATransitionType`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The new content fades in.
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new content slides over the old.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new content pushes the old out.
  public static let push = CATransitionType(rawValue: "push")
  /// The old content slides away, revealing the new.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The directions of a transition (Core Animation's `CATransitionSubtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key a transition is added under by convention (Core Animation's `kCATransition`).
public let kCATransition = "transition"

/// A layer that emits particles (Core Animation's `CAEmitterLayer`): its emitter and cells are
/// kept and copied into presentation copies; no particle is made (the render server
/// simulates them; Docs/Semantics/CoreAnimation.md §n.2).
open class CAEmitterLayer: CALayer {
  /// The kinds of particle, each with its own rates (nil by default).
  open var emitterCells: [CAEmitterCell]? {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// Multiplies every cell's birth rate (1 by default).
  open var birthRate: Float = 1 {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// Multiplies every cell's lifetime (1 by default).
  open var lifetime: Float = 1 {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// The centre of the emitter, in the layer's coordinates (`.zero` by default).
  open var emitterPosition: CGPoint = .zero {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// The emitter's depth position.
  open var emitterZPosition: CGFloat = 0 {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// The emitter's size (`.zero` by default).
  open var emitterSize: CGSize = .zero {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// The emitter's depth.
  open var emitterDepth: CGFloat = 0 {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// The emitter's shape (`.point` by default).
  open var emitterShape: CAEmitterLayerEmitterShape = .point {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// Where on the shape particles start (`.volume` by default).
  open var emitterMode: CAEmitterLayerEmitterMode = .volume {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// How particles are composited (`.unordered` by default).
  open var renderMode: CAEmitterLayerRenderMode = .unordered {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// Whether particles keep depth (false by default).
  open var preservesDepth = false
  /// Multiplies every cell's velocity (1 by default).
  open var velocity: Float = 1
  /// Multiplies every cell's scale (1 by default).
  open var scale: Float = 1
  /// Multiplies every cell's spin (1 by default).
  open var spin: Float = 1
  /// The seed of the particles' randomness (0 by default).
  open var seed: UInt32 = 0

  override func copyLayerState(from other: CALayer) {
    super.copyLayerState(from: other)
    guard let other = other as? CAEmitterLayer else { return }
    emitterCells = other.emitterCells
    birthRate = other.birthRate
    lifetime = other.lifetime
    emitterPosition = other.emitterPosition
    emitterZPosition = other.emitterZPosition
    emitterSize = other.emitterSize
    emitterDepth = other.emitterDepth
    emitterShape = other.emitterShape
    emitterMode = other.emitterMode
    renderMode = other.renderMode
    preservesDepth = other.preservesDepth
    velocity = other.velocity
    scale = other.scale
    spin = other.spin
    seed = other.seed
  }

  /// How many particles of the top-level cells are born per second: the sum of the enabled
  /// cells' birth rates times the layer's (what the render server would emit; ScreenLab's).
  public var particlesPerSecond: Float {
    (emitterCells ?? []).filter(\.isEnabled).reduce(0) { $0 + $1.birthRate } * birthRate
  }
}

/// The shapes of an emitter (Core Animation's `CAEmitterLayerEmitterShape`).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let point = Self(rawValue: "point")
  public static let line = Self(rawValue: "line")
  public static let rectangle = Self(rawValue: "rectangle")
  public static let cuboid = Self(rawValue: "cuboid")
  public static let circle = Self(rawValue: "circle")
  public static let sphere = Self(rawValue: "sphere")
}

/// Where on its shape an emitter starts particles (Core Animation's
/// `CAEmitterLayerEmitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let points = Self(rawValue: "points")
  public static let outline = Self(rawValue: "outline")
  public static let surface = Self(rawValue: "surface")
  public static let volume = Self(rawValue: "volume")
}

/// How an emitter composites its particles (Core Animation's `CAEmitterLayerRenderMode`).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let unordered = Self(rawValue: "unordered")
  public static let oldestFirst = Self(rawValue: "oldestFirst")
  public static let oldestLast = Self(rawValue: "oldestLast")
  public static let backToFront = Self(rawValue: "backToFront")
  public static let additive = Self(rawValue: "additive")
}

/// One kind of particle of an emitter layer (Core Animation's `CAEmitterCell`), kept.
open class CAEmitterCell: CAMediaTiming {
  /// The cell's name, for key paths.
  open var name: String?
  /// Whether the cell emits (true by default).
  open var isEnabled = true
  /// Particles per second (0 by default).
  open var birthRate: Float = 0
  /// Seconds a particle lives (0 by default).
  open var lifetime: Float = 0
  /// The random range around ``lifetime``.
  open var lifetimeRange: Float = 0
  /// The latitude of the emission direction, in radians.
  open var emissionLatitude: CGFloat = 0
  /// The longitude of the emission direction, in radians.
  open var emissionLongitude: CGFloat = 0
  /// The angle around the emission direction particles spread over, in radians.
  open var emissionRange: CGFloat = 0
  /// The initial speed, in points per second.
  open var velocity: CGFloat = 0
  /// The random range around ``velocity``.
  open var velocityRange: CGFloat = 0
  /// The acceleration along x, in points per second squared.
  open var xAcceleration: CGFloat = 0
  /// The acceleration along y.
  open var yAcceleration: CGFloat = 0
  /// The acceleration along z.
  open var zAcceleration: CGFloat = 0
  /// The scale of the contents (1 by default).
  open var scale: CGFloat = 1
  /// The random range around ``scale``.
  open var scaleRange: CGFloat = 0
  /// The scale's change per second.
  open var scaleSpeed: CGFloat = 0
  /// Radians per second of rotation.
  open var spin: CGFloat = 0
  /// The random range around ``spin``.
  open var spinRange: CGFloat = 0
  /// The colour the contents are multiplied by (opaque white by default, as the SDK header
  /// documents; Docs/Semantics/CoreAnimation.md §n.2).
  open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
  /// The random range of the red component.
  open var redRange: Float = 0
  /// The random range of the green component.
  open var greenRange: Float = 0
  /// The random range of the blue component.
  open var blueRange: Float = 0
  /// The random range of the alpha component.
  open var alphaRange: Float = 0
  /// The red component's change per second.
  open var redSpeed: Float = 0
  /// The green component's change per second.
  open var greenSpeed: Float = 0
  /// The blue component's change per second.
  open var blueSpeed: Float = 0
  /// The alpha component's change per second.
  open var alphaSpeed: Float = 0
  /// The particle's image (a `CGImage`).
  open var contents: Any?
  /// The part of the contents shown (the unit rectangle by default).
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// The contents' pixels per point (1 by default).
  open var contentsScale: CGFloat = 1
  /// The cells each particle emits in turn.
  open var emitterCells: [CAEmitterCell]?

  // CAMediaTiming
  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed

  /// A cell with the default values.
  public required init() {}

  /// A new cell (Core Animation's `+emitterCell`).
  open class func emitterCell() -> Self { Self() }

  /// Whether `key` should be archived; kept for source compatibility.
  open func shouldArchiveValue(forKey key: String) -> Bool { true }
}
