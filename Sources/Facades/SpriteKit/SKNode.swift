// `import SpriteKit` on a platform without Apple's SpriteKit (Linux): the node tree, scenes and
// their view, actions on the virtual clock, and physics bodies declared but not simulated
// (Docs/Semantics/SpriteKit.md). Apple's SpriteKit brings UIKit along on iOS (a scene file that
// imports SpriteKit alone uses `UIColor`, `UITouch`), so this module re-exports the UIKit facade.
// Declared in Package.swift only where the platform has no framework of this name.
@_exported import UIKit

/// The colour type SpriteKit's API takes: `UIColor` on iOS.
public typealias SKColor = UIColor

/// The base of every node of a SpriteKit scene: a position, a rotation, a scale, an alpha, a
/// name and children, in a tree whose root is a scene (SK-1). Like Apple's, it is a responder,
/// so a scene receives the touches of its view (SK-6).
@MainActor
open class SKNode: UIResponder {
  // MARK: Geometry and appearance

  /// The position in the parent's coordinate system (y up).
  open var position: CGPoint = .zero
  /// The height used to sort siblings for drawing and hit-testing (higher is in front).
  open var zPosition: CGFloat = 0
  /// The rotation about the z axis, in radians, counterclockwise.
  open var zRotation: CGFloat = 0
  open var xScale: CGFloat = 1
  open var yScale: CGFloat = 1
  open var alpha: CGFloat = 1
  open var isHidden = false
  /// Whether the node's actions (and its descendants') are stopped (SK-3).
  open var isPaused = false
  /// The rate of the node's actions, multiplied down the tree (SK-3).
  open var speed: CGFloat = 1
  open var name: String?
  open var userData: NSMutableDictionary?
  /// Whether the node itself receives touches; false for nodes, true for scenes (SK-6).
  open var isUserInteractionEnabled = false
  /// The physics body attached to the node; not simulated headless (SK-7).
  open var physicsBody: SKPhysicsBody? {
    didSet {
      oldValue?.node = nil
      physicsBody?.node = self
    }
  }

  /// A node of the nearest framework class with that class's own settings, for ``copy()``: a
  /// subclass of the app's copies as its framework class (SK-9).
  func duplicate() -> SKNode { SKNode() }

  /// Sets both scale factors.
  open func setScale(_ scale: CGFloat) {
    xScale = scale
    yScale = scale
  }

  // MARK: Tree

  public private(set) weak var parent: SKNode?
  public private(set) var children: [SKNode] = []
  /// The actions running on the node, in the order they were run (SK-3).
  var runningActions: [RunningAction] = []

  public override init() { super.init() }

  /// Returns nil: ScreenLab has no archives to decode nodes from.
  ///
  /// Present so that subclasses keep SpriteKit's initializer set, as with UIKit's views.
  public required init?(coder aDecoder: NSCoder) { return nil }

  /// Returns nil: no SpriteKit scene file (`.sks`) is read headless, as when the named file is
  /// missing from the bundle (SK-1).
  public convenience init?(fileNamed filename: String) { return nil }

  /// The scene at the root of the node's tree, nil when the root is not a scene.
  open var scene: SKScene? {
    var node: SKNode = self
    while let up = node.parent { node = up }
    return node as? SKScene
  }

  /// Appends `node` to the children (SK-1).
  ///
  /// - Precondition: `node` has no parent, as SpriteKit raises an exception for a node that is
  ///   already in a tree.
  open func addChild(_ node: SKNode) {
    insertChild(node, at: children.count)
  }

  /// Inserts `node` among the children at `index` (SK-1).
  open func insertChild(_ node: SKNode, at index: Int) {
    precondition(
      node.parent == nil,
      "a node that already has a parent was added: \(node.name ?? "unnamed node")")
    precondition(node !== self, "a node cannot be its own child")
    children.insert(node, at: index)
    node.parent = self
  }

