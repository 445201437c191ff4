import Foundation
import Observation

/// A request to a store.
open class NSPersistentStoreRequest: NSObject {}

/// What a fetch request returns.
public struct NSFetchRequestResultType: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let managedObjectResultType = NSFetchRequestResultType([])
  public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
  public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
  public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// Which objects of an entity to fetch, filtered, sorted, offset and limited (CD-2.2). The
/// result type is unconstrained here, where Apple requires `NSFetchRequestResult`: that protocol is
/// an Objective-C one whose existential conforms to itself, which a Swift protocol cannot do
/// (`NSFetchRequest<any NSFetchRequestResult>`, the type of `fetchRequest()`).
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
  open var entity: NSEntityDescription?
  open var entityName: String?
  open var predicate: NSPredicate?
  open var sortDescriptors: [NSSortDescriptor]?
  open var fetchLimit = 0
  open var fetchOffset = 0
  open var fetchBatchSize = 0
  open var includesPendingChanges = true
  open var returnsObjectsAsFaults = true
  open var resultType = NSFetchRequestResultType.managedObjectResultType

  public override init() {}

  public convenience init(entityName: String) {
    self.init()
    self.entityName = entityName
  }
}

/// The objects a container's contexts have saved, and the entities they have seen, in memory.
/// A change to an entity's objects is a mutation of its generation (CD-2.3).
open class NSPersistentStoreCoordinator: NSObject, Observable {
  public let managedObjectModel: NSManagedObjectModel
  private let registrar = ObservationRegistrar()
  private var generations: [String: Int] = [:]
  var saved: [NSManagedObject] = []
  var entities: [String: NSEntityDescription] = [:]
  var nextNumber = 1

  public init(managedObjectModel model: NSManagedObjectModel) {
    managedObjectModel = model
  }

  func register(_ type: NSManagedObject.Type) {
    let entity = type.entity()
    if let name = entity.name, entities[name] == nil { entities[name] = entity }
  }

  func entity(named name: String) -> NSEntityDescription? { entities[name] }

  subscript(generation entity: String) -> Int {
    registrar.access(self, keyPath: \NSPersistentStoreCoordinator.[generation: entity])
    return generations[entity, default: 0]
  }

  func didChange(_ entity: String) {
    registrar.withMutation(of: self, keyPath: \NSPersistentStoreCoordinator.[generation: entity]) {
      generations[entity, default: 0] += 1
    }
  }
}

/// How a context runs its blocks: headless, every context runs them at once on the caller.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
  case privateQueueConcurrencyType = 1
  case mainQueueConcurrencyType = 2
}

/// A scratch pad of managed objects: inserts, changes and deletes over its coordinator's saved
/// objects, in memory (CD-2).
open class NSManagedObjectContext: NSObject {
  public let concurrencyType: NSManagedObjectContextConcurrencyType
  open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
  open var parent: NSManagedObjectContext?
  open var name: String?
  open var automaticallyMergesChangesFromParent = false
  open var mergePolicy: Any = NSErrorMergePolicy
  private var inserted: [NSManagedObject] = []
  private var updated: [NSManagedObject] = []
  private var deleted: [NSManagedObject] = []

  open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
  open var updatedObjects: Set<NSManagedObject> { Set(updated) }
  open var deletedObjects: Set<NSManagedObject> { Set(deleted) }

