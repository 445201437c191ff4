// `import CoreData` on a platform without Apple's Core Data: managed objects kept in memory by
// headless contexts and containers, with Apple's names (Docs/Semantics/CoreData.md). Declared in
// Package.swift only where the platform has no framework of this name. Entity classes whose
// properties are `@NSManaged` compile and do not link on Linux (CD-1.1).
import Foundation
import HeadlessCombine

/// What a fetch request can return: managed objects, their identifiers, dictionaries or
/// numbers.
public protocol NSFetchRequestResult: NSObjectProtocol {}

extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}

/// An entity: a name and the class of its objects. Headless an entity is named after its
/// class; there is no model file to read (CD-1.2).
open class NSEntityDescription: NSObject {
  open var name: String?
  // Apple's type, implicitly unwrapped as the Objective-C header declares it.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var managedObjectClassName: String!
  var objectClass: NSManagedObject.Type

  init(name: String, objectClass: NSManagedObject.Type) {
    self.name = name
    managedObjectClassName = name
    self.objectClass = objectClass
  }

  /// The entity named `entityName` among the classes the context has seen; nil otherwise.
  open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext)
    -> NSEntityDescription?
  {
    context.coordinator?.entity(named: entityName)
  }

  /// A new object of the entity named `entityName`, inserted into `context`; an entity the
  /// context has not seen stops the program, as Apple's raises (CD-1.2).
  open class func insertNewObject(
    forEntityName entityName: String, into context: NSManagedObjectContext
  ) -> NSManagedObject {
    guard let entity = entity(forEntityName: entityName, in: context) else {
      fatalError("+entityForName: could not locate an entity named '\(entityName)' in this model.")
    }
    return entity.objectClass.init(entity: entity, insertInto: context)
  }
}

/// A managed object's identifier: its entity and its number in the store.
open class NSManagedObjectID: NSObject, NSFetchRequestResult {
  public let entity: NSEntityDescription
  let number: Int

  init(entity: NSEntityDescription, number: Int) {
    self.entity = entity
    self.number = number
  }

  /// Temporary until the object is saved.
  open var isTemporaryID: Bool { number == 0 }

  open func uriRepresentation() -> URL {
    URL(string: "x-coredata://headless/\(entity.name ?? "")/p\(number)")
      ?? URL(fileURLWithPath: "/headless/p\(number)")
  }
}

/// An object a context manages: its values by key, kept in memory (CD-1.1). An
/// `ObservableObject`, as on iOS 13: a write through ``setValue(_:forKey:)`` announces a
/// change to the views that observe it.
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject, Identifiable {
  public let objectWillChange = ObservableObjectPublisher()
  public let entity: NSEntityDescription
  weak var context: NSManagedObjectContext?
  var values: [String: Any] = [:]
  var storeNumber = 0
  var deletedFlag = false

  /// The designated initializer: an object of `entity`, inserted into `context` if given.
  public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    self.entity = entity
    super.init()
    context?.insert(self)
  }

  /// An object of this class's entity inserted into `moc` (iOS 10).
  public convenience init(context moc: NSManagedObjectContext) {
    moc.coordinator?.register(Self.self)
    self.init(entity: Self.entity(), insertInto: moc)
  }

  /// The entity of this class: named after the class (CD-1.2).
  open class func entity() -> NSEntityDescription {
    NSEntityDescription(name: "\(self)", objectClass: self)
  }

  /// A fetch request for this class's entity.
  open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
    NSFetchRequest<any NSFetchRequestResult>(entityName: "\(self)")
  }

  open var managedObjectContext: NSManagedObjectContext? { context }

  open var objectID: NSManagedObjectID { NSManagedObjectID(entity: entity, number: storeNumber) }

  open var isInserted: Bool { context?.insertedObjects.contains(self) ?? false }
  open var isUpdated: Bool { context?.updatedObjects.contains(self) ?? false }
  open var isDeleted: Bool { deletedFlag }
  open var hasChanges: Bool { isInserted || isUpdated || isDeleted }
  open var isFault: Bool { false }

  /// The value stored for `key` (in the `@NSManaged` property of that name, if any, CD-1.3);
  /// nil when none was set.
  open func value(forKey key: String) -> Any? {
    if let box = managedStorage(forKey: key) { return box.value }
    return values[key]
  }

  /// Stores `value` for `key`: the object announces the change and its context notes it
  /// (CD-2.3).
  open func setValue(_ value: Any?, forKey key: String) {
    objectWillChange.send()
    if let box = managedStorage(forKey: key) {
      box.value = value
    } else {
      values[key] = value
    }
    context?.objectDidChange(self)
  }

  /// The values written since the last save.
  open func changedValues() -> [String: Any] { isUpdated || isInserted ? values : [:] }

  open func willChangeValue(forKey key: String) { objectWillChange.send() }
  open func didChangeValue(forKey key: String) { context?.objectDidChange(self) }
  open func awakeFromInsert() {}
  open func awakeFromFetch() {}
  open func willSave() {}
  open func didSave() {}
  open func prepareForDeletion() {}
}
