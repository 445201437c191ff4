// `import GameplayKit` on a platform without Apple's GameplayKit (Linux): entities and
// components, state machines and random sources that are deterministic, headless
// (Docs/Semantics/GameplayKit.md). Declared in Package.swift only where the platform has no
// framework of this name.
import Foundation
import SpriteKit

/// An object of a game made of components (GK-1).
open class GKEntity {
  /// The components, in the order they were added.
  public private(set) var components: [GKComponent] = []

  public init() {}

  public required init?(coder: NSCoder) { return nil }

  /// Adds `component`, replacing the one of the same class; the component learns its entity.
  open func addComponent(_ component: GKComponent) {
    removeComponent(ofType: type(of: component))
    components.append(component)
    component.entity = self
    component.didAddToEntity()
  }

  /// Removes the component of class `componentClass`, if there is one.
  open func removeComponent<ComponentType: GKComponent>(ofType componentClass: ComponentType.Type) {
    guard let index = components.firstIndex(where: { type(of: $0) == componentClass }) else {
      return
    }
    let component = components[index]
    component.willRemoveFromEntity()
    components.remove(at: index)
    component.entity = nil
  }

  /// The component of class `componentClass`, nil when there is none.
  open func component<ComponentType: GKComponent>(ofType componentClass: ComponentType.Type)
    -> ComponentType?
  {
    components.first { type(of: $0) == componentClass } as? ComponentType
  }

  /// Updates each component, in the order they were added (GK-1).
  open func update(deltaTime seconds: TimeInterval) {
    for component in components { component.update(deltaTime: seconds) }
  }
}

/// A piece of an entity's behaviour or data (GK-1).
open class GKComponent {
  /// The entity the component belongs to.
  public internal(set) weak var entity: GKEntity?

  public init() {}

  public required init?(coder: NSCoder) { return nil }

  /// Called by the entity's (or a system's) update.
  open func update(deltaTime seconds: TimeInterval) {}
  open func didAddToEntity() {}
  open func willRemoveFromEntity() {}
}

/// Updates components of one class together, in the order they were added (GK-1).
open class GKComponentSystem<ComponentType: GKComponent> {
  public let componentClass: AnyClass
  public private(set) var components: [ComponentType] = []

  public init(componentClass cls: AnyClass) { componentClass = cls }

  open func addComponent(_ component: ComponentType) { components.append(component) }

  open func addComponent(foundIn entity: GKEntity) {
    for component in entity.components where type(of: component) == componentClass {
      if let component = component as? ComponentType { addComponent(component) }
    }
  }

  open func removeComponent(_ component: ComponentType) {
    components.removeAll { $0 === component }
  }

  open func removeComponent(foundIn entity: GKEntity) {
    components.removeAll { $0.entity === entity }
  }

  open func update(deltaTime seconds: TimeInterval) {
    for component in components { component.update(deltaTime: seconds) }
  }
}

/// A component that ties an entity to a SpriteKit node.
open class GKSKNodeComponent: GKComponent {
  open var node: SKNode

  public init(node: SKNode) {
    self.node = node
    super.init()
  }

  public required init?(coder: NSCoder) { return nil }
}

/// A graph of nodes for pathfinding: kept, not searched headless (GK-3).
open class GKGraph {
  public private(set) var nodes: [GKGraphNode]?

  public init() {}

  public init(_ nodes: [GKGraphNode]) { self.nodes = nodes }

  public required init?(coder: NSCoder) { return nil }

  open func add(_ nodes: [GKGraphNode]) { self.nodes = (self.nodes ?? []) + nodes }

  open func remove(_ nodes: [GKGraphNode]) {
    self.nodes?.removeAll { node in nodes.contains { $0 === node } }
  }
}

/// A node of a ``GKGraph``.
open class GKGraphNode {
  public init() {}
  public required init?(coder: NSCoder) { return nil }
}

/// What a GameplayKit scene's root node is: a SpriteKit scene on iOS.
public protocol GKSceneRootNodeType: AnyObject {}

extension SKScene: GKSceneRootNodeType {}

/// The entities and graphs that Xcode's scene editor attaches to a SpriteKit scene file.
/// Headless no scene file is read: `init(fileNamed:)` returns nil (GK-3).
open class GKScene {
  open var rootNode: (any GKSceneRootNodeType)?
  public private(set) var entities: [GKEntity] = []
  public private(set) var graphs: [String: GKGraph] = [:]

  public init() {}

  public required init?(coder: NSCoder) { return nil }

  /// Returns nil: no `.sks` file is read headless, as when the file is missing.
  public convenience init?(fileNamed filename: String) { return nil }

  open func addEntity(_ entity: GKEntity) { entities.append(entity) }
  open func removeEntity(_ entity: GKEntity) { entities.removeAll { $0 === entity } }
  open func addGraph(_ graph: GKGraph, name: String) { graphs[name] = graph }
  open func removeGraph(_ name: String) { graphs[name] = nil }
}
