import Foundation

/// What to fetch: a predicate, a sort order, an offset and a limit (SD-2.3).
@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct FetchDescriptor<T: PersistentModel> {
  public var predicate: Predicate<T>?
  public var sortBy: [SortDescriptor<T>]
  public var fetchLimit: Int?
  public var fetchOffset: Int?
  public var includePendingChanges: Bool
  public var propertiesToFetch: [PartialKeyPath<T>]
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>]

  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
    fetchLimit = nil
    fetchOffset = nil
    includePendingChanges = true
    propertiesToFetch = []
    relationshipKeyPathsForPrefetching = []
  }
}

/// Fetched models, as a collection.
@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct FetchResultsCollection<Element>: RandomAccessCollection {
  let elements: [Element]
  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(position: Int) -> Element { elements[position] }
}

/// Where models are inserted, changed, deleted, fetched and saved: headless, the container's
/// store in memory plus this context's unsaved changes (SD-2).
@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public class ModelContext: Equatable {
  public let container: ModelContainer
  public var autosaveEnabled = false
  private var inserted: [any PersistentModel] = []
  private var deleted: [any PersistentModel] = []
  private var changed: [any PersistentModel] = []

  public init(_ container: ModelContainer) {
    self.container = container
  }

  public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs === rhs }

  public var insertedModelsArray: [any PersistentModel] { inserted }
  public var changedModelsArray: [any PersistentModel] { changed }
  public var deletedModelsArray: [any PersistentModel] { deleted }

  /// Whether the context has inserts, changes or deletes not yet saved (SD-2.4).
  public var hasChanges: Bool { !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty }

  private var store: ModelStore { container.store }

  private static func entity(_ type: any PersistentModel.Type) -> ModelStore.Entity {
    ModelStore.Entity(type: ObjectIdentifier(type))
  }

  private static func contains(_ list: [any PersistentModel], _ model: any PersistentModel)
    -> Bool
  {
    list.contains { $0 === model }
  }

  /// Registers `model` (and the models its persisted properties hold) for the next save
  /// (SD-2.1).
  public func insert<T: PersistentModel>(_ model: T) {
    register(model)
  }

  private func register<T: PersistentModel>(_ model: T) {
    guard let backing = model.headlessBacking else { return }
    if backing.context === self {
      if let index = deleted.firstIndex(where: { $0 === model }) {
        deleted.remove(at: index)
        backing.deleted = false
        store.didChange(Self.entity(T.self))
      }
      return
    }
    backing.context = self
    backing.identifier = PersistentIdentifier(
      entityName: "\(T.self)", ordinal: store.nextOrdinal, storeIdentifier: "default")
    store.nextOrdinal += 1
    inserted.append(model)
    store.didChange(Self.entity(T.self))
    insertRelated(of: model)
  }

  /// Inserts the models that `model`'s stored properties hold (its relationships), as Apple's
  /// context does when a model that refers to them is inserted (SD-2.1).
  private func insertRelated(of model: some PersistentModel) {
    for child in Mirror(reflecting: model).children {
      if let related = child.value as? any PersistentModel {
        registerAny(related)
      } else if let optional = child.value as? (any PersistentModel)? {
        optional.map(registerAny)
      } else if let list = child.value as? [any PersistentModel] {
        list.forEach(registerAny)
      }
    }
  }

  private func registerAny(_ model: any PersistentModel) {
    func open<M: PersistentModel>(_ model: M) { register(model) }
    open(model)
  }

  /// Marks `model` deleted: it leaves fetches at once and the store at the next save (SD-2.2).
  public func delete<T: PersistentModel>(_ model: T) {
    guard let backing = model.headlessBacking, backing.context === self, !backing.deleted
    else { return }
    backing.deleted = true
    if let index = inserted.firstIndex(where: { $0 === model }) {
      inserted.remove(at: index)
      backing.context = nil
    } else {
      deleted.append(model)
    }
    changed.removeAll { $0 === model }
    store.didChange(Self.entity(T.self))
  }

  /// Deletes every model of `model` that `predicate` accepts (every one without a predicate).
  public func delete<T: PersistentModel>(
    model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
  ) throws {
    for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
  }

  /// A persisted property of `model` was written (SD-2.4).
  func modelDidChange<T: PersistentModel>(_ model: T) {
    if !Self.contains(inserted, model) && !Self.contains(changed, model) {
      changed.append(model)
    }
    store.didChange(Self.entity(T.self))
    insertRelated(of: model)
  }

  func hasUnsavedChanges(of model: some PersistentModel) -> Bool {
    Self.contains(inserted, model) || Self.contains(changed, model)
      || Self.contains(deleted, model)
  }

  /// Writes the unsaved changes to the container's store (SD-2.4).
  public func save() throws {
    let touched = Self.entities(of: inserted + deleted + changed)
    for model in inserted {
      store.saved[Self.entity(type(of: model)), default: []].append(model)
    }
    for model in deleted {
      store.saved[Self.entity(type(of: model))]?.removeAll { $0 === model }
      detach(model)
    }
    inserted = []
    deleted = []
    changed = []
    touched.forEach(store.didChange)
  }

  /// The entities of `models`, each once, in the order they first appear: the ones whose
  /// queries a save or a rollback tells of a change.
  private static func entities(of models: [any PersistentModel]) -> [ModelStore.Entity] {
    var entities: [ModelStore.Entity] = []
    for model in models {
      let entity = Self.entity(type(of: model))
      if !entities.contains(entity) { entities.append(entity) }
    }
    return entities
  }

  private func detach(_ model: any PersistentModel) {
    func open<M: PersistentModel>(_ model: M) { model.headlessBacking?.context = nil }
    open(model)
  }

  /// Forgets the unsaved inserts and deletes; the values written to changed models stay, as
  /// nothing keeps their earlier values headless (SD-2.4).
  public func rollback() {
    let touched = Self.entities(of: inserted + deleted)
    inserted.forEach(detach)
    for model in deleted {
      func undelete<M: PersistentModel>(_ model: M) { model.headlessBacking?.deleted = false }
      undelete(model)
    }
    inserted = []
    deleted = []
    changed = []
    touched.forEach(store.didChange)
  }

  /// Nothing is pending headless: changes are applied as they are made.
  public func processPendingChanges() {}

  /// Runs `block`, then saves.
  public func transaction(block: () throws -> Void) throws {
    try block()
    try save()
  }

  /// The models `descriptor` selects: the saved ones not deleted here, then this context's
  /// inserts, filtered by the predicate, sorted, offset and limited (SD-2.3). Reading them
  /// makes the reader depend on the entity's models (SD-2.4).
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    let entity = Self.entity(T.self)
    _ = store[generation: entity]
    var models = (store.saved[entity] ?? []).compactMap { $0 as? T }
    models.removeAll { Self.contains(deleted, $0) }
    if descriptor.includePendingChanges {
      models += inserted.compactMap { $0 as? T }
    }
    if let predicate = descriptor.predicate {
      models = try models.filter { try predicate.evaluate($0) }
    }
    if !descriptor.sortBy.isEmpty {
      models.sort(using: descriptor.sortBy)
    }
    let offset = min(max(descriptor.fetchOffset ?? 0, 0), models.count)
    models.removeFirst(offset)
    if let limit = descriptor.fetchLimit, limit >= 0, limit < models.count {
      models.removeLast(models.count - limit)
    }
    return models
  }

  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    try fetch(descriptor).count
  }

  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws
    -> FetchResultsCollection<T>
  {
    FetchResultsCollection(elements: try fetch(descriptor))
  }

  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws
    -> [PersistentIdentifier]
  {
    try fetch(descriptor).map(\.persistentModelID)
  }

  public func enumerate<T: PersistentModel>(
    _ fetch: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false,
    block: (_ model: T) throws -> Void
  ) throws {
    for model in try self.fetch(fetch) { try block(model) }
  }

  /// The model registered here with `persistentModelID`, if any.
  public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier)
    -> T?
  {
    let entity = Self.entity(T.self)
    let candidates = (store.saved[entity] ?? []) + inserted
    return candidates.lazy.compactMap { $0 as? T }.first {
      $0.persistentModelID == persistentModelID
    }
  }

  /// The model with `persistentModelID`; a model of no registered type stops the program.
  public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
    let all = store.saved.values.flatMap { $0 } + inserted
    guard let found = all.first(where: { $0.persistentModelID == persistentModelID }) else {
      fatalError("No model with identifier \(persistentModelID.id) in this context")
    }
    return found
  }

  public static let willSave = Notification.Name("SwiftData.ModelContext.willSave")
  public static let didSave = Notification.Name("SwiftData.ModelContext.didSave")
}
