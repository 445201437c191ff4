// SwiftData's SwiftUI side (Apple's `_SwiftData_SwiftUI` cross-import overlay, brought by
// `import SwiftData` here): `@Query`, the `modelContext` environment value and the
// `modelContainer`/`modelContext` modifiers (Docs/Semantics/SwiftData.md §4).
import Foundation
import HeadlessSwiftUI

/// The models of a type that the environment's context holds, fetched when the view's body
/// reads them; the body depends on that type's models, so inserting, deleting or changing one
/// re-runs it and a change to another type's models does not (SD-4.1). `@Query(…) var name:
/// [Model]` is the macro of the same name, which stores this query as `_name`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
  @Environment(\.modelContext) private var context
  private let descriptor: FetchDescriptor<Element>
  /// The fetched models as `Result`: every initializer requires `Result == [Element]`.
  private let result: ([Element]) -> Result

  /// The context the query fetches from: the environment's.
  public var modelContext: ModelContext { context }

  /// The error the last fetch failed with, if any.
  public var fetchError: (any Error)? {
    do {
      _ = try context.fetch(descriptor)
      return nil
    } catch {
      return error
    }
  }

  /// The fetched models; empty when the fetch fails (see ``fetchError``).
  public var wrappedValue: Result {
    result((try? context.fetch(descriptor)) ?? [])
  }

  private init(descriptor: FetchDescriptor<Element>, result: @escaping ([Element]) -> Result) {
    self.descriptor = descriptor
    self.result = result
  }

  // Every initializer comes down to a fetch descriptor: the animation or transaction a query
  // is given is not kept, since nothing animates headless.

  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
    order: SortOrder = .forward, animation: Animation
  ) where Result == [Element] {
    self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)])
  }

  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
    order: SortOrder = .forward, animation: Animation
  ) where Result == [Element] {
    self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)])
  }

  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
    order: SortOrder = .forward, transaction: Transaction? = nil
  ) where Result == [Element] {
    self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)])
  }

  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
    order: SortOrder = .forward, transaction: Transaction? = nil
  ) where Result == [Element] {
    self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)])
  }

  public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    animation: Animation
  ) where Result == [Element] {
    self.init(filter: filter, sort: descriptors)
  }

  public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    transaction: Transaction? = nil
  ) where Result == [Element] {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
  }

  public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil)
  where Result == [Element] {
    self.init(descriptor: descriptor, result: { $0 })
  }

  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation)
  where Result == [Element] {
    self.init(descriptor)
  }
}

/// The environment's model context when no ancestor set a container: a context of an empty
/// container, made for each read, so what is inserted into it is not kept (SD-4.2).
private struct ModelContextKey: EnvironmentKey {
  static var defaultValue: ModelContext {
    ModelContext(ModelContainer(emptyFor: Schema()))
  }
}

extension EnvironmentValues {
  /// The model context that `@Query` fetches from and views insert into (SD-4.2).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}
