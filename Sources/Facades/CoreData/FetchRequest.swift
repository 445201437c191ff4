// SwiftUI's Core Data side (Apple declares it in SwiftUI): `@FetchRequest`, `FetchedResults`
// and the `managedObjectContext` environment value (Docs/Semantics/CoreData.md §4). Declared
// here, beside the context they read; the SwiftUI facade re-exports the two types by name
// (CD-4.3), so `import SwiftUI` alone declares them as on Apple's platforms.
import Foundation
import HeadlessSwiftUI

/// The fetched objects, as a collection.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
  let results: [Result]
  let request: NSFetchRequest<Result>

  public var startIndex: Int { results.startIndex }
  public var endIndex: Int { results.endIndex }
  public subscript(position: Int) -> Result { results[position] }

  /// The request's predicate.
  public var nsPredicate: NSPredicate? { request.predicate }
  /// The request's sort descriptors.
  public var nsSortDescriptors: [NSSortDescriptor] { request.sortDescriptors ?? [] }
}

/// The objects of an entity that the environment's context holds, fetched when the view's body
/// reads them; the body depends on that entity's objects, so inserting, deleting, changing or
/// saving one re-runs it (CD-4.1).
@MainActor @preconcurrency @propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
  @Environment(\.managedObjectContext) private var context
  private let request: NSFetchRequest<Result>

  /// The fetched objects; empty when the fetch fails.
  public var wrappedValue: FetchedResults<Result> {
    FetchedResults(results: (try? context.fetch(request)) ?? [], request: request)
  }

  public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
    request = fetchRequest
  }

  public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
    request = fetchRequest
  }

  public init(
    entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor],
    predicate: NSPredicate? = nil, animation: Animation? = nil
  ) {
    let request = NSFetchRequest<Result>()
    request.entity = entity
    request.entityName = entity.name
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
    self.request = request
  }
}

extension FetchRequest where Result: NSManagedObject {
  /// A request for `Result`'s entity (iOS 13).
  public init(
    sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
    animation: Animation? = nil
  ) {
    self.init(
      entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate,
      animation: animation)
  }

  /// A request for `Result`'s entity sorted by Foundation sort descriptors (iOS 15): each
  /// orders the objects as its `compare(_:_:)` does.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(
    sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil,
    animation: Animation? = nil
  ) {
    let converted = sortDescriptors.map { descriptor in
      NSSortDescriptor(keyPath: \NSObject.self, ascending: true) { lhs, rhs in
        guard let lhs = lhs as? Result, let rhs = rhs as? Result else { return .orderedSame }
        return descriptor.compare(lhs, rhs)
      }
    }
    self.init(
      entity: Result.entity(), sortDescriptors: converted, predicate: predicate,
      animation: animation)
  }
}

/// The environment's context when no ancestor set one: a context of an empty coordinator,
/// made for each read, so what is inserted into it is not kept (CD-4.2).
private struct ManagedObjectContextKey: EnvironmentKey {
  static var defaultValue: NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.persistentStoreCoordinator = NSPersistentStoreCoordinator(
      managedObjectModel: NSManagedObjectModel())
    return context
  }
}

extension EnvironmentValues {
  /// The context `@FetchRequest` fetches from, set with
  /// `.environment(\.managedObjectContext, …)` (CD-4.2).
  public var managedObjectContext: NSManagedObjectContext {
    get { self[ManagedObjectContextKey.self] }
    set { self[ManagedObjectContextKey.self] = newValue }
  }
}