  /// Detaches the node from its parent, if any.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  open func removeAllChildren() {
    for child in children { child.parent = nil }
    children.removeAll()
  }

  open func removeChildren(in nodes: [SKNode]) {
    for node in nodes where node.parent === self { node.removeFromParent() }
  }

  /// Moves the node to `parent`, keeping it where it is on screen (headless: its position is
  /// converted between the two coordinate systems, translation and scale only).
  open func move(toParent parent: SKNode) {
    let place = self.parent.map { parent.convert(position, from: $0) } ?? position
    removeFromParent()
    position = place
    parent.addChild(self)
  }

  /// Whether `parent` is this node or one of its ancestors.
  open func inParentHierarchy(_ parent: SKNode) -> Bool {
    var node: SKNode? = self
    while let current = node {
      if current === parent { return true }
      node = current.parent
    }
    return false
  }

  // MARK: Finding nodes by name (SK-2)

  /// The first node that `name` matches: a child's name, or a search such as `//name` (every
  /// descendant) or `*` (any name).
  open func childNode(withName name: String) -> SKNode? {
    var found: SKNode?
    enumerateChildNodes(withName: name) { node, stop in
      found = node
      stop.pointee = true
    }
    return found
  }

  /// Calls `block` for each node that `name` matches, in tree order, until it sets `stop`.
  open func enumerateChildNodes(
    withName name: String, using block: (SKNode, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    let recursive = name.hasPrefix("//")
    let pattern = recursive ? String(name.dropFirst(2)) : name
    var stop = ObjCBool(false)
    func visit(_ nodes: [SKNode]) {
      for node in nodes {
        if stop.boolValue { return }
        if SKNode.name(node.name, matches: pattern) { block(node, &stop) }
        if recursive { visit(node.children) }
      }
    }
    visit(children)
  }

  /// The nodes that `name` matches (see ``childNode(withName:)``).
  open subscript(name: String) -> [SKNode] {
    var found: [SKNode] = []
    enumerateChildNodes(withName: name) { node, _ in found.append(node) }
    return found
  }

  /// `*` matches any run of characters; everything else matches itself.
  static func name(_ name: String?, matches pattern: String) -> Bool {
    guard let name else { return false }
    if !pattern.contains("*") { return name == pattern }
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    var rest = Substring(name)
    for (index, part) in parts.enumerated() {
      if index == 0 {
        guard rest.hasPrefix(part) else { return false }
        rest = rest.dropFirst(part.count)
      } else if index == parts.count - 1 {
        return part.isEmpty || rest.hasSuffix(part)
      } else if let range = rest.range(of: part) {
        rest = rest[range.upperBound...]
      } else {
        return false
      }
    }
    return rest.isEmpty
  }

  // MARK: Coordinates (SK-5)

  /// The node's own rectangle in its parent's coordinates: zero size for a plain node.
  open var frame: CGRect { CGRect(origin: position, size: .zero) }

  /// The node's frame united with its descendants' frames, in the parent's coordinates.
  open func calculateAccumulatedFrame() -> CGRect {
    var rect = frame
    for child in children {
      let childFrame = child.calculateAccumulatedFrame()
      let corners = [
        CGPoint(x: childFrame.minX, y: childFrame.minY),
        CGPoint(x: childFrame.maxX, y: childFrame.maxY),
      ].map { pointInParent($0) }
      rect = rect.union(
        CGRect(
          x: min(corners[0].x, corners[1].x), y: min(corners[0].y, corners[1].y),
          width: abs(corners[1].x - corners[0].x), height: abs(corners[1].y - corners[0].y)))
    }
    return rect
  }

  /// A point of this node's coordinate system in its parent's.
  func pointInParent(_ point: CGPoint) -> CGPoint {
    let x = point.x * xScale
    let y = point.y * yScale
    let cosine = CGFloat(Foundation.cos(Double(zRotation)))
    let sine = CGFloat(Foundation.sin(Double(zRotation)))
    return CGPoint(x: position.x + x * cosine - y * sine, y: position.y + x * sine + y * cosine)
  }

  /// A point of the parent's coordinate system in this node's.
  func pointFromParent(_ point: CGPoint) -> CGPoint {
    let dx = point.x - position.x
    let dy = point.y - position.y
    let cosine = CGFloat(Foundation.cos(Double(zRotation)))
    let sine = CGFloat(Foundation.sin(Double(zRotation)))
    let x = dx * cosine + dy * sine
    let y = -dx * sine + dy * cosine
    return CGPoint(x: xScale == 0 ? 0 : x / xScale, y: yScale == 0 ? 0 : y / yScale)
  }

  /// `point`, given in `node`'s coordinate system, in this node's.
  open func convert(_ point: CGPoint, from node: SKNode) -> CGPoint {
    var inRoot = point
    var current: SKNode? = node
    while let step = current, step.parent != nil {
      inRoot = step.pointInParent(inRoot)
      current = step.parent
    }
    var chain: [SKNode] = []
    current = self
    while let step = current, step.parent != nil {
      chain.append(step)
      current = step.parent
    }
    for step in chain.reversed() { inRoot = step.pointFromParent(inRoot) }
    return inRoot
  }

  /// `point`, given in this node's coordinate system, in `node`'s.
  open func convert(_ point: CGPoint, to node: SKNode) -> CGPoint {
    node.convert(point, from: self)
  }

  /// Whether `point`, in the parent's coordinates, lies inside the node's accumulated frame.
  open func contains(_ p: CGPoint) -> Bool {
    calculateAccumulatedFrame().contains(p)
  }

  /// The deepest descendant, front-most first (highest `zPosition`, then the later child),
  /// whose frame holds `p`, given in this node's coordinates; the node itself when none does.
  open func atPoint(_ p: CGPoint) -> SKNode {
    nodes(at: p).first ?? self
  }

  /// Every descendant whose frame holds `p`, given in this node's coordinates, front-most first.
  open func nodes(at p: CGPoint) -> [SKNode] {
    var found: [SKNode] = []
    let ordered = children.enumerated().sorted {
      $0.element.zPosition != $1.element.zPosition
        ? $0.element.zPosition > $1.element.zPosition : $0.offset > $1.offset
    }
    for (_, child) in ordered {
      found += child.nodes(at: child.pointFromParent(p))
      if child.frame.contains(p) { found.append(child) }
    }
    return found
  }
}

extension UITouch {
  /// The touch's location in `node`'s coordinate system (SK-5, SK-6).
  public func location(in node: SKNode) -> CGPoint {
    guard let scene = node.scene, let view = scene.view else { return .zero }
    return node.convert(scene.convertPoint(fromView: location(in: view as UIView?)), from: scene)
  }

  /// The previous location of the touch in `node`'s coordinate system.
  public func previousLocation(in node: SKNode) -> CGPoint {
    guard let scene = node.scene, let view = scene.view else { return .zero }
    let point = previousLocation(in: view as UIView?)
    return node.convert(scene.convertPoint(fromView: point), from: scene)
  }
}
