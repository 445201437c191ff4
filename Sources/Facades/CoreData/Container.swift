import Foundation

/// An app's data model. Headless there is no compiled model file: the model is empty and its
/// entities are the classes the contexts see (CD-1.2).
open class NSManagedObjectModel: NSObject {
  public override init() {}

  /// The model in the file at `url`: headless no file is read, and the model is empty.
  public convenience init?(contentsOf url: URL) {
    self.init()
  }

  open var entities: [NSEntityDescription] = []
  open var entitiesByName: [String: NSEntityDescription] {
    Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }) { $1 }
  }
}

/// Where a container's store would be; headless every store is in memory (CD-3.1).
open class NSPersistentStoreDescription: NSObject {
  open var url: URL?
  open var type = NSSQLiteStoreType
  open var configuration: String?
  open var isReadOnly = false
  open var shouldAddStoreAsynchronously = false
  open var shouldMigrateStoreAutomatically = true
  open var shouldInferMappingModelAutomatically = true
  open private(set) var options: [String: NSObject] = [:]

  public override init() {}

  public convenience init(url: URL) {
    self.init()
    self.url = url
  }

  open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey =
  "NSPersistentStoreRemoteChangeNotificationOptionKey"

/// A model, a coordinator and a main-queue view context, named after the model (CD-3.1).
open class NSPersistentContainer: NSObject {
  open var name: String
  open var managedObjectModel: NSManagedObjectModel
  open var persistentStoreCoordinator: NSPersistentStoreCoordinator
  open var persistentStoreDescriptions: [NSPersistentStoreDescription]
  public let viewContext: NSManagedObjectContext

  public convenience init(name: String) {
    self.init(name: name, managedObjectModel: NSManagedObjectModel())
  }

  public init(name: String, managedObjectModel model: NSManagedObjectModel) {
    self.name = name
    managedObjectModel = model
    persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    let description = NSPersistentStoreDescription(
      url: Self.defaultDirectoryURL().appendingPathComponent(name + ".sqlite"))
    persistentStoreDescriptions = [description]
    viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    viewContext.persistentStoreCoordinator = persistentStoreCoordinator
  }

  /// Where stores would be: a fixed folder, never written.
  open class func defaultDirectoryURL() -> URL {
    URL(fileURLWithPath: "/headless/Library/Application Support", isDirectory: true)
  }

  /// Loads each store description: headless each loads at once, in memory, with no error,
  /// and `block` is called once per description before this returns (CD-3.1).
  open func loadPersistentStores(
    completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
  ) {
    for description in persistentStoreDescriptions { block(description, nil) }
  }

  /// A new private-queue context on the same coordinator.
  open func newBackgroundContext() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }

  /// Runs `block` with a new background context, at once (CD-2.4).
  open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
    block(newBackgroundContext())
  }
}

/// A container that would mirror its stores to CloudKit: headless, a plain container.
open class NSPersistentCloudKitContainer: NSPersistentContainer {}

extension NSSortDescriptor {
  /// Sorts managed objects by the value stored for `key` (numbers, strings and dates compare;
  /// nil first), where the toolchain's Foundation on Linux has no key-value coding (CD-2.2).
  public convenience init(key: String?, ascending: Bool) {
    self.init(keyPath: \NSObject.self, ascending: ascending) { lhs, rhs in
      guard let key else { return .orderedSame }
      return compareStoredValues(
        (lhs as? NSManagedObject)?.value(forKey: key), (rhs as? NSManagedObject)?.value(forKey: key)
      )
    }
  }
}

/// The order of two stored values: nil before any value; numbers, strings and dates by value;
/// anything else the same.
func compareStoredValues(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult {
  func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
    a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
  }
  switch (lhs, rhs) {
  case (nil, nil): return .orderedSame
  case (nil, _): return .orderedAscending
  case (_, nil): return .orderedDescending
  case (let a as String, let b as String): return order(a, b)
  case (let a as Date, let b as Date): return order(a, b)
  case (let a as any BinaryInteger, let b as any BinaryInteger): return order(Int64(a), Int64(b))
  case (let a as Double, let b as Double): return order(a, b)
  case (let a as Float, let b as Float): return order(a, b)
  case (let a as Bool, let b as Bool): return order(a ? 1 : 0, b ? 1 : 0)
  default: return .orderedSame
  }
}