  public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
    concurrencyType = ct
  }

  var coordinator: NSPersistentStoreCoordinator? {
    persistentStoreCoordinator ?? parent?.coordinator
  }

  /// Whether the context has inserts, changes or deletes not yet saved (CD-2.3).
  open var hasChanges: Bool {
    !inserted.isEmpty || !updated.isEmpty || !deleted.isEmpty
  }

  private func touch(_ object: NSManagedObject) {
    if let name = object.entity.name { coordinator?.didChange(name) }
  }

  /// Registers `object` for the next save (CD-2.1).
  open func insert(_ object: NSManagedObject) {
    guard object.context !== self else { return }
    object.context = self
    coordinator?.register(type(of: object))
    inserted.append(object)
    object.awakeFromInsert()
    touch(object)
  }

  /// Marks `object` deleted: it leaves fetches at once and the store at the next save (CD-2.1).
  open func delete(_ object: NSManagedObject) {
    guard object.context === self, !object.deletedFlag else { return }
    object.deletedFlag = true
    if inserted.contains(object) {
      inserted.removeAll { $0 === object }
      object.context = nil
    } else {
      deleted.append(object)
    }
    updated.removeAll { $0 === object }
    touch(object)
  }

  func objectDidChange(_ object: NSManagedObject) {
    if !inserted.contains(object) && !updated.contains(object) { updated.append(object) }
    touch(object)
  }

  /// Writes the unsaved changes to the coordinator's store; without a coordinator it throws
  /// (CD-2.3).
  open func save() throws {
    guard hasChanges else { return }
    guard let coordinator else {
      throw NSError(domain: NSCocoaErrorDomain, code: 134020)
    }
    for object in inserted {
      object.willSave()
      object.storeNumber = coordinator.nextNumber
      coordinator.nextNumber += 1
      coordinator.saved.append(object)
    }
    for object in deleted {
      coordinator.saved.removeAll { $0 === object }
      object.context = nil
    }
    let touched = Set((inserted + updated + deleted).compactMap(\.entity.name))
    inserted = []
    updated = []
    deleted = []
    for name in touched.sorted() { coordinator.didChange(name) }
  }

  /// Forgets the unsaved inserts and deletes (CD-2.3).
  open func rollback() {
    for object in inserted { object.context = nil }
    for object in deleted { object.deletedFlag = false }
    let touched = Set((inserted + deleted).compactMap(\.entity.name))
    inserted = []
    updated = []
    deleted = []
    for name in touched.sorted() { coordinator?.didChange(name) }
  }

  open func reset() { rollback() }
  open func processPendingChanges() {}
  open func refreshAllObjects() {}
  open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}

  /// The objects of the request's entity: saved ones not deleted here, then this context's
  /// inserts; filtered by the predicate, sorted, offset and limited (CD-2.2). Reading them
  /// makes the reader depend on the entity's objects (CD-2.3).
  open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
    guard let name = request.entityName ?? request.entity?.name else {
      throw NSError(domain: NSCocoaErrorDomain, code: 134060)
    }
    guard let coordinator else { return [] }
    _ = coordinator[generation: name]
    var objects = coordinator.saved.filter { object in
      object.entity.name == name && !deleted.contains { $0 === object }
    }
    if request.includesPendingChanges {
      objects += inserted.filter { $0.entity.name == name }
    }
    if let predicate = request.predicate {
      objects = objects.filter { predicate.evaluate(with: $0) }
    }
    if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
      objects.sort { lhs, rhs in
        for descriptor in descriptors {
          switch descriptor.compare(lhs, to: rhs) {
          case .orderedAscending: return true
          case .orderedDescending: return false
          case .orderedSame: continue
          }
        }
        return false
      }
    }
    objects.removeFirst(min(max(request.fetchOffset, 0), objects.count))
    if request.fetchLimit > 0, request.fetchLimit < objects.count {
      objects.removeLast(objects.count - request.fetchLimit)
    }
    return objects.compactMap { $0 as? T }
  }

  open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
    try fetch(request).count
  }

  /// Runs `block` at once: headless there is no queue (CD-2.4).
  open func perform(_ block: @escaping () -> Void) { block() }
  open func performAndWait(_ block: () -> Void) { block() }

  /// The object registered here with `objectID`; none stops the program.
  open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
    guard let found = try? existingObject(with: objectID) else {
      fatalError("No object with identifier \(objectID.uriRepresentation())")
    }
    return found
  }

  open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
    let all = (coordinator?.saved ?? []) + inserted
    guard
      let found = all.first(where: { $0.objectID.number == objectID.number && objectID.number > 0 })
    else { throw NSError(domain: NSCocoaErrorDomain, code: 133000) }
    return found
  }
}

/// The merge policies, by name: headless one context's saves never conflict with another's.
open class NSMergePolicy: NSObject {
  let name: String
  init(name: String) { self.name = name }
  open class var error: NSMergePolicy { NSMergePolicy(name: "error") }
  open class var mergeByPropertyStoreTrump: NSMergePolicy {
    NSMergePolicy(name: "mergeByPropertyStoreTrump")
  }
  open class var mergeByPropertyObjectTrump: NSMergePolicy {
    NSMergePolicy(name: "mergeByPropertyObjectTrump")
  }
  open class var overwrite: NSMergePolicy { NSMergePolicy(name: "overwrite") }
  open class var rollback: NSMergePolicy { NSMergePolicy(name: "rollback") }
}

public var NSErrorMergePolicy: Any { NSMergePolicy.error }
public var NSMergeByPropertyStoreTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyStoreTrump }
public var NSMergeByPropertyObjectTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyObjectTrump }
public var NSOverwriteMergePolicy: Any { NSMergePolicy.overwrite }
public var NSRollbackMergePolicy: Any { NSMergePolicy.rollback }
